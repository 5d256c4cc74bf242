import Frames
import Grading
import UIKit
import XCTest

/// Chapter 5, exercise 4: a swipe from the left edge of the Lines tab drives the pop through a
/// percent-driven interaction controller, vended only while the finger is down; the rest plays
/// at `completionSpeed` 2.
final class SlideSwipeChecks: LessonTestCase {
    static var allTests: [(String, (SlideSwipeChecks) -> () throws -> Void)] {
        [
            ("test_stopsFollowTheFinger", test_stopsFollowTheFinger),
            ("test_letGoPastHalfwayPops", test_letGoPastHalfwayPops),
            ("test_letGoBeforeHalfwayStaysOnTheStops", test_letGoBeforeHalfwayStaysOnTheStops),
            ("test_tapsAndBackAreNotInteractive", test_tapsAndBackAreNotInteractive),
            ("test_anInterruptedSwipeRollsBack", test_anInterruptedSwipeRollsBack),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Slide.vocabulary, advise: Slide.advice, adviseTiming: Slide.timing) }

    /// The screen's width: a whole width is the whole pop.
    static let width: CGFloat = 375
    /// The `completionSpeed` of this exercise.
    static let speed = 2.0
    /// Where the finger goes down: on the left edge, half way down the Stops screen.
    static let start = CGPoint(x: 4, y: 320)

    /// Pushes F1's stops with a tap and lets the push end. `after` says what came before the
    /// tap (" after a swipe that popped"), nil for nothing.
    @MainActor private func push(_ app: LessonApp, _ after: Phrase? = nil) throws {
        let when = after ?? Phrase(verbatim: "")
        let run = try app.recordTransition { try app.tap("lines.f1") }
        if run.summary.wasInteractive {
            throw GradingError(after == nil
                ? Phrase("slide-swipe.tap-hangs", "Tapping F1 hangs: `navigationController(_:interactionControllerFor:)` returned your interaction controller although no finger drives the push, so UIKit waits at 0 % for `update(_:)` calls that never come. Return `interaction` only while `swiping` is true (TODO 4.3).")
                : Phrase("slide-swipe.tap-hangs-after", "Tapping F1\(when) hangs: `navigationController(_:interactionControllerFor:)` returned your interaction controller although no finger drives the push, so UIKit waits at 0 % for `update(_:)` calls that never come. Return `interaction` only while `swiping` is true (TODO 4.3); a swipe before left `swiping` true — set it only when a pop really starts, and back to false when the finger lifts."),
                cause: after == nil ? .interactionControllerWithoutGesture : .interactionFlagNotReset)
        }
        if run.summary.missingDelegate != nil || run.summary.animatorAnswer?.answer == TransitionTrace.Answer.none {
            throw GradingError(Phrase("slide-swipe.tap-own-push", "Tapping F1\(when) played UIKit's own push: the Lines navigation controller got no SlideAnimationController from its delegate. Exercise 1 first: `install(on:)` makes `SlideTransitions` the navigation controller's `delegate` (TODO 1.4), and `navigationController(_:animationControllerFor:from:to:)` returns a `SlideAnimationController` for `.push` and `.pop` (TODO 1.5)."), cause: run.summary.missingDelegate != nil ? .noTransitioningDelegate : .animatorNotReturned)
        }
        try expectFinished(run, animator: "SlideAnimationController")
        guard app.findView("line").map(app.isVisible) == true else {
            throw GradingError(Phrase("slide-swipe.tap-stops-not-showing", "Tapping F1\(when) did not leave the Stops screen showing."), cause: .screenNotVisible)
        }
    }

