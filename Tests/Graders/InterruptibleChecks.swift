import Frames
import Grading
import UIKit
import XCTest

/// What chapter 8 calls its views, where its postcard rests, and how its checks open it, drag
/// it, read the property animator and the spring a release continues with.
enum Postcards {
    static let duration = 0.5
    /// The postcard on the shelf, and how far its top edge travels to open.
    static let closed = CGRect(x: 16, y: 480, width: 344, height: 176)
    static let travel: CGFloat = 480
    /// Where a finger takes the open card: the middle of the screen, clear of "Close".
    static let grip = CGPoint(x: 187, y: 400)

    static let vocabulary = Vocabulary([
        "shelf": Phrase("interruptible.name.shelf", "the shelf"),
        "postcard.open": Phrase("interruptible.name.postcard-open", "the open postcard"),
        "postcard": Phrase("interruptible.name.postcard", "the postcard on the shelf"),
    ])

    static let timing: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("interruptible.timing.spring", "The reference moves the card with `UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)`: a spring, which covers most of the way in its first third, overshoots a hair and settles.")
    }

    /// The open card's frame on screen now (its presentation values), in the window; nil when
    /// it is not in the window.
    @MainActor static func shownFrame(_ app: LessonApp) -> CGRect? {
        app.engine.run {
            guard let card = app.allViews.last(where: { $0.accessibilityIdentifier == "postcard.open" }), card.window != nil else { return nil }
            let frame = (card.layer.presentation() ?? card.layer).frame
            return card.superview?.convert(frame, to: nil) ?? frame
        }
    }

    /// Taps the postcard on the shelf and lets the opening end; throws when the card is not open.
    @MainActor static func open(_ app: LessonApp, _ round: Phrase = Phrase(verbatim: "")) throws {
        try app.tap("postcard")
        try app.settle()
        guard app.findView("postcard.open").map(app.isVisible) == true else {
            throw GradingError(Phrase("interruptible.open.not-on-screen", "Tapping the postcard\(round) did not open it: the open postcard is not on screen."), cause: .screenNotVisible)
        }
    }

    /// The shelf's controller (the window's root).
    @MainActor static func shelf(_ app: LessonApp) -> UIViewController? { app.engine.run { app.window?.rootViewController } }

    /// The animators (property animators, groups) a `PostcardAnimator` of the shelf (`opening`
    /// or `closing`) holds now, in any stored property.
    @MainActor static func heldAnimators(_ app: LessonApp, _ name: String) -> [AnyObject] {
        app.engine.run {
            guard let shelf = shelf(app), let animator = Mirror(reflecting: shelf).children.first(where: { $0.label == name })?.value else { return [] }
            return Mirror(reflecting: animator).children.compactMap { child -> AnyObject? in
                let mirror = Mirror(reflecting: child.value)
                let value: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : child.value
                return value.flatMap { $0 as? UIViewImplicitlyAnimating }
            }
        }
    }

    /// What `interruptibleAnimator(using:)` answers now, asked twice, for the transition in
    /// progress: nil when the animator does not implement it.
    @MainActor static func vended(_ app: LessonApp, _ participants: Participants) -> (first: UIViewImplicitlyAnimating, second: UIViewImplicitlyAnimating)? {
        app.engine.run {
            guard let animator = participants.animator as? UIViewControllerAnimatedTransitioning,
                  let context = participants.context as? UIViewControllerContextTransitioning else { return nil }
            let first = animator.interruptibleAnimator(using: context)
            guard "\(type(of: first))" != "NoInterruptibleAnimator" else { return nil }
            return (first, animator.interruptibleAnimator(using: context))
        }
    }

    /// The pan on the open card, for the finger's speed as UIKit measured it.
    @MainActor static func fingerSpeed(_ app: LessonApp) -> Double {
        app.engine.run {
            guard let card = app.allViews.last(where: { $0.accessibilityIdentifier == "postcard.open" }), let window = card.window,
                  let pan = card.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer }).first else { return 0 }
            return Double(pan.velocity(in: window).y)
        }
    }

    /// What UIKit continued the transition with when the finger let go (read from the trace:
    /// `timingCurve` as it was when `finish()` or `cancel()` was called).
    enum ReleaseTiming: Equatable {
        /// No `finish()` or `cancel()` continued an interruptible animator.
        case none
        /// The animator's own timing: no `timingCurve`.
        case own
        /// A `timingCurve` that is not a spring.
        case curve
        case spring(CGVector)
    }

    @MainActor static func releaseTiming(_ app: LessonApp, _ drag: Drag) -> ReleaseTiming {
        for event in app.summary(of: drag.number).events.reversed() {
            if case let .continued(timing, velocity) = event.kind {
                if !timing { return .own }
                return velocity.map { .spring($0) } ?? .curve
            }
        }
        return .none
    }

    /// Checks the spring a release continued with against the finger: its initial velocity, in
    /// both components, must be the finger's speed along the card's way over the points left.
    /// `along` is the finger's speed in the direction the card goes (points a second), `left`
    /// the points the card had left to go.
    static func expectVelocity(_ timing: ReleaseTiming, along: Double, left: Double, _ what: Phrase, todo: String) throws {
        let expected = along / max(left, 1)
        let speed = Int(abs(along).rounded()), points = Int(left.rounded()), distances = Explainer.number(expected, 1)
        let described = along >= 0
            ? Phrase("interruptible.velocity.along", "the finger moved \(speed) points a second along the card's way, and the card had \(points) points left to go: \(distances) distances a second")
            : Phrase("interruptible.velocity.against", "the finger moved \(speed) points a second against the card's way, and the card had \(points) points left to go: \(distances) distances a second")
        guard case let .spring(v) = timing else {
            if timing == .curve {
                throw GradingError(Phrase("interruptible.velocity.not-spring", "\(what), `timingCurve` is not a spring, so the card went on from rest, at the animator's own pace, whatever the finger's speed: it stalls as the finger leaves it. Before `finish()` or `cancel()`, set `timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))` where v is the finger's speed over the points left (\(described)) (TODO \(todo))."), cause: .wrongReleaseVelocity)
            }
            throw GradingError(Phrase("interruptible.velocity.no-timing-curve", "\(what), no `timingCurve` was set when `finish()` or `cancel()` was called (set it before them: they hand it to the animator at once), so the card went on from rest, at the animator's own pace, whatever the finger's speed: it stalls as the finger leaves it. Before `finish()` or `cancel()`, set `timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))` where v is the finger's speed over the points left (\(described)) (TODO \(todo))."), cause: .wrongReleaseVelocity)
        }
        func fits(_ c: CGFloat) -> Bool {
            let c = Double(c)
            if abs(expected) < 0.5 { return abs(c) < 1 }
            return c / expected >= 0.6 && c / expected <= 1.6
        }
        guard !(fits(v.dx) && fits(v.dy)) else { return }
        let given = "CGVector(dx: \(Explainer.number(Double(v.dx), 1)), dy: \(Explainer.number(Double(v.dy), 1)))"
        let largest = max(abs(Double(v.dx)), abs(Double(v.dy)))
        let why: Phrase
        if largest > 20 * max(abs(expected), 0.5), abs(along) > 50 {
            why = Phrase("interruptible.velocity.why-points", "that is points a second. A spring's velocity is in distances a second — 1 covers the whole distance left in one second — so UIKit threw the card to the end at once. Divide the finger's speed by the points the card has left to go (if you did, they came out near 0: measure them from where the card is on screen, or from `percentComplete` — the card's `frame` is already where the animator ends it)")
        } else if fits(v.dx) != fits(v.dy), fits(v.dy) || fits(v.dx) {
            why = Phrase("interruptible.velocity.why-dx-dy", "a property animator reads `dy` for the y of a position and `dx` for everything else (the x, the size): with one of them wrong, part of the card starts at another speed than the rest. Give both the same value")
        } else if expected != 0, (Double(v.dx) / expected) < 0, (Double(v.dy) / expected) < 0 {
            why = Phrase("interruptible.velocity.why-sign", "the sign is backwards: the velocity is measured along the way the card goes now — back towards where it started, after `cancel()` — so a finger moving that way gives a positive value, and one moving against it a negative one")
        } else if largest < 0.05 {
            why = Phrase("interruptible.velocity.why-rest", "the card starts from rest, as if the finger had stopped")
        } else {
            why = Phrase("interruptible.velocity.why-speed", "the card does not leave at the finger's speed. Divide the finger's speed along the card's way by the points the card still has to go — not by the whole travel")
        }
        throw GradingError(Phrase("interruptible.velocity.wrong", "\(what), the spring's `initialVelocity` was \(given), where \(described); \(why) (TODO \(todo))."), cause: .wrongReleaseVelocity)
    }
}

/// Interruptible, exercise 1: Open with a property animator.
final class OpenCardChecks: LessonTestCase {
    static var allTests: [(String, (OpenCardChecks) -> () throws -> Void)] {
        [
            ("test_theCardOpensFromItsPlaceOnTheShelf", test_theCardOpensFromItsPlaceOnTheShelf),
            ("test_theTransitionIsOnePropertyAnimator", test_theTransitionIsOnePropertyAnimator),
            ("test_closeShrinksItBack", test_closeShrinksItBack),
            ("test_itOpensAndClosesAgainAndAgain", test_itOpensAndClosesAgainAndAgain),
        ]
    }

