import ArgumentParser
import Foundation
import Frames
import Grading

/// `author`: tools for lesson authors.
public struct AuthorCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "author",
        abstract: "Tools for lesson authors: add a chapter or an exercise, record reference frames, self-check the lessons, benchmark checking.",
        subcommands: [NewCommand.self, RecordCommand.self, SelfCheckCommand.self, FixturesCommand.self, BenchmarkCommand.self])
    public init() {}
}

/// Which exercises an author command works on.
struct ExerciseSelection: ParsableArguments {
    @Option(help: "Only this chapter.") var chapter: String?
    @Option(help: "Only this exercise.") var exercise: String?

    func entries(_ session: Session) throws -> [Catalog.Entry] {
        if let exercise { return [try session.entry(named: exercise)] }
        if let chapter {
            guard session.catalog.chapter(chapter) != nil else { throw CommandError("There is no chapter \"\(chapter)\".") }
            return session.catalog.entries.filter { $0.chapter.id == chapter }
        }
        return session.catalog.entries
    }
}

/// `author new`: a chapter or an exercise, scaffolded in every place it needs.
public struct NewCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a chapter or an exercise: every file it needs, named in the manifest, with placeholders to write.",
        subcommands: [NewChapterCommand.self, NewExerciseCommand.self])
    public init() {}

    /// Lists what was written and what the author does next.
    static func report(_ changes: [Scaffold.Change], next: [String], in session: Session) {
        let width = min(changes.map(\.path.count).max() ?? 0, 48)
        for change in changes {
            session.output.line("  \(change.path.padding(toLength: max(width, change.path.count), withPad: " ", startingAt: 0))  \(session.style.dim(change.what))")
        }
        session.output.line("")
        session.output.line("Next:")
        for (number, step) in next.enumerated() { session.output.line("  \(number + 1). \(step)") }
    }
}

/// `author new chapter <id>`.
public struct NewChapterCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "chapter", abstract: "Add a chapter after the last: its text, starter app, folders and manifest entry.")
    @Argument(help: "The chapter's id: lower-case words joined by hyphens (\"magic-move\").") var id: String
    @Option(help: "The chapter's title (default: from the id).") var title: String?
    public init() {}

    public func run(in session: Session) throws {
        let changes: [Scaffold.Change]
        do { changes = try Scaffold(workspace: session.workspace).newChapter(id: id, title: title) } catch let failure as Scaffold.Failure {
            throw CommandError(failure.description)
        }
        session.output.line("Added the chapter \(id):")
        NewCommand.report(changes, next: [
            "Write the app in App/ and the chapter's introduction (every line marked \"\(Scaffold.marker)\").",
            "Add its first exercise: workbook author new exercise <id> --chapter \(id)",
        ], in: session)
    }
}

/// `author new exercise <id> --chapter <chapter>`.
public struct NewExerciseCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "exercise", abstract: "Add an exercise at the end of a chapter: manifest entry, stub and its copy, solution, text section, grader, fixtures folder.")
    @Argument(help: "The exercise's id, unique in the workbook: lower-case words joined by hyphens (\"fly-in\").") var id: String
    @Option(help: "The chapter it belongs to.") var chapter: String
    @Option(help: "The exercise's title (default: from the id).") var title: String?
    @Option(help: "The file the learner edits, in the chapter's folder (default: <Id>Animator.swift; an existing file is named, not rewritten).") var file: String?
    public init() {}

    public func run(in session: Session) throws {
        let changes: [Scaffold.Change]
        do { changes = try Scaffold(workspace: session.workspace).newExercise(id: id, chapter: chapter, title: title, file: file) } catch let failure as Scaffold.Failure {
            throw CommandError(failure.description)
        }
        session.output.line("Added the exercise \(id) to the chapter \(chapter):")
        NewCommand.report(changes, next: [
            "Write every line marked \"\(Scaffold.marker)\": the stub's TODOs, the solution, the text's section, the hints, the grader's checks.",
            "Rebuild, so that the grader process knows \(Scaffold.typeName(id))Checks: swift build",
            "Record the reference frames the grader names in the exercise's \"frames\": .build/debug/workbook author record --exercise \(id)",
            "Add mistake fixtures and two correct alternatives (CONTRIBUTING.md, \"Mistake fixtures\").",
            "Run the self-check until it passes: .build/debug/workbook author check --exercise \(id)",
        ], in: session)
    }
}

