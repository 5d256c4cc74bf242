import Frames
import Grading
import UIKit
import XCTest

/// What chapter 3 calls its views, and the mistakes its frames and state reveal.
enum Reveal {
    /// Both transitions' length, in seconds.
    static let duration = 2.0
    /// Where the splash's logo is (its centre), and its size.
    static let logoCenter = CGPoint(x: 184, y: 208)
    static let logoSize = CGSize(width: 256, height: 192)

    static let vocabulary = Vocabulary([
        "splash": Phrase("reveal.name.splash", "the splash screen"), "list": Phrase("reveal.name.list", "the packing list"),
        "to-view mask": Phrase("reveal.name.mask", "the list's mask"), "from-view mask": Phrase("reveal.name.mask", "the list's mask"),
    ])

    /// The navigation controller at the root of the window.
    @MainActor static func navigation(_ app: LessonApp) throws -> UINavigationController {
        guard let navigation = app.window?.rootViewController as? UINavigationController else {
            throw GradingError(Phrase("reveal.root-not-navigation", "The window's root view controller is no longer the navigation controller the starter app puts there."), cause: .appChanged)
        }
        return navigation
    }

    /// The splash controller (the root of the navigation stack).
    @MainActor static func splash(_ app: LessonApp) throws -> UIViewController {
        guard let splash = try navigation(app).viewControllers.first else {
            throw GradingError(Phrase("reveal.no-root-controller", "The navigation controller has no root controller."), cause: .appChanged)
        }
        return splash
    }

    /// The splash's logo layer (named "logo" by the starter app).
    @MainActor static func logo(_ app: LessonApp) throws -> CALayer {
        let splash = try splash(app)
        guard let logo = app.engine.run({ splash.view.layer.sublayers?.first { $0.name == "logo" } }) else {
            throw GradingError(Phrase("reveal.logo-layer-missing", "The splash screen's logo layer is missing (the starter app names it \"logo\")."), cause: .appChanged)
        }
        return logo
    }

    /// The navigation operation an animator keeps, found by its type whatever its name.
    static func storedOperation(of object: AnyObject) -> UINavigationController.Operation? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                if let operation = child.value as? UINavigationController.Operation { return operation }
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    static func name(_ operation: UINavigationController.Operation) -> String {
        switch operation {
        case .push: ".push"
        case .pop: ".pop"
        default: ".none"
        }
    }

    /// Advice for the differences of the reveal.
    static let revealAdvice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        switch d.aspect {
        case .frame where d.role == "to-view mask", .size where d.role == "to-view mask":
            guard let a = d.actual, let e = d.expected else { return nil }
            if hypot(a.center.x - e.center.x, a.center.y - e.center.y) > 24 {
                return (.wrongFrame, Phrase("reveal.mask-off-logo", "The mask is centred at (\(Int(a.center.x)), \(Int(a.center.y))), not on the splash's logo at (\(Int(e.center.x)), \(Int(e.center.y))): a new layer's position is (0, 0). Put it on the logo: with \(fix: "let mask = CampLogo.makeLayer()", todo: "2.3"), \(fix: "mask.position = splash.logo.position", todo: "2.3") (the list and the splash both fill the container, so their coordinates are the same)."))
            }
            return (.wrongFrame, Phrase("reveal.mask-grows-differently", "The mask grows differently from the reference's: at this moment it spans \(Explainer.rect(a.frame)) where the reference's spans \(Explainer.rect(e.frame)). The reference animates `transform` from `CATransform3DIdentity` to a translation of (0, -64) followed by a scale of 150 (\(fix: "CATransform3DConcat(CATransform3DMakeTranslation(0, -64, 0), CATransform3DMakeScale(150, 150, 1))", todo: "2.2")), easing in, over the whole `animationDuration`."))
        case .missing where d.role == "to-view mask":
            return (.viewMissing, Phrase("reveal.mask-missing", "The list has no mask while it appears, so it shows whole instead of through the logo. Give its view's layer a mask: a new logo layer, \(fix: "CampLogo.makeLayer()", todo: "2.3"), placed on the splash's logo, as `list.view.layer.mask`."))
        case .opacity where d.role == "to-view", .hidden where d.role == "to-view":
            let (a, e) = (d.actual?.shown ?? 0, d.expected?.shown ?? 0)
            return (.wrongOpacity, a > e
                ? Phrase("reveal.list-too-strong", "The list shows at full strength from the start; the reference fades it in as the logo grows: add a \(fix: "CABasicAnimation(keyPath: \"opacity\")", todo: "2.4") from 0 to 1 over `animationDuration` to the list view's layer.")
                : Phrase("reveal.list-too-faint", "The list is fainter than the reference's (alpha \(Explainer.number(a)) where the reference has \(Explainer.number(e))): fade it from 0 to 1 over the whole `animationDuration`, and leave its own `alpha` at 1."))
        case .order:
            return (.wrongOrder, Phrase("reveal.list-behind-splash", "The list must be in front of the splash while the logo reveals it: add it to the container with `addSubview(_:)` (on top), not below the splash."))
        default:
            return nil
        }
    }