    override var explainer: Explainer {
        Explainer(vocabulary: Postcards.vocabulary, adviseTiming: Postcards.timing)
    }

    func test_theCardOpensFromItsPlaceOnTheShelf() {
        grade { app in
            // The delegate's answer for the opening, before it plays: `opening`, not `closing`.
            let vendsClosing: Bool = app.engine.run {
                guard let shelf = Postcards.shelf(app), let delegate = shelf as? UIViewControllerTransitioningDelegate,
                      let closing = Mirror(reflecting: shelf).children.first(where: { $0.label == "closing" })?.value as AnyObject? else { return false }
                let postcard = UIViewController()
                return delegate.animationController(forPresented: postcard, presenting: shelf, source: shelf) === closing
            }
            if vendsClosing {
                throw GradingError(Phrase("interruptible.opening-vends-closing", "For the opening, `animationController(forPresented:presenting:source:)` returns the shelf's `closing` animator, whose `isPresenting` is false: it would treat the postcard as the screen going away. Return `opening` there, and `closing` for the dismissal (TODO 1.5)."), cause: .wrongAnimator)
            }
            let run = try app.recordTransition(named: "open", duration: Postcards.duration) { try app.tap("postcard") }
            // Never started: the animator kept for the transition is still inactive (asking for a
            // new one here would make one, inactive, where the kept one ran and was cleared).
            let hung = run.settleError != nil && run.summary.completions.isEmpty
            let keptInactive = Postcards.heldAnimators(app, "opening").contains { held in app.engine.run { (held as? UIViewAnimating)?.state == .inactive } }
            // Or nothing was ever set up: the card is not even in the container.
            let untouched = app.engine.run { () -> Bool in
                guard let card = run.participants.toViewController?.viewIfLoaded, let container = run.participants.container else { return false }
                return !card.isDescendant(of: container)
            }
            if hung, keptInactive || untouched {
                throw GradingError(Phrase("interruptible.opening-never-started", "The opening never ended: the property animator `interruptibleAnimator(using:)` returns was never started, so nothing moved and its completion — where the transition completes — never ran. In `animateTransition(using:)`, start it: `interruptibleAnimator(using: transitionContext).startAnimation()` (TODO 1.4)."), cause: .interruptibleAnimatorNotStarted)
            }
            try expectFinished(run, animator: "PostcardAnimator")
            try expectDuration(run, Postcards.duration, of: Phrase("interruptible.noun.opening", "opening"))
            try expectLeftClean(app, after: run, Phrase("interruptible.after.opening", "the opening"))
            try expectMotion(run, match: "open", role: "to-view")
        }
    }

    func test_theTransitionIsOnePropertyAnimator() {
        grade { app in
            let started = try app.startTransition { try app.tap("postcard") }
            app.advance(0.15)
            if let problem = TransitionDiagnosis.delegateProblem(app.summary(of: started.number), animator: "PostcardAnimator") {
                try? app.settle()
                throw problem
            }
            guard let answers = Postcards.vended(app, started.participants) else {
                try? app.settle()
                let name = started.participants.animator.map { "\(type(of: $0))" } ?? "PostcardAnimator"
                throw GradingError(Phrase("interruptible.no-interruptible-animator", "Your \(name) does not implement `interruptibleAnimator(using:)`, so UIKit has no property animator to pause, scrub or reverse: nothing could catch or drag this transition. Implement it, returning your `UIViewPropertyAnimator` (as `UIViewImplicitlyAnimating`), and start that animator in `animateTransition(using:)` (TODO 1.2, 1.4)."), cause: .interruptibleAnimatorMissing)
            }
            let (first, second) = answers
            let (same, running, state) = app.engine.run { (first === second, first.isRunning, first.state) }
            // Asked again while paused (as a finger that catches it pauses it), it is still the same.
            let sameWhenPaused: Bool = app.engine.run {
                guard same, running else { return true }
                first.pauseAnimation()
                defer { first.startAnimation() }
                guard let animator = started.participants.animator as? UIViewControllerAnimatedTransitioning,
                      let context = started.participants.context as? UIViewControllerContextTransitioning else { return true }
                return animator.interruptibleAnimator(using: context) === first
            }
            try? app.settle()
            if !sameWhenPaused {
                throw GradingError(Phrase("interruptible.new-animator-when-paused", "Asked again while its animator was paused, `interruptibleAnimator(using:)` returned a new animator. A finger that catches the card pauses the transition and then drives what this method returns: it must be the kept animator whatever its state, until the transition ends. Return it whenever it is set: `if let animator { return animator }` (TODO 1.2)."), cause: .animatorNotReused)
            }
            if !same {
                throw GradingError(Phrase("interruptible.two-animators", "Asked twice during one opening, `interruptibleAnimator(using:)` returned two different animators. UIKit and interaction controllers ask it more than once, and drive what it returns: a second animator is a second animation, fighting the first. Make it once, keep it in a property, and return the kept one when it is set (`if let animator { return animator }`) (TODO 1.2)."), cause: .animatorNotReused)
            }
            if !running {
                throw GradingError(state == .inactive
                    ? Phrase("interruptible.vended-never-started", "0.15 s into the opening, the animator `interruptibleAnimator(using:)` returns is never started: the card moved some other way. The transition is that animator: in `animateTransition(using:)`, start it: `interruptibleAnimator(using: transitionContext).startAnimation()` (TODO 1.4).")
                    : Phrase("interruptible.vended-paused", "0.15 s into the opening, the animator `interruptibleAnimator(using:)` returns is paused: the card moved some other way. The transition is that animator: in `animateTransition(using:)`, start it: `interruptibleAnimator(using: transitionContext).startAnimation()` (TODO 1.4)."), cause: .interruptibleAnimatorNotStarted)
            }
        }
    }

    func test_closeShrinksItBack() {
        grade { app in
            try Postcards.open(app)
            // The delegate's answer for the dismissal, before it plays: `closing`, not `opening`.
            let vendsOpening: Bool = app.engine.run {
                guard let shelf = Postcards.shelf(app), let postcard = shelf.presentedViewController,
                      let delegate = shelf as? UIViewControllerTransitioningDelegate,
                      let answer = delegate.animationController(forDismissed: postcard),
                      let opening = Mirror(reflecting: shelf).children.first(where: { $0.label == "opening" })?.value as AnyObject? else { return false }
                return answer === opening
            }
            if vendsOpening {
                throw GradingError(Phrase("interruptible.closing-vends-opening", "For \"Close\", `animationController(forDismissed:)` returns the shelf's `opening` animator, whose `isPresenting` is true: it would open the card again as it is dismissed. Return `closing` there (TODO 1.5)."), cause: .wrongAnimator)
            }
            let run = try app.recordTransition(named: "close", duration: Postcards.duration) { try app.tap("postcard.close") }
            try expectFinished(run, animator: "PostcardAnimator")
            try expectDuration(run, Postcards.duration, of: Phrase("interruptible.noun.closing", "closing"))
            try expect(app.findView("postcard.open") == nil && app.findView("postcard").map(app.isVisible) == true,
                       Phrase("interruptible.close.shelf-not-showing", "After \"Close\" the shelf should be showing, with its postcard, but it is not."), cause: .screenNotVisible)
            try expectMotion(run, match: "close", role: "from-view", endFirst: true)
        }
    }

    /// The shelf keeps one `PostcardAnimator` for every opening: a property animator kept after
    /// its transition comes back used up the next time.
    func test_itOpensAndClosesAgainAndAgain() {
        grade { app in
            for round in [Phrase(verbatim: ""), Phrase("interruptible.round.second-time", " a second time"), Phrase("interruptible.round.third-time", " a third time")] {
                let open = try app.recordTransition { try app.tap("postcard") }
                try expectCleared(app, open, "opening", round)
                try expectFinished(open, animator: "PostcardAnimator")
                try expect(app.findView("postcard.open").map(app.isVisible) == true, Phrase("interruptible.open.not-opened", "Tapping the postcard\(round) did not open it."), cause: .screenNotVisible)
                let close = try app.recordTransition { try app.tap("postcard.close") }
                try expectCleared(app, close, "closing", round)
                try expectFinished(close, animator: "PostcardAnimator")
                try expect(app.findView("postcard.open") == nil, Phrase("interruptible.close.left-open", "\"Close\"\(round) left the postcard open."), cause: .screenNotVisible)
            }
        }
    }

