import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// The REPL builds the current chapter while the learner reads, so that the first check of a
/// session recompiles only what changed.
@Suite(.serialized)
struct WarmUpTests {
    /// Lines given one at a time, each once `ready` holds (or a minute has passed).
    final class WaitingReader: LineReader {
        private var lines: [(ready: () -> Bool, line: String?)]
        init(_ lines: [(ready: () -> Bool, line: String?)]) { self.lines = lines }
        func readLine(prompt: String) -> String? {
            guard !lines.isEmpty else { return nil }
            let next = lines.removeFirst()
            let deadline = Date().addingTimeInterval(60)
            while !next.ready(), Date() < deadline { usleep(5_000) }
            return next.line
        }
        func addHistory(_ line: String) {}
        func saveHistory() {}
    }

    static func folders(in builds: URL, containing text: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? []).filter { $0.contains(text) }
    }

    @Test func theFirstCheckOfASessionFindsTheStarterAppBuilt() throws {
        let f = try SessionFixture(fresh: true)
        defer { f.remove() }
        let builds = f.scratch.workspace.builds
        let starterObject = builds.appendingPathComponent("00-fade-incremental/objects/App_AppDelegate.o")
        var builtBefore: Date?
        func warmedUp() -> Bool {
            guard FileManager.default.fileExists(atPath: starterObject.path), Self.folders(in: builds, containing: "warm-up").isEmpty else { return false }
            builtBefore = (try? FileManager.default.attributesOfItem(atPath: starterObject.path))?[.modificationDate] as? Date
            return true
        }
        let repl = Repl(session: f.session, reader: WaitingReader([(warmedUp, "check"), ({ true }, nil)]))
        repl.run()
        expectNotNil(builtBefore, "the warm-up did not build the chapter within a minute:\n\(f.output.text)")
        // The stub fails its checks; what matters is that it was graded, without rebuilding the app.
        #expect(f.output.text.contains("detail fades in"), "\(f.output.text)")
        #expect(!f.output.text.contains("error:"), "\(f.output.text)")
        let builtAfter = (try? FileManager.default.attributesOfItem(atPath: starterObject.path))?[.modificationDate] as? Date
        expectEqual(builtAfter, builtBefore, "the check compiled the starter app again")
    }

    @Test func leavingDuringTheWarmUpLeavesNoCompilerRunning() throws {
        let f = try SessionFixture(fresh: true)
        defer { f.remove() }
        let root = f.scratch.workspace.root.path
        let compiling = { NoLostWorkTests.processes(mentioning: root).contains { $0.contains("swift-frontend") } }
        let repl = Repl(session: f.session, reader: WaitingReader([(compiling, nil)]))
        repl.run()
        #expect(f.output.text.contains("See you soon."))
        // The warm-up's compiler was stopped (a killed process takes a moment to go).
        let deadline = Date().addingTimeInterval(10)
        var left = NoLostWorkTests.processes(mentioning: root)
        while !left.isEmpty, Date() < deadline {
            usleep(20_000)
            left = NoLostWorkTests.processes(mentioning: root)
        }
        #expect(left.isEmpty, "still running after leaving:\n\(left.joined(separator: "\n"))")
        #expect(Self.folders(in: f.scratch.workspace.builds, containing: "warm-up").isEmpty)
    }

    @Test func aCheckWhileTheWarmUpRunsWaitsForItAndIsGraded() throws {
        let f = try SessionFixture(fresh: true)
        defer { f.remove() }
        let root = f.scratch.workspace.root.path
        let compiling = { NoLostWorkTests.processes(mentioning: root).contains { $0.contains("swift-frontend") } }
        let repl = Repl(session: f.session, reader: WaitingReader([(compiling, "check"), ({ true }, nil)]))
        repl.run()
        #expect(!f.output.text.contains("Cancelled"), "\(f.output.text)")
        #expect(f.output.text.contains("detail fades in"), "\(f.output.text)")
    }
}
