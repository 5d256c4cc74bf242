import Foundation
import Testing
import TestSupport
import Workbook

/// Every exercise's mistake fixtures fail with the cause they expect, and its correct
/// alternatives pass (`Tests/Fixtures`; CONTRIBUTING.md, "Mistake fixtures").
struct FixtureTests {
    /// "exercise/name" of every fixture in the repository.
    static let fixtures: [String] = {
        let workspace = Workspace(root: TestWorkspace.repository)
        guard let catalog = try? Catalog.load(from: workspace.manifest), let all = try? Fixture.all(in: workspace, catalog: catalog) else { return [] }
        return all.map(\.description)
    }()

    @Test func everyExerciseHasMistakesAndTwoCorrectAlternatives() throws {
        let workspace = Workspace(root: TestWorkspace.repository)
        let catalog = try Catalog.load(from: workspace.manifest)
        let all = try Fixture.all(in: workspace, catalog: catalog)
        for entry in catalog.entries {
            let mine = all.filter { $0.entry.exercise.id == entry.exercise.id }
            #expect(mine.filter { $0.expectation.verdict == .pass }.count >= 2, "\(entry.exercise.id) needs at least two correct alternatives")
            #expect(mine.filter { $0.expectation.verdict == .fail }.count >= 5, "\(entry.exercise.id) needs its mistakes")
            for fixture in mine where fixture.expectation.verdict == .fail {
                #expect(fixture.expectation.cause != nil, "\(fixture) must name the cause it expects")
            }
        }
    }

    @Test(arguments: fixtures)
    func fixtureGetsItsVerdict(_ name: String) throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let fixture = try #require(try Fixture.all(in: scratch.workspace, catalog: scratch.catalog).first { $0.description == name })
        let problem = fixture.verify(with: try scratch.checker())
        #expect(problem == nil, "\(problem ?? "")")
    }
}
