import Frames
import Grading
import UIKit
import XCTest

/// What chapter 5 calls its views, and how it tells which way a slide went.
enum Slide {
    /// Every slide's length, in seconds.
    static let duration = 0.5

    static let linesScreen = Phrase("slide.name.lines", "the Lines screen")
    static let stopsScreen = Phrase("slide.name.line", "the Stops screen")
    static let wallet = Phrase("slide.name.wallet", "the wallet")
    static let ticket = Phrase("slide.name.ticket", "the ticket")

    static let vocabulary = Vocabulary([
        "lines": linesScreen, "line": stopsScreen, "tides": Phrase("slide.name.tides", "the Tides tab"),
        "wallet": wallet, "ticket": ticket,
        "UITabBarController.view": Phrase("slide.name.tab-bar-view", "the wallet (the tab bar controller's view, tab bar and all)"),
    ])

    /// Which time a repeated transition is, for its name ("the push (the first time)").
    static let firstTime = Phrase("slide.round.first", " (the first time)")
    static let secondTime = Phrase("slide.round.second", " (the second time)")
    /// A transition done once: nothing after its name.
    static let once = Phrase(verbatim: "")

    /// The animation's name in `expectDuration`.
    static let noun = Phrase("slide.noun.slide", "slide")

    /// One of the animator's four ways, as a unit vector in screen points (y grows downwards).
    enum Way {
        case left, right, up, down

        var vector: CGVector {
            switch self {
            case .left: CGVector(dx: -1, dy: 0)
            case .right: CGVector(dx: 1, dy: 0)
            case .up: CGVector(dx: 0, dy: -1)
            case .down: CGVector(dx: 0, dy: 1)
            }
        }

        /// The `direction:` that names it in the learner's code.
        var code: String {
            switch self {
            case .left: "`.left`"
            case .right: "`.right`"
            case .up: "`.up`"
            case .down: "`.down`"
            }
        }

        var name: Phrase {
            switch self {
            case .left: Phrase("slide.way.left", "left")
            case .right: Phrase("slide.way.right", "right")
            case .up: Phrase("slide.way.up", "up")
            case .down: Phrase("slide.way.down", "down")
            }
        }

        /// Where a screen arriving this way comes from ("from the right").
        var arrivingFrom: Phrase {
            switch self {
            case .left: Phrase("slide.from.right", "from the right")
            case .right: Phrase("slide.from.left", "from the left")
            case .up: Phrase("slide.from.bottom", "from the bottom")
            case .down: Phrase("slide.from.top", "from the top")
            }
        }
    }

    /// The tab bar controller at the root of the window.
    @MainActor static func tabs(_ app: LessonApp) throws -> UITabBarController {
        guard let tabs = app.window?.rootViewController as? UITabBarController else {
            throw GradingError(Phrase("slide.root-changed", "The window's root view controller is no longer the tab bar controller the starter app puts there."), cause: .appChanged)
        }
        return tabs
    }

    /// The Lines tab's navigation controller.
    @MainActor static func lines(_ app: LessonApp) throws -> UINavigationController {
        guard let lines = app.engine.run({ try? tabs(app).viewControllers?.first as? UINavigationController }) else {
            throw GradingError(Phrase("slide.first-tab-changed", "The first tab is no longer the Lines navigation controller the starter app makes."), cause: .appChanged)
        }
        return lines
    }

    /// Performs `action` and records its transition: at the moments of the golden `frames`, or
    /// without one at three moments — the start, half way and the end — whose frames hold only the
    /// state of the views (enough for `way(of:)`), then lets it finish. `duration` is the
    /// transition's in the reference (chapter 6's diagonal uses this too).
    @MainActor static func record(_ app: LessonApp, frames: String?, duration: CFTimeInterval = Slide.duration, _ action: () throws -> Void) throws -> RecordedTransition {
        if let frames { return try app.recordTransition(named: frames, duration: duration, action) }
        let (number, start, participants) = try app.startTransition(action)
        func note() -> Frame {
            var frame = Frame(columns: 1, rows: 1)
            frame.notes = app.scene(participants).notes
            return frame
        }
        var notes = [note()]
        app.engine.advance(to: start + duration / 2)
        notes.append(note())
        app.engine.advance(to: start + duration)
        notes.append(note())
        var settleError: GradingError?
        do { try app.settle() } catch let e as GradingError { settleError = e }
        return RecordedTransition(summary: app.summary(of: number), frames: notes, settleError: settleError,
                                  diagnostics: app.engine.diagnostics, participants: participants)
    }

