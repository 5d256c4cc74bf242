import Frames
import Grading
import UIKit
import XCTest

/// What chapter 4 calls its views, and how a grader finds the learner's container, its pages
/// and its transition context.
enum Tabs {
    /// The slide's length, in seconds (the starter app's SlideAnimator).
    static let duration = 0.4
    static let pageNames = ["BirdsViewController", "TreesViewController", "StarsViewController"]

    static let vocabulary = Vocabulary([
        "page.birds": Phrase("container.name.birds", "the Birds page"), "page.trees": Phrase("container.name.trees", "the Trees page"),
        "page.stars": Phrase("container.name.stars", "the Stars page"),
        "tabs.content": Phrase("container.name.content", "the content view"), "from-view": Phrase("container.name.leaving", "the page leaving"),
        "to-view": Phrase("container.name.arriving", "the page arriving"),
        "container": Phrase("container.name.content", "the content view"),
    ])

    /// Advice for the differences of a slide.
    static let advice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        switch d.aspect {
        case .frame where d.role == "to-view" || d.role == "from-view":
            guard let a = d.actual, let e = d.expected else { return nil }
            let mid = 375.0 / 2
            if (a.frame.midX - mid) * (e.frame.midX - mid) < 0, abs(a.frame.midX - e.frame.midX) > 100 {
                return (.wrongFrame, Phrase("container.slide-wrong-way", "The pages slide the wrong way: the reference moves them left when the new tab is to the right of the old one (the new page comes in from the right). The direction is the delegate's to choose: \(fix: "SlideAnimator(direction: .left)", todo: "2.3") when the new page's index in `viewControllers` is greater than the old one's, `.right` otherwise."))
            }
            return nil
        default:
            return nil
        }
    }

    /// `frames` without the tab bar (rows 1 and 2): exercises 2 to 4 compare the pages, and
    /// exercise 5 changes how the tabs look while the pages move.
    static func pagesOnly(_ frames: [Frame]) -> [Frame] {
        frames.map { frame in
            var f = frame
            for row in 1...2 where row < f.rows {
                for column in 0..<f.columns {
                    f[column, row] = " "
                    if f.tones != nil { f.tones![row * f.columns + column] = 0 }
                }
            }
            return f
        }
    }

    /// How selected the tab at `index` looks (0: unselected, 1: selected), read from its
    /// background between the two looks `paintTabs` blends.
    @MainActor static func selectedness(_ app: LessonApp, _ index: Int) -> Double {
        app.engine.run {
            guard let color = app.findView("tab.\(index)")?.backgroundColor else { return 0 }
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            var (r0, g0, b0, a0): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            _ = UIColor.systemGray5.getRed(&r0, green: &g0, blue: &b0, alpha: &a0)
            _ = UIColor.darkGray.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
            return Double((r - r0) / (r1 - r0))
        }
    }

    /// "the Trees tab".
    static func tab(_ page: UIViewController) -> Phrase { Phrase("container.tab-name", "the \(shortName(page)) tab") }

    /// The tabs controller at the root of the window.
    @MainActor static func root(_ app: LessonApp) throws -> UIViewController {
        guard let root = app.window?.rootViewController, "\(type(of: root))" == "TabsViewController" else {
            throw GradingError(Phrase("container.root-changed", "The window's root view controller is no longer the TabsViewController the starter app puts there."), cause: .appChanged)
        }
        return root
    }

    /// The three pages, in the order of their tabs.
    @MainActor static func pages(_ app: LessonApp) throws -> [UIViewController] {
        let root = try root(app)
        for child in Mirror(reflecting: root).children where child.label == "viewControllers" {
            if let pages = child.value as? [UIViewController], pages.count == 3 { return pages }
        }
        throw GradingError(Phrase("container.no-view-controllers", "The TabsViewController has no `viewControllers` array of three pages any more: keep the property the starter code declares."), cause: .appChanged)
    }

    @MainActor static func contentView(_ app: LessonApp) throws -> UIView {
        guard let content = app.findView("tabs.content") else {
            throw GradingError(Phrase("container.no-content-view", "The content view under the tabs is missing (the starter app's `buildContentView()` makes it)."), cause: .appChanged)
        }
        return content
    }

    /// The transition context the container keeps while a switch runs, found by its type
    /// whatever the property's name (nil when it keeps none).
    @MainActor static func context(_ app: LessonApp) -> UIViewControllerContextTransitioning? {
        guard let root = app.window?.rootViewController else { return nil }
        var mirror: Mirror? = Mirror(reflecting: root)
        while let m = mirror {
            for child in m.children {
                if let context = child.value as? UIViewControllerContextTransitioning { return context }
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// Checks that nothing keeps `context` (held weakly by the caller) once the switch is over;
    /// `interactive` when the exercise has the learner's interaction controller (exercise 3 on),
    /// the likeliest holder then.
    @MainActor static func expectReleased(_ context: AnyObject?, after what: Phrase, interactive: Bool) throws {
        guard let context else { return }
        let others = interactive
            ? Phrase("container.released.weak-interaction", "every other reference to it must be weak — the interaction controller's `context` above all (`private weak var context`)")
            : Phrase("container.released.weak-on-end", "the `onEnd` closure must hold the container weakly (`[weak self]`), and nothing else may keep the context: an animator that stores the context it was handed keeps it too")
        throw GradingError(Phrase("container.context-alive", "After \(what) your \(type(of: context)) is still alive: something keeps it although the switch is over, with everything it holds (both pages, the container, the animator). The container lets it go in `onEnd` (`transitionContext = nil`); \(others)."), cause: .retainCycle)
    }

    /// The page's name as the learner knows it ("the Trees page").
    static func name(_ page: UIViewController) -> Phrase {
        Phrase("container.page-name", "the \(shortName(page)) page")
    }

    /// "Trees", from TreesViewController.
    static func shortName(_ page: UIViewController) -> String {
        "\(type(of: page))".replacingOccurrences(of: "ViewController", with: "")
    }

    /// "the Birds page, the Trees page": the names one after the other.
    static func list(_ names: [Phrase]) -> Phrase {
        guard let first = names.first else { return Phrase(verbatim: "") }
        return names.dropFirst().reduce(first) { Phrase("container.list", "\($0), \($1)") }
    }

    /// "the Birds page and the Trees page".
    static func listWithAnd(_ names: [Phrase]) -> Phrase {
        guard let first = names.first else { return Phrase(verbatim: "") }
        return names.dropFirst().reduce(first) { Phrase("container.list-and", "\($0) and \($1)") }
    }

    /// Containment and appearance calls the trace holds from `events`, for `page`.
    static func calls(_ events: [TransitionTrace.Event], of page: UIViewController) -> [(time: CFTimeInterval, callback: String)] {
        let type = "\(type(of: page))"
        return events.compactMap { e in
            if case let .appearance(controller, callback) = e.kind, controller == type { return (e.time, callback) }
            return nil
        }
    }

    /// The state the container must be in with `page` on show: its only child, its view the
    /// only page in the content view, filling it, and told it appeared.
    @MainActor static func expectShowing(_ app: LessonApp, _ page: UIViewController, after what: Phrase) throws {
        let root = try root(app)
        let content = try contentView(app)
        let pages = try pages(app)
        let (children, parent, superview, frame, bounds, others, transform) = app.engine.run {
            (root.children, page.parent, page.viewIfLoaded?.superview, page.viewIfLoaded?.frame ?? .zero, content.bounds,
             pages.filter { $0 !== page && $0.viewIfLoaded?.superview != nil }, page.viewIfLoaded?.transform ?? .identity)
        }
        let shown = name(page)
        if parent !== root {
            throw GradingError(Phrase("container.showing.not-a-child", "After \(what), \(shown) is on screen but is not a child of the TabsViewController (its `parent` is \(parent.map { "\(type(of: $0))" } ?? "nil")). A view controller whose view you show must be a child first: \(fix: "addChild(child)", todo: "1.1") before adding its view, and \(fix: "child.didMove(toParent: self)", todo: "1.1") after, as `add(_:)` does. Without it, UIKit does not tell the page when it appears, rotates or leaves."), cause: .notAChild)
        }
        if superview !== content {
            let place = superview == nil ? Phrase("container.showing.in-no-view", "not in any view") : Phrase("container.showing.in-another-view", "in another view than the content view")
            throw GradingError(Phrase("container.showing.view-elsewhere", "After \(what), \(shown) is a child of the TabsViewController, but its view is \(place). Add it with \(fix: "contentView.addSubview(child.view)", todo: "1.1"), between \(fix: "addChild(child)", todo: "1.1") and \(fix: "child.didMove(toParent: self)", todo: "1.1")."), cause: .viewMissing)
        }
        if children.count != 1 || children.first !== page {
            let names = list(children.map { name($0) })
            throw GradingError(Phrase("container.showing.children", "After \(what) the TabsViewController has \(children.count) children (\(names)); it should have one, \(shown). The page that leaves must be let go: `willMove(toParent: nil)`, `view.removeFromSuperview()`, `removeFromParent()`."), cause: .childLeftBehind)
        }
        if let other = others.first {
            throw GradingError(Phrase("container.showing.view-left", "After \(what) \(name(other))'s view is still in the view tree, behind \(shown), although it is no longer a child: take its view away, `view.removeFromSuperview()`, when you let it go."), cause: .childLeftBehind)
        }
        if abs(frame.width - bounds.width) > 0.5 || abs(frame.height - bounds.height) > 0.5 || abs(frame.minX) > 0.5 || abs(frame.minY) > 0.5 {
            throw GradingError(Phrase("container.showing.wrong-frame", "After \(what) \(shown)'s view is \(Explainer.rect(frame)) inside the content view, which is \(Int(bounds.width)) × \(Int(bounds.height)): give it the content view's bounds, \(fix: "child.view.frame = contentView.bounds", todo: "1.1"), before adding it (and `autoresizingMask = [.flexibleWidth, .flexibleHeight]` to keep it so)."), cause: .wrongFrame)
        }
        if transform != .identity {
            throw GradingError(Phrase("container.showing.transform", "After \(what) \(shown)'s view keeps a transform, \(transform): whatever moved it must put it back at the end."), cause: .transformNotRestored)
        }
    }

    /// Taps the tab at `index`, and returns the events the trace recorded meanwhile, settled.
    @MainActor static func tapTab(_ app: LessonApp, _ index: Int) throws -> [TransitionTrace.Event] {
        let before = app.engine.trace.events.count
        try app.tap("tab.\(index)")
        try app.settle()
        return Array(app.engine.trace.events.dropFirst(before))
    }
}

/// Chapter 4, exercise 1: the tabs controller adopts the page it shows and lets go of the one it
/// hides, in UIKit's order.
final class ContainmentChecks: LessonTestCase {
    static var allTests: [(String, (ContainmentChecks) -> () throws -> Void)] {
        [
            ("test_firstPageIsAChild", test_firstPageIsAChild),
            ("test_tabSwapsTheChildrenInTheRightOrder", test_tabSwapsTheChildrenInTheRightOrder),
            ("test_everyTabEveryWay", test_everyTabEveryWay),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Tabs.vocabulary) }

    /// The page was told it appeared (its `viewWillAppear`), by UIKit, because it is a child.
    @MainActor private func expectAppeared(_ events: [TransitionTrace.Event], _ page: UIViewController, after what: Phrase) throws {
        let calls = Tabs.calls(events, of: page).map(\.callback)
        if !calls.contains("viewWillAppear") {
            throw GradingError(Phrase("container.never-appeared", "After \(what), \(Tabs.name(page)) is on screen but never heard `viewWillAppear(_:)` (it still says how often it was opened, wrongly). UIKit tells a child its view appears when the view enters the window, so the page must already be a child then: \(fix: "addChild(child)", todo: "1.1") *before* \(fix: "contentView.addSubview(child.view)", todo: "1.1")."), cause: .appearanceNotForwarded)
        }
    }

    func test_firstPageIsAChild() {
        grade { app in
            let pages = try Tabs.pages(app)
            let afterLaunch = Phrase("container.after.launch", "launch")
            try Tabs.expectShowing(app, pages[0], after: afterLaunch)
            let launch = app.engine.trace.events.filter { $0.transition == 0 }
            let calls = Tabs.calls(launch, of: pages[0]).map(\.callback)
            try expectAppeared(launch, pages[0], after: afterLaunch)
            try expect(calls.contains("didMove(toParent: TabsViewController)"), Phrase("container.launch.no-did-move", "At launch the Birds page became a child but was never told it arrived: call \(fix: "child.didMove(toParent: self)", todo: "1.1") after adding its view. `addChild(_:)` calls `willMove(toParent:)` for you; `didMove(toParent:)` is yours to call."), cause: .didMoveNotCalled)
        }
    }

    func test_tabSwapsTheChildrenInTheRightOrder() {
        grade { app in
            let pages = try Tabs.pages(app)
            // The page at rest after the tap (a slide, once exercise 2 is done, or at once).
            let events = try Tabs.tapTab(app, 1)
            let frame = app.captureFrame(time: 0, participants: Participants(container: try Tabs.contentView(app), fromViewController: pages[0], toViewController: pages[1]))
            app.context?.saveRun([frame], named: "tab-trees")
            let run = RecordedTransition(summary: TransitionSummary(number: 0, events: events), frames: [frame], settleError: nil, diagnostics: [], participants: Participants())
            let afterTap = Phrase("container.after.tapping-trees", "tapping the Trees tab")
            try Tabs.expectShowing(app, pages[1], after: afterTap)
            try expectAppeared(events, pages[1], after: afterTap)
            let leaving = Tabs.calls(events, of: pages[0]).map(\.callback)
            let arriving = Tabs.calls(events, of: pages[1]).map(\.callback)
            try expect(arriving.contains("didMove(toParent: TabsViewController)"), Phrase("container.trees.no-did-move", "The Trees page became a child but was never told it arrived: call `didMove(toParent: self)` on it after adding its view."), cause: .didMoveNotCalled)
            guard let warned = leaving.firstIndex(of: "willMove(toParent: nil)") else {
                throw GradingError(Phrase("container.birds.no-will-move", "The Birds page was let go without a warning: call `willMove(toParent: nil)` on it first, then remove its view and call `removeFromParent()` (which calls `didMove(toParent: nil)` for you)."), cause: .willMoveNotCalled)
            }
            if let gone = leaving.firstIndex(of: "didMove(toParent: nil)"), gone < warned {
                throw GradingError(Phrase("container.birds.did-move-first", "The Birds page heard `didMove(toParent: nil)` before `willMove(toParent: nil)`: warn it first (`willMove(toParent: nil)`), then remove its view, then `removeFromParent()`."), cause: .willMoveNotCalled)
            }
            try expect(leaving.contains("viewWillDisappear"), Phrase("container.birds.no-will-disappear", "The Birds page left the screen without hearing `viewWillDisappear(_:)`: it must still be a child when its view leaves the window. Remove its view before `removeFromParent()`."), cause: .appearanceNotForwarded)
            try expectFrames(run, match: "tab-trees", tolerance: 0.01, timing: false)
        }
    }

    func test_everyTabEveryWay() {
        grade { app in
            let pages = try Tabs.pages(app)
            var opened = [1, 0, 0]
            for (step, index) in [2, 0, 1, 1, 0, 2].enumerated() {
                let before = app.engine.run { (try? Tabs.root(app))?.children.first }
                _ = try Tabs.tapTab(app, index)
                if before !== pages[index] { opened[index] += 1 }
                try Tabs.expectShowing(app, pages[index], after: Phrase("container.after.tapping-tab", "tapping \(Tabs.tab(pages[index])) (tap \(step + 1) of 6)"))
                let visits = app.engine.run { Mirror(reflecting: pages[index]).superclassMirror?.children.first { $0.label == "visits" }?.value as? Int }
                if let visits, visits != opened[index] {
                    let taps = Phrase.count(step + 1, Phrase("container.noun.tap", "tap"), Phrase("container.noun.taps", "taps"))
                    let heard = Phrase.count(visits, Phrase("container.noun.time", "time"), Phrase("container.noun.times", "times"))
                    let shown = Phrase.count(opened[index], Phrase("container.noun.time", "time"), Phrase("container.noun.times", "times"))
                    throw GradingError(Phrase("container.appearances-miscounted", "After \(taps) \(Tabs.name(pages[index])) has heard `viewWillAppear(_:)` \(heard) for \(shown) on screen. Each time a page is shown it must become a child once and its view be added once; a tab that is already selected changes nothing."), cause: .appearanceNotForwarded)
                }
            }
        }
    }
}

/// Chapter 4, exercise 2: the tabs controller runs the app's SlideAnimator through a transition
/// context of the learner's, vended by a delegate of the learner's protocol.
final class OwnContextChecks: LessonTestCase {
    static var allTests: [(String, (OwnContextChecks) -> () throws -> Void)] {
        [
            ("test_tabSlidesThroughYourContext", test_tabSlidesThroughYourContext),
            ("test_slidesBackTheOtherWay", test_slidesBackTheOtherWay),
            ("test_containmentEndsWithTheSlide", test_containmentEndsWithTheSlide),
            ("test_aTapDuringASlideWaits", test_aTapDuringASlideWaits),
            ("test_everyWayTwice", test_everyWayTwice),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Tabs.vocabulary, advise: Tabs.advice) }

    /// Taps the tab at `to` (showing `from`), records the slide, and checks that it ran through a
    /// context that answered the animator as UIKit's would.
    @MainActor private func slide(_ app: LessonApp, from: Int, to: Int, frames: String?, during: () -> Void = {}) throws -> RecordedTransition {
        let pages = try Tabs.pages(app)
        let content = try Tabs.contentView(app)
        if Tabs.context(app) != nil {
            throw GradingError(Phrase("container.context-kept", "Before tapping \(Tabs.tab(pages[to])), no switch is running, yet your TabsViewController still holds the last switch's context, so `select(_:)` takes every tap for one made during a slide and ignores it. The context must tell the container when it is over: its `onEnd` closure sets `transitionContext = nil`, and `completeTransition(_:)` calls `onEnd` (TODO 2.4, 2.7)."), cause: .contextNotReleased)
        }
        var probe: (() throws -> Void)?
        let run = try app.recordAction(named: frames, duration: Tabs.duration, participants: {
            Participants(container: content, fromViewController: pages[from], toViewController: pages[to])
        }) {
            try app.tap("tab.\(to)")
            during()
            let (arriving, leaving) = app.engine.run { (pages[to].viewIfLoaded?.superview === content, pages[from].viewIfLoaded?.superview === content) }
            if arriving && !leaving {
                let animated = app.engine.run { pages[to].viewIfLoaded?.layer.animationKeys()?.isEmpty == false }
                if animated {
                    probe = { throw GradingError(Phrase("container.leaving-gone-at-start", "As the slide to \(Tabs.name(pages[to])) starts, \(Tabs.name(pages[from])) is already gone: it was let go before the animator could move it out. Let go of the page leaving in `completeTransition(_:)`, which the animator calls at the end; at the start only adopt the page arriving (`addChild`) (TODO 2.6, 2.7)."), cause: .completeTransitionTooEarly) }
                } else {
                    probe = { try self.noSlide(app, pages, from: from, to: to) }
                }
            } else if !arriving {
                probe = { try self.noSlide(app, pages, from: from, to: to) }
            }
            if probe == nil, let context = Tabs.context(app) {
                // Read now, while the slide runs; judged after it.
                let answers = self.answers(context, app, pages[from], pages[to], content)
                probe = { try self.check(answers, app, pages[from], pages[to]) }
            }
        }
        try probe?()
        if let hang = run.settleError {
            throw GradingError(Phrase("container.slide-never-ended", "The slide to \(Tabs.name(pages[to])) never ended: \(hang.phrase)"), cause: .transitionHangs)
        }
        let pagesOnly = Tabs.pagesOnly(run.frames)
        if let frames { app.context?.saveRun(pagesOnly, named: frames) }
        return RecordedTransition(summary: run.summary, frames: pagesOnly, settleError: run.settleError, diagnostics: run.diagnostics, participants: run.participants)
    }

    /// Right after the tap the two pages should both be in the content view, sliding.
    @MainActor private func noSlide(_ app: LessonApp, _ pages: [UIViewController], from: Int, to: Int) throws {
        let children = app.engine.run { (try? Tabs.root(app))?.children ?? [] }
        if children.count == 1, children.first === pages[to] {
            throw GradingError(Phrase("container.no-animator", "Tapping the tab swapped the pages at once: the TabsViewController never ran an animator. Give it a `delegate` of your `TabsViewControllerDelegate` protocol (\(fix: "delegate = transitions", todo: "2.1") in `viewDidLoad()`), ask it for an animator in `select(_:)`, and run it with a `ContainerTransitionContext` (TODO 2.1–2.4)."), cause: .animatorNotReturned)
        }
        if children.count == 1, children.first === pages[from] {
            throw GradingError(Phrase("container.nothing-to-slide", "Tapping the tab left \(Tabs.name(pages[from])) on show and nothing moved: the animator got nothing to slide. Does your context's `view(forKey:)` answer `.from` and `.to` with the two pages' views, and `viewController(forKey: .to)` with the page arriving (TODO 2.5)? The SlideAnimator cancels (`completeTransition(false)`) when one is missing."), cause: .contextAnswersWrong)
        }
    }

    typealias Answers = (container: UIView, fromVC: UIViewController?, toVC: UIViewController?, fromView: UIView?, toView: UIView?,
                         initial: CGRect, final: CGRect, animated: Bool, interactive: Bool, cancelled: Bool,
                         parent: UIViewController?, bounds: CGRect, content: UIView)

    /// What the context answers now.
    @MainActor private func answers(_ context: UIViewControllerContextTransitioning, _ app: LessonApp,
                                    _ from: UIViewController, _ to: UIViewController, _ content: UIView) -> Answers {
        app.engine.run {
            (container: context.containerView, fromVC: context.viewController(forKey: .from), toVC: context.viewController(forKey: .to),
             fromView: context.view(forKey: .from), toView: context.view(forKey: .to),
             initial: context.initialFrame(for: from), final: context.finalFrame(for: to),
             animated: context.isAnimated, interactive: context.isInteractive, cancelled: context.transitionWasCancelled,
             parent: to.parent, bounds: content.bounds, content: content)
        }
    }

    /// What a context must answer while the slide runs.
    @MainActor private func check(_ answers: Answers, _ app: LessonApp, _ from: UIViewController, _ to: UIViewController) throws {
        let content = answers.content
        func fail(_ what: Phrase) throws { throw GradingError(Phrase("container.context-wrong", "While the slide runs, your context answers the animator wrongly: \(what)"), cause: .contextAnswersWrong) }
        let none = Phrase(verbatim: "nil")
        if answers.container !== content { try fail(Phrase("container.context.container-view", "`containerView` is not the content view the pages live in (`contentView`), so the animator puts the arriving page somewhere else.")) }
        if answers.fromVC !== from { try fail(Phrase("container.context.from-vc", "`viewController(forKey: .from)` should be \(Tabs.name(from)), the page leaving; it is \(answers.fromVC.map(Tabs.name) ?? none).")) }
        if answers.toVC !== to { try fail(Phrase("container.context.to-vc", "`viewController(forKey: .to)` should be \(Tabs.name(to)), the page arriving; it is \(answers.toVC.map(Tabs.name) ?? none).")) }
        if answers.fromView !== from.viewIfLoaded { try fail(Phrase("container.context.from-view", "`view(forKey: .from)` should be the leaving page's view.")) }
        if answers.toView !== to.viewIfLoaded { try fail(Phrase("container.context.to-view", "`view(forKey: .to)` should be the arriving page's view.")) }
        if answers.initial != answers.bounds { try fail(Phrase("container.context.initial-frame", "`initialFrame(for:)` the page leaving is \(Explainer.rect(answers.initial)); it starts where it is, filling the content view: \(Explainer.rect(answers.bounds)).")) }
        if answers.final != answers.bounds { try fail(Phrase("container.context.final-frame", "`finalFrame(for:)` the page arriving is \(Explainer.rect(answers.final)); it must end filling the content view, `containerView.bounds` (\(Explainer.rect(answers.bounds))).")) }
        if !answers.animated { try fail(Phrase("container.context.not-animated", "`isAnimated` is false; this switch is animated.")) }
        if answers.interactive { try fail(Phrase("container.context.interactive", "`isInteractive` is true for a tap, which nothing drives.")) }
        if answers.cancelled { try fail(Phrase("container.context.cancelled", "`transitionWasCancelled` is true for a slide nobody cancelled.")) }
        let root = try Tabs.root(app)
        if answers.parent !== root {
            throw GradingError(Phrase("container.arriving-not-a-child", "While the slide runs, \(Tabs.name(to)) is on screen but not yet a child of the TabsViewController. Adopt it before the animator adds its view: \(fix: "containerViewController.addChild(toViewController)", todo: "2.6") when the transition starts, before `animateTransition(using:)` (TODO 2.6); `didMove(toParent:)` comes at the end, in `completeTransition(_:)`."), cause: .notAChild)
        }
    }

    func test_tabSlidesThroughYourContext() {
        grade { app in
            let run = try slide(app, from: 0, to: 1, frames: "slide-left")
            try Tabs.expectShowing(app, try Tabs.pages(app)[1], after: Phrase("container.after.the-slide", "the slide"))
            try expectFrames(run, match: "slide-left", tolerance: 0.04)
        }
    }

    func test_slidesBackTheOtherWay() {
        grade { app in
            _ = try slide(app, from: 0, to: 1, frames: nil)
            let run = try slide(app, from: 1, to: 0, frames: "slide-right")
            try Tabs.expectShowing(app, try Tabs.pages(app)[0], after: Phrase("container.after.sliding-back", "sliding back"))
            try expectFrames(run, match: "slide-right", tolerance: 0.04)
        }
    }

    func test_containmentEndsWithTheSlide() {
        grade { app in
            let pages = try Tabs.pages(app)
            let start = app.engine.currentTime
            weak var context: AnyObject?
            let run = try slide(app, from: 0, to: 2, frames: nil) { context = Tabs.context(app) }
            let afterSlide = Phrase("container.after.slide-to-stars", "the slide to Stars")
            try Tabs.expectShowing(app, pages[2], after: afterSlide)
            try Tabs.expectReleased(context, after: afterSlide, interactive: false)
            let arriving = Tabs.calls(run.summary.events, of: pages[2])
            let leaving = Tabs.calls(run.summary.events, of: pages[0])
            if !arriving.contains(where: { $0.callback == "viewWillAppear" }) {
                throw GradingError(Phrase("container.stars.never-appeared", "After the slide to Stars, the Stars page is on screen but never heard `viewWillAppear(_:)`: its view entered the window before it was a child, and UIKit tells a child its view appears only if it is one by then. When the switch starts, adopt the page first, \(fix: "containerViewController.addChild(toViewController)", todo: "2.6"), and leave adding its view to the animator (TODO 2.6)."), cause: .appearanceNotForwarded)
            }
            guard let arrived = arriving.first(where: { $0.callback == "didMove(toParent: TabsViewController)" }) else {
                throw GradingError(Phrase("container.stars.no-did-move", "The Stars page became a child but was never told it arrived: in `completeTransition(_:)`, when `didComplete` is true, call `didMove(toParent:)` on the page arriving."), cause: .didMoveNotCalled)
            }
            try expect(arrived.time - start > Tabs.duration - 0.05, Phrase("container.stars.did-move-early", "The Stars page was told it arrived (`didMove(toParent:)`) \(Explainer.number(arrived.time - start, 2)) s into a slide of \(Explainer.number(Tabs.duration, 1)) s: the move is over only when the animator says so. Call it in `completeTransition(_:)`."), cause: .completeTransitionTooEarly)
            guard let warned = leaving.first(where: { $0.callback == "willMove(toParent: nil)" }) else {
                throw GradingError(Phrase("container.birds.no-will-move-on-complete", "The Birds page was let go without a warning: in `completeTransition(_:)` call `willMove(toParent: nil)` on the page leaving, then remove its view and call `removeFromParent()`."), cause: .willMoveNotCalled)
            }
            try expect(warned.time - start > Tabs.duration - 0.05, Phrase("container.birds.let-go-early", "The Birds page was let go \(Explainer.number(warned.time - start, 2)) s into the slide, while it was still sliding out: let go of it in `completeTransition(_:)`, which the animator calls at the end."), cause: .completeTransitionTooEarly)
        }
    }

    func test_aTapDuringASlideWaits() {
        grade { app in
            let pages = try Tabs.pages(app)
            let content = try Tabs.contentView(app)
            try app.tap("tab.1")
            app.advance(0.1)
            let sliding = app.engine.run { pages[1].viewIfLoaded?.superview === content && pages[0].viewIfLoaded?.superview === content }
            guard sliding else { return try app.settle() }
            try app.tap("tab.2")
            try app.settle()
            let onShow = app.engine.run { pages.filter { $0.viewIfLoaded?.superview === content } }
            if onShow.count != 1 || onShow.first !== pages[1] {
                let shown = Tabs.listWithAnd(onShow.map(Tabs.name))
                throw GradingError(onShow.count == 1
                    ? Phrase("container.overlap.one", "A second tab tapped while a slide runs started another switch on top of it: now \(shown) is in the content view, where the first slide should have ended on the Trees page and the tap been ignored. Keep the context of the switch in progress (`transitionContext`) and ignore `select(_:)` while it is set; clear it when the switch ends.")
                    : Phrase("container.overlap.many", "A second tab tapped while a slide runs started another switch on top of it: now \(shown) are in the content view, where the first slide should have ended on the Trees page and the tap been ignored. Keep the context of the switch in progress (`transitionContext`) and ignore `select(_:)` while it is set; clear it when the switch ends."), cause: .transitionOverlaps)
            }
            try Tabs.expectShowing(app, pages[1], after: Phrase("container.after.tap-during-slide", "a tap during a slide"))
            _ = try slide(app, from: 1, to: 2, frames: nil)
        }
    }

    func test_everyWayTwice() {
        grade { app in
            let pages = try Tabs.pages(app)
            var current = 0
            for next in [1, 2, 0, 2, 1, 0] {
                _ = try slide(app, from: current, to: next, frames: nil)
                try Tabs.expectShowing(app, pages[next], after: Phrase("container.after.sliding-from-to", "sliding from \(Tabs.name(pages[current])) to \(Tabs.name(pages[next]))"))
                current = next
            }
        }
    }
}

/// What a finger does on the pages, for exercises 3 and 4.
enum Finger {
    /// Where the finger goes down: right of the middle of the content area.
    static let start = CGPoint(x: 300, y: 400)

    /// The ease-in-out curve of the SlideAnimator (UIKit's `.curveEaseInOut`, control points
    /// (0.42, 0) and (0.58, 1)) at `progress` of its time.
    static func eased(_ progress: Double) -> Double {
        CAMediaTimingFunction(name: .easeInEaseOut).progress(at: progress)
    }

    struct Drag {
        let touch: ScriptedTouch
        let frames: [Frame]
        let participants: Participants
        /// How far (0…1) the page arriving had come at each step, and where the finger was.
        let steps: [(distance: CGFloat, shown: Double)]
    }

    /// How far the page arriving has come into the content view (0: not at all, 1: in place),
    /// as drawn now; nil when it is not there.
    @MainActor static func arrived(_ app: LessonApp, _ page: UIViewController, in content: UIView) -> Double? {
        app.engine.run {
            guard let view = page.viewIfLoaded, view.superview === content else { return nil }
            let state = view.layer.presentationState(atGlobalTime: app.engine.currentTime)
            let width = Double(content.bounds.width)
            return 1 - abs(Double(state.transform.m41)) / width
        }
    }

    /// Puts a finger on the Birds page and drags it left by each of `distances` in turn (a
    /// smaller one moves it back), checking that the Trees page follows; the finger stays down.
    @MainActor static func drag(_ app: LessonApp, _ checks: LessonTestCase, to distances: [CGFloat], frames name: String? = nil) throws -> Drag {
        let pages = try Tabs.pages(app)
        let content = try Tabs.contentView(app)
        let participants = Participants(container: content, fromViewController: pages[0], toViewController: pages[1])
        let touch = app.engine.touchDown(at: start)
        app.advance(0.02)
        touch.move(to: CGPoint(x: start.x - 12, y: start.y))
        app.advance(0.05)
        let began = app.engine.run { pages[1].viewIfLoaded?.superview === content }
        if !began {
            touch.lift(); try? app.settle()
            let children = app.engine.run { (try? Tabs.root(app))?.children ?? [] }
            if children.first === pages[1] {
                throw GradingError(Phrase("container.drag.no-interaction", "A finger dragged left across the Birds page switched to the Trees page at once, or played the whole slide by itself, instead of following the finger: the delegate gave no interaction controller. Return `interaction` from `tabsViewController(_:interactionControllerFor:)` while `interaction.isDriving`, set `isDriving = true` before `select(_:)` in the pan's `.began`, and start the context with `startInteractiveTransition(animator:interaction:)` (TODO 3.2–3.3)."), cause: .interactionControllerNotReturned)
            }
            throw GradingError(Phrase("container.drag.no-switch", "A finger dragged left across the Birds page started no switch. Add a `UIPanGestureRecognizer` to `contentView` (TODO 3.1), and in its `.began` case choose the next tab (the finger moves left) and `select(_:)` it, with \(fix: "transitions.interaction.isDriving = true", todo: "3.2") first (TODO 3.2)."), cause: .noTransitionFromGesture)
        }
        let speed = app.engine.run { content.layer.speed }
        if speed != 0 {
            touch.lift(); try? app.settle()
            throw GradingError(Phrase("container.drag.clock-running", "The finger started a switch, but the content view's clock is running (`speed` \(Explainer.number(Double(speed), 0))): the slide plays by itself and `timeOffset` only shifts it. Stop the clock when the switch starts interactively: \(fix: "containerView.layer.speed = 0", todo: "3.5") and `timeOffset = 0`, before the animator runs (TODO 3.5)."), cause: .layerNotPaused)
        }
        var frames: [Frame] = []
        var steps: [(CGFloat, Double)] = []
        for (i, distance) in distances.enumerated() {
            touch.move(to: CGPoint(x: start.x - distance, y: start.y))
            app.advance(0.05)
            frames.append(app.captureFrame(time: Double(i + 1) * 0.05, participants: participants))
            let shown = arrived(app, pages[1], in: content) ?? 1
            steps.append((distance, shown))
            let progress = min(Double(distance / content.bounds.width), 1)
            let expected = eased(progress)
            if shown > 0.97 && expected < 0.8 {
                touch.lift(); try? app.settle()
                throw GradingError(Phrase("container.drag.already-in-place", "With the finger \(Int(distance)) points along, the Trees page is already in place: the slide ran by itself instead of waiting for the finger. Stop the content view's clock *before* the animator adds its animations: in `startInteractiveTransition(animator:interaction:)`, \(fix: "containerView.layer.speed = 0", todo: "3.5") and `timeOffset = 0`, then start the animator (TODO 3.5)."), cause: .layerNotPaused)
            }
            if abs(shown - expected) > 0.1 {
                touch.lift(); try? app.settle()
                let updates = "\(Int((progress * 100).rounded())) %"
                if shown < 0.02 {
                    throw GradingError(Phrase("container.drag.not-moved", "With the finger \(Int(distance)) points along (\(updates) of the page's width), the Trees page has not moved at all. The finger's progress must reach the clock: `.changed` calls `transitions.interaction.update(progress)`, which calls the context's `updateInteractiveTransition(_:)`, which sets `containerView.layer.timeOffset = progress × transitionDuration(using: self)` (TODO 3.2, 3.4, 3.6)."), cause: .updateNeverCalled)
                }
                throw GradingError(Phrase("container.drag.wrong-offset", "With the finger \(Int(distance)) points along (\(updates) of the page's width) the Trees page has come \(Int((shown * 100).rounded())) % of the way, where the slide at that moment has it at \(Int((expected * 100).rounded())) %. The paused clock shows the moment its `timeOffset` names: \(updates) of the slide is `progress × transitionDuration(using: self)` seconds, with the progress `abs(translation.x) / contentView.bounds.width`."), cause: .wrongTimeOffset)
            }
        }
        frames = Tabs.pagesOnly(frames)
        if let name { app.context?.saveRun(frames, named: name) }
        return Drag(touch: touch, frames: frames, participants: participants, steps: steps)
    }
}

/// Chapter 4, exercise 3: a finger across the pages drives the slide through the learner's
/// interaction controller and context: paused, then moved by `timeOffset`.
final class ScrubTabsChecks: LessonTestCase {
    static var allTests: [(String, (ScrubTabsChecks) -> () throws -> Void)] {
        [
            ("test_pagesFollowTheFinger", test_pagesFollowTheFinger),
            ("test_restingFingerHoldsThePages", test_restingFingerHoldsThePages),
            ("test_aTapStillSlidesByItself", test_aTapStillSlidesByItself),
            ("test_noTabBeyondTheEnds", test_noTabBeyondTheEnds),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Tabs.vocabulary) }

    func test_pagesFollowTheFinger() {
        grade { app in
            let drag = try Finger.drag(app, self, to: [40, 120, 200, 280, 200, 120, 60], frames: "scrub")
            let context = Tabs.context(app)
            let interactive = app.engine.run { context?.isInteractive }
            drag.touch.lift()
            if interactive == false {
                throw GradingError(Phrase("container.scrub.not-interactive", "While the finger drove the switch your context's `isInteractive` said false: set it in `startInteractiveTransition(animator:interaction:)` (TODO 3.5)."), cause: .contextAnswersWrong)
            }
            try expectFrames(RecordedTransition(summary: TransitionSummary(number: 0, events: []), frames: drag.frames, settleError: nil, diagnostics: [], participants: drag.participants),
                             match: "scrub", tolerance: 0.05, timing: false, slack: 3)
        }
    }

    func test_restingFingerHoldsThePages() {
        grade { app in
            let drag = try Finger.drag(app, self, to: [60, 150])
            let pages = try Tabs.pages(app)
            let content = try Tabs.contentView(app)
            let now = Finger.arrived(app, pages[1], in: content) ?? 0
            app.advance(1)
            let later = Finger.arrived(app, pages[1], in: content) ?? 1
            drag.touch.lift()
            try expect(abs(later - now) < 0.02, Phrase("container.scrub.clock-running", "The finger rested for a second and the Trees page went on from \(Int((now * 100).rounded())) % to \(Int((later * 100).rounded())) % by itself: the content view's clock is running. Set `speed = 0` on `containerView.layer` in `startInteractiveTransition(animator:interaction:)`, before the animator runs (TODO 3.5)."), cause: .layerNotPaused)
        }
    }

    func test_aTapStillSlidesByItself() {
        grade { app in
            let pages = try Tabs.pages(app)
            try app.tap("tab.1")
            app.advance(Tabs.duration + 0.1)
            let children = app.engine.run { (try? Tabs.root(app))?.children ?? [] }
            if children.count != 1 || children.first !== pages[1] {
                let paused = app.engine.run { (try? Tabs.contentView(app))?.layer.speed == 0 }
                throw GradingError(paused
                    ? Phrase("container.tap.waits-for-finger", "Tapping the Trees tab started a switch that waits for a finger: the content view's clock is stopped and nothing moves. The delegate must vend the interaction controller only while a finger drives the switch: `interaction.isDriving ? interaction : nil` (TODO 3.3).")
                    : Phrase("container.tap.not-ended", "Half a second after tapping the Trees tab the switch has not ended. A tap plays the slide by itself: start the context with `startTransition(animator:)` when the delegate gives no interaction controller."), cause: .interactionControllerWithoutGesture)
            }
            try Tabs.expectShowing(app, pages[1], after: Phrase("container.after.tap-on-trees", "a tap on the Trees tab"))
        }
    }

    func test_noTabBeyondTheEnds() {
        grade { app in
            let pages = try Tabs.pages(app)
            // Right from the first tab: there is none before it.
            let touch = app.engine.touchDown(at: CGPoint(x: 80, y: 400))
            app.advance(0.02)
            for x in stride(from: 100, through: 260, by: 40) {
                touch.move(to: CGPoint(x: CGFloat(x), y: 400))
                app.advance(0.05)
            }
            touch.lift()
            // What the drag did to the pages comes first: a switch it should not have started may hang.
            var hang: Error?
            do { try app.settle() } catch { hang = error }
            let content = try Tabs.contentView(app)
            let shown = app.engine.run { pages.filter { $0.viewIfLoaded?.superview === content } }
            let wrapped = pages.count > 2 && shown.contains { $0 === pages.last }
            let nothing = Phrase(verbatim: "")
            let wentRound = wrapped ? Phrase("container.beyond.went-round", ": it went round to the last tab") : nothing
            let neverEnded = hang != nil ? Phrase("container.beyond.never-ended", ", and the switch it started never ended") : nothing
            let noWrap = wrapped ? Phrase("container.beyond.no-wrap", " — do not wrap it around") : nothing
            try expect(shown.count == 1 && shown.first === pages[0], Phrase("container.beyond.pages-changed", "A finger dragged right on the Birds page, the first tab, changed the pages (\(Tabs.list(shown.map(Tabs.name))) now in the content view)\(wentRound)\(neverEnded). There is no tab before the first: in `.began`, start a switch only when the target index is one of `viewControllers.indices`\(noWrap)."), cause: .wrongTarget)
            if let hang { throw hang }
            try Tabs.expectShowing(app, pages[0], after: Phrase("container.after.drag-right-first", "a drag right on the first tab"))
            // Nothing started, so nothing may wait for a finger now.
            try app.tap("tab.1")
            app.advance(Tabs.duration + 0.1)
            let children = app.engine.run { (try? Tabs.root(app))?.children ?? [] }
            try expect(children.count == 1 && children.first === pages[1], Phrase("container.beyond.still-driving", "After a drag right on the first tab (which has no tab before it), tapping the Trees tab starts a switch that waits for a finger: the interaction controller still says it is driving. Set `isDriving = true` only once you know there is a tab to go to, just before `select(target)`."), cause: .interactionFlagNotReset)
        }
    }
}

/// Chapter 4, exercise 4: letting go finishes from where the finger left the pages, or winds the
/// clock back with a display link and cancels; the container's clock runs again after either.
final class FinishOrCancelChecks: LessonTestCase {
    static var allTests: [(String, (FinishOrCancelChecks) -> () throws -> Void)] {
        [
            ("test_letGoPastHalfwayFinishes", test_letGoPastHalfwayFinishes),
            ("test_letGoBeforeHalfwayRollsBack", test_letGoBeforeHalfwayRollsBack),
            ("test_tabsSlideAsBeforeAfterACancel", test_tabsSlideAsBeforeAfterACancel),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Tabs.vocabulary) }

    /// Lifts the finger and follows the switch to its end, recording frames at the moments of
    /// `name`; returns how long after the lift it ended (nil: it did not end within 2 s) and the
    /// frames.
    /// Also returns how far the content view's clock moved in the first 0.05 s after the lift
    /// (negative: backwards; nil if the switch was over by then), and whether the page arriving
    /// was still sliding (its transform not yet where it rests) when the switch ended.
    @MainActor private func letGo(_ app: LessonApp, _ drag: Finger.Drag, frames name: String?, expectedEnd: UIViewController) throws -> (took: Double?, run: RecordedTransition, cancelledSeen: Bool?, kept: AnyObject?, drift: Double?, endedMidSlide: Bool) {
        let root = try Tabs.root(app)
        let content = try Tabs.contentView(app)
        let clock = { app.engine.run { content.layer.convertTime(CACurrentMediaTime(), from: nil) } }
        let clockAtLift = clock()
        var drift: Double?
        var endedMidSlide = false
        weak var context = Tabs.context(app) as AnyObject?
        let liftedAt = app.engine.currentTime
        var cancelledSeen: Bool?
        var took: Double?
        var frames: [Frame] = []
        var moments = name.map { app.moments(of: $0, duration: 0.2) } ?? []
        // Each frame may match the reference one display frame early or late, as a transition's do.
        let neighbours = app.context.map { !$0.exactFrames && !$0.recordMode.overwritesMismatches } ?? false
        var shifted: [[PendingFrame]] = []
        var previous: PendingFrame?
        var awaitingNext = false
        let screen = { FrameRenderer.pending(app.engine, device: app.screenDevice, tones: true).then { Tabs.pagesOnly([$0])[0] } }
        drag.touch.lift()
        var t = 0.0
        while t < 2 {
            let step = app.engine.frameDuration
            t += step
            app.engine.advance(to: liftedAt + t)
            if awaitingNext {
                shifted[shifted.count - 1].append(screen())
                awaitingNext = false
            }
            if let next = moments.first, t + 1e-9 >= next {
                moments.removeFirst()
                frames.append(app.captureFrame(time: next, participants: drag.participants))
                // Not around the first and last moments, as for a transition's frames.
                let inner = neighbours && frames.count > 1 && !moments.isEmpty
                shifted.append(inner ? previous.map { [$0] } ?? [] : [])
                awaitingNext = inner
            }
            previous = neighbours && (!moments.isEmpty || awaitingNext) ? screen() : nil
            if took == nil {
                if let context = context as? UIViewControllerContextTransitioning, cancelledSeen == nil { cancelledSeen = app.engine.run { context.transitionWasCancelled } }
                let done = app.engine.run { root.children.count == 1 }
                if done {
                    took = t
                    endedMidSlide = app.engine.run {
                        guard let view = expectedEnd.viewIfLoaded, let shown = view.layer.presentation() else { return false }
                        return abs(shown.transform.m41 - view.layer.transform.m41) > 1
                    }
                } else if drift == nil, t >= 0.05 - 1e-9 {
                    drift = clock() - clockAtLift
                }
            }
            if took != nil && moments.isEmpty { break }
        }
        frames = Tabs.pagesOnly(frames)
        if let name { app.context?.saveRun(frames, named: name) }
        var settleError: GradingError?
        do { try app.settle() } catch let e as GradingError { settleError = e }
        let released = context == nil
        var run = RecordedTransition(summary: TransitionSummary(number: 0, events: []), frames: frames, settleError: settleError, diagnostics: [], participants: drag.participants)
        run.shifted = shifted
        return (took, run, cancelledSeen, released ? nil : context, drift, endedMidSlide)
    }

    /// The content view's clock after a switch: running forwards at normal speed.
    @MainActor private func expectClockRunning(_ app: LessonApp, after what: Phrase) throws {
        let content = try Tabs.contentView(app)
        let (speed, offset) = app.engine.run { (content.layer.speed, content.layer.timeOffset) }
        let state = speed == 0 ? Phrase("container.clock.stopped", "stopped") : Phrase("container.clock.wrong-way", "running the wrong way")
        try expect(speed == 1, Phrase("container.clock.not-restored", "After \(what) the content view's layer still has `speed` \(Explainer.number(Double(speed), 0)) (and `timeOffset` \(Explainer.number(offset, 2))): its clock is \(state), so every later slide in it stands still. Set `speed = 1` when the finger lets go: in `finishInteractiveTransition()` before anything else, and at the end of the rewind (TODO 4.1, 4.3)."), cause: .layerNotRestored)
    }

    func test_letGoPastHalfwayFinishes() {
        grade { app in
            let pages = try Tabs.pages(app)
            let drag = try Finger.drag(app, self, to: [120, 200, 260])
            let progress = Double(260 / (try Tabs.contentView(app)).bounds.width)
            let (took, run, _, kept, _, endedMidSlide) = try letGo(app, drag, frames: "finish", expectedEnd: pages[1])
            guard let took else {
                let content = try Tabs.contentView(app)
                let speed = app.engine.run { content.layer.speed }
                throw GradingError(speed == 0
                    ? Phrase("container.finish.clock-stopped", "The finger let go \(Int((progress * 100).rounded())) % along, and the slide stayed where it was: the content view's clock is still stopped. In `finishInteractiveTransition()` start it again from where the finger left it: with \(fix: "let layer = containerView.layer", todo: "4.1"), \(fix: "let pausedTime = layer.timeOffset", todo: "4.1"), \(fix: "layer.speed = 1", todo: "4.1"), \(fix: "layer.timeOffset = 0", todo: "4.1"), \(fix: "layer.beginTime = 0", todo: "4.1"), then \(fix: "layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime", todo: "4.1") (TODO 4.1).")
                    : Phrase("container.finish.never-ended", "The finger let go \(Int((progress * 100).rounded())) % along, but the switch did not end within 2 s. Past halfway the pan's `.ended` calls `transitions.interaction.finish()`, which calls the context's `finishInteractiveTransition()`; the slide then ends by itself and the animator calls `completeTransition(true)`."), cause: .layerNotRestarted)
            }
            let root = try Tabs.root(app)
            if app.engine.run({ root.children.first }) === pages[0] {
                throw GradingError(Phrase("container.finish.rolled-back", "The finger let go \(Int((progress * 100).rounded())) % along, past halfway, and the switch rolled back to the Birds page: past halfway it should finish. In the pan's `.ended`, call \(fix: "transitions.interaction.finish()", todo: "3.2") when the progress is over 0.5, \(fix: "transitions.interaction.cancel()", todo: "3.2") otherwise."), cause: .wrongFinishThreshold)
            }
            let rest = (1 - progress) * Tabs.duration
            if endedMidSlide, took < rest - 2 * app.engine.frameDuration {
                throw GradingError(Phrase("container.finish.completed-early", "Let go \(Int((progress * 100).rounded())) % along, the switch ended \(Explainer.number(took, 2)) s later, while the Trees page was still sliding in (the rest of the slide takes \(Explainer.number(rest, 2)) s): `completeTransition(true)` came before the animations were over, and the Birds page's view went at once. `finishInteractiveTransition()` only starts the clock again; the slide then ends by itself, and the animator's completion calls `completeTransition(_:)` (TODO 4.1)."), cause: .completeTransitionTooEarly)
            }
            try expect(abs(took - rest) <= 2 * app.engine.frameDuration + 0.01, Phrase("container.finish.wrong-pace", "Let go \(Int((progress * 100).rounded())) % along, the rest of the slide took \(Explainer.number(took, 2)) s; from where the finger left it, at the normal pace, it takes \(Explainer.number(rest, 2)) s. \(took < rest ? Phrase("container.finish.jumped-ahead", "The clock jumped ahead: ") : Phrase("container.finish.too-far-back", "The clock started from too far back: "))set `beginTime` so that the layer's time carries on from the paused moment: `beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime`, after putting `speed = 1`, `timeOffset = 0` and `beginTime = 0` (TODO 4.1)."), cause: .layerNotRestarted)
            try Tabs.expectShowing(app, pages[1], after: Phrase("container.after.past-halfway", "a drag let go past halfway"))
            let afterFinished = Phrase("container.after.finished-drag", "a finished drag")
            try expectClockRunning(app, after: afterFinished)
            try Tabs.expectReleased(kept, after: afterFinished, interactive: true)
            try expectFrames(run, match: "finish", tolerance: 0.05, timing: false)
            // Once more, after a tap back: what the first resume left on the layer must not move the second.
            try app.tap("tab.0")
            let content = try Tabs.contentView(app)
            app.advance(0.02)
            if app.engine.run({ content.layer.speed }) == 0 {
                throw GradingError(Phrase("container.finish.still-driving", "After a finished drag, a tap on the Birds tab started a switch that waits for a finger: the interaction controller still says it is driving, so the delegate vended it for the tap. Set `isDriving = false` in the pan's `.ended` and `.cancelled` cases, whatever happens next (TODO 3.2)."), cause: .interactionFlagNotReset)
            }
            try app.settle()
            let again = try Finger.drag(app, self, to: [120, 200, 260])
            let second = try letGo(app, again, frames: nil, expectedEnd: pages[1])
            if let took = second.took, abs(took - rest) > 2 * app.engine.frameDuration + 0.01 {
                throw GradingError(Phrase("container.finish.second-drag", "A second drag let go \(Int((progress * 100).rounded())) % along (after a first one finished and a tap back to Birds): the rest of the slide took \(Explainer.number(took, 2)) s, where from the finger's moment it takes \(Explainer.number(rest, 2)) s, as it did the first time. The first resume left its `beginTime` on the content view's layer, and `convertTime(_:from:)` reads the time through it: put `speed = 1`, `timeOffset = 0` and `beginTime = 0` first, then `beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime` (TODO 4.1)."), cause: .layerNotRestarted)
            }
        }
    }

    func test_letGoBeforeHalfwayRollsBack() {
        grade { app in
            let pages = try Tabs.pages(app)
            let drag = try Finger.drag(app, self, to: [120, 200, 120])
            let progress = Double(120 / (try Tabs.contentView(app)).bounds.width)
            let (took, run, cancelledSeen, kept, drift, _) = try letGo(app, drag, frames: "cancel", expectedEnd: pages[0])
            guard let took else {
                throw GradingError(Phrase("container.cancel.never-ended", "The finger let go \(Int((progress * 100).rounded())) % along, before halfway, and the switch never ended: the slide should wind back to the Birds page and end cancelled. `cancelInteractiveTransition()` starts a `CADisplayLink` whose callback takes `link.duration` off `timeOffset` each frame; at 0 it invalidates the link and sets `speed = 1`, and the animator then calls `completeTransition(false)` (TODO 4.2, 4.3)."), cause: .layerNotRestarted)
            }
            if cancelledSeen == false {
                throw GradingError(Phrase("container.cancel.not-cancelled", "While the slide wound back, your context's `transitionWasCancelled` said false, so the animator completed with `completeTransition(true)`: keep a `cancelled` flag, set in `cancelInteractiveTransition()`, and answer it (TODO 4.2)."), cause: .contextAnswersWrong)
            }
            let root = try Tabs.root(app)
            let child = app.engine.run { root.children.first }
            if child === pages[1] {
                throw GradingError(Phrase("container.cancel.trees-stayed", "The finger let go before halfway, but the Trees page stayed: the switch completed instead of cancelling. The animator completes with `!transitionContext.transitionWasCancelled`: your context must answer true once it is cancelled, and its `completeTransition(false)` must let go of the page arriving."), cause: .completedAfterCancel)
            }
            if run.settleError != nil {
                throw GradingError(Phrase("container.cancel.link-running", "The slide wound back and the switch ended cancelled, but your display link is still running: every frame it calls `rewind(_:)` again (and keeps the context alive). When the clock is back at 0, \(fix: "link.invalidate()", todo: "4.3") (TODO 4.3)."), cause: .displayLinkNotInvalidated)
            }
            let back = progress * Tabs.duration
            if let drift, drift > 0.01 {
                throw GradingError(Phrase("container.cancel.clock-forwards", "Let go \(Int((progress * 100).rounded())) % along, before halfway, the content view's clock ran on forwards (\(Explainer.number(drift, 2)) s in the first 0.05 s), so the Trees page slid on in before the switch ended cancelled and everything jumped back. `cancelInteractiveTransition()` must wind the clock back, not start it like `finishInteractiveTransition()`: keep it stopped (`speed` 0) and start the display link, whose callback takes `link.duration` off `timeOffset` each frame (TODO 4.2, 4.3)."), cause: .layerNotRestarted)
            }
            try expect(abs(took - back) <= 2 * app.engine.frameDuration + 0.01, Phrase("container.cancel.wrong-pace", "Let go \(Int((progress * 100).rounded())) % along, the slide took \(Explainer.number(took, 2)) s to wind back; a frame of time back per frame shown, it takes \(Explainer.number(back, 2)) s. Take `link.duration` off `timeOffset` at each call of the display link (TODO 4.3)."), cause: .layerNotRestarted)
            try Tabs.expectShowing(app, pages[0], after: Phrase("container.after.before-halfway", "a drag let go before halfway"))
            let selected = app.engine.run { Mirror(reflecting: root).children.first { $0.label == "selectedIndex" }?.value as? Int }
            try expect(selected == 0, selected.map { Phrase("container.cancel.index-not-restored", "After a cancelled drag the Birds page is on show again but `selectedIndex` is \($0) and its tab is not the highlighted one. When the switch did not complete, put the index and the highlight back (`onEnd`, TODO 4.4).") }
                ?? Phrase("container.cancel.index-gone", "After a cancelled drag the Birds page is on show again but `selectedIndex` is gone and its tab is not the highlighted one. When the switch did not complete, put the index and the highlight back (`onEnd`, TODO 4.4)."), cause: .selectionNotRestored)
            let highlighted = Tabs.selectedness(app, 0) > 0.95 && Tabs.selectedness(app, 1) < 0.05
            try expect(highlighted, Phrase("container.cancel.tab-not-highlighted", "After a cancelled drag `selectedIndex` is back to 0 but the Birds tab is not highlighted: call `highlightTab(_:)` with it too (TODO 4.4)."), cause: .selectionNotRestored)
            let afterCancelled = Phrase("container.after.cancelled-drag", "a cancelled drag")
            try expectClockRunning(app, after: afterCancelled)
            try Tabs.expectReleased(kept, after: afterCancelled, interactive: true)
            try expectFrames(run, match: "cancel", tolerance: 0.05, timing: false)
        }
    }

    func test_tabsSlideAsBeforeAfterACancel() {
        grade { app in
            let pages = try Tabs.pages(app)
            let drag = try Finger.drag(app, self, to: [100])
            _ = try letGo(app, drag, frames: nil, expectedEnd: pages[0])
            try expectClockRunning(app, after: Phrase("container.after.cancelled-drag", "a cancelled drag"))
            try app.tap("tab.2")
            let content = try Tabs.contentView(app)
            app.advance(0.02)
            if app.engine.run({ content.layer.speed }) == 0 {
                throw GradingError(Phrase("container.cancel.still-driving", "After a cancelled drag, a tap on the Stars tab started a switch that waits for a finger: the interaction controller still says it is driving, so the delegate vended it for the tap. Set `isDriving = false` in the pan's `.ended` and `.cancelled` cases, whatever happens next (TODO 3.2)."), cause: .interactionFlagNotReset)
            }
            app.advance(Tabs.duration / 2 - 0.02)
            let midway = Finger.arrived(app, pages[2], in: content)
            try app.settle()
            try expect(midway.map { $0 > 0.2 && $0 < 0.8 } ?? false, midway.map { Phrase("container.cancel.tap-slides-wrong", "After a cancelled drag, a tap on the Stars tab did not slide as it should: halfway through its time the Stars page had come \(Int(($0 * 100).rounded())) % of the way. The content view's clock must be back to normal after a rewind: `timeOffset = 0` and `speed = 1` (TODO 4.3).") }
                ?? Phrase("container.cancel.tap-slides-nowhere", "After a cancelled drag, a tap on the Stars tab did not slide as it should: halfway through its time the Stars page had come nowhere of the way. The content view's clock must be back to normal after a rewind: `timeOffset = 0` and `speed = 1` (TODO 4.3)."), cause: .layerNotRestored)
            try Tabs.expectShowing(app, pages[2], after: Phrase("container.after.tap-after-cancel", "a tap after a cancelled drag"))
        }
    }
}

/// Chapter 4, exercise 5: the tabs follow the slide, painted from the content view's clock on
/// every frame, whoever moves it.
final class TabsFollowChecks: LessonTestCase {
    static var allTests: [(String, (TabsFollowChecks) -> () throws -> Void)] {
        [
            ("test_tabsBlendAsTheFingerMoves", test_tabsBlendAsTheFingerMoves),
            ("test_tabsFollowTheRestAfterLettingGo", test_tabsFollowTheRestAfterLettingGo),
            ("test_tabsFollowTheRewind", test_tabsFollowTheRewind),
            ("test_aTappedSlideBlendsTheTabs", test_aTappedSlideBlendsTheTabs),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Tabs.vocabulary) }

    /// Checks that the tabs `from` and `to` look `progress` of the way through the switch;
    /// `when` begins the sentence ("With the finger 120 points along").
    @MainActor private func expectTabs(_ app: LessonApp, from: Int, to: Int, at progress: Double, _ when: Phrase) throws {
        let arriving = Tabs.selectedness(app, to), leaving = Tabs.selectedness(app, from)
        let pages = try Tabs.pages(app)
        let (toTab, fromTab) = (Tabs.tab(pages[to]), Tabs.tab(pages[from]))
        if abs(arriving - progress) <= 0.1 && abs(leaving - (1 - progress)) <= 0.1 { return }
        let percent = { (v: Double) in "\(Int((v * 100).rounded())) %" }
        if arriving > 0.95 && progress < 0.85 {
            throw GradingError(Phrase("container.tabs.jump", "\(when), the slide is \(percent(progress)) of the way, but \(toTab) already looks fully selected: the tabs jump to the end while the pages are still moving. Do not highlight the new tab when the switch starts; paint both tabs on every frame from how far the slide is, `paintTabs(from:to:progress:)` from a `CADisplayLink`, and highlight only in `onEnd` (TODO 5.2–5.4)."), cause: .colourJumps)
        }
        throw GradingError(Phrase("container.tabs.wrong-blend", "\(when), the slide is \(percent(progress)) of the way, but \(toTab) looks \(percent(arriving)) selected and \(fromTab) \(percent(leaving)) (they should look \(percent(progress)) and \(percent(1 - progress))). Take the progress from the content view's clock, which the finger, the resumed clock and the rewind all move: \(fix: "(contentView.layer.convertTime(CACurrentMediaTime(), from: nil) - slideStart) / slideDuration", todo: "5.3"), with `slideStart` read from that clock right after the context starts (TODO 5.2, 5.3)."), cause: .wrongColour)
    }

    /// Lets the app settle; a display link still running is the tabs' painter, never stopped.
    @MainActor private func settle(_ app: LessonApp) throws {
        do { try app.settle() } catch {
            throw GradingError(Phrase("container.tabs.link-running", "After the switch something still runs on every frame: the display link that paints the tabs was never stopped (it also keeps the tabs controller alive). Invalidate it in `onEnd` (TODO 5.4)."), cause: .displayLinkNotInvalidated)
        }
    }

    func test_tabsBlendAsTheFingerMoves() {
        grade { app in
            let content = try Tabs.contentView(app)
            let drag = try Finger.drag(app, self, to: [60])
            for distance: CGFloat in [120, 260, 180] {
                drag.touch.move(to: CGPoint(x: Finger.start.x - distance, y: Finger.start.y))
                app.advance(0.05)
                let progress = min(Double(distance / content.bounds.width), 1)
                do { try expectTabs(app, from: 0, to: 1, at: progress, Phrase("container.when.finger-along", "With the finger \(Int(distance)) points along")) } catch {
                    drag.touch.lift(); try? app.settle(); throw error
                }
            }
            drag.touch.lift()
            try settle(app)
        }
    }

    func test_tabsFollowTheRestAfterLettingGo() {
        grade { app in
            let content = try Tabs.contentView(app)
            let drag = try Finger.drag(app, self, to: [120, 260])
            let progress = Double(260 / content.bounds.width)
            drag.touch.lift()
            app.advance(0.06)
            try expectTabs(app, from: 0, to: 1, at: min(progress + 0.06 / Tabs.duration, 1), Phrase("container.when.after-letting-go", "0.06 s after letting go \(Int((progress * 100).rounded())) % along"))
            try settle(app)
            try expectTabs(app, from: 0, to: 1, at: 1, Phrase("container.when.after-switch", "After the switch"))
        }
    }

    func test_tabsFollowTheRewind() {
        grade { app in
            let content = try Tabs.contentView(app)
            let drag = try Finger.drag(app, self, to: [120, 160])
            let progress = Double(160 / content.bounds.width)
            drag.touch.lift()
            app.advance(0.06)
            try expectTabs(app, from: 0, to: 1, at: max(progress - 0.06 / Tabs.duration, 0), Phrase("container.when.into-rewind", "0.06 s into the rewind from \(Int((progress * 100).rounded())) %"))
            try settle(app)
            let root = try Tabs.root(app)
            let selected = app.engine.run { Mirror(reflecting: root).children.first { $0.label == "selectedIndex" }?.value as? Int }
            if selected == 0, Tabs.selectedness(app, 1) > 0.95 {
                throw GradingError(Phrase("container.tabs.highlight-before-restore", "After the cancelled switch `selectedIndex` is back to 0, the Birds page, but the Trees tab is the highlighted one: `onEnd` painted the final highlight with `highlightTab(selectedIndex)` before putting `selectedIndex` back, so it highlighted the tab the switch did not reach. Put the index back first, then highlight (TODO 4.4, 5.4)."), cause: .selectionNotRestored)
            }
            try expectTabs(app, from: 0, to: 1, at: 0, Phrase("container.when.after-cancelled-switch", "After the cancelled switch"))
        }
    }

    func test_aTappedSlideBlendsTheTabs() {
        grade { app in
            // The frames right after the tap, as a device draws them: the link paints a frame later.
            let (_, flashes) = try app.watchingFlashes {
                try app.tap("tab.2")
                app.advance(0.05)
            }
            if let flash = flashes.first, flash.reason == .beforeDisplayLink {
                let pages = try Tabs.pages(app)
                throw GradingError(Phrase("container.tabs.flash", "On a device \(Tabs.tab(pages[2])) flashes fully selected for one frame right after the tap, then drops back to where the blend starts: `select(_:)` still highlights the new tab at once, and your display link only paints a frame later (a link first fires at the next frame, after the tap's changes are on screen). With an animator, leave the highlight to the link and `onEnd`: move `highlightTab(index)` to the path without one (TODO 5.2)."), cause: .oneFrameFlash, mismatch: flash.mismatch)
            }
            app.advance(Tabs.duration / 2 - 0.05)
            try expectTabs(app, from: 0, to: 2, at: 0.5, Phrase("container.when.halfway-to-stars", "Halfway through the slide to the Stars page"))
            let middle = Tabs.selectedness(app, 1)
            try expect(abs(middle) < 0.05, Phrase("container.tabs.bystander-selected", "Halfway through a slide from Birds to Stars the Trees tab, which takes no part, looks \(Int((middle * 100).rounded())) % selected."), cause: .wrongColour)
            try settle(app)
            try expectTabs(app, from: 0, to: 2, at: 1, Phrase("container.when.after-slide", "After the slide"))
        }
    }
}