    static let revealTiming: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("reveal.timing", "The reference grows the logo and the mask with one animation of `animationDuration` easing in (\(fix: "CAMediaTimingFunction(name: .easeIn)", todo: "2.2")): slow at first, then fast; and fades the list in linearly over the same time.")
    }

    /// Advice for the differences of a reveal the finger drives (exercise 4): with exercise 2's
    /// reveal passing its own checks, a moment that looks wrong under the finger is the paused
    /// clock's; exercise 2's advice follows, for a reveal that is wrong by itself too.
    static let panAdvice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        guard let (cause, advice) = revealAdvice(d) else { return nil }
        return (cause, Phrase("reveal.pan.advice", "Under the finger the reveal shows another moment than the reference's. The finger chooses the moment: `update(_:)` sets the container layer's `timeOffset` to where the clock was paused plus the finger's share of the reveal, \(fix: "pausedTime + animationDuration * Double(percentComplete)", todo: "4.5") (TODO 4.5). If `check reveal-logo` fails too, the reveal itself is wrong: \(advice)"))
    }

    static let panTiming: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("reveal.pan.timing", "Under the finger the reveal runs at another pace than the reference's: each point the finger moves is the same share of `animationDuration`, added to where the clock was paused (\(fix: "pausedTime + animationDuration * Double(percentComplete)", todo: "4.5"), TODO 4.5), and nothing else moves the paused clock.")
    }

    /// Advice for the differences of the pop.
    static let shrinkAdvice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        switch d.aspect {
        case .order:
            return (.wrongOrder, Phrase("reveal.pop.list-behind-splash", "The list must stay in front of the splash while it shrinks: put the splash below it — with \(fix: "guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { transitionContext.completeTransition(false); return }", todo: "3.1"), \(fix: "transitionContext.containerView.insertSubview(toView, belowSubview: fromView)", todo: "3.1") — not on top with `addSubview(_:)`."))
        case .size where d.role == "from-view":
            guard let a = d.actual else { return nil }
            return (.wrongFrame, Phrase("reveal.pop.list-resized", "The list is resized (its bounds are \(Int(a.size.width)) × \(Int(a.size.height)) points) where the reference scales it: changing `frame` lays it out again in a smaller box, and its contents keep their size. Scale it with `transform`, to 1 %: \(fix: "CGAffineTransform(scaleX: 0.01, y: 0.01)", todo: "3.2")."))
        case .frame where d.role == "from-view":
            guard let a = d.actual, let e = d.expected else { return nil }
            let scaledAlike = abs(a.size.width - e.size.width) < 1 && abs(a.size.height - e.size.height) < 1
                && hypot(a.center.x - e.center.x, a.center.y - e.center.y) < 8
            if scaledAlike {
                return (.wrongCurve, Phrase("reveal.pop.other-moments", "The list shrinks about the same centre as the reference's, but at other moments: here it is \(Int(a.frame.width)) points wide where the reference's is \(Int(e.frame.width)). The reference eases in, slowly at first and fast at the end: `options: .curveEaseIn`."))
            }
            return (.wrongFrame, Phrase("reveal.pop.shrinks-differently", "The list shrinks differently from the reference's (\(Explainer.rect(a.frame)) where the reference has \(Explainer.rect(e.frame))): scale it about its centre with `transform`, to 1 % (\(fix: "CGAffineTransform(scaleX: 0.01, y: 0.01)", todo: "3.2"))."))
        default:
            return nil
        }
    }

    static let shrinkTiming: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("reveal.pop.timing", "The reference shrinks the list with `UIView.animate(withDuration:delay:options:animations:completion:)` over `animationDuration`, with `.curveEaseIn`: slow at first, then fast.")
    }

    /// Stops the check when the navigation controller had no delegate to ask: exercise 1 first.
    static func expectDelegate(_ run: RecordedTransition, animator: String = "RevealAnimator") throws {
        if run.summary.missingDelegate != nil {
            throw GradingError(Phrase("reveal.no-delegate", "The navigation controller has no delegate, so UIKit slid the screens as usual instead of playing your \(animator). \(run.summary.emptyDelegateFact) Exercise 1 first: in the splash's `viewDidLoad()` set \(fix: "navigationController?.delegate = self", todo: "1.2"), and return `transition` from `navigationController(_:animationControllerFor:from:to:)`."), cause: .noTransitioningDelegate)
        }
    }

    /// Pushes the list (tapping the splash) and lets the push end.
    @MainActor static func push(_ app: LessonApp) throws {
        try app.tap("splash", leaving: "list", else: Phrase("reveal.tap-splash-no-list", "Tapping the splash did not leave the packing list showing."))
    }

    /// Pops back to the splash (the list's "< Base camp") and lets the pop end.
    @MainActor static func pop(_ app: LessonApp) throws {
        try app.tap("list.back", leaving: "splash", else: Phrase("reveal.back-no-splash", "Going back from the packing list did not leave the splash showing."))
    }
}

/// Stands between the navigation controller and the learner's delegate, and notes what the
/// delegate answered and which operation the animator held then. Installed just before an
/// action, over whatever delegate the app has at that moment.
@MainActor
final class NavigationDelegateSpy: NSObject, UINavigationControllerDelegate {
    struct Answer {
        let operation: UINavigationController.Operation
        let animator: UIViewControllerAnimatedTransitioning?
        let stored: UINavigationController.Operation?
    }

    private weak var wrapped: UINavigationControllerDelegate?
    private(set) var answers: [Answer] = []

    /// Wraps the navigation controller's delegate, if it has one; nil when it has none.
    static func install(on navigation: UINavigationController) -> NavigationDelegateSpy? {
        guard let delegate = navigation.delegate else { return nil }
        if let spy = delegate as? NavigationDelegateSpy { return spy }
        let spy = NavigationDelegateSpy()
        spy.wrapped = delegate
        navigation.delegate = spy
        return spy
    }

    /// Gives the navigation controller its own delegate back (unless the app set another).
    func uninstall(from navigation: UINavigationController) {
        if navigation.delegate === self { navigation.delegate = wrapped }
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        wrapped?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        wrapped?.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        wrapped?.navigationController(navigationController, interactionControllerFor: animationController)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = wrapped?.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        answers.append(Answer(operation: operation, animator: animator, stored: animator.flatMap { Reveal.storedOperation(of: $0) }))
        return animator
    }
}

/// Chapter 3, exercise 1: the splash is the navigation controller's delegate and answers every
/// push and pop with its one RevealAnimator.
final class RevealDelegateChecks: LessonTestCase {
    static var allTests: [(String, (RevealDelegateChecks) -> () throws -> Void)] {
        [
            ("test_navigationControllerAsksTheSplashForThePush", test_navigationControllerAsksTheSplashForThePush),
            ("test_navigationControllerAsksTheSplashForThePop", test_navigationControllerAsksTheSplashForThePop),
            ("test_everyPushAndPopIsAskedAgain", test_everyPushAndPopIsAskedAgain),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Reveal.vocabulary) }

