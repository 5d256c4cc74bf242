import Frames
import Grading
import UIKit
import XCTest

/// Chapter 1, exercise 1: the card flips over to reveal the pet.
final class FlipPresentChecks: LessonTestCase {
    static var allTests: [(String, (FlipPresentChecks) -> () throws -> Void)] {
        [
            ("test_cardFlipsOverAndGrows", test_cardFlipsOverAndGrows),
            ("test_petScreenIsLeftClean", test_petScreenIsLeftClean),
            ("test_cardScreenIsTurnedBack", test_cardScreenIsTurnedBack),
        ]
    }

    func test_cardFlipsOverAndGrows() {
        grade { app in
            let run = try app.recordTransition(named: "present") { try app.tap("card") }
            try expectFinished(run, animator: "FlipPresentAnimationController")
            expect(run.summary.duration == 0.6, "transitionDuration(using:) returned \(run.summary.duration ?? 0) s; this exercise uses 0.6 s, so the frames can be compared with the reference.")
            expectFrames(run, match: "present", tolerance: 0.04)
        }
    }

    func test_petScreenIsLeftClean() {
        grade { app in
            let run = try app.recordTransition { try app.tap("card") }
            try expectFinished(run, animator: "FlipPresentAnimationController")
            expect(app.leftoverSnapshots.isEmpty, "A snapshot view is still on screen after the flip: remove it in the completion block (snapshot.removeFromSuperview()).")
            let pet = try app.view("pet")
            expect(app.isVisible(pet), "The pet screen is hidden after the flip: set toVC.view.isHidden = false in the completion block.")
        }
    }

    func test_cardScreenIsTurnedBack() {
        grade { app in
            let cards = try app.view("cards")
            let run = try app.recordTransition { try app.tap("card") }
            try expectFinished(run, animator: "FlipPresentAnimationController")
            expect(!app.isTransformed(cards), "After the flip the card screen is still turned (its layer.transform is not the identity), so it would be invisible when the pet is dismissed. Reset fromVC.view.layer.transform in the completion block.")
        }
    }
}

/// Chapter 1, exercise 2: dismissing turns the pet back into the card.
final class FlipDismissChecks: LessonTestCase {
    static var allTests: [(String, (FlipDismissChecks) -> () throws -> Void)] {
        [
            ("test_petShrinksAndFlipsBack", test_petShrinksAndFlipsBack),
            ("test_cardScreenIsBackAndFlat", test_cardScreenIsBackAndFlat),
        ]
    }

    @MainActor private func presentPet(_ app: LessonApp) throws {
        try app.tap("card")
        try app.settle()
    }

    func test_petShrinksAndFlipsBack() {
        grade { app in
            try presentPet(app)
            let run = try app.recordTransition(named: "dismiss") { try app.tap("pet") }
            try expectFinished(run, animator: "FlipDismissAnimationController")
            expect(run.summary.duration == 0.6, "transitionDuration(using:) returned \(run.summary.duration ?? 0) s; this exercise uses 0.6 s.")
            expectFrames(run, match: "dismiss", tolerance: 0.04)
        }
    }

    func test_cardScreenIsBackAndFlat() {
        grade { app in
            try presentPet(app)
            let run = try app.recordTransition { try app.tap("pet") }
            try expectFinished(run, animator: "FlipDismissAnimationController")
            let cards = try app.view("cards")
            expect(app.isVisible(cards), "After dismissing, the card screen is not visible. Add toVC.view to the container (below the snapshot) in animateTransition.")
            expect(!app.isTransformed(cards), "After dismissing, the card screen is still turned (its layer.transform is not the identity): the last keyframe should turn toVC.view back to yRotation(0).")
            expect(app.leftoverSnapshots.isEmpty, "A snapshot view is still on screen after dismissing: remove it in the completion block.")
        }
    }
}

/// Chapter 1, exercise 3: a swipe from the left edge dismisses interactively.
final class SwipeDismissChecks: LessonTestCase {
    static var allTests: [(String, (SwipeDismissChecks) -> () throws -> Void)] {
        [
            ("test_swipeFollowsTheFinger", test_swipeFollowsTheFinger),
            ("test_shortSwipeCancels", test_shortSwipeCancels),
            ("test_longSwipeFinishes", test_longSwipeFinishes),
            ("test_tapStillDismisses", test_tapStillDismisses),
        ]
    }

