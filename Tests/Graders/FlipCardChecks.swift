import Frames
import Grading
import UIKit
import XCTest

/// What chapter 1 calls its views, and the mistakes its frames reveal.
enum FlipCard {
    /// Both flips last this long, in seconds.
    static let duration = 0.6

    static let vocabulary = Vocabulary([
        "cards": Phrase("flip.name.cards", "the card screen"),
        "pet": Phrase("flip.name.pet", "the pet screen"),
        "card": Phrase("flip.name.card", "the card"),
    ])

    /// What to try when a part of the flip plays at other moments or another pace.
    static let timingAdvice: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("flip.timing-advice", "The reference is one keyframe animation of 0.6 s: `UIView.animateKeyframes` with `.calculationModeCubic`, whose whole timeline eases in and out, and three keyframes starting at 0, 1/3 and 2/3 of it (relative times are fractions, not seconds), each 1/3 long. Separate animations one after the other keep their own pace and do not line up with it.")
    }

    /// Advice for the differences a flip's frames show. `frameProperty` names the animator's
    /// property the snapshot starts from or ends at (`originFrame`, `destinationFrame`);
    /// `presenting` says which way the flip goes.
    static func advice(frameProperty: String, delegateMethod: String, animator: String, presenting: Bool) -> @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? {
        { d in
            switch d.aspect {
            case .frame where d.role == "snapshot":
                guard let a = d.actual, let e = d.expected else { return nil }
                // Heading for the top-left corner instead of the card.
                guard a.frame.minX < 8, a.frame.minY < 8, a.center.x < e.center.x - 8, a.center.y < e.center.y - 8 else { return nil }
                if abs(a.size.width - e.size.width) <= e.size.width * 0.1, abs(a.size.height - e.size.height) <= e.size.height * 0.1 {
                    return (.wrongFrame, Phrase("flip.bounds-not-frame", "It is the card's size, but in the top-left corner: `cardView.bounds` is the card in its own coordinates, which start at (0, 0). Use `cardView.frame`, the card where it is on the screen."))
                }
                let set = presenting ? "\(fix: "flipPresentAnimationController.originFrame = cardView.frame", todo: "1.6")" : "\(fix: "flipDismissAnimationController.destinationFrame = cardView.frame", todo: "2.6")"
                return (.originFrameNotSet, frameProperty == "originFrame"
                    ? Phrase("flip.frame-not-set.grows", "It grows out of the top-left corner: `\(frameProperty)` is still `.zero`. Set \(set) in `\(delegateMethod)` before you return the animator.")
                    : Phrase("flip.frame-not-set.shrinks", "It shrinks into the top-left corner: `\(frameProperty)` is still `.zero`. Set \(set) in `\(delegateMethod)` before you return the animator."))
            case .perspective where d.actual?.perspective == 0:
                let perspective = presenting ? "\(fix: "AnimationHelper.perspectiveTransform(for: containerView)", todo: "1.3")" : "\(fix: "AnimationHelper.perspectiveTransform(for: containerView)", todo: "2.3")"
                return (.noPerspective, Phrase("flip.no-perspective", "Give the container its perspective before the animation starts: \(perspective)."))
            case .rotationDirection:
                return (.wrongRotationDirection, presenting
                    ? Phrase("flip.rotation-direction.present", "The card screen turns to `yRotation(-.pi / 2)` (its right edge comes towards you) and the picture of the pet turns from `yRotation(.pi / 2)`: check the signs of your angles.")
                    : Phrase("flip.rotation-direction.dismiss", "The picture of the pet turns to `yRotation(.pi / 2)` and the card screen comes back from `yRotation(-.pi / 2)`, the way the presentation left it: check the signs of your angles."))
            case .hidden where d.role == "to-view" && d.actual?.isHidden == false:
                return (.wrongOpacity, Phrase("flip.pet-not-hidden", "The real pet screen must wait, hidden (\(fix: "toVC.view.isHidden = true", todo: "1.3")), while its snapshot plays the card."))
            default:
                return nil
            }
        }
    }

    @MainActor static func presentPet(_ app: LessonApp) throws {
        guard app.findView("card").map(app.isVisible) == true else {
            throw GradingError(Phrase("flip.card-screen-not-showing", "The card screen is not showing, so the card cannot be tapped to show the pet: the step before left the app on another screen."), cause: .screenNotVisible)
        }
        try app.tap("card", leaving: "pet", else: Phrase("flip.tap-card-no-pet", "Tapping the card did not leave the pet screen showing."))
    }
}

