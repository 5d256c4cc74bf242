import Foundation
import Grading
import Expectations
import Testing
import TestSupport
import Workbook

/// A class graded on CI: `check --all`, `check --submission`, `classroom init`, `report` and
/// `bin/run.sh` (README, "Teaching a class"; docs/RESULTS.md).
@Suite(.serialized)
struct CheckAllTests {
    @Test func everyExerciseNamedGetsOneLineAndTheTotalSaysHowMany() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.solve("fade")
        let result = try f.run("check --all --exercises flip-card,fade")
        expectEqual(result.exitCode, 1, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "Checking 4 exercises in 2 chapters")
        // The workbook's order, whatever the order asked; a pass shows the title, a failure the
        // first failing check and the first sentence of why.
        let marks = lines.dropFirst().prefix(4).map { String($0.prefix(18)) }
        expectEqual(marks, ["  ✓ fade          ", "  ✗ flip-present  ", "  ✗ flip-dismiss  ", "  ✗ flip-swipe    "])
        #expect(lines[1].contains("Fade the detail screen in and out"), "\(lines[1])")
        #expect(lines[2].contains("0/3 · card flips over and grows: UIKit asked your delegate"), "\(lines[2])")
        for line in lines { expectLessOrEqual(line.count, 100, "the session's window is 100 columns: \(line)") }
        #expect(result.output.contains("4 exercises: 1 pass, 3 fail."), "\(result.output)")
        // What passed is in the progress, as after `check`; the current exercise stays.
        #expect(f.reopened().progress.hasPassed("fade"))
        expectNil(f.reopened().progress.current)

