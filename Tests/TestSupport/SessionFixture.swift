import Foundation
import Workbook

/// A session over a scratch workspace, writing to a buffer and answering from a script.
public struct SessionFixture {
    public let scratch: TestWorkspace
    public let output = BufferOutput()
    public let session: Session

    public init(answers: [String]? = nil) throws {
        scratch = try TestWorkspace.make()
        session = Session(workspace: scratch.workspace, catalog: scratch.catalog, output: output,
                          style: TerminalStyle(colors: false, width: 100),
                          input: answers.map { ScriptedInput($0) }, toolchain: TestWorkspace.toolchain)
    }

    /// Parses `line` with the command tree and runs it, as the REPL does; returns the output
    /// and the exit code the command asked for (0 when it returned normally).
    @discardableResult
    public func run(_ line: String) throws -> (output: String, exitCode: Int32) {
        output.clear()
        let arguments = try Repl.split(line)
        let command = try WorkbookCommand.parseAsRoot(arguments)
        guard let runnable = command as? SessionCommand else { return ("", 0) }
        do {
            try runnable.run(in: session)
            return (output.text, 0)
        } catch let error as CommandError {
            output.line(error.description)
            return (output.text, error.exitCode)
        } catch {
            let code = WorkbookCommand.exitCode(for: error).rawValue
            return (output.text, code)
        }
    }

    /// A new session on the same workspace (as after quitting and starting again).
    public func reopened() -> Session {
        Session(workspace: scratch.workspace, catalog: scratch.catalog, output: BufferOutput(), style: .plain, input: nil, toolchain: TestWorkspace.toolchain)
    }

    public func remove() { scratch.remove() }
}