    /// After a transition, the animator that ran it keeps no property animator; one that hangs
    /// because the kept one was used up is explained so.
    @MainActor private func expectCleared(_ app: LessonApp, _ run: RecordedTransition, _ name: String, _ round: Phrase) throws {
        let held = Postcards.heldAnimators(app, name)
        guard !held.isEmpty else { return }
        let noun = name == "opening" ? Phrase("interruptible.noun.opening", "opening") : Phrase("interruptible.noun.closing", "closing")
        let hung = run.settleError != nil || run.summary.completions.isEmpty
        if hung {
            throw GradingError(Phrase("interruptible.kept-animator-used-up", "The \(noun)\(round) never ended: `interruptibleAnimator(using:)` returned the property animator it kept from the time before. That one ran to its end and is used up — its animations and completions are gone — so starting it again moves nothing and never calls `completeTransition(_:)`. The shelf keeps one `PostcardAnimator` for every \(noun): in the animator's completion, after completing the transition, set the property back to nil (TODO 1.3)."), cause: .animatorNotCleared)
        }
        throw GradingError(Phrase("interruptible.animator-still-kept", "After the \(noun)\(round) ended, your PostcardAnimator still keeps its property animator. The shelf uses the same `PostcardAnimator` the next time, and `interruptibleAnimator(using:)` would return that used-up animator, which moves nothing and never completes. In the animator's completion, after `completeTransition(_:)`, set the property back to nil (TODO 1.3)."), cause: .animatorNotCleared)
    }
}

/// Drags the open postcard down with a finger, for exercises 2 and 3.
extension LessonTestCase {
    /// Puts a finger on the open card and starts dragging it down; throws when no closing
    /// follows the finger.
    @MainActor func dragDown(_ app: LessonApp, _ round: Phrase = Phrase(verbatim: ""), todo: String = "2.4") throws -> Drag {
        let drag = try app.beginDrag(at: Postcards.grip, nudge: CGVector(dx: 0, dy: 12)) {
            GradingError(todo == "3.3"
                ? Phrase("interruptible.drag.started-nothing-after-catch", "A finger dragging the open postcard down\(round) started nothing. In the pan's `.began` case, start closing it with `dismiss(animated:)`: `postcard?.dismiss(animated: true)` (TODO 2.1). If `.began` decides between catching and closing, nothing is moving here: catch only while `postcard?.transitionCoordinator != nil` (TODO 3.1).")
                : Phrase("interruptible.drag.started-nothing", "A finger dragging the open postcard down\(round) started nothing. In the pan's `.began` case, start closing it with `dismiss(animated:)`: `postcard?.dismiss(animated: true)` (TODO 2.1)."), cause: .noTransitionFromGesture)
        }
        let summary = app.summary(of: drag.number)
        if summary.kind != .dismiss {
            let kind = TransitionDiagnosis.kind(summary.kind, unknown: Phrase("interruptible.kind.different", "different"))
            throw app.abandon(drag, GradingError(Phrase("interruptible.drag.other-kind", "Dragging the open postcard down\(round) started a \(kind) transition instead of closing it."), cause: .noTransitionFromGesture))
        }
        if let problem = TransitionDiagnosis.delegateProblem(summary, animator: "PostcardAnimator") { throw app.abandon(drag, problem) }
        guard summary.wasInteractive else {
            // Asked now, with the finger down, the delegate vends the drag, yet UIKit got nil when it
            // asked (inside `dismiss`): the flag came too late.
            let vendsNow: Bool = app.engine.run {
                guard let shelf = Postcards.shelf(app), let delegate = shelf as? UIViewControllerTransitioningDelegate,
                      let animator = drag.participants.animator as? UIViewControllerAnimatedTransitioning else { return false }
                return delegate.interactionControllerForDismissal(using: animator) != nil
            }
            if vendsNow {
                throw app.abandon(drag, GradingError(Phrase("interruptible.drag.flag-too-late", "The drag\(round) started the closing, but the card shrank by itself: UIKit asks `interactionControllerForDismissal(using:)` inside `dismiss(animated:)`, and `isDragging` was still false then; it became true only after. In `.began`, set `isDragging = true` *before* calling `dismiss` (TODO 2.1)."), cause: .interactionControllerNotReturned))
            }
            throw app.abandon(drag, GradingError(Phrase("interruptible.drag.not-returned", "The drag\(round) started the closing, but the card shrank by itself instead of following the finger: `interactionControllerForDismissal(using:)` returned nil (or is not written). Return the shelf's `drag` while `drag.isDragging` (TODO \(todo))."), cause: .interactionControllerNotReturned))
        }
        let driven = app.engine.run { (drag.participants.context as? UIViewControllerContextTransitioning)?.isInteractive ?? true }
        if !driven {
            throw app.abandon(drag, GradingError(Phrase("interruptible.drag.not-driven-from-start", "The drag\(round) started the closing and UIKit got the drag, but the card shrank by itself: the drag's `wantsInteractiveStart` was false, so the transition ran until something paused it. A finger that starts a transition drives it from the first point: set `drag.wantsInteractiveStart = true` where the delegate vends it for the dismissal (TODO 2.4)."), cause: .notDrivenFromStart))
        }
        return drag
    }

    /// Moves the finger to each share of the travel below where it went down, checking that
    /// UIKit hears the progress and that the card's top edge stays under the finger.
    @MainActor func follow(_ app: LessonApp, _ drag: inout Drag, to shares: [CGFloat], step: CFTimeInterval = 0.05, frames: String? = nil, todo: String = "2.2",
                           afterCatch: Bool = false) throws {
        // Measured from where the finger went down (every drag of this chapter starts at the grip).
        let top = Postcards.grip.y
        try app.follow(&drag, through: shares.map { CGPoint(x: Postcards.grip.x, y: top + $0 * Postcards.travel) }, step: step, frames: frames) { i, now in
            let share = shares[i]
            if !now.completions.isEmpty {
                throw GradingError(Phrase("interruptible.follow.ended-on-its-own", "With the finger still down, the closing ended on its own (`completeTransition` was called): only `finish()` or `cancel()`, when the finger lifts, may end it."), cause: .interactionNeverEnded)
            }
            guard let percent = now.lastUpdate else {
                throw GradingError(Phrase("interruptible.follow.no-update", "The finger moved down \(Int(share * Postcards.travel)) points, but UIKit never heard of it: `update(_:)` was not called. In the pan's `.changed` case, call `update(progress)` (TODO \(todo))."), cause: .updateNeverCalled)
            }
            if afterCatch, percent < Double(share) - 0.1 {
                throw GradingError(Phrase("interruptible.follow.still-catching", "After a catch, a finger dragging the open card down \(Int(share * Postcards.travel)) points got \(Int((percent * 100).rounded())) % from your drag, where it should be \(Int((share * 100).rounded())) %: the drag still takes it for a caught opening, whose progress goes down as the finger goes down. Nothing was moving when this drag began: in `.began`, decide anew each time, and set the flag back to a closing (TODO 3.1)."), cause: .interactionFlagNotReset)
            }
            if abs(percent - Double(share)) > 0.03 {
                throw GradingError(Phrase("interruptible.follow.wrong-progress", "When the finger had moved down \(Int(share * Postcards.travel)) points, your drag reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`). The card's top edge travels \(Int(Postcards.travel)) points from open to closed, so to stay under the finger it should be \(Int((share * 100).rounded())) %: the way down in the window over `Postcard.travel` (TODO \(todo))."), cause: .wrongProgressScale)
            }
            if let shown = Postcards.shownFrame(app), abs(shown.minY - share * Postcards.travel) > 16 {
                throw GradingError(Phrase("interruptible.follow.not-under-finger", "At \(Int((percent * 100).rounded())) % the card's top edge should be \(Int(share * Postcards.travel)) points down, under the finger, but it is at \(Int(shown.minY)). The drag drives the animator `interruptibleAnimator(using:)` returns: every change of the card must be in that animator's animations (TODO 1.2)."), cause: .wrongFrame)
            }
        }
    }

    /// Lifts the finger (held still first, or flicked), reading the finger's speed just before;
    /// then lets the app come to rest.
    @MainActor func letGo(_ app: LessonApp, _ drag: Drag, flick: Bool, interrupted: Bool = false, filming: Int = 0, todo: String = "2.3") throws -> (release: Release, speed: Double) {
        var speed = 0.0
        var film = drag.frames
        let release = app.release(drag, hold: flick ? nil : 0.1, interrupted: interrupted, lifting: { speed = Postcards.fingerSpeed(app) }, watching: filming) { frame in film.append(frame) }
        if filming > 0 { app.context?.saveRun(film, named: "catch") }
        if release.run.summary.problems.contains(.completedAfterCancel) {
            throw GradingError(Phrase("interruptible.release.completed-after-cancel", "Let go, the card went back where it started and the transition was cancelled, but your completion called `completeTransition(true)`: UIKit believes the card moved while the animator put it back, and throws away the screen that is still showing. Complete with `!transitionContext.transitionWasCancelled` (TODO 1.3)."), cause: .completedAfterCancel)
        }
        if release.neverEnded {
            throw GradingError(interrupted
                ? Phrase("interruptible.release.interrupted-never-ended", "The finger was interrupted (the pan ended in `.cancelled`), but neither `finish()` nor `cancel()` reached UIKit: the card stays where the finger left it and the app stops responding. In the pan's `.ended` and `.cancelled` cases, call one of them (TODO \(todo)).")
                : Phrase("interruptible.release.lifted-never-ended", "The finger lifted, but neither `finish()` nor `cancel()` reached UIKit: the card stays where the finger left it and the app stops responding. In the pan's `.ended` and `.cancelled` cases, call one of them (TODO \(todo))."), cause: .interactionNeverEnded)
        }
        return (release, speed)
    }