        // With --json: every exercise's report and a summary.
        let json = try f.run("check --all --json --exercises fade,flip-present")
        try Self.expectResults(json)
    }

    static func expectResults(_ result: (output: String, exitCode: Int32)) throws {
        expectEqual(result.exitCode, 1)
        let data = Data(result.output.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(result.output)")
        expectEqual(object["format"] as? String, "transitions-workbook-results")
        expectEqual(object["version"] as? Int, 1)
        expectEqual(object["status"] as? String, "fail")
        let summary = try #require(object["summary"] as? [String: Int])
        expectEqual(summary, ["exercises": 2, "passed": 1, "failed": 1, "errored": 0])
        let document = try JSONDecoder().decode(ResultsDocument.self, from: data)
        expectEqual(document.exercises.map(\.exercise), ["fade", "flip-present"])
        expectEqual(document.exercises.map(\.status), [.pass, .fail])
        // Each report is what `check <id> --json` prints.
        expectEqual(document.exercises[1].tests.first?.cause, .animatorNotReturned)
        expectEqual(ResultsDocument.reason(document.exercises[1]), "animatorNotReturned")
        expectNil(ResultsDocument.reason(document.exercises[0]))
    }

    @Test func aChapterThatDoesNotCompileFailsItsExercisesAndTheRestAreGraded() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.patch("flip-card", "CardViewController+Transitioning.swift", replacing: "import UIKit", with: "import UIKit\nlet broken: Int = \"text\"")
        let result = try f.run("check --all --exercises fade,flip-card")
        expectEqual(result.exitCode, 2, "a chapter that does not build: \(result.output)")
        let flips = result.output.split(separator: "\n").filter { $0.contains("flip-") }
        expectEqual(flips.count, 3)
        for line in flips { #expect(line.hasPrefix("  ! flip-") && line.contains("does not compile: CardViewController+Transitioning.swift:2"), "\(line)") }
        #expect(result.output.contains("  ✗ fade"), "the chapter that builds is graded: \(result.output)")
        #expect(result.output.contains("4 exercises: 0 pass, 1 fail, 3 cannot be graded."), "\(result.output)")
        let json = try f.run("check --all --json --exercises flip-present,flip-dismiss")
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(json.output.utf8))
        expectEqual(document.status, .error)
        expectEqual(document.exercises.map { ResultsDocument.reason($0) }, ["compileError", "compileError"])
        expectEqual(document.exercises.map { $0.compileErrors?.first?.line }, [2, 2])
    }

    @Test func badSelectionsSayWhatIsWrong() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let unknown = try f.run("check --all --exercises fade,flip-presnt")
        expectEqual(unknown.exitCode, 2)
        #expect(unknown.output.contains("There is no exercise or chapter \"flip-presnt\". Did you mean \"flip-present\"?"), "\(unknown.output)")
        let empty = try f.run("check --all --exercises ,")
        #expect(empty.output.contains("--exercises names no exercise"), "\(empty.output)")
        let both = try f.run("check fade --all")
        expectEqual(both.exitCode, 64)
        #expect(both.output.contains("Give an exercise id or --all, not both."), "\(both.output)")
        // With --json the error is JSON too, for the program that reads it.
        let json = try f.run("check nope --json")
        expectEqual(json.exitCode, 2)
        let report = try JSONDecoder().decode(GradeReport.self, from: Data(json.output.utf8))
        expectEqual(report.status, .error)
        expectEqual(report.message?.contains("There is no exercise or chapter \"nope\"."), true)
    }

    @Test func aSubmissionIsGradedInPlaceOfTheLessonsAndLeavesTheProgressAlone() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let folder = f.scratch.workspace.root.appendingPathComponent("submission")
        // A whole checkout handed in: the files under Lessons/00-fade are the ones graded.
        let lessons = folder.appendingPathComponent("Lessons/00-fade")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Solutions/00-fade"), withIntermediateDirectories: true)
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        for file in chapter.exercises[0].files {
            try FileManager.default.copyItem(at: f.scratch.workspace.solutionFile(chapter, file), to: lessons.appendingPathComponent(file))
            try FileManager.default.copyItem(at: f.scratch.workspace.stubFile(chapter, file), to: folder.appendingPathComponent("Solutions/00-fade/\(file)"))
        }
        let passing = try f.run("check fade --submission \(folder.path)")
        expectEqual(passing.exitCode, 0, "\(passing.output)")
        #expect(passing.output.contains("All 3 checks pass."))
        #expect(!f.reopened().progress.hasPassed("fade"), "someone else's code passed, not the learner's")
        let missing = try f.run("check fade --submission \(f.scratch.workspace.root.appendingPathComponent("Stubs").path)/none")
        expectEqual(missing.exitCode, 2)
        #expect(missing.output.contains("There is no folder"), "\(missing.output)")
        let empty = f.scratch.workspace.root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try f.run("check fade --submission \(empty.path)")
        #expect(none.output.contains("holds none of fade's files (FadeAnimator.swift, GalleryViewController+Transitioning.swift)"), "\(none.output)")
    }

    @Test func theRunnerScriptWritesResultsForAPassAFailAndAMistake() throws {
        let toolchain = try #require(TestWorkspace.toolchain)
        let script = TestWorkspace.repository.appendingPathComponent("bin/run.sh")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("run-sh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        func run(_ exercise: String, _ input: URL) throws -> (status: Int32, results: [String: Any], text: String) {
            let output = scratch.appendingPathComponent("out-\(UUID().uuidString.prefix(6))")
            var environment = ProcessInfo.processInfo.environment
            environment["WORKBOOK_BINARY"] = toolchain.executable.path
            environment["TMPDIR"] = scratch.path
            let result = try ChildProcess.run([script.path, exercise, input.path, output.path], environment: environment, directory: scratch, timeout: 300)
            let text = (try? String(contentsOf: output.appendingPathComponent("results.json"), encoding: .utf8)) ?? ""
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
            return (result.status, object, text + result.text)
        }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let repository = TestWorkspace.repository
        let passing = try run("fade", repository.appendingPathComponent("Solutions/00-fade"))
        expectEqual(passing.status, 0, "\(passing.text)")
        expectEqual(passing.results["status"] as? String, "pass", "\(passing.text)")
        expectEqual(passing.results["version"] as? Int, 2)
        expectEqual((passing.results["tests"] as? [[String: Any]])?.count, 3)
        let failing = try run("fade", repository.appendingPathComponent("Stubs/00-fade"))
        expectEqual(failing.status, 0, "a verdict was written: \(failing.text)")
        expectEqual(failing.results["status"] as? String, "fail", "\(failing.text)")
        let first = try #require((failing.results["tests"] as? [[String: Any]])?.first)
        expectEqual(first["status"] as? String, "fail")
        expectEqual(first["cause"] as? String, "animatorNotReturned")
        #expect((first["message"] as? String)?.isEmpty == false)
        let unknown = try run("fde", repository.appendingPathComponent("Stubs/00-fade"))
        expectEqual(unknown.status, 0)
        expectEqual(unknown.results["status"] as? String, "error", "\(unknown.text)")
        #expect((unknown.results["message"] as? String)?.contains("Did you mean \"fade\"?") == true, "\(unknown.text)")
        // Nothing is left in the temporary folder but the outputs (and the module cache).
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { !$0.hasPrefix("out-") && $0 != "workbook-cache" }
        expectEqual(left, [])
    }
}

