import Grading

/// The REPL's own sentences (the welcome, the exercise card, hints, `check`'s summary, `help`,
/// `list`, `progress`), each a `Phrase` under a stable id, with typed values; their
/// translations are in `Lessons/messages.workbook.<language>.json` with every other phrase's.
public enum Message: Sendable {
    case welcome
    case youAreOn(id: String, title: String, chapter: String)
    case welcomeKeys
    case goodbye
    case heading(chapter: String, number: Int, of: Int, id: String)
    case whereToEdit
    case newChapter
    case cardKeys
    case hintHeader(number: Int, of: Int)
    case hintAgain
    case lastHint
    case noHints
    case checking(id: String, title: String)
    case allPass(count: Int)
    case somePass(passed: Int, of: Int)
    case failKeys
    case nextExercise(id: String)
    case lastExercise
    /// A command's one line in `help` (its English is the command's own abstract).
    case command(name: String, abstract: String)
    case commandsHeading
    case commandsNote
    case passedBeforeFailingNow
    case listFooter(done: Int, of: Int, folded: Bool)
    case progressHeading
    case progressCount(done: Int, of: Int)
    case hintsAndSolutions(hints: Int, solutions: Int)
    case current(id: String, title: String)

    /// The id `author check` reports a message by.
    public var id: String {
        switch self {
        case .welcome: "repl.welcome"
        case .youAreOn: "repl.you-are-on"
        case .welcomeKeys: "repl.welcome-keys"
        case .goodbye: "repl.goodbye"
        case .heading: "card.heading"
        case .whereToEdit: "card.where-to-edit"
        case .newChapter: "card.new-chapter"
        case .cardKeys: "card.keys"
        case .hintHeader: "hint.header"
        case .hintAgain: "hint.again"
        case .lastHint: "hint.last"
        case .noHints: "hint.none"
        case .checking: "check.checking"
        case .allPass: "check.all-pass"
        case .somePass: "check.some-pass"
        case .failKeys: "check.fail-keys"
        case .nextExercise: "check.next"
        case .lastExercise: "check.last"
        case let .command(name, _): "help.command.\(name)"
        case .commandsHeading: "help.heading"
        case .commandsNote: "help.note"
        case .passedBeforeFailingNow: "list.passed-before"
        case .listFooter: "list.footer"
        case .progressHeading: "progress.heading"
        case .progressCount: "progress.count"
        case .hintsAndSolutions: "progress.hints-and-solutions"
        case .current: "progress.current"
        }
    }

    /// Every message, with sample values (for the self-check's list of what is untranslated).
    public static let all: [Message] = [
        .welcome, .youAreOn(id: "fade", title: "Fade", chapter: "Fade"), .welcomeKeys, .goodbye,
        .heading(chapter: "Fade", number: 1, of: 2, id: "fade"), .whereToEdit, .newChapter, .cardKeys,
        .hintHeader(number: 1, of: 3), .hintAgain, .lastHint, .noHints,
        .checking(id: "fade", title: "Fade"), .allPass(count: 2), .somePass(passed: 1, of: 2), .failKeys,
        .nextExercise(id: "fade"), .lastExercise,
        .commandsHeading, .commandsNote, .passedBeforeFailingNow, .listFooter(done: 1, of: 2, folded: true),
        .progressHeading, .progressCount(done: 1, of: 2), .hintsAndSolutions(hints: 1, solutions: 1), .current(id: "fade", title: "Fade"),
    ] + (WorkbookCommand.learnerCommands + [QuitCommand.self]).map { .command(name: $0.configuration.commandName ?? "", abstract: $0.configuration.abstract) }