    @MainActor func expectCardOpen(_ app: LessonApp, _ run: RecordedTransition, _ what: Phrase) throws {
        try expect(app.findView("postcard.open").map(app.isVisible) == true, Phrase("interruptible.card-not-open", "After \(what) the postcard should be open, but it is not on screen."), cause: .screenNotVisible)
        if let shown = Postcards.shownFrame(app), shown.minY > 8 || shown.height < 650 {
            throw GradingError(Phrase("interruptible.card-not-filling", "After \(what) the postcard should fill the screen, but it rests at \(Explainer.rect(shown))."), cause: .wrongFrame)
        }
    }

    @MainActor func expectCardClosed(_ app: LessonApp, _ what: Phrase) throws {
        try expect(app.findView("postcard.open") == nil && app.findView("postcard").map(app.isVisible) == true,
                   Phrase("interruptible.card-not-closed", "After \(what) the shelf should be showing, with its postcard, but it is not."), cause: .screenNotVisible)
    }
}

/// Interruptible, exercise 2: Drag it closed.
final class DragClosedChecks: LessonTestCase {
    static var allTests: [(String, (DragClosedChecks) -> () throws -> Void)] {
        [
            ("test_theCardFollowsTheFingerAndComesBack", test_theCardFollowsTheFingerAndComesBack),
            ("test_aSlowReleasePastHalfwayCloses", test_aSlowReleasePastHalfwayCloses),
            ("test_aFlickDownClosesAtTheFingersSpeed", test_aFlickDownClosesAtTheFingersSpeed),
            ("test_aFlickUpPutsTheCardBackAtTheFingersSpeed", test_aFlickUpPutsTheCardBackAtTheFingersSpeed),
            ("test_anInterruptedDragPutsTheCardBack", test_anInterruptedDragPutsTheCardBack),
            ("test_closeStaysATapAndDragsWorkAgain", test_closeStaysATapAndDragsWorkAgain),
        ]
    }

    override var explainer: Explainer {
        Explainer(vocabulary: Postcards.vocabulary, adviseTiming: Postcards.timing)
    }

    func test_theCardFollowsTheFingerAndComesBack() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            try follow(app, &drag, to: [0.1, 0.2, 0.3, 0.4, 0.3], frames: "drag")
            try expectMotion(drag.recorded(in: app), match: "drag", role: "from-view")
            let (release, _) = try letGo(app, drag, flick: false)
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(release.run.summary.wasCancelled, Phrase("interruptible.still-at-30-closed", "Let go still at 30 %, the card should have gone back open, but it closed: without a flick, it closes only past half way (TODO 2.3)."), cause: .wrongFinishThreshold)
            try expectCardOpen(app, release.run, Phrase("interruptible.after.drag-let-go-at", "a drag let go at \(30) %"))
        }
    }

    func test_aSlowReleasePastHalfwayCloses() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            // Down to 72 %, then back up slowly (about 190 points a second, no flick) to 66 %.
            try follow(app, &drag, to: [0.2, 0.4, 0.6, 0.72, 0.70, 0.68, 0.66])
            let (release, speed) = try letGo(app, drag, flick: true)
            try expectFinished(release.run, animator: "PostcardAnimator")
            let share = Int((release.percent * 100).rounded())
            try expect(release.run.summary.wasFinished, Phrase("interruptible.slow-release-went-back", "Let go at \(share) %, moving up slowly (\(Int(abs(speed).rounded())) points a second, no flick), the card should have closed, but it went back open: past half way, a slow release closes it (TODO 2.3)."), cause: .wrongFinishThreshold)
            try Postcards.expectVelocity(Postcards.releaseTiming(app, drag), along: speed, left: (1 - release.percent) * Double(Postcards.travel),
                                         Phrase("interruptible.lead.let-go-moving-up", "Let go at \(share) % while moving up at \(Int(abs(speed).rounded())) points a second"), todo: "2.3")
            try expectCardClosed(app, Phrase("interruptible.after.drag-let-go-at", "a drag let go at \(share) %"))
        }
    }

    func test_aFlickDownClosesAtTheFingersSpeed() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            // 40 points every 0.02 s: 2,000 points a second, let go at a third of the way.
            try follow(app, &drag, to: (1...4).map { CGFloat($0) * 40 / Postcards.travel }, step: 0.02)
            let (release, speed) = try letGo(app, drag, flick: true)
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(release.run.summary.wasFinished, Phrase("interruptible.flick-down-put-back", "A flick down at \(Int(abs(speed))) points a second, let go at \(Int((release.percent * 100).rounded())) %, put the card back; a flick (over 500 points a second) decides by its direction: down closes it (TODO 2.3)."), cause: .wrongFinishThreshold)
            try Postcards.expectVelocity(Postcards.releaseTiming(app, drag), along: speed, left: (1 - release.percent) * Double(Postcards.travel),
                                         Phrase("interruptible.lead.flicked-down", "Flicked down at \(Int(abs(speed))) points a second at \(Int((release.percent * 100).rounded())) %"), todo: "2.3")
            try expectCardClosed(app, Phrase("interruptible.after.flick-down", "the flick down"))
        }
    }

    func test_aFlickUpPutsTheCardBackAtTheFingersSpeed() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            // Down to 70 %, then up at 2,000 points a second to 45 %.
            let down: [CGFloat] = [0.2, 0.4, 0.6, 0.7]
            let up = (1...3).map { 0.7 - CGFloat($0) * 40 / Postcards.travel }
            try follow(app, &drag, to: down + up, step: 0.02)
            let (release, speed) = try letGo(app, drag, flick: true)
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(release.run.summary.wasCancelled, Phrase("interruptible.flick-up-closed", "A flick up at \(Int(abs(speed))) points a second, let go at \(Int((release.percent * 100).rounded())) %, closed the card; a flick (over 500 points a second) decides by its direction: up puts it back (TODO 2.3)."), cause: .wrongFinishThreshold)
            try Postcards.expectVelocity(Postcards.releaseTiming(app, drag), along: -speed, left: release.percent * Double(Postcards.travel),
                                         Phrase("interruptible.lead.flicked-up", "Flicked up at \(Int(abs(speed))) points a second at \(Int((release.percent * 100).rounded())) %"), todo: "2.3")
            try expectCardOpen(app, release.run, Phrase("interruptible.after.flick-up", "the flick up"))
            try expectLeftClean(app, after: release.run, Phrase("interruptible.after.flick-up", "the flick up"), comingBack: ["from-view"])
        }
    }

    func test_anInterruptedDragPutsTheCardBack() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            try follow(app, &drag, to: [0.2, 0.4, 0.6])
            let (release, _) = try letGo(app, drag, flick: false, interrupted: true)
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(release.run.summary.wasCancelled, Phrase("interruptible.interrupted-drag-closed", "A drag the system interrupted at 60 % (a call came in: the pan ended in `.cancelled`) closed the card; an interrupted drag puts it back (TODO 2.3)."), cause: .wrongFinishThreshold)
            try expectCardOpen(app, release.run, Phrase("interruptible.after.interrupted-drag", "an interrupted drag"))
            try closeAfterDrags(app, Phrase("interruptible.after.drag-interrupted", "a drag the system interrupted"))
        }
    }

    /// Taps "Close" after drags: it must play by itself. When UIKit got the drag, says why: the
    /// drag's `isDragging` left true, or the drag vended whatever the flag.
    @MainActor private func closeAfterDrags(_ app: LessonApp, _ after: Phrase) throws {
        let dragging: Bool? = app.engine.run {
            guard let shelf = Postcards.shelf(app), let drag = Mirror(reflecting: shelf).children.first(where: { $0.label == "drag" })?.value else { return nil }
            return Mirror(reflecting: drag).children.first { $0.label == "isDragging" }?.value as? Bool
        }
        let close = try app.recordTransition { try app.tap("postcard.close") }
        if close.summary.wasInteractive, close.settleError != nil {
            if dragging == true {
                throw GradingError(Phrase("interruptible.close-hangs.still-dragging", "After \(after), tapping \"Close\" hangs the app: `isDragging` is still true, so UIKit got the drag for a closing no finger drives, and it waits at 0 %. Set it back to false when the finger lifts and when a call interrupts it, in `.ended` and `.cancelled` (TODO 2.3)."), cause: .interactionFlagNotReset)
            }
            throw GradingError(Phrase("interruptible.close-hangs.vended-anyway", "After \(after), tapping \"Close\" hangs the app: `isDragging` is false, yet the delegate handed UIKit the drag for a closing no finger drives, so it waits at 0 %. Return the drag only while `drag.isDragging`, nil otherwise (TODO 2.4)."), cause: .interactionControllerWithoutGesture)
        }
        try expectFinished(close, animator: "PostcardAnimator")
        try expectCardClosed(app, Phrase("interruptible.after.close", "\"Close\""))
    }

    func test_closeStaysATapAndDragsWorkAgain() {
        grade { app in
            for round in [Phrase(verbatim: ""), Phrase("interruptible.round.again", " again"), Phrase("interruptible.round.third-time", " a third time")] {
                try Postcards.open(app, round)
                var drag = try dragDown(app, round)
                try follow(app, &drag, to: [0.3, 0.6])
                let (release, _) = try letGo(app, drag, flick: false)
                try expectFinished(release.run, animator: "PostcardAnimator")
                try expectCardClosed(app, Phrase("interruptible.after.drag-let-go-at-round", "a drag let go at \(60) %\(round)"))
            }
            try Postcards.open(app, Phrase("interruptible.round.after-three-drags", " after three drags"))
            try closeAfterDrags(app, Phrase("interruptible.after.three-drags", "three drags"))
        }
    }
}