/// Chapter 1, exercise 1: the card flips over to reveal the pet.
final class FlipPresentChecks: LessonTestCase {
    static var allTests: [(String, (FlipPresentChecks) -> () throws -> Void)] {
        [
            ("test_cardFlipsOverAndGrows", test_cardFlipsOverAndGrows),
            ("test_screensAreLeftAsUIKitExpects", test_screensAreLeftAsUIKitExpects),
            ("test_cardFlipsAgainAfterThePetIsClosed", test_cardFlipsAgainAfterThePetIsClosed),
        ]
    }

    override var explainer: Explainer {
        Explainer(vocabulary: FlipCard.vocabulary,
                  advise: FlipCard.advice(frameProperty: "originFrame", delegateMethod: "animationController(forPresented:presenting:source:)", animator: "flipPresentAnimationController", presenting: true),
                  adviseTiming: FlipCard.timingAdvice)
    }

    @MainActor private func flip(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        let run = try app.recordTransition(named: frames, duration: FlipCard.duration) { try app.tap("card") }
        try expectFinished(run, animator: "FlipPresentAnimationController", notAnimators: ["FlipDismissAnimationController"])
        try expectDuration(run, FlipCard.duration, of: Phrase("flip.noun.flip", "flip"))
        return run
    }

    func test_cardFlipsOverAndGrows() {
        grade { app in
            let run = try flip(app, frames: "present")
            try expectLeftClean(app, after: run, Phrase("flip.after.flip", "the flip"))
            try expectFrames(run, match: "present", tolerance: 0.03)
        }
    }

    func test_screensAreLeftAsUIKitExpects() {
        grade { app in
            let run = try flip(app, frames: nil)
            try expectLeftClean(app, after: run, Phrase("flip.after.flip", "the flip"))
            try expect(app.isVisible(try app.view("pet")), Phrase("flip.pet-not-visible", "After the flip the pet screen is not visible. It must stay in the container, shown, when the snapshot goes."), cause: .screenNotVisible)
        }
    }

    /// The card screen comes back when the pet is closed, and flips again.
    func test_cardFlipsAgainAfterThePetIsClosed() {
        grade { app in
            let first = try flip(app, frames: nil)
            try expectLeftClean(app, after: first, Phrase("flip.after.flip", "the flip"))
            try app.tap("pet")
            try app.settle()
            try expect(app.isVisible(try app.view("cards")), Phrase("flip.cards-not-back", "After the pet screen is closed, the card screen is not visible."), cause: .screenNotVisible)
            let again = try flip(app, frames: "present")
            try expectFrames(again, match: "present", tolerance: 0.03)
        }
    }
}

/// Chapter 1, exercise 2: dismissing turns the pet back into the card.
final class FlipDismissChecks: LessonTestCase {
    static var allTests: [(String, (FlipDismissChecks) -> () throws -> Void)] {
        [
            ("test_petShrinksAndFlipsBack", test_petShrinksAndFlipsBack),
            ("test_cardScreenIsBackAndFlat", test_cardScreenIsBackAndFlat),
            ("test_petFlipsBackAgainTheSecondTime", test_petFlipsBackAgainTheSecondTime),
        ]
    }

    override var explainer: Explainer {
        Explainer(vocabulary: FlipCard.vocabulary,
                  advise: FlipCard.advice(frameProperty: "destinationFrame", delegateMethod: "animationController(forDismissed:)", animator: "flipDismissAnimationController", presenting: false),
                  adviseTiming: FlipCard.timingAdvice)
    }