@Suite
struct ClassroomWorkflowTests {
    @Test func theWorkflowHasTheStepsClassroomNeedsAndEachCommandIsTheWorkbooks() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("classroom init --points 2")
        expectEqual(result.exitCode, 0, "\(result.output)")
        let ids = f.scratch.catalog.entries.map(\.exercise.id)
        #expect(result.output.contains("Wrote .github/workflows/classroom.yml: \(ids.count) exercises, 2 points each (\(ids.count * 2) in all)."), "\(result.output)")
        let text = try String(contentsOf: f.scratch.workspace.root.appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
        let yaml = try MiniYAML.parse(text)
        #expect(yaml["on"]?.list?.compactMap(\.string).contains("push") == true)
        expectEqual(yaml["permissions"]?["checks"]?.string, "write")
        let job = try #require(yaml["jobs"]?["run-autograding-tests"])
        expectEqual(job["runs-on"]?.string, "ubuntu-latest")
        expectEqual(job["container"]?.string, "swift:\(ClassroomWorkflow.swiftVersion)-noble")
        let steps = try #require(job["steps"]?.list)
        expectEqual(steps.first?["uses"]?.string, "actions/checkout@v4")
        let runs = steps.compactMap { $0["run"]?.string }
        #expect(runs.contains("Scripts/install-dependencies"), "libedit-dev is installed: \(runs)")
        // The cached build is keyed on the workbook's sources and toolchain, not on the lessons.
        let cache = try #require(steps.first { $0["uses"]?.string == "actions/cache@v4" })
        expectEqual(cache["with"]?["path"]?.string, ".build")
        let key = cache["with"]?["key"]?.string ?? ""
        #expect(key.contains("swift-\(ClassroomWorkflow.swiftVersion)") && key.contains("hashFiles(") && key.contains("'Sources/**'") && key.contains("'Tests/Graders/**'"), "\(key)")
        #expect(!key.contains("Lessons"), "\(key)")
        // The files dated after checkout are those the launcher compares with its last build.
        let launcher = try String(contentsOf: TestWorkspace.repository.appendingPathComponent("workbook"), encoding: .utf8)
        let inputs = ClassroomWorkflow.buildInputs.joined(separator: " ")
        #expect(launcher.contains("find \(inputs) -newer"), "the launcher's freshness test names other files than \(inputs)")
        #expect(runs.contains { $0.hasPrefix("find \(inputs) -exec touch") }, "\(runs)")
        #expect(runs.contains("./workbook --help > /dev/null"))
        // One grader step per exercise, in order, with its points; its command is `check <id>`.
        let graders = steps.filter { $0["uses"]?.string == "classroom-resources/autograding-command-grader@v1" }
        expectEqual(graders.map { $0["id"]?.string ?? "" }, ids)
        for (step, id) in zip(graders, ids) {
            let with = try #require(step["with"])
            expectEqual(with["max-score"]?.string, "2")
            expectGreater(Int(with["timeout"]?.string ?? "") ?? 0, 0)
            #expect(with["test-name"]?.string?.hasPrefix("\(id): ") == true)
            let command = try #require(with["command"]?.string)
            let parsed = try #require(try Self.parsed(command) as? CheckCommand, "\(command)")
            expectEqual(parsed.exercise, id)
        }
        // The results for `report`, then the reporter, which reads each step's result.
        let results = try #require(runs.first { $0.contains("--all") })
        let command = String(results.prefix { $0 != ">" })
        let all = try #require(try Self.parsed(command) as? CheckCommand, "\(command)")
        #expect(all.all && all.json)
        expectEqual(try CheckCommand.selection(all.exercises, in: f.session).map(\.exercise.id), ids)
        expectNil(all.exercises, "all of them: the command names none")
        let reporter = try #require(steps.last)
        expectEqual(reporter["uses"]?.string, "classroom-resources/autograding-grading-reporter@v1")
        expectEqual(reporter["with"]?["runners"]?.string, ids.joined(separator: ","))
        for id in ids { expectEqual(reporter["env"]?["\(id.uppercased())_RESULTS"]?.string, "${{steps.\(id).outputs.result}}") }
    }