    /// How far the screen of `role` is from where it rests, half way through the slide: the
    /// from-view rests where it started, the to-view where it ends.
    static func displacement(_ run: RecordedTransition, role: String) -> CGVector? {
        guard run.frames.count >= 3 else { return nil }
        let rest = role == "from-view" ? run.frames.first! : run.frames.last!
        let middle = run.frames[run.frames.count / 2]
        guard let a = SceneState(notes: middle.notes)?[role], let b = SceneState(notes: rest.notes)?[role] else { return nil }
        return CGVector(dx: a.frame.midX - b.frame.midX, dy: a.frame.midY - b.frame.midY)
    }

    /// The way a recorded slide went, if the screens moved at all: from the to-view, or from
    /// the from-view when there is no to-view to follow.
    static func way(of run: RecordedTransition) -> Way? {
        let arriving = displacement(run, role: "to-view").map { CGVector(dx: -$0.dx, dy: -$0.dy) }
        let leaving = displacement(run, role: "from-view")
        let candidates = [arriving, leaving].compactMap { $0 }.filter { hypot($0.dx, $0.dy) > 24 }
        guard let v = candidates.first else { return nil }
        if abs(v.dx) > abs(v.dy) { return v.dx < 0 ? .left : .right }
        return v.dy < 0 ? .up : .down
    }

    /// Stops the check when the slide went another way than `expected`. `what` names the
    /// transition ("the push"), `arriving` the screen that comes in, `why` says how the way is
    /// decided in the learner's code.
    static func expectWay(_ run: RecordedTransition, _ expected: Way, _ what: Phrase, arriving: Phrase, why: Phrase) throws {
        guard let got = way(of: run), got != expected else { return }
        throw GradingError(Phrase("slide.wrong-way", "In \(what), \(arriving) came in \(got.arrivingFrom) where it should come in \(expected.arrivingFrom): both screens moved \(got.name) instead of \(expected.name). \(why)"), cause: .wrongDirection)
    }

    /// Stops the check when the slide was over at once because nothing had anywhere to go: a
    /// `travel(in:)` of `.zero` for this direction. `todo` names where the distance is written.
    static func expectSomethingMoved(_ run: RecordedTransition, _ what: Phrase, todo: Phrase) throws {
        let s = run.summary
        guard !s.wasInteractive, let start = s.startTime, let first = s.completions.first, first.value,
              first.time - start < 0.05, s.animationsRunningAtCompletion == 0, s.duration.map({ $0 > 0.05 }) == true else { return }
        throw GradingError(Phrase("slide.nothing-moved", "In \(what) nothing moved: the transition was completed at once, with no animation running. Either `animateTransition(using:)` still holds the placeholder that adds the to-view and completes, or the animation block sent both screens where they already were because `travel(in:)` is still `.zero` for this direction (\(todo)). The to-view starts at `-travel` and goes to `.identity`, the from-view goes to `travel`, in `UIView.animate`, and `completeTransition(_:)` comes in its completion."), cause: .nothingAnimated)
    }

    /// `expectSomethingMoved` with `todo` only a TODO's number as written ("TODO 2.2"), shown as it is.
    static func expectSomethingMoved(_ run: RecordedTransition, _ what: Phrase, todo: String) throws {
        try expectSomethingMoved(run, what, todo: Phrase(verbatim: todo))
    }