    @MainActor private func flipBack(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        let run = try app.recordTransition(named: frames, duration: FlipCard.duration) { try app.tap("pet") }
        try expectFinished(run, animator: "FlipDismissAnimationController", notAnimators: ["FlipPresentAnimationController"])
        try expectDuration(run, FlipCard.duration, of: Phrase("flip.noun.flip-back", "flip back"))
        return run
    }

    func test_petShrinksAndFlipsBack() {
        grade { app in
            try FlipCard.presentPet(app)
            let run = try flipBack(app, frames: "dismiss")
            try expectLeftClean(app, after: run, Phrase("flip.after.flip-back", "the flip back"))
            try expectFrames(run, match: "dismiss", tolerance: 0.03)
        }
    }

    func test_cardScreenIsBackAndFlat() {
        grade { app in
            try FlipCard.presentPet(app)
            let run = try flipBack(app, frames: nil)
            try expectLeftClean(app, after: run, Phrase("flip.after.flip-back", "the flip back"))
            try expect(app.isVisible(try app.view("cards")), Phrase("flip.cards-not-visible", "After the flip back the card screen is not visible. Add toVC.view to the container (below the snapshot) in animateTransition."), cause: .screenNotVisible)
        }
    }

    /// Present and dismiss twice: the second dismissal looks like the first.
    func test_petFlipsBackAgainTheSecondTime() {
        grade { app in
            try FlipCard.presentPet(app)
            let first = try flipBack(app, frames: nil)
            try expectLeftClean(app, after: first, Phrase("flip.after.flip-back", "the flip back"))
            try FlipCard.presentPet(app)
            let again = try flipBack(app, frames: "dismiss")
            try expectFrames(again, match: "dismiss", tolerance: 0.03)
        }
    }
}

/// Chapter 1, exercise 3: a swipe from the left edge dismisses interactively.
final class SwipeDismissChecks: LessonTestCase {
    static var allTests: [(String, (SwipeDismissChecks) -> () throws -> Void)] {
        [
            ("test_swipeFollowsTheFinger", test_swipeFollowsTheFinger),
            ("test_swipeLetGoBeforeHalfwayCancels", test_swipeLetGoBeforeHalfwayCancels),
            ("test_swipeLetGoPastHalfwayFinishes", test_swipeLetGoPastHalfwayFinishes),
            ("test_tapStillDismisses", test_tapStillDismisses),
            ("test_tapAfterASwipeStillDismisses", test_tapAfterASwipeStillDismisses),
            ("test_swipeAfterATapStillDismisses", test_swipeAfterATapStillDismisses),
            ("test_interruptedSwipePutsThePetBack", test_interruptedSwipePutsThePetBack),
        ]
    }

    /// Points of travel for the whole transition.
    static let travel: CGFloat = 200

    override var explainer: Explainer {
        Explainer(vocabulary: FlipCard.vocabulary,
                  advise: FlipCard.advice(frameProperty: "destinationFrame", delegateMethod: "animationController(forDismissed:)", animator: "flipDismissAnimationController", presenting: false),
                  adviseTiming: FlipCard.timingAdvice)
    }