    @Test func anAssignmentCoversSomeExercisesAndAFileThereIsKept() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let printed = try f.run("classroom init --exercises fade,flip-card --print")
        let yaml = try MiniYAML.parse(printed.output)
        let steps = try #require(yaml["jobs"]?["run-autograding-tests"]?["steps"]?.list)
        expectEqual(steps.compactMap { $0["id"]?.string }, ["fade", "flip-present", "flip-dismiss", "flip-swipe"])
        #expect(steps.compactMap { $0["run"]?.string }.contains { $0.hasPrefix("./workbook check --all --json --exercises fade,flip-present,flip-dismiss,flip-swipe > ") })
        #expect(!FileManager.default.fileExists(atPath: f.scratch.workspace.root.appendingPathComponent(".github").path), "--print writes nothing")
        expectEqual(try f.run("classroom init --exercises fade").exitCode, 0)
        let again = try f.run("classroom init")
        expectEqual(again.exitCode, 2)
        #expect(again.output.contains(".github/workflows/classroom.yml is there already; `classroom init --force` replaces it"), "\(again.output)")
        expectEqual(try f.run("classroom init --force").exitCode, 0)
        let zero = try f.run("classroom init --points 0 --print")
        #expect(zero.output.contains("--points must be 1 or more."), "\(zero.output)")
    }

    @Test func withAPrebuiltImageNothingIsBuiltAndTheImagesWorkbookChecks() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let image = "ghcr.io/my-class/transitions-workbook:2026"
        let printed = try f.run("classroom init --exercises fade,pop-open --image \(image) --print")
        let yaml = try MiniYAML.parse(printed.output)
        let job = try #require(yaml["jobs"]?["run-autograding-tests"])
        expectEqual(job["container"]?.string, image)
        let steps = try #require(job["steps"]?.list)
        #expect(!steps.contains { $0["uses"]?.string == "actions/cache@v4" }, "nothing to cache")
        let runs = steps.compactMap { $0["run"]?.string }
        #expect(!runs.contains { $0.contains("./workbook") || $0.contains("install-dependencies") }, "\(runs)")
        let commands = steps.compactMap { $0["with"]?["command"]?.string }
        expectEqual(commands, ["workbook check fade", "workbook check pop-open"])
        for command in commands { #expect(try Self.parsed(command) is CheckCommand) }
        // The image's warmed compiler cache, at the path the Dockerfile made it at.
        let dockerfile = try String(contentsOf: TestWorkspace.repository.appendingPathComponent("Dockerfile"), encoding: .utf8)
        let cache = try #require(job["env"]?["XDG_CACHE_HOME"]?.string)
        #expect(dockerfile.contains("echo \(cache) > \(cache)/.made-at"), "the Dockerfile warms \(cache)")
        let copy = try #require(runs.first { $0.hasPrefix("cp -R ") })
        let seed = copy.split(separator: " ")[2]
        #expect(dockerfile.contains("WORKBOOK_MODULE_CACHE_SEED=\(seed)"), "\(copy)")
        #expect(dockerfile.contains("/usr/local/bin/workbook"), "the image puts `workbook` on the PATH")
        let bad = try f.run("classroom init --image 'two words' --print")
        #expect(bad.output.contains("--image names a container image"), "\(bad.output)")
    }

    @Test func theReadmeShowsTheWorkflowAsItIsWritten() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let readme = try String(contentsOf: TestWorkspace.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let intro = "For `classroom init --exercises fade --points 10` the whole file is:\n\n```yaml\n"
        let start = try #require(readme.range(of: intro), "README.md, \"Teaching a class\", shows the workflow after: \(intro)")
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[start.upperBound..<end.lowerBound])
        expectEqual(shown, try f.run("classroom init --exercises fade --points 10 --print").output)
    }

    @Test func scalarsAreQuotedWhenYAMLWouldReadThemOtherwise() throws {
        for text in ["plain", "a: b", "'quoted'", "yes", "10", "-dash", "${{ x }}", "it's", "ends:", "#x", "", "find x -exec touch {} +", "a [b]"] {
            let yaml = try MiniYAML.parse("key: \(ClassroomWorkflow.quoted(text))\n")
            expectEqual(yaml["key"]?.string, text)
        }
    }

    static func parsed(_ command: String) throws -> Any {
        let words = command.split(separator: " ").map(String.init)
        try #require(words.first == "./workbook" || words.first == "workbook", "\(command)")
        return try WorkbookCommand.parseAsRoot(Array(words.dropFirst()))
    }
}