/// Interruptible, exercise 3: Catch it in flight.
final class CatchInFlightChecks: LessonTestCase {
    static var allTests: [(String, (CatchInFlightChecks) -> () throws -> Void)] {
        [
            ("test_aFingerCatchesTheOpeningCardWhereItIs", test_aFingerCatchesTheOpeningCardWhereItIs),
            ("test_aCaughtCardFlickedUpOpensAtTheFingersSpeed", test_aCaughtCardFlickedUpOpensAtTheFingersSpeed),
            ("test_aCaughtCardFlickedDownClosesCancelled", test_aCaughtCardFlickedDownClosesCancelled),
            ("test_caughtEarlyOrLateItStaysUnderTheFinger", test_caughtEarlyOrLateItStaysUnderTheFinger),
            ("test_tapsAndDragsStillWorkAfterCatches", test_tapsAndDragsStillWorkAfterCatches),
            ("test_aSlowReleaseDecidesByHowFarOpen", test_aSlowReleaseDecidesByHowFarOpen),
        ]
    }

    override var explainer: Explainer {
        Explainer(vocabulary: Postcards.vocabulary, adviseTiming: Postcards.timing)
    }

    /// Taps the postcard, lets the opening run `after` seconds, and puts a finger on the moving
    /// card, dragging it down just past the pan's threshold: the pan begins there. Returns the
    /// drag, where the card's top edge was just before the finger moved, and what the shelf
    /// said about the catch.
    @MainActor private func catchOpening(_ app: LessonApp, after: CFTimeInterval, _ round: Phrase = Phrase(verbatim: ""), filming: Bool = false) throws -> (drag: Drag, caughtTop: CGFloat) {
        let started = try app.startTransition { try app.tap("postcard") }
        var film: [Frame] = []
        if filming {
            // The opening before the catch, every 0.05 s.
            for i in 1...Int((after / 0.05).rounded()) {
                app.advance(0.05)
                film.append(app.captureFrame(time: Double(i) * 0.05, participants: started.participants))
            }
        } else {
            app.advance(after)
        }
        guard let before = Postcards.shownFrame(app) else {
            try? app.settle()
            throw GradingError(Phrase("interruptible.catch.not-on-screen", "\(Explainer.number(after, 2)) s after the tap\(round), the opening card is not on screen."), cause: .screenNotVisible)
        }
        let summary = app.summary(of: started.number)
        if before.minY >= Postcards.closed.minY - 1, summary.wasInteractive, summary.lastUpdate == nil {
            try? app.settle()
            throw GradingError(Phrase("interruptible.catch.waits-for-finger", "\(Explainer.number(after, 2)) s after the tap\(round), the card has not moved: UIKit got the drag for the opening with `wantsInteractiveStart` true, so the opening waits at 0 % for a finger that a tap never brings. Vend it for the presentation with `drag.wantsInteractiveStart = false`: the animator runs by itself until a finger pauses it (TODO 3.3)."), cause: .interactionControllerWithoutGesture)
        }
        if summary.completions.first != nil {
            throw GradingError(Phrase("interruptible.catch.already-ended", "\(Explainer.number(after, 2)) s after the tap\(round) the opening had already ended: it should take 0.5 s."), cause: .wrongDuration)
        }
        let point = CGPoint(x: Postcards.grip.x, y: min(before.midY, 600))
        let touch = app.putFinger(at: point, nudge: CGVector(dx: 0, dy: 12), pause: 0.02)
        var drag = Drag(touch: touch, number: started.number, participants: started.participants)
        drag.frames = film
        let now = app.summary(of: started.number)
        if now.interactionAnswer?.answer.typeName == nil {
            throw app.abandon(drag, GradingError(Phrase("interruptible.catch.no-interaction-controller", "A finger touched the card \(Explainer.number(after, 2)) s into its opening, and the card flew on: UIKit had no interaction controller for the opening, so nothing can pause it. Vend the drag in `interactionControllerForPresentation(using:)`, with `wantsInteractiveStart = false` so that a tap still opens the card by itself (TODO 3.3)."), cause: .catchIgnored))
        }
        if !now.interactionCalls.contains(where: { $0.call == .pause }) {
            throw app.abandon(drag, GradingError(Phrase("interruptible.catch.never-paused", "A finger touched the card \(Explainer.number(after, 2)) s into its opening, and the card flew on: the drag never paused the transition. When the pan begins while the card moves (`postcard?.transitionCoordinator != nil`), call `pause()` first: it stops the property animator where it is, and `update(_:)` only moves a paused one (TODO 3.1)."), cause: .catchIgnored))
        }
        // Where the pan began, the card stopped: that is where the finger holds it.
        return (drag, Postcards.shownFrame(app)?.minY ?? before.minY)
    }

    /// Moves the caught finger by `downs` (points below the point where the pan began), each
    /// step checking that the card's top edge moved as far as the finger: no jump, no drift.
    @MainActor private func hold(_ app: LessonApp, _ drag: inout Drag, caughtTop: CGFloat, downs: [CGFloat], step: CFTimeInterval = 0.05, frames: String? = nil, from: CGFloat = 0) throws {
        let began = CGPoint(x: drag.touch.location.x, y: drag.touch.location.y - from)
        let downs = downs.map { $0 + from }
        // Frames are timed from the tap.
        let since = app.engine.currentTime - (app.summary(of: drag.number).startTime ?? app.engine.currentTime)
        let times = downs.indices.map { since + Double($0 + 1) * step }
        try app.follow(&drag, through: downs.map { CGPoint(x: began.x, y: began.y + $0) }, step: step, frames: frames, times: times) { i, now in
            if !now.completions.isEmpty {
                throw GradingError(Phrase("interruptible.hold.ended-on-its-own", "With the finger still on the caught card, the opening ended on its own: only `finish()` or `cancel()`, when the finger lifts, may end it."), cause: .interactionNeverEnded)
            }
            guard let shown = Postcards.shownFrame(app) else { return }
            // Where the card should be: caught, then moved with the finger since the pan began
            // (the 12 points of the nudge included, as `translation(in:)` counts them).
            let expected = min(max(caughtTop + 12 + downs[i], 0), Postcards.closed.minY)
            let off = shown.minY - expected
            guard abs(off) > 16 else { return }
            let moved = Int(downs[i] + 12)
            if now.lastUpdate == nil {
                throw GradingError(Phrase("interruptible.hold.no-update", "The caught card should follow the finger, \(moved) points down by now, but UIKit never heard of the finger: `update(_:)` was not called after the catch (TODO 3.2)."), cause: .updateNeverCalled)
            }
            let caughtShare = Int(((1 - caughtTop / Postcards.travel) * 100).rounded())
            if let percent = now.lastUpdate, abs(percent - Double((Postcards.travel - expected) / Postcards.travel)) > 0.05 {
                let theirs = Int((percent * 100).rounded())
                let way = Double(downs[i] + 12) / Double(Postcards.travel)
                let fromZero = abs(percent - max(0, -way)) < 0.03 || abs(percent - way) < 0.03 || abs(percent - (1 - way)) < 0.03
                // The animator's time when it was paused: what `percentComplete` read then.
                let pausedAt = now.events.first { if case .interaction(.pause, _) = $0.kind { true } else { false } }?.time
                let time = pausedAt.flatMap { at in now.startTime.map { min(1, max(0, (at - $0) / Postcards.duration)) } }
                let fromTime = time.map { abs(percent - ($0 - way)) < 0.04 } ?? false
                let whereItIs = Phrase("interruptible.hold.where-it-is", "Right after `pause()`, read where the card is — `1 - card.layer.presentation()!.frame.minY / Postcard.travel`, with `card` the postcard's view — and make every update from there: `start - down / Postcard.travel`")
                let hint: Phrase
                if fromTime, let time {
                    hint = Phrase("interruptible.hold.from-time", "your progress starts from `percentComplete`, which after `pause()` is the animator's time (\(Int((time * 100).rounded())) %), not how far the card has got: on its spring the card was \(caughtShare) % open. The first `update(_:)` scrubs linearly from the time, and the card jumps. \(whereItIs)")
                } else if fromZero {
                    hint = Phrase("interruptible.hold.from-zero", "your progress does not start from where the finger caught the card. \(whereItIs)")
                } else {
                    hint = Phrase("interruptible.hold.goes-back", "an opening goes back as the finger goes down: the progress is where the card was caught minus the way down over `Postcard.travel`")
                }
                let should = Int((Double(Postcards.travel - expected) / Double(Postcards.travel) * 100).rounded()), jumped = Int(abs(off))
                throw GradingError(off > 0
                    ? Phrase("interruptible.hold.jumped-down", "The finger caught the card \(caughtShare) % open and moved it \(moved) points down, so it should be \(should) % open, under the finger; your drag reported \(theirs) %, and the card jumped \(jumped) points down from the finger: \(hint) (TODO 3.1, 3.2).")
                    : Phrase("interruptible.hold.jumped-up", "The finger caught the card \(caughtShare) % open and moved it \(moved) points down, so it should be \(should) % open, under the finger; your drag reported \(theirs) %, and the card jumped \(jumped) points up from the finger: \(hint) (TODO 3.1, 3.2)."), cause: .catchJumps)
            }
            throw GradingError(Phrase("interruptible.hold.not-under-finger", "The finger caught the card \(caughtShare) % open and moved it \(moved) points down; the card's top edge should be at \(Int(expected)), under the finger, but it is at \(Int(shown.minY))."), cause: .catchJumps)
        }
    }