    /// Puts a finger on the left edge and moves it right by each of `distances` in turn, and
    /// returns the transition the swipe started (throwing, in the learner's terms, when it
    /// started none or one that does not follow the finger).
    @MainActor private func swipe(_ app: LessonApp, to distances: [CGFloat], frames name: String? = nil, after earlier: Phrase? = nil) throws -> Drag {
        var swipe = try app.beginDrag(down: { app.touchLeftEdge() }, nudge: CGVector(dx: 12, dy: 0)) {
            if let earlier {
                return GradingError(Phrase("flip.swipe-after-starts-nothing", "Swiping from the left edge of a pet screen shown after \(earlier) starts nothing. Every pet screen is a new controller with a new view: wire the gesture in `prepareForPresentation(of:)` every time, to the pet screen it is given."), cause: .noTransitionFromGesture)
            }
            return GradingError(Phrase("flip.swipe-starts-nothing", "Swiping from the left edge of the pet screen started no transition. Wire the gesture to the pet screen in `prepareForPresentation(of:)` (an edge pan with `edges = .left`), and in its `.began` case set \(fix: "interactionInProgress = true", todo: "3.3") and call \(fix: "viewController.dismiss(animated: true)", todo: "3.3")."), cause: .noTransitionFromGesture)
        }
        let y = swipe.touch.location.y
        try app.expectDriven(swipe, kind: .dismiss, animator: "FlipDismissAnimationController", gesture: Phrase("flip.gesture.swipe", "The swipe"), instead: Phrase("flip.instead.dismiss-pet", "dismissing the pet screen")) { _ in
            GradingError(Phrase("flip.swipe-not-interactive", "The swipe dismissed the pet screen, but not interactively: the flip played by itself instead of following the finger. Return the swipe controller from `interactionControllerForDismissal(using:)` while `interactionInProgress` is true, and set \(fix: "interactionInProgress = true", todo: "3.3") before you call `dismiss`."), cause: .interactionControllerNotReturned)
        }
        try app.follow(&swipe, through: distances.map { CGPoint(x: 4 + $0, y: y) }, frames: name, times: distances.map { Double($0 / Self.travel) }) { i, now in
            guard i == distances.count - 1 else { return }
            let distance = distances[i]
            guard let percent = now.lastUpdate else {
                throw GradingError(Phrase("flip.update-never-called", "The finger moved \(Int(distance)) points, but your interaction controller never called `update(_:)`, so the flip stays at 0 % instead of following it. In the gesture's `.changed` case, call \(fix: "update(progress)", todo: "3.3")."), cause: .updateNeverCalled)
            }
            let expected = Double(min(distance / Self.travel, 1))
            // A little slack: measuring from where the pan was recognised (12 points in) is fine.
            if abs(percent - expected) > 0.08 {
                throw GradingError(Phrase("flip.wrong-progress", "When the finger had moved \(Int(distance)) points, your interaction controller reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`); in this exercise 200 points of travel is the whole flip, so it should be \(Int((expected * 100).rounded())) %. Compute the progress as \(fix: "gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x / 200", todo: "3.2"), clamped to 0…1."), cause: .wrongProgressScale)
            }
        }
        return swipe
    }

    /// Holds the finger still for a moment, lifts it, and lets the transition end; the
    /// transition as recorded. (A finger at rest has no speed, so code that also finishes on a
    /// quick flick decides by the progress alone, as the checks expect.)
    @MainActor private func letGo(_ app: LessonApp, _ swipe: Drag) throws -> RecordedTransition {
        let run = app.release(swipe).run
        if let error = run.settleError, run.summary.lastUpdate != nil, !run.summary.wasCancelled, !run.summary.wasFinished {
            throw GradingError(Phrase("flip.interaction-never-ended", "The finger was lifted, but your interaction controller never called `finish()` or `cancel()`, so the flip stays where the finger left it and the app stops responding (\(error.phrase)). In the gesture's `.ended` case call \(fix: "finish()", todo: "3.3") past halfway and \(fix: "cancel()", todo: "3.3") before it; in `.cancelled` call \(fix: "cancel()", todo: "3.3")."), cause: .interactionNeverEnded)
        }
        try expectFinished(run, animator: "FlipDismissAnimationController")
        return run
    }

    enum Ending { case finish, cancel }

