import Foundation

/// A check's rebuild without the compiler driver, for the usual case: one file of the chapter
/// changed, and only inside its bodies. The driver itself takes about 0.1 s to start, read its
/// dependency records and plan the build, as long as compiling the file; this runs the one
/// compiler job the driver would run, then the driver's own link steps.
///
/// What keeps it right:
/// - The jobs are the driver's: after every build it runs, the driver is asked (`-###`) for the
///   per-file compile jobs and the link (the linker itself, as Clang runs it), and they are kept as a recipe, keyed
///   by the build's arguments, its inputs and the UIKit module it compiles against. Anything
///   else and the driver builds.
/// - `known/` holds each input as it was when the library was last linked; an input is changed
///   when its content differs. One changed input may take this path; none reuses the library;
///   more go to the driver.
/// - The changed file is compiled with its interface emitted (its partial module: declarations,
///   stored properties, signatures, conformances; not bodies, whatever lines they moved to) and
///   compared byte for byte with the interface of its known version. Only when they are equal
///   can the other files' objects, compiled against that interface, be linked with the new one;
///   otherwise the driver builds, and recompiles what depends on the file.
/// - Nothing is written where the driver keeps its objects until the compile succeeded and the
///   interface matched; the driver, which goes by modification times, recompiles the file
///   again when it next builds. A build of the driver's that fails forgets `known/`.
package struct QuickRebuild {
    /// The chapter's incremental folder (`sources/`, `objects/`, the library).
    let state: URL
    var folder: URL { state.appendingPathComponent("quick") }
    /// Where the staged sources are: the compile jobs run there (they name the sources by
    /// their paths in the chapter).
    var sources: URL { state.appendingPathComponent("sources") }
    var recipeFile: URL { folder.appendingPathComponent("recipe.json") }
    var known: URL { folder.appendingPathComponent("known") }
    var interfaces: URL { folder.appendingPathComponent("interfaces") }

    package struct Recipe: Codable, Equatable {
        package var key: String
        /// The compile job of each input (by its path in `sources/`).
        package var compile: [String: [String]]
        /// The link: the linker itself when Clang says how it runs it, otherwise the driver's
        /// Clang command. The libraries the objects ask for (the driver's autolink file, read by
        /// both) stay the same: a changed import changes the file's interface.
        package var link: [String]
    }

    enum Attempt {
        /// The driver has to build (no recipe, several files changed).
        case needsDriver
        /// The one changed file compiled, but its interface is not the known version's: the
        /// files compiled against that interface have to be compiled again. Nothing was kept.
        case interfaceChanged
        /// Nothing changed since the library was linked.
        case unchanged
        /// The file was compiled (and, if it compiled, linked): the compiler's output.
        case compiled(succeeded: Bool, log: String)
    }

    /// What the recipe depends on besides the inputs' content: the arguments, the list of inputs,
    /// and the UIKit module (a rebuilt workbook changes every object's imports).
    static func key(arguments: [String], inputs: [URL], modules: URL) -> String {
        ([moduleStamp(modules)] + arguments + ["--"] + inputs.map(\.path)).joined(separator: "\u{1}")
    }

    /// The UIKit module in `modules`: where it is, its size and when it was made.
    static func moduleStamp(_ modules: URL) -> String {
        let module = modules.appendingPathComponent("UIKit.swiftmodule").resolvingSymlinksInPath()
        let attributes = try? FileManager.default.attributesOfItem(atPath: module.path)
        return "\(module.path) \((attributes?[.size] as? NSNumber)?.intValue ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)"
    }

    /// Where `input` (in `sources/`) is kept in `folder`, under `name`.
    func copy(of input: URL, in directory: URL) -> URL {
        let relative = input.path.dropFirst(state.appendingPathComponent("sources").path.count + 1)
        return directory.appendingPathComponent(String(relative))
    }

    /// Rebuilds the library at `library` if it can be done without the driver.
    func attempt(key: String, inputs: [URL], library: URL, cancellation: GraderProcess.Cancellation?) throws -> Attempt {
        guard let data = try? Data(contentsOf: recipeFile),
              let recipe = try? JSONDecoder().decode(Recipe.self, from: data), recipe.key == key,
              FileManager.default.fileExists(atPath: library.path) else { return .needsDriver }
        var changed: [URL] = []
        for input in inputs {
            guard let before = try? Data(contentsOf: copy(of: input, in: known)) else { return .needsDriver }
            if (try? Data(contentsOf: input)) != before { changed.append(input) }
        }
        if changed.isEmpty { return .unchanged }
        guard changed.count == 1, let file = changed.first, let job = recipe.compile[file.path],
              let object = Self.value(after: "-o", in: job) else { return .needsDriver }

        let fm = FileManager.default
        let work = folder.appendingPathComponent("work")
        try? fm.removeItem(at: work)
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: work) }
        let newObject = work.appendingPathComponent("new.o")
        let newInterface = work.appendingPathComponent("new.swiftmodule")
        let baseline = URL(fileURLWithPath: copy(of: file, in: interfaces).path + ".swiftmodule")

        // The new version: compiled as the driver would, its interface emitted beside it.
        var compile = Self.replacing("-o", with: newObject.path, in: Self.removing("-emit-reference-dependencies-path", from: job))
        compile += ["-emit-module-path", newInterface.path]
        // The known version's interface, unless kept from before: its text in a folder of its own
        // (the file name is kept: it names the file's private declarations), compiled to its
        // interface only, on the other core.
        var baselineJob: ChildProcess?
        if !fm.fileExists(atPath: baseline.path) {
            let old = copy(of: file, in: work.appendingPathComponent("known"))
            try fm.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: copy(of: file, in: known), to: old)
            try fm.createDirectory(at: baseline.deletingLastPathComponent(), withIntermediateDirectories: true)
            var interfaceOnly = Self.replacing("-primary-file", with: old.path, in: job)
            interfaceOnly = Self.replacing("-o", with: baseline.path + ".part", in: Self.removing("-emit-reference-dependencies-path", from: interfaceOnly))
            interfaceOnly = interfaceOnly.map { $0 == "-c" ? "-emit-module" : $0 }
            baselineJob = try? ChildProcess(interfaceOnly, directory: sources, output: .null, ownProcessGroup: true)
            if let baselineJob { cancellation?.attach(baselineJob) }
        }
        defer { if let baselineJob { baselineJob.signal(SIGKILL); baselineJob.wait(); cancellation?.detach(baselineJob) } }
        guard let (compiler, termination) = try? LessonBuilder.compile(compile, in: sources, cancellation: cancellation) else { return .needsDriver }
        if cancellation?.isCancelled == true { throw LessonBuilder.BuildError(description: "Cancelled.") }
        let log = String(decoding: compiler.output, as: UTF8.self)
        guard termination.succeeded else {
            // Messages about a file whose interface may have changed could be about the other
            // files too (a renamed method their calls no longer find): the driver says it all.
            return LessonBuilder.parseDiagnostics(log).contains(where: { $0.severity == "error" }) ? .compiled(succeeded: false, log: log) : .needsDriver
        }
        if let baselineJob {
            guard baselineJob.wait(timeout: LessonBuilder.compileTimeout)?.succeeded == true else { return .needsDriver }
            try? fm.moveItem(at: URL(fileURLWithPath: baseline.path + ".part"), to: baseline)
        }
        guard let before = try? Data(contentsOf: baseline), let after = try? Data(contentsOf: newInterface) else { return .needsDriver }
        guard before == after else { return .interfaceChanged }

        // The same interface: the other objects still fit. Link as the driver does.
        try? fm.removeItem(atPath: object)
        try fm.moveItem(atPath: newObject.path, toPath: object)
        guard let (_, linked) = try? LessonBuilder.compile(recipe.link, in: state.appendingPathComponent("objects"), cancellation: cancellation) else { return .needsDriver }
        if cancellation?.isCancelled == true { throw LessonBuilder.BuildError(description: "Cancelled.") }
        guard linked.succeeded else {
            // An object missing or damaged (a cancelled build removes them): the driver
            // rebuilds what it needs.
            forget()
            return .needsDriver
        }
        try? fm.removeItem(at: copy(of: file, in: known))
        try fm.copyItem(at: file, to: copy(of: file, in: known))
        return .compiled(succeeded: true, log: log)
    }

    /// After a build of the driver's: on success, the inputs as they are now and the recipe for
    /// the next builds; on failure, nothing (the objects may no longer fit together).
    func recordDriverBuild(succeeded: Bool, key: String, arguments: [String], inputs: [URL], directory: URL) {
        let fm = FileManager.default
        forget()
        guard succeeded else { return }
        var recipe: Recipe
        if let data = try? Data(contentsOf: recipeFile), let kept = try? JSONDecoder().decode(Recipe.self, from: data), kept.key == key {
            recipe = kept
        } else {
            // The jobs of a full, unbatched build of the same files: one compile job per file.
            let planning = arguments.filter { !["-incremental", "-enable-batch-mode", "-j2"].contains($0) } + ["-###"]
            guard let (process, ended) = try? LessonBuilder.compile(planning, in: directory, cancellation: nil), ended.succeeded,
                  var planned = Self.recipe(from: String(decoding: process.output, as: UTF8.self), key: key, inputs: inputs, folder: directory) else { return }
            planned.link = Self.directLink(planned.link, in: directory) ?? planned.link
            recipe = planned
        }
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            for input in inputs {
                let kept = copy(of: input, in: known)
                try fm.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.copyItem(at: input, to: kept)
            }
            try JSONEncoder().encode(recipe).write(to: recipeFile)
        } catch {
            forget()
        }
    }

    /// Forgets what the library was built from: the next build is the driver's.
    func forget() {
        let fm = FileManager.default
        try? fm.removeItem(at: known)
        try? fm.removeItem(at: interfaces)
    }

    /// The recipe in the driver's plan (`swiftc … -###`): a compile job per input and the link,
    /// or nil if the plan is not of that shape. Jobs are kept by their input's path; an input
    /// named relative to the compiler's folder (`folder`, where the jobs run) is kept by its
    /// path in it.
    package static func recipe(from plan: String, key: String, inputs: [URL], folder: URL? = nil) -> Recipe? {
        var compile: [String: [String]] = [:]
        var link: [String]?
        for line in plan.split(separator: "\n") {
            guard let words = shellWords(String(line)), let program = words.first else { continue }
            let name = URL(fileURLWithPath: program).lastPathComponent
            if name == "swift-frontend", words.contains("-c"), let primary = value(after: "-primary-file", in: words) {
                let path = primary.hasPrefix("/") ? primary : (folder?.appendingPathComponent(primary).path ?? primary)
                compile[path] = words
            } else if name.hasPrefix("clang") {
                link = words
            }
        }
        guard let link, Set(compile.keys) == Set(inputs.map(\.path)) else { return nil }
        return Recipe(key: key, compile: compile, link: link)
    }

    /// The linker command Clang runs for `link` (asked with `-###`), which saves starting Clang:
    /// the autolink file stands in the command as it does in Clang's (Clang would spell out its
    /// libraries). Nil when Clang's answer is not of the expected shape.
    package static func directLink(_ link: [String], in directory: URL) -> [String]? {
        let marker = "-lworkbook-autolink-placeholder"
        guard let file = link.first(where: { $0.hasPrefix("@") }) else { return nil }
        let probe = link.map { $0 == file ? marker : $0 } + ["-###"]
        guard let (process, ended) = try? LessonBuilder.compile(probe, in: directory, cancellation: nil), ended.succeeded else { return nil }
        for line in String(decoding: process.output, as: UTF8.self).split(separator: "\n") {
            guard let words = shellWords(String(line)), let program = words.first,
                  URL(fileURLWithPath: program).lastPathComponent.hasPrefix("ld"), words.contains(marker) else { continue }
            return words.map { $0 == marker ? file : $0 }
        }
        return nil
    }

    /// Splits a command line as a POSIX shell would (single and double quotes, backslashes);
    /// nil when a quote is left open.
    package static func shellWords(_ line: String) -> [String]? {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        var escaped = false
        for c in line {
            if escaped {
                word.append(c)
                escaped = false
            } else if let q = quote {
                if c == q {
                    quote = nil
                } else if c == "\\" && q == "\"" {
                    escaped = true
                } else {
                    word.append(c)
                }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == "\\" {
                escaped = true
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }

    package static func value(after flag: String, in words: [String]) -> String? {
        guard let i = words.firstIndex(of: flag), i + 1 < words.count else { return nil }
        return words[i + 1]
    }

    package static func replacing(_ flag: String, with value: String, in words: [String]) -> [String] {
        var result = words
        if let i = result.firstIndex(of: flag), i + 1 < result.count { result[i + 1] = value }
        return result
    }

    package static func removing(_ flag: String, from words: [String]) -> [String] {
        var result = words
        while let i = result.firstIndex(of: flag), i + 1 < result.count { result.removeSubrange(i...(i + 1)) }
        return result
    }
}
