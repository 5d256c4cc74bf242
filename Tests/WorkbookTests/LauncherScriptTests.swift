import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// `./workbook`, the launcher script: a checkout moved or copied elsewhere builds again instead
/// of failing on module caches that name the old folder. (A stand-in `swift` on the PATH makes
/// the build instant.)
struct LauncherScriptTests {
    /// A folder with the launcher and its scripts, a stand-in `swift` that "builds" a workbook
    /// printing its arguments, and a .build as another folder left it.
    func checkout(madeIn previous: String?) throws -> URL {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
        for file in ["workbook", "Scripts/install-dependencies", "Scripts/prepare-build"] {
            try fm.copyItem(at: TestWorkspace.repository.appendingPathComponent(file), to: root.appendingPathComponent(file))
        }
        let bin = root.appendingPathComponent("bin")
        try fm.createDirectory(at: bin, withIntermediateDirectories: true)
        let swift = bin.appendingPathComponent("swift")
        try """
            #!/bin/sh
            echo build >> .build/swift-calls
            echo "[1/2] Compiling Workbook Session.swift"
            mkdir -p .build/release
            printf '#!/bin/sh\\necho "workbook ran: $*"\\n' > .build/release/workbook
            chmod +x .build/release/workbook
            echo "[2/2] Linking workbook"
            """.write(to: swift, atomically: true, encoding: .utf8)
        chmod(swift.path, 0o755)
        try fm.createDirectory(at: root.appendingPathComponent("Sources/Workbook"), withIntermediateDirectories: true)
        try "// a source\n".write(to: root.appendingPathComponent("Sources/Workbook/Session.swift"), atomically: true, encoding: .utf8)
        try "// the package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        if let previous {
            let cache = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/ModuleCache")
            try fm.createDirectory(at: cache, withIntermediateDirectories: true)
            try "compiled in \(previous)".write(to: cache.appendingPathComponent("SwiftShims.pcm"), atomically: true, encoding: .utf8)
            try fm.createDirectory(at: root.appendingPathComponent(".build/checkouts/swift-argument-parser"), withIntermediateDirectories: true)
            try previous.appending("\n").write(to: root.appendingPathComponent(".build/.checkout-path"), atomically: true, encoding: .utf8)
        }
        return root
    }

    func launch(_ root: URL, _ arguments: [String]) throws -> (output: String, status: Int32) {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = root.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try ChildProcess.run([root.appendingPathComponent("workbook").path] + arguments, environment: environment, directory: root, timeout: 120)
        return (result.text, result.status)
    }

    @Test func aMovedCheckoutBuildsAgainAndSaysWhy() throws {
        let root = try checkout(madeIn: "/home/someone/old-place")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try launch(root, ["list"])
        expectEqual(run.status, 0, "\(run.output)")
        #expect(run.output.contains("moved or copied (its .build was made in /home/someone/old-place)"), "\(run.output)")
        #expect(run.output.contains("workbook ran: list"))
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/ModuleCache/SwiftShims.pcm").path), "the old caches are gone")
        #expect(fm.fileExists(atPath: root.appendingPathComponent(".build/checkouts/swift-argument-parser").path), "the fetched packages are kept")
        let stamp = try String(contentsOf: root.appendingPathComponent(".build/.checkout-path"), encoding: .utf8)
        expectEqual(stamp.trimmingCharacters(in: .newlines), root.resolvingSymlinksInPath().path)

        // Started again in the same place: nothing to say, nothing rebuilt from scratch.
        let again = try launch(root, ["list"])
        #expect(!again.output.contains("moved or copied"), "\(again.output)")
        #expect(again.output.contains("workbook ran: list"))
    }

    /// How many times the launcher ran `swift build`.
    func builds(_ root: URL) -> Int {
        ((try? String(contentsOf: root.appendingPathComponent(".build/swift-calls"), encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func nothingChangedStartsTheWorkbookWithoutBuilding() throws {
        let root = try checkout(madeIn: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try launch(root, ["list"])
        expectEqual(builds(root), 1)
        let again = try launch(root, ["list"])
        #expect(again.output.contains("workbook ran: list"))
        expectEqual(builds(root), 1, "nothing changed: no build")
        // A source saved since: built again (file times have a resolution; wait past it).
        Thread.sleep(forTimeInterval: 1.1)
        try "// changed\n".write(to: root.appendingPathComponent("Sources/Workbook/Session.swift"), atomically: true, encoding: .utf8)
        _ = try launch(root, ["list"])
        expectEqual(builds(root), 2)
    }

    @Test func aFreshCheckoutSaysItIsBuildingTheFirstTime() throws {
        let root = try checkout(madeIn: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try launch(root, ["--help"])
        expectEqual(run.status, 0, "\(run.output)")
        #expect(run.output.contains("Building the workbook"))
        #expect(!run.output.contains("moved or copied"))
        #expect(run.output.contains("workbook ran: --help"))
    }
}
