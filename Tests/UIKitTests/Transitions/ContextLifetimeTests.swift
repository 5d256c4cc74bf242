import Expectations
import Testing
import UIKit

/// UIKit lets go of an ended transition's context, and with it the controllers it names: a
/// dismissed controller nobody keeps is freed (docs/FIDELITY.md §2.15, "the context's
/// lifetime"). An app that keeps the context keeps them all.
@MainActor
struct ContextLifetimeTests {
    /// Keeps the context it is given in a strong property, as a learner's animator might.
    final class KeepingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var kept: UIViewControllerContextTransitioning?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            kept = transitionContext
            if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
            UIView.animate(withDuration: 0.2, animations: { transitionContext.view(forKey: .to)?.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// Presents a new controller over `root` with `vendor` and dismisses it; returns a weak
    /// reference to it (nil when it was freed).
    private func presentAndDismiss(_ engine: UIKitEngine, _ root: UIViewController, _ vendor: TransitionVendor) throws -> (() -> UIViewController?) {
        weak var dismissed: UIViewController?
        engine.run {
            let next = UIViewController()
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            dismissed = next
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        engine.run { root.dismiss(animated: true) }
        try engine.runUntilIdle(timeout: 3)
        return { dismissed }
    }

    @Test func aDismissedControllerNobodyKeepsIsFreed() throws {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let animator = FadeAnimator(duration: 0.2)
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        let dismissed = try presentAndDismiss(engine, root, vendor)
        expectNil(engine.run { root.presentedViewController })
        expectNil(dismissed(), "the context let go of it at the end of the dismissal")
        expectEqual(animator.contexts.count, 0, "and the contexts themselves are gone")
    }

    @Test func aControllerPushedAndPoppedIsFreed() throws {
        let engine = UIKitEngine()
        let first = engine.run { UIViewController() }
        let navigation = engine.run { UINavigationController(rootViewController: first) }
        engine.show(navigation)
        weak var popped: UIViewController?
        engine.run {
            let second = UIViewController()
            popped = second
            navigation.pushViewController(second, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        engine.run { _ = navigation.popViewController(animated: true) }
        try engine.runUntilIdle(timeout: 3)
        expectNil(popped)
    }

    @Test func anAnimatorThatKeepsTheContextKeepsTheControllers() throws {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let animator = KeepingAnimator()
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        let dismissed = try presentAndDismiss(engine, root, vendor)
        expectNotNil(dismissed(), "the kept context names it")
        engine.run { animator.kept = nil }
        expectNil(dismissed(), "let go of the context, and it is freed")
    }

    @Test func aContextKeptAfterTheEndStillCountsASecondCompletion() throws {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let animator = KeepingAnimator()
        let vendor = TransitionVendor(present: animator)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        engine.run { animator.kept?.completeTransition(true) }
        #expect(engine.latestTraceLines.contains { $0.contains("completeTransition(_:) was called again") }, "\(engine.latestTraceLines)")
    }

    /// Cross-dissolves with `UIView.transition(from:to:)`, its completion capturing the context.
    final class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
                  let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view else { return }
            if fromView.superview == nil { transitionContext.containerView.addSubview(fromView) }
            UIView.transition(from: fromView, to: toView, duration: 0.2, options: .transitionCrossDissolve) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// `UIView.transition` keeps its snapshot's animations to the end; once it is over, they go,
    /// and the completion with the context it captured.
    @Test func aViewTransitionsCompletionLetsGoOfTheContext() throws {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let vendor = TransitionVendor(present: DissolveAnimator(), dismiss: FadeAnimator(duration: 0.2))
        let dismissed = try presentAndDismiss(engine, root, vendor)
        expectNil(dismissed())
    }
}
