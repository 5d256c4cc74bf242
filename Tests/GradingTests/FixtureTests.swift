import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// Every exercise's mistake fixtures fail with the cause they expect, and its correct
/// alternatives pass (`Tests/Fixtures`; CONTRIBUTING.md, "Mistake fixtures").
struct FixtureTests {
    /// Every exercise that has fixtures.
    static let exercises: [String] = {
        let workspace = Workspace(root: TestWorkspace.repository)
        guard let catalog = try? Catalog.load(from: workspace.manifest), let all = try? Fixture.all(in: workspace, catalog: catalog) else { return [] }
        return catalog.entries.map(\.exercise.id).filter { id in all.contains { $0.entry.exercise.id == id } }
    }()

    @Test func everyExerciseHasMistakesAndTwoCorrectAlternatives() throws {
        let workspace = Workspace(root: TestWorkspace.repository)
        let catalog = try Catalog.load(from: workspace.manifest)
        let all = try Fixture.all(in: workspace, catalog: catalog)
        for entry in catalog.entries {
            let mine = all.filter { $0.entry.exercise.id == entry.exercise.id }
            expectGreaterOrEqual(mine.filter { $0.expectation.verdict == .pass }.count, 2, "\(entry.exercise.id) needs at least two correct alternatives")
            expectGreaterOrEqual(mine.filter { $0.expectation.verdict == .fail }.count, 5, "\(entry.exercise.id) needs its mistakes")
            for fixture in mine where fixture.expectation.verdict == .fail {
                expectNotNil(fixture.expectation.cause, "\(fixture) must name the cause it expects")
            }
        }
    }

    /// An exercise's fixtures, graded one after the other in one build folder as a learner's
    /// checks are (`FixtureRun`), derived from the chapter's shared solution build; exercises
    /// run side by side.
    @Test(arguments: exercises)
    func fixturesGetTheirVerdicts(_ exercise: String) throws {
        let scratch = try TestWorkspace.shared()
        // The extended fixtures are graded by Scripts/test-fixtures, after the test command.
        let fixtures = try Fixture.all(in: scratch.workspace, catalog: scratch.catalog).filter { $0.entry.exercise.id == exercise && !$0.isExtended }
        try #require(!fixtures.isEmpty)
        // Every exercise of a chapter derives its fixtures from one build of the chapter's
        // solution, the one the solution checks use.
        let verdicts = FixtureRun(checker: try scratch.checker(), workers: 1, bases: scratch.sharedBases("solution")).run(fixtures)
        expectEqual(verdicts.count, fixtures.count)
        for verdict in verdicts {
            expectNil(verdict.problem, "\(verdict.problem ?? "")")
        }
    }
}
