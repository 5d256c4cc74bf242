import Foundation

/// How to decorate text for the terminal: ANSI styles when the output is a terminal and
/// `NO_COLOR` is not set, plain text otherwise.
public struct TerminalStyle: Sendable {
    public var colors: Bool
    /// Columns available (80 when unknown).
    public var width: Int
    /// Rows of the window when the output is a terminal: pictures are fitted to the window
    /// (`width` × `height`). Nil when writing to a pipe or a file, where they are printed whole.
    public var height: Int?

    public init(colors: Bool, width: Int = 80, height: Int? = nil) {
        self.colors = colors
        self.width = width
        self.height = height
    }

    /// For the process's standard output.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalStyle {
        let tty = isatty(STDOUT_FILENO) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        let window = tty ? windowSize() : nil
        return TerminalStyle(colors: tty && !noColor && !dumb, width: window?.columns ?? 80, height: window?.rows)
    }

    /// The terminal's size in columns and rows, if standard output is one that says.
    public static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The same style for the window as it is now (a learner may have resized it).
    public func refreshed() -> TerminalStyle {
        guard height != nil, let window = Self.windowSize() else { return self }
        var style = self
        style.width = window.columns
        style.height = window.rows
        return style
    }

    public static let plain = TerminalStyle(colors: false)

    private func wrap(_ s: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func italic(_ s: String) -> String { wrap(s, "3") }
    public func underline(_ s: String) -> String { wrap(s, "4") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }

    public var pass: String { green("✓") }
    public var fail: String { red("✗") }
    public var error: String { red("!") }
}

/// Where commands write: the terminal, or a buffer in tests.
public protocol TextOutput: AnyObject, Sendable {
    func write(_ text: String)
}

extension TextOutput {
    public func line(_ text: String = "") { write(text + "\n") }
}

/// Standard output, flushed at once. On a terminal no line is wider than the window: a longer
/// one is folded (`Folding.fold`), so the terminal never wraps it in the middle of a word.
public final class StandardOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    /// Visible characters written since the last line break.
    private var column = 0
    private let terminal = isatty(STDOUT_FILENO) == 1

    public init() {}

    public func write(_ text: String) {
        guard terminal, let width = TerminalStyle.windowSize()?.columns else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let folded = lock.withLock { fold(text, width: width) }
        FileHandle.standardOutput.write(Data(folded.utf8))
    }

    private func fold(_ text: String, width: Int) -> String {
        var out = ""
        let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, piece) in pieces.enumerated() {
            let lines = Folding.fold(String(piece), width: width, startColumn: column)
            out += lines.joined(separator: "\n")
            column = (lines.count == 1 ? column : 0) + MarkdownRenderer.visibleLength(lines.last ?? "")
            if i < pieces.count - 1 {
                out += "\n"
                column = 0
            }
        }
        return out
    }
}

/// Collects output (tests).
public final class BufferOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""
    public init() {}
    public func write(_ text: String) { lock.withLock { storage += text } }
    public var text: String { lock.withLock { storage } }
    public func clear() { lock.withLock { storage = "" } }
}

extension TerminalStyle {
    /// `prompt` with each escape sequence between two `\u{1}` markers, the way libedit's
    /// readline (`EL_PROMPT_ESC` set to `RL_PROMPT_START_IGNORE`) takes characters that print
    /// nothing: without them it prints the sequence's visible part ("[1m") and miscounts the
    /// prompt's width. (libedit drops a marked sequence at the very end of a prompt: end it
    /// with a printing character.)
    public static func markingNonPrinting(_ prompt: String) -> String {
        var out = String.UnicodeScalarView()
        var inEscape = false
        for scalar in prompt.unicodeScalars {
            if scalar == "\u{1B}", !inEscape {
                inEscape = true
                out.append("\u{1}")
            }
            out.append(scalar)
            if inEscape, scalar.properties.isAlphabetic, scalar != "[" {
                inEscape = false
                out.append("\u{1}")
            }
        }
        if inEscape { out.append("\u{1}") }
        return String(out)
    }
}

extension Session {
    /// Asks `question` on the session's input, wrapped at word boundaries to the window: every
    /// line but the last printed, the last one the prompt. Nil without an input or at its end.
    public func ask(_ question: String) -> String? {
        guard let input else { return nil }
        let lines = MarkdownRenderer(style: style).wrap(question, width: max(20, style.width - 8), indent: "")
        for line in lines.dropLast() { output.line(line) }
        return input.readLine(prompt: (lines.last ?? "") + " ")
    }

    /// Writes `text` wrapped at word boundaries to the window's width (each line after the first
    /// indented by `indent`).
    public func say(_ text: String, indent: String = "") {
        let lines = MarkdownRenderer(style: style).wrap(text, width: max(20, style.width - indent.count), indent: "")
        for (i, line) in lines.enumerated() { output.line((i == 0 ? "" : indent) + line) }
    }
}

extension Session {
    /// Long text for the terminal: through `$PAGER` (default `less`, with `LESS=FRX` unless set:
    /// colours kept, and text that fits the window is printed and stays) when the text is taller
    /// than the window; printed as it is to a pipe, a file or a test's buffer, or when no pager
    /// can start.
    public func page(_ lines: [String]) {
        // On a terminal no line is wider than the window.
        let lines = style.height == nil ? lines : lines.flatMap { Folding.fold($0, width: style.width) }
        guard let height = style.height, output is StandardOutput, lines.count > height - 2,
              let pager = Self.pagerCommand(ProcessInfo.processInfo.environment) else {
            for line in lines { output.line(line) }
            return
        }
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        // The pager runs in the workbook's own process group, the terminal's foreground one, so
        // it may read the keyboard (a pager in a group of its own is stopped by SIGTTIN the
        // moment it asks for a key: Foundation's `Process` starts children so). It reads the
        // text from a file, and the keys from the terminal.
        let pagerProcess: ChildProcess
        do {
            pagerProcess = try ChildProcess(["/bin/sh", "-c", pager], environment: environment, input: .data(Data((lines.joined(separator: "\n") + "\n").utf8)),
                                            output: .inherit, error: .inherit, interruptible: true)
        } catch {
            for line in lines { output.line(line) }
            return
        }
        // Ctrl-C belongs to the pager while it runs.
        let ended = interrupts.whileRunning(onInterrupt: {}) { pagerProcess.wait() }
        // A pager the shell could not find (`PAGER=lesss`): the text is printed instead.
        if let ended, ended.reason == .exit, ended.code == 127 {
            output.line(style.yellow("The pager \"\(pager)\" could not be started; the text follows."))
            for line in lines { output.line(line) }
        }
    }

    /// The shell command of the pager: `$PAGER` (split by the shell, so quoted paths work) or
    /// `less` when it is installed; nil for none (`PAGER=cat` or empty, or no less).
    package static func pagerCommand(_ environment: [String: String]) -> String? {
        if let pager = environment["PAGER"] {
            let trimmed = pager.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
        }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") } ? "less" : nil
    }
}

extension Session {
    /// Runs `body`, collecting what it writes, and then shows it with `page`.
    public func paging<T>(_ body: () throws -> T) rethrows -> T {
        let real = output
        let buffer = BufferOutput()
        output = buffer
        defer {
            output = real
            var text = buffer.text
            if text.hasSuffix("\n") { text.removeLast() }
            if !text.isEmpty { page(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
        }
        return try body()
    }
}