    /// Advice for the frames of any slide.
    static let advice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        switch d.aspect {
        case .frame where d.role == "to-view" || d.role == "from-view":
            guard let a = d.actual, let e = d.expected else { return nil }
            let arriving = d.role == "to-view"
            let (yours, reference) = (Explainer.rect(a.frame), Explainer.rect(e.frame))
            let sameSize = abs(a.size.width - e.size.width) < 1 && abs(a.size.height - e.size.height) < 1
            guard sameSize else {
                return (.wrongFrame, arriving
                    ? Phrase("slide.advice.arriving-resized", "The arriving screen is \(yours) where the reference's is \(reference): the slide moves the screens whole, with `transform` (a translation), and never resizes them. The to-view keeps `transitionContext.finalFrame(for:)` as its frame.")
                    : Phrase("slide.advice.leaving-resized", "The leaving screen is \(yours) where the reference's is \(reference): the slide moves the screens whole, with `transform` (a translation), and never resizes them. The to-view keeps `transitionContext.finalFrame(for:)` as its frame."))
            }
            if arriving, abs(a.frame.minX) < 1, abs(a.frame.minY) < 1, hypot(e.frame.minX, e.frame.minY) > 24 {
                return (.wrongFrame, Phrase("slide.advice.arriving-already-in-place", "At this moment the arriving screen is already where it ends, at \(yours), where the reference's is still at \(reference), on its way in. Move it out before the animation starts, as far as the leaving screen travels but on the other side: with \(fix: "let travel = travel(in: transitionContext.containerView.bounds)", todo: "1.2") and \(fix: "let toView = transitionContext.view(forKey: .to)", todo: "1.2"), \(fix: "toView?.transform = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)", todo: "1.2"), after adding it to the container; the animation block brings it back to `.identity`."))
            }
            // Every screen of this app rests at the window's origin: the same side of it, nearer
            // or farther, is the same slide at another pace.
            let sameWay = (a.frame.minX * e.frame.minX > 0 && abs(a.frame.minY - e.frame.minY) < 8)
                || (a.frame.minY * e.frame.minY > 0 && abs(a.frame.minX - e.frame.minX) < 8)
            if sameWay, d.time == 0 {
                // No curve shows at the start: the slide starts from another place.
                let nearer = hypot(a.frame.minX, a.frame.minY) < hypot(e.frame.minX, e.frame.minY)
                let distance = nearer ? Phrase("slide.advice.nearer", "nearer") : Phrase("slide.advice.farther", "farther")
                return (.wrongFrame, arriving
                    ? Phrase("slide.advice.arriving-starts-elsewhere", "The arriving screen starts at \(yours), where the reference's starts at \(reference): the right way, but \(distance). A screen travels exactly the container's size in the slide's direction — its width sideways, its height up and down — so `travel(in:)` takes `bounds.height` for a vertical slide.")
                    : Phrase("slide.advice.leaving-starts-elsewhere", "The leaving screen starts at \(yours), where the reference's starts at \(reference): the right way, but \(distance). A screen travels exactly the container's size in the slide's direction — its width sideways, its height up and down — so `travel(in:)` takes `bounds.height` for a vertical slide."))
            }
            if sameWay, d.stillThroughout == true {
                return (.viewNotAnimated, arriving
                    ? Phrase("slide.advice.arriving-never-moves", "The arriving screen never moves while the slide runs: it stays at \(yours) from the first frame, where the reference's is at \(reference) at this moment, and jumps into place only at the end. Whatever the animation block animates was set after it, or not at all: give the to-view its starting transform (`-travel`) before `UIView.animate`, and let the block take it to `.identity`.")
                    : Phrase("slide.advice.leaving-never-moves", "The leaving screen never moves while the slide runs: it stays at \(yours) from the first frame, where the reference's is at \(reference) at this moment, and vanishes only at the end. Whatever the animation block animates was set after it, or not at all: move the from-view to `travel` inside the animation block."))
            }
            if sameWay {
                let ahead = (hypot(a.frame.minX, a.frame.minY) < hypot(e.frame.minX, e.frame.minY)) == arriving
                let place = ahead ? Phrase("slide.advice.ahead-of", "ahead of") : Phrase("slide.advice.behind", "behind")
                return (.wrongCurve, arriving
                    ? Phrase("slide.advice.arriving-pace", "The arriving screen goes the reference's way, but at another pace: at this moment it is at \(yours), \(place) the reference's \(reference). The reference uses `UIView.animate(withDuration:animations:completion:)` with its default curve, easing in and out (slow to start, fast in the middle, slow to land), over the whole `transitionDuration(using:)`.")
                    : Phrase("slide.advice.leaving-pace", "The leaving screen goes the reference's way, but at another pace: at this moment it is at \(yours), \(place) the reference's \(reference). The reference uses `UIView.animate(withDuration:animations:completion:)` with its default curve, easing in and out (slow to start, fast in the middle, slow to land), over the whole `transitionDuration(using:)`."))
            }
            return (.wrongFrame, arriving
                ? Phrase("slide.advice.arriving-elsewhere", "At this moment the arriving screen is at \(yours) where the reference's is at \(reference). In the reference both screens travel one whole width (or height) of the container together, over the whole 0.5 s, easing in and out: the leaving one to \(fix: "CGAffineTransform(translationX: travel.dx, y: travel.dy)", todo: "1.3"), the arriving one from the opposite translation to `.identity`.")
                : Phrase("slide.advice.leaving-elsewhere", "At this moment the leaving screen is at \(yours) where the reference's is at \(reference). In the reference both screens travel one whole width (or height) of the container together, over the whole 0.5 s, easing in and out: the leaving one to \(fix: "CGAffineTransform(translationX: travel.dx, y: travel.dy)", todo: "1.3"), the arriving one from the opposite translation to `.identity`."))
        case .missing where d.role == "to-view":
            return (.toViewNeverAdded, Phrase("slide.advice.arriving-missing", "The arriving screen is not on show while the slide runs: add the to-view to `transitionContext.containerView` before you animate it."))
        case .hidden, .opacity:
            return (.wrongOpacity, Phrase("slide.advice.faded", "A screen is faded or hidden where the reference's is not: the slide only moves the screens, it never changes their `alpha` or `isHidden`."))
        default:
            return nil
        }
    }

    static let timing: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("slide.timing", "The reference moves both screens in one `UIView.animate(withDuration:animations:completion:)` of `transitionDuration(using:)`, 0.5 s, with its default curve: easing in and out.")
    }
}