    /// Performs `action` (a push or pop), with a spy on the delegate, and checks that the
    /// navigation controller asked its delegate, got the learner's animator holding
    /// `operation`, and that the transition ended. `which` names it in messages.
    @MainActor private func navigate(_ app: LessonApp, _ operation: UINavigationController.Operation, _ which: Phrase,
                                     _ action: () throws -> Void) throws {
        let navigation = try Reveal.navigation(app)
        let spy = app.engine.run { NavigationDelegateSpy.install(on: navigation) }
        let run = try app.recordTransition(action)
        app.engine.run { spy?.uninstall(from: navigation) }
        let s = run.summary
        if s.missingDelegate != nil {
            let later = app.engine.run { navigation.delegate != nil }
            let list = navigation.viewControllers.count > 1 ? navigation.viewControllers.last : run.participants.toViewController
            let modal = app.engine.run { list?.transitioningDelegate != nil }
            if modal {
                throw GradingError(Phrase("reveal.delegate.modal-delegate", "For \(which), the navigation controller looked for its own `delegate` and found none, so it slid the screens as usual. The list's `transitioningDelegate` is set, but that is for modal presentations (`present(_:animated:)`): a navigation controller never reads it. Set \(fix: "navigationController?.delegate = self", todo: "1.2") in the splash's `viewDidLoad()`, and answer in `navigationController(_:animationControllerFor:from:to:)`."), cause: .noTransitioningDelegate)
            }
            if later {
                throw GradingError(Phrase("reveal.delegate.too-late", "For \(which), the navigation controller had no delegate yet, so it slid the screens as usual; the splash became its delegate only afterwards. UIKit asks at the moment of the push: set \(fix: "navigationController?.delegate = self", todo: "1.2") early, in the splash's `viewDidLoad()`, before anything can be pushed."), cause: .noTransitioningDelegate)
            }
            throw GradingError(Phrase("reveal.delegate.none", "For \(which), the navigation controller has no delegate (or it was already released: the property is weak), so it slid the screens as usual. In the splash's `viewDidLoad()`, set \(fix: "navigationController?.delegate = self", todo: "1.2"). (In `init` it is too early: `navigationController` is still nil there.)"), cause: .noTransitioningDelegate)
        }
        if let problem = TransitionDiagnosis.delegateProblem(s, animator: "RevealAnimator") {
            throw GradingError(Phrase("reveal.delegate.for", "For \(which), ") + problem.phrase.continuing, cause: problem.cause ?? .animatorNotReturned)
        }
        if let answer = spy?.answers.last, answer.operation == operation, let stored = answer.stored, stored != operation {
            throw GradingError(Phrase("reveal.delegate.wrong-operation", "For \(which), UIKit asked `navigationController(_:animationControllerFor:from:to:)` with `operation` \(Reveal.name(operation)), but the animator you returned holds \(Reveal.name(stored)), so it would play the other direction. Set \(fix: "transition.operation = operation", todo: "1.3") every time, before you return it."), cause: .wrongOperation)
        }
        if let hang = run.settleError {
            if s.completions.isEmpty {
                throw GradingError(Phrase("reveal.delegate.never-completed", "For \(which), your RevealAnimator never called `completeTransition(_:)`, so UIKit waits for ever and the app stops responding."), cause: .completeTransitionNeverCalled)
            }
            throw hang
        }
        for problem in s.problems {
            switch problem {
            case .completeTransitionCalledAgain:
                throw GradingError(Phrase("reveal.delegate.completed-twice", "For \(which), `completeTransition(_:)` was called more than once. UIKit counts only the first call: call it exactly once, when the animation is over."), cause: .completeTransitionCalledTwice)
            case .toViewNeverAdded:
                throw GradingError(Phrase("reveal.delegate.to-view-never-added", "For \(which), the screen being shown (the to-view) was never added to `transitionContext.containerView`, so it never appears."), cause: .toViewNeverAdded)
            default:
                continue
            }
        }
        if s.ended?.completed != true {
            throw GradingError(Phrase("reveal.delegate.cancelled", "For \(which), the transition ended cancelled (`completeTransition(false)`), so the navigation controller put everything back."), cause: .cancelledByAnimator)
        }
    }

    func test_navigationControllerAsksTheSplashForThePush() {
        grade { app in
            try navigate(app, .push, Phrase("reveal.delegate.the-push", "the push")) { try app.tap("splash") }
            try expect(app.findView("list").map(app.isVisible) == true, Phrase("reveal.push-list-not-showing", "After the push the packing list is not showing."), cause: .screenNotVisible)
        }
    }

    func test_navigationControllerAsksTheSplashForThePop() {
        grade { app in
            try navigate(app, .push, Phrase("reveal.delegate.the-push", "the push")) { try app.tap("splash") }
            try navigate(app, .pop, Phrase("reveal.delegate.the-pop-back", "the pop back to the splash")) { try app.tap("list.back") }
            try expect(app.findView("splash").map(app.isVisible) == true, Phrase("reveal.pop-splash-not-showing", "After the pop the splash screen is not showing."), cause: .screenNotVisible)
        }
    }

    /// A flag set once, or a delegate set only after the first push, shows on the way round.
    func test_everyPushAndPopIsAskedAgain() {
        grade { app in
            for (push, pop) in [(Phrase("reveal.delegate.first-push", "the first push"), Phrase("reveal.delegate.first-pop", "the first pop")),
                                (Phrase("reveal.delegate.second-push", "the second push"), Phrase("reveal.delegate.second-pop", "the second pop"))] {
                try navigate(app, .push, push) { try app.tap("splash") }
                try navigate(app, .pop, pop) { try app.tap("list.back") }
            }
        }
    }
}

/// Chapter 3, exercise 2: the push reveals the list through the growing logo, completes from
/// `animationDidStop(_:finished:)` and cleans up after itself.
final class RevealLogoChecks: LessonTestCase {
    static var allTests: [(String, (RevealLogoChecks) -> () throws -> Void)] {
        [
            ("test_listIsRevealedThroughTheLogo", test_listIsRevealedThroughTheLogo),
            ("test_revealHoldsItsLastFrame", test_revealHoldsItsLastFrame),
            ("test_maskAndLogoAnimationsAreGoneAfterThePush", test_maskAndLogoAnimationsAreGoneAfterThePush),
            ("test_secondRevealLooksLikeTheFirst", test_secondRevealLooksLikeTheFirst),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Reveal.vocabulary, advise: Reveal.revealAdvice, adviseTiming: Reveal.revealTiming) }

    /// A key path the layer does not have: the animation runs its time and changes nothing.
    @MainActor private func expectKnownKeyPaths(_ run: RecordedTransition) throws {
        let start = run.summary.startTime ?? 0
        if let unknown = run.diagnostics.first(where: { ($0.kind == .unknownKeyPath || $0.kind == .wrongValueType) && $0.time >= start }) {
            throw GradingError(Phrase("reveal.logo.key-path", "One of your animations animates nothing. UIKit says: \"\(Phrase(verbatim: unknown.message, foreign: true))\" The grow animation's key path is \"transform\" (its values `NSValue(caTransform3D:)`), the fade's \"opacity\" (numbers)."), cause: .wrongKeyPath)
        }
    }

    @MainActor private func reveal(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        let run = try app.recordTransition(named: frames, duration: Reveal.duration) { try app.tap("splash") }
        try Reveal.expectDelegate(run)
        try expectFinished(run, animator: "RevealAnimator")
        try expectKnownKeyPaths(run)
        try expectDuration(run, Reveal.duration, of: Phrase("reveal.noun.reveal", "reveal"))
        return run
    }

    func test_listIsRevealedThroughTheLogo() {
        grade { app in
            let run = try reveal(app, frames: "reveal")
            try expectFrames(run, match: "reveal", tolerance: 0.04)
        }
    }

