import Foundation

/// Another version of a chapter, built from this folder's build without changing it: the files
/// that differ (a fixture's one or two) are compiled with the folder's recipe against the other
/// files as they are there, and linked with the folder's other objects into a library of the
/// version's own. As for a quick rebuild, that is right only when each changed file declares
/// exactly what the folder's version declares (its interface, compared byte for byte); then the
/// other objects, compiled against that interface, fit. Otherwise the version is built from
/// nothing.
///
/// The folder is only read (its interfaces are added to, each written whole), so any number of
/// versions can be derived from it at once: the fixtures of a chapter all derive from its
/// solution's build.
extension QuickRebuild {
    enum Derived {
        /// The library, and the version's sources as the line tables and messages name them.
        case built(URL, sources: [LessonBuilder.Source])
        /// A changed file did not compile: the compiler's output, naming the chapter's files.
        case failed(log: String)
        /// Build the version from nothing (no recipe here, other files, or a new interface).
        case needsBuild
    }

    /// Derives the version made of `sources` (the chapter's files with their paths in it) into
    /// `directory`.
    func derive(_ sources: [(url: URL, relative: String)], chapterDirectory: URL, into directory: URL,
                cancellation: GraderProcess.Cancellation?) throws -> Derived {
        let fm = FileManager.default
        let staged = state.appendingPathComponent("sources")
        let objects = state.appendingPathComponent("objects")
        guard let data = try? Data(contentsOf: recipeFile), let recipe = try? JSONDecoder().decode(Recipe.self, from: data),
              recipe.key.hasPrefix(Self.moduleStamp(state.appendingPathComponent("modules")) + "\u{1}") else { return .needsBuild }
        // The version's files, each with its place here; the entry point is the folder's own.
        let files = sources.map { (version: $0.url, staged: staged.appendingPathComponent($0.relative), relative: $0.relative) }
        let entry = staged.appendingPathComponent("WorkbookEntry.swift").path
        guard Set(files.map(\.staged.path) + [entry]) == Set(recipe.compile.keys) else { return .needsBuild }
        var changed: [(version: URL, staged: URL, relative: String)] = []
        for file in files {
            guard let version = try? Data(contentsOf: file.version), let known = try? Data(contentsOf: copy(of: file.staged, in: self.known)) else { return .needsBuild }
            if version != known { changed.append(file) }
        }
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        let name = URL(fileURLWithPath: Self.value(after: "-o", in: recipe.link) ?? "library.so").lastPathComponent
        let library = directory.appendingPathComponent(name)
        let named = files.map { LessonBuilder.Source(path: chapterDirectory.appendingPathComponent($0.relative), text: $0.version) }
        if changed.isEmpty {
            try? fm.removeItem(at: library)
            try fm.copyItem(at: state.appendingPathComponent(name), to: library)
            return .built(library, sources: named)
        }

        // The version's sources, laid out as here, in a folder of its own where its jobs run
        // (they name the sources by their paths in the chapter): the changed files copied, the
        // others linked to the folder's.
        let work = directory.appendingPathComponent("derived")
        let workSources = work.appendingPathComponent("sources")
        let changedNames = Set(changed.map(\.relative))
        let entryFile: (version: URL, staged: URL, relative: String) = (URL(fileURLWithPath: entry), URL(fileURLWithPath: entry), "WorkbookEntry.swift")
        for file in files + [entryFile] {
            let place = workSources.appendingPathComponent(file.relative)
            try fm.createDirectory(at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
            if changedNames.contains(file.relative) {
                try fm.copyItem(at: file.version, to: place)
            } else {
                try fm.createSymbolicLink(at: place, withDestinationURL: file.staged)
            }
        }
        // Each compiled as the folder's recipe compiles it, seeing the other changed files too,
        // its interface emitted and compared with the folder's interface of the same file.
        var newObjects: [String: String] = [:]
        var log = ""
        func failure() -> Derived {
            let named = LessonBuilder.chapterLog(log, files: files.map(\.relative), chapterDirectory: chapterDirectory)
            return LessonBuilder.parseDiagnostics(named).contains(where: { $0.severity == "error" }) ? .failed(log: named) : .needsBuild
        }
        for (index, file) in changed.enumerated() {
            guard let job = recipe.compile[file.staged.path], let object = Self.value(after: "-o", in: job) else { return .needsBuild }
            // A file whose declarations read differently will not have the same interface:
            // compiling it alone first would be wasted.
            if let version = try? String(contentsOf: file.version, encoding: .utf8), let known = try? String(contentsOf: copy(of: file.staged, in: self.known), encoding: .utf8),
               Self.declarations(version) != Self.declarations(known) {
                return try wholeModule(recipe: recipe, job: job, work: work, library: library, sources: named, cancellation: cancellation)
            }
            let newObject = work.appendingPathComponent("\(index).o"), newInterface = work.appendingPathComponent("\(index).swiftmodule")
            var compile = Self.removing("-emit-reference-dependencies-path", from: job)
            compile = Self.replacing("-o", with: newObject.path, in: compile)
            compile += ["-emit-module-path", newInterface.path]
            let baseline = try interface(of: file.staged, job: job, cancellation: cancellation)
            guard let (compiler, termination) = try? LessonBuilder.compile(compile, in: workSources, cancellation: cancellation) else { return .needsBuild }
            if cancellation?.isCancelled == true { throw LessonBuilder.BuildError(description: "Cancelled.") }
            log += String(decoding: compiler.output, as: UTF8.self)
            guard termination.succeeded else { return failure() }
            // A changed file that declares something new: the other files, compiled against
            // what it declared before, no longer fit. The whole version is compiled in one job
            // (compiling the other files again in a job of their own takes longer).
            guard let baseline, let before = try? Data(contentsOf: baseline), let after = try? Data(contentsOf: newInterface), before == after else {
                return try wholeModule(recipe: recipe, job: job, work: work, library: library, sources: named, cancellation: cancellation)
            }
            newObjects[object] = newObject.path
        }
        // Linked as the folder's library is, with the new objects in place of the old.
        let link = Self.replacing("-o", with: library.path, in: recipe.link.map { newObjects[$0] ?? $0 })
        guard let (_, linked) = try? LessonBuilder.compile(link, in: objects, cancellation: cancellation), linked.succeeded else { return .needsBuild }
        if cancellation?.isCancelled == true { throw LessonBuilder.BuildError(description: "Cancelled.") }
        return .built(library, sources: named)
    }

    /// The lines of `text` that declare something at the top level or in a type (a file's
    /// interface is made of them): those not indented as a body is, that begin with a
    /// declaration, comments and blank lines left out.
    static func declarations(_ text: String) -> [String] {
        let keywords = #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|static|class|override|required|convenience|lazy|weak|unowned|mutating|nonisolated|dynamic|indirect)(?:\(set\))?\s+)*(?:func|var|let|init|deinit|class|struct|enum|extension|protocol|subscript|typealias|case|actor|associatedtype|import)\b"#
        return text.split(separator: "\n").compactMap { line in
            let indent = line.prefix { $0 == " " }.count
            guard indent < 8 else { return nil }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//"), trimmed.range(of: keywords, options: .regularExpression) != nil else { return nil }
            return trimmed
        }
    }

    /// The version in `work/sources/` compiled in one whole-module job (the folder's `job` of a
    /// file, with no file primary) and linked as the folder's library is, with the libraries
    /// its object asks for; `.needsBuild` when that does not work out.
    private func wholeModule(recipe: Recipe, job: [String], work: URL, library: URL, sources: [LessonBuilder.Source],
                             cancellation: GraderProcess.Cancellation?) throws -> Derived {
        let object = work.appendingPathComponent("module.o"), autolink = work.appendingPathComponent("module.autolink")
        let compile = Self.replacing("-o", with: object.path, in: Self.removing("-emit-reference-dependencies-path", from: job).filter { $0 != "-primary-file" })
        guard let (_, compiled) = try? LessonBuilder.compile(compile, in: work.appendingPathComponent("sources"), cancellation: cancellation), compiled.succeeded,
              let frontend = job.first else { return .needsBuild }
        let extract = [URL(fileURLWithPath: frontend).deletingLastPathComponent().appendingPathComponent("swift-autolink-extract").path, object.path, "-o", autolink.path]
        guard let (_, extracted) = try? LessonBuilder.compile(extract, in: work, cancellation: cancellation), extracted.succeeded else { return .needsBuild }
        // The folder's objects give way to the one; its libraries to the object's.
        let folderObjects = Set(recipe.compile.values.compactMap { Self.value(after: "-o", in: $0) })
        var link: [String] = []
        for word in recipe.link {
            if folderObjects.contains(word) {
                if !link.contains(object.path) { link.append(object.path) }
            } else {
                link.append(word.hasPrefix("@") && word.hasSuffix(".autolink") ? "@" + autolink.path : word)
            }
        }
        link = Self.replacing("-o", with: library.path, in: link)
        guard let (_, linked) = try? LessonBuilder.compile(link, in: work, cancellation: cancellation), linked.succeeded else { return .needsBuild }
        if cancellation?.isCancelled == true { throw LessonBuilder.BuildError(description: "Cancelled.") }
        return .built(library, sources: sources)
    }

    /// The interface of the folder's version of `file` (in `sources/`), made from its kept text
    /// the first time it is asked for (written whole, so that derivations at the same time
    /// never read half of it); nil when it cannot be made.
    private func interface(of file: URL, job: [String], cancellation: GraderProcess.Cancellation?) throws -> URL? {
        let fm = FileManager.default
        let kept = URL(fileURLWithPath: copy(of: file, in: interfaces).path + ".swiftmodule")
        if fm.fileExists(atPath: kept.path) { return kept }
        // Its text in a folder of its own (the file name is kept: it names the file's private
        // declarations), compiled to its interface only.
        let scratch = folder.appendingPathComponent("interface-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: scratch) }
        let text = copy(of: file, in: scratch.appendingPathComponent("known"))
        try fm.createDirectory(at: text.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.copyItem(at: copy(of: file, in: known), to: text)
        let part = scratch.appendingPathComponent("interface.swiftmodule")
        var interfaceOnly = Self.replacing("-primary-file", with: text.path, in: job)
        interfaceOnly = Self.replacing("-o", with: part.path, in: Self.removing("-emit-reference-dependencies-path", from: interfaceOnly))
        interfaceOnly = interfaceOnly.map { $0 == "-c" ? "-emit-module" : $0 }
        guard let (_, ended) = try? LessonBuilder.compile(interfaceOnly, in: sources, cancellation: cancellation),
              ended.succeeded else { return nil }
        try fm.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Another derivation may have made it meanwhile: either copy is the same.
        if rename(part.path, kept.path) != 0, !fm.fileExists(atPath: kept.path) { return nil }
        return kept
    }
}
