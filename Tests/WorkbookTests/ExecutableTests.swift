import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// The real `workbook` program, driven like a learner's shell: piped stdin, exit codes.
@Suite(.serialized)
struct ExecutableTests {
    struct Run {
        var output: String
        var status: Int32
    }

    func run(_ arguments: [String], input: String = "", in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let toolchain = try #require(TestWorkspace.toolchain)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        let result = try ChildProcess.run([toolchain.executable.path] + arguments, environment: env, directory: directory,
                                          input: .data(Data(input.utf8)), timeout: 300)
        #expect(!result.timedOut, "workbook \(arguments) did not end within 300 s; it printed:\n\(result.text)")
        return Run(output: result.text, status: result.status)
    }

    @Test func pipedLinesDriveTheRepl() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let result = try run([], input: "list\nfoo\ngo nope\nnext\nhint\nquit\n", in: s.workspace.root)
        expectEqual(result.status, 0)
        #expect(result.output.contains("You are on fade"))
        #expect(result.output.contains("▸ fade"))
        #expect(result.output.contains("Unknown command \"foo\"."))
        #expect(result.output.contains("There is no exercise or chapter \"nope\"."))
        #expect(result.output.contains("exercise 2/\(s.catalog.entries.count) · flip-present"))
        #expect(result.output.contains("Hint 1 of"))
        #expect(result.output.contains("See you soon."))
        #expect(!result.output.contains("\u{1B}["), "no escape sequences when stdout is not a terminal")
    }

    @Test func twoWorkbookProcessesAtOnceKeepEachOthersProgress() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let toolchain = try #require(TestWorkspace.toolchain)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        // Two interactive workbooks on one checkout, each reading hints of its own exercise.
        let scripts = ["go fade\n" + String(repeating: "hint\nprogress\n", count: 3),
                       "go flip-present\n" + String(repeating: "hint\nprogress\n", count: 3)]
        let processes = try scripts.map { script in
            try ChildProcess([toolchain.executable.path], environment: env, directory: s.workspace.root, input: .data(Data(script.utf8)))
        }
        for process in processes { expectEqual(process.wait(timeout: 120)?.succeeded, true, "\(String(decoding: process.output, as: UTF8.self))") }
        let progress = Session(workspace: s.workspace, catalog: s.catalog, output: BufferOutput(), style: .plain, input: nil, toolchain: nil).progress
        expectEqual(progress.hintsShown["fade"], 3, "\(progress)")
        expectEqual(progress.hintsShown["flip-present"], 3, "\(progress)")
    }

    @Test func benchmarkMeasuresEditToVerdictAgainstAFromScratchBuild() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let lesson = s.workspace.lessonFile(s.catalog.entries[0].chapter, s.catalog.entries[0].exercise.files[0])
        let before = try String(contentsOf: lesson, encoding: .utf8)
        let result = try run(["author", "benchmark", "--exercise", "fade", "--runs", "2"], in: s.workspace.root)
        expectEqual(result.status, 0, "\(result.output)")
        let row = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("  fade ") }, "\(result.output)")
        // first, median, p90, build, grade, scratch, ratio, then "n of 3" edits saved in the
        // second of the build before, then "2 in n of 2" checks graded by two processes.
        let numbers = row.split(separator: " ").dropFirst().prefix(7).compactMap { Double($0) }
        expectEqual(numbers.count, 7, "\(row)")
        #expect(numbers.allSatisfy { $0 > 0 }, "\(row)")
        expectLess(abs(numbers[6] - numbers[1] / numbers[5]), 0.02, "the ratio is the median over the from-scratch build: \(row)")
        #expect(row.contains(" of 3 "), "\(row)")
        #expect(row.contains("2 in ") && row.hasSuffix(" of 2"), "\(row)")
        #expect(result.output.contains("slowest: median"))
        // The benchmark works in a copy: the learner's file is as it was.
        expectEqual(try String(contentsOf: lesson, encoding: .utf8), before)
    }

    @Test func pipedConfirmationsShowTheQuestionAndTheAnswer() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let result = try run([], input: "solution\nn\nprogress\n", in: s.workspace.root)
        #expect(result.output.contains("Show it anyway? [y/N] n\nNot shown."), "\(result.output)")
        #expect(result.output.contains("0/\(s.catalog.entries.count) exercises"), "the line after the answer is a command again")
    }

    @Test func endOfInputLeavesCleanly() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let result = try run([], input: "", in: s.workspace.root)
        expectEqual(result.status, 0)
        #expect(result.output.contains("See you soon."))
    }

    @Test func checkAsASubcommandHasMeaningfulExitCodes() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let failing = try run(["check", "--json"], in: s.workspace.root)
        expectEqual(failing.status, 1)
        #expect(failing.output.contains("\"status\" : \"fail\""))
        try s.solve("fade")
        let passing = try run(["check", "fade"], in: s.workspace.root)
        expectEqual(passing.status, 0)
        #expect(passing.output.contains("All 3 checks pass."))
        let unknown = try run(["check", "nope"], in: s.workspace.root)
        expectEqual(unknown.status, 2)
        #expect(unknown.output.contains("There is no exercise or chapter \"nope\"."))
    }

    @Test func aClosedStandardInputIsLikeAnEmptyOne() throws {
        // CI started the test run with no standard input at all; `check` must still build,
        // grade and end.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let result = try ChildProcess.run(["sh", "-c", "exec \"$0\" check fade <&-", toolchain.executable.path],
                                          environment: ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 },
                                          directory: s.workspace.root, timeout: 300)
        #expect(!result.timedOut)
        expectEqual(result.status, 1, "the pristine stub fails its checks: \(result.text)")
        #expect(result.text.contains("0 of 3 checks pass"), "\(result.text)")
    }

    @Test func anUnknownSubcommandIsAUsageError() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let result = try run(["frobnicate"], in: s.workspace.root)
        expectEqual(result.status, 64)
        #expect(result.output.contains("Unexpected argument 'frobnicate'"))
    }

    @Test func helpListsEveryCommand() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let result = try run(["help"], in: s.workspace.root)
        expectEqual(result.status, 0)
        for name in ["list", "show", "next", "previous", "go", "hint", "edit", "check", "watch", "play", "diff", "solution", "reset", "progress", "author"] {
            #expect(result.output.contains("  \(name)"), "\(name)")
        }
        #expect(!result.output.contains("__grade"))
    }

    @Test func outsideACheckoutItSaysWhere() throws {
        let result = try run(["list"], in: FileManager.default.temporaryDirectory)
        expectEqual(result.status, 2)
        #expect(result.output.contains("This is not a Transitions Workbook checkout"))
    }

    @Test func aDamagedProgressFileIsReportedAndTheToolCarriesOn() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try FileManager.default.createDirectory(at: s.workspace.state, withIntermediateDirectories: true)
        try "{{{{".write(to: s.workspace.progressFile, atomically: true, encoding: .utf8)
        let result = try run(["list"], in: s.workspace.root)
        expectEqual(result.status, 0)
        #expect(result.output.contains("cannot be read"), "\(result.output)")
        #expect(result.output.contains("▸ fade"))
        expectEqual(try String(contentsOf: s.workspace.progressFile, encoding: .utf8), "{{{{", "never saved over")
    }

    @Test func watchChecksAgainWhenAFileIsSavedByRename() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let toolchain = try #require(TestWorkspace.toolchain)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        let process = try ChildProcess([toolchain.executable.path, "watch", "--limit", "2"], environment: env,
                                       directory: s.workspace.root, error: .null)
        // Wait for the first check, then save the solution the way many editors do: write a
        // temporary file and rename it over the original.
        let chapter = try #require(s.catalog.chapter("fade"))
        Thread.sleep(forTimeInterval: 3)
        for file in s.workspace.editableFiles(chapter) {
            let text = try String(contentsOf: s.workspace.solutionFile(chapter, file), encoding: .utf8)
            let temporary = s.workspace.lessonFile(chapter, file).appendingPathExtension("swp")
            try text.write(to: temporary, atomically: false, encoding: .utf8)
            expectEqual(rename(temporary.path, s.workspace.lessonFile(chapter, file).path), 0)
        }
        if process.wait(timeout: 30) == nil {
            process.signal(SIGTERM)
            process.wait()
        }
        let output = String(decoding: process.output, as: UTF8.self)
        #expect(output.contains("— check 1 —"))
        #expect(output.contains("— check 2 —"))
        #expect(output.contains("0 of 3 checks pass"))
        #expect(output.contains("All 3 checks pass."))
    }
}
