import Foundation
import Expectations
import Testing
import Workbook

/// The programs the workbook starts (swiftc, the grader, git, an editor) and how it waits for them.
struct ChildProcessTests {
    @Test func standardOutputAndErrorAreCapturedTogetherByDefault() throws {
        let result = try ChildProcess.run(["sh", "-c", "echo out; echo err >&2"], timeout: 30)
        expectEqual(result.termination, .init(reason: .exit, code: 0))
        expectEqual(result.text, "out\nerr\n")
        #expect(!result.timedOut)
    }

    @Test func standardErrorCanBeDropped() throws {
        let result = try ChildProcess.run(["sh", "-c", "echo out; echo err >&2"], error: .null, timeout: 30)
        expectEqual(result.text, "out\n")
    }

    @Test func standardErrorCanGoToAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ChildProcess.run(["sh", "-c", "echo out; echo err >&2"], error: .file(file), timeout: 30)
        expectEqual(result.text, "out\n")
        expectEqual(try String(contentsOf: file, encoding: .utf8), "err\n")
    }

    @Test func theExitCodeIsReported() throws {
        let result = try ChildProcess.run(["sh", "-c", "exit 3"], timeout: 30)
        expectEqual(result.termination, .init(reason: .exit, code: 3))
        expectEqual(result.status, 3)
        #expect(!result.termination.succeeded)
        expectEqual(result.termination.description, "exit code 3")
    }

    @Test func aSignalIsReportedLikeAShellDoes() throws {
        let result = try ChildProcess.run(["sh", "-c", "kill -9 $$"], timeout: 30)
        expectEqual(result.termination, .init(reason: .signal, code: SIGKILL))
        expectEqual(result.status, 137)
        expectEqual(result.termination.description, "signal 9")
    }

    @Test func inputBytesReachStandardInputThenEndOfFile() throws {
        let result = try ChildProcess.run(["cat"], input: .data(Data("line one\nline two\n".utf8)), timeout: 30)
        expectEqual(result.text, "line one\nline two\n")
    }

    @Test func theDefaultInputIsEmpty() throws {
        // `cat` would wait for a terminal forever if it were handed one.
        let result = try ChildProcess.run(["cat"], timeout: 30)
        expectEqual(result.text, "")
        #expect(result.termination.succeeded)
    }

    @Test func aChildThatOutlivesItsTimeoutIsKilled() throws {
        let started = Date()
        let result = try ChildProcess.run(["sleep", "30"], timeout: 0.3)
        #expect(result.timedOut)
        expectEqual(result.termination, .init(reason: .signal, code: SIGKILL))
        expectLess(Date().timeIntervalSince(started), 25)
    }

    @Test func aTimeoutStopsTheProgramsAChildStartedWhenItHasItsOwnGroup() throws {
        // Like swiftc, whose frontend is a child of the driver.
        let result = try ChildProcess.run(["sh", "-c", "sleep 30 & echo $!; wait"], ownProcessGroup: true, timeout: 0.5)
        #expect(result.timedOut)
        let grandchild = try #require(pid_t(result.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        let deadline = Date().addingTimeInterval(10)
        while Self.isAlive(grandchild), Date() < deadline { usleep(10_000) }
        #expect(!Self.isAlive(grandchild), "the grandchild \(grandchild) outlived the timeout")
    }

    /// Running or stopped, not gone and not a zombie waiting for a parent that does not reap.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
            return state != "Z" && state != "X"
        }
        #endif
        return true
    }

    @Test func theDirectoryAndEnvironmentAreTheChildsOwn() throws {
        let directory = URL(fileURLWithPath: "/usr")
        let result = try ChildProcess.run(["sh", "-c", "pwd; echo \"$GREETING\"; echo \"${HOME:-unset}\""],
                                          environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"], directory: directory, timeout: 30)
        expectEqual(result.text, "/usr\nhello\nunset\n")
    }

    @Test func aMissingProgramThrowsAnErrorThatSaysSo() throws {
        #expect {
            _ = try ChildProcess.run(["no-such-program-\(UUID().uuidString.prefix(6))"], timeout: 30)
        } throws: { error in
            "\(error)".contains("was not found")
        }
    }

    @Test func muchOutputDoesNotFillThePipe() throws {
        let result = try ChildProcess.run(["head", "-c", "1000000", "/dev/zero"], timeout: 60)
        expectEqual(result.output.count, 1_000_000)
        #expect(result.termination.succeeded)
    }

    @Test func aGrandchildKeepingThePipeOpenDoesNotHoldTheResult() throws {
        // Like a tmux server started by the first tmux command: it lives on with the descriptors.
        let started = Date()
        let result = try ChildProcess.run(["sh", "-c", "sleep 20 & echo started"], timeout: 15)
        #expect(!result.timedOut)
        expectEqual(result.text, "started\n")
        expectLess(Date().timeIntervalSince(started), 15)
    }

    @Test func pollAndWaitSeeTheEndOnce() throws {
        let child = try ChildProcess(["sh", "-c", "exit 4"])
        let first = child.wait(timeout: 30)
        expectEqual(first, .init(reason: .exit, code: 4))
        expectEqual(child.poll(), first)
        #expect(!child.isRunning)
        child.signal(SIGKILL)  // after the end: nothing to signal, nothing changes
        expectEqual(child.poll(), first)
    }

    @Test func waitWithATimeoutReturnsNilWhileTheChildRuns() throws {
        let child = try ChildProcess(["sleep", "30"])
        expectNil(child.wait(timeout: 0.05))
        #expect(child.isRunning)
        child.signal(SIGTERM)
        expectEqual(child.wait(timeout: 30), .init(reason: .signal, code: SIGTERM))
    }

    #if os(Linux)
    @Test func onlyTheStandardDescriptorsReachTheChild() throws {
        // A pipe made without close-on-exec, as other code in the process might.
        var fds: [Int32] = [-1, -1]
        expectEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        let result = try ChildProcess.run(["sh", "-c", "ls /proc/$$/fd"], timeout: 30)
        let open = result.text.split(separator: "\n").compactMap { Int($0) }.sorted()
        expectEqual(open.prefix(3), [0, 1, 2])
        #expect(!open.contains(Int(fds[0])) && !open.contains(Int(fds[1])), "inherited: \(open)")
    }
    #endif

    /// The bug that hung CI: many short children started at once from many threads. Each must
    /// be seen to end.
    @Test func manyChildrenStartedAtOnceAllEnd() async throws {
        try await withThrowingTaskGroup(of: ChildProcess.Result.self) { group in
            for i in 0..<48 {
                group.addTask {
                    try ChildProcess.run(i % 2 == 0 ? ["true"] : ["sh", "-c", "echo \(i)"], timeout: 60)
                }
            }
            var count = 0
            for try await result in group {
                #expect(!result.timedOut)
                #expect(result.termination.succeeded)
                count += 1
            }
            expectEqual(count, 48)
        }
    }
}