    func test_aFingerCatchesTheOpeningCardWhereItIs() {
        grade { app in
            var (drag, top) = try catchOpening(app, after: 0.2)
            // Held and moved down, then flicked up at 2,000 points a second: it opens.
            try hold(app, &drag, caughtTop: top, downs: [20, 40, 60, 80, 60])
            try hold(app, &drag, caughtTop: top, downs: [20, -20], step: 0.02, from: 60)
            let (release, _) = try letGo(app, drag, flick: true, todo: "2.3")
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(release.run.summary.wasFinished && !release.run.summary.wasCancelled, Phrase("interruptible.caught-flicked-up-closed", "A caught card flicked up should open, but it closed: opening, `finish()` opens and `cancel()` closes (TODO 2.3)."), cause: .finishAndCancelSwapped)
            try expectCardOpen(app, release.run, Phrase("interruptible.after.catch-flicked-up", "a catch flicked up"))
        }
    }

    /// Let go slowly, a caught opening goes on the way it is more than half gone: back to the
    /// shelf a fifth open, open at three quarters.
    func test_aSlowReleaseDecidesByHowFarOpen() {
        grade { app in
            for (after, downs, opens) in [(0.05, [10, 20] as [CGFloat], false), (0.2, [40, 80, 100] as [CGFloat], true)] {
                var (drag, top) = try catchOpening(app, after: after)
                try hold(app, &drag, caughtTop: top, downs: downs)
                let (release, _) = try letGo(app, drag, flick: false, todo: "2.3")
                try expectFinished(release.run, animator: "PostcardAnimator")
                let share = Int((release.percent * 100).rounded())
                if release.run.summary.wasFinished != opens {
                    throw GradingError(opens
                        ? Phrase("interruptible.slow-catch.should-open", "Caught and let go still \(share) % open, the card should have opened: let go slowly, a caught opening goes the way it is more than half gone, and it is more than half open. How far *closed* it is, is `1 - percentComplete` for an opening (and `percentComplete` for a closing): decide with that, then `finish()` opens and `cancel()` closes (TODO 2.3, 3.2).")
                        : Phrase("interruptible.slow-catch.should-go-back", "Caught and let go still \(share) % open, the card should have gone back to the shelf: let go slowly, a caught opening goes the way it is more than half gone, and it is less than half open. How far *closed* it is, is `1 - percentComplete` for an opening (and `percentComplete` for a closing): decide with that, then `finish()` opens and `cancel()` closes (TODO 2.3, 3.2)."), cause: .wrongFinishThreshold)
                }
                let what = Phrase("interruptible.after.catch-let-go", "a catch let go \(share) % open")
                if opens { try expectCardOpen(app, release.run, what) } else { try expectCardClosed(app, what) }
            }
        }
    }

    /// The catch and the throw, filmed: the opening every 0.05 s until the catch, each move of
    /// the finger, and the card every 0.05 s after the flick until it rests ("catch").
    func test_aCaughtCardFlickedUpOpensAtTheFingersSpeed() {
        grade { app in
            var (drag, top) = try catchOpening(app, after: 0.05, filming: true)
            // Down a little, back, then up at 3,000 points a second.
            try hold(app, &drag, caughtTop: top, downs: [30, 60, 20, -40, -100], step: 0.02)
            let (release, speed) = try letGo(app, drag, flick: true, filming: 6)
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(release.run.summary.wasFinished && !release.run.summary.wasCancelled, Phrase("interruptible.caught-fast-flick-up-closed", "A caught card flicked up at \(Int(abs(speed))) points a second should open, but it closed: opening, up is `finish()` (TODO 2.3)."), cause: .finishAndCancelSwapped)
            try Postcards.expectVelocity(Postcards.releaseTiming(app, drag), along: -speed, left: (1 - release.percent) * Double(Postcards.travel),
                                         Phrase("interruptible.lead.caught-flicked-up", "A caught card flicked up at \(Int(abs(speed))) points a second, \(Int((release.percent * 100).rounded())) % open"), todo: "2.3")
            try expectCardOpen(app, release.run, Phrase("interruptible.after.flick-up", "the flick up"))
            try expectMotion(release.run, match: "catch", role: "to-view")
        }
    }

    func test_aCaughtCardFlickedDownClosesCancelled() {
        grade { app in
            var (drag, top) = try catchOpening(app, after: 0.3)
            try hold(app, &drag, caughtTop: top, downs: (1...4).map { CGFloat($0) * 40 }, step: 0.02)
            let (release, speed) = try letGo(app, drag, flick: true)
            let s = release.run.summary
            if s.problems.contains(.completedAfterCancel) {
                throw GradingError(Phrase("interruptible.caught-completed-after-cancel", "The caught opening, flicked back down, was cancelled, and your completion called `completeTransition(true)`: UIKit then believes the card is open while the animator put it back on the shelf. Complete with `!transitionContext.transitionWasCancelled` (TODO 1.3)."), cause: .completedAfterCancel)
            }
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expect(s.wasCancelled, Phrase("interruptible.caught-flicked-down-opened", "A caught card flicked down at \(Int(abs(speed))) points a second should close again (`cancel()`), but it opened (TODO 2.3)."), cause: .finishAndCancelSwapped)
            try Postcards.expectVelocity(Postcards.releaseTiming(app, drag), along: speed, left: release.percent * Double(Postcards.travel),
                                         Phrase("interruptible.lead.caught-flicked-down", "A caught card flicked down at \(Int(abs(speed))) points a second, \(Int((release.percent * 100).rounded())) % open"), todo: "2.3")
            try expectCardClosed(app, Phrase("interruptible.after.flick-down", "the flick down"))
        }
    }

    func test_caughtEarlyOrLateItStaysUnderTheFinger() {
        grade { app in
            for (after, flickUp) in [(0.05, false), (0.4, true)] {
                var (drag, top) = try catchOpening(app, after: after, after == 0.05 ? Phrase("interruptible.round.early", " (early)") : Phrase("interruptible.round.late", " (late)"))
                try hold(app, &drag, caughtTop: top, downs: flickUp ? [16, 48, 8, -32] : [16, 48, 88, 128], step: 0.02)
                let (release, _) = try letGo(app, drag, flick: true)
                try expectFinished(release.run, animator: "PostcardAnimator")
                if flickUp {
                    try expectCardOpen(app, release.run, Phrase("interruptible.after.late-catch-flicked-up", "a late catch flicked up"))
                } else {
                    try expectCardClosed(app, Phrase("interruptible.after.early-catch-flicked-down", "an early catch flicked down"))
                }
                if flickUp {
                    let close = try app.recordTransition { try app.tap("postcard.close") }
                    try expectFinished(close, animator: "PostcardAnimator")
                    try expectCardClosed(app, Phrase("interruptible.after.close-after-catch", "\"Close\" after a catch"))
                }
            }
        }
    }

