import ArgumentParser
import Foundation
import Grading

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
        // Whatever leaves the loop, no compiler of the warm-up keeps running.
        defer { session.stopWarmUp() }
        while true {
            for notice in session.takeNotices() { session.output.line(session.style.yellow(notice)) }
            // The first check of a chapter is quick if the chapter is built while the learner reads.
            session.warmUp()
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
                let ids = passedElsewhere.joined(separator: ", ")
                session.output.line(session.style.dim(session.text(Phrase("workbook.repl.passed-elsewhere", "(Another workbook saved progress: \(ids) passed.)"))))
            }
            if !execute(line) { break }
        }
        reader.saveHistory()
        session.output.line(session.text(.goodbye))
    }

    func welcome() {
        let s = session.style
        let entry = session.current
        session.say(s.bold("Transitions Workbook") + " " + session.text(.welcome))
        session.say(session.text(.youAreOn(id: s.cyan(entry.exercise.id), title: session.title(of: entry.exercise, in: entry.chapter), chapter: session.title(of: entry.chapter))))
        session.say(s.dim(session.text(.welcomeKeys)))
    }

    /// Runs one line; returns false when the learner asked to leave.
    @discardableResult
    public func execute(_ line: String) -> Bool {
        let arguments: [String]
        do { arguments = try Self.split(line) } catch {
            // The only thing `split` finds wrong.
            session.output.line(session.text(Self.quoteNotClosed))
            return true
        }
        return Dispatcher.run(arguments, in: session) != .quit
    }

    /// Words for tab completion of the line so far.
    public func completions(for line: String) -> [String] {
        Dispatcher.completions(for: line, in: session)
    }

    /// What `split` finds wrong.
    static let quoteNotClosed = Phrase("workbook.repl.quote-not-closed", "A quote is not closed.")

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
        if quote != nil { throw CommandError(quoteNotClosed, nil) }
        if inWord { words.append(current) }
        return words
    }
}
