import Foundation
import Testing
import TestSupport

/// The real `workbook` program, driven like a learner's shell: piped stdin, exit codes.
@Suite(.serialized)
struct ExecutableTests {
    struct Run {
        var output: String
        var status: Int32
    }

    func run(_ arguments: [String], input: String = "", in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let toolchain = try #require(TestWorkspace.toolchain)
        let process = Process()
        process.executableURL = toolchain.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }

    @Test func pipedLinesDriveTheRepl() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let result = try run([], input: "list\nfoo\ngo nope\nnext\nhint\nquit\n", in: s.workspace.root)
        #expect(result.status == 0)
        #expect(result.output.contains("You are on fade"))
        #expect(result.output.contains("▸ fade"))
        #expect(result.output.contains("Unknown command \"foo\"."))
        #expect(result.output.contains("There is no exercise or chapter \"nope\"."))
        #expect(result.output.contains("exercise 2/4 · flip-present"))
        #expect(result.output.contains("Hint 1 of"))
        #expect(result.output.contains("See you soon."))
        #expect(!result.output.contains("\u{1B}["), "no escape sequences when stdout is not a terminal")
    }

    @Test func endOfInputLeavesCleanly() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let result = try run([], input: "", in: s.workspace.root)
        #expect(result.status == 0)
        #expect(result.output.contains("See you soon."))
    }

    @Test func checkAsASubcommandHasMeaningfulExitCodes() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let failing = try run(["check", "--json"], in: s.workspace.root)
        #expect(failing.status == 1)
        #expect(failing.output.contains("\"status\" : \"fail\""))
        try s.solve("fade")
        let passing = try run(["check", "fade"], in: s.workspace.root)
        #expect(passing.status == 0)
        #expect(passing.output.contains("All 3 checks pass."))
        let unknown = try run(["check", "nope"], in: s.workspace.root)
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("There is no exercise or chapter \"nope\"."))
    }

    @Test func anUnknownSubcommandIsAUsageError() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let result = try run(["frobnicate"], in: s.workspace.root)
        #expect(result.status == 64)
        #expect(result.output.contains("Unexpected argument 'frobnicate'"))
    }

    @Test func helpListsEveryCommand() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let result = try run(["help"], in: s.workspace.root)
        #expect(result.status == 0)
        for name in ["list", "show", "next", "previous", "go", "hint", "edit", "check", "watch", "play", "diff", "solution", "reset", "progress", "author"] {
            #expect(result.output.contains("  \(name)"), "\(name)")
        }
        #expect(!result.output.contains("__grade"))
    }

    @Test func outsideACheckoutItSaysWhere() throws {
        let result = try run(["list"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 2)
        #expect(result.output.contains("This is not a Transitions Workbook checkout"))
    }

    @Test func aDamagedProgressFileIsReportedAndTheToolCarriesOn() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try FileManager.default.createDirectory(at: s.workspace.state, withIntermediateDirectories: true)
        try "{{{{".write(to: s.workspace.progressFile, atomically: true, encoding: .utf8)
        let result = try run(["list"], in: s.workspace.root)
        #expect(result.status == 0)
        #expect(result.output.contains("damaged"))
        #expect(result.output.contains("▸ fade"))
    }

    @Test func watchChecksAgainWhenAFileIsSavedByRename() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let process = Process()
        process.executableURL = toolchain.executable
        process.arguments = ["watch", "--limit", "2"]
        process.currentDirectoryURL = s.workspace.root
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        process.environment = env
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Wait for the first check, then save the solution the way many editors do: write a
        // temporary file and rename it over the original.
        let chapter = try #require(s.catalog.chapter("fade"))
        Thread.sleep(forTimeInterval: 3)
        for file in s.workspace.editableFiles(chapter) {
            let text = try String(contentsOf: s.workspace.solutionFile(chapter, file), encoding: .utf8)
            let temporary = s.workspace.lessonFile(chapter, file).appendingPathExtension("swp")
            try text.write(to: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary.path, s.workspace.lessonFile(chapter, file).path) == 0)
        }
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output.contains("— check 1 —"))
        #expect(output.contains("— check 2 —"))
        #expect(output.contains("0 of 3 checks pass"))
        #expect(output.contains("All 3 checks pass."))
    }
}