/// Chapter 5, exercise 1: one SlideAnimationController for the Lines navigation controller's
/// push and pop, chosen by the operation.
final class SlideNavigationChecks: LessonTestCase {
    static var allTests: [(String, (SlideNavigationChecks) -> () throws -> Void)] {
        [
            ("test_pushSlidesTheStopsInFromTheRight", test_pushSlidesTheStopsInFromTheRight),
            ("test_popSlidesTheLinesBackFromTheLeft", test_popSlidesTheLinesBackFromTheLeft),
            ("test_pushPopPushPopLookTheSameTwice", test_pushPopPushPopLookTheSameTwice),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Slide.vocabulary, advise: Slide.advice, adviseTiming: Slide.timing) }

    /// "the push", and which time it is (`round`).
    static func thePush(_ round: Phrase = Slide.once) -> Phrase { Phrase("slide.the-push", "the push\(round)") }
    static func thePop(_ round: Phrase = Slide.once) -> Phrase { Phrase("slide.the-pop", "the pop\(round)") }

    /// Records a push or pop and checks it as far as the frames.
    @MainActor private func slide(_ app: LessonApp, _ operation: UINavigationController.Operation, frames: String?, round: Phrase = Slide.once) throws -> RecordedTransition {
        let push = operation == .push
        let what = push ? Self.thePush(round) : Self.thePop(round)
        let run = try Slide.record(app, frames: frames) { try app.tap(push ? "lines.f1" : "line.back") }
        if run.summary.missingDelegate != nil {
            throw GradingError(Phrase("slide.nav-no-delegate", "For \(what), the Lines navigation controller had no delegate, so UIKit played its own slide (0.35 s, the old screen moving a third of the way) instead of your SlideAnimationController. \(run.summary.emptyDelegateFact) In `install(on:)`, make the `SlideTransitions` object the delegate of the first tab's navigation controller: \(fix: "(tabs.viewControllers?.first as? UINavigationController)?.delegate = self", todo: "1.4") (TODO 1.4). Not a new object made there: the property is weak, and only the one the app delegate keeps stays alive."), cause: .noTransitioningDelegate)
        }
        if let (_, answer) = run.summary.animatorAnswer, answer == .none {
            throw GradingError(Phrase("slide.nav-no-animator", "For \(what), UIKit asked `navigationController(_:animationControllerFor:from:to:)` and got nil, so it played its own slide. Return \(fix: "SlideAnimationController(direction: .left)", todo: "1.5") for `.push` and \(fix: "SlideAnimationController(direction: .right)", todo: "1.5") for `.pop` (TODO 1.5)."), cause: .animatorNotReturned)
        }
        try Slide.expectSomethingMoved(run, what, todo: "TODO 1.1")
        try expectFinished(run, animator: "SlideAnimationController")
        try expectDuration(run, Slide.duration, of: Slide.noun)
        try Slide.expectWay(run, push ? .left : .right, what, arriving: push ? Slide.stopsScreen : Slide.linesScreen,
                            why: push
                                ? Phrase("slide.push-way", "A push goes forwards: the new screen comes in from the right and the old one leaves to the left, `direction: .left` for `.push`. If that is what you return, look at `travel(in:)`: `.left` is `CGVector(dx: -bounds.width, dy: 0)`, the way the leaving screen goes.")
                                : Phrase("slide.pop-way", "A pop goes back the way the push came: the old screen comes back from the left, `direction: .right` for `.pop`. The navigation delegate is asked again for every operation: choose the direction from `operation` each time."))
        return run
    }

