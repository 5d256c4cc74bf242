import ArgumentParser
import Foundation
import Grading

/// `hint`: one more hint tier for the current exercise.
public struct HintCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "hint", abstract: "Show the next hint for the current exercise (one tier at a time).", aliases: ["h"])
    @Flag(help: "Show every hint at once.") public var all = false
    @Flag(help: "Start again from the first hint.") public var again = false
    public init() {}

    public func run(in session: Session) throws {
        let entry = session.current
        let hints = session.translations.hints(entry.exercise, of: entry.chapter, in: session.workspace)
        guard !hints.isEmpty else { throw CommandError(session.text(.noHints), exitCode: 1) }
        var shown = again ? 0 : (session.progress.hintsShown[entry.exercise.id] ?? 0)
        let s = session.style
        let renderer = MarkdownRenderer(style: s)
        if all {
            for (i, hint) in hints.enumerated() { session.output.line(s.bold(session.text(.hintHeader(number: i + 1, of: hints.count))) + "\n" + renderer.render(hint) + "\n") }
            session.updateProgress { $0.hintsShown[entry.exercise.id] = hints.count }
            return
        }
        if shown >= hints.count {
            session.output.line(s.dim(session.text(.lastHint)))
            shown = hints.count - 1
        }
        session.output.line(s.bold(session.text(.hintHeader(number: shown + 1, of: hints.count))))
        session.output.line(renderer.render(hints[shown]))
        if shown + 1 < hints.count { session.output.line(s.dim(session.text(.hintAgain))) }
        session.updateProgress { $0.hintsShown[entry.exercise.id] = min(hints.count, shown + 1) }
    }
}

/// `edit`: open the exercise's file in the learner's editor.
public struct EditCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "edit", abstract: "Open the exercise's file in $VISUAL or $EDITOR.", aliases: ["e"])
    @Argument(help: "Which of the exercise's files (1, 2, … or a name); default the first.") public var file: String?
    public init() {}

    public func run(in session: Session) throws {
        let entry = session.current
        let files = entry.exercise.files
        // By default the file and line of the first unfinished TODO of this exercise.
        let todos = Presenter(session: session).todoLocations(entry)
        let chosen: String
        if let file {
            if let n = Int(file), n >= 1, n <= files.count { chosen = files[n - 1] }
            else if let match = files.first(where: { $0 == file || $0.lowercased().hasPrefix(file.lowercased()) }) { chosen = match }
            else {
                let list = files.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: ", ")
                throw CommandError(Phrase("workbook.edit.files", "The exercise's files are: \(list)."), in: session)
            }
        } else {
            chosen = todos.first.flatMap { todo in files.first { todo.location.contains("/\($0):") } } ?? files[0]
        }
        let line = todos.first { $0.location.contains("/\(chosen):") }.flatMap { Int($0.location.split(separator: ":").last ?? "") }
        let url = session.workspace.lessonFile(entry.chapter, chosen)
        let environment = ProcessInfo.processInfo.environment
        guard let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            let place = session.workspace.relativePath(url.path) + (line.map { ":\($0)" } ?? "")
            session.output.line(session.text(Phrase("workbook.edit.set-editor", "Set $EDITOR (for example `export EDITOR=nano`) to open files from here. The file is:\n  \(place)")))
            return
        }
        // Split as a shell would: quoted paths with spaces stay one word.
        let words: [String]
        do { words = try Repl.split(editor) } catch {
            throw CommandError(Phrase("workbook.edit.editor-quote", "$EDITOR (\(editor)) has a quote that is not closed."), in: session)
        }
        guard !words.isEmpty else { throw CommandError(Phrase("workbook.edit.editor-empty", "$EDITOR is empty."), in: session) }
        let termination: ChildProcess.Termination
        do {
            let editorProcess = try ChildProcess(Self.invocation(editor: words, file: url.path, line: line), input: .inherit, output: .inherit, error: .inherit, interruptible: true)
            termination = editorProcess.wait()!
        } catch {
            throw CommandError(Phrase("workbook.edit.cannot-start", "Could not start the editor \"\(editor)\": \(Phrase(verbatim: "\(error)", foreign: true))"), in: session)
        }
        if !termination.succeeded {
            let code = termination.code
            let ended = termination.reason == .exit ? Phrase("workbook.edit.editor-exit-code", "The editor ended with exit code \(code).")
                : Phrase("workbook.edit.editor-signal", "The editor ended with signal \(code).")
            session.output.line(session.style.yellow(session.text(ended)))
        }
    }
}

extension EditCommand {
    /// The command that opens `file` at `line` in the editor `editor` (its command's words):
    /// `+N file` for vi, vim, nvim, nano, emacs, micro and kakoune, `-g file:N` for VS Code,
    /// `file:N` for Sublime Text and Helix; the file alone for other editors.
    package static func invocation(editor: [String], file: String, line: Int?) -> [String] {
        guard let line, let program = editor.first.map({ ($0 as NSString).lastPathComponent }) else { return editor + [file] }
        switch program {
        case "vi", "vim", "nvim", "view", "nano", "emacs", "emacsclient", "micro", "kak", "mg", "joe", "ne":
            return editor + ["+\(line)", file]
        case "code", "code-insiders", "codium", "cursor":
            return editor + ["-g", "\(file):\(line)"]
        case "subl", "sublime_text", "hx", "helix":
            return editor + ["\(file):\(line)"]
        default:
            return editor + [file]
        }
    }
}