    /// The message as a phrase: its English, and its id for the catalogues.
    public var phrase: Phrase {
        switch self {
        case .welcome: Phrase("repl.welcome", "— custom view-controller transitions, in your terminal.")
        case let .youAreOn(id, title, chapter): Phrase("repl.you-are-on", "You are on \(id): \(title) (chapter \(chapter)).")
        case .welcomeKeys: Phrase("repl.welcome-keys", "Type `show` to read it, `check` to test your code, `help` for every command, `quit` (or Ctrl-D) to leave.")
        case .goodbye: Phrase("repl.goodbye", "See you soon.")
        case let .heading(chapter, number, total, id): Phrase("card.heading", "Chapter \(chapter) · exercise \(number)/\(total) · \(id)")
        case .whereToEdit: Phrase("card.where-to-edit", "Where to edit")
        case .newChapter: Phrase("card.new-chapter", "A new chapter: `show --chapter` reads its introduction (the app, and what you will build).")
        case .cardKeys: Phrase("card.keys", "`show` reads the whole exercise · `check` when ready · `hint` if stuck")
        case let .hintHeader(number, total): Phrase("hint.header", "Hint \(number) of \(total)")
        case .hintAgain: Phrase("hint.again", "(`hint` again for a more concrete one)")
        case .lastHint: Phrase("hint.last", "That was the last hint. `solution` shows the reference answer; `hint --again` starts over.")
        case .noHints: Phrase("hint.none", "This exercise has no hints. `show` repeats its text.")
        case let .checking(id, title): Phrase("check.checking", "Checking \(id) — \(title)")
        case let .allPass(count): Phrase("check.all-pass", "All \(count) checks pass.")
        case let .somePass(passed, total): Phrase("check.some-pass", "\(passed) of \(total) checks pass.")
        case .failKeys: Phrase("check.fail-keys", "`hint` for a nudge · `play` to watch your animation · `diff` to compare")
        case let .nextExercise(id): Phrase("check.next", "Type `next` for \(id).")
        case .lastExercise: Phrase("check.last", "That was the last exercise — well done.")
        case let .command(name, abstract): Self.command(name, abstract)
        case .commandsHeading: Phrase("help.heading", "Commands")
        case .commandsNote: Phrase("help.note", " (aliases in brackets; `help <command>` for details)")
        case .passedBeforeFailingNow: Phrase("list.passed-before", " (passed before, failing now)")
        case let .listFooter(done, total, folded):
            Phrase("list.footer", "\(done) of \(total) done · `go <id>` to jump to an exercise") + (folded ? Phrase("list.footer.all", " · `list --all` shows every chapter's") : Phrase(verbatim: ""))
        case .progressHeading: Phrase("progress.heading", "Progress")
        case let .progressCount(done, total): Phrase("progress.count", "\(done)/\(total) exercises")
        case let .hintsAndSolutions(hints, solutions): Phrase("progress.hints-and-solutions", "hints read: \(hints) · solutions seen: \(solutions)")
        case let .current(id, title): Phrase("progress.current", "Current: \(id) — \(title)")
        }
    }

    /// `help`'s line for a command: its abstract, under `help.command.<name>` (the self-check
    /// reads each command's abstract from its `CommandConfiguration`).
    static func command(_ name: String, _ abstract: String) -> Phrase {
        var phrase = Phrase(verbatim: abstract)
        phrase.id = "help.command.\(name)"
        phrase.template = abstract
        phrase.values = []
        return phrase
    }

    /// The English.
    public var english: String { phrase.english }

}

extension Session {
    /// `message` in the session's language.
    public func text(_ message: Message) -> String { message.phrase.rendered(catalogue) }

    /// A chapter's title in the session's language: from the translated text's first heading
    /// ("# 第 8 章 — 可中断的转场" gives "可中断的转场"), else the manifest's.
    public func title(of chapter: Catalog.Chapter) -> String {
        guard language != .english, let text = translatedText(chapter),
              let first = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }),
              let dash = first.range(of: "— ") else { return chapter.title }
        let title = first[dash.upperBound...].trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? chapter.title : title
    }

    /// An exercise's title in the session's language: its section heading in the translated
    /// text ("## 3. 半路接住 {#catch-in-flight}" gives "半路接住"), else the manifest's.
    public func title(of exercise: Catalog.Exercise, in chapter: Catalog.Chapter) -> String {
        guard language != .english, let text = translatedText(chapter),
              let heading = ChapterText(markdown: text).sections[exercise.section]?.split(separator: "\n").first else { return exercise.title }
        var title = heading.drop { $0 == "#" || $0 == " " }
        if let dot = title.firstIndex(of: "."), title[..<dot].allSatisfy(\.isNumber) { title = title[title.index(after: dot)...] }
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? exercise.title : trimmed
    }

    private func translatedText(_ chapter: Catalog.Chapter) -> String? {
        let url = translations.textURL(chapter, in: workspace)
        guard url.lastPathComponent != chapter.text else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
