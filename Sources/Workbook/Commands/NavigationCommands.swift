import ArgumentParser
import Foundation
import Grading

/// `list`: chapters and exercises with progress marks.
public struct ListCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "list", abstract: "List the chapters, with the exercises of the current one (--all: of every one) and your progress.", aliases: ["ls"])
    @Flag(name: .shortAndLong, help: "List the exercises of every chapter.") public var all = false
    public init() {}

    public func run(in session: Session) throws {
        session.paging { list(in: session) }
    }

    func list(in session: Session) {
        let s = session.style
        let current = session.current.exercise.id
        let width = session.catalog.entries.map(\.exercise.id.count).max() ?? 10
        for (number, chapter) in session.catalog.chapters.enumerated() {
            let passed = chapter.exercises.filter { session.progress.hasPassed($0.id) }.count
            let complete = passed == chapter.exercises.count && passed > 0
            guard all || chapter.id == session.current.chapter.id else {
                // Folded: one line, with how many of its exercises are done.
                session.output.line("\(complete ? s.pass : " ") \(s.bold("\(number). \(session.title(of: chapter))"))  \(s.dim("\(passed)/\(chapter.exercises.count) · `go \(chapter.id)`"))")
                continue
            }
            session.output.line("\(complete ? s.pass : " ") \(s.bold("\(number). \(session.title(of: chapter))"))")
            for exercise in chapter.exercises {
                let before = session.progress.passedBefore.contains(exercise.id)
                let mark = session.progress.hasPassed(exercise.id) ? s.pass : before ? s.yellow("!") : " "
                let pointer = exercise.id == current ? s.cyan("▸") : " "
                let id = exercise.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let line = "  \(mark) \(pointer) \(id)  \(session.title(of: exercise, in: chapter))" + (before ? s.dim(session.text(.passedBeforeFailingNow)) : "")
                session.output.line(exercise.id == current ? s.bold(line) : line)
            }
        }
        let done = session.catalog.entries.filter { session.progress.hasPassed($0.exercise.id) }.count
        session.say(s.dim(session.text(.listFooter(done: done, of: session.catalog.entries.count, folded: !all))))
    }
}

/// `show`: the current exercise's text.
public struct ShowCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the current exercise's text (or another's).", aliases: ["read", "s"])
    @Argument(help: "An exercise id (default: the current one).") public var exercise: String?
    @Flag(name: [.customLong("chapter"), .customLong("intro")], help: "Show the chapter's introduction first.") public var chapter = false
    public init() {}

    public func run(in session: Session) throws {
        let entry = try exercise.map(session.entry(named:)) ?? session.current
        try session.paging {
            try Presenter(session: session).showExercise(entry, withIntroduction: chapter)
        }
    }
}

/// `next`: move to the next exercise.
public struct NextCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "next", abstract: "Go to the next exercise.", aliases: ["n"])
    public init() {}
    public func run(in session: Session) throws {
        let entries = session.catalog.entries
        let index = session.current.index
        guard index + 1 < entries.count else {
            throw CommandError(Phrase("workbook.next.last", "This is the last exercise. `list` shows them all; `progress` shows what is left."), in: session, exitCode: 1)
        }
        session.setCurrent(entries[index + 1])
        try Presenter(session: session).showCard(entries[index + 1], newChapter: entries[index + 1].chapter.id != entries[index].chapter.id)
    }
}

/// `previous`: move to the previous exercise.
public struct PreviousCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "previous", abstract: "Go back to the previous exercise.", aliases: ["prev", "p"])
    public init() {}
    public func run(in session: Session) throws {
        let entries = session.catalog.entries
        let index = session.current.index
        guard index > 0 else { throw CommandError(Phrase("workbook.previous.first", "This is the first exercise."), in: session, exitCode: 1) }
        session.setCurrent(entries[index - 1])
        try Presenter(session: session).showCard(entries[index - 1], newChapter: false)
    }
}