    @MainActor private func presentPet(_ app: LessonApp) throws {
        try app.tap("card")
        try app.settle()
    }

    func test_swipeFollowsTheFinger() {
        grade { app in
            try presentPet(app)
            let before = app.engine.trace.events.count
            let touch = app.edgePan(distance: 50, duration: 0.2, lift: false)
            guard app.engine.trace.events.dropFirst(before).contains(where: { if case .began = $0.kind { return true } else { return false } }) else {
                throw GradingError("Swiping from the left edge started no transition. In the gesture handler's .began case, set interactionInProgress = true and call viewController.dismiss(animated: true); wire the gesture in prepareForPresentation(of:).")
            }
            var frames: [(Double, Frame)] = []
            for (i, x) in [CGFloat(50), CGFloat(100), CGFloat(150)].enumerated() {
                touch.move(to: CGPoint(x: 4 + x, y: touch.location.y))
                app.advance(0.05)
                var frame = app.frame()
                frame.time = Double(i + 1) * 0.25
                frames.append((Double(x) / 200, frame))
            }
            let summary = app.transitions.last!
            app.saveFrames(frames.map(\.1), named: "swipe")
            touch.move(to: CGPoint(x: 4 + 160, y: touch.location.y))
            app.advance(0.05)
            touch.lift()
            let settleError: GradingError?
            do { try app.settle(); settleError = nil } catch let e as GradingError { settleError = e }
            let run = RecordedTransition(summary: app.transitions.last ?? summary, frames: frames, settleError: settleError, diagnostics: [])
            expect(run.summary.wasInteractive, "The swipe started a dismissal that was not interactive: return the swipe controller from interactionControllerForDismissal(using:) while interactionInProgress is true.")
            expectFrames(run, match: "swipe", tolerance: 0.05)
        }
    }

    func test_shortSwipeCancels() {
        grade { app in
            try presentPet(app)
            app.edgePan(distance: 60, duration: 0.3)
            try app.settle()
            guard let summary = app.transitions.last, summary.kind == "dismiss" else {
                throw GradingError("Swiping from the left edge started no transition. Wire the gesture in prepareForPresentation(of:) and dismiss in its .began case.")
            }
            expect(summary.wasInteractive, "The swipe's dismissal was not interactive: return the swipe controller from interactionControllerForDismissal(using:) while interactionInProgress is true.")
            expect(summary.wasCancelled, "A swipe released at 30 % should cancel (call cancel() when shouldCompleteTransition is false).")
            if let problem = TransitionDiagnosis.problem(in: RecordedTransition(summary: summary, frames: [], settleError: nil, diagnostics: []), expectedAnimator: nil) {
                throw GradingError(problem)
            }
            expect(summary.completions == [false], "After the cancelled swipe, completeTransition was called with \(summary.completions); it should be completeTransition(false) — pass !transitionContext.transitionWasCancelled.")
            let pet = try app.view("pet")
            expect(app.isVisible(pet), "After a cancelled swipe the pet screen should still be shown, but it is hidden: un-hide fromVC.view in the dismiss animator's completion block.")
        }
    }

    func test_longSwipeFinishes() {
        grade { app in
            try presentPet(app)
            app.edgePan(distance: 140, duration: 0.4)
            try app.settle()
            guard let summary = app.transitions.last, summary.kind == "dismiss" else {
                throw GradingError("Swiping from the left edge started no transition. Wire the gesture in prepareForPresentation(of:) and dismiss in its .began case.")
            }
            expect(summary.wasInteractive, "The swipe's dismissal was not interactive: return the swipe controller from interactionControllerForDismissal(using:) while interactionInProgress is true.")
            expect(summary.completions == [true], "A swipe released at 70 % should finish the dismissal (completeTransition(true)); got \(summary.completions).")
            let cards = try app.view("cards")
            expect(app.isVisible(cards) && !app.isTransformed(cards), "After the swipe finished, the card screen should be back and flat.")
        }
    }

    func test_tapStillDismisses() {
        grade { app in
            try presentPet(app)
            let run = try app.recordTransition { try app.tap("pet") }
            try expectFinished(run, animator: "FlipDismissAnimationController")
            expect(!run.summary.wasInteractive, "Tapping dismissed interactively, so nothing drives it and it would hang. Return the interaction controller only while interactionInProgress is true.")
        }
    }
}