/// `author record`: record reference frames from the solutions.
public struct RecordCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "record", abstract: "Record the reference frames (goldens) from Solutions/.")
    @OptionGroup var selection: ExerciseSelection
    @Flag(help: "Only record goldens that are missing.") var missingOnly = false
    public init() {}

    public func run(in session: Session) throws {
        if GoldenRecordMode.isCI(ProcessInfo.processInfo.environment) {
            throw CommandError("Goldens are never recorded on CI: a recorded reference must be looked at before it is committed.")
        }
        let checker = try session.checker()
        var failures = 0
        for entry in try selection.entries(session) {
            var options = Checker.Options()
            options.variant = .solution
            options.grading.recordMode = missingOnly ? .missing : .all
            options.saveFrames = false
            let outcome = checker.check(entry, options: options)
            let ok = outcome.report.status == .pass
            if !ok { failures += 1 }
            session.output.line("\(ok ? session.style.pass : session.style.fail) \(entry.exercise.id): \(outcome.report.tests.count) checks\(ok ? "" : " — the solution does not pass:")")
            if !ok { Presenter(session: session).showOutcome(outcome, entry: entry, verbose: false) }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}

/// `author check`: every grader passes on its solution and fails on its pristine stub; every
/// file, section, hint and TODO the manifest promises exists.
public struct SelfCheckCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "check", abstract: "Self-check the lessons: solutions pass, stubs fail, fixtures get their verdicts, files and texts exist.")
    @OptionGroup var selection: ExerciseSelection
    @Flag(help: "Skip building and grading (only the static checks).") var staticOnly = false
    @Flag(help: "Only compile the code that hints, chapter texts and graders offer as fixes, each pasted into its TODO's place in the solution.") var snippetsOnly = false
    public init() {}

    public func run(in session: Session) throws {
        let check = SelfCheck(session: session)
        let entries = try selection.entries(session)
        let problems = snippetsOnly ? check.fixSnippetProblems(entries, builder: try session.checker().builder)
            : try check.run(entries: entries, grade: !staticOnly)
        if !snippetsOnly {
            // Not problems (English is shown meanwhile), but work to do.
            for (language, texts, hints, messages) in check.untranslated() {
                let what = (texts.isEmpty ? [] : ["chapter texts: \(texts.joined(separator: ", "))"]) + (hints.isEmpty ? [] : ["hints: \(hints.joined(separator: ", "))"])
                    + (messages.isEmpty ? [] : ["messages: \(messages.joined(separator: ", "))"])
                session.output.line(session.style.dim("\(language.rawValue): " + (what.isEmpty ? "every chapter text, hint and message is translated." : "untranslated " + what.joined(separator: "; ") + ".")))
            }
        }
        if problems.isEmpty {
            session.output.line(session.style.green(snippetsOnly ? "Every fix snippet compiles in its place (\(check.fixSnippets(entries).count) of them)." : "Self-check passed."))
        } else {
            for p in problems { session.output.line("\(session.style.fail) \(p)") }
            throw ExitCode(1)
        }
    }
}

