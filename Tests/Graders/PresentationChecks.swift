import Frames
import Grading
import UIKit
import XCTest

/// What chapter 6 calls its views, and what its checks share.
enum Night {
    /// UIKit's own cover-vertical animation, which brings the moon card up.
    static let moonDuration = 0.5
    /// The diagonal's length.
    static let chartDuration = 0.5

    static let vocabulary = Vocabulary([
        "sky": Phrase("presentation.name.sky", "the sky"), "moon": Phrase("presentation.name.moon", "the moon card"),
        "chart": Phrase("presentation.name.chart", "the star chart"), "dimming": Phrase("presentation.name.dimming", "the dimming view"),
    ])

    /// The screen at the root of the window.
    @MainActor static func sky(_ app: LessonApp) throws -> UIViewController {
        guard let sky = app.window?.rootViewController, app.engine.run({ sky.view.accessibilityIdentifier }) == "sky" else {
            throw GradingError(Phrase("presentation.sky-replaced", "The window's root view controller is no longer the sky screen the starter app puts there."), cause: .appChanged)
        }
        return sky
    }

    /// The controller the sky presents now, if any.
    @MainActor static func presented(_ app: LessonApp) throws -> UIViewController? {
        let sky = try sky(app)
        return app.engine.run { sky.presentedViewController }
    }

    /// Where the card rests in a container of `size`: the lower two thirds, full width.
    static func cardFrame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: size.height / 3, width: size.width, height: size.height * 2 / 3)
    }

    /// Whether two rectangles agree within a point.
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1 && abs(a.minY - b.minY) < 1 && abs(a.width - b.width) < 1 && abs(a.height - b.height) < 1
    }

    /// Every gesture recognizer in the window, by the view it is on.
    @MainActor static func recognizers(_ app: LessonApp) -> [(view: UIView, recognizer: UIGestureRecognizer)] {
        app.engine.run {
            app.allViews.flatMap { view in (view.gestureRecognizers ?? []).map { (view, $0) } }
        }
    }

    /// The views in the window that are neither the sky's nor the moon's own, nor the
    /// transition's container: what a presentation controller added.
    @MainActor static func extraViews(_ app: LessonApp, besides screens: [UIView]) -> [UIView] {
        app.engine.run {
            app.allViews.filter { view in
                !screens.contains { view === $0 || view.isDescendant(of: $0) } && !(view is UIWindow)
                    && !view.subviews.contains { sub in screens.contains { $0 === sub } }
            }
        }
    }

    /// Advice for the frames of the overlay and the diagonal.
    static let advice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        let name = (d.actual ?? d.expected)?.name
        switch d.aspect {
        case .frame where name == "moon":
            return (.wrongFrame, Phrase("presentation.advice.moon-frame", "The card's place comes from the presentation controller: `frameOfPresentedViewInContainerView` returns the lower two thirds of `containerView.bounds` (TODO 1.3), and UIKit's own animation brings the card up to it."))
        case .frame where name == "chart":
            return (.wrongFrame, Phrase("presentation.advice.chart-frame", "The chart travels along the diagonal: presenting, it starts at its final frame moved by the container's width to the right and its height down, and goes to `transitionContext.finalFrame(for:)`; dismissing, it goes from where it is by the same distance (TODO 2.2)."))
        case .opacity where d.role.hasPrefix("other"), .missing where d.role.hasPrefix("other"):
            return (.dimmingNotFaded, Phrase("presentation.advice.dimming", "The dimming view fades with the card: in `presentationTransitionWillBegin()` it starts at alpha 0 and goes to 1 inside `transitionCoordinator?.animate(alongsideTransition:)`; in `dismissalTransitionWillBegin()` it goes back to 0 the same way (TODO 1.4, 1.5)."))
        default:
            return nil
        }
    }
}

/// Chapter 6, exercise 1: the moon card comes up over a dimming view that a presentation
/// controller adds, fades and takes away, and lays out again when the phone turns.
final class OverlayChecks: LessonTestCase {
    static var allTests: [(String, (OverlayChecks) -> () throws -> Void)] {
        [
            ("test_theMoonComesUpAsACardOverTheDimmedSky", test_theMoonComesUpAsACardOverTheDimmedSky),
            ("test_closeFadesTheDimmingAndTakesItAway", test_closeFadesTheDimmingAndTakesItAway),
            ("test_turningThePhoneLaysTheCardOutAgain", test_turningThePhoneLaysTheCardOutAgain),
            ("test_theMoonTwiceInARow", test_theMoonTwiceInARow),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Night.vocabulary, advise: Night.advice) }

    /// Taps "Moon" and checks that UIKit got the overlay's presentation controller; the
    /// presentation, recorded at the moments of `frames`.
    @MainActor private func showMoon(_ app: LessonApp, frames: String?, _ when: Phrase = Phrase(verbatim: "")) throws -> RecordedTransition {
        let run = try app.recordTransition(named: frames, duration: Night.moonDuration) { try app.tap("sky.moon") }
        let s = run.summary
        let moon = try Night.presented(app)
        let style = app.engine.run { moon?.modalPresentationStyle }
        if let style, style != .custom {
            let name = ["fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen", "overCurrentContext", "popover"]
            let styleName = style == .automatic ? "automatic" : (Int(style.rawValue) < name.count && style.rawValue >= 0 ? name[Int(style.rawValue)] : "\(style.rawValue)")
            throw GradingError(Phrase("presentation.moon-not-custom", "The moon was presented\(when) with `modalPresentationStyle` `.\(styleName)`, and UIKit asks the transitioning delegate for a presentation controller only in a `.custom` presentation: without it there is no card and no dimming. In `showMoon()`, set \(fix: "moon.modalPresentationStyle = .custom", todo: "1.1") before `present(_:animated:)` (TODO 1.1)."), cause: .presentationControllerNotReturned)
        }
        if s.missingDelegate != nil {
            throw GradingError(Phrase("presentation.moon-no-delegate", "When the moon was presented\(when), its `transitioningDelegate` was nil, so UIKit used its own presentation: no card, no dimming. \(s.emptyDelegateFact) `transitioningDelegate` is a weak property: an object made on the spot (`SkyTransitions()`) is gone before UIKit reads it. Set \(fix: "moon.transitioningDelegate = transitions", todo: "1.1"), the object the sky screen keeps alive (TODO 1.1)."), cause: .noTransitioningDelegate)
        }
        guard let asked = s.asked.first(where: { $0.method == .presentationController }) else {
            throw GradingError(Phrase("presentation.moon-never-asked", "UIKit never asked for a presentation controller when the moon was presented\(when). Is `presentationController(forPresented:presenting:source:)` in `SkyTransitions`, spelled exactly so (TODO 1.2)?"), cause: .presentationControllerNotReturned)
        }
        guard asked.answer.typeName == "OverlayPresentationController" else {
            throw GradingError(Phrase("presentation.moon-wrong-presentation-controller", "UIKit asked `presentationController(forPresented:presenting:source:)` for the moon\(when) and got \(asked.answer.typeName.map { Phrase("presentation.got-a-type", "a \($0)") } ?? Phrase(verbatim: "nil")). Return \(fix: "OverlayPresentationController(presentedViewController: presented, presenting: presenting)", todo: "1.2") when `presented` is the moon (TODO 1.2)."), cause: .presentationControllerNotReturned)
        }
        if let animator = s.animatorAnswer?.answer.typeName {
            throw GradingError(Phrase("presentation.moon-own-animator", "The moon card came up with your \(animator), but this card uses UIKit's own animation, which slides it up to the frame the presentation controller gives. Return nil from `animationController(forPresented:presenting:source:)` for anything but the star chart."), cause: .wrongAnimator)
        }
        if let problem = TransitionDiagnosis.problem(in: run, ownAnimation: true) { throw problem }
        return run
    }