/// `go`: jump to an exercise or chapter.
public struct GoCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "go", abstract: "Go to an exercise (by id or number) or to a chapter's first exercise.", aliases: ["goto"])
    @Argument(help: "An exercise id, a chapter id, or a number from `list`.") public var target: String
    public init() {}
    public func run(in session: Session) throws {
        let entry = try session.entry(named: target)
        session.setCurrent(entry)
        try Presenter(session: session).showCard(entry, newChapter: entry.chapter.exercises.first?.id == entry.exercise.id)
    }
}

/// `progress`: how far along the learner is.
public struct ProgressCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "progress", abstract: "Show how far you are.")
    public init() {}
    public func run(in session: Session) throws {
        let s = session.style
        let entries = session.catalog.entries
        let done = entries.filter { session.progress.hasPassed($0.exercise.id) }.count
        let width = 30
        let filled = entries.isEmpty ? 0 : done * width / entries.count
        session.output.line("\(s.bold(session.text(.progressHeading))) [\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(session.text(.progressCount(done: done, of: entries.count)))")
        for chapter in session.catalog.chapters {
            let passed = chapter.exercises.filter { session.progress.hasPassed($0.id) }.count
            session.output.line("  \(passed == chapter.exercises.count ? s.pass : " ") \(session.title(of: chapter)): \(passed)/\(chapter.exercises.count)")
        }
        let hints = session.progress.hintsShown.values.reduce(0, +)
        if hints > 0 || !session.progress.solutionsSeen.isEmpty {
            session.output.line(s.dim("  " + session.text(.hintsAndSolutions(hints: hints, solutions: session.progress.solutionsSeen.count))))
        }
        session.output.line(session.text(.current(id: session.current.exercise.id, title: session.title(of: session.current.exercise, in: session.current.chapter))))
    }
}

/// `clear`: a clean screen, as in a shell (Ctrl-L at the prompt does the same).
public struct ClearCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "clear", abstract: "Clear the screen.", aliases: ["cls"])
    public init() {}
    public func run(in session: Session) throws {
        guard session.output is StandardOutput, isatty(STDOUT_FILENO) == 1 else { return }
        session.output.write("\u{1B}[H\u{1B}[2J\u{1B}[3J")
    }
}

/// `lang`: which language the chapter texts and hints are shown in. Without an argument it says
/// which one is in use and which there are; with a code it switches and remembers the choice
/// (with the progress); `lang auto` forgets it, following the locale again.
public struct LanguageCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "lang", abstract: "Show or choose the language the workbook speaks (en, zh-Hans; auto follows the locale).")
    @Argument(help: "A language code (en, zh-Hans) or auto.") public var code: String?
    public init() {}

    public func run(in session: Session) throws {
        let s = session.style
        guard let code else {
            let how = Session.languageOverride != nil ? Phrase("workbook.lang.given-with-option", "given with --lang")
                : session.progress.language != nil ? Phrase("workbook.lang.chosen-with-lang", "chosen with `lang`")
                : Phrase("workbook.lang.from-locale", "from the locale")
            let name = s.bold(session.language.name), code = session.language.rawValue
            session.output.line(session.text(Phrase("workbook.lang.current", "Language: \(name) (\(code), \(how)). Available: \(Language.available).")))
            return
        }
        if code.lowercased() == "auto" {
            session.updateProgress { $0.language = nil }
            session.output.line(session.text(Phrase("workbook.lang.follows-locale", "The language follows the locale again: \(session.language.name).")))
            return
        }
        guard let language = Language(code: code) else {
            throw CommandError(Phrase("workbook.lang.unknown", "There is no language \"\(code)\". Available: \(Language.available); `lang auto` follows the locale."), in: session)
        }
        session.updateProgress { $0.language = language.rawValue }
        let untranslated = session.catalog.chapters.filter { session.translations.textURL($0, in: session.workspace).lastPathComponent == $0.text && language != .english }
        var line = Phrase("workbook.lang.chosen", "Language: \(language.name).")
        if !untranslated.isEmpty {
            line += Phrase("workbook.lang.untranslated-in-english", " What is not translated yet is shown in English.")
        }
        // Said in the language just chosen (the session's, unless --lang gave another for this run).
        let catalogue = language == session.language ? session.catalogue : Translations(language: language).catalogue(in: session.workspace, catalog: session.catalog)
        session.output.line(line.rendered(catalogue))
    }
}
