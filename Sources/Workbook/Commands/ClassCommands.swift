import ArgumentParser
import Foundation
import Grading

// A class graded on the CI it already has: `check --all` for every exercise at once,
// `classroom init` for GitHub Classroom, `report` for the teacher's table (README, "Teaching a class").

extension CheckCommand {
    /// `check --all`: every exercise (or those `--exercises` names), one line each, each
    /// chapter built once; `--json` prints a `ResultsDocument`.
    func runAll(in session: Session) throws {
        let entries = try Self.selection(exercises, in: session)
        let s = session.style
        let checker = try session.checker()
        let chapters = Dictionary(grouping: entries, by: \.chapter.id)
        let order = entries.map(\.chapter.id).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !json {
            session.output.line(s.bold("Checking \(entries.count) exercise\(entries.count == 1 ? "" : "s")") + s.dim(order.count == 1 ? "" : " in \(order.count) chapters"))
        }
        let column = min(entries.map(\.exercise.id.count).max() ?? 0, 24) + 2
        var reports: [GradeReport] = []
        let cancellation = GraderProcess.Cancellation()
        for chapter in order {
            let group = chapters[chapter] ?? []
            let spinner = !json && isatty(STDOUT_FILENO) == 1 && session.output is StandardOutput ? Spinner(label: "Checking \(chapter)") : nil
            spinner?.start()
            let outcomes = session.interrupts.whileRunning(onInterrupt: { cancellation.cancel() }) {
                checker.check(group, cancellation: cancellation)
            }
            spinner?.stop()
            if cancellation.isCancelled { throw CommandError("Check cancelled.", exitCode: 130) }
            for (entry, outcome) in zip(group, outcomes) {
                Self.record(outcome, for: entry, in: session)
                reports.append(outcome.report.localized(session.catalogue))
                if !json { session.output.line(Self.line(outcome.report, entry: entry, column: column, style: s)) }
            }
        }
        let document = ResultsDocument(exercises: reports)
        if json {
            session.output.line(try Self.jsonText(document))
        } else {
            let summary = document.summary
            var parts = ["\(summary.passed) pass"]
            if summary.failed > 0 { parts.append("\(summary.failed) fail") }
            if summary.errored > 0 { parts.append("\(summary.errored) cannot be graded") }
            let total = "\(summary.exercises) exercise\(summary.exercises == 1 ? "" : "s"): " + parts.joined(separator: ", ") + "."
            session.output.line(document.status == .pass ? s.green(s.bold(total)) : total)
            if document.status != .pass { session.output.line(s.dim("`check <id>` explains an exercise in full.")) }
        }
        switch document.status {
        case .pass: return
        case .fail: throw ExitCode(1)
        case .error: throw ExitCode(2)
        }
    }

    /// One exercise's line: its mark, id and title when it passed; else the first failing
    /// check and the first sentence of why, or the first compile error; cut to the window.
    static func line(_ report: GradeReport, entry: Catalog.Entry, column: Int, style s: TerminalStyle) -> String {
        let mark = report.status == .pass ? s.pass : (report.status == .fail ? s.fail : s.error)
        let id = entry.exercise.id.padding(toLength: max(column, entry.exercise.id.count + 1), withPad: " ", startingAt: 0)
        let renderer = MarkdownRenderer(style: s)
        let detail: String
        if report.status == .pass {
            detail = s.dim(entry.exercise.title)
        } else if let first = report.tests.first(where: { $0.status != .pass }) {
            let passed = report.tests.filter { $0.status == .pass }.count
            detail = s.dim("\(passed)/\(report.tests.count) · ") + first.name + ": " + renderer.inline(Presenter.firstSentence(first.message ?? ""))
        } else if let error = report.compileErrors?.first {
            detail = "does not compile: " + s.cyan("\((error.file as NSString).lastPathComponent):\(error.line)") + " " + error.message
        } else {
            detail = (report.message ?? "could not be graded").split(separator: "\n").first.map(String.init) ?? ""
        }
        return Presenter.truncated("  \(mark) \(id)" + detail, width: s.width)
    }

    /// The exercises `--exercises` names (ids, chapter ids for all of a chapter's, or numbers),
    /// in the workbook's order; every exercise without it.
    package static func selection(_ list: String?, in session: Session) throws -> [Catalog.Entry] {
        let catalog = session.catalog
        guard let list else { return catalog.entries }
        var chosen = Set<String>()
        for word in list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) {
            if let entry = catalog.entry(word) {
                chosen.insert(entry.exercise.id)
            } else if let chapter = catalog.chapter(word) {
                chosen.formUnion(chapter.exercises.map(\.id))
            } else {
                chosen.insert(try session.entry(named: word).exercise.id)
            }
        }
        guard !chosen.isEmpty else { throw CommandError("--exercises names no exercise: give ids separated by commas (`--exercises fade,flip-present`).") }
        return catalog.entries.filter { chosen.contains($0.exercise.id) }
    }
}

/// `classroom`: a class graded by GitHub Classroom.
public struct ClassroomCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "classroom",
        abstract: "Grade a class with GitHub Classroom (`classroom init` writes the workflow).",
        subcommands: [ClassroomInitCommand.self])
    public init() {}
}