/// `author fixtures`: grade the mistake fixtures and correct alternatives, and say which verdicts
/// are not the expected ones.
public struct FixturesCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "fixtures",
        abstract: "Grade the learner-style fixtures in Tests/Fixtures: each mistake must fail with its cause, each alternative pass.")
    @OptionGroup var selection: ExerciseSelection
    @Option(help: "Only the fixtures whose name contains this.") var name: String?
    @Flag(name: .shortAndLong, help: "Show every check's verdict and message.") var verbose = false
    @Flag(help: "Keep the frames each fixture draws in .workbook/runs (for `play` and `diff`).") var keepFrames = false
    @Flag(help: "Show each check's transition trace (with --verbose).") var trace = false
    @Flag(help: "Only the fixtures the test command leaves out (\"extended\": true in expect.json), as Scripts/test-fixtures grades them.") var extended = false
    public init() {}

    public func run(in session: Session) throws {
        let ids = Set(try selection.entries(session).map(\.exercise.id))
        let fixtures = try Fixture.all(in: session.workspace, catalog: session.catalog)
            .filter { ids.contains($0.entry.exercise.id) && (name.map($0.name.contains) ?? true) && (!extended || $0.isExtended) }
        guard !fixtures.isEmpty else { throw CommandError("No fixtures match (they live in Tests/Fixtures/<chapter>/<exercise>/<name>/).") }
        var run = FixtureRun(checker: try session.checker())
        run.options.saveFrames = keepFrames
        run.options.grading.includeTrace = trace
        let output = session.output, style = session.style, verbose = verbose
        let verdicts = run.run(fixtures) { verdict in
            let (fixture, outcome, problem) = (verdict.fixture, verdict.outcome, verdict.problem)
            let expected = fixture.expectation.verdict == .pass ? "pass" : "fail: \(fixture.expectation.cause?.rawValue ?? "?")"
            output.line("\(problem == nil ? style.pass : style.fail) \(fixture) (\(expected))")
            if let problem, !verbose { output.line("    " + problem) }
            if verbose {
                for test in outcome.report.tests {
                    output.line("    \(test.status.rawValue) \(test.id)\(test.cause.map { " [\($0.rawValue)]" } ?? "")\(test.message.map { ": " + $0 } ?? "")")
                    for line in test.trace ?? [] { output.line(style.dim("        " + line)) }
                }
                if let message = outcome.report.message { output.line("    " + message) }
            }
        }
        let wrong = verdicts.filter { $0.problem != nil }.count
        let builds = verdicts.map(\.outcome.buildSeconds).reduce(0, +), grading = verdicts.map(\.outcome.gradeSeconds).reduce(0, +)
        let exercises = Set(fixtures.map(\.entry.exercise.id)).count
        session.output.line(String(format: "Built in %.1f s and graded in %.1f s in all (%@ side by side, %d at a time).",
                                   builds, grading, "\(exercises) exercise\(exercises == 1 ? "" : "s")", run.workers))
        session.output.line("\(fixtures.count - wrong) of \(fixtures.count) fixtures get the expected verdict.")
        if wrong > 0 { throw ExitCode(1) }
    }
}