    /// The moon's view and the view the presentation controller dims the sky with: the first
    /// other view in the container, behind the card.
    @MainActor private func expectCardAndDimming(_ app: LessonApp, _ when: Phrase, size: CGSize, after run: RecordedTransition? = nil) throws {
        guard let moon = try Night.presented(app), let card = app.engine.run({ moon.viewIfLoaded }) else {
            throw GradingError(Phrase("presentation.moon-not-presented", "After tapping \"Moon\"\(when) the moon is not presented."), cause: .screenNotVisible)
        }
        let (frame, container) = app.engine.run { (card.frame, card.superview) }
        let expected = Night.cardFrame(in: size)
        if !Night.same(frame, expected) {
            let full = Night.same(frame, CGRect(origin: .zero, size: size))
            let relayout = size.width > size.height ? Phrase("presentation.card-frame.relayout", ", and `containerViewWillLayoutSubviews()` sets the card's frame to it again when the container changes size (TODO 1.6)") : Phrase(verbatim: "")
            let advice = full
                ? Phrase("presentation.card-frame.full-screen", "It fills the whole screen: that is the default `frameOfPresentedViewInContainerView`, the container's bounds. Override it in the presentation controller to return the lower two thirds of `containerView.bounds` (TODO 1.3).")
                : Phrase("presentation.card-frame.advice", "`frameOfPresentedViewInContainerView` returns the lower two thirds of the container's `bounds`: \(fix: "guard let bounds = containerView?.bounds else { return .zero }", todo: "1.3"), then \(fix: "return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)", todo: "1.3") (TODO 1.3)\(relayout).")
            throw GradingError(Phrase("presentation.card-frame", "After the moon came up\(when), the card is at \(Explainer.rect(frame)); it should cover the lower two thirds of the screen, \(Explainer.rect(expected)). \(advice)"), cause: size.width > size.height ? .notLaidOutAgain : .wrongFrame)
        }
        let dimmers: [UIView] = app.engine.run {
            guard let container, let index = container.subviews.firstIndex(of: card) else { return [] }
            return Array(container.subviews[..<index])
        }
        let covering = app.engine.run { dimmers.filter { !$0.isHidden && $0.alpha > 0.01 && $0.backgroundColor != nil } }
        guard let dimming = covering.first else {
            let inFront = app.engine.run { (container?.subviews ?? []).drop { $0 !== card }.dropFirst().first }
            if inFront != nil {
                throw GradingError(Phrase("presentation.dimming-in-front", "After the moon came up\(when), the dimming view is in front of the card, so it darkens the card too. Put it behind everything: \(fix: "containerView?.insertSubview(dimmingView, at: 0)", todo: "1.4") (TODO 1.4)."), cause: .wrongOrder)
            }
            let sky = try Night.sky(app)
            let skyView = app.engine.run { sky.view! }
            let elsewhere = Night.extraViews(app, besides: [skyView] + (container.map { [$0] } ?? []))
            let skyViews = app.engine.run { skyView.subviews.count }
            if !elsewhere.isEmpty || skyViews != Self.skySubviews {
                throw GradingError(Phrase("presentation.dimming-not-in-container", "After the moon came up\(when), the dimming view is not in the transition's container but \(elsewhere.isEmpty ? Phrase("presentation.dimming-place.sky", "on the sky itself") : Phrase("presentation.dimming-place.window", "elsewhere in the window")). UIKit takes the container away after the dismissal, and everything in it; a view put anywhere else stays behind over the sky. Add it to `containerView`, behind the card: \(fix: "containerView?.insertSubview(dimmingView, at: 0)", todo: "1.4") (TODO 1.4)."), cause: .dimmingLeftBehind)
            }
            // In the container while the card came up, gone once it arrived: taken away at the end.
            let seen = run?.frames.dropLast().compactMap { frame in
                SceneState(notes: frame.notes)?.views.first { $0.name == "dimming" && $0.role.hasPrefix("other") }.map { (frame.time ?? 0, $0) }
            }.last
            if let (time, _) = seen {
                throw GradingError(Phrase("presentation.dimming-taken-away-at-end", "While the moon came up the dimming view was in the transition's container (at t = \(Explainer.number(time, 2)) s, say), but once the card had arrived it was gone: something took it away at the end. `completed` is true when the presentation went through: in `presentationTransitionDidEnd(_ completed: Bool)` remove the dimming view only when it did not: `if !completed { dimmingView.removeFromSuperview() }` (TODO 1.4)."), cause: .dimmingMissing)
            }
            throw GradingError(Phrase("presentation.dimming-missing", "After the moon came up\(when), there is nothing behind the card in the transition's container: the sky is not dimmed. In `presentationTransitionWillBegin()`, add the dimming view (black at half alpha, the container's bounds) to `containerView`, behind the card: \(fix: "containerView?.insertSubview(dimmingView, at: 0)", todo: "1.4") (TODO 1.4)."), cause: .dimmingMissing)
        }
        let (dimFrame, alpha) = app.engine.run { (dimming.frame, dimming.alpha) }
        if !Night.same(dimFrame, CGRect(origin: .zero, size: size)) {
            let advice = size.width > size.height
                ? Phrase("presentation.dimming-frame.relayout", "When the container changes size, set its frame again in `containerViewWillLayoutSubviews()`: \(fix: "guard let containerView else { return }", todo: "1.6"), then \(fix: "dimmingView.frame = containerView.bounds", todo: "1.6") (TODO 1.6).")
                : Phrase("presentation.dimming-frame.bounds", "Give it `containerView.bounds` (TODO 1.4).")
            throw GradingError(Phrase("presentation.dimming-frame", "After the moon came up\(when), the dimming view is at \(Explainer.rect(dimFrame)); it should cover the whole container, \(Explainer.rect(CGRect(origin: .zero, size: size))). \(advice)"), cause: size.width > size.height ? .notLaidOutAgain : .dimmingMissing)
        }
        if alpha < 0.99 {
            throw GradingError(Phrase("presentation.dimming-alpha", "After the moon came up\(when), the dimming view has alpha \(Explainer.number(Double(alpha))): it should end at 1 (its colour is what is half transparent). Animate its alpha to 1 in the coordinator's `animate(alongsideTransition:)` (TODO 1.4)."), cause: .dimmingNotFaded)
        }
    }

    /// Taps "Close" and checks the sky is back, alone.
    @MainActor private func close(_ app: LessonApp, frames: String?, _ when: Phrase = Phrase(verbatim: "")) throws -> RecordedTransition {
        let sky = try Night.sky(app)
        let run = try app.recordTransition(named: frames, duration: Night.moonDuration) { try app.tap("moon.close") }
        if let problem = TransitionDiagnosis.problem(in: run, ownAnimation: true) { throw problem }
        try expect(try Night.presented(app) == nil, Phrase("presentation.moon-still-presented", "After tapping \"Close\"\(when) the moon is still presented."), cause: .screenNotVisible)
        let skyView = app.engine.run { sky.view! }
        let left = Night.extraViews(app, besides: [skyView])
        let (skyViews, inWindow) = app.engine.run { (skyView.subviews.count, skyView.window != nil) }
        try expect(inWindow && app.isVisible(skyView), Phrase("presentation.sky-not-showing-after-close", "After tapping \"Close\"\(when) the sky is not showing."), cause: .screenNotVisible)
        if let view = left.first {
            let frame = app.engine.run { view.convert(view.bounds, to: nil) }
            throw GradingError(Phrase("presentation.dimming-left-behind", "After the moon was put away\(when), a view is still on screen at \(Explainer.rect(frame)), over the sky: the dimming view, left behind. Add it to `containerView` (UIKit takes the container away after the dismissal), and remove it in `dismissalTransitionDidEnd(_:)` when `completed` is true (TODO 1.5)."), cause: .dimmingLeftBehind)
        }
        if skyViews != Self.skySubviews {
            throw GradingError(Phrase("presentation.dimming-left-on-sky", "After the moon was put away\(when), the sky has \(skyViews) subviews instead of its \(Self.skySubviews): the dimming view was added to the sky itself and stays there. Add it to `containerView` (TODO 1.4), and remove it in `dismissalTransitionDidEnd(_:)` (TODO 1.5)."), cause: .dimmingLeftBehind)
        }
        return run
    }

    /// The sky's own subviews: title, stars and four buttons.
    static let skySubviews = 6

    func test_theMoonComesUpAsACardOverTheDimmedSky() {
        grade { app in
            let run = try showMoon(app, frames: "moon-up")
            try expectCardAndDimming(app, Phrase(verbatim: ""), size: CGSize(width: 375, height: 667), after: run)
            try expectFrames(run, match: "moon-up", tolerance: 0.03)
        }
    }

    func test_closeFadesTheDimmingAndTakesItAway() {
        grade { app in
            _ = try showMoon(app, frames: nil)
            try expectCardAndDimming(app, Phrase(verbatim: ""), size: CGSize(width: 375, height: 667))
            let run = try close(app, frames: "moon-down")
            try expectFrames(run, match: "moon-down", tolerance: 0.03)
        }
    }

    func test_turningThePhoneLaysTheCardOutAgain() {
        grade { app in
            _ = try showMoon(app, frames: nil)
            _ = try app.recordRotation(to: .landscapeLeft)
            try expectCardAndDimming(app, Phrase("presentation.when.turned-sideways", " and the phone turned on its side"), size: CGSize(width: 667, height: 375))
            _ = try app.recordRotation(to: .portrait)
            try expectCardAndDimming(app, Phrase("presentation.when.turned-upright", " and the phone turned upright again"), size: CGSize(width: 375, height: 667))
            _ = try close(app, frames: nil, Phrase("presentation.when.turned-back", " with the phone turned back"))
        }
    }

    func test_theMoonTwiceInARow() {
        grade { app in
            for round in [Phrase("presentation.when.first-time", " (the first time)"), Phrase("presentation.when.second-time", " (the second time)")] {
                _ = try showMoon(app, frames: nil, round)
                try expectCardAndDimming(app, round, size: CGSize(width: 375, height: 667))
                _ = try close(app, frames: nil, round)
            }
        }
    }
}

