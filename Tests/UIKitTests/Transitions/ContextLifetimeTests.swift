import Expectations
import Testing
import UIKit

/// A transition context may outlive its transition: animators often keep it in a property
/// (`var storedContext: UIViewControllerContextTransitioning?`, strong — the LogoReveal tutorial
/// makes it weak, many apps do not). On iOS that is harmless: late calls are ignored. These tests
/// keep a context past the end of its transition. The ones that trap the engine today run in a
/// child process (an exit test), so the trap is recorded instead of ending the test run.
@MainActor
struct ContextLifetimeTests {
    /// A cross-fade that keeps its context strongly until the next transition.
    final class KeepingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var storedContext: UIViewControllerContextTransitioning?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            storedContext = transitionContext
            let toView = transitionContext.view(forKey: .to)
            let fromView = transitionContext.view(forKey: .from)
            if let toView, let toVC = transitionContext.viewController(forKey: .to) {
                transitionContext.containerView.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: toVC)
                toView.alpha = 0
            }
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                toView?.alpha = 1
                fromView?.alpha = 0
            }, completion: { _ in
                fromView?.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// Presents B over A with `KeepingAnimator`, interactively when `interaction` is given.
    static func presentKeeping(interaction: UIPercentDrivenInteractiveTransition?)
        -> (engine: UIKitEngine, a: UIViewController, b: UIViewController, animator: KeepingAnimator, vendor: TransitionVendor)
    {
        let engine = UIKitEngine()
        let animator = KeepingAnimator()
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        vendor.presentInteraction = interaction
        let a = engine.run { UIViewController() }
        engine.show(a)
        let b = engine.run { UIViewController() }
        engine.run {
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = vendor
            a.present(b, animated: true)
        }
        return (engine, a, b, animator, vendor)
    }

    @Test func aKeptContextIsHarmlessAfterAnAnimatedTransition() throws {
        let (engine, a, b, animator, vendor) = Self.presentKeeping(interaction: nil)
        defer { withExtendedLifetime(vendor) {} }
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { a.presentedViewController }, b)
        let kept = try #require(animator.storedContext)
        #expect(!kept.transitionWasCancelled)
        expectIdentical(kept.viewController(forKey: .to), b)
        engine.advance(by: 1)
        #expect(engine.isIdle)
    }

    @Test func aKeptContextIsHarmlessAfterAnInteractiveFinish() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (engine, a, b, animator, vendor) = Self.presentKeeping(interaction: interaction)
        defer { withExtendedLifetime(vendor) {} }
        engine.run { interaction.update(0.5) }
        engine.run { interaction.finish() }
        try engine.runUntilIdle(timeout: 3)
        engine.advance(by: 1)
        expectIdentical(engine.run { a.presentedViewController }, b)
        expectNotNil(animator.storedContext)
    }

    /// An interactive presentation cancelled at 50 % while the animator keeps the context; true
    /// when the engine survives and UIKit's state is right.
    static func keptContextThenCancelScenario() -> Bool {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (engine, a, _, animator, vendor) = presentKeeping(interaction: interaction)
        defer { withExtendedLifetime(vendor) {} }
        engine.run { interaction.update(0.5) }
        engine.run { interaction.cancel() }
        guard (try? engine.runUntilIdle(timeout: 3)) != nil else { return false }
        engine.advance(by: 1)
        return engine.run { a.presentedViewController } == nil
            && animator.storedContext?.transitionWasCancelled == true
            && engine.run { a.view.window } != nil
    }

    @Test func aKeptContextSurvivesAnInteractiveCancel() async {
        let ok = await MainActor.run { ContextLifetimeTests.keptContextThenCancelScenario() }
        #expect(ok)
    }

    /// A gesture that sends `.ended` then `.cancelled`: `finish()`, then `cancel()` once the
    /// transition is over. True when the late call is ignored.
    static func lateCancelScenario() -> Bool {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (engine, a, b, _, vendor) = presentKeeping(interaction: interaction)
        defer { withExtendedLifetime(vendor) {} }
        engine.run { interaction.update(0.8) }
        engine.run { interaction.finish() }
        guard (try? engine.runUntilIdle(timeout: 3)) != nil else { return false }
        engine.run { interaction.cancel() }
        engine.advance(by: 0.5)
        return engine.run { a.presentedViewController } === b && engine.isIdle
    }

    @Test func aLateCancelAfterTheEndIsIgnored() async {
        let ok = await MainActor.run { ContextLifetimeTests.lateCancelScenario() }
        #expect(ok)
    }
}