    func test_pushSlidesTheStopsInFromTheRight() {
        grade { app in
            let run = try slide(app, .push, frames: "push")
            try expectFrames(run, match: "push", tolerance: 0.03)
            try expectLeftClean(app, after: run, Self.thePush(), comingBack: ["from-view"])
            try expect(app.findView("line").map(app.isVisible) == true, Phrase("slide.push-stops-not-showing", "After the push the Stops screen is not showing."), cause: .screenNotVisible)
        }
    }

    func test_popSlidesTheLinesBackFromTheLeft() {
        grade { app in
            _ = try slide(app, .push, frames: nil)
            let run = try slide(app, .pop, frames: "pop")
            try expectFrames(run, match: "pop", tolerance: 0.03)
            try expectLeftClean(app, after: run, Self.thePop(), comingBack: ["to-view"])
            try expect(app.findView("lines").map(app.isVisible) == true, Phrase("slide.pop-lines-not-showing", "After the pop the Lines screen is not showing."), cause: .screenNotVisible)
        }
    }

    /// The Lines screen is the same view every time: what one slide leaves on it shows in the next.
    func test_pushPopPushPopLookTheSameTwice() {
        grade { app in
            for round in [Slide.firstTime, Slide.secondTime] {
                let push = try slide(app, .push, frames: "push", round: round)
                try expectFrames(push, match: "push", tolerance: 0.03)
                try expectLeftClean(app, after: push, Self.thePush(round), comingBack: ["from-view"])
                let pop = try slide(app, .pop, frames: "pop", round: round)
                try expectFrames(pop, match: "pop", tolerance: 0.03)
                try expectLeftClean(app, after: pop, Self.thePop(round), comingBack: ["to-view"])
            }
        }
    }
}

/// Chapter 5, exercise 2: the same animator between tabs, the direction from the tabs' positions.
final class SlideTabsChecks: LessonTestCase {
    static var allTests: [(String, (SlideTabsChecks) -> () throws -> Void)] {
        [
            ("test_tabOnTheRightComesInFromTheRight", test_tabOnTheRightComesInFromTheRight),
            ("test_tabOnTheLeftComesInFromTheLeft", test_tabOnTheLeftComesInFromTheLeft),
            ("test_everyTabBothWaysAndTheLinesStillSlide", test_everyTabBothWaysAndTheLinesStillSlide),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Slide.vocabulary, advise: Slide.advice, adviseTiming: Slide.timing) }

    /// The tabs' titles in the app, shown as they are.
    static let names = ["Lines", "Tides", "Wallet"]

    /// "the change from Lines to Tides", and which time it is (`round`).
    static func theChange(from: Int, to: Int, _ round: Phrase = Slide.once) -> Phrase {
        Phrase("slide.tab-change", "the change from \(names[from]) to \(names[to])\(round)")
    }

