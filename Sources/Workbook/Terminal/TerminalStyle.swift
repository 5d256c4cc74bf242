import Foundation

/// How to decorate text for the terminal: ANSI styles when the output is a terminal and
/// `NO_COLOR` is not set, plain text otherwise.
public struct TerminalStyle: Sendable {
    public var colors: Bool
    /// Columns available (80 when unknown).
    public var width: Int

    public init(colors: Bool, width: Int = 80) {
        self.colors = colors
        self.width = width
    }

    /// For the process's standard output.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalStyle {
        let tty = isatty(STDOUT_FILENO) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        var size = winsize()
        let width = tty && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        return TerminalStyle(colors: tty && !noColor && !dumb, width: width)
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

/// Standard output, flushed at once.
public final class StandardOutput: TextOutput, @unchecked Sendable {
    public init() {}
    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
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