    /// Puts a finger on the left edge of the Stops screen and drags it right by each of
    /// `distances` in turn, checking the progress UIKit hears; the pop it started.
    @MainActor private func swipe(_ app: LessonApp, to distances: [CGFloat], frames name: String? = nil) throws -> Drag {
        var swipe = try app.beginDrag(at: Self.start, nudge: CGVector(dx: 16, dy: 0)) {
            GradingError(Phrase("slide-swipe.nothing-popped", "A swipe from the left edge of the Stops screen popped nothing. With an animator of your own for the pop, UIKit's own edge swipe steps aside: the swipe is yours to make. In `install(on:)`, add a \(fix: "UIScreenEdgePanGestureRecognizer(target: self, action: SlideTransitions.didSwipe)", todo: "4.2") with `edges = .left` to the Lines navigation controller's `view` (TODO 4.2), and pop in its `.began` case (TODO 4.4)."), cause: .noTransitionFromGesture)
        }
        try app.expectDriven(swipe, kind: .pop, animator: "SlideAnimationController", gesture: Phrase("slide-swipe.the-swipe", "The swipe"), instead: Phrase("slide-swipe.popping-stops", "popping the Stops screen")) { summary in
            GradingError(summary.interactionAnswer != nil
                ? Phrase("slide-swipe.interaction-nil", "The swipe popped, but the slide played by itself instead of following the finger: `navigationController(_:interactionControllerFor:)` returned nil. Set \(fix: "swiping = true", todo: "4.4") in `.began` *before* `popViewController(animated:)` — UIKit asks at once — and return `interaction` while `swiping` is true (TODO 4.3, 4.4).")
                : Phrase("slide-swipe.interaction-not-asked", "The swipe popped, but the slide played by itself instead of following the finger: the navigation controller's delegate does not answer `navigationController(_:interactionControllerFor:)`. Add it to `SlideTransitions`, returning `interaction` while `swiping` is true (TODO 4.3)."), cause: .interactionControllerNotReturned)
        }
        let got = swipe.participants.interactionController
        try app.follow(&swipe, through: distances.map { CGPoint(x: Self.start.x + $0, y: Self.start.y) }, frames: name) { i, now in
            let distance = distances[i]
            if !now.completions.isEmpty {
                throw GradingError(Phrase("slide-swipe.ended-early", "With the finger still down, \(Int(distance)) points along, the pop ended on its own (`completeTransition` was called). Only `finish()` or `cancel()`, when the finger lifts, may end it: call them in `.ended` and `.cancelled` only."), cause: .interactionNeverEnded)
            }
            guard let percent = now.lastUpdate else {
                // The object UIKit got, against the one the delegate keeps as `interaction`.
                let another = app.engine.run { () -> Bool in
                    guard let got, let delegate = (try? Slide.lines(app))?.delegate,
                          let kept = Mirror(reflecting: delegate).children.first(where: { $0.label == "interaction" })?.value as AnyObject? else { return false }
                    return kept !== got
                }
                if another {
                    throw GradingError(Phrase("slide-swipe.another-interaction", "The finger moved \(Int(distance)) points, but UIKit never heard of it: the interaction controller UIKit got for this pop is not the one your swipe updates (`interaction` now holds another object, made after UIKit took the first). Make the interaction controller once, keep it in `interaction`, and update that one (TODO 4.3, 4.4)."), cause: .updateNeverCalled)
                }
                throw GradingError(Phrase("slide-swipe.no-update", "The finger moved \(Int(distance)) points, but UIKit never heard of it: `update(_:)` was not called. In the swipe's `.changed` case, call `interaction.update(progress)` (TODO 4.4)."), cause: .updateNeverCalled)
            }
            let expected = Double(min(max(distance / Self.width, 0), 1))
            if abs(percent - expected) > 0.05 {
                throw GradingError(Phrase("slide-swipe.wrong-progress", "When the finger had moved \(Int(distance)) points, your swipe reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`); a whole width of the screen is the whole pop, so it should be \(Int((expected * 100).rounded())) %. With `view` the swipe's own view (\(fix: "guard let view = swipe.view else { return }", todo: "4.4")), compute \(fix: "swipe.translation(in: view).x / view.bounds.width", todo: "4.4"), kept within 0…1."), cause: .wrongProgressScale)
            }
        }
        return swipe
    }

    /// Holds the finger still, lifts it, and lets the pop end.
    @MainActor private func letGo(_ app: LessonApp, _ swipe: Drag, interrupted: Bool = false) throws -> Release {
        let release = app.release(swipe, interrupted: interrupted)
        if release.neverEnded, interrupted {
            throw GradingError(Phrase("slide-swipe.interrupted-never-ended", "When the system interrupts a swipe (a call comes in), its state becomes `.cancelled`, and neither `finish()` nor `cancel()` reached UIKit: the slide stays where the finger left it and the app stops responding. Handle `.cancelled` as `.ended`: \(fix: "swiping = false", todo: "4.4"), then \(fix: "interaction.finish()", todo: "4.4") past halfway and \(fix: "interaction.cancel()", todo: "4.4") before it (TODO 4.4)."), cause: .interactionNeverEnded)
        }
        if release.neverEnded {
            throw GradingError(Phrase("slide-swipe.never-ended", "The finger lifted, but neither `finish()` nor `cancel()` reached UIKit, so the slide stays where the finger left it and the app stops responding. In the swipe's `.ended` and `.cancelled` cases call \(fix: "interaction.finish()", todo: "4.4") past halfway and \(fix: "interaction.cancel()", todo: "4.4") before it (TODO 4.4)."), cause: .interactionNeverEnded)
        }
        try expectFinished(release.run, animator: "SlideAnimationController")
        return release
    }