    /// After a swipe let go at 40 % (to be cancelled) or 60 % (to finish) ended the other way:
    /// swipes far on the wanted side, then far on the other, tell a wrong threshold from
    /// `finish()` and `cancel()` swapped or one of them always called.
    @MainActor private func thresholdMistake(_ app: LessonApp, wanted: Ending) throws -> GradingError {
        let remedy = Phrase("flip.threshold.remedy", "In `.ended`, call \(fix: "finish()", todo: "3.3") when the progress is past halfway (\(fix: "progress > 0.5", todo: "3.3")), \(fix: "cancel()", todo: "3.3") otherwise.")
        func ended(_ run: RecordedTransition, _ ending: Ending) -> Bool { ending == .finish ? run.summary.wasFinished : run.summary.wasCancelled }
        // A finished swipe took the pet screen away: show it again before the next.
        if wanted == .cancel { try FlipCard.presentPet(app) }
        let far = try letGo(app, try swipe(app, to: wanted == .cancel ? [20] : [100, 190]))
        if ended(far, wanted) {
            return wanted == .cancel
                ? GradingError(Phrase("flip.threshold.finished-at-40", "A swipe let go at 40 % finished the dismissal; it should roll back. In this exercise the threshold is halfway: in `.ended`, call \(fix: "finish()", todo: "3.3") only when \(fix: "progress > 0.5", todo: "3.3"), else \(fix: "cancel()", todo: "3.3")."), cause: .wrongFinishThreshold)
                : GradingError(Phrase("flip.threshold.rolled-back-at-60", "A swipe let go at 60 % rolled back; past halfway it should finish the dismissal. In this exercise the threshold is halfway: in `.ended`, call \(fix: "finish()", todo: "3.3") when \(fix: "progress > 0.5", todo: "3.3"), else \(fix: "cancel()", todo: "3.3")."), cause: .wrongFinishThreshold)
        }
        if wanted == .cancel { try FlipCard.presentPet(app) }
        let other = try letGo(app, try swipe(app, to: wanted == .cancel ? [100, 190] : [20]))
        if ended(other, wanted) {
            return GradingError(wanted == .cancel
                ? Phrase("flip.threshold.swapped.short-finish", "Short swipes finish the dismissal and a long one rolls back: `finish()` and `cancel()` are the wrong way round. \(remedy)")
                : Phrase("flip.threshold.swapped.long-roll-back", "Long swipes roll back and a short one finishes the dismissal: `finish()` and `cancel()` are the wrong way round. \(remedy)"), cause: .finishAndCancelSwapped)
        }
        return wanted == .cancel
            ? GradingError(Phrase("flip.threshold.always-finishes", "Every swipe finishes the dismissal, even one let go at 10 %. In `.ended`, call \(fix: "finish()", todo: "3.3") only when the progress is past halfway (\(fix: "progress > 0.5", todo: "3.3")), and \(fix: "cancel()", todo: "3.3") otherwise."), cause: .alwaysFinishes)
            : GradingError(Phrase("flip.threshold.always-cancels", "Every swipe rolls back, even one let go at 95 %. In `.ended`, call \(fix: "finish()", todo: "3.3") when the progress is past halfway (\(fix: "progress > 0.5", todo: "3.3")), and \(fix: "cancel()", todo: "3.3") only otherwise."), cause: .alwaysCancels)
    }

    func test_swipeFollowsTheFinger() {
        grade { app in
            try FlipCard.presentPet(app)
            // The finger every 10 points from 20 to 180; a frame may match the reference's 30
            // points either way: code that measures from where the pan was recognised lags 12,
            // and in the card screen's fast turn that is 25° (`update(_:)` is checked precisely).
            let swipe = try swipe(app, to: Array(stride(from: CGFloat(20), through: 180, by: 10)), frames: "swipe")
            try expectFrames(swipe.recorded(in: app),
                             match: "swipe", tolerance: 0.05, timing: false, slack: 3)
            _ = try letGo(app, swipe)
        }
    }