@Suite
struct ReportTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func check(_ id: String, _ status: GradeReport.Status, cause: Cause? = nil, passedBefore: Int = 0) -> CheckResult {
        CheckResult(id: "test_\(id)", name: CheckResult.readableName("test_\(id)"), status: status, message: status == .pass ? nil : "Why.", cause: cause, exercise: "x")
    }

    func write(_ document: ResultsDocument, to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(document).write(to: url)
    }

    func report(_ exercise: String, _ status: GradeReport.Status, cause: Cause? = nil) -> GradeReport {
        switch status {
        case .pass: return GradeReport(exercise: exercise, status: .pass, tests: [check("a", .pass), check("b", .pass)])
        case .fail: return GradeReport(exercise: exercise, status: .fail, tests: [check("a", .pass), check("b", .fail, cause: cause)])
        case .error:
            return GradeReport(exercise: exercise, status: .error, message: "The chapter did not compile (1 error).",
                               compileErrors: [CompileError(file: "Lessons/00-fade/FadeAnimator.swift", line: 3, column: 1, message: "oops")], tests: [])
        }
    }

    @Test func anEmptyClassSaysThereIsNothingToReport() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let empty = try folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try f.run("report \(empty.path)")
        expectEqual(result.exitCode, 2)
        #expect(result.output.contains("Skipped \(empty.path): the folder holds no .json files."), "\(result.output)")
        #expect(result.output.contains("No results to report: no file was given."), "\(result.output)")
        let none = try f.run("report")
        #expect(none.output.contains("Name the results files: `report results/*.json`"), "\(none.output)")
    }

    @Test func oneStudentsResultsMakeATable() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(ResultsDocument(exercises: [report("fade", .pass), report("flip-present", .fail, cause: .wrongDuration)]), to: dir.appendingPathComponent("ada.json"))
        let result = try f.run("report \(dir.path)/ada.json")
        expectEqual(result.exitCode, 0, "\(result.output)")
        #expect(result.output.contains("1 student, 2 exercises."), "\(result.output)")
        #expect(result.output.contains("| fade — Fade the detail screen in and out | 1 of 1 | 0 | 0 |  |"), "\(result.output)")
        #expect(result.output.contains("| flip-present — "), "\(result.output)")
        #expect(result.output.contains("| 0 of 1 | 1 | 0 | `wrongDuration` (1) |"), "\(result.output)")
        #expect(result.output.contains("| ada | 1 of 2 | flip-present (`wrongDuration`) |"), "\(result.output)")
    }

    @Test func manyStudentsCountedPerExerciseWithTheMostCommonReasonsAndABadFileSkipped() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(ResultsDocument(exercises: [report("fade", .pass), report("flip-present", .fail, cause: .wrongDuration)]), to: dir.appendingPathComponent("ada.json"))
        try write(ResultsDocument(exercises: [report("fade", .fail, cause: .toViewNeverAdded), report("flip-present", .fail, cause: .completeTransitionNeverCalled)]), to: dir.appendingPathComponent("bo.json"))
        try write(ResultsDocument(exercises: [report("fade", .error), report("flip-present", .fail, cause: .wrongDuration)]), to: dir.appendingPathComponent("cy.json"))
        // One exercise's report (bin/run.sh's results.json), named after its folder.
        let single = try JSONEncoder().encode(report("fade", .pass))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("dee"), withIntermediateDirectories: true)
        try single.write(to: dir.appendingPathComponent("dee/results.json"))
        // Files that are not results: each skipped with the reason.
        try Data("{\"status\": \"pass\", ".utf8).write(to: dir.appendingPathComponent("broken.json"))
        try Data("{\"format\": \"something-else\"}".utf8).write(to: dir.appendingPathComponent("other.json"))
        try Data("{\"status\": \"pass\"}".utf8).write(to: dir.appendingPathComponent("partial.json"))
        try Data().write(to: dir.appendingPathComponent("zero.json"))
        let result = try f.run("report \(dir.path)")
        expectEqual(result.exitCode, 0, "\(result.output)")
        #expect(result.output.contains("Skipped \(dir.path)/broken.json: it is not JSON"), "\(result.output)")
        #expect(result.output.contains("Skipped \(dir.path)/other.json: it is a \"something-else\" file, not the workbook's results."), "\(result.output)")
        #expect(result.output.contains("Skipped \(dir.path)/partial.json: it lacks \"version\"."), "\(result.output)")
        #expect(result.output.contains("Skipped \(dir.path)/zero.json: it is empty."), "\(result.output)")
        #expect(result.output.contains("4 students, 2 exercises."), "\(result.output)")
        #expect(result.output.contains("| 2 of 4 | 1 | 1 | `compileError` (1), `toViewNeverAdded` (1) |"), "\(result.output)")
        #expect(result.output.contains("| 0 of 3 | 3 | 0 | `wrongDuration` (2), `completeTransitionNeverCalled` (1) |"), "\(result.output)")
        #expect(result.output.contains("| dee | 1 of 1 |  |"), "\(result.output)")
        let csv = try f.run("report \(dir.path) --format csv")
        #expect(csv.output.contains("exercise,title,checked,passed,failed,not graded,reasons\r\n"), "\(csv.output)")
        #expect(csv.output.contains("flip-present,Present the pet with a flip,3,0,3,0,wrongDuration: 2; completeTransitionNeverCalled: 1\r\n"), "\(csv.output)")
        let rows = csv.output.components(separatedBy: "\r\n").filter { $0.hasPrefix("fade,") }
        expectEqual(rows, ["fade,Fade the detail screen in and out,4,2,1,1,compileError: 1; toViewNeverAdded: 1"])
        let students = try f.run("report \(dir.path) --format csv --by student")
        #expect(students.output.contains("student,exercise,status,reason,checks passed,checks\r\n"), "\(students.output)")
        #expect(students.output.contains("bo,fade,fail,toViewNeverAdded,1,2\r\n"), "\(students.output)")
        #expect(students.output.contains("cy,fade,error,compileError,0,0\r\n"), "\(students.output)")
        let written = dir.appendingPathComponent("table.md")
        let file = try f.run("report \(dir.path)/ada.json \(dir.path)/bo.json --output \(written.path)")
        #expect(file.output.contains("2 students, 2 exercises."), "\(file.output)")
        #expect(try String(contentsOf: written, encoding: .utf8).hasPrefix("# Class results"))
    }

    @Test func pathsAreTakenFromWhereTheWorkbookWasStarted() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        // `./workbook` moves to the checkout's root; the folder it was started in comes along.
        let from = ["WORKBOOK_INVOKED_FROM": "/home/teacher/class"]
        expectEqual(f.session.resolvedPath("results/ada.json", environment: from).path, "/home/teacher/class/results/ada.json")
        expectEqual(f.session.resolvedPath("../x.json", environment: from).path, "/home/teacher/x.json")
        expectEqual(f.session.resolvedPath("/tmp/y.json", environment: from).path, "/tmp/y.json")
        expectEqual(f.session.resolvedPath("z.json", environment: [:]).path, FileManager.default.currentDirectoryPath + "/z.json")
    }

    @Test func everyCauseHasARowInTheResultsDocumentation() throws {
        let text = try String(contentsOf: TestWorkspace.repository.appendingPathComponent("docs/RESULTS.md"), encoding: .utf8)
        let missing = Cause.allCases.map(\.rawValue).filter { !text.contains("| `\($0)` |") }
        expectEqual(missing, [], "docs/RESULTS.md, \"Causes\", needs a row for each")
    }

    @Test func csvFieldsAreQuotedWhenTheyMustBe() {
        expectEqual(ClassReport.csvField("plain"), "plain")
        expectEqual(ClassReport.csvField("a, b"), "\"a, b\"")
        expectEqual(ClassReport.csvField("say \"hi\""), "\"say \"\"hi\"\"\"")
    }
}