    /// Taps tab `to` (the selected one is `from`) and checks the slide as far as its frames.
    @MainActor private func switchTab(_ app: LessonApp, from: Int, to: Int, frames: String?, round: Phrase = Slide.once) throws -> RecordedTransition {
        let what = Self.theChange(from: from, to: to, round)
        let run = try Slide.record(app, frames: frames) { try app.tap("tab.\(to)") }
        if run.summary.missingDelegate != nil {
            throw GradingError(Phrase("slide.tabs-no-delegate", "For \(what), the tab bar controller had no delegate, so UIKit switched at once, without an animation. \(run.summary.emptyDelegateFact) In `install(on:)`, make the `SlideTransitions` object its delegate too: \(fix: "tabs.delegate = self", todo: "2.2") (TODO 2.2). The property is weak: the object the app delegate keeps, not a new one."), cause: .noTransitioningDelegate)
        }
        if run.summary.animatorAnswer == nil || run.summary.animatorAnswer?.answer == TransitionTrace.Answer.none {
            throw GradingError(Phrase("slide.tabs-no-animator", "For \(what), the tab bar controller asked its delegate for an animator and got nil, so the tabs switched at once. Add `tabBarController(_:animationControllerForTransitionFrom:to:)` to `SlideTransitions`, returning a `SlideAnimationController` (TODO 2.1); check its spelling: a method UIKit does not know is never called."), cause: .animatorNotReturned)
        }
        try Slide.expectSomethingMoved(run, what, todo: Phrase("slide.todo.exercise-1", "exercise 1, TODO 1.1 to 1.3: the animator must be finished first"))
        try expectFinished(run, animator: "SlideAnimationController")
        try expectDuration(run, Slide.duration, of: Slide.noun)
        try Slide.expectWay(run, to > from ? .left : .right, what, arriving: Phrase("slide.the-tab", "the \(Self.names[to]) tab"),
                            why: Phrase("slide.tabs-way", "A tab further right comes in from the right (`direction: .left`), one further left from the left (`.right`): compare the positions of `fromVC` and `toVC` in `tabBarController.viewControllers` (`firstIndex(of:)`), `to > from ? .left : .right`. Not `selectedIndex`: when UIKit asks, it already names the new tab, so it equals the position of `toVC`."))
        let selected = app.engine.run { try? Slide.tabs(app).selectedIndex }
        let index = selected.map { Phrase(verbatim: String($0)) } ?? Phrase("slide.unknown", "unknown")
        try expect(selected == to, Phrase("slide.tab-change-undone", "After \(what) the tab bar controller's `selectedIndex` is \(index), not \(to): the change was undone. Call \(fix: "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)", todo: "1.3"), which is true here."), cause: .cancelledByAnimator)
        return run
    }

    func test_tabOnTheRightComesInFromTheRight() {
        grade { app in
            let run = try switchTab(app, from: 0, to: 1, frames: "tab-forward")
            try expectFrames(run, match: "tab-forward", tolerance: 0.03)
            try expectLeftClean(app, after: run, Phrase("slide.the-change-of-tab", "the change of tab"))
            try expect(app.findView("tides").map(app.isVisible) == true, Phrase("slide.tides-not-showing", "After the change of tab the Tides tab is not showing."), cause: .screenNotVisible)
        }
    }

    func test_tabOnTheLeftComesInFromTheLeft() {
        grade { app in
            _ = try switchTab(app, from: 0, to: 1, frames: nil)
            let run = try switchTab(app, from: 1, to: 0, frames: "tab-back")
            try expectFrames(run, match: "tab-back", tolerance: 0.03)
            try expectLeftClean(app, after: run, Phrase("slide.the-change-back", "the change back to Lines"))
            try expect(app.findView("lines").map(app.isVisible) == true, Phrase("slide.back-lines-not-showing", "After the change back the Lines screen is not showing."), cause: .screenNotVisible)
        }
    }

    /// Two tabs apart, both ways, twice; then the Lines tab still pushes and pops with the slide.
    func test_everyTabBothWaysAndTheLinesStillSlide() {
        grade { app in
            var at = 0
            for (index, to) in [2, 1, 2, 0, 1, 0, 2, 0].enumerated() {
                let run = try switchTab(app, from: at, to: to, frames: nil, round: index >= 4 ? Slide.secondTime : Slide.once)
                try expectLeftClean(app, after: run, Self.theChange(from: at, to: to))
                at = to
            }
            for push in [true, false] {
                let run = try app.recordTransition { try app.tap(push ? "lines.f1" : "line.back") }
                try expect(run.summary.animatorAnswer?.answer.typeName == "SlideAnimationController",
                           push
                               ? Phrase("slide.tabs-then-push", "After changing tabs, the Lines push no longer got your SlideAnimationController from the navigation controller's delegate. `install(on:)` must keep `SlideTransitions` the delegate of both controllers: the navigation controller's (TODO 1.4) and the tab bar controller's (TODO 2.2).")
                               : Phrase("slide.tabs-then-pop", "After changing tabs, the Lines pop no longer got your SlideAnimationController from the navigation controller's delegate. `install(on:)` must keep `SlideTransitions` the delegate of both controllers: the navigation controller's (TODO 1.4) and the tab bar controller's (TODO 2.2)."), cause: .noTransitioningDelegate)
                try expectFinished(run, animator: "SlideAnimationController")
            }
        }
    }
}
