import Foundation
import Grading

/// Compiles a chapter — its app files plus a chosen version of each editable file — into a
/// library the grader process loads. A one-shot build compiles the whole module (`-wmo`); the
/// learner's checks build incrementally in a folder kept per chapter (`buildIncrementally`), so
/// that an edit recompiles only what it touches. Either way the files are compiled as they are on
/// disk at that moment: a check never grades a stale build.
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

        package init(file: String, line: Int, column: Int, severity: String, message: String, excerpt: [String]) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
            self.excerpt = excerpt
        }

        public var description: String {
            "\(file):\(line):\(column): \(severity): \(message)" + (excerpt.isEmpty ? "" : "\n" + excerpt.joined(separator: "\n"))
        }
    }

    /// A source file of a build: the path its messages and line tables name, and where its
    /// text is (the same file, unless another version was compiled under the chapter's name).
    public struct Source: Sendable, Equatable {
        public var path: URL
        public var text: URL
        public init(path: URL, text: URL) {
            self.path = path
            self.text = text
        }
    }

    public enum Outcome: Sendable {
        /// The library, and the source files it was built from.
        case built(URL, sources: [Source])
        case failed([Diagnostic], log: String)
    }

    public struct BuildError: Error, CustomStringConvertible {
        public let description: String
        /// `description` under its id and values, for the learner's language (a check's
        /// message carries it: `GradeReport(…, phrase:)`).
        public var phrase: Phrase?

        public init(description: String) { self.description = description }

        public init(_ phrase: Phrase) {
            description = phrase.english
            self.phrase = phrase
        }
    }

    /// The class of the lesson's sources that adopts `UIWindowSceneDelegate` (in its
    /// declaration or an extension), if any: the app has the scene life cycle, and the entry
    /// makes that class (iOS finds it through Info.plist, which lessons do not have).
    static func sceneDelegateClass(in sources: [URL]) -> String? {
        let pattern = #/(?:class|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\bUIWindowSceneDelegate\b/#
        for url in sources {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if let match = line.firstMatch(of: pattern) { return String(match.1) }
            }
        }
        return nil
    }

    /// The Swift module name of a chapter's build ("flip-card" → "FlipCardLesson").
    public static func moduleName(_ chapter: Catalog.Chapter) -> String {
        chapter.id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Lesson"
    }

    /// Builds `chapter` into `directory` and returns the library, or the errors in the learner's
    /// files. A `cancellation` (Ctrl-C) stops the compiler and throws. With `incremental`, a
    /// folder kept between builds of this chapter and variant, the build recompiles only what
    /// changed there and copies the library into `directory`.
    ///
    /// With `base`, an incremental folder holding another version's build (the solution's),
    /// the files that differ from it are compiled against its other files and linked with
    /// them, leaving it as it was (`QuickRebuild.derive`); when that cannot be done (a changed
    /// file declares something new), the chapter is built from nothing.
    public func build(_ chapter: Catalog.Chapter, in workspace: Workspace, variant: Variant, directory: URL,
                      incremental: URL? = nil, base: URL? = nil, cancellation: GraderProcess.Cancellation? = nil) throws -> Outcome {
        if let incremental {
            return try buildIncrementally(chapter, in: workspace, variant: variant, state: incremental, into: directory, cancellation: cancellation)
        }
        if let base {
            let sources = try self.sources(chapter, in: workspace, variant: variant)
            switch try QuickRebuild(state: base).derive(sources, chapterDirectory: workspace.chapterDirectory(chapter), into: directory, cancellation: cancellation) {
            case let .built(library, sources):
                return .built(library, sources: sources)
            case let .failed(log):
                return .failed(Self.parseDiagnostics(log), log: log)
            case .needsBuild:
                break
            }
        }
        let fm = FileManager.default
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        let sources = try self.sources(chapter, in: workspace, variant: variant).map(\.url)
        // Lessons see the UIKit module and nothing else of the workbook (not Grading, not Frames).
        let modules = directory.appendingPathComponent("modules")
        try? fm.removeItem(at: modules)
        try fm.createDirectory(at: modules, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: modulesDirectory.path) where name.hasPrefix("UIKit.") && [".swiftmodule", ".swiftdoc", ".swiftsourceinfo"].contains(where: name.hasSuffix) {
            try fm.createSymbolicLink(at: modules.appendingPathComponent(name), withDestinationURL: modulesDirectory.appendingPathComponent(name))
        }
        let entry = directory.appendingPathComponent("WorkbookEntry.swift")
        try GraderMain.entrySource(sceneDelegate: Self.sceneDelegateClass(in: sources)).write(to: entry, atomically: true, encoding: .utf8)
        let library = directory.appendingPathComponent("lib\(Self.moduleName(chapter)).so")
        try? fm.removeItem(at: library)
        var arguments = [
            // Whole-module: one compiler job imports UIKit once (half the time of a batch build).
            // Line tables (the cheapest debug information): a crash or a stuck check is reported at
            // the learner's file and line.
            // Without the LLVM verifier (on by default in this toolchain): it checks the compiler's
            // own output, nothing a learner's code can trip, for 8 % of a chapter's compile.
            "swiftc", "-parse-as-library", "-emit-library", "-swift-version", "5", "-Onone", "-gline-tables-only", "-wmo",
            "-Xfrontend", "-disable-llvm-verify",
            "-module-name", Self.moduleName(chapter), "-I", modules.path,
            "-diagnostic-style", "llvm", "-o", library.path,
        ]
        arguments += Self.linkArguments
        arguments += sources.map(\.path) + [entry.path]
        let (compiler, termination) = try Self.compile(arguments, in: directory, cancellation: cancellation)
        if cancellation?.isCancelled == true {
            throw BuildError(description: "Cancelled.")
        }
        let log = String(decoding: compiler.output, as: UTF8.self)
        if termination.succeeded, fm.fileExists(atPath: library.path) { return .built(library, sources: sources.map { Source(path: $0, text: $0) }) }
        return .failed(Self.parseDiagnostics(log), log: log)
    }

    /// The sources of a build: the chapter's app files and the chosen version of each editable
    /// file, each with the path it has in the chapter (`App/X.swift`, `X.swift`).
    func sources(_ chapter: Catalog.Chapter, in workspace: Workspace, variant: Variant) throws -> [(url: URL, relative: String)] {
        let fm = FileManager.default
        // A `.files` variant may replace an app file too (a mistake fixture that changes the app
        // around the exercise), named by its path in the chapter: `App/<name>`.
        var result = workspace.appFiles(chapter).map { url in
            let relative = "App/" + url.lastPathComponent
            if case let .files(map) = variant, let replaced = map[relative] { return (replaced, relative) }
            return (url, relative)
        }
        guard !result.isEmpty else { throw BuildError(description: "Chapter \(chapter.id) has no App/*.swift files in \(workspace.chapterDirectory(chapter).path).") }
        for file in workspace.editableFiles(chapter) {
            let url: URL = switch variant {
            case .lesson: workspace.lessonFile(chapter, file)
            case .solution: workspace.solutionFile(chapter, file)
            case .pristine: workspace.stubFile(chapter, file)
            case let .files(map): map[file] ?? workspace.lessonFile(chapter, file)
            }
            result.append((url, file))
        }
        for (url, _) in result where !fm.fileExists(atPath: url.path) {
            let path = url.path
            throw BuildError(Phrase("workbook.build.lesson-file-missing", "The lesson file \(path) is missing. `reset` restores a lesson file from its pristine version."))
        }
        return result
    }

    /// An incremental build in `state`: the sources are copied into `state/sources/` (laid out
    /// as in the chapter) whenever their content changed — each copy newer than the one it
    /// replaces by at least a second, so the compiler's change tracking, which goes by
    /// modification time, sees an edit saved in the same second as the last build — and the
    /// compiler driver recompiles what changed and what depends on it. Line tables and messages
    /// name the chapter's own files. One build at a time per folder (a lock); the library is
    /// copied into `directory` for the grader. A build that fails without a message about the
    /// code (a damaged state) starts over from an empty folder once.
    func buildIncrementally(_ chapter: Catalog.Chapter, in workspace: Workspace, variant: Variant, state: URL, into directory: URL,
                            cancellation: GraderProcess.Cancellation?, retry: Bool = true) throws -> Outcome {
        let fm = FileManager.default
        try fm.createDirectory(at: state, withIntermediateDirectories: true)
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        // Another build of this folder (the warm-up of the REPL, another workbook) finishes
        // first; a Ctrl-C ends the wait.
        let lock: FileLock
        do {
            lock = try FileLock(state.appendingPathComponent(".lock"), giveUp: { cancellation?.isCancelled == true })
        } catch is FileLock.Abandoned {
            throw BuildError(description: "Cancelled.")
        }
        defer { lock.unlock() }
        let chapterDirectory = workspace.chapterDirectory(chapter)
        let staged = state.appendingPathComponent("sources")
        let objects = state.appendingPathComponent("objects")
        try fm.createDirectory(at: staged.appendingPathComponent("App"), withIntermediateDirectories: true)
        try fm.createDirectory(at: objects, withIntermediateDirectories: true)

        // The sources, copied where their content changed.
        var inputs: [(staged: URL, original: URL, relative: String)] = []
        for (url, relative) in try sources(chapter, in: workspace, variant: variant) {
            let copy = staged.appendingPathComponent(relative)
            try Self.stage(try Data(contentsOf: url), at: copy)
            inputs.append((copy, url, relative))
        }
        let entry = staged.appendingPathComponent("WorkbookEntry.swift")
        try Self.stage(Data(GraderMain.entrySource(sceneDelegate: Self.sceneDelegateClass(in: inputs.map(\.original))).utf8), at: entry)
        inputs.append((entry, entry, entry.lastPathComponent))
        // A file the chapter no longer has (or another variant's) leaves the build.
        let wanted = Set(inputs.map { $0.staged.standardizedFileURL.path })
        for folder in [staged, staged.appendingPathComponent("App")] {
            for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".swift") {
                let path = folder.appendingPathComponent(name).standardizedFileURL.path
                if !wanted.contains(path) { try? fm.removeItem(atPath: path) }
            }
        }

        // The UIKit module, and nothing else of the workbook; links made once, so that the
        // compiler sees the same module until the workbook itself is rebuilt.
        let modules = state.appendingPathComponent("modules")
        try fm.createDirectory(at: modules, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: modulesDirectory.path) where name.hasPrefix("UIKit.") && [".swiftmodule", ".swiftdoc", ".swiftsourceinfo"].contains(where: name.hasSuffix) {
            let link = modules.appendingPathComponent(name), target = modulesDirectory.appendingPathComponent(name)
            if (try? fm.destinationOfSymbolicLink(atPath: link.path)) != target.path {
                try? fm.removeItem(at: link)
                try fm.createSymbolicLink(at: link, withDestinationURL: target)
            }
        }

        // Where each file's object and dependencies go.
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]]
        for input in inputs {
            let base = input.relative.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".swift", with: "")
            map[input.relative] = ["object": objects.appendingPathComponent(base + ".o").path,
                                   "swift-dependencies": objects.appendingPathComponent(base + ".swiftdeps").path]
        }
        let outputFileMap = state.appendingPathComponent("output-file-map.json")
        let mapData = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys, .prettyPrinted])
        if (try? Data(contentsOf: outputFileMap)) != mapData { try mapData.write(to: outputFileMap) }

        let library = state.appendingPathComponent("lib\(Self.moduleName(chapter)).so")
        var arguments = [
            "swiftc", "-parse-as-library", "-emit-library", "-swift-version", "5", "-Onone", "-gline-tables-only",
            "-Xfrontend", "-disable-llvm-verify",  // as above
            "-incremental", "-enable-batch-mode", "-j2", "-output-file-map", outputFileMap.path,
            // The copies are compiled from their folder by their paths in the chapter
            // ("FadeAnimator.swift", "App/X.swift"), and the line tables name them relative to the
            // chapter's folder: crash reports name the chapter's files. (A -debug-prefix-map
            // would do the same, but every new map makes Clang build its modules again — two
            // seconds and 16 MB of module cache for each new build folder.)
            "-file-compilation-dir", chapterDirectory.path,
            "-module-name", Self.moduleName(chapter), "-I", modules.path,
            "-diagnostic-style", "llvm", "-o", library.path,
        ]
        arguments += Self.linkArguments
        arguments += inputs.map(\.relative)

        func deliver() throws -> Outcome {
            let copy = directory.appendingPathComponent(library.lastPathComponent)
            try? fm.removeItem(at: copy)
            try fm.copyItem(at: library, to: copy)
            // Line tables name each file as the chapter's (the compilation folder above).
            return .built(copy, sources: inputs.map { Source(path: chapterDirectory.appendingPathComponent($0.relative), text: $0.original) })
        }
        // Messages about the copies are about the chapter's files.
        func chapterLog(_ output: String) -> String { Self.chapterLog(output, files: inputs.map(\.relative), chapterDirectory: chapterDirectory) }

        // One file changed inside its bodies (the usual check): its compile job and the link,
        // without the driver.
        let quick = QuickRebuild(state: state)
        let key = QuickRebuild.key(arguments: arguments, inputs: inputs.map(\.staged), modules: modules)
        switch try quick.attempt(key: key, inputs: inputs.map(\.staged), library: library, cancellation: cancellation) {
        case .unchanged, .compiled(succeeded: true, _):
            return try deliver()
        case let .compiled(succeeded: false, output):
            let log = chapterLog(output)
            return .failed(Self.parseDiagnostics(log), log: log)
        case .needsDriver, .interfaceChanged:
            break
        }

        let (compiler, termination) = try Self.compile(arguments, in: staged, cancellation: cancellation)
        if cancellation?.isCancelled == true {
            // Half-written objects would confuse the next build: start it over.
            try? fm.removeItem(at: objects)
            quick.forget()
            throw BuildError(description: "Cancelled.")
        }
        let log = chapterLog(String(decoding: compiler.output, as: UTF8.self))
        let built = termination.succeeded && fm.fileExists(atPath: library.path)
        quick.recordDriverBuild(succeeded: built, key: key, arguments: arguments, inputs: inputs.map(\.staged), directory: staged)
        if built { return try deliver() }
        let diagnostics = Self.parseDiagnostics(log)
        if diagnostics.isEmpty, retry {
            lock.unlock()
            try? fm.removeItem(at: state)
            return try buildIncrementally(chapter, in: workspace, variant: variant, state: state, into: directory, cancellation: cancellation, retry: false)
        }
        return .failed(diagnostics, log: log)
    }

    /// The compiler's output about files named by their paths in the chapter (`files`, as they
    /// were given to it), with each such path made the chapter's file.
    static func chapterLog(_ output: String, files: [String], chapterDirectory: URL) -> String {
        let names = Set(files)
        return output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let colon = line.firstIndex(of: ":"), names.contains(String(line[..<colon])) else { return String(line) }
            return chapterDirectory.path + "/" + line
        }.joined(separator: "\n")
    }

    /// Runs `swiftc` with `arguments` in `directory` to its end (killed with its frontends by a
    /// cancel, or after `compileTimeout`); the process, with its output, and how it ended.
    static func compile(_ arguments: [String], in directory: URL, cancellation: GraderProcess.Cancellation?) throws -> (ChildProcess, ChildProcess.Termination) {
        let compiler: ChildProcess
        do {
            // Its own process group: stopping it stops the frontends it runs, too.
            compiler = try ChildProcess(arguments, directory: directory, ownProcessGroup: true)
        } catch {
            let reason = Phrase(verbatim: "\(error)", foreign: true)
            throw BuildError(Phrase("workbook.build.cannot-start-compiler", "Could not start the Swift compiler (swiftc): \(reason). Is Swift on your PATH?"))
        }
        cancellation?.attach(compiler)
        defer { cancellation?.detach(compiler) }
        guard let termination = compiler.wait(timeout: compileTimeout) else {
            compiler.signal(SIGKILL)
            compiler.wait()
            throw BuildError(Phrase("workbook.build.compiler-timeout", "The Swift compiler did not finish within \(Int(compileTimeout)) s and was stopped. A very long expression can do this: split it into a few `let`s with their types written out."))
        }
        return (compiler, termination)
    }

    /// Writes `data` at `url` unless it is there already; a new copy is given a modification
    /// time at least a second later than the copy it replaces.
    static func stage(_ data: Data, at url: URL) throws {
        let fm = FileManager.default
        if (try? Data(contentsOf: url)) == data { return }
        let previous = (try? fm.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        try data.write(to: url)
        if let previous {
            let now = Date()
            let time = max(now, previous.addingTimeInterval(1))
            if time > now { try fm.setAttributes([.modificationDate: time], ofItemAtPath: url.path) }
        }
    }

    /// How a lesson library is linked. The grader that loads it has UIKit, Foundation and
    /// Dispatch loaded already, and the library's references to them are bound to those when it
    /// is loaded (as they are to UIKit, which is no library at all): the library names only the
    /// runtime libraries it needs of its own — a third less linking.
    static var linkArguments: [String] {
        #if os(macOS)
        return ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
        #else
        let loaded = ["Foundation", "FoundationEssentials", "FoundationInternationalization", "swift_StringProcessing",
                      "swift_RegexParser", "dispatch", "swiftDispatch", "BlocksRuntime"]
        // The toolchain's lld links the library in two thirds of gold's time (about 0.1 s less).
        return (toolchainHasLLD ? ["-use-ld=lld"] : []) + loaded.flatMap { ["-Xfrontend", "-disable-autolink-library", "-Xfrontend", $0] }
        #endif
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