    /// What the last frame would show if nothing held it: iOS draws it for a moment before
    /// `animationDidStop(_:finished:)` runs.
    func test_revealHoldsItsLastFrame() {
        grade { app in
            let (_, start, participants) = try app.startTransition { try app.tap("splash") }
            let before = start + Reveal.duration - 0.05
            app.engine.advance(to: before)
            guard let list = participants.toViewController?.viewIfLoaded else { return try app.settle() }
            let hold = app.engine.run { () -> (now: CGFloat, after: CGFloat)? in
                guard let mask = list.layer.mask else { return nil }
                let now = mask.presentationState(atGlobalTime: before).transform
                // Just after the end, as a device draws it: an animation removed on completion is
                // gone from that frame, whatever its `fillMode` (the callbacks come after it).
                let kept = mask.attachedAnimations.contains { !$0.isRemovedOnCompletion }
                let after = kept ? mask.presentationState(atGlobalTime: start + Reveal.duration + 0.02).transform : mask.transform
                return (hypot(now.m11, now.m12), hypot(after.m11, after.m12))
            }
            try app.settle()
            // No mask near the end: there is no reveal to hold (this check must not pass then).
            guard let hold else {
                throw GradingError(Phrase("reveal.logo.no-mask-near-end", "Near the end of the push (0.05 s before its \(Explainer.number(Reveal.duration, 0)) s are up) the packing list has no mask, so there is no reveal whose last frame could be held. If the list slid in from the right, UIKit played its own push: exercise 1 first (the splash as the navigation controller's `delegate`, returning `transition`). Otherwise, in `animateTransition(using:)` make a new logo layer the list view's `layer.mask` and add the grow animation to it (TODO 2.3)."), cause: .maskMissing)
            }
            if hold.now > 20, hold.after < hold.now / 4 {
                throw GradingError(Phrase("reveal.logo.snaps-back", "When your grow animation ends, the mask snaps back to the logo's own size (a scale of \(Explainer.number(Double(hold.after), 1)) instead of \(Explainer.number(Double(hold.now), 0))): an animation shows only while it runs, and then the layer's own value, the identity, is drawn again. On a device that frame is on screen before `animationDidStop(_:finished:)` gets to clean up: the list flashes back to a logo-sized window. Keep the last frame: `fillMode = .forwards` and `isRemovedOnCompletion = false` — `fillMode` alone holds nothing once Core Animation removes the animation at its end."), cause: .animationSnapsBack)
            }
        }
    }

    func test_maskAndLogoAnimationsAreGoneAfterThePush() {
        grade { app in
            let run = try reveal(app, frames: nil)
            let list = try app.view("list")
            let logo = try Reveal.logo(app)
            let (mask, scale) = app.engine.run { () -> (CALayer?, CGFloat) in
                let t = logo.presentation()?.transform ?? logo.transform
                return (list.layer.mask, hypot(t.m11, t.m12))
            }
            try expect(mask == nil, Phrase("reveal.logo.mask-left", "After the push the packing list still has the logo as its `layer.mask`. A mask set for the transition stays until you remove it: the list keeps being drawn through it, and anything you do with its layer later works through it too. In `animationDidStop(_:finished:)`, set the list view's `layer.mask = nil`."), cause: .maskLeftBehind)
            try expect(abs(scale - 1) < 0.01, Phrase("reveal.logo.animation-left", "After the push the splash's logo is still drawn \(Explainer.number(Double(scale), 0)) times its size: the grow animation is still on it (`isRemovedOnCompletion = false` keeps it there, and `fillMode = .forwards` holds its last value). When you come back, the splash is one big logo. In `animationDidStop(_:finished:)`, call `logo.removeAllAnimations()` on the splash's logo."), cause: .animationLeftBehind)
            try expectLeftClean(app, after: run, Phrase("reveal.after.push", "the push"), comingBack: ["from-view"])
        }
    }

    /// Push, pop, push: the splash comes back as it was, and the second reveal is the first.
    func test_secondRevealLooksLikeTheFirst() {
        grade { app in
            let launch = app.frame(tones: true)
            try Reveal.push(app)
            try Reveal.pop(app)
            let back = app.frame(tones: true)
            let diff = launch.perceptualDiff(back)
            if diff.fraction > 0.02 {
                throw GradingError(Phrase("reveal.logo.splash-changed", "After a push and a pop the splash does not look as it did at launch (\(diff.count) cells differ, in \(FrameVerdict.whereabouts(diff))). Something the push left behind is still drawn: most likely the grow animation on the logo, which `isRemovedOnCompletion = false` keeps at 150 times its size. Remove it in `animationDidStop(_:finished:)`: `logo.removeAllAnimations()`."), cause: .animationLeftBehind,
                                   mismatch: FrameMismatch(time: 0, expected: launch.lines, actual: back.lines, differingCells: diff.count, totalCells: diff.columns * diff.rows))
            }
            let run = try reveal(app, frames: "reveal")
            try expectFrames(run, match: "reveal", tolerance: 0.04)
        }
    }
}

/// Chapter 3, exercise 3: the pop shrinks the list away in front of the splash.
final class RevealPopChecks: LessonTestCase {
    static var allTests: [(String, (RevealPopChecks) -> () throws -> Void)] {
        [
            ("test_listShrinksAwayInFrontOfTheSplash", test_listShrinksAwayInFrontOfTheSplash),
            ("test_splashIsBackAsItWas", test_splashIsBackAsItWas),
            ("test_pushAndPopTwice", test_pushAndPopTwice),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Reveal.vocabulary, advise: Reveal.shrinkAdvice, adviseTiming: Reveal.shrinkTiming) }

    @MainActor private func shrink(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        var squashed = false
        let run = try app.recordTransition(named: frames, duration: Reveal.duration) {
            try app.tap("list.back")
            // The model value the animation goes to: a scale of 0 cannot be animated on iOS.
            if let list = app.findView("list") {
                let t = app.engine.run { list.transform }
                squashed = abs(t.a * t.d - t.b * t.c) < 1e-9
            }
        }
        try Reveal.expectDelegate(run)
        try expectFinished(run, animator: "RevealAnimator")
        try expect(!squashed, Phrase("reveal.pop.squashed", "The list is animated to a transform that squashes it to nothing (a scale of 0). Core Animation cannot interpolate towards a matrix with no inverse, so on a device the list does not shrink at all: it vanishes at once. Shrink it to 1 %, \(fix: "CGAffineTransform(scaleX: 0.01, y: 0.01)", todo: "3.2"), which is as good as gone."), cause: .singularTransform)
        try expectDuration(run, Reveal.duration, of: Phrase("reveal.noun.shrink", "shrink"))
        return run
    }

    func test_listShrinksAwayInFrontOfTheSplash() {
        grade { app in
            try Reveal.push(app)
            let run = try shrink(app, frames: "shrink")
            try expectMotion(run, match: "shrink", role: "from-view")
            try expectFrames(run, match: "shrink", tolerance: 0.03)
        }
    }

    func test_splashIsBackAsItWas() {
        grade { app in
            try Reveal.push(app)
            let run = try shrink(app, frames: nil)
            try expectLeftClean(app, after: run, Phrase("reveal.after.pop", "the pop"), comingBack: ["to-view"])
            try expect(app.findView("splash").map(app.isVisible) == true, Phrase("reveal.pop-splash-not-showing", "After the pop the splash screen is not showing."), cause: .screenNotVisible)
        }
    }