    func test_tapsAndDragsStillWorkAfterCatches() {
        grade { app in
            // A catch the system interrupts (a call comes in) lets the opening go on.
            var (caught, caughtTop) = try catchOpening(app, after: 0.1)
            try hold(app, &caught, caughtTop: caughtTop, downs: [20, 40])
            let (interrupted, _) = try letGo(app, caught, flick: false, interrupted: true)
            try expectFinished(interrupted.run, animator: "PostcardAnimator")
            if !interrupted.run.summary.wasFinished || interrupted.run.summary.wasCancelled {
                throw GradingError(Phrase("interruptible.interrupted-catch-went-back", "A catch the system interrupted (a call came in: the pan ended in `.cancelled`) sent the card back to the shelf; it should let the opening go on, as if the finger had never touched it. For a caught opening, `.cancelled` opens: `finish()` (TODO 2.3, 3.2)."), cause: .wrongFinishThreshold)
            }
            try expectCardOpen(app, interrupted.run, Phrase("interruptible.after.interrupted-catch", "an interrupted catch"))
            let back = try app.recordTransition { try app.tap("postcard.close") }
            try expectFinished(back, animator: "PostcardAnimator")
            var (drag, top) = try catchOpening(app, after: 0.2)
            try hold(app, &drag, caughtTop: top, downs: [-40, -80], step: 0.02)
            _ = try letGo(app, drag, flick: true)
            let open = try app.recordTransition { try app.tap("postcard.close") }
            try expectFinished(open, animator: "PostcardAnimator")
            // A tap opens the card by itself, all the way: the drag is vended, but not driving.
            let tapped = try app.recordTransition { try app.tap("postcard") }
            if tapped.settleError != nil, tapped.summary.wasInteractive {
                throw GradingError(Phrase("interruptible.tap-after-catch-hangs", "After a catch, tapping the postcard hangs the opening at 0 %: UIKit got the drag with `wantsInteractiveStart` true, so it waits for a finger that never comes. Vend it for the presentation with `drag.wantsInteractiveStart = false` (TODO 3.3)."), cause: .interactionControllerWithoutGesture)
            }
            try expectFinished(tapped, animator: "PostcardAnimator")
            try expectCardOpen(app, tapped, Phrase("interruptible.after.tap-on-postcard", "a tap on the postcard"))
            // And a drag still closes it from the first point.
            var down = try dragDown(app, Phrase("interruptible.round.after-a-catch", " after a catch"), todo: "3.3")
            try follow(app, &down, to: [0.2, 0.4, 0.6, 0.7], todo: "2.2", afterCatch: true)
            let (release, _) = try letGo(app, down, flick: false)
            try expectFinished(release.run, animator: "PostcardAnimator")
            try expectCardClosed(app, Phrase("interruptible.after.drag-let-go-at", "a drag let go at \(70) %"))
        }
    }
}

/// Interruptible, exercise 4: Several animators, one transition — the card on a spring, the
/// shelf dimmed on a curve, in one group that UIKit and the drag drive.
final class DimBehindChecks: LessonTestCase {
    static var allTests: [(String, (DimBehindChecks) -> () throws -> Void)] {
        [
            ("test_theShelfDimsOnACurveOfItsOwn", test_theShelfDimsOnACurveOfItsOwn),
            ("test_theDimIsScrubbedAndTurnedRoundWithTheCard", test_theDimIsScrubbedAndTurnedRoundWithTheCard),
            ("test_aFlickHandsItsSpeedToTheGroup", test_aFlickHandsItsSpeedToTheGroup),
            ("test_aCatchHoldsTheDimToo", test_aCatchHoldsTheDimToo),
            ("test_closingUndimsAndItWorksAgain", test_closingUndimsAndItWorksAgain),
        ]
    }

    override var explainer: Explainer {
        Explainer(vocabulary: Postcards.vocabulary, adviseTiming: { _ in
            Phrase("interruptible.timing.dim", "The reference dims the shelf with an animator of its own, `UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut)`, grouped with the card's spring: the dim eases in and out over the whole half second while the card springs.")
        })
    }

    /// The shelf's dim now: its alpha on screen, and its model alpha (where it is going).
    @MainActor private func dim(_ app: LessonApp) -> (shown: Double, model: Double) {
        app.engine.run {
            guard let view = app.allViews.last(where: { $0.accessibilityIdentifier == "shelf.dim" }) else { return (-1, -1) }
            return (Double((view.layer.presentation() ?? view.layer).opacity), Double(view.alpha))
        }
    }

    /// How far the dim has gone from clear to `Postcard.dimmed` (0 clear, 1 dimmed).
    private func share(_ alpha: Double) -> Double { alpha / 0.6 }

    /// `expectFinished`, first explaining the mistakes of a group: its completions run once per
    /// animator, or the card's animator returned instead of the kept group.
    @MainActor private func expectGroupFinished(_ app: LessonApp, _ run: RecordedTransition, _ what: Phrase, kept: String) throws {
        let s = run.summary
        if s.problems.contains(.completeTransitionCalledAgain) {
            throw GradingError(Phrase("interruptible.group.completed-twice", "\(what), `completeTransition(_:)` was called twice: the group ran your completion once for each of its animators. Keep the group's completions yourself and run them once, when the last animator has ended (TODO 4.1)."), cause: .completeTransitionCalledTwice)
        }
        if run.settleError != nil, s.completions.isEmpty {
            let vended = s.events.compactMap { event -> String? in
                if case let .interruptibleAnimator(type) = event.kind { return type }
                return nil
            }.first
            let keepsGroup = Postcards.heldAnimators(app, kept).contains { !($0 is UIViewPropertyAnimator) }
            if vended == "UIViewPropertyAnimator", keepsGroup {
                throw GradingError(Phrase("interruptible.group.card-animator-returned", "\(what) never ended: `interruptibleAnimator(using:)` returned the card's `UIViewPropertyAnimator`, while your PostcardAnimator keeps the group and completes from it. UIKit drives only what the method returns, so the dim's animator never ran and the group never completed. Return the group, the first time as after (TODO 4.3)."), cause: .completeTransitionNeverCalled)
            }
            if keepsGroup {
                // Where the dim got to says which: never moved (only the card was started), or
                // there (every animator ended, and the group did not notice the last).
                let (shown, model) = dim(app)
                let target = kept == "opening" ? 0.6 : 0.0
                if abs(shown - target) > 0.05, abs(model - target) < 0.05 {
                    throw GradingError(Phrase("interruptible.group.dim-never-started", "\(what) never ended: the card's animator ran, but the dim's never started (the shelf's dim stayed at \(Explainer.number(shown, 2))), so the group never heard from it and never completed. `startAnimation()` (and `startAnimation(afterDelay:)`) must start every animator of the group (TODO 4.2)."), cause: .interruptibleAnimatorNotStarted)
                }
                if abs(shown - target) <= 0.05 {
                    throw GradingError(Phrase("interruptible.group.never-counted-off", "\(what) never ended: both animators of your group ran to their end, but the group never ran its completions, where `completeTransition(_:)` is called. Its count-off never reached the last animator: count each animator's end once, and run the group's completions when none is left (TODO 4.1)."), cause: .completeTransitionNeverCalled)
                }
            }
        }
        try expectFinished(run, animator: "PostcardAnimator")
    }

    func test_theShelfDimsOnACurveOfItsOwn() {
        grade { app in
            app.watched = ["shelf.dim"]
            let run = try app.recordTransition(named: "dim", duration: Postcards.duration) { try app.tap("postcard") }
            try expectGroupFinished(app, run, Phrase("interruptible.group.the-opening", "The opening"), kept: "opening")
            try expectMotion(run, match: "dim", role: "to-view")
            let scenes = run.frames.compactMap { SceneState(notes: $0.notes) }
            let dims = scenes.map { $0["shelf.dim"].map(\.alpha) ?? 0 }
            if let last = dims.last, last < 0.5, dim(app).shown > 0.55 {
                throw GradingError(Phrase("interruptible.dim.too-long", "Half a second in, when the card has opened, the shelf is dimmed to alpha \(Explainer.number(last, 2)) only; it reaches \(Explainer.number(0.6, 1)) later: the dim's animator lasts longer than the transition's half second. Give it `transitionDuration(using:)`, as the card's (TODO 4.3)."), cause: .animationLongerThanDuration)
            }
            if let last = dims.last, last < 0.5 {
                throw GradingError(Phrase("interruptible.dim.not-dimmed", "Behind the open card the shelf should be dimmed to alpha \(Explainer.number(0.6, 1)) (`Postcard.dimmed`), but its `dimView` ends at \(Explainer.number(last, 2)): nothing dims it. Add an animator that takes `shelf.dimView.alpha` to `Postcard.dimmed` when presenting, grouped with the card's (TODO 4.3)."), cause: .dimmingNotFaded)
            }
            // On the card's spring: the dim's share of its way is the card's at every moment.
            let cards = scenes.map { $0["to-view"].map { 1 - Double($0.frame.minY) / Double(Postcards.travel) } ?? 0 }
            let early = zip(dims, cards).enumerated().filter { (1...3).contains($0.offset) }
            if !early.isEmpty, early.allSatisfy({ abs(share($0.element.0) - $0.element.1) < 0.08 }), let (i, pair) = early.last {
                let time = run.frames[i].time ?? 0
                throw GradingError(Phrase("interruptible.dim.on-the-spring", "At t = \(Explainer.number(time, 2)) s the shelf is \(Int((share(pair.0) * 100).rounded())) % dimmed, exactly as far as the card has sprung: the dim follows the card's spring (in the card's animator, or on a spring like it), and snaps in with it. Give the dim an animator of its own on a curve, `UIViewPropertyAnimator(duration:curve: .easeInOut)`, grouped with the card's (TODO 4.3)."), cause: .wrongCurve)
            }
            try expectLooks(run, match: "dim", role: "shelf.dim", aspects: [.opacity])
            // Then the curve itself, closer than the look: `.easeInOut` over the half second.
            let ease = CAMediaTimingFunction(name: .easeInEaseOut)
            for (i, frame) in run.frames.enumerated() {
                guard let time = frame.time, time > 0, time < Postcards.duration else { continue }
                let expected = Double(ease.progress(at: time / Postcards.duration))
                let theirs = share(dims[i])
                guard abs(theirs - expected) > 0.08 else { continue }
                throw GradingError(Phrase("interruptible.dim.wrong-curve", "At t = \(Explainer.number(time, 2)) s the shelf is \(Int((theirs * 100).rounded())) % dimmed; eased in and out over the half second it would be \(Int((expected * 100).rounded())) %. The dim's own animator should be `UIViewPropertyAnimator(duration: duration, curve: .easeInOut)`: it starts and ends gently while the card springs (TODO 4.3)."), cause: .wrongCurve)
            }
        }
    }