/// `author benchmark`: edit → verdict time, in a scratch copy of the checkout.
public struct BenchmarkCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "benchmark", abstract: "Measure edit → verdict: edit a lesson file and check, N times (in a scratch copy; your files are untouched).")
    @Option(help: "How many edit-and-check rounds per exercise.") var runs = 10
    @Option(help: "The exercise to check (default: the first).") var exercise: String?
    @Flag(help: "Every exercise, one after the other.") var all = false
    @Option(help: "Grader processes per check, 1 or 2 (default: as for a learner, two on a machine with two cores or more).") var graders: Int?
    public init() {}

    public func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
        guard graders.map({ (1...2).contains($0) }) ?? true else { throw ValidationError("--graders must be 1 or 2.") }
        guard !(all && exercise != nil) else { throw ValidationError("Give an exercise or --all, not both.") }
    }

    public func run(in session: Session) throws {
        let entries = all ? session.catalog.entries : [try exercise.map(session.entry(named:)) ?? session.catalog.entries[0]]
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("workbook-bench-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: scratch) }
        for part in ["Lessons", "Stubs", "Solutions", "Tests/Goldens"] {
            let target = scratch.appendingPathComponent(part)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: session.workspace.root.appendingPathComponent(part), to: target)
        }
        let workspace = Workspace(root: scratch)
        guard let toolchain = session.toolchain else { throw CommandError("The workbook's build was not found.") }
        let checker = Checker(workspace: workspace, catalog: session.catalog, builder: LessonBuilder(modulesDirectory: toolchain.modules), grader: GraderProcess(executable: toolchain.executable))
        session.output.line("edit → verdict, \(runs) edits per exercise after a first check, frames kept as for a learner (\(ProcessInfo.processInfo.activeProcessorCount) cores):")
        session.output.line("  exercise          first  median     p90    build   grade  scratch  ratio  same-second  graders")
        var worst = (median: 0.0, p90: 0.0, ratio: 0.0)
        for entry in entries {
            // Every file of the chapter solved: a later exercise builds on the earlier ones.
            for file in workspace.editableFiles(entry.chapter) {
                try? fm.removeItem(at: workspace.lessonFile(entry.chapter, file))
                try fm.copyItem(at: workspace.solutionFile(entry.chapter, file), to: workspace.lessonFile(entry.chapter, file))
            }
            let edited = workspace.lessonFile(entry.chapter, entry.exercise.files[0])
            var totals: [Double] = [], builds: [Double] = [], grades: [Double] = [], scratches: [Double] = []
            var first = 0.0, sameSecond = 0, lastBuildStart = Date.distantPast, twoGraders = 0
            // Round 0 is the first check of a session (the chapter's build folder is filled);
            // rounds 1… are the learner's loop: save, check. Each round is followed by a
            // from-scratch whole-module build of the same chapter, so both see the same load.
            for i in 0...runs {
                let text = try String(contentsOf: edited, encoding: .utf8)
                try (text + "\n// benchmark edit \(i)\n").write(to: edited, atomically: true, encoding: .utf8)
                // An edit saved in the same second as the build before it must still be graded.
                if Int(Date().timeIntervalSince1970) == Int(lastBuildStart.timeIntervalSince1970) { sameSecond += 1 }
                let start = Date()
                lastBuildStart = start
                var options = Checker.Options()
                options.graders = graders
                let outcome = checker.check(entry, options: options)
                let total = Date().timeIntervalSince(start)
                guard outcome.report.status == .pass else {
                    throw CommandError("The benchmark's check of \(entry.exercise.id) did not pass (\(outcome.report.status)): \(outcome.report.tests.first { $0.status != .pass }?.message ?? outcome.report.message ?? "")")
                }
                let scratchStart = Date()
                let oneShot = scratch.appendingPathComponent("from-scratch-\(entry.exercise.id)-\(i)")
                guard case .built = try checker.builder.build(entry.chapter, in: workspace, variant: .lesson, directory: oneShot) else {
                    throw CommandError("The from-scratch build of \(entry.chapter.id) failed.")
                }
                try? fm.removeItem(at: oneShot)
                if i == 0 { first = total; continue }
                if outcome.graders == 2 { twoGraders += 1 }
                totals.append(total)
                builds.append(outcome.buildSeconds)
                grades.append(outcome.gradeSeconds)
                scratches.append(Date().timeIntervalSince(scratchStart))
            }
            func quantile(_ v: [Double], _ q: Double) -> Double { let s = v.sorted(); return s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded(.up)))] }
            func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }
            func f(_ x: Double) -> String { String(format: "%.3f", x) }
            let ratio = median(totals) / max(median(scratches), 0.001)
            worst = (max(worst.median, median(totals)), max(worst.p90, quantile(totals, 0.9)), max(worst.ratio, ratio))
            session.output.line("  " + entry.exercise.id.padding(toLength: 16, withPad: " ", startingAt: 0)
                                + "  \(f(first))  \(f(median(totals)))   \(f(quantile(totals, 0.9)))   \(f(median(builds)))   \(f(median(grades)))   \(f(median(scratches)))   \(String(format: "%.2f", ratio))   \(sameSecond) of \(runs + 1)       2 in \(twoGraders) of \(runs)")
        }
        session.output.line("slowest: median \(String(format: "%.3f", worst.median)) s, p90 \(String(format: "%.3f", worst.p90)) s, \(String(format: "%.2f", worst.ratio)) × a from-scratch build (goal: 0.5 s, 0.7 s, 0.75 ×).")
        session.output.line("first: the first check of a session (it builds the whole chapter); scratch: a whole-module build of the chapter from nothing, after each check; graders: checks graded in two processes.")
    }
}