/// `classroom init`: writes `.github/workflows/classroom.yml`.
public struct ClassroomInitCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write .github/workflows/classroom.yml: GitHub Classroom checks each exercise on every push.",
        discussion: "Commit the file to the assignment's template repository. Each exercise is a test worth --points; README.md, \"Teaching a class\", walks through the rest.")

    @Option(help: ArgumentHelp("The exercises of the assignment, by id or chapter, separated by commas (default: all).", valueName: "ids")) public var exercises: String?
    @Option(help: "Points per exercise.") public var points = 1
    @Option(help: ArgumentHelp("A container image holding the workbook built (from the repository's Dockerfile): no build in the students' repositories.", valueName: "image")) public var image: String?
    @Flag(help: "Replace the file if it is there.") public var force = false
    @Flag(help: "Print the workflow instead of writing it.") public var print = false

    public init() {}

    public func validate() throws {
        guard points >= 1 else { throw ValidationError("--points must be 1 or more.") }
        if let image, image.isEmpty || image.contains(where: { $0.isWhitespace }) {
            throw ValidationError("--image names a container image, such as ghcr.io/my-class/transitions-workbook:2026.")
        }
    }

    public func run(in session: Session) throws {
        let entries = try CheckCommand.selection(exercises, in: session)
        let workflow = ClassroomWorkflow(exercises: entries.map { ($0.exercise.id, $0.exercise.title) }, points: points,
                                         allExercises: entries.count == session.catalog.entries.count, image: image)
        let text = workflow.yaml()
        if print {
            session.output.write(text)
            return
        }
        let url = session.workspace.root.appendingPathComponent(ClassroomWorkflow.path)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw CommandError("\(ClassroomWorkflow.path) is there already; `classroom init --force` replaces it (`--print` shows the new one).")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        let s = session.style
        session.output.line("Wrote \(s.cyan(ClassroomWorkflow.path)): \(entries.count) exercise\(entries.count == 1 ? "" : "s"), \(points) point\(points == 1 ? "" : "s") each (\(entries.count * points) in all).")
        session.output.line("Commit it to the assignment's template repository: each push of a student is then graded, and the scores appear in GitHub Classroom.")
    }
}

/// `report`: a class's results files as one table.
public struct ReportCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Turn a class's results files (`check --all --json`) into one table, as Markdown or CSV.",
        discussion: "Each file is one student's, named after the file (a file named results.json after its folder). A file that cannot be read is skipped with a message. docs/RESULTS.md describes the files.")

    public enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, csv }
    public enum Grouping: String, ExpressibleByArgument, CaseIterable { case exercise, student }

    @Argument(help: ArgumentHelp("Results files, or folders of them.", valueName: "files")) public var paths: [String] = []
    @Option(help: "markdown or csv.") public var format: Format = .markdown
    @Option(help: "With --format csv: a row per exercise, or per student and exercise.") public var by: Grouping = .exercise
    @Option(help: ArgumentHelp("Write the table to this file instead of printing it.", valueName: "file")) public var output: String?

    public init() {}

    public func run(in session: Session) throws {
        guard !paths.isEmpty else { throw CommandError("Name the results files: `report results/*.json` (or a folder of them).") }
        var files: [URL] = []
        for path in paths {
            let url = session.resolvedPath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                warn("Skipped \(path): there is no such file.", in: session)
                continue
            }
            if isDirectory.boolValue {
                let found = Self.resultsFiles(in: url)
                if found.isEmpty { warn("Skipped \(path): the folder holds no .json files.", in: session) }
                files += found
            } else {
                files.append(url)
            }
        }
        var students: [ClassReport.Student] = []
        var names = Set<String>()
        for file in files {
            do {
                let results = try ResultsDocument.read(file)
                var name = Self.studentName(file)
                // Two files of one name (a/results.json, b/results.json under one folder name): keep both.
                var n = 2
                while names.contains(name) { name = "\(Self.studentName(file)) (\(n))"; n += 1 }
                names.insert(name)
                students.append(ClassReport.Student(name: name, results: results))
            } catch let error as ResultsDocument.ReadError {
                warn("Skipped \(Self.shown(file, in: session)): it \(error.description).", in: session)
            }
        }
        guard !students.isEmpty else {
            throw CommandError("No results to report: \(files.isEmpty ? "no file was given" : "none of the \(files.count) file\(files.count == 1 ? "" : "s") could be read"). Each student's is what `workbook check --all --json` prints.")
        }
        let report = ClassReport(students: students, order: session.catalog.entries.map { ($0.exercise.id, $0.exercise.title) })
        let text = format == .csv ? report.csv(byStudent: by == .student) : report.markdown()
        if let output {
            let url = session.resolvedPath(output)
            try Data(text.utf8).write(to: url, options: .atomic)
            session.output.line("Wrote \(output): \(students.count) student\(students.count == 1 ? "" : "s"), \(report.rows.count) exercise\(report.rows.count == 1 ? "" : "s").")
        } else {
            session.output.write(text)
        }
    }

    /// The `.json` files in a folder and its subfolders, by path.
    static func resultsFiles(in folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    /// A student's name from their file: `ada.json` → ada; `ada/results.json` → ada.
    static func studentName(_ file: URL) -> String {
        let base = file.deletingPathExtension().lastPathComponent
        let generic = ["results", ResultsDocument.formatName, (ClassroomWorkflow.resultsFile as NSString).deletingPathExtension]
        if generic.contains(base) {
            let folder = file.deletingLastPathComponent().lastPathComponent
            if !folder.isEmpty, folder != "/" { return folder }
        }
        return base
    }

    static func shown(_ file: URL, in session: Session) -> String {
        let base = (session.resolvedPath(".").path as NSString).standardizingPath + "/"
        return file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
    }

    /// A skipped file: said on standard error when the table goes to standard output.
    func warn(_ message: String, in session: Session) {
        if session.output is StandardOutput {
            FileHandle.standardError.write(Data((session.style.yellow(message) + "\n").utf8))
        } else {
            session.output.line(message)
        }
    }
}