/// Chapter 6, exercise 2: Apple's diagonal — the star chart comes in from beyond the
/// bottom-right corner and goes back there — and a peek: the presentation started by a tap, then
/// pulled in by a finger through a percent-driven interaction controller that installs its own
/// pan on the container once UIKit starts it, and removes it when the finger lifts.
final class DiagonalChecks: LessonTestCase {
    static var allTests: [(String, (DiagonalChecks) -> () throws -> Void)] {
        [
            ("test_theChartComesInFromTheBottomRightCorner", test_theChartComesInFromTheBottomRightCorner),
            ("test_doneSendsTheChartBackToTheCorner", test_doneSendsTheChartBackToTheCorner),
            ("test_aPeekFollowsTheFingerAndComesInPastHalfway", test_aPeekFollowsTheFingerAndComesInPastHalfway),
            ("test_aShortPeekGoesBackToTheCorner", test_aShortPeekGoesBackToTheCorner),
            ("test_anInterruptedPeekGoesBack", test_anInterruptedPeekGoesBack),
            ("test_tapsStayTapsAndTheMoonStillComesUp", test_tapsStayTapsAndTheMoonStillComesUp),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Night.vocabulary, advise: Night.advice) }

    static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Where the finger goes down for a peek: low in the middle of the screen.
    static let start = CGPoint(x: 188, y: 600)

    /// Stops the check when the chart did not get the diagonal from the delegate.
    @MainActor private func expectDelegate(_ app: LessonApp, _ s: TransitionSummary, _ what: Phrase) throws {
        if s.missingDelegate != nil {
            throw GradingError(Phrase("presentation.chart-no-delegate", "For \(what), the star chart had no `transitioningDelegate`, so UIKit played its own animation. \(s.emptyDelegateFact) In `showChart(peeking:)`, set \(fix: "chart.transitioningDelegate = transitions", todo: "2.1") before `present(_:animated:)` (TODO 2.1): the object the sky keeps alive, as the property is weak."), cause: .noTransitioningDelegate)
        }
        if let (method, answer) = s.animatorAnswer {
            if answer == .none {
                throw GradingError(Phrase("presentation.chart-animator-nil", "For \(what), UIKit asked `\(method.rawValue)` and got nil, so it played its own animation. Return `DiagonalAnimator(presenting: \(s.kind == .dismiss ? "false" : "true"))` there when the controller is the star chart (TODO 2.3)."), cause: .animatorNotReturned)
            }
            if answer.typeName != "DiagonalAnimator" {
                throw GradingError(Phrase("presentation.chart-wrong-animator", "For \(what), UIKit got \(answer.typeName.map { Phrase("presentation.your-type", "your \($0)") } ?? Phrase("presentation.your-animator", "your animator")) instead of a DiagonalAnimator (TODO 2.3)."), cause: .wrongAnimator)
            }
        }
        if let problem = TransitionDiagnosis.delegateProblem(s, animator: "DiagonalAnimator") { throw problem }
    }

