import Foundation
import Testing
import TestSupport
import Workbook

/// Each classic transition mistake gets its own message, in UIKit terms, with what to try.
@Suite(.serialized)
struct CommonMistakesTests {
    @Test func completeTransitionNeverCalled() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: """
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
""", with: """
            })
        } else {
""")
        let outcome = try s.check("fade")
        #expect(outcome.report.status == .fail)
        #expect(outcome.messages.contains("completeTransition(_:) was never called — UIKit would wait for ever"), "\(outcome.messages)")
    }

    @Test func toViewNeverAdded() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            containerView.addSubview(toView)\n", with: "")
        let outcome = try s.check("fade")
        #expect(outcome.messages.contains("was never added to containerView"), "\(outcome.messages)")
    }

    @Test func snapshotLeftInTheContainer() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("flip-card")
        try s.patch("flip-card", "FlipPresentAnimationController.swift", replacing: "            snapshot.removeFromSuperview()\n", with: "")
        let outcome = try s.check("flip-present")
        #expect(outcome.messages.contains("A snapshot view is still on screen after the flip"), "\(outcome.messages)")
    }

    @Test func fromViewLeftRotatedAfterDismiss() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("flip-card")
        try s.patch("flip-card", "FlipDismissAnimationController.swift", replacing: "                toVC.view.layer.transform = AnimationHelper.yRotation(0)\n", with: "")
        let outcome = try s.check("flip-dismiss")
        #expect(outcome.messages.contains("the card screen is still turned"), "\(outcome.messages)")
    }

    @Test func interactionControllerVendedWithoutAGesture() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("flip-card")
        try s.patch("flip-card", "CardViewController+Transitioning.swift",
                    replacing: "swipeInteractionController.interactionInProgress ? swipeInteractionController : nil",
                    with: "swipeInteractionController")
        let outcome = try s.check("flip-swipe")
        #expect(outcome.messages.contains("no gesture was driving it, so the transition waits at 0 % for ever"), "\(outcome.messages)")
    }

    @Test func completeTrueAfterACancel() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("flip-card")
        let chapter = try #require(s.catalog.chapter("flip-card"))
        let url = s.workspace.lessonFile(chapter, "FlipDismissAnimationController.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"))
        try text.replacingOccurrences(of: "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)", with: "transitionContext.completeTransition(true)")
            .write(to: url, atomically: true, encoding: .utf8)
        let outcome = try s.check("flip-swipe")
        #expect(outcome.messages.contains("completeTransition(true) was called after the transition was cancelled"), "\(outcome.messages)")
    }

    @Test func alternativeGrowthByBoundsAndCentrePasses() throws {
        // Growing the snapshot by bounds and centre instead of frame draws the same frames.
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("flip-card")
        try s.patch("flip-card", "FlipPresentAnimationController.swift", replacing: "                snapshot.frame = finalFrame\n",
                    with: "                snapshot.bounds = CGRect(origin: .zero, size: finalFrame.size)\n                snapshot.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)\n")
        let outcome = try s.check("flip-present")
        #expect(outcome.report.status == .pass, "\(outcome.messages)")
    }

    @Test func alternativeFadeWithCoreAnimationPasses() throws {
        // A CABasicAnimation of opacity completed by the transaction, instead of UIView.animate.
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: """
            toView.alpha = 0
            UIView.animate(withDuration: duration, animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
""", with: """
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = duration
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            toView.layer.add(fade, forKey: "fade")
            CATransaction.commit()
""")
        let outcome = try s.check("fade", { $0.only = ["test_detailFadesIn"] })
        #expect(outcome.report.status == .pass, "\(outcome.messages)")
    }

    @Test func crashNamesTheLearnersLine() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            let missing: UIView? = nil\n            missing!.alpha = 1\n")
        let outcome = try s.check("fade")
        #expect(outcome.report.status == .error)
        #expect(outcome.messages.contains("Your code crashed at FadeAnimator.swift:"), "\(outcome.messages)")
        #expect(outcome.messages.contains("Unexpectedly found nil"), "\(outcome.messages)")
        // The other checks still ran in a fresh grader.
        #expect(outcome.report.tests.count == 3)
    }

    @Test func endlessLoopBecomesAVerdict() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            var spins = 0\n            while toView.alpha == 0 { spins += 1 }\n")
        let outcome = try s.check("fade") { $0.checkTimeout = 2 }
        #expect(outcome.messages.contains("Did not finish within 2 s"), "\(outcome.messages)")
    }

    @Test func aCheckCancelledBeforeItsBuildBuildsAndGradesNothing() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        let cancellation = GraderProcess.Cancellation()
        cancellation.cancel()
        let outcome = try s.checker().check(try s.entry("fade"), cancellation: cancellation)
        #expect(outcome.report.status == .error)
        #expect(outcome.report.message == "Cancelled.", "\(outcome.messages)")
        #expect(outcome.report.tests.isEmpty)
    }

    @Test func aCancelDuringTheBuildStopsTheCompiler() throws {
        // Ctrl-C while swiftc runs: the compiler (in its own process group) is killed.
        let s = try TestWorkspace.make()
        defer { s.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let chapter = try #require(s.catalog.chapter("fade"))
        let cancellation = GraderProcess.Cancellation()
        let builder = LessonBuilder(modulesDirectory: toolchain.modules)
        let directory = s.workspace.root.appendingPathComponent("build-cancel")
        // Cancel once the compiler is about to start (its entry file is written just before).
        let entry = directory.appendingPathComponent("WorkbookEntry.swift")
        let cancelling = Thread {
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: entry.path), Date() < deadline { usleep(1_000) }
            cancellation.cancel()
        }
        cancelling.start()
        #expect {
            _ = try builder.build(chapter, in: s.workspace, variant: .lesson, directory: directory, cancellation: cancellation)
        } throws: { error in
            "\(error)" == "Cancelled."
        }
    }

    @Test func compileErrorInAnotherChapterDoesNotMatter() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        let chapter = try #require(s.catalog.chapter("flip-card"))
        try "this is not Swift".write(to: s.workspace.lessonFile(chapter, "FlipPresentAnimationController.swift"), atomically: true, encoding: .utf8)
        let fade = try s.check("fade")
        #expect(fade.report.status == .pass, "\(fade.messages)")
        let flip = try s.check("flip-present")
        #expect(flip.report.status == .error)
        let diagnostic = try #require(flip.diagnostics.first)
        #expect(diagnostic.file.hasSuffix("FlipPresentAnimationController.swift"))
        #expect(diagnostic.line == 1)
    }
}