    /// The rest took `rest / speed` after the finger lifted, not `rest`. `finishing`: the rest
    /// was left to play (else to roll back).
    @MainActor private func expectCompletionSpeed(_ app: LessonApp, _ run: RecordedTransition, liftedAt: CFTimeInterval, rest: Double, finishing: Bool) throws {
        guard let completed = run.summary.completions.first?.time else { return }
        let took = completed - liftedAt
        let expected = rest * Slide.duration / Self.speed
        guard abs(took - expected) > 2 * app.engine.frameDuration + 0.02 else { return }
        let speed = took > 0.001 ? rest * Slide.duration / took : 0
        let share = Int((rest * 100).rounded())
        let letGo = finishing
            ? Phrase("slide-swipe.let-go-left-to-play", "Let go with \(share) % of the slide left to play")
            : Phrase("slide-swipe.let-go-to-roll-back", "Let go with \(share) % of the slide to roll back")
        throw GradingError(Phrase("slide-swipe.completion-speed", "\(letGo), the rest took \(Explainer.number(took, 2)) s: that is a `completionSpeed` of about \(String(format: "%.1f", speed)). At speed 1 the rest of the 0.5 s slide would take \(Explainer.number(rest * Slide.duration, 2)) s; this exercise plays it twice as fast, \(Explainer.number(expected, 2)) s: set \(fix: "interaction.completionSpeed = 2", todo: "4.5") before calling `finish()` or `cancel()` (TODO 4.5)."), cause: .wrongCompletionSpeed)
    }

    func test_stopsFollowTheFinger() {
        grade { app in
            try push(app)
            let swipe = try swipe(app, to: [40, 96, 152, 208, 152, 96], frames: "swipe")
            try expectFrames(swipe.recorded(in: app), match: "swipe", tolerance: 0.04, timing: false, slack: 1)
            _ = try letGo(app, swipe)
        }
    }

    func test_letGoPastHalfwayPops() {
        grade { app in
            try push(app)
            let swipe = try swipe(app, to: [120, 260])
            let release = try letGo(app, swipe)
            let (run, liftedAt, percent) = (release.run, release.liftedAt, release.percent)
            guard run.summary.wasFinished else {
                throw GradingError(Phrase("slide-swipe.rolled-back", "A swipe let go at \(Int((percent * 100).rounded())) % rolled the pop back; past halfway it should finish. In `.ended`, call \(fix: "interaction.finish()", todo: "4.4") when `progress > 0.5`, else \(fix: "interaction.cancel()", todo: "4.4")."), cause: .wrongFinishThreshold)
            }
            try expectCompletionSpeed(app, run, liftedAt: liftedAt, rest: 1 - percent, finishing: true)
            let lines = try Slide.lines(app)
            try expect(app.engine.run { lines.viewControllers.count } == 1, Phrase("slide-swipe.stops-still-on-stack", "The swipe finished, but the Stops screen is still on the navigation stack."), cause: .cancelledByAnimator)
            try expect(app.findView("lines").map(app.isVisible) == true, Phrase("slide-swipe.lines-not-showing", "The swipe finished, but the Lines screen is not showing."), cause: .screenNotVisible)
            try expectLeftClean(app, after: run, Phrase("slide-swipe.the-finished-swipe", "the finished swipe"), comingBack: ["to-view"])
        }
    }

    func test_letGoBeforeHalfwayStaysOnTheStops() {
        grade { app in
            try push(app)
            // Past halfway, then back, before letting go.
            let swipe = try swipe(app, to: [100, 220, 100])
            let release = try letGo(app, swipe)
            let (run, liftedAt, percent) = (release.run, release.liftedAt, release.percent)
            guard run.summary.wasCancelled else {
                throw GradingError(Phrase("slide-swipe.finished", "A swipe let go at \(Int((percent * 100).rounded())) % finished the pop; before halfway it should roll back. Decide when the finger lifts, from where it is then: \(fix: "interaction.finish()", todo: "4.4") only when `progress > 0.5`, else \(fix: "interaction.cancel()", todo: "4.4")."), cause: .wrongFinishThreshold)
            }
            try expectCompletionSpeed(app, run, liftedAt: liftedAt, rest: percent, finishing: false)
            let lines = try Slide.lines(app)
            try expect(app.engine.run { lines.viewControllers.count } == 2, Phrase("slide-swipe.stops-gone-from-stack", "The swipe was cancelled, but the Stops screen is no longer on the navigation stack."), cause: .completedAfterCancel)
            if let stops = swipe.participants.fromViewController?.viewIfLoaded {
                let (transform, frame) = app.engine.run { (stops.transform, stops.convert(stops.bounds, to: nil)) }
                try expect(transform.isIdentity, Phrase("slide-swipe.stops-still-moved", "The swipe was cancelled and the Stops screen stays, but it is drawn at \(Explainer.rect(frame)): its `transform` still holds the translation the slide gave it. A cancelled transition keeps the from-view on screen: in the completion block, set both views' `transform` back to `.identity` before `completeTransition(_:)` (TODO 1.3)."), cause: .transformNotRestored)
            }
            try expect(app.findView("line").map(app.isVisible) == true, Phrase("slide-swipe.cancelled-stops-not-showing", "After a cancelled swipe the Stops screen should be showing, but it is not."), cause: .screenNotVisible)
            try expectLeftClean(app, after: run, Phrase("slide-swipe.the-cancelled-swipe", "the cancelled swipe"))
        }
    }