    /// Taps "Star chart" (or "Done") and checks the diagonal as far as its frames.
    @MainActor private func diagonal(_ app: LessonApp, presenting: Bool, frames: String?, _ when: Phrase = Phrase(verbatim: "")) throws -> RecordedTransition {
        let what = presenting ? Phrase("presentation.what.tapping-star-chart", "tapping \"Star chart\"\(when)") : Phrase("presentation.what.tapping-done", "tapping \"Done\"\(when)")
        let run = try Slide.record(app, frames: frames, duration: Night.chartDuration) { try app.tap(presenting ? "sky.chart" : "chart.done") }
        try expectDelegate(app, run.summary, what)
        if run.summary.wasInteractive {
            let tapping = presenting ? Phrase("presentation.what.tapping-star-chart.start", "Tapping \"Star chart\"\(when)") : Phrase("presentation.what.tapping-done.start", "Tapping \"Done\"\(when)")
            throw GradingError(Phrase("presentation.tapping-hangs", "\(tapping) hangs the app: UIKit got your PeekInteraction for a presentation no finger drives, so it waits at 0 % for a pan that only a peek brings. Return `peek` from `interactionControllerForPresentation(using:)` only while `peeking` is true (TODO 2.5), and set `peeking` back to false right after `present(_:animated:)` (TODO 2.4)."), cause: when.english.isEmpty ? .interactionControllerWithoutGesture : .interactionFlagNotReset)
        }
        try Slide.expectSomethingMoved(run, what, todo: "TODO 2.2")
        try expectFinished(run, animator: "DiagonalAnimator")
        try expectDuration(run, Night.chartDuration, of: Phrase("presentation.noun.diagonal", "diagonal"))
        let role = presenting ? "to-view" : "from-view"
        if let moved = Slide.displacement(run, role: role) {
            // Half way, the chart is off its resting place (where it ends when presenting, where
            // it started when dismissing) towards the bottom-right corner.
            let (dx, dy) = (moved.dx, moved.dy)
            if !(dx > 24 && dy > 24) {
                let way = abs(dx) < 8 && abs(dy) < 8 ? Phrase("presentation.chart-way.still", "did not move") : Phrase("presentation.chart-way.moved", "moved by (\(Int(dx)), \(Int(dy))) points")
                let from = presenting ? Phrase("presentation.chart-from.end", "where it ends") : Phrase("presentation.chart-from.start", "where it started")
                let advice = presenting
                    ? Phrase("presentation.chart-diagonal.present", "Start it at `finalFrame.offsetBy(dx: containerView.bounds.width, dy: containerView.bounds.height)` and animate its frame to `finalFrame`.")
                    : Phrase("presentation.chart-diagonal.dismiss", "Animate its frame to `chart.frame.offsetBy(dx: containerView.bounds.width, dy: containerView.bounds.height)`.")
                throw GradingError(Phrase("presentation.chart-not-diagonal", "Half way through \(what), the chart \(way) from \(from); along the diagonal it should be off towards the bottom-right corner, both further right and further down. \(advice) (TODO 2.2)"), cause: .wrongDirection)
            }
        }
        if presenting {
            guard let chart = app.findView("chart"), app.isVisible(chart) else {
                throw GradingError(Phrase("presentation.chart-not-showing", "After \(what) the star chart is not showing."), cause: .screenNotVisible)
            }
            let frame = app.engine.run { chart.convert(chart.bounds, to: nil) }
            try expect(Night.same(frame, Self.screen), Phrase("presentation.chart-wrong-frame", "After \(what) the star chart is at \(Explainer.rect(frame)), not on the whole screen \(Explainer.rect(Self.screen)). End it at `transitionContext.finalFrame(for:)` of the chart's controller (TODO 2.2)."), cause: .wrongFrame)
        } else {
            try expect(try Night.presented(app) == nil, Phrase("presentation.chart-still-presented", "After \(what) the star chart is still presented."), cause: .screenNotVisible)
            try expect(app.findView("sky").map(app.isVisible) == true, Phrase("presentation.sky-not-showing-after-done", "After \(what) the sky is not showing. In a `.fullScreen` dismissal UIKit gives you the sky as `view(forKey: .to)`: put it in the container, behind the chart (\(fix: "guard let chart = transitionContext.view(forKey: .from), let sky = transitionContext.view(forKey: .to) else { transitionContext.completeTransition(false); return }", todo: "2.2"), then \(fix: "transitionContext.containerView.insertSubview(sky, belowSubview: chart)", todo: "2.2"))."), cause: .screenNotVisible)
        }
        return run
    }

    struct Peek {
        let drag: Drag
        let pan: UIGestureRecognizer
    }

    /// Where a peek's pan is.
    enum PanPlace {
        /// On the transition's container, as it should be.
        case container
        /// On no view any more.
        case nowhere
        /// On another view: its name, and whether the finger touches it.
        case view(Phrase, touched: Bool)
    }

