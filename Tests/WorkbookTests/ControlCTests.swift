import Foundation
import Expectations
import Testing
import Workbook

/// Ctrl-C reaches the REPL through a SIGINT handler installed before the first line is read.
/// Every test that changes how this process takes SIGINT lives in this one serialized suite.
@Suite(.serialized)
struct ControlCTests {
    @Test func anIgnoredInterruptStaysIgnoredUnlessTheChildIsInterruptible() throws {
        // A parent that ignores SIGINT passes that on, unless the child is made interruptible.
        let script = "kill -INT $$; echo still here"
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        let ignoring = try ChildProcess.run(["sh", "-c", script], timeout: 30)
        expectEqual(ignoring.text, "still here\n")
        let editor = try ChildProcess(["sh", "-c", script], interruptible: true)
        expectEqual(editor.wait(timeout: 30), .init(reason: .signal, code: SIGINT))
        #expect(editor.output.isEmpty)
    }

    @Test func eachPressRunsTheHandlerOnItsOwnThread() throws {
        let presses = DispatchSemaphore(value: 0)
        try ControlC.handle {
            #expect(!Thread.isMainThread)
            presses.signal()
        }
        defer { signal(SIGINT, SIG_DFL) }
        kill(getpid(), SIGINT)
        expectEqual(presses.wait(timeout: .now() + 30), .success, "the first Ctrl-C was not seen")
        kill(getpid(), SIGINT)
        expectEqual(presses.wait(timeout: .now() + 30), .success, "the second Ctrl-C was not seen")
    }

    @Test func theHandlerIsInPlaceAsSoonAsHandleReturns() throws {
        // The dispatch source used before registered its handler later, on another thread.
        try ControlC.handle {}
        defer { signal(SIGINT, SIG_DFL) }
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        #if canImport(Glibc)
        let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #else
        let handler = unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #endif
        #expect(handler != unsafeBitCast(SIG_DFL, to: Int.self) && handler != unsafeBitCast(SIG_IGN, to: Int.self))
    }
}
