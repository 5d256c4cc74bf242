import Foundation

/// The authoring self-check (`author check`, and a test): everything a chapter is made of agrees
/// with the manifest, the one list of chapters and exercises — files, text sections, hints,
/// stubs and their distributed copies, graders and their checks, the TODO steps and frames the
/// graders name, fixtures — and, when grading, every solution passes exactly, every stub fails
/// with an instruction and every fixture gets its verdict. Each problem names the file to fix.
public struct SelfCheck {
    public let session: Session
    public init(session: Session) { self.session = session }

    /// Problems found (empty when all is well).
    public func run(entries: [Catalog.Entry], grade: Bool) throws -> [String] {
        var problems: [String] = []
        let ws = session.workspace
        let fm = FileManager.default
        if entries.count == session.catalog.entries.count {
            for chapter in session.catalog.chapters where chapter.exercises.isEmpty {
                problems.append("\(chapter.id): Lessons/manifest.json lists no exercises for it: add one with `workbook author new exercise <id> --chapter \(chapter.id)`")
            }
        }
        problems += placeholders(entries)
        if entries.count == session.catalog.entries.count { problems += readmeProblems() }
        problems += translationProblems(session.catalog.chapters.filter { chapter in entries.contains { $0.chapter.id == chapter.id } })
        // A workspace without the workbook's sources (a learner's copy, a scratch one) has no phrases to hold the catalogues to.
        if PhraseSource.hasSources(session.workspace.root), let source = try? PhraseSource(root: session.workspace.root) {
            let files = Language.allCases.flatMap { Translations(language: $0).catalogueFiles(in: session.workspace, catalog: session.catalog) }
            problems += Self.phraseProblems(source, catalogue: files, root: session.workspace.root)
        }
        for chapter in Set(entries.map(\.chapter.id)).sorted() {
            guard let c = session.catalog.chapter(chapter) else { continue }
            let textURL = ws.chapterDirectory(c).appendingPathComponent(c.text)
            guard let text = try? ChapterText.load(textURL) else {
                problems.append("\(c.id): the chapter text \(textURL.path) is missing")
                continue
            }
            if ws.appFiles(c).isEmpty { problems.append("\(c.id): no App/*.swift files") }
            for exercise in c.exercises where text.sections[exercise.section] == nil {
                problems.append("\(exercise.id): the chapter text has no section {#\(exercise.section)}")
            }
            // Every `Foo.swift` the text mentions exists in the chapter.
            let mentioned = Set(text.sections.values.joined(separator: "\n").components(separatedBy: CharacterSet(charactersIn: " `()*,.:;\n")).filter { $0.hasSuffix("swift") && $0.contains(".") }.map { $0 })
            for name in mentioned {
                let file = name.hasSuffix(".swift") ? name : name + ".swift"
                let candidates = [ws.chapterDirectory(c).appendingPathComponent(file), ws.chapterDirectory(c).appendingPathComponent("App").appendingPathComponent(file)]
                if !candidates.contains(where: { fm.fileExists(atPath: $0.path) }) {
                    problems.append("\(c.id): the text mentions \(file), which is not in the chapter")
                }
            }
        }
        for entry in entries {
            let e = entry.exercise
            if e.hints.count < 2 || e.hints.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
                problems.append("\(e.id): needs at least two non-empty hints")
            }
            for file in e.files {
                let lesson = ws.lessonFile(entry.chapter, file)
                let solution = ws.solutionFile(entry.chapter, file)
                if !fm.fileExists(atPath: lesson.path) { problems.append("\(e.id): \(lesson.path) is missing") }
                if !fm.fileExists(atPath: solution.path) { problems.append("\(e.id): \(solution.path) is missing") }
                guard let stub = ws.pristineText(entry.chapter, file) else {
                    problems.append("\(e.id): Stubs/\(entry.chapter.directory)/\(file), the distributed copy that `reset` restores, is missing: copy the lesson file there")
                    continue
                }
                if !stub.contains("// TODO") { problems.append("\(e.id): \(file) has no // TODO marker") }
                if let text = try? String(contentsOf: lesson, encoding: .utf8), text != stub {
                    problems.append("\(e.id): Lessons/\(entry.chapter.directory)/\(file) differs from its distributed copy in Stubs/ (what `reset` restores and the stub checks build): copy it there if the change is meant to ship")
                }
            }
            for name in e.frames ?? [] where !fm.fileExists(atPath: ws.goldensDirectory(entry.chapter).appendingPathComponent(name + ".frames").path) {
                problems.append("\(e.id): the reference frames \(name).frames are not recorded (`workbook author record`)")
            }
        }
        problems += graderProblems(entries)
        // Learner-style fixtures: at least two correct alternatives and the known mistakes.
        var fixtures: [Fixture] = []
        do {
            fixtures = try Fixture.all(in: ws, catalog: session.catalog).filter { f in entries.contains { $0.exercise.id == f.entry.exercise.id } }
        } catch {
            problems.append("\(error)")
        }
        problems += pitfallProblems(entries, fixtures: fixtures)
        for entry in entries {
            let mine = fixtures.filter { $0.entry.exercise.id == entry.exercise.id }
            if mine.filter({ $0.expectation.verdict == .pass }).count < 2 {
                problems.append("\(entry.exercise.id): needs at least two correct alternatives in Tests/Fixtures/\(entry.chapter.directory)/\(entry.exercise.id)/")
            }
            if mine.filter({ $0.expectation.verdict == .fail }).isEmpty {
                problems.append("\(entry.exercise.id): needs mistake fixtures in Tests/Fixtures/\(entry.chapter.directory)/\(entry.exercise.id)/")
            }
            for fixture in mine where fixture.expectation.verdict == .fail && fixture.expectation.cause == nil {
                problems.append("\(fixture): a mistake fixture must name the cause it expects")
            }
            for fixture in mine {
                problems += fixture.strayFiles(in: ws).map { "\(ws.relativePath(fixture.directory.appendingPathComponent($0).path)): not a file of chapter \(entry.chapter.id) (a fixture holds its exercises' files, or App/<name> for an app file): rename or remove it" }
            }
        }
        guard grade, problems.isEmpty else { return problems }
        let checker = try session.checker()
        // Every code snippet marked as a fix compiles where the learner is told to type it.
        problems += fixSnippetProblems(entries, builder: checker.builder)
        for entry in entries {
            var solution = Checker.Options()
            solution.variant = .solution
            solution.saveFrames = false
            solution.grading.exactFrames = true
            let solved = checker.check(entry, options: solution)
            if solved.report.status != .pass {
                let failing = solved.report.tests.filter { $0.status != .pass }.map { "\($0.id): \($0.message ?? "")" }
                problems.append("\(entry.exercise.id): the solution does not pass exactly (\(solved.report.message ?? failing.joined(separator: "; ")))")
            }
            var stub = Checker.Options()
            stub.variant = .pristine
            stub.saveFrames = false
            let unsolved = checker.check(entry, options: stub)
            if unsolved.report.status == .pass {
                problems.append("\(entry.exercise.id): the pristine stub passes its checks")
            }
            if !unsolved.diagnostics.isEmpty {
                problems.append("\(entry.exercise.id): the pristine stub does not compile: \(unsolved.diagnostics.first!)")
            }
            if unsolved.report.status == .fail, unsolved.report.tests.first(where: { $0.status != .pass })?.message?.isEmpty ?? true {
                problems.append("\(entry.exercise.id): the stub fails without telling the learner what to do")
            }
        }
        // Each mistake gets its message, each alternative passes.
        problems += FixtureRun(checker: checker).run(fixtures).compactMap(\.problem)
        return problems
    }

    /// The list of pitfalls no mistake fixture makes yet: `Tests/Fixtures/uncovered-pitfalls.txt`,
    /// one "exercise pitfall" per line (what follows "#" is a note). It may only shrink: a listed
    /// pitfall that a fixture now makes, or that the text no longer has, is a problem too.
    static let uncoveredPitfallsFile = "uncovered-pitfalls.txt"

    /// Every pitfall a chapter text lists for an exercise is made by one of its mistake fixtures
    /// (`"pitfall": id` in the fixture's `expect.json`), and every pitfall a fixture names is one
    /// the text lists.
    func pitfallProblems(_ entries: [Catalog.Entry], fixtures: [Fixture]) -> [String] {
        let ws = session.workspace
        var problems: [String] = []
        let listURL = ws.fixtures.appendingPathComponent(Self.uncoveredPitfallsFile)
        let listName = "Tests/Fixtures/\(Self.uncoveredPitfallsFile)"
        let listed: [(exercise: String, pitfall: String)] = ((try? String(contentsOf: listURL, encoding: .utf8)) ?? "")
            .components(separatedBy: "\n")
            .map { $0.components(separatedBy: "#")[0].split(separator: " ").map(String.init) }
            .filter { $0.count == 2 }
            .map { ($0[0], $0[1]) }
        for entry in entries {
            let textURL = ws.chapterDirectory(entry.chapter).appendingPathComponent(entry.chapter.text)
            let textName = ws.relativePath(textURL.path)
            guard let section = (try? ChapterText.load(textURL))?.sections[entry.exercise.section] else { continue }
            let (pitfalls, untitled) = ChapterText.pitfalls(in: section)
            for item in untitled {
                problems.append("\(textName): an item of the pitfalls of {#\(entry.exercise.section)} has no bold title to name it by (\"- **What goes wrong.** …\"): \"\(item)…\"")
            }
            let ids = pitfalls.map(\.id)
            let mine = fixtures.filter { $0.entry.exercise.id == entry.exercise.id }
            for fixture in mine {
                guard let pitfall = fixture.expectation.pitfall else { continue }
                let file = ws.relativePath(fixture.directory.appendingPathComponent("expect.json").path)
                if fixture.expectation.verdict == .pass {
                    problems.append("\(file): a correct alternative names the pitfall \"\(pitfall)\": only a mistake makes one")
                } else if !ids.contains(pitfall) {
                    problems.append("\(file): names the pitfall \"\(pitfall)\", which the pitfalls of {#\(entry.exercise.section)} in \(textName) do not list (\(ids.isEmpty ? "it lists none" : "they are " + ids.joined(separator: ", ")))")
                }
            }
            for pitfall in pitfalls {
                let made = mine.first { $0.expectation.verdict == .fail && $0.expectation.pitfall == pitfall.id }
                let excused = listed.contains { $0.exercise == entry.exercise.id && $0.pitfall == pitfall.id }
                if let made, excused {
                    problems.append("\(listName): lists \(entry.exercise.id) \(pitfall.id), which the fixture \(made.name) now makes: remove the line")
                } else if made == nil, !excused {
                    problems.append("\(textName): the pitfall \"\(pitfall.title)\" of {#\(entry.exercise.section)} is made by no mistake fixture: add one to Tests/Fixtures/\(entry.chapter.directory)/\(entry.exercise.id)/ whose expect.json says \"pitfall\": \"\(pitfall.id)\"")
                }
            }
            for line in listed where line.exercise == entry.exercise.id && !ids.contains(line.pitfall) {
                problems.append("\(listName): lists \(line.exercise) \(line.pitfall), which the pitfalls of {#\(entry.exercise.section)} in \(textName) do not list: remove the line")
            }
        }
        return problems
    }

    /// The README's list of chapters ("Chapters so far: **0 Fade** (…), **1 Flip card** (…)")
    /// names every chapter of the manifest, by its number and title.
    func readmeProblems() -> [String] {
        let url = session.workspace.root.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return session.catalog.chapters.enumerated().compactMap { index, chapter in
            flat.contains("**\(index) \(chapter.title)**") ? nil
                : "README.md: its list of chapters (\"Chapters so far\") does not name chapter \(index), \(chapter.title): add **\(index) \(chapter.title)** (what it teaches)"
        }
    }

    /// Every placeholder `author new` left in what these exercises are made of, by file and line.
    func placeholders(_ entries: [Catalog.Entry]) -> [String] {
        let ws = session.workspace
        var files: [URL] = []
        var chapters = Dictionary(grouping: entries, by: \.chapter.id).keys.sorted().compactMap(session.catalog.chapter)
        if entries.count == session.catalog.entries.count { chapters += session.catalog.chapters.filter(\.exercises.isEmpty) }
        for chapter in chapters {
            files.append(ws.chapterDirectory(chapter).appendingPathComponent(chapter.text))
            files += ws.appFiles(chapter)
            for file in ws.editableFiles(chapter) { files += [ws.lessonFile(chapter, file), ws.solutionFile(chapter, file)] }
        }
        let graders = GraderSources.read(ws.root.appendingPathComponent("Tests/Graders"))
        files += entries.compactMap { graders.file(declaring: $0.exercise.grader)?.url }
        var problems: [String] = []
        var seen = Set<String>()
        for file in files where seen.insert(file.path).inserted {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(Scaffold.marker) {
                problems.append("\(ws.relativePath(file.path)):\(number + 1): still holds a placeholder of `author new` (\"\(Scaffold.marker)\"): write the lesson's own content there")
            }
        }
        for entry in entries {
            for (index, hint) in entry.exercise.hints.enumerated() where hint.contains(Scaffold.marker) {
                problems.append("\(entry.exercise.id): hint \(index + 1) in Lessons/manifest.json is still a placeholder of `author new`: write the hint")
            }
        }
        return problems
    }

    /// The graders against the manifest (by the registry the grader process uses), and what
    /// their sources name against the stubs and goldens.
    func graderProblems(_ entries: [Catalog.Entry]) -> [String] {
        let ws = session.workspace
        let folder = ws.root.appendingPathComponent("Tests/Graders")
        let registry = "Tests/Graders/Registry.swift"
        var problems: [String] = []
        let sources = GraderSources.read(folder)
        func name(_ file: GraderSources.File) -> String { ws.relativePath(file.url.path) }

        // Registered under the manifest's names, and nothing registered that no exercise uses.
        switch registeredGraders() {
        case let .failure(problem):
            problems.append(problem.description)
        case let .success(registered):
            let registrySource = (try? String(contentsOf: ws.root.appendingPathComponent(registry), encoding: .utf8)) ?? ""
            for entry in entries where registered[entry.exercise.grader] == nil {
                if registrySource.contains("\"\(entry.exercise.grader)\":") {
                    problems.append("\(entry.exercise.id): \(registry) registers \(entry.exercise.grader), but the workbook's build does not know it yet: rebuild (swift build) and run the self-check again")
                    continue
                }
                let declared = sources.file(declaring: entry.exercise.grader).map { " (it is declared in \(name($0)))" } ?? ", and no file in Tests/Graders declares it"
                problems.append("\(entry.exercise.id): Lessons/manifest.json names the grader \(entry.exercise.grader), which \(registry) does not register\(declared): register it there, or correct the name in the manifest")
            }
            if entries.count == session.catalog.entries.count {
                let used = Set(session.catalog.entries.map(\.exercise.grader))
                for grader in registered.keys.sorted() where !used.contains(grader) {
                    problems.append("\(registry) registers \(grader), which no exercise in Lessons/manifest.json uses: name it in the exercise's \"grader\", or remove it")
                }
            }
            // Every check listed in allTests once, under its own name; every test_ method listed.
            for entry in entries {
                guard let file = sources.file(declaring: entry.exercise.grader), let grader = file.classes.first(where: { $0.name == entry.exercise.grader }) else { continue }
                for pair in grader.listed where pair.name != pair.method {
                    problems.append("\(name(file)): \(grader.name).allTests lists \(pair.method) as \"\(pair.name)\": give each check its own name")
                }
                let listed = grader.listed.map(\.method)
                for method in grader.methods where !listed.contains(method) {
                    problems.append("\(name(file)): \(grader.name) has \(method), which its allTests does not list, so it never runs: add (\"\(method)\", \(method)) to allTests")
                }
                for method in Set(listed) where listed.filter({ $0 == method }).count > 1 {
                    problems.append("\(name(file)): \(grader.name).allTests lists \(method) twice")
                }
                if let checks = registered[grader.name], checks.isEmpty {
                    problems.append("\(name(file)): \(grader.name) has no checks in allTests")
                }
            }
        }

        // The TODO steps and frames each grader file names, against its chapters' stubs and
        // goldens; the hints' and the chapter text's steps against the stubs.
        let chapters = Dictionary(grouping: entries, by: \.chapter.id).compactMap { session.catalog.chapter($0.key) }
        func stubs(_ chapter: Catalog.Chapter) -> [String] {
            ws.editableFiles(chapter).compactMap { ws.pristineText(chapter, $0) }
        }
        for file in sources.files {
            let mine = chapters.filter { chapter in chapter.exercises.contains { e in file.classes.contains { $0.name == e.grader } } }
            guard !mine.isEmpty else { continue }
            let texts = mine.flatMap(stubs)
            for (step, line) in file.todos where !texts.contains(where: { GraderSources.stub($0, has: step) }) {
                problems.append("\(name(file)):\(line): names TODO \(step), which no stub of \(mine.map(\.id).joined(separator: ", ")) has (Stubs/\(mine[0].directory)/): correct the step, or add it to the stub")
            }
            let frames = Set(mine.flatMap { $0.exercises.flatMap { $0.frames ?? [] } })
            for (frame, line) in file.frames {
                let golden = mine.contains { FileManager.default.fileExists(atPath: ws.goldensDirectory($0).appendingPathComponent(frame + ".frames").path) }
                if !frames.contains(frame) {
                    problems.append("\(name(file)):\(line): records or compares the frames \"\(frame)\", which no exercise of \(mine.map(\.id).joined(separator: ", ")) lists in its \"frames\" in Lessons/manifest.json")
                } else if !golden {
                    problems.append("\(name(file)):\(line): compares with the frames \"\(frame)\", which are not recorded in Tests/Goldens/\(mine[0].directory)/ (`workbook author record`)")
                }
            }
        }
        for entry in entries {
            let texts = stubs(entry.chapter)
            for (index, hint) in entry.exercise.hints.enumerated() {
                for step in GraderSources.todoSteps(in: hint) where !texts.contains(where: { GraderSources.stub($0, has: step) }) {
                    problems.append("\(entry.exercise.id): hint \(index + 1) in Lessons/manifest.json names TODO \(step), which no stub of \(entry.chapter.id) has (Stubs/\(entry.chapter.directory)/)")
                }
            }
            let textURL = ws.chapterDirectory(entry.chapter).appendingPathComponent(entry.chapter.text)
            if let section = (try? ChapterText.load(textURL))?.sections[entry.exercise.section] {
                for step in Set(GraderSources.todoSteps(in: section)).sorted() where !texts.contains(where: { GraderSources.stub($0, has: step) }) {
                    problems.append("\(entry.exercise.id): the section {#\(entry.exercise.section)} of \(ws.relativePath(textURL.path)) names TODO \(step), which no stub of \(entry.chapter.id) has")
                }
            }
        }
        return problems
    }

    /// The graders the workbook's grader process knows, with their checks (`workbook __graders`).
    func registeredGraders() -> Result<[String: [String]], CommandError> {
        guard let executable = session.toolchain?.executable else {
            return .failure(CommandError("The workbook's build was not found, so its graders could not be listed: build it (swift build) and run the self-check again"))
        }
        guard let result = try? ChildProcess.run([executable.path, "__graders"], error: .null, timeout: 60), result.termination.succeeded,
              let list = try? JSONDecoder().decode([String: [String]].self, from: result.output) else {
            return .failure(CommandError("\(executable.path) __graders did not list the graders: rebuild the workbook (swift build)"))
        }
        return .success(list)
    }
}