    /// A swipe the system interrupts (state `.cancelled`) at about 30 % ends as a lifted one
    /// would, rolling back, and "< Lines" then plays by itself.
    func test_anInterruptedSwipeRollsBack() {
        grade { app in
            try push(app)
            let swipe = try swipe(app, to: [60, 110])
            let release = try letGo(app, swipe, interrupted: true)
            try expect(release.run.summary.wasCancelled, Phrase("slide-swipe.interrupted-finished", "A swipe the system interrupted (state `.cancelled`) at \(Int((release.percent * 100).rounded())) % finished the pop; before halfway it should roll back, as a lifted finger does: handle `.cancelled` as `.ended` (TODO 4.4)."), cause: .wrongFinishThreshold)
            try expect(app.findView("line").map(app.isVisible) == true, Phrase("slide-swipe.interrupted-stops-not-showing", "After an interrupted swipe the Stops screen should be showing, but it is not."), cause: .screenNotVisible)
            let back = try app.recordTransition { try app.tap("line.back") }
            if back.summary.wasInteractive {
                throw GradingError(Phrase("slide-swipe.back-hangs-after-interruption", "After an interrupted swipe, going back with \"< Lines\" hangs: `swiping` is still true, so UIKit got your interaction controller for a pop no finger drives. Set it back to false in the `.cancelled` case too (TODO 4.4)."), cause: .interactionFlagNotReset)
            }
            try expectFinished(back, animator: "SlideAnimationController")
        }
    }

    /// A tap, the back button and a swipe on the Lines screen itself play without a finger
    /// driving them; the flag goes back to false after every swipe.
    func test_tapsAndBackAreNotInteractive() {
        grade { app in
            // A swipe on the Lines screen: nothing to go back to.
            let idle = app.edgePan(distance: 200, duration: 0.3, y: Self.start.y)
            _ = idle
            try app.settle()
            try push(app, Phrase("slide-swipe.after-idle-swipe", " after a swipe on the Lines screen (nothing to pop)"))
            let back = try app.recordTransition { try app.tap("line.back") }
            if back.summary.wasInteractive {
                throw GradingError(Phrase("slide-swipe.back-hangs", "Going back with \"< Lines\" hangs: UIKit got your interaction controller for a pop no finger drives, and waits for `update(_:)` calls that never come. Return `interaction` only while `swiping` is true (TODO 4.3)."), cause: .interactionControllerWithoutGesture)
            }
            try expectFinished(back, animator: "SlideAnimationController")
            for (distances, what) in [([CGFloat(120), 260], Phrase("slide-swipe.swipe-that-popped", "a swipe that popped")), ([80], Phrase("slide-swipe.swipe-let-go-early", "a swipe that was let go early"))] {
                try push(app, Phrase("slide-swipe.after", " after \(what)"))
                let s = try swipe(app, to: distances)
                _ = try letGo(app, s)
                if app.engine.run({ (try? Slide.lines(app).viewControllers.count) ?? 0 }) > 1 {
                    let again = try app.recordTransition { try app.tap("line.back") }
                    if again.summary.wasInteractive {
                        throw GradingError(Phrase("slide-swipe.back-hangs-after", "After \(what), going back with \"< Lines\" hangs: `swiping` is still true, so UIKit got your interaction controller for a pop no finger drives. Set it back to false in the `.ended` and `.cancelled` cases."), cause: .interactionFlagNotReset)
                    }
                    try expectFinished(again, animator: "SlideAnimationController")
                }
            }
        }
    }
}