    func test_pushAndPopTwice() {
        grade { app in
            try Reveal.push(app)
            _ = try shrink(app, frames: nil)
            try Reveal.push(app)
            let run = try shrink(app, frames: "shrink")
            try expectMotion(run, match: "shrink", role: "from-view")
            try expectFrames(run, match: "shrink", tolerance: 0.03)
        }
    }
}

/// Chapter 3, exercise 4: a pan on the splash scrubs the reveal; letting go past halfway plays
/// the rest, before it rolls back; the container's clock is the app's to pause and restore.
final class RevealPanChecks: LessonTestCase {
    static var allTests: [(String, (RevealPanChecks) -> () throws -> Void)] {
        [
            ("test_maskFollowsTheFinger", test_maskFollowsTheFinger),
            ("test_letGoPastHalfwayPlaysTheRest", test_letGoPastHalfwayPlaysTheRest),
            ("test_letGoBeforeHalfwayRollsBack", test_letGoBeforeHalfwayRollsBack),
            ("test_tapAndBackButtonAreNotInteractive", test_tapAndBackButtonAreNotInteractive),
            ("test_panningPastTheEndWaitsForTheFinger", test_panningPastTheEndWaitsForTheFinger),
            ("test_revealAfterACancelledPanLooksLikeTheFirst", test_revealAfterACancelledPanLooksLikeTheFirst),
            ("test_panningLeftRevealsToo", test_panningLeftRevealsToo),
            ("test_anInterruptedPanRollsBackAndTapsStillWork", test_anInterruptedPanRollsBackAndTapsStillWork),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Reveal.vocabulary, advise: Reveal.panAdvice, adviseTiming: Reveal.panTiming) }

    /// Points of travel for the whole reveal.
    static let travel: CGFloat = 200
    /// Where the finger goes down on the splash (below the logo and the name).
    static let start = CGPoint(x: 48, y: 480)
    /// Where it goes down to pan to the left (the screen is 375 points wide).
    static let rightStart = CGPoint(x: 327, y: 480)

    /// The ease-in scale of the mask at `progress` of the reveal.
    static func expectedScale(at progress: CGFloat) -> CGFloat {
        1 + 149 * CGFloat(CAMediaTimingFunction(name: .easeIn).progress(at: Double(progress)))
    }

    /// The list's mask's scale as drawn now, if it has one.
    @MainActor static func maskScale(_ app: LessonApp, _ participants: Participants) -> CGFloat? {
        guard let list = participants.toViewController?.viewIfLoaded else { return nil }
        return app.engine.run {
            guard let mask = list.layer.mask else { return nil }
            let t = mask.presentation()?.transform ?? mask.transform
            return hypot(t.m11, t.m12)
        }
    }