    func test_swipeLetGoBeforeHalfwayCancels() {
        grade { app in
            try FlipCard.presentPet(app)
            let swipe = try swipe(app, to: [40, 80])
            let run = try letGo(app, swipe)
            if !run.summary.wasCancelled { throw try thresholdMistake(app, wanted: .cancel) }
            try expectLeftClean(app, after: run, Phrase("flip.after.cancelled-swipe", "the cancelled swipe"))
            try expect(app.isVisible(try app.view("pet")), Phrase("flip.pet-gone-after-cancel", "After a cancelled swipe the pet screen should still be on show, but it is not visible."), cause: .screenNotVisible)
        }
    }

    func test_swipeLetGoPastHalfwayFinishes() {
        grade { app in
            try FlipCard.presentPet(app)
            let swipe = try swipe(app, to: [60, 120])
            let run = try letGo(app, swipe)
            if !run.summary.wasFinished { throw try thresholdMistake(app, wanted: .finish) }
            try expectLeftClean(app, after: run, Phrase("flip.after.swipe", "the swipe"))
            try expect(app.isVisible(try app.view("cards")), Phrase("flip.cards-not-back-after-swipe", "After the swipe finished, the card screen should be back, but it is not visible."), cause: .screenNotVisible)
            try expectPetFreed(app, run.participants.fromViewController)
        }
    }

    /// The pet screen a swipe closed is freed: nothing keeps it once UIKit let go of the
    /// transition. What keeps it is read from the swipe controller the card screen owns.
    @MainActor private func expectPetFreed(_ app: LessonApp, _ pet: UIViewController?) throws {
        guard let pet else { return }
        let keeper: String? = app.engine.run {
            guard let card = app.window?.rootViewController,
                  let swipe = Mirror(reflecting: card).children.first(where: { $0.label == "swipeInteractionController" })?.value else { return nil }
            for child in Mirror(reflecting: swipe).children {
                if let value = child.value as? UIViewController, value === pet { return child.label }
                if let value = child.value as? UIViewController?, let held = value, held === pet { return child.label }
            }
            return nil
        }
        if let keeper {
            throw GradingError(Phrase("flip.pet-kept-in-property", "After the swipe closed the pet screen, it is still alive: your SwipeInteractionController keeps it in `\(keeper)`, and the card screen keeps the swipe controller for good, so every pet screen you close stays in memory. Declare it weak: `private weak var \(keeper): UIViewController!` (TODO 3.1)."), cause: .retainCycle)
        }
        throw GradingError(Phrase("flip.pet-kept", "After the swipe closed the pet screen, it is still alive: something of your own keeps a strong reference to it (a property, or a closure that captures it). UIKit let go of it when the dismissal ended; keep it weakly, as the swipe controller's `viewController` does (TODO 3.1)."), cause: .retainCycle)
    }

    func test_tapStillDismisses() {
        grade { app in
            try FlipCard.presentPet(app)
            let run = try app.recordTransition { try app.tap("pet") }
            try expectFinished(run, animator: "FlipDismissAnimationController")
            try expect(!run.summary.wasInteractive, Phrase("flip.tap-dismissed-interactively", "Tapping dismissed interactively: with no finger to drive it, it would hang. Return the interaction controller only while `interactionInProgress` is true."), cause: .interactionControllerWithoutGesture)
        }
    }

    /// After a swipe (finished, or let go early), a tap closes the pet screen as usual.
    func test_tapAfterASwipeStillDismisses() {
        grade { app in
            try FlipCard.presentPet(app)
            let short = try swipe(app, to: [40, 80])
            _ = try letGo(app, short)
            try tapToClose(app, after: Phrase("flip.after-what.early-swipe", "a swipe that was let go early"))
            try FlipCard.presentPet(app)
            let long = try swipe(app, to: [60, 120], after: Phrase("flip.after-what.early-swipe-and-tap", "a swipe that was let go early, and a tap"))
            _ = try letGo(app, long)
            try FlipCard.presentPet(app)
            try tapToClose(app, after: Phrase("flip.after-what.closing-swipe", "a swipe that closed the pet screen"))
        }
    }

