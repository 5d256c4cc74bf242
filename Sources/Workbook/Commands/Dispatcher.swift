import ArgumentParser
import Foundation
import Grading

/// Turns a line's words into a command and runs it — the one way in for the REPL, the
/// subcommands (`workbook check`) and the tests alike: `quit`, `help`, unknown words with a
/// suggestion, usage errors, a command's own errors and the exit code it asks for.
public enum Dispatcher {
    public enum Result: Equatable {
        /// The command ran; the exit code it asked for (0 when it returned normally).
        case ran(exitCode: Int32)
        /// The learner asked to leave.
        case quit
    }

    public static func run(_ arguments: [String], in session: Session) -> Result {
        guard let first = arguments.first else { return .ran(exitCode: 0) }
        if WorkbookCommand.names(of: QuitCommand.self).contains(first) { return .quit }
        if WorkbookCommand.helpNames.contains(first) {
            help(arguments.dropFirst().first, in: session)
            return .ran(exitCode: 0)
        }
        guard WorkbookCommand.commandNames.contains(first) else {
            var message = Phrase("workbook.command.unknown", "Unknown command \"\(first)\".")
            if let guess = suggestion(for: first, among: WorkbookCommand.commandNames.filter { $0.count > 1 }) {
                message += " " + Phrase("workbook.command.did-you-mean", "Did you mean \"\(guess)\"?")
            }
            session.output.line(session.text(message + " " + Phrase("workbook.command.help-for-list", "Type `help` for the list.")))
            return .ran(exitCode: 64)
        }
        let command: ParsableCommand
        do { command = try WorkbookCommand.parseAsRoot(arguments) } catch {
            // A usage error of the workbook's own is said in the learner's language; ArgumentParser's own words stay English.
            session.output.line(ValidationPhrases.localized(WorkbookCommand.fullMessage(for: error), session.catalogue).trimmingCharacters(in: .newlines))
            return .ran(exitCode: WorkbookCommand.exitCode(for: error).rawValue)
        }
        guard let runnable = command as? SessionCommand else {
            help(first, in: session)
            return .ran(exitCode: 0)
        }
        return .ran(exitCode: perform(runnable, in: session))
    }

    /// Runs a parsed command: its errors are printed for the learner, with the pending notices.
    public static func perform(_ command: SessionCommand, in session: Session) -> Int32 {
        defer { for notice in session.takeNotices() { session.output.line(session.style.yellow(notice)) } }
        do {
            try command.run(in: session)
            return 0
        } catch let error as CommandError {
            session.output.line(error.description)
            return error.exitCode
        } catch let exit as ExitCode {
            // A failed check already explained itself.
            return exit.rawValue
        } catch {
            session.output.line(ValidationPhrases.localized(WorkbookCommand.fullMessage(for: error), session.catalogue).trimmingCharacters(in: .newlines))
            return WorkbookCommand.exitCode(for: error).rawValue
        }
    }

    /// `help`, or `help <command>`.
    static func help(_ command: String?, in session: Session) {
        if let command, let type = WorkbookCommand.commandType(named: command) {
            session.output.line(HelpPage.render(type, in: session))
            return
        }
        let s = session.style
        // Two columns, as the shell's `workbook help` prints them: the name, then the abstract
        // wrapped in its own column (the colour codes of the name take no room).
        var rows = WorkbookCommand.learnerCommands.map { type -> (String, String) in
            let c = type.configuration
            return ((c.commandName ?? "") + (c.aliases.isEmpty ? "" : " [\(c.aliases.joined(separator: ", "))]"),
                    session.text(.command(name: c.commandName ?? "", abstract: c.abstract)))
        }
        let quit = WorkbookCommand.names(of: QuitCommand.self)
        rows.append(("\(quit[0]) [\(quit.dropFirst().joined(separator: ", "))]", session.text(.command(name: quit[0], abstract: QuitCommand.configuration.abstract))))
        let column = min((rows.map(\.0.count).max() ?? 0) + 4, 26)
        let renderer = MarkdownRenderer(style: s)
        session.paging {
            session.output.line(s.bold(session.text(.commandsHeading)) + s.dim(session.text(.commandsNote)))
            for (name, abstract) in rows {
                let lines = renderer.wrap(abstract, width: max(20, s.width - column), indent: "")
                let first = name.count + 2 < column ? s.cyan(name) + String(repeating: " ", count: column - 2 - name.count) : nil
                if first == nil { session.output.line("  " + s.cyan(name)) }
                for (i, line) in lines.enumerated() {
                    session.output.line((i == 0 && first != nil ? "  " + first! : String(repeating: " ", count: column)) + line)
                }
            }
        }
    }

    /// Words that can complete the line so far (Tab in the REPL): command names first, then
    /// what each command says its arguments can be (`CompletingCommand`).
    public static func completions(for line: String, in session: Session) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsWithSpace = line.hasSuffix(" ")
        let partial = endsWithSpace ? "" : (words.last ?? "")
        let position = endsWithSpace ? words.count : max(words.count - 1, 0)
        var candidates: [String] = []
        if position == 0 {
            candidates = WorkbookCommand.commandNames
        } else if words[0] == "help" {
            candidates = WorkbookCommand.commandNames
        } else if let type = WorkbookCommand.commandType(named: words[0]) as? CompletingCommand.Type {
            // The words typed after the command that are not options.
            let typed = words.dropFirst().prefix(position - 1).filter { !$0.hasPrefix("-") }.count
            candidates = type.completions(forArgument: typed, in: session)
        }
        return Array(Set(candidates.filter { $0.hasPrefix(partial) })).sorted()
    }
}

/// A command that knows what its positional arguments can be, for Tab completion.
public protocol CompletingCommand {
    static func completions(forArgument index: Int, in session: Session) -> [String]
}

extension WorkbookCommand {
    /// The command a name or alias stands for.
    static func commandType(named name: String) -> ParsableCommand.Type? {
        (learnerCommands + teacherCommands + [AuthorCommand.self, QuitCommand.self]).first { names(of: $0).contains(name) }
    }
}

extension Session {
    /// Exercise and chapter ids, for arguments that name one.
    var exerciseAndChapterIDs: [String] { catalog.entries.map(\.exercise.id) + catalog.chapters.map(\.id) }
}

extension GoCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.exerciseAndChapterIDs : [] }
}

extension ShowCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.exerciseAndChapterIDs : [] }
}

extension CheckCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.exerciseAndChapterIDs : [] }
}

extension EditCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.current.exercise.files : [] }
}

extension ResetCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.current.exercise.files : [] }
}

extension PlayCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.current.exercise.frames ?? [] : [] }
}

extension ScrubCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index == 0 ? session.current.exercise.frames ?? [] : [] }
}

extension DiffCommand: CompletingCommand {
    public static func completions(forArgument index: Int, in session: Session) -> [String] { index < 2 ? session.current.exercise.frames ?? [] : [] }
}