    /// Taps "Peek at the chart", puts a finger down on the screen and drags it up by each of
    /// `fractions` of the screen's height in turn, checking the progress UIKit hears.
    @MainActor private func peek(_ app: LessonApp, to fractions: [CGFloat], frames name: String? = nil, _ when: Phrase = Phrase(verbatim: "")) throws -> Peek {
        let before = Night.recognizers(app).map { ObjectIdentifier($0.recognizer) }
        let started: (number: Int, start: CFTimeInterval, participants: Participants)
        do {
            started = try app.startTransition { try app.tap("sky.peek") }
        } catch let error as GradingError where error.cause == .appChanged {
            throw GradingError(Phrase("presentation.peek-presented-nothing", "Tapping \"Peek at the chart\"\(when) presented nothing."), cause: .noTransitionFromGesture)
        }
        let summary = app.summary(of: started.number)
        func stop(_ error: GradingError) -> GradingError {
            try? app.settle()
            return error
        }
        try expectDelegate(app, summary, Phrase("presentation.what.peek", "a peek\(when)"))
        guard summary.wasInteractive else {
            throw stop(GradingError(summary.interactionAnswer != nil
                ? Phrase("presentation.peek-not-interactive.nil", "\"Peek at the chart\"\(when) played the diagonal by itself instead of waiting for a finger: `interactionControllerForPresentation(using:)` returned nil. Set \(fix: "transitions.peeking = peeking", todo: "2.4") *before* `present(_:animated:)` — UIKit asks inside it — and return `peek` while `peeking` is true (TODO 2.4, 2.5).")
                : Phrase("presentation.peek-not-interactive.missing", "\"Peek at the chart\"\(when) played the diagonal by itself instead of waiting for a finger: `SkyTransitions` does not answer `interactionControllerForPresentation(using:)`. Add it, returning `peek` while `peeking` is true (TODO 2.5)."), cause: .interactionControllerNotReturned))
        }
        app.advance(0.05)
        let added = Night.recognizers(app).filter { !before.contains(ObjectIdentifier($0.recognizer)) }
        guard let pan = added.first(where: { $0.recognizer is UIPanGestureRecognizer })?.recognizer else {
            throw stop(GradingError(Phrase("presentation.peek-no-pan", "A peek\(when) started, and UIKit handed it to your PeekInteraction, but no pan was installed to drive it: the chart waits at the corner for ever. In `startInteractiveTransition(_:)`, after \(fix: "super.startInteractiveTransition(transitionContext)", todo: "2.6"), make a \(fix: "UIPanGestureRecognizer(target: self, action: PeekInteraction.didPan)", todo: "2.6") and add it to `transitionContext.containerView` (TODO 2.6)."), cause: .noTransitionFromGesture))
        }
        // The drag proper comes in `.changed` (some learners zero the translation in `.began`,
        // as Apple's listing does).
        var drag = Drag(touch: app.putFinger(at: Self.start, nudge: CGVector(dx: 0, dy: -10)), number: started.number, participants: started.participants)
        try app.follow(&drag, through: fractions.map { CGPoint(x: Self.start.x, y: Self.start.y - $0 * Self.screen.height) }, frames: name) { i, now in
            let fraction = fractions[i]
            if !now.completions.isEmpty {
                throw GradingError(Phrase("presentation.peek-ended-early", "With the finger still down, \(Int((fraction * 100).rounded())) % of the way up, the peek ended on its own (`completeTransition` was called). Only `finish()` or `cancel()`, when the finger lifts, may end it (TODO 2.7)."), cause: .interactionNeverEnded)
            }
            guard let percent = now.lastUpdate else {
                let place = app.engine.run { () -> PanPlace in
                    guard let view = pan.view else { return .nowhere }
                    if view === started.participants.container { return .container }
                    let name = traceName(view)
                    let seen = view.window != nil && app.isVisible(view) && view.convert(view.bounds, to: nil).contains(Self.start)
                    return .view(Night.vocabulary.names[name] ?? Phrase(verbatim: name), touched: seen)
                }
                let unstarted = app.engine.run { (started.participants.interactionController as? UIPercentDrivenInteractiveTransition).map { !$0.isStarted } ?? false }
                if unstarted {
                    throw GradingError(Phrase("presentation.peek-super-not-called", "The finger moved up \(Int(fraction * Self.screen.height)) points, but UIKit never heard of it: your PeekInteraction was never given the transition's context. Your override of `startInteractiveTransition(_:)` does not call \(fix: "super.startInteractiveTransition(transitionContext)", todo: "2.6"), which keeps the context (for `update(_:)`, `finish()`, `cancel()`) and runs the animator: call it first, then add the pan (TODO 2.6)."), cause: .updateNeverCalled)
                }
                switch place {
                case .container:
                    throw GradingError(Phrase("presentation.peek-update-not-called", "The finger moved up \(Int(fraction * Self.screen.height)) points, but UIKit never heard of it: `update(_:)` was not called. Your pan is on the transition's container, as it should be: its `.changed` case must call `update(progress)`, with `-pan.translation(in: containerView).y / containerView.bounds.height` as the progress (TODO 2.7)."), cause: .updateNeverCalled)
                case .nowhere:
                    throw GradingError(Phrase("presentation.peek-pan-removed", "The finger moved up \(Int(fraction * Self.screen.height)) points, but UIKit never heard of it: `update(_:)` was not called. Your pan is on no view any more; it belongs on `transitionContext.containerView`, which covers the screen during the transition, and its `.changed` case calls `update(progress)` (TODO 2.6, 2.7)."), cause: .updateNeverCalled)
                case let .view(name, touched):
                    let onView = touched ? name : Phrase("presentation.pan-view.untouched", "\(name), which the finger does not touch (it is off screen or elsewhere)")
                    throw GradingError(Phrase("presentation.peek-pan-elsewhere", "The finger moved up \(Int(fraction * Self.screen.height)) points, but UIKit never heard of it: `update(_:)` was not called. Your pan is on \(onView); it belongs on `transitionContext.containerView`, which covers the screen during the transition, and its `.changed` case calls `update(progress)` (TODO 2.6, 2.7)."), cause: .updateNeverCalled)
                }
            }
            if abs(percent - Double(fraction)) > 0.05 {
                throw GradingError(Phrase("presentation.peek-wrong-progress", "When the finger had moved up \(Int(fraction * Self.screen.height)) points, your peek reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`); a drag up by the container's whole height is the whole presentation, so it should be \(Int((fraction * 100).rounded())) %. With \(fix: "guard let containerView else { return }", todo: "2.7"), compute \(fix: "-pan.translation(in: containerView).y / containerView.bounds.height", todo: "2.7") (TODO 2.7)."), cause: .wrongProgressScale)
            }
        }
        return Peek(drag: drag, pan: pan)
    }

    /// Holds the finger still, lifts it (or, `interrupted`, the system cancels the touch), and
    /// lets the peek end; checks the pan went.
    @MainActor private func letGo(_ app: LessonApp, _ peek: Peek, _ when: Phrase = Phrase(verbatim: ""), interrupted: Bool = false) throws -> (run: RecordedTransition, percent: Double) {
        let release = app.release(peek.drag, interrupted: interrupted)
        let (run, percent) = (release.run, release.percent)
        let s = run.summary
        if release.neverEnded, interrupted {
            throw GradingError(Phrase("presentation.peek-interrupted-never-ended", "When the system interrupts a peek (a call comes in), the pan's state becomes `.cancelled`, and your PeekInteraction did not call `cancel()`: the chart stays where the finger left it and the app stops responding. In the `.cancelled` case, call \(fix: "cancel()", todo: "2.7") and remove the pan, as in `.ended` (TODO 2.7)."), cause: .interactionNeverEnded)
        }
        if release.neverEnded {
            throw GradingError(Phrase("presentation.peek-never-ended", "The finger lifted\(when), but neither `finish()` nor `cancel()` reached UIKit, so the chart stays where the finger left it and the app stops responding. In the pan's `.ended` case call \(fix: "finish()", todo: "2.7") past half way and \(fix: "cancel()", todo: "2.7") before it (TODO 2.7)."), cause: .interactionNeverEnded)
        }
        try expectFinished(run, animator: "DiagonalAnimator")
        let (stillOn, name) = app.engine.run { (peek.pan.view, peek.pan.view.map(traceName)) }
        if stillOn != nil {
            let on = name.map { $0 == "UIView" || $0.hasPrefix("Transition") ? Phrase("presentation.pan-on.container", "the transition's container") : Phrase(verbatim: $0) } ?? Phrase("presentation.pan-on.its-view", "its view")
            throw GradingError(s.wasCancelled
                ? Phrase("presentation.pan-left.went-back", "After the peek\(when) went back, your pan is still on \(on): it keeps reading every drag and calling `update(_:)`, `finish()` or `cancel()` on a transition that is over. Remove it when the finger lifts: \(fix: "guard let containerView else { return }", todo: "2.7"), then \(fix: "containerView.removeGestureRecognizer(pan)", todo: "2.7"), in `.ended` and `.cancelled` (TODO 2.7).")
                : Phrase("presentation.pan-left.came-in", "After the peek\(when) came in, your pan is still on \(on): it keeps reading every drag on the chart and calling `update(_:)`, `finish()` or `cancel()` on a transition that is over. Remove it when the finger lifts: \(fix: "guard let containerView else { return }", todo: "2.7"), then \(fix: "containerView.removeGestureRecognizer(pan)", todo: "2.7"), in `.ended` and `.cancelled` (TODO 2.7)."), cause: .gestureLeftInstalled)
        }
        return (run, percent)
    }