    /// After a tap has closed the pet screen, the next pet screen can be swiped away too.
    func test_swipeAfterATapStillDismisses() {
        grade { app in
            try FlipCard.presentPet(app)
            try tapToClose(app, after: Phrase("flip.after-what.presenting", "presenting the pet"), afterSwipe: false)
            try FlipCard.presentPet(app)
            let swipe = try self.swipe(app, to: [60, 120], after: Phrase("flip.after-what.tap-closed-first", "a tap closed the first one"))
            let run = try letGo(app, swipe)
            try expect(run.summary.wasFinished, Phrase("flip.swipe-after-tap-rolled-back", "After a tap, a swipe let go at 60 % rolled back instead of finishing the dismissal."), cause: .wrongFinishThreshold)
        }
    }

    /// A swipe the system interrupts (`.cancelled`) rolls back and leaves the app working.
    func test_interruptedSwipePutsThePetBack() {
        grade { app in
            try FlipCard.presentPet(app)
            let swipe = try swipe(app, to: [80])
            swipe.touch.cancel()
            var settleError: GradingError?
            do { try app.settle() } catch let e as GradingError { settleError = e }
            let run = RecordedTransition(summary: app.summary(of: swipe.number), frames: [], settleError: settleError, diagnostics: [], participants: swipe.participants)
            if settleError != nil, !run.summary.wasCancelled, !run.summary.wasFinished {
                throw GradingError(Phrase("flip.interrupted-never-cancelled", "When the system interrupts the swipe, the gesture's state becomes `.cancelled`, and your interaction controller never called `cancel()`, so the flip stays where the finger left it and the app stops responding. In the `.cancelled` case, set \(fix: "interactionInProgress = false", todo: "3.3") and call \(fix: "cancel()", todo: "3.3")."), cause: .interactionNeverEnded)
            }
            try expectFinished(run, animator: "FlipDismissAnimationController")
            try expect(run.summary.wasCancelled, Phrase("flip.interrupted-finished", "An interrupted swipe (state `.cancelled`) finished the dismissal; it should roll back: call \(fix: "cancel()", todo: "3.3") in the `.cancelled` case."), cause: .alwaysFinishes)
            try expectLeftClean(app, after: run, Phrase("flip.after.interrupted-swipe", "the interrupted swipe"))
            try tapToClose(app, after: Phrase("flip.after-what.interrupted-swipe", "an interrupted swipe"))
        }
    }

    /// Taps the pet screen and expects an ordinary, animated dismissal. `afterSwipe`: a swipe
    /// came before (a flag it left set would explain a hang).
    @MainActor private func tapToClose(_ app: LessonApp, after what: Phrase, afterSwipe: Bool = true) throws {
        guard app.findView("pet").map(app.isVisible) == true else {
            throw GradingError(Phrase("flip.pet-closed-instead", "After \(what) the pet screen should still be showing, but it is not: the swipe closed it instead of rolling back."), cause: .screenNotVisible)
        }
        let run = try app.recordTransition { try app.tap("pet") }
        if run.summary.wasInteractive, afterSwipe {
            let problem = TransitionDiagnosis.problem(in: run, animator: "FlipDismissAnimationController")
            if problem?.cause == .interactionControllerWithoutGesture {
                throw GradingError(Phrase("flip.tap-hangs", "After \(what), tapping the pet screen hangs: UIKit got the swipe controller for a dismissal no finger drives, because `interactionInProgress` is still true. Set it back to false in the gesture's `.ended` and `.cancelled` cases."), cause: .interactionFlagNotReset)
            }
        }
        try expectFinished(run, animator: "FlipDismissAnimationController", notAnimators: ["FlipPresentAnimationController"])
        try expect(!run.summary.wasInteractive, Phrase("flip.tap-after-dismissed-interactively", "After \(what), tapping dismissed interactively; return the interaction controller only while a swipe is in progress."), cause: afterSwipe ? .interactionFlagNotReset : .interactionControllerWithoutGesture)
    }
}
