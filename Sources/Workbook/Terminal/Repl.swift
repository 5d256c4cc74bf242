import ArgumentParser
import Foundation

/// Reads the learner's lines: libedit on a terminal, plain lines otherwise.
public protocol LineReader: AnyObject {
    /// The next line, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) -> String?
    /// Remembers a line in the history.
    func addHistory(_ line: String)
    /// Saves the history (on exit).
    func saveHistory()
}

/// Plain lines from standard input (scripts, pipes, tests), without prompts unless asked.
public final class PlainLineReader: LineReader {
    public let showPrompt: Bool
    private var lines: [String]?

    public init(showPrompt: Bool = false) {
        self.showPrompt = showPrompt
        lines = nil
    }

    /// Lines from a list (tests).
    public init(lines: [String]) {
        showPrompt = false
        self.lines = lines
    }

    public func readLine(prompt: String) -> String? {
        if lines != nil { return lines!.isEmpty ? nil : lines!.removeFirst() }
        if showPrompt { FileHandle.standardOutput.write(Data(prompt.utf8)) }
        return Swift.readLine()
    }

    public func addHistory(_ line: String) {}
    public func saveHistory() {}
}

/// The interactive workbook: reads a line, parses it with the same command tree as the command
/// line, runs it, and never lets one command's failure end the session.
public final class Repl {
    public let session: Session
    let reader: LineReader
    let promptSymbol: String

    public init(session: Session, reader: LineReader, promptSymbol: String = "❯") {
        self.session = session
        self.reader = reader
        self.promptSymbol = promptSymbol
    }

    /// The prompt shows the current exercise.
    public var prompt: String { "\(session.current.exercise.id) \(promptSymbol) " }

    public func run() {
        welcome()
        while true {
            for notice in session.takeNotices() { session.output.line(session.style.yellow(notice)) }
            // The prompt ends with a plain space: libedit drops an escape sequence at the very end.
            guard let raw = reader.readLine(prompt: session.style.bold(String(prompt.dropLast())) + " ") else {
                session.output.line()
                break
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            reader.addHistory(line)
            // Saved at once: closing the window loses no line.
            reader.saveHistory()
            // The window may have been resized since the last command, and another workbook
            // (`./workbook check` in another terminal) may have saved progress.
            session.style = session.style.refreshed()
            let passedElsewhere = session.refreshProgress()
            if !passedElsewhere.isEmpty {
                session.output.line(session.style.dim("(Another workbook saved progress: \(passedElsewhere.joined(separator: ", ")) passed.)"))
            }
            if !execute(line) { break }
        }
        reader.saveHistory()
        session.output.line("See you soon.")
    }

    func welcome() {
        let s = session.style
        let entry = session.current
        session.say(s.bold("Transitions Workbook") + " — custom view-controller transitions, in your terminal.")
        session.say("You are on \(s.cyan(entry.exercise.id)): \(entry.exercise.title) (chapter \(entry.chapter.title)).")
        session.say(s.dim("Type `show` to read it, `check` to test your code, `help` for every command, `quit` (or Ctrl-D) to leave."))
    }

    /// Runs one line; returns false when the learner asked to leave.
    @discardableResult
    public func execute(_ line: String) -> Bool {
        let arguments: [String]
        do { arguments = try Self.split(line) } catch {
            session.output.line("\(error)")
            return true
        }
        guard let first = arguments.first else { return true }
        if ["quit", "exit", "q"].contains(first) { return false }
        if first == "help" || first == "?" {
            help(arguments.dropFirst().first)
            return true
        }
        guard WorkbookCommand.commandNames.contains(first) else {
            var message = "Unknown command \"\(first)\"."
            if let guess = WorkbookCommand.commandNames.filter({ $0.count > 1 }).min(by: { editDistance(first, $0) < editDistance(first, $1) }),
               editDistance(first, guess) <= max(2, first.count / 2) {
                message += " Did you mean \"\(guess)\"?"
            }
            session.output.line(message + " Type `help` for the list.")
            return true
        }
        do {
            let command = try WorkbookCommand.parseAsRoot(arguments)
            if let command = command as? SessionCommand {
                try command.run(in: session)
            } else {
                help(first)
            }
        } catch let error as CommandError {
            session.output.line(error.description)
        } catch is ExitCode {
            // A failed check already explained itself.
        } catch {
            session.output.line(WorkbookCommand.fullMessage(for: error).trimmingCharacters(in: .newlines))
        }
        return true
    }

    func help(_ command: String?) {
        if let command, let type = (WorkbookCommand.learnerCommands + [AuthorCommand.self]).first(where: { ($0.configuration.commandName == command) || $0.configuration.aliases.contains(command) }) {
            session.output.line(type.helpMessage(columns: session.style.width).trimmingCharacters(in: .newlines))
            return
        }
        let s = session.style
        session.output.line(s.bold("Commands") + s.dim(" (aliases in brackets; `help <command>` for details)"))
        for type in WorkbookCommand.learnerCommands {
            let c = type.configuration
            let name = (c.commandName ?? "") + (c.aliases.isEmpty ? "" : " [\(c.aliases.joined(separator: ", "))]")
            session.output.line("  " + s.cyan(name.padding(toLength: 24, withPad: " ", startingAt: 0)) + c.abstract)
        }
        session.output.line("  " + s.cyan("quit [exit, q]".padding(toLength: 24, withPad: " ", startingAt: 0)) + "Leave (Ctrl-D works too).")
    }

    /// Words for tab completion of the line so far.
    public func completions(for line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsWithSpace = line.hasSuffix(" ")
        let partial = endsWithSpace ? "" : (words.last ?? "")
        let position = endsWithSpace ? words.count : max(words.count - 1, 0)
        var candidates: [String]
        if position == 0 {
            candidates = WorkbookCommand.commandNames + ["help"]
        } else {
            switch words[0] {
            case "go", "goto", "show", "read", "s", "check", "c":
                candidates = session.catalog.entries.map(\.exercise.id) + session.catalog.chapters.map(\.id)
            case "help":
                candidates = WorkbookCommand.commandNames
            case "edit", "e", "reset":
                candidates = session.current.exercise.files
            default:
                candidates = []
            }
        }
        return Array(Set(candidates.filter { $0.hasPrefix(partial) })).sorted()
    }

    /// Splits a line into words: spaces separate, quotes group, backslash escapes.
    public static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaping = false
        var inWord = false
        for ch in line {
            if escaping { current.append(ch); escaping = false; inWord = true; continue }
            if ch == "\\" { escaping = true; continue }
            if let q = quote {
                if ch == q { quote = nil } else { current.append(ch) }
                continue
            }
            if ch == "\"" || ch == "'" { quote = ch; inWord = true; continue }
            if ch == " " || ch == "\t" {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(ch)
            inWord = true
        }
        if quote != nil { throw CommandError("A quote is not closed.") }
        if inWord { words.append(current) }
        return words
    }
}
