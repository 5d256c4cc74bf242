import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// The reference solutions reproduce their goldens exactly and pass; the pristine stubs fail
/// with a first message that says what to do. (The authoring self-check, as a test.)
struct SolutionsAndStubsTests {
    /// Every exercise of the manifest.
    static let exercises: [String] = ((try? Catalog.load(from: Workspace(root: TestWorkspace.repository).manifest))?.entries ?? []).map(\.exercise.id)

    @Test func theManifestHasExercises() {
        expectGreaterOrEqual(Self.exercises.count, 28)
    }

    @Test(arguments: exercises)
    func solutionPassesExactly(_ id: String) throws {
        let scratch = try TestWorkspace.shared()
        let outcome = try scratch.check(id) {
            $0.variant = .solution
            $0.buildFolder = try? scratch.sharedBuildFolder(id, "solution")
            $0.grading.exactFrames = true
        }
        expectEqual(outcome.report.status, .pass, "\(outcome.messages)")
        #expect(!outcome.report.tests.isEmpty)
    }

    @Test(arguments: exercises)
    func pristineStubFailsWithAnInstruction(_ id: String) throws {
        let scratch = try TestWorkspace.shared()
        let outcome = try scratch.check(id) {
            $0.variant = .pristine
            $0.buildFolder = try? scratch.sharedBuildFolder(id, "pristine")
        }
        #expect(outcome.diagnostics.isEmpty, "the stub must compile: \(outcome.messages)")
        expectEqual(outcome.report.status, .fail)
        let first = try #require(outcome.report.tests.first { $0.status != .pass }?.message)
        // An instruction in UIKit terms: it names the member to return from, call or set.
        expectNotNil(first.range(of: #"`[A-Za-z]+[A-Za-z(:_ ).]*`"#, options: .regularExpression), "\(first)")
    }
}
