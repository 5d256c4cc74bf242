import Expectations
import Testing
import UIKit

// A pan-driven modal dismissal with `completionSpeed` (seeds/001), written afresh in Swift: a
// UIPercentDrivenInteractiveTransition subclass installs a pan on the presented view, 500 points
// down = 100 %, `.ended` finishes and `.cancelled` cancels, and `completionSpeed` is
// `1 − percentCompleted`. After `finish()` the rest of the transition takes
// (1 − p) × duration / completionSpeed (UIKIT-SEMANTICS §7) — with this speed, always the full
// duration. Rewrites: `@selector(panAction:)` → `SwipeDownInteraction.panAction`;
// `.fullScreen` stated (the default when the article was written).

@MainActor
final class ShrinkAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!, toVC = transitionContext.viewController(forKey: .to)!
        let full = CGRect(x: 0, y: 0, width: containerView.frame.width, height: containerView.frame.height)
        let sliver = CGRect(x: full.midX - 0.5, y: 0, width: 1, height: full.height)
        if presenting {
            toVC.view.frame = sliver
            containerView.addSubview(toVC.view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toVC.view.frame = full
            }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        } else {
            containerView.addSubview(toVC.view)
            containerView.sendSubviewToBack(toVC.view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromVC.view.frame = sliver
            }, completion: { _ in
                if transitionContext.transitionWasCancelled { fromVC.view.frame = full }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

@MainActor
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    var interacting = false
    var percentCompleted: CGFloat = 0
    /// nil: the article's `1 − percentCompleted`; a number: that speed.
    var fixedSpeed: CGFloat?
    private weak var dismissVC: UIViewController?

    func handleDismiss(_ controller: UIViewController) {
        dismissVC = controller
        let pan = UIPanGestureRecognizer(target: self, action: SwipeDownInteraction.panAction)
        controller.view.addGestureRecognizer(pan)
    }

    override var completionSpeed: CGFloat {
        get { fixedSpeed ?? 1 - percentCompleted }
        set { fixedSpeed = newValue }
    }

    func panAction(_ gesture: UIPanGestureRecognizer) {
        let point = gesture.translation(in: dismissVC?.view)
        switch gesture.state {
        case .began:
            interacting = true
            dismissVC?.dismiss(animated: true, completion: nil)
        case .changed:
            let percent = point.y / 500 <= 1 ? point.y / 500 : 1
            percentCompleted = percent
            update(percent)
        case .cancelled, .ended:
            interacting = false
            if gesture.state == .cancelled { cancel() } else { finish() }
        default:
            break
        }
    }
}

@MainActor
final class SwipeDownHostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let swipe = SwipeDownInteraction()

    func presentSheet() -> UIViewController {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemPink
        sheet.transitioningDelegate = self
        sheet.modalPresentationStyle = .fullScreen
        swipe.handleDismiss(sheet)
        present(sheet, animated: true, completion: nil)
        return sheet
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShrinkAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShrinkAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        swipe.interacting ? swipe : nil
    }
}

@MainActor
struct PanDrivenDismissalTests {
    /// Presents the sheet, pans 300 points down (p = 0.6) and leaves the finger down.
    private func panned() throws -> (UIKitEngine, SwipeDownHostViewController, UIViewController, ScriptedTouch) {
        let engine = UIKitEngine()
        let host = engine.run { SwipeDownHostViewController() }
        engine.show(host)
        let sheet = engine.run { host.presentSheet() }
        try engine.runUntilIdle(timeout: 2)
        let touch = engine.drag(from: CGPoint(x: 187, y: 150), to: CGPoint(x: 187, y: 450), duration: 0.5, steps: 10, lift: false)
        return (engine, host, sheet, touch)
    }

    private func completedAfter(_ engine: UIKitEngine, _ start: CFTimeInterval) throws -> CFTimeInterval {
        try engine.runUntilIdle(timeout: 3)
        let completed = try #require(engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") })
        return completed - start
    }

    @Test func thePanScrubsTheDismissal() throws {
        let (engine, host, sheet, touch) = try panned()
        expectClose(host.swipe.percentComplete, 0.6, tolerance: 1e-9, "300 of 500 points")
        engine.advance(by: engine.frameDuration)
        let width = engine.run { sheet.view.layer.presentation()?.bounds.width } ?? -1
        let eased = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.6))
        expectClose(width, 375 - 374 * eased, tolerance: 0.5, "the sheet is 60 % through its ease-in-out shrink")
        touch.lift()
        try engine.runUntilIdle(timeout: 3)
    }

    @Test func finishingPlaysTheRestInDurationTimesRemainingOverSpeed() throws {
        let (engine, host, sheet, touch) = try panned()
        expectClose(host.swipe.completionSpeed, 0.4, tolerance: 1e-9)
        let liftedAt = engine.currentTime
        touch.lift()
        let remaining = try completedAfter(engine, liftedAt)
        // (1 − 0.6) × 0.5 s / 0.4 = 0.5 s
        expectClose(remaining, 0.5, tolerance: 2.5 * engine.frameDuration, "(1 − p) × duration / completionSpeed")
        expectNil(engine.run { host.presentedViewController })
        expectNil(engine.run { sheet.view.window })
        expectNotNil(engine.run { host.view.window })
    }

    @Test func aFasterCompletionSpeedShortensTheRest() throws {
        let (engine, host, _, touch) = try panned()
        host.swipe.completionSpeed = 2
        let liftedAt = engine.currentTime
        touch.lift()
        // (1 − 0.6) × 0.5 s / 2 = 0.1 s
        expectClose(try completedAfter(engine, liftedAt), 0.1, tolerance: 2.5 * engine.frameDuration)
        expectNil(engine.run { host.presentedViewController })
    }

    @Test func aCancelledTouchPlaysBackToTheStart() throws {
        let (engine, host, sheet, touch) = try panned()
        let cancelledAt = engine.currentTime
        touch.cancel()
        // p × duration / completionSpeed = 0.6 × 0.5 s / 0.4 = 0.75 s
        expectClose(try completedAfter(engine, cancelledAt), 0.75, tolerance: 2.5 * engine.frameDuration)
        expectIdentical(engine.run { host.presentedViewController }, sheet)
        expectClose(engine.run { sheet.view.frame }, CGRect(x: 0, y: 0, width: 375, height: 667))
        expectNil(engine.run { host.view.window }, "the presenting view leaves again")
        #expect(engine.latestTraceLines.contains("completeTransition(false) after cancel"))
    }
}
