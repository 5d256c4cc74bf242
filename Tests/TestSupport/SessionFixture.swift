import Foundation
import Workbook

/// A session over a scratch workspace, writing to a buffer and answering from a script.
public struct SessionFixture {
    public let scratch: TestWorkspace
    public let output = BufferOutput()
    public let session: Session

    /// Whether the workspace was made with nothing built, and is removed whole.
    let fresh: Bool

    /// `fresh`: nothing built yet, for a test of what a first build does; otherwise the workspace
    /// may take over another test's builds (`TestWorkspace.make(reusingBuilds:)`).
    public init(answers: [String]? = nil, git: Bool = false, fresh: Bool = false) throws {
        scratch = try TestWorkspace.make(git: git, reusingBuilds: !fresh)
        self.fresh = fresh
        session = Session(workspace: scratch.workspace, catalog: scratch.catalog, output: output,
                          style: TerminalStyle(colors: false, width: 100),
                          input: answers.map { ScriptedInput($0) }, toolchain: TestWorkspace.toolchain)
    }

    /// Parses `line` with the command tree and runs it, as the REPL does; returns the output
    /// and the exit code the command asked for (0 when it returned normally).
    @discardableResult
    public func run(_ line: String) throws -> (output: String, exitCode: Int32) {
        output.clear()
        switch Dispatcher.run(try Repl.split(line), in: session) {
        case let .ran(code): return (output.text, code)
        case .quit: return (output.text, 0)
        }
    }

    /// A new session on the same workspace (as after quitting and starting again).
    public func reopened() -> Session {
        Session(workspace: scratch.workspace, catalog: scratch.catalog, output: BufferOutput(), style: .plain, input: nil, toolchain: TestWorkspace.toolchain)
    }

    /// Ends the test's use of the workspace: the next one made takes its builds over
    /// (`TestWorkspace.recycle`), unless it was made `fresh`. A session runs in the test's process, so nothing of it is left
    /// running.
    public func remove() {
        // A command may have started the chapter's build in the background (`go`): it ends first.
        session.stopWarmUp()
        fresh ? scratch.remove() : scratch.recycle()
    }
}