    /// Puts a finger on the splash, drags it right (or `leftward`) by each of `distances` in turn
    /// (a smaller one moves it back), and returns the push the pan started, throwing in the
    /// learner's terms when it started none or one that does not follow the finger.
    @MainActor private func pan(_ app: LessonApp, to distances: [CGFloat], leftward: Bool = false, frames name: String? = nil, after earlier: Phrase? = nil) throws -> Drag {
        let start = leftward ? Self.rightStart : Self.start
        let sign: CGFloat = leftward ? -1 : 1
        let way = leftward ? Phrase("reveal.pan.to-the-left", " to the left") : Phrase(verbatim: "")
        var pan = try app.beginDrag(at: start, nudge: CGVector(dx: 12 * sign, dy: 0)) {
            let when = earlier.map { Phrase("reveal.pan.after-earlier", " after \($0)") } ?? Phrase(verbatim: "")
            return GradingError(Phrase("reveal.pan.nothing-pushed", "Dragging a finger sideways across the splash\(when) pushed nothing. Add a `UIPanGestureRecognizer` to the splash's view in `viewDidLoad()` (TODO 4.3), and in its `.began` case set \(fix: "transition.interactive = true", todo: "4.3") and push the list."), cause: .noTransitionFromGesture)
        }
        let summary = app.summary(of: pan.number)
        if summary.kind == .push, summary.missingDelegate != nil {
            do {
                try Reveal.expectDelegate(RecordedTransition(summary: summary, frames: [], settleError: nil, diagnostics: [], participants: pan.participants))
            } catch let error as GradingError {
                throw app.abandon(pan, error)
            }
        }
        // A pan that drives `transition` while UIKit runs another animator: said first, as
        // whatever goes wrong then follows from it.
        let other = app.animatorOtherThanKept(pan.participants, owner: pan.participants.fromViewController, property: "transition")
        func another(_ error: GradingError) -> GradingError {
            guard let other else { return error }
            return GradingError(Phrase("reveal.pan.other-animator", "The pan pushed the list, but UIKit runs a \(other) that is not the splash's `transition`: `navigationController(_:animationControllerFor:from:to:)` returned a new one, while your pan drives `transition` (`update(_:)`, `finish()`, `cancel()`), an object UIKit never got. Return `transition` from both delegate methods (TODO 1.3, 4.2).\nWhat the check saw: \(error.phrase)"), cause: .wrongAnimator)
        }
        do {
            try app.expectDriven(pan, kind: .push, animator: "RevealAnimator", gesture: Phrase("reveal.pan.gesture", "The pan"), instead: Phrase("reveal.pan.instead", "pushing the packing list")) { summary in
            GradingError(summary.interactionAnswer != nil
                ? Phrase("reveal.pan.interaction-nil", "The pan pushed the list, but the reveal played by itself instead of following the finger: `navigationController(_:interactionControllerFor:)` returned nil. Set \(fix: "transition.interactive = true", todo: "4.3") in the pan's `.began` case *before* you push, and return `transition` from that method while `interactive` is true (TODO 4.1–4.3).")
                : Phrase("reveal.pan.interaction-unanswered", "The pan pushed the list, but the reveal played by itself instead of following the finger: the navigation controller's delegate does not answer `navigationController(_:interactionControllerFor:)`. Add it to the splash's delegate extension and return `transition` while `transition.interactive` is true (TODO 4.2)."), cause: .interactionControllerNotReturned)
        }
        let container = pan.participants.container
        try app.follow(&pan, through: distances.map { CGPoint(x: start.x + sign * $0, y: start.y) }, frames: name) { i, now in
            let distance = distances[i]
            if !now.completions.isEmpty {
                let speed = container.map { c in app.engine.run { c.layer.speed } } ?? 0
                if speed != 0 {
                    throw GradingError(Phrase("reveal.pan.not-paused-completed", "With the finger still down, \(Int(distance)) points along, the reveal ran to its end by itself and completed. The container's layer was not paused: its clock ran on, and each `timeOffset` your `update(_:)` set moved a running clock forward. UIKit holds only the UIView animations made in `animateTransition(using:)`; the grow and fade animations are Core Animation's, on their layers' time. When `interactive`, after adding them, stop the clock of `transitionContext.containerView.layer`: \(fix: "let layer = transitionContext.containerView.layer", todo: "4.4"), keep \(fix: "pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)", todo: "4.4"), and set \(fix: "layer.speed = 0", todo: "4.4") and \(fix: "layer.timeOffset = pausedTime", todo: "4.4") (TODO 4.4)."), cause: .layerNotPaused)
                }
                throw GradingError(Phrase("reveal.pan.ended-on-its-own", "With the finger still down, \(Int(distance)) points along, the reveal ended on its own (`completeTransition` was called): the grow animation reached its end while the finger was still moving. Keep the progress you give `update(_:)` within 0.01…0.99: \(fix: "let progress = min(max(abs(pan.translation(in: view).x) / 200, 0.01), 0.99)", todo: "4.3")."), cause: .wrongProgressScale)
            }
            guard let percent = now.lastUpdate else {
                throw GradingError(Phrase("reveal.pan.update-never-called", "The finger moved \(Int(distance)) points, but UIKit never heard of it: `update(_:)` was not called (or your override of it does not call \(fix: "super.update(percentComplete)", todo: "4.5")). In the pan's `.changed` case, with \(fix: "let progress = min(max(abs(pan.translation(in: view).x) / 200, 0.01), 0.99)", todo: "4.3"), call \(fix: "transition.update(progress)", todo: "4.3"); in the override, call `super` first."), cause: .updateNeverCalled)
            }
            if percent > 0.995 {
                throw GradingError(Phrase("reveal.pan.progress-too-high", "When the finger had moved \(Int(distance)) points, your pan reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`). At 100 % or more, the paused clock is moved to the grow animation's end or past it: as far as Core Animation is concerned the reveal is over while the finger is still down. Keep the progress within 0.01…0.99: \(fix: "let progress = min(max(abs(pan.translation(in: view).x) / 200, 0.01), 0.99)", todo: "4.3")."), cause: .wrongProgressScale)
            }
            let expected = Double(min(max(distance / Self.travel, 0.01), 0.99))
            if abs(percent - expected) > 0.08 {
                throw GradingError(Phrase("reveal.pan.wrong-progress", "When the finger had moved \(Int(distance)) points\(way), your pan reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`); in this exercise 200 points sideways is the whole reveal, so it should be \(Int((expected * 100).rounded())) %. Compute \(fix: "abs(pan.translation(in: view).x) / 200", todo: "4.3"), kept within 0.01…0.99 (not divided by the screen's width: the reveal must feel the same on every phone)."), cause: .wrongProgressScale)
            }
        }
        } catch let error as GradingError {
            throw another(error)
        }
        return pan
    }

    /// Holds the finger still, lifts it, and lets the transition end; the transition as
    /// recorded, and when the finger was lifted.
    @MainActor private func letGo(_ app: LessonApp, _ pan: Drag, interrupted: Bool = false) throws -> (run: RecordedTransition, liftedAt: CFTimeInterval) {
        let release = app.release(pan, interrupted: interrupted)
        let (run, liftedAt) = (release.run, release.liftedAt)
        let s = run.summary
        if run.settleError != nil, s.completions.isEmpty {
            if !s.wasCancelled && !s.wasFinished, interrupted {
                throw GradingError(Phrase("reveal.pan.interrupted-unhandled", "When the system interrupts a pan (a call comes in), its state becomes `.cancelled`, and neither `finish()` nor `cancel()` reached UIKit: the reveal stays where the finger left it and the app stops responding. Handle `.cancelled` as `.ended`: \(fix: "transition.interactive = false", todo: "4.3"), then \(fix: "transition.finish()", todo: "4.3") past halfway and \(fix: "transition.cancel()", todo: "4.3") before it."), cause: .interactionNeverEnded)
            }
            if !s.wasCancelled && !s.wasFinished {
                throw GradingError(Phrase("reveal.pan.lifted-unhandled", "The finger was lifted, but neither `finish()` nor `cancel()` reached UIKit, so the reveal stays where the finger left it and the app stops responding. In the pan's `.ended` and `.cancelled` cases call \(fix: "transition.finish()", todo: "4.3") past halfway and \(fix: "transition.cancel()", todo: "4.3") before it; in your overrides of `finish()` and `cancel()`, call `super` last."), cause: .interactionNeverEnded)
            }
            let which = s.wasFinished ? "finish()" : "cancel()"
            throw GradingError(Phrase("reveal.pan.still-paused", "The finger was lifted and `\(which)` was called, but the reveal never got to its end: the container's layer is still paused (`speed` 0), so the grow animation never stops and `animationDidStop(_:finished:)` never completes the transition. In your override of `\(which)`, set the container layer going again before calling `super`: `beginTime = CACurrentMediaTime()` and `speed = \(s.wasFinished ? "1" : "-1")` (TODO 4.6)."), cause: .layerNotRestarted)
        }
        if let completed = s.completions.first, !s.wasCancelled, !s.wasFinished {
            let percent = s.interactionCalls.filter { $0.call == .update }.last?.percent ?? (completed.value ? 1 : 0)
            let which = percent > 0.5 ? "finish" : "cancel"
            throw GradingError(Phrase("reveal.pan.super-not-called", "The finger was lifted at \(Int((percent * 100).rounded())) % and your animator called `completeTransition(\(completed.value))`, but UIKit never heard `\(which)()`: your override of `\(which)()` does not call `super.\(which)()`, so UIKit's interaction is left unfinished (and `transitionWasCancelled` never becomes true). Restart the container's clock, then call `super.\(which)()` last."), cause: .interactionNeverEnded)
        }
        try expectFinished(run, animator: "RevealAnimator")
        return (run, liftedAt)
    }

    /// The container's layer, after the transition: running forwards at normal speed. (A
    /// `timeOffset` or `beginTime` left over only shifts its clock: animations added later are
    /// timed on it, and play as the reference's.)
    @MainActor private func expectContainerRestored(_ app: LessonApp, _ pan: Drag, after what: Phrase) throws {
        guard let container = pan.participants.container else { return }
        let (speed, offset) = app.engine.run { (container.layer.speed, container.layer.timeOffset) }
        let how = speed < 0 ? Phrase("reveal.pan.clock-backwards", "backwards")
            : speed == 0 ? Phrase("reveal.pan.clock-stopped", "not at all") : Phrase("reveal.pan.clock-wrong-time", "from the wrong time")
        try expect(speed == 1, Phrase("reveal.pan.clock-not-restored", "After \(what) the navigation controller's container layer still has `speed` \(Explainer.number(Double(speed), 0)) and `timeOffset` \(Explainer.number(offset, 2)): UIKit does not reset it, and every later transition in that container runs on that clock — \(how). When the transition ends, in `animationDidStop(_:finished:)`, put it back: `speed = 1`, `timeOffset = 0`, `beginTime = 0` on `context.containerView.layer` (TODO 4.7)."), cause: .layerNotRestored)
    }

    func test_maskFollowsTheFinger() {
        grade { app in
            app.advance(3)
            // Forwards, then back below halfway, without lifting.
            let pan = try pan(app, to: [16, 28, 40, 100, 160, 100, 40, 20], frames: "pan")
            // The finger rests: the reveal must stay where it is.
            let percent = app.summary(of: pan.number).lastUpdate.map { CGFloat($0) } ?? 0.1
            let now = Self.maskScale(app, pan.participants)
            app.advance(1)
            let later = Self.maskScale(app, pan.participants)
            guard let now, let later else {
                pan.touch.lift(); try? app.settle()
                throw GradingError(Phrase("reveal.pan.no-mask-under-finger", "While the finger is on the splash the packing list has no mask: the reveal is not in progress. Exercise 2 first: the push's `animateTransition(using:)` gives the list a logo mask and grows it."), cause: .maskMissing)
            }
            if abs(later - now) > 0.5 + now * 0.05 {
                pan.touch.lift(); try? app.settle()
                throw GradingError(Phrase("reveal.pan.not-paused-rested", "The finger rested for a second, but the reveal went on by itself (the mask grew from \(Explainer.number(Double(now), 1)) to \(Explainer.number(Double(later), 1)) times the logo). UIKit holds only the UIView animations made in `animateTransition(using:)`; your grow and fade animations are Core Animation's, and run on their layers' clock. Pause it yourself when `interactive`: with \(fix: "let layer = transitionContext.containerView.layer", todo: "4.4"), keep \(fix: "pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)", todo: "4.4"), then set \(fix: "layer.speed = 0", todo: "4.4") and \(fix: "layer.timeOffset = pausedTime", todo: "4.4") (TODO 4.4)."), cause: .layerNotPaused)
            }
            let expected = Self.expectedScale(at: percent)
            if abs(now - expected) > 1 + expected * 0.2 {
                pan.touch.lift(); try? app.settle()
                throw GradingError(Phrase("reveal.pan.wrong-time-offset", "At \(Int((percent * 100).rounded())) % the mask is drawn \(Explainer.number(Double(now), 1)) times the logo's size where the reveal at that point is \(Explainer.number(Double(expected), 1)) times. The paused layer shows the moment its `timeOffset` names, in the layer's own time: the reveal started at `pausedTime`, so `update(_:)` must set \(fix: "storedContext?.containerView.layer.timeOffset = pausedTime + animationDuration * Double(percentComplete)", todo: "4.5") — not the progress times the duration alone (TODO 4.5)."), cause: .wrongTimeOffset)
            }
            try expectFrames(pan.recorded(in: app), match: "pan", tolerance: 0.05, timing: false, slack: 3)
            _ = try letGo(app, pan)
        }
    }

    func test_letGoPastHalfwayPlaysTheRest() {
        grade { app in
            let pan = try pan(app, to: [80, 120])
            let percent = app.summary(of: pan.number).lastUpdate.map { CGFloat($0) } ?? 0.6
            let (run, liftedAt) = try letGo(app, pan)
            let s = run.summary
            guard s.wasFinished else {
                throw GradingError(Phrase("reveal.pan.rolled-back-past-halfway", "A pan let go at \(Int((percent * 100).rounded())) % rolled the reveal back; past halfway it should finish. In `.ended`, call \(fix: "transition.finish()", todo: "4.3") when `progress > 0.5`, else \(fix: "transition.cancel()", todo: "4.3")."), cause: .wrongFinishThreshold)
            }
            let rest = (1 - Double(percent)) * Reveal.duration
            if let completed = s.completions.first?.time {
                let took = completed - liftedAt
                if abs(took - rest) > 3 * app.engine.frameDuration + 0.05 {
                    throw GradingError(Phrase("reveal.pan.rest-took-wrong-time", "Let go at \(Int((percent * 100).rounded())) %, the rest of the reveal took \(Explainer.number(took, 2)) s; at normal speed the remaining \(Int(((1 - percent) * 100).rounded())) % of \(Explainer.number(Reveal.duration, 0)) s is \(Explainer.number(rest, 2)) s. In `finish()`, before `super.finish()`, restart the container layer's clock from where the finger left it: `beginTime = CACurrentMediaTime()` and `speed = 1` (its `timeOffset` stays as `update(_:)` set it) (TODO 4.6)."), cause: .layerNotRestarted)
                }
            }
            try expect(app.findView("list").map(app.isVisible) == true, Phrase("reveal.pan.finished-list-not-showing", "The pan finished, but the packing list is not showing."), cause: .screenNotVisible)
            try expectLeftClean(app, after: run, Phrase("reveal.after.finished-pan", "the finished pan"), comingBack: ["from-view"])
            let list = try app.view("list")
            try expect(app.engine.run { list.layer.mask } == nil, Phrase("reveal.pan.finished-mask-left", "After the pan finished the packing list still has the logo as its `layer.mask`: in `animationDidStop(_:finished:)`, set it to nil."), cause: .maskLeftBehind)
        }
    }

    func test_letGoBeforeHalfwayRollsBack() {
        grade { app in
            // Forwards past halfway, then back to 40 %, before letting go.
            let pan = try pan(app, to: [60, 140, 80])
            let percent = app.summary(of: pan.number).lastUpdate.map { CGFloat($0) } ?? 0.2
            let list = pan.participants.toViewController
            let (run, liftedAt) = try letGo(app, pan)
            let s = run.summary
            guard s.wasCancelled else {
                throw GradingError(Phrase("reveal.pan.finished-before-halfway", "A pan let go at \(Int((percent * 100).rounded())) % finished the push; before halfway it should roll back. In `.ended`, call \(fix: "transition.finish()", todo: "4.3") only when `progress > 0.5`, else \(fix: "transition.cancel()", todo: "4.3")."), cause: .wrongFinishThreshold)
            }
            let back = Double(percent) * Reveal.duration
            if let completed = s.completions.first?.time {
                let took = completed - liftedAt
                if abs(took - back) > 3 * app.engine.frameDuration + 0.05 {
                    throw GradingError(Phrase("reveal.pan.rollback-took-wrong-time", "Let go at \(Int((percent * 100).rounded())) %, the reveal took \(Explainer.number(took, 2)) s to roll back; played backwards at normal speed from there it takes \(Explainer.number(back, 2)) s. In `cancel()`, before `super.cancel()`, set the container layer going backwards from where the finger left it: `beginTime = CACurrentMediaTime()` and `speed = -1` (TODO 4.6)."), cause: .layerNotRestarted)
                }
            }
            let navigation = try Reveal.navigation(app)
            try expect(app.engine.run { navigation.viewControllers.count } == 1, Phrase("reveal.pan.cancelled-list-on-stack", "The pan was cancelled, but the packing list is on the navigation stack."), cause: .cancelledByAnimator)
            try expect(app.findView("splash").map(app.isVisible) == true, Phrase("reveal.pan.cancelled-splash-not-showing", "After a cancelled pan the splash should be on show, but it is not."), cause: .screenNotVisible)
            let (mask, logoAnimations) = app.engine.run { (list?.viewIfLoaded?.layer.mask, try? Reveal.logo(app).animationKeys()) }
            try expect(mask == nil, Phrase("reveal.pan.cancelled-mask-left", "After a cancelled pan the list still has its logo mask: clean up in `animationDidStop(_:finished:)` whichever way the transition went."), cause: .maskLeftBehind)
            try expect((logoAnimations ?? nil)?.isEmpty ?? true, Phrase("reveal.pan.cancelled-animation-left", "After a cancelled pan the splash's logo still holds the grow animation: remove it in `animationDidStop(_:finished:)` whichever way the transition went (`logo.removeAllAnimations()`)."), cause: .animationLeftBehind)
            try expectContainerRestored(app, pan, after: Phrase("reveal.pan.after.cancelled-pan", "a cancelled pan"))
        }
    }

    /// A pan the system interrupts (state `.cancelled`) at 30 % ends as a lifted one would,
    /// rolling back, and a tap after it pushes by itself.
    func test_anInterruptedPanRollsBackAndTapsStillWork() {
        grade { app in
            let pan = try pan(app, to: [40, 60])
            let (run, _) = try letGo(app, pan, interrupted: true)
            try expect(run.summary.wasCancelled, Phrase("reveal.pan.interrupted-finished", "A pan the system interrupted (state `.cancelled`) at 30 % finished the push; before halfway it should roll back, as a lifted finger does: handle `.cancelled` as `.ended` (TODO 4.3)."), cause: .wrongFinishThreshold)
            try expect(app.findView("splash").map(app.isVisible) == true, Phrase("reveal.pan.interrupted-splash-not-showing", "After an interrupted pan the splash should be on show, but it is not."), cause: .screenNotVisible)
            try tapOrBack(app, "splash", Self.tapping, after: Phrase("reveal.pan.after.interrupted-pan", "an interrupted pan"))
        }
    }

    /// A tap on the splash and the back button, in a message: within a sentence and at its start.
    private static let tapping = (Phrase("reveal.pan.tapping-splash", "tapping the splash"), start: Phrase("reveal.pan.tapping-splash.start", "Tapping the splash"))
    private static let goingBack = (Phrase("reveal.pan.going-back", "going back with \"< Base camp\""), start: Phrase("reveal.pan.going-back.start", "Going back with \"< Base camp\""))

    /// A tap and the back button play without a finger: the interaction controller must be nil.
    @MainActor private func tapOrBack(_ app: LessonApp, _ id: String, _ what: (Phrase, start: Phrase), after earlier: Phrase?) throws {
        let run = try app.recordTransition { try app.tap(id) }
        try Reveal.expectDelegate(run)
        if run.summary.wasInteractive {
            if let earlier {
                throw GradingError(Phrase("reveal.pan.hangs-after", "After \(earlier), \(what.0) hangs: UIKit got your animator as the interaction controller for a transition no finger drives, because `transition.interactive` is still true. Set it back to false in the pan's `.ended` and `.cancelled` cases."), cause: .interactionFlagNotReset)
            }
            throw GradingError(Phrase("reveal.pan.hangs", "\(what.start) hangs: `navigationController(_:interactionControllerFor:)` returned your animator although no finger drives it, so UIKit waits for `update(_:)` calls that never come. Return `transition` only while `transition.interactive` is true, nil otherwise (TODO 4.2)."), cause: .interactionControllerWithoutGesture)
        }
        try expectFinished(run, animator: "RevealAnimator")
    }

    func test_tapAndBackButtonAreNotInteractive() {
        grade { app in
            try tapOrBack(app, "splash", Self.tapping, after: nil)
            try tapOrBack(app, "list.back", Self.goingBack, after: nil)
            let pan = try pan(app, to: [80, 160])
            _ = try letGo(app, pan)
            try tapOrBack(app, "list.back", Self.goingBack, after: Phrase("reveal.pan.after.pan-that-pushed", "a pan that pushed the list"))
            let short = try self.pan(app, to: [60], after: Phrase("reveal.pan.after.pan-and-pop", "a pan and a pop"))
            _ = try letGo(app, short)
            try tapOrBack(app, "splash", Self.tapping, after: Phrase("reveal.pan.after.pan-let-go-early", "a pan that was let go early"))
        }
    }

    /// Past 200 points the progress stays below 100 %, and the reveal waits for the finger.
    func test_panningPastTheEndWaitsForTheFinger() {
        grade { app in
            let pan = try pan(app, to: [120, 240, 280])
            let (run, _) = try letGo(app, pan)
            try expect(run.summary.wasFinished, Phrase("reveal.pan.past-end-rolled-back", "A pan let go 280 points along rolled back instead of finishing the push."), cause: .wrongFinishThreshold)
            try expect(app.findView("list").map(app.isVisible) == true, Phrase("reveal.pan.finished-list-not-showing", "The pan finished, but the packing list is not showing."), cause: .screenNotVisible)
        }
    }

    /// Either way sideways counts: a pan to the left reveals the list as one to the right does.
    func test_panningLeftRevealsToo() {
        grade { app in
            let pan = try pan(app, to: [80, 160], leftward: true)
            let (run, _) = try letGo(app, pan)
            try expect(run.summary.wasFinished, Phrase("reveal.pan.leftward-rolled-back", "A pan to the left let go 160 points along (80 %) rolled back instead of finishing the push: measure the distance either way, \(fix: "abs(pan.translation(in: view).x)", todo: "4.3")."), cause: .wrongFinishThreshold)
        }
    }

    /// A cancelled pan must leave the container as it found it: the next reveal (by a tap) and
    /// the next pan look and last as the first.
    func test_revealAfterACancelledPanLooksLikeTheFirst() {
        grade { app in
            let pan = try pan(app, to: [60])
            _ = try letGo(app, pan)
            try expectContainerRestored(app, pan, after: Phrase("reveal.pan.after.cancelled-pan", "a cancelled pan"))
            let run = try app.recordTransition(named: "reveal", duration: Reveal.duration) { try app.tap("splash") }
            try expectFinished(run, animator: "RevealAnimator")
            try expectDuration(run, Reveal.duration, of: Phrase("reveal.noun.reveal", "reveal"))
            try expectFrames(run, match: "reveal", tolerance: 0.04)
            try Reveal.pop(app)
            let again = try self.pan(app, to: [80, 160], after: Phrase("reveal.pan.after.cancelled-tap-pop", "a cancelled pan, a tap and a pop"))
            let (second, _) = try letGo(app, again)
            try expect(second.summary.wasFinished, Phrase("reveal.pan.after-cancelled-not-finished", "After a cancelled pan, a tap and a pop, a pan let go at 80 % did not finish the push."), cause: .wrongFinishThreshold)
        }
    }
}
