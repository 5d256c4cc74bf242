import ArgumentParser
import Foundation
import Workbook

// Started with a standard descriptor closed, the first pipe made would take its number.
ChildProcess.ensureStandardDescriptors()

// A pager or a pipe closed early (`workbook list | head -1`) ends a write, not the workbook.
signal(SIGPIPE, SIG_IGN)

// One command tree for `workbook <subcommand>` and for every line typed in the REPL.
WorkbookCommand.extraSubcommands = [GradeCommand.self, GradersCommand.self, DriveProcessCommand.self]
CommandLineSession.executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])

// Ctrl-C cancels the running command (a build, a check, a playback) instead of quitting; with no
// session open yet (a subcommand still starting) it quits. Installed before the first line is read.
nonisolated(unsafe) var activeSession: Session?
do {
    try ControlC.handle {
        if let session = activeSession { session.interrupts.interrupt() } else { exit(130) }
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
}

// `--lang <code>` (or `--lang=<code>`), anywhere on the line: the language of this run.
var arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(where: { $0 == "--lang" || $0.hasPrefix("--lang=") }) {
    let code: String?
    if arguments[index] == "--lang" {
        code = index + 1 < arguments.count ? arguments[index + 1] : nil
        arguments.removeSubrange(index...min(index + 1, arguments.count - 1))
    } else {
        code = String(arguments[index].dropFirst("--lang=".count))
        arguments.remove(at: index)
    }
    guard let code, let language = Language(code: code) else {
        FileHandle.standardError.write(Data("workbook: \(code.map { "there is no language \"\($0)\"" } ?? "--lang needs a language code"). Available: \(Language.available).\n".utf8))
        exit(2)
    }
    Session.languageOverride = language
}
if arguments.isEmpty {
    let interactive = isatty(STDIN_FILENO) == 1
    do {
        let style = TerminalStyle.detect()
        let session = try Session.open(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                       executable: CommandLineSession.executable, output: StandardOutput(), style: style, input: nil)
        activeSession = session
        let repl: Repl
        if interactive {
            var completer: ((String) -> [String])?
            let reader = EditLineReader(historyFile: session.workspace.historyFile) { completer?($0) ?? [] }
            session.input = ReplInput(reader: reader)
            repl = Repl(session: session, reader: reader, promptSymbol: reader.unicode ? "❯" : ">")
            completer = { [unowned repl] line in repl.completions(for: line) }
        } else {
            let reader = PlainLineReader()
            session.input = ReplInput(reader: reader)
            repl = Repl(session: session, reader: reader)
        }
        repl.run()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
} else {
    SessionHook.onOpen = { activeSession = $0 }
    WorkbookCommand.main(arguments)
}

/// Confirmations in the REPL go through the same line reader. With piped input (no prompts) the
/// question and the answer read are still printed, so the transcript shows what was asked.
final class ReplInput: LineInput {
    let reader: LineReader
    init(reader: LineReader) { self.reader = reader }
    func readLine(prompt: String) -> String? {
        guard let plain = reader as? PlainLineReader, !plain.showPrompt else { return reader.readLine(prompt: prompt) }
        let answer = reader.readLine(prompt: prompt)
        FileHandle.standardOutput.write(Data((prompt + (answer ?? "") + "\n").utf8))
        return answer
    }
}
