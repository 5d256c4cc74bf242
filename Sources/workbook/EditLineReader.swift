@preconcurrency import CLibEdit
import Foundation
import Workbook

/// Line editing on a terminal with libedit: history (kept in a file), arrows, Ctrl-R, and tab
/// completion of commands, exercise and chapter ids. The only file that calls libedit.
final class EditLineReader: LineReader {
    private let historyPath: String

    /// The completion source; libedit calls back through C, so it lives here.
    nonisolated(unsafe) static var complete: ((String) -> [String])?
    nonisolated(unsafe) private static var matches: [String] = []

    /// Whether the terminal's locale is UTF-8 (libedit crashes on a non-ASCII prompt otherwise).
    let unicode: Bool

    init(historyFile: URL, complete: @escaping (String) -> [String]) {
        historyPath = historyFile.path
        unicode = Self.setUpLocale()
        Self.complete = complete
        try? FileManager.default.createDirectory(at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        // libedit's history must exist before it is sized or read.
        _ = rl_initialize()
        using_history()
        stifle_history(500)
        _ = read_history(historyPath)
        rl_attempted_completion_function = { text, start, end in
            let line = rl_line_buffer.map { String(cString: $0) } ?? ""
            let prefix = String(line.utf8.prefix(Int(end))) ?? line
            EditLineReader.matches = EditLineReader.complete?(prefix) ?? []
            rl_attempted_completion_over = 1
            guard !EditLineReader.matches.isEmpty else { return nil }
            return rl_completion_matches(text) { _, state in
                let index = Int(state)
                guard index < EditLineReader.matches.count else { return nil }
                return strdup(EditLineReader.matches[index])
            }
        }
    }

    /// Uses the environment's locale for characters; falls back to C.UTF-8. Returns whether the
    /// result is UTF-8.
    private static func setUpLocale() -> Bool {
        func isUTF8() -> Bool {
            guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
            let name = String(cString: codeset).lowercased()
            return name == "utf-8" || name == "utf8"
        }
        setlocale(LC_CTYPE, "")
        if isUTF8() { return true }
        if setlocale(LC_CTYPE, "C.UTF-8") != nil, isUTF8() { return true }
        return false
    }

    func readLine(prompt: String) -> String? {
        errno = 0
        guard let raw = readline(TerminalStyle.markingNonPrinting(prompt)) else {
            // Ctrl-C at the prompt (or another signal) interrupts the read: drop the line and
            // prompt again, as a shell does. Only end-of-input (Ctrl-D) ends the session.
            if errno == EINTR {
                FileHandle.standardOutput.write(Data("\n".utf8))
                return ""
            }
            return nil
        }
        defer { free(raw) }
        return String(cString: raw)
    }

    func addHistory(_ line: String) {
        add_history(line)
    }

    func saveHistory() {
        _ = write_history(historyPath)
    }
}
