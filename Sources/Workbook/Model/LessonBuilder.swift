import Foundation
import Grading

/// Compiles a chapter — its app files plus a chosen version of each editable file — into a
/// library the grader process loads. Every build compiles the files as they are on disk at that
/// moment (no incremental state), so a check never grades a stale build.
public struct LessonBuilder: Sendable {
    /// Folder holding `UIKit.swiftmodule` (the build's `Modules`).
    public let modulesDirectory: URL

    public init(modulesDirectory: URL) { self.modulesDirectory = modulesDirectory }

    /// Which version of the editable files to build.
    public enum Variant: Sendable, Equatable {
        /// The learner's files in `Lessons/`.
        case lesson
        /// The reference solutions in `Solutions/`.
        case solution
        /// The pristine stubs (as distributed).
        case pristine
        /// Explicit replacements for some editable files (others from `Lessons/`).
        case files([String: URL])
    }

    /// A compiler message about the learner's code.
    public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
        /// The source line and the caret under the column, if the compiler showed them.
        public var excerpt: [String]

        public var description: String {
            "\(file):\(line):\(column): \(severity): \(message)" + (excerpt.isEmpty ? "" : "\n" + excerpt.joined(separator: "\n"))
        }
    }

    public enum Outcome: Sendable {
        /// The library, and the source files it was built from.
        case built(URL, sources: [URL])
        case failed([Diagnostic], log: String)
    }

    public struct BuildError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The Swift module name of a chapter's build ("flip-card" → "FlipCardLesson").
    public static func moduleName(_ chapter: Catalog.Chapter) -> String {
        chapter.id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Lesson"
    }

    /// Builds `chapter` into `directory` and returns the library, or the errors in the learner's
    /// files.
    /// Compiles the chapter. A `cancellation` (Ctrl-C) stops the compiler and throws.
    public func build(_ chapter: Catalog.Chapter, in workspace: Workspace, variant: Variant, directory: URL,
                      cancellation: GraderProcess.Cancellation? = nil) throws -> Outcome {
        let fm = FileManager.default
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        var sources = workspace.appFiles(chapter)
        guard !sources.isEmpty else { throw BuildError(description: "Chapter \(chapter.id) has no App/*.swift files in \(workspace.chapterDirectory(chapter).path).") }
        let staged = directory.appendingPathComponent("sources")
        try? fm.removeItem(at: staged)
        try fm.createDirectory(at: staged, withIntermediateDirectories: true)
        for file in workspace.editableFiles(chapter) {
            switch variant {
            case .lesson:
                sources.append(workspace.lessonFile(chapter, file))
            case .solution:
                sources.append(workspace.solutionFile(chapter, file))
            case .pristine:
                sources.append(workspace.stubFile(chapter, file))
            case let .files(map):
                sources.append(map[file] ?? workspace.lessonFile(chapter, file))
            }
        }
        for source in sources where !fm.fileExists(atPath: source.path) {
            throw BuildError(description: "The lesson file \(source.path) is missing. `reset` restores a lesson file from its pristine version.")
        }
        // Lessons see the UIKit module and nothing else of the workbook (not Grading, not Frames).
        let modules = directory.appendingPathComponent("modules")
        try? fm.removeItem(at: modules)
        try fm.createDirectory(at: modules, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: modulesDirectory.path) where name.hasPrefix("UIKit.") && [".swiftmodule", ".swiftdoc", ".swiftsourceinfo"].contains(where: name.hasSuffix) {
            try fm.createSymbolicLink(at: modules.appendingPathComponent(name), withDestinationURL: modulesDirectory.appendingPathComponent(name))
        }
        let entry = directory.appendingPathComponent("WorkbookEntry.swift")
        try GraderMain.entrySource.write(to: entry, atomically: true, encoding: .utf8)
        let library = directory.appendingPathComponent("lib\(Self.moduleName(chapter)).so")
        try? fm.removeItem(at: library)
        var arguments = [
            // Whole-module: one compiler job imports UIKit once (half the time of a batch build).
            // Line tables (the cheapest debug information): a crash or a stuck check is reported at
            // the learner's file and line.
            "swiftc", "-parse-as-library", "-emit-library", "-swift-version", "5", "-Onone", "-gline-tables-only", "-wmo",
            "-module-name", Self.moduleName(chapter), "-I", modules.path,
            "-diagnostic-style", "llvm", "-o", library.path,
        ]
        #if os(macOS)
        arguments += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
        #else
        // The toolchain's lld links the library in two thirds of gold's time (about 0.1 s less).
        if Self.toolchainHasLLD { arguments += ["-use-ld=lld"] }
        #endif
        arguments += sources.map(\.path) + [entry.path]
        let compiler: ChildProcess
        do {
            // Its own process group: stopping it stops the frontend it runs, too.
            compiler = try ChildProcess(arguments, directory: directory, ownProcessGroup: true)
        } catch {
            throw BuildError(description: "Could not start the Swift compiler (swiftc): \(error). Is Swift on your PATH?")
        }
        cancellation?.attach(compiler)
        defer { cancellation?.attach(nil) }
        guard let termination = compiler.wait(timeout: Self.compileTimeout) else {
            compiler.signal(SIGKILL)
            compiler.wait()
            throw BuildError(description: "The Swift compiler did not finish within \(Int(Self.compileTimeout)) s and was stopped. A very long expression can do this: split it into a few `let`s with their types written out.")
        }
        if cancellation?.isCancelled == true {
            throw BuildError(description: "Cancelled.")
        }
        let log = String(decoding: compiler.output, as: UTF8.self)
        if termination.succeeded, fm.fileExists(atPath: library.path) { return .built(library, sources: sources) }
        return .failed(Self.parseDiagnostics(log), log: log)
    }

    /// Whether `ld.lld` sits next to the `swiftc` on the PATH (Swift's Linux toolchains ship it).
    static let toolchainHasLLD: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let compiler = "\(directory)/swiftc"
            guard FileManager.default.isExecutableFile(atPath: compiler) else { continue }
            let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            return FileManager.default.isExecutableFile(atPath: resolved.appendingPathComponent("ld.lld").path)
                || FileManager.default.isExecutableFile(atPath: "\(directory)/ld.lld")
        }
        return false
    }()

    /// Real seconds a lesson build may take before it is stopped (one builds in about half a second).
    static let compileTimeout: TimeInterval = 180

    /// Reads `path:line:col: error: message` diagnostics with the excerpt lines that follow.
    public static func parseDiagnostics(_ log: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if let d = parseHeader(line) {
                var diagnostic = d
                var j = i + 1
                while j < lines.count, parseHeader(lines[j]) == nil, !lines[j].isEmpty, j - i <= 2 {
                    diagnostic.excerpt.append(lines[j])
                    j += 1
                }
                result.append(diagnostic)
                i = j
            } else {
                i += 1
            }
        }
        return result
    }

    private static func parseHeader(_ line: String) -> Diagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            return Diagnostic(file: file, line: l, column: c, severity: severity, message: String(line[range.upperBound...]), excerpt: [])
        }
        return nil
    }
}