/// Just enough YAML to read the workflow back as GitHub would: block mappings and sequences
/// (a sequence may sit at its key's indentation), plain, single- and double-quoted scalars,
/// comments. What it cannot read fails the test.
indirect enum MiniYAML: Equatable {
    case map([(String, MiniYAML)])
    case list([MiniYAML])
    case scalar(String)

    static func == (a: MiniYAML, b: MiniYAML) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): x == y
        case let (.list(x), .list(y)): x == y
        case let (.map(x), .map(y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    subscript(key: String) -> MiniYAML? {
        if case let .map(entries) = self { return entries.first { $0.0 == key }?.1 }
        return nil
    }
    var list: [MiniYAML]? { if case let .list(items) = self { items } else { nil } }
    var string: String? { if case let .scalar(text) = self { text } else { nil } }

    struct Failure: Error, CustomStringConvertible { let description: String }

    static func parse(_ text: String) throws -> MiniYAML {
        var lines: [(indent: Int, text: String)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let stripped = stripComment(String(raw))
            guard !stripped.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = stripped.prefix { $0 == " " }.count
            lines.append((indent, String(stripped.dropFirst(indent)).trimmingCharacters(in: .whitespaces)))
        }
        var index = 0
        let node = try block(&lines, &index, indent: 0)
        guard index == lines.count else { throw Failure(description: "unread line: \(lines[index].text)") }
        return node
    }

    private static func block(_ lines: inout [(indent: Int, text: String)], _ index: inout Int, indent: Int) throws -> MiniYAML {
        guard index < lines.count else { return .scalar("") }
        if lines[index].text.hasPrefix("- ") || lines[index].text == "-" {
            var items: [MiniYAML] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("-") {
                let rest = String(lines[index].text.dropFirst(1)).trimmingCharacters(in: .whitespaces)
                if splitKey(rest) != nil {
                    // "- key: value": a mapping whose first entry is on the dash's line.
                    lines[index] = (indent + 2, rest)
                    items.append(try block(&lines, &index, indent: indent + 2))
                } else {
                    items.append(.scalar(try scalar(rest)))
                    index += 1
                }
            }
            return .list(items)
        }
        var entries: [(String, MiniYAML)] = []
        while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- ") {
            guard let (key, value) = splitKey(lines[index].text) else { throw Failure(description: "not a key: \(lines[index].text)") }
            index += 1
            if !value.isEmpty {
                entries.append((try scalar(key), .scalar(try scalar(value))))
            } else if index < lines.count, lines[index].indent > indent {
                entries.append((try scalar(key), try block(&lines, &index, indent: lines[index].indent)))
            } else if index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("-") {
                entries.append((try scalar(key), try block(&lines, &index, indent: indent)))
            } else {
                entries.append((try scalar(key), .scalar("")))
            }
        }
        if index < lines.count, lines[index].indent > indent { throw Failure(description: "unexpected indentation: \(lines[index].text)") }
        return .map(entries)
    }

    /// "key: value" or "key:" (outside quotes) → key and value.
    private static func splitKey(_ text: String) -> (String, String)? {
        var quote: Character?
        var previous: Character?
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"", previous == nil || previous == " " {
                quote = character
            } else if character == ":" {
                let after = text.dropFirst(offset + 1)
                if after.isEmpty || after.first == " " {
                    return (String(text.prefix(offset)), after.trimmingCharacters(in: .whitespaces))
                }
            }
            previous = character
        }
        return nil
    }

    private static func scalar(_ text: String) throws -> String {
        if text.hasPrefix("'") {
            guard text.count >= 2, text.hasSuffix("'") else { throw Failure(description: "open quote: \(text)") }
            let inner = String(text.dropFirst().dropLast())
            guard !inner.replacingOccurrences(of: "''", with: "").contains("'") else { throw Failure(description: "stray quote: \(text)") }
            return inner.replacingOccurrences(of: "''", with: "'")
        }
        if text.hasPrefix("\"") {
            guard text.count >= 2, text.hasSuffix("\"") else { throw Failure(description: "open quote: \(text)") }
            return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
        if let first = text.first, "[]{}&*!|>%@`".contains(first) { throw Failure(description: "not a plain scalar: \(text)") }
        if text.contains(": ") || text.contains(" #") { throw Failure(description: "ambiguous plain scalar: \(text)") }
        return text
    }

    /// A line without its comment (a `#` at the start or after a space, outside quotes).
    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }
}
