import Foundation
import Expectations
import Testing
import TestSupport
import Grading
import Workbook

/// A method that nearly matches an optional requirement of a UIKit protocol is never called:
/// the workbook says so, as Xcode would.
struct NearMissTests {
    static let requirements = NearMisses.requirements(engineSources: TestWorkspace.repository.appendingPathComponent("Sources/UIKit"))

    func misses(_ code: String) -> [NearMisses.Miss] {
        NearMisses.find(in: code, shown: "Delegate.swift", requirements: Self.requirements)
    }

    @Test func theEnginesOptionalRequirementsAreRead() {
        let names = Self.requirements.map { "\($0.proto).\($0.signature)" }
        #expect(names.contains("UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)"), "\(names)")
        #expect(names.contains("UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)"), "\(names)")
        #expect(names.contains("CAAnimationDelegate.animationDidStop(_:finished:)"), "\(names)")
        // A requirement without a default is not optional: leaving it out does not compile.
        #expect(!names.contains { $0.hasPrefix("UIViewControllerAnimatedTransitioning.animateTransition(") }, "\(names)")
    }

    @Test func anExactDeclarationIsNoMiss() {
        expectEqual(misses("""
        extension Shelf: UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                nil
            }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            func reload(_ shelf: Int) {}
        }
        """), [])
    }

    @Test func aParameterWithoutItsQuestionMarkIsAMiss() throws {
        let found = misses("""
        extension Shelf: UIViewControllerTransitioningDelegate {

            func presentationController(forPresented presented: UIViewController,
                                        presenting: UIViewController, source: UIViewController) -> UIPresentationController? {
                nil
            }
        }
        """)
        let miss = try #require(found.first)
        expectEqual(found.count, 1)
        expectEqual(miss.line, 3)
        #expect(miss.message.contains("`presenting` is `UIViewController` where the protocol's is `UIViewController?`"), "\(miss.message)")
        #expect(miss.message.contains("UIKit never calls yours"), "\(miss.message)")
    }

    @Test func aMisspeltLabelAndAnotherReturnTypeAreMisses() {
        let found = misses("""
        final class Lister: NSObject, UINavigationControllerDelegate, CAAnimationDelegate {
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) -> Bool { true }
        }
        """)
        expectEqual(found.count, 2)
        #expect(found.first?.message.contains("its label `fromVC:` is `from:` in the protocol") == true, "\(found)")
        #expect(found.last?.message.contains("it returns `Bool` where the protocol's returns `Void`") == true, "\(found)")
    }

    @Test func theSolutionsAndTheCorrectAlternativesHaveNone() throws {
        // A warning on correct code would send a learner after a mistake they did not make.
        let root = TestWorkspace.repository
        var files: [URL] = []
        for folder in ["Solutions", "Tests/Fixtures"] {
            let walker = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" {
                // Mistake fixtures may miss on purpose; a correct alternative lives in a folder whose expect.json says "pass".
                let expect = url.deletingLastPathComponent().appendingPathComponent("expect.json")
                if folder == "Tests/Fixtures", (try? String(contentsOf: expect, encoding: .utf8))?.contains("\"pass\"") != true { continue }
                files.append(url)
            }
        }
        #expect(files.count > 100)
        for file in files {
            let found = NearMisses.find(in: try String(contentsOf: file, encoding: .utf8), shown: file.lastPathComponent, requirements: Self.requirements)
            expectEqual(found, [], "\(file.path)")
        }
    }

    @Test func aClosureParameterSplitsRight() {
        expectEqual(NearMisses.split("a: (Bool) -> Void, b: [Int: String], c: Int"), ["a: (Bool) -> Void", "b: [Int: String]", "c: Int"])
    }

    /// Older spellings (Swift 2's labels) on the same types are near misses too.
    @Test func otherLabelsOnTheSameTypesAreAMiss() throws {
        let found = misses("""
        extension Grid: UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, animationControllerForOperation operation: UINavigationController.Operation, fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
        }
        """)
        let miss = try #require(found.first)
        expectEqual(miss.requirement, "navigationController(_:animationControllerFor:from:to:)")
    }

    /// A failing check is told by the near miss behind it: the check's message names the
    /// requirement, or (with one near miss) its cause says UIKit got no answer.
    @Test func aFailingCheckIsExplainedByItsNearMiss() {
        let miss = NearMisses.Miss(file: "Delegate.swift", line: 4, message: "`animationController(forDismissed:)` nearly matches …", requirement: "animationController(forDismissed:)")
        let named = CheckResult(id: "test_a", name: "a", status: .fail, message: "UIKit asked your delegate for an animator (`animationController(forDismissed:)`) and got nil.", cause: .animatorNotReturned, exercise: "fade")
        let other = CheckResult(id: "test_b", name: "b", status: .fail, message: "The list moved.", cause: .wrongFrame, exercise: "fade")
        let passed = CheckResult(id: "test_c", name: "c", status: .pass, exercise: "fade")
        let explained = NearMisses.explain([named, other, passed], by: [miss])
        #expect(explained[0].message?.hasPrefix("Delegate.swift:4: your `animationController(forDismissed:)` nearly matches") == true, "\(explained[0].message ?? "")")
        #expect(explained[0].message?.contains("What the check saw: UIKit asked your delegate") == true)
        expectEqual(explained[0].cause, Cause.animatorNotReturned)
        expectEqual(explained[1], other)
        expectEqual(explained[2], passed)
        expectEqual(NearMisses.explain([named], by: []), [named])
    }
}