    func test_theDimIsScrubbedAndTurnedRoundWithTheCard() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            for share in [0.2, 0.5] as [CGFloat] {
                try follow(app, &drag, to: [share])
                let (alpha, model) = dim(app)
                let expected = 0.6 * (1 - Double(share))
                guard abs(alpha - expected) > 0.06 else { continue }
                // The closing's dim block has run (the group is active): a model alpha still at
                // `Postcard.dimmed` means the closing never takes the dim anywhere.
                if model > 0.55 {
                    throw app.abandon(drag, GradingError(Phrase("interruptible.dim.nothing-to-scrub", "With the card dragged \(Int(share * 100)) % of the way closed, the shelf's dim should be \(Int(share * 100)) % lighter (alpha \(Explainer.number(expected, 2))), but it stays at \(Explainer.number(alpha, 2)): the closing has no dim animation to scrub — its dim animator takes `shelf.dimView.alpha` to \(Explainer.number(model, 1)), where it already is. Dismissing, animate it to 0 (TODO 4.3)."), cause: .dimmingLeftBehind))
                }
                let percent = Int(share * 100), expectedAlpha = Explainer.number(expected, 2), shownAlpha = Explainer.number(alpha, 2)
                throw app.abandon(drag, GradingError(abs(alpha - 0.6) < 0.02
                    ? Phrase("interruptible.dim.not-scrubbed-still", "With the card dragged \(percent) % of the way closed, the shelf's dim should be \(percent) % lighter (alpha \(expectedAlpha)), but it is \(shownAlpha): it did not move with the finger. The drag sets the group's `fractionComplete`: the group must set every animator's (TODO 4.2).")
                    : Phrase("interruptible.dim.not-scrubbed", "With the card dragged \(percent) % of the way closed, the shelf's dim should be \(percent) % lighter (alpha \(expectedAlpha)), but it is \(shownAlpha). The drag sets the group's `fractionComplete`: the group must set every animator's (TODO 4.2)."), cause: .stageNotScrubbed))
            }
            // Let go at half way, still: the card goes back open, and the dim darkens again with it.
            let percent = app.summary(of: drag.number).lastUpdate ?? 0
            let release = app.release(drag, hold: 0.1)
            let s = release.run.summary
            if s.problems.contains(.completeTransitionCalledAgain) {
                throw GradingError(Phrase("interruptible.dim.cancelled-completed-twice", "Let go at \(Int((percent * 100).rounded())) %, the closing was cancelled and `completeTransition(_:)` was called twice: the group ran your completion once for each of its animators. Keep the group's completions yourself and run them once, when the last animator has ended (TODO 4.1)."), cause: .completeTransitionCalledTwice)
            }
            if release.neverEnded || (release.run.settleError != nil && s.completions.isEmpty) {
                throw GradingError(Phrase("interruptible.dim.only-card-went-on", "Let go at \(Int((percent * 100).rounded())) %, the closing never ended, and the shelf's dim stopped at alpha \(Explainer.number(dim(app).shown, 2)): the drag turned the group round and continued it, but only the card went on. `isReversed` and `continueAnimation(withTimingParameters:durationFactor:)` must reach every animator, or the dim's never ends and the group never completes (TODO 4.2)."), cause: .transitionHangs)
            }
            try expectGroupFinished(app, release.run, Phrase("interruptible.group.let-go-at", "Let go at \(Int((percent * 100).rounded())) %"), kept: "closing")
            let after = dim(app).shown
            if after < 0.55 {
                throw GradingError(Phrase("interruptible.dim.not-turned-round", "Let go at \(Int((percent * 100).rounded())) %, the card went back open, but the shelf behind it is at alpha \(Explainer.number(after, 2)) instead of \(Explainer.number(0.6, 1)): the group turned only the card round (`isReversed`), and the dim went on to clear. Set `isReversed` on every animator (TODO 4.2)."), cause: .dimmingNotFaded)
            }
            try expectCardOpen(app, release.run, Phrase("interruptible.after.drag-let-go-half-way", "a drag let go at half way"))
        }
    }

    /// A flick down: the drag continues the group with its spring at the finger's speed, so the
    /// card and the dim go on together on that one spring — three display frames after the
    /// lift, each has gone the same share of what it had left.
    func test_aFlickHandsItsSpeedToTheGroup() {
        grade { app in
            try Postcards.open(app)
            var drag = try dragDown(app)
            try follow(app, &drag, to: (1...4).map { CGFloat($0) * 40 / Postcards.travel }, step: 0.02)
            let speed = Postcards.fingerSpeed(app)
            let top = Double(Postcards.shownFrame(app)?.minY ?? 0)
            let alpha = dim(app).shown
            drag.touch.lift()
            app.advance(3 * app.engine.frameDuration)
            let cardShare = (Double(Postcards.shownFrame(app)?.minY ?? CGFloat(top)) - top) / max(Double(Postcards.travel) - top, 1)
            let dimShare = (alpha - dim(app).shown) / max(alpha, 0.01)
            try? app.settle()
            if cardShare > 0.05, dimShare < 0.5 * cardShare {
                throw GradingError(Phrase("interruptible.dim.not-on-the-drags-spring", "Flicked down at \(Int(speed.rounded())) points a second, the card went on \(Int((cardShare * 100).rounded())) % of its way in the first three frames, but the dim only \(Int((dimShare * 100).rounded())) %: they did not go on together on the drag's spring. The drag hands the finger's speed over in `continueAnimation(withTimingParameters:durationFactor:)`; your group does not pass those timing parameters on to every animator (left out, the member does nothing and UIKit starts the animators again from rest, each on its own curve; or it gives some of them other parameters). Forward the call, with its parameters, to every animator (TODO 4.2)."), cause: .wrongReleaseVelocity)
            }
            try expectCardClosed(app, Phrase("interruptible.after.flick-down", "the flick down"))
        }
    }

    func test_aCatchHoldsTheDimToo() {
        grade { app in
            let started = try app.startTransition { try app.tap("postcard") }
            app.advance(0.15)
            let touch = app.putFinger(at: CGPoint(x: Postcards.grip.x, y: 560), nudge: CGVector(dx: 0, dy: 12), pause: 0.02)
            let drag = Drag(touch: touch, number: started.number, participants: started.participants)
            let held = dim(app).shown
            app.advance(0.2)
            let later = dim(app).shown
            if abs(later - held) > 0.03 {
                throw app.abandon(drag, GradingError(Phrase("interruptible.dim.not-paused", "The finger caught the opening card and held it still for 0.2 s, and the card stopped, but the shelf's dim went on from alpha \(Explainer.number(held, 2)) to \(Explainer.number(later, 2)): `pause()` paused the group, and the group paused only the card. `pauseAnimation()` must pause every animator (TODO 4.2)."), cause: .catchIgnored))
            }
            let release = app.release(drag, hold: nil)
            if release.neverEnded || (release.run.settleError != nil && release.run.summary.completions.isEmpty) {
                throw GradingError(Phrase("interruptible.dim.caught-never-ended", "Let go, the caught card's transition never ended: not every animator of the group was continued or started again, so the group never completed (TODO 4.2)."), cause: .transitionHangs)
            }
            try expectGroupFinished(app, release.run, Phrase("interruptible.group.let-go", "Let go"), kept: "opening")
        }
    }

    func test_closingUndimsAndItWorksAgain() {
        grade { app in
            for round in [Phrase(verbatim: ""), Phrase("interruptible.round.second-time", " a second time")] {
                try Postcards.open(app, round)
                let opened = dim(app).shown
                try expect(abs(opened - 0.6) < 0.02, Phrase("interruptible.dim.open-not-dimmed", "With the card open\(round), the shelf behind it should be dimmed to alpha 0.6, but it is \(Explainer.number(opened, 2)) (TODO 4.3)."), cause: .dimmingNotFaded)
                let close = try app.recordTransition { try app.tap("postcard.close") }
                try expectGroupFinished(app, close, Phrase("interruptible.group.the-closing", "The closing\(round)"), kept: "closing")
                let closed = dim(app).shown
                if closed > 0.02 {
                    throw GradingError(Phrase("interruptible.dim.left-dimmed", "After \"Close\"\(round) the shelf is still dimmed (alpha \(Explainer.number(closed, 2))): the closing must take `shelf.dimView.alpha` back to 0 in its dim animator (TODO 4.3)."), cause: .dimmingLeftBehind)
                }
            }
        }
    }
}
