import Foundation
import Grading

/// A learner's submission kept to test an exercise's graders: one known mistake, or a correct
/// alternative written differently from the solution. A fixture is a folder
/// `Tests/Fixtures/<chapter>/<exercise>/<name>/` holding the editable files that learner wrote
/// (the others are the solution's) and `expect.json`:
///
/// ```json
/// { "about": "Calls completeTransition right after starting the animation.",
///   "verdict": "fail", "cause": "completeTransitionTooEarly" }
/// ```
///
/// A `pass` fixture must pass every check. A `fail` fixture must fail, and the first check it
/// fails must name `cause` (and, when given, say each of `says`).
public struct Fixture: Sendable, CustomStringConvertible {
    public struct Expectation: Codable, Sendable {
        public enum Verdict: String, Codable, Sendable { case pass, fail }
        /// What this learner wrote, in a sentence.
        public var about: String
        public var verdict: Verdict
        /// The cause the first failing check must give.
        public var cause: Cause?
        /// The check that must fail first (a grader method), when it matters.
        public var check: String?
        /// Words the failure must contain.
        public var says: [String]?
        /// The pitfall of the chapter text this mistake makes (the id of an item of its
        /// exercise's "### Pitfalls" list, `ChapterText.pitfalls(in:)`).
        public var pitfall: String?
        /// Written blind by an examiner, from the chapter text and stubs alone, before seeing
        /// the graders (CONTRIBUTING.md, "Examiners").
        public var examiner: Bool?
        /// Graded by `Scripts/test-fixtures` (which CI runs after the test command), not by the
        /// test command, which must stay within five minutes.
        public var extended: Bool?
    }

    /// Whether the test command leaves this fixture to `Scripts/test-fixtures`.
    public var isExtended: Bool { expectation.extended == true }

    public let entry: Catalog.Entry
    public let name: String
    public let directory: URL
    public let expectation: Expectation

    public var description: String { "\(entry.exercise.id)/\(name)" }

    /// Every fixture of the catalog's exercises, by exercise and name. A damaged `expect.json`
    /// throws, naming the file.
    public static func all(in workspace: Workspace, catalog: Catalog) throws -> [Fixture] {
        let fm = FileManager.default
        var result: [Fixture] = []
        for entry in catalog.entries {
            let folder = workspace.fixturesDirectory(entry.chapter).appendingPathComponent(entry.exercise.id)
            let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let directory = folder.appendingPathComponent(name)
                let expect = directory.appendingPathComponent("expect.json")
                guard fm.fileExists(atPath: expect.path) else { continue }
                let expectation: Expectation
                do {
                    expectation = try JSONDecoder().decode(Expectation.self, from: Data(contentsOf: expect))
                } catch {
                    throw CommandError("The fixture \(expect.path) cannot be read: \(error)")
                }
                result.append(Fixture(entry: entry, name: name, directory: directory, expectation: expectation))
            }
        }
        return result
    }

    /// The build variant: the fixture's files, and the solution's for the rest. A fixture may
    /// also replace a file of the app around the exercises (`App/<name>` in its folder), for a
    /// pitfall the text places there.
    public func variant(in workspace: Workspace) -> LessonBuilder.Variant {
        var files: [String: URL] = [:]
        for file in workspace.editableFiles(entry.chapter) {
            let own = directory.appendingPathComponent(file)
            files[file] = FileManager.default.fileExists(atPath: own.path) ? own : workspace.solutionFile(entry.chapter, file)
        }
        for file in replacedFiles where file.hasPrefix("App/") {
            files[file] = directory.appendingPathComponent(file)
        }
        return .files(files)
    }

    /// Files of the fixture's folder that the build would not use: Swift files that are neither
    /// an editable file of the chapter nor one of its app files (`App/<name>`), e.g. a misspelt
    /// name.
    public func strayFiles(in workspace: Workspace) -> [String] {
        let fm = FileManager.default
        let known = Set(workspace.editableFiles(entry.chapter) + workspace.appFiles(entry.chapter).map { "App/" + $0.lastPathComponent })
        let top = ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }
        let app = ((try? fm.contentsOfDirectory(atPath: directory.appendingPathComponent("App").path)) ?? []).filter { $0.hasSuffix(".swift") }.map { "App/" + $0 }
        return (top + app).filter { !known.contains($0) }.sorted()
    }

    /// Grades the fixture on its own (building its chapter from nothing) and says what is wrong
    /// with the verdict, or nil when it is as expected. Many fixtures grade faster together
    /// (`FixtureRun`).
    public func verify(with checker: Checker) -> String? {
        FixtureRun(checker: checker, workers: 1).run([self]).first?.problem
    }

    /// What is wrong with `outcome` for this fixture, or nil when it is as expected.
    public func judge(_ outcome: Checker.Outcome) -> String? {
        let report = outcome.report
        if let diagnostic = outcome.diagnostics.first { return "\(self) does not compile: \(diagnostic)" }
        let failed = report.tests.filter { $0.status != .pass }
        switch expectation.verdict {
        case .pass:
            guard report.status == .pass else {
                let first = failed.first.map { "\($0.id) [\($0.cause?.rawValue ?? "no cause")]: \($0.message ?? "")" } ?? (report.message ?? "\(report.status)")
                return "\(self) should pass (\(expectation.about)) but: \(first)"
            }
        case .fail:
            guard let first = failed.first else {
                return "\(self) should fail with \(expectation.cause?.rawValue ?? "a failure") (\(expectation.about)) but \(report.status == .pass ? "passes every check" : "gives: \(report.message ?? "\(report.status)")")"
            }
            if let check = expectation.check, first.id != check {
                return "\(self) should fail \(check) first, but fails \(first.id) [\(first.cause?.rawValue ?? "no cause")]: \(first.message ?? "")"
            }
            if let cause = expectation.cause, first.cause != cause {
                return "\(self) should fail with \(cause.rawValue) (\(expectation.about)) but \(first.id) says [\(first.cause?.rawValue ?? "no cause")]: \(first.message ?? "")"
            }
            for words in expectation.says ?? [] where !(first.message ?? "").contains(words) {
                return "\(self): the failure of \(first.id) should say \"\(words)\" but says: \(first.message ?? "")"
            }
        }
        return nil
    }
}