    func test_theChartComesInFromTheBottomRightCorner() {
        grade { app in
            let run = try diagonal(app, presenting: true, frames: "chart-in")
            try expectFrames(run, match: "chart-in", tolerance: 0.03)
            try expectLeftClean(app, after: run, Phrase("presentation.after.chart-presentation", "the chart's presentation"), comingBack: ["from-view"])
        }
    }

    func test_doneSendsTheChartBackToTheCorner() {
        grade { app in
            _ = try diagonal(app, presenting: true, frames: nil)
            let run = try diagonal(app, presenting: false, frames: "chart-out")
            try expectFrames(run, match: "chart-out", tolerance: 0.03)
            try expectLeftClean(app, after: run, Phrase("presentation.after.chart-dismissal", "the chart's dismissal"), comingBack: ["to-view"])
        }
    }

    func test_aPeekFollowsTheFingerAndComesInPastHalfway() {
        grade { app in
            let peek = try peek(app, to: [0.1, 0.25, 0.4, 0.55, 0.7, 0.55, 0.7], frames: "peek")
            try expectFrames(peek.drag.recorded(in: app),
                             match: "peek", tolerance: 0.04, timing: false, slack: 1)
            let (run, percent) = try letGo(app, peek)
            guard run.summary.wasFinished else {
                throw GradingError(Phrase("presentation.peek-should-come-in", "A peek let go at \(Int((percent * 100).rounded())) % went back to the corner; past half way it should come in. In `.ended`, call \(fix: "finish()", todo: "2.7") when the progress is over 0.5, else \(fix: "cancel()", todo: "2.7") (TODO 2.7)."), cause: .wrongFinishThreshold)
            }
            guard let chart = app.findView("chart"), app.isVisible(chart), try Night.presented(app) != nil else {
                throw GradingError(Phrase("presentation.peek-finished-chart-not-showing", "The peek finished, but the star chart is not showing."), cause: .screenNotVisible)
            }
            let frame = app.engine.run { chart.convert(chart.bounds, to: nil) }
            try expect(Night.same(frame, Self.screen), Phrase("presentation.peek-finished-wrong-frame", "The peek finished with the star chart at \(Explainer.rect(frame)), not on the whole screen."), cause: .wrongFrame)
            _ = try diagonal(app, presenting: false, frames: nil, Phrase("presentation.when.after-peek", " after a peek"))
        }
    }

    func test_aShortPeekGoesBackToTheCorner() {
        grade { app in
            // Past half way, then back, before letting go.
            let peek = try peek(app, to: [0.2, 0.6, 0.3])
            let (run, percent) = try letGo(app, peek)
            guard run.summary.wasCancelled else {
                throw GradingError(Phrase("presentation.peek-should-go-back", "A peek let go at \(Int((percent * 100).rounded())) % brought the chart in; before half way it should go back. Decide when the finger lifts, from where it is then: \(fix: "finish()", todo: "2.7") only when the progress is over 0.5, else \(fix: "cancel()", todo: "2.7") (TODO 2.7)."), cause: .wrongFinishThreshold)
            }
            try expect(try Night.presented(app) == nil, Phrase("presentation.peek-cancelled-still-presented", "The peek was cancelled, but the star chart is still presented."), cause: .completedAfterCancel)
            try expect(app.findView("sky").map(app.isVisible) == true, Phrase("presentation.peek-cancelled-sky-not-showing", "After a cancelled peek the sky should be showing, but it is not."), cause: .screenNotVisible)
            try expectLeftClean(app, after: run, Phrase("presentation.after.cancelled-peek", "the cancelled peek"), comingBack: ["from-view"])
        }
    }

    /// A peek the system interrupts (the pan's state `.cancelled`), 70 % of the way in, goes
    /// back to the corner, and the chart still comes in by a tap.
    func test_anInterruptedPeekGoesBack() {
        grade { app in
            let peek = try peek(app, to: [0.3, 0.7])
            let (run, percent) = try letGo(app, peek, Phrase("presentation.when.interrupted", " (interrupted)"), interrupted: true)
            guard run.summary.wasCancelled else {
                throw GradingError(Phrase("presentation.interrupted-peek-came-in", "A peek the system interrupted (the pan's state `.cancelled`) at \(Int((percent * 100).rounded())) % brought the chart in: an interrupted peek goes back to the corner whatever the progress. In `.cancelled`, call \(fix: "cancel()", todo: "2.7") (TODO 2.7)."), cause: .alwaysFinishes)
            }
            try expect(try Night.presented(app) == nil, Phrase("presentation.interrupted-peek-still-presented", "The interrupted peek was cancelled, but the star chart is still presented."), cause: .completedAfterCancel)
            try expectLeftClean(app, after: run, Phrase("presentation.after.interrupted-peek", "the interrupted peek"), comingBack: ["from-view"])
            _ = try diagonal(app, presenting: true, frames: nil, Phrase("presentation.when.after-interrupted-peek", " after an interrupted peek"))
        }
    }

    /// Taps after peeks play by themselves (the flag goes back), and the moon keeps its card.
    func test_tapsStayTapsAndTheMoonStillComesUp() {
        grade { app in
            _ = try diagonal(app, presenting: true, frames: nil)
            _ = try diagonal(app, presenting: false, frames: nil)
            let rounds = [
                ([CGFloat(0.3), 0.7], Phrase("presentation.when.after-tap", " after a tap"), Phrase("presentation.when.after-peek-came-in", " after a peek that came in")),
                ([0.2], Phrase("presentation.when.after-another-peek", " after another peek"), Phrase("presentation.when.after-early-peek", " after a peek let go early")),
            ]
            for (fractions, before, after) in rounds {
                let p = try peek(app, to: fractions, before)
                let (run, _) = try letGo(app, p)
                if run.summary.wasFinished { _ = try diagonal(app, presenting: false, frames: nil, after) }
                _ = try diagonal(app, presenting: true, frames: nil, after)
                _ = try diagonal(app, presenting: false, frames: nil, after)
            }
            let moon = try app.recordTransition { try app.tap("sky.moon") }
            if let animator = moon.summary.animatorAnswer?.answer.typeName {
                throw GradingError(Phrase("presentation.moon-played-animator", "Tapping \"Moon\" played your \(animator): the moon card should still come up with UIKit's own animation over the dimmed sky. Return the DiagonalAnimator only when the controller is the star chart, nil otherwise (TODO 2.3)."), cause: .wrongAnimator)
            }
            try expect(moon.summary.asked.contains { $0.method == .presentationController && $0.answer.typeName == "OverlayPresentationController" },
                       Phrase("presentation.moon-no-overlay", "Tapping \"Moon\" did not get the OverlayPresentationController: the card of exercise 1 is missing. Return it from `presentationController(forPresented:presenting:source:)` for the moon (TODO 1.2), and keep the animators for the star chart only."), cause: .presentationControllerNotReturned)
            if let problem = TransitionDiagnosis.problem(in: moon, ownAnimation: true) { throw problem }
        }
    }
}

