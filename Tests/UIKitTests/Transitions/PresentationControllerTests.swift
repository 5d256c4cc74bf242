import Expectations
import Testing
import UIKit

/// `UIPresentationController` in a `.custom` presentation (UIKIT-SEMANTICS §6–7): chrome added in
/// `presentationTransitionWillBegin()` and animated alongside through
/// `presentedViewController.transitionCoordinator`, the will/did-end callbacks in order (with
/// `completed == false` on cancel), `presentedView`, and layout callbacks.
@MainActor
struct PresentationControllerTests {
    /// Dims the presenting view behind a card; logs its callbacks.
    final class DimmingPresentationController: UIPresentationController {
        let dimmingView = UIView()
        var log: CallLog?
        var alongsideCompletions: [Bool] = []

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override func presentationTransitionWillBegin() {
            log?.append("presentationTransitionWillBegin")
            guard let containerView else { return }
            dimmingView.backgroundColor = .black
            dimmingView.frame = containerView.bounds
            dimmingView.alpha = 0
            containerView.insertSubview(dimmingView, at: 0)
            let coordinated = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0.6
            }, completion: { context in
                self.alongsideCompletions.append(context.isCancelled)
            })
            if coordinated != true { dimmingView.alpha = 0.6 }
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            log?.append("presentationTransitionDidEnd(\(completed))")
            if !completed { dimmingView.removeFromSuperview() }
        }

        override func dismissalTransitionWillBegin() {
            log?.append("dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log?.append("dismissalTransitionDidEnd(\(completed))")
            if completed { dimmingView.removeFromSuperview() }
        }

        override func containerViewWillLayoutSubviews() {
            log?.append("containerViewWillLayoutSubviews")
            dimmingView.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    @MainActor final class Scene {
        let engine = UIKitEngine()
        let log = CallLog()
        let root: UIViewController
        let card: UIViewController
        let window: UIWindow
        let animator = FadeAnimator(duration: 1)
        let vendor: TransitionVendor
        var pc: DimmingPresentationController?

        init() {
            let (engine, log) = (self.engine, self.log)
            root = engine.run { UIViewController() }
            card = engine.run { UIViewController() }
            vendor = TransitionVendor(present: animator, dismiss: animator)
            window = engine.show(root)
            animator.addsToView = true
            animator.onStart = { _ in log.append("animateTransition") }
            vendor.makePresentationController = { [unowned self] presented, presenting in
                let pc = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
                pc.log = log
                self.pc = pc
                return pc
            }
            let (card, vendor) = (self.card, self.vendor)
            engine.run {
                card.modalPresentationStyle = .custom
                card.transitioningDelegate = vendor
            }
        }

        func dimming() -> Double {
            Double(engine.run { pc?.dimmingView.layer.presentation()?.opacity } ?? -1)
        }
    }

    @Test func theDimmingViewFadesInAlongsideThePresentation() throws {
        let s = Scene()
        s.engine.run { s.root.present(s.card, animated: true) }
        let pc = try #require(s.pc)
        expectIdentical(s.engine.run { pc.dimmingView.superview }, pc.containerView, "chrome goes in the container")
        expectIdentical(s.engine.run { pc.containerView?.subviews.first }, pc.dimmingView, "below the presented view")
        s.engine.advance(by: 0.5)
        expectClose(s.dimming(), 0.3, tolerance: 0.02, "half way (ease-in-out at 0.5 s of 1 s): half of 0.6")
        expectClose(Double(s.engine.run { s.card.view.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.02,
                    "in step with the animator's own fade")
        s.engine.advance(by: 0.25)
        expectGreater(s.dimming(), 0.45, "ease-in-out: past three quarters of the way at 0.75 s")
        try s.engine.runUntilIdle(timeout: 2)
        expectClose(s.dimming(), 0.6, tolerance: 1e-6)
        expectEqual(pc.alongsideCompletions, [false], "the alongside completion runs once, not cancelled")
        let screen = s.window.bounds
        expectClose(s.engine.run { s.card.view.frame }, CGRect(x: 0, y: screen.height / 2, width: screen.width, height: screen.height / 2),
                    "finalFrame(for:) came from frameOfPresentedViewInContainerView")
        expectIdentical(s.engine.run { s.root.view.window }, s.window, "the presenting view shows through the dimming")
    }

    @Test func theDimmingViewFadesOutAlongsideTheDismissal() throws {
        let s = Scene()
        s.engine.run { s.root.present(s.card, animated: true) }
        try s.engine.runUntilIdle(timeout: 2)
        let pc = try #require(s.pc)
        s.animator.addsToView = false  // a .custom dismissal has no to view to add
        s.engine.run { s.card.dismiss(animated: true) }
        s.engine.advance(by: 0.5)
        expectClose(s.dimming(), 0.3, tolerance: 0.02)
        try s.engine.runUntilIdle(timeout: 2)
        expectNil(s.engine.run { pc.dimmingView.superview })
        expectNil(s.engine.run { s.card.presentationController })
        expectIdentical(s.engine.run { s.root.view.window }, s.window)
    }

    @Test func theCallbacksComeInUIKitsOrder() throws {
        let s = Scene()
        s.engine.run { s.root.present(s.card, animated: true) }
        try s.engine.runUntilIdle(timeout: 2)
        s.animator.addsToView = false
        s.engine.run { s.card.dismiss(animated: true) }
        try s.engine.runUntilIdle(timeout: 2)
        let calls = s.log.entries.filter { $0 != "containerViewWillLayoutSubviews" }
        expectEqual(calls, [
            "presentationTransitionWillBegin", "animateTransition", "presentationTransitionDidEnd(true)",
            "dismissalTransitionWillBegin", "animateTransition", "dismissalTransitionDidEnd(true)",
        ])
        expectEqual(s.vendor.asked.first, "presentationController(forPresented:presenting:source:)")
    }

    @Test func aCancelledPresentationEndsWithCompletedFalse() throws {
        let s = Scene()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.vendor.presentInteraction = interaction
        s.engine.run { s.root.present(s.card, animated: true) }
        s.engine.advance(by: s.engine.frameDuration)
        s.engine.run { interaction.update(0.5) }
        s.engine.advance(by: 0.05)
        expectClose(s.dimming(), 0.3, tolerance: 0.02, "alongside animations are scrubbed with the transition")
        s.engine.run { interaction.cancel() }
        try s.engine.runUntilIdle(timeout: 2)
        let pc = try #require(s.pc)
        #expect(s.log.entries.contains("presentationTransitionDidEnd(false)"))
        expectEqual(pc.alongsideCompletions, [true], "the alongside completion sees isCancelled")
        expectNil(s.engine.run { pc.dimmingView.superview })
        expectNil(s.engine.run { s.root.presentedViewController })
        expectNil(s.engine.run { s.card.view.window })
        expectEqual(s.engine.run { s.window.subviews }, [s.root.view], "the container went away")
    }

    @Test func theContainerLaysOutThroughThePresentationController() throws {
        let s = Scene()
        s.engine.run { s.root.present(s.card, animated: true) }
        try s.engine.runUntilIdle(timeout: 2)
        let pc = try #require(s.pc)
        s.engine.run { pc.containerView?.setNeedsLayout() }
        s.engine.advance(by: s.engine.frameDuration)
        do {
            #expect(s.log.entries.contains("containerViewWillLayoutSubviews"))
        }
        s.engine.run { pc.containerView?.layoutIfNeeded() }
        #expect(s.log.entries.contains("containerViewWillLayoutSubviews"), "an explicit layout reaches it")
    }

    @Test func aWrappingPresentedViewIsWhatTheAnimatorGets() throws {
        final class Framed: UIPresentationController {
            let frame = UIView()
            override var presentedView: UIView? { frame }
            override func presentationTransitionWillBegin() {
                frame.frame = containerView?.bounds ?? .zero
                frame.addSubview(presentedViewController.view)
            }
        }
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        let window = engine.show(root)
        let card = engine.run { UIViewController() }
        let animator = FadeAnimator(duration: 0.2)
        var handed: UIView?
        animator.onStart = { handed = $0.view(forKey: .to) }
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        var made: Framed?
        vendor.makePresentationController = { presented, presenting in
            let pc = Framed(presentedViewController: presented, presenting: presenting)
            made = pc
            return pc
        }
        engine.run {
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = vendor
            root.present(card, animated: true)
        }
        try engine.runUntilIdle(timeout: 2)
        let pc = try #require(made)
        expectIdentical(handed, pc.frame, "view(forKey: .to) is the presentation controller's presentedView")
        expectIdentical(engine.run { card.view.window }, window)
        expectIdentical(engine.run { card.view.superview }, pc.frame)
    }

    @Test func theCoordinatorExistsOnlyDuringTheTransition() throws {
        let s = Scene()
        expectNil(s.engine.run { s.card.transitionCoordinator })
        s.engine.run { s.root.present(s.card, animated: true) }
        let coordinator = try #require(s.engine.run { s.card.transitionCoordinator })
        expectEqual(coordinator.presentationStyle, .custom)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.initiallyInteractive)
        expectEqual(coordinator.transitionDuration, 1)
        expectIdentical(coordinator.viewController(forKey: .to), s.card)
        expectIdentical(coordinator.viewController(forKey: .from), s.root)
        expectNil(coordinator.view(forKey: .from), ".custom: the presenting view is not handed out")
        expectNotNil(s.engine.run { s.root.transitionCoordinator })
        var finished: [Bool] = []
        coordinator.animate(alongsideTransition: nil) { context in finished.append(context.isCancelled) }
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(finished, [false])
        expectNil(s.engine.run { s.card.transitionCoordinator })
    }

    @Test func onlyACustomPresentationAsksForAPresentationController() throws {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .automatic] {
            let s = Scene()
            s.engine.run { s.card.modalPresentationStyle = style }
            s.engine.run { s.root.present(s.card, animated: true) }
            try s.engine.runUntilIdle(timeout: 3)
            expectNil(s.pc, "\(style.rawValue): UIKit uses its own presentation controller")
            #expect(!s.vendor.asked.contains { $0.hasPrefix("presentationController") }, "\(s.vendor.asked)")
        }
    }

    @Test func withoutAnAnimatorUIKitSlidesTheCardUpToItsFrameAndTheDimmingFollows() throws {
        // A presentation controller and no animation controller: UIKit's cover vertical (0.5 s,
        // ease-out) brings the presented view up to frameOfPresentedViewInContainerView from one
        // container height below it; the alongside block shares its duration, with the
        // coordinator's completionCurve (ease-in-out).
        let s = Scene()
        s.vendor.presentAnimator = nil
        s.engine.run { s.root.present(s.card, animated: true) }
        let pc = try #require(s.pc)
        s.engine.advance(by: 0.25)
        let y = s.engine.run { s.card.view.layer.presentation()?.frame.minY } ?? -1
        // Ease-out (0, 0, 0.58, 1) at half time is 0.685 of the way from 333.5 + 667 to 333.5.
        expectClose(Double(y), 1000.5 - 0.685 * 667, tolerance: 4, "half way in time, ahead of linear")
        expectClose(s.dimming(), 0.3, tolerance: 0.01, "ease-in-out is half way at half time")
        try s.engine.runUntilIdle(timeout: 3)
        expectClose(s.engine.run { s.card.view.frame }, CGRect(x: 0, y: 333.5, width: 375, height: 333.5), tolerance: 1e-6)
        expectClose(Double(s.engine.run { pc.dimmingView.alpha }), 0.6, tolerance: 1e-6)
    }
}