/// Chapter 6, exercise 3: the telescope goes away in two stages — it shrinks, then drops off the
/// bottom — built from keyframes, so that the starter's pull-down interaction scrubs through both
/// stages and back; a cancelled pull leaves the telescope as it was.
final class StagesChecks: LessonTestCase {
    static var allTests: [(String, (StagesChecks) -> () throws -> Void)] {
        [
            ("test_doneTakesTheTelescopeAwayInTwoStages", test_doneTakesTheTelescopeAwayInTwoStages),
            ("test_aPullScrubsThroughBothStagesAndBack", test_aPullScrubsThroughBothStagesAndBack),
            ("test_letGoPastHalfwayPutsTheTelescopeAway", test_letGoPastHalfwayPutsTheTelescopeAway),
            ("test_doneStaysATapAfterPulls", test_doneStaysATapAfterPulls),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Night.vocabulary, advise: Self.advice) }

    static let duration = 0.8
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Where the finger goes down to pull: above the eyepiece.
    static let start = CGPoint(x: 188, y: 96)

    static let advice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        guard (d.actual ?? d.expected)?.name == "telescope", d.aspect == .frame || d.aspect == .size else { return nil }
        return (.wrongFrame, Phrase("presentation.advice.telescope", "The telescope goes away in two stages of equal length: over the first half (`addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5)`) its `transform` scales it to 0.5 where it is; over the second half (`withRelativeStartTime: 0.5`) its `center` moves down by the container's height (TODO 3.2)."))
    }

    /// Taps "Telescope" and lets UIKit's own presentation end.
    @MainActor private func showTelescope(_ app: LessonApp, _ when: Phrase = Phrase(verbatim: "")) throws {
        let run = try app.recordTransition { try app.tap("sky.telescope") }
        if let problem = TransitionDiagnosis.problem(in: run, ownAnimation: true) { throw problem }
        guard app.findView("telescope").map(app.isVisible) == true else {
            throw GradingError(Phrase("presentation.telescope-not-showing", "Tapping \"Telescope\"\(when) did not leave the telescope showing."), cause: .screenNotVisible)
        }
    }

    /// Stops the check when the dismissal did not get the staged animator.
    @MainActor private func expectDelegate(_ s: TransitionSummary, _ what: Phrase) throws {
        if s.missingDelegate != nil {
            throw GradingError(Phrase("presentation.telescope-no-delegate", "For \(what), the telescope had no `transitioningDelegate`, so UIKit played its own dismissal. \(s.emptyDelegateFact) In `showTelescope()`, set \(fix: "telescope.transitioningDelegate = transitions", todo: "3.4") (TODO 3.4)."), cause: .noTransitioningDelegate)
        }
        if let (method, answer) = s.animatorAnswer, answer.typeName != "StagesAnimator" {
            throw GradingError(Phrase("presentation.telescope-wrong-animator", "For \(what), UIKit asked `\(method.rawValue)` and got \(answer.typeName.map { Phrase("presentation.your-type", "your \($0)") } ?? Phrase(verbatim: "nil")). Return \(fix: "StagesAnimator()", todo: "3.5") there when the dismissed controller is the telescope (TODO 3.5)."), cause: answer == .none ? .animatorNotReturned : .wrongAnimator)
        }
        if let problem = TransitionDiagnosis.delegateProblem(s, animator: "StagesAnimator") { throw problem }
    }

    /// The telescope's frame on screen in a recorded frame's notes.
    static func telescope(_ frame: Frame) -> CGRect? {
        SceneState(notes: frame.notes)?["from-view"].map(\.frame)
    }

    /// Stops the check when the first stage does not shrink in place, or the second does not
    /// drop, at the moments recorded (`frames` at fractions of the dismissal).
    static func expectStages(_ frames: [Frame], at fractions: [Double], _ what: Phrase, scrubbed: Bool) throws {
        for (frame, fraction) in zip(frames, fractions) {
            // The last moment shows the telescope put back by the completion, on its way out.
            guard fraction < 0.95, let rect = telescope(frame) else { continue }
            let dropped = rect.midY - screen.midY
            let percent = "\(Int((fraction * 100).rounded())) %"
            if fraction <= 0.45, dropped > 24 {
                throw GradingError(Phrase("presentation.stage-drop-too-early", "At \(percent) of \(what) the telescope had already moved down by \(Int(dropped)) points: it should still be shrinking where it is. The drop is the second stage, from half way: `addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5)` (TODO 3.2)."), cause: .wrongTiming)
            }
            if (0.65...0.75).contains(fraction), dropped > 0.85 * screen.height {
                throw GradingError(Phrase("presentation.stage-drop-ends-early", "At \(percent) of \(what) the telescope had already dropped \(Int(dropped)) points, nearly all the way: the second stage ends too early. Keyframe times are shares of the whole animation, 0 to 1, not seconds: the drop starts at 0.5 and lasts 0.5 (`addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5)`), whatever the duration (TODO 3.2)."), cause: .wrongTiming)
            }
            if fraction >= 0.7, dropped < 0.25 * screen.height {
                let why = scrubbed
                    ? Phrase("presentation.stage-not-scrubbed", "the second stage did not follow the finger. An interaction controller can only hold the animations made while `animateTransition(using:)` runs; an animation started later — in the completion block of the first stage — runs on its own clock, after the finger lets go. Make both stages keyframes of one `UIView.animateKeyframes` (TODO 3.2).")
                    : Phrase("presentation.stage-missing", "the second stage is missing or late: over the second half, the telescope's `center` moves down by the container's height (TODO 3.2).")
                throw GradingError(Phrase("presentation.stage-not-dropped", "At \(percent) of \(what) the telescope had moved down only \(Int(max(dropped, 0))) points: \(why)"), cause: scrubbed ? .stageNotScrubbed : .wrongTiming)
            }
        }
    }

    func test_doneTakesTheTelescopeAwayInTwoStages() {
        grade { app in
            try showTelescope(app)
            let run = try app.recordTransition(named: "stages", duration: Self.duration) { try app.tap("telescope.done") }
            try expectDelegate(run.summary, Phrase("presentation.what.tapping-telescope-done", "tapping \"Done\""))
            if run.summary.wasInteractive {
                throw GradingError(Phrase("presentation.done-hangs", "Tapping \"Done\" hangs the app: UIKit got the pull-down interaction for a dismissal no finger drives, so it waits at 0 %. Return `pullDown` from `interactionControllerForDismissal(using:)` only while `pullDown.isPulling` is true (TODO 3.5)."), cause: .interactionControllerWithoutGesture)
            }
            try Slide.expectSomethingMoved(run, Phrase("presentation.what.telescope-dismissal", "the telescope's dismissal"), todo: "TODO 3.2")
            try expectFinished(run, animator: "StagesAnimator")
            try expectDuration(run, Self.duration, of: Phrase("presentation.noun.two-stages", "two stages"))
            try Self.expectStages(run.frames, at: RecordedTransition.standardFractions, Phrase("presentation.what.the-dismissal", "the dismissal"), scrubbed: false)
            try expectFrames(run, match: "stages", tolerance: 0.12)
            try expect(try Night.presented(app) == nil && app.findView("sky").map(app.isVisible) == true,
                       Phrase("presentation.sky-not-showing-after-telescope", "After \"Done\" the sky is not showing. In a `.fullScreen` dismissal UIKit gives you the sky as `view(forKey: .to)`: put it in the container, behind the telescope (TODO 3.1)."), cause: .screenNotVisible)
        }
    }

    /// Puts a finger on the telescope and drags it down by each of `fractions` of the screen's
    /// height in turn.
    @MainActor private func pull(_ app: LessonApp, to fractions: [CGFloat], frames name: String? = nil, _ when: Phrase = Phrase(verbatim: "")) throws -> Drag {
        var pull = try app.beginDrag(at: Self.start, nudge: CGVector(dx: 0, dy: 10)) {
            GradingError(Phrase("presentation.pull-dismissed-nothing", "Pulling the telescope down\(when) dismissed nothing."), cause: .noTransitionFromGesture)
        }
        let summary = app.summary(of: pull.number)
        do { try expectDelegate(summary, Phrase("presentation.what.pull", "a pull\(when)")) } catch let error as GradingError { throw app.abandon(pull, error) }
        guard summary.wasInteractive else {
            throw app.abandon(pull, GradingError(Phrase("presentation.pull-not-interactive", "The pull\(when) started the dismissal, but the stages played by themselves instead of following the finger: `interactionControllerForDismissal(using:)` \(summary.interactionAnswer == nil ? Phrase("presentation.interaction-method.missing", "is not in `SkyTransitions`") : Phrase("presentation.interaction-method.nil", "returned nil")). Return `pullDown` while `pullDown.isPulling` is true (TODO 3.5)."), cause: .interactionControllerNotReturned))
        }
        try app.follow(&pull, through: fractions.map { CGPoint(x: Self.start.x, y: Self.start.y + $0 * Self.screen.height) }, frames: name) { i, now in
            if !now.completions.isEmpty {
                throw GradingError(Phrase("presentation.pull-ended-early", "With the finger still down, \(Int((fractions[i] * 100).rounded())) % of the way, the dismissal ended on its own (`completeTransition` was called): the completion of your animation ran before the finger let go. Call `completeTransition(_:)` only in the completion of the one `animateKeyframes` (TODO 3.3)."), cause: .completeTransitionTooEarly)
            }
        }
        return pull
    }

    /// Lifts the finger and lets the dismissal end.
    @MainActor private func letGo(_ app: LessonApp, _ pull: Drag) throws -> RecordedTransition {
        let run = app.release(pull).run
        try expectFinished(run, animator: "StagesAnimator")
        return run
    }

    /// After a cancelled pull: the telescope showing, whole, as it was.
    @MainActor private func expectTelescopeBack(_ app: LessonApp, _ run: RecordedTransition, _ what: Phrase) throws {
        try expect(run.summary.wasCancelled, Phrase("presentation.pull-should-go-back", "\(what) should have been cancelled (the finger let go before half way), but it finished."), cause: .wrongFinishThreshold)
        guard let telescope = app.findView("telescope"), app.isVisible(telescope), try Night.presented(app) != nil else {
            throw GradingError(Phrase("presentation.telescope-gone-after-cancel", "After \(what) the telescope should still be showing, but it is not."), cause: .screenNotVisible)
        }
        try expectLeftClean(app, after: run, what, comingBack: ["from-view"])
        let frame = app.engine.run { telescope.convert(telescope.bounds, to: nil) }
        try expect(Night.same(frame, Self.screen), Phrase("presentation.telescope-moved-after-cancel", "After \(what) the telescope stays, but at \(Explainer.rect(frame)) instead of on the whole screen: the animation left its `center` where the second stage put it. In the completion, put `center` back to where it was before the animation (TODO 3.3)."), cause: .wrongFrame)
    }

    func test_aPullScrubsThroughBothStagesAndBack() {
        grade { app in
            try showTelescope(app)
            let fractions: [CGFloat] = [0.2, 0.4, 0.6, 0.8, 0.6, 0.4, 0.2]
            let pull = try pull(app, to: fractions, frames: "pull")
            try Self.expectStages(pull.frames, at: fractions.map(Double.init), Phrase("presentation.what.the-pull", "the pull"), scrubbed: true)
            try expectFrames(pull.recorded(in: app),
                             match: "pull", tolerance: 0.04, timing: false, slack: 1)
            let run = try letGo(app, pull)
            try expectTelescopeBack(app, run, Phrase("presentation.what.pull-let-go-20", "the pull let go at 20 %"))
        }
    }

    func test_letGoPastHalfwayPutsTheTelescopeAway() {
        grade { app in
            try showTelescope(app)
            let pull = try pull(app, to: [0.3, 0.7])
            let run = try letGo(app, pull)
            try expect(run.summary.wasFinished, Phrase("presentation.pull-should-put-away", "A pull let go at 70 % should put the telescope away."), cause: .wrongFinishThreshold)
            try expect(try Night.presented(app) == nil && app.findView("sky").map(app.isVisible) == true,
                       Phrase("presentation.pull-finished-sky-not-showing", "The pull finished, but the sky is not showing."), cause: .screenNotVisible)
        }
    }

    /// "Done" after a cancelled and a finished pull still plays by itself.
    func test_doneStaysATapAfterPulls() {
        grade { app in
            try showTelescope(app)
            let early = try pull(app, to: [0.3, 0.6, 0.3])
            let cancelled = try letGo(app, early)
            try expectTelescopeBack(app, cancelled, Phrase("presentation.what.pull-let-go-30", "a pull let go at 30 %"))
            let done = try app.recordTransition { try app.tap("telescope.done") }
            try expectDelegate(done.summary, Phrase("presentation.what.done-after-cancelled-pull", "\"Done\" after a cancelled pull"))
            if done.summary.wasInteractive {
                throw GradingError(Phrase("presentation.done-hangs-after-pull", "After a cancelled pull, tapping \"Done\" hangs the app: UIKit got the pull-down interaction for a dismissal no finger drives. Return `pullDown` only while `pullDown.isPulling` is true (TODO 3.5)."), cause: .interactionControllerWithoutGesture)
            }
            try expectFinished(done, animator: "StagesAnimator")
            try showTelescope(app, Phrase("presentation.when.again", " again"))
            let late = try pull(app, to: [0.4, 0.8], Phrase("presentation.when.second-pull", " the second time"))
            _ = try letGo(app, late)
            try showTelescope(app, Phrase("presentation.when.third-time", " a third time"))
            let again = try app.recordTransition { try app.tap("telescope.done") }
            try expectFinished(again, animator: "StagesAnimator")
        }
    }
}
