import Expectations
import Testing
import UIKit

// The reference article's overlay (seeds/002, "CustomModalTransition"), written afresh in today's
// Swift: a `.custom` presentation of a window two thirds of the screen, grown from a one-point
// sliver by OverlayAnimationController, over a dimming view that OverlayPresentationController adds
// and animates alongside through the transition coordinator, and lays out in
// containerViewWillLayoutSubviews. The delegate is kept by a strong property (it is weak on the
// presented controller). No engine rewrites were needed.

@MainActor
final class OverlayAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let duration = transitionDuration(using: transitionContext)

        if toVC.isBeingPresented, let toView = transitionContext.view(forKey: .to) {
            let toViewWidth = containerView.frame.width * 2 / 3, toViewHeight = containerView.frame.height * 2 / 3
            containerView.addSubview(toView)
            toView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
            toView.bounds = CGRect(x: 0, y: 0, width: 1, height: toViewHeight)
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                toView.bounds = CGRect(x: 0, y: 0, width: toViewWidth, height: toViewHeight)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
        // A .custom dismissal: do not add the to view (the presenting view) to the container.
        if fromVC.isBeingDismissed, let fromView = transitionContext.view(forKey: .from) {
            let fromViewHeight = fromView.frame.height
            UIView.animate(withDuration: duration, animations: {
                fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: fromViewHeight)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

@MainActor
final class OverlayPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.addSubview(dimmingView)
        let dimmingViewInitialWidth = containerView.frame.width * 2 / 3, dimmingViewInitialHeight = containerView.frame.height * 2 / 3
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        dimmingView.bounds = CGRect(x: 0, y: 0, width: dimmingViewInitialWidth, height: dimmingViewInitialHeight)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.bounds = containerView.bounds
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        dimmingView.bounds = containerView.bounds
        let width = containerView.frame.width * 2 / 3, height = containerView.frame.height * 2 / 3
        presentedView?.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        presentedView?.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    }
}

@MainActor
final class ModalTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        OverlayAnimationController()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        OverlayAnimationController()
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
final class OverlayHostViewController: UIViewController {
    let strongReferenceDelegate = ModalTransitionDelegate()

    func showOverlay() -> UIViewController {
        let presentedVC = UIViewController()
        presentedVC.view.backgroundColor = .white
        presentedVC.transitioningDelegate = strongReferenceDelegate
        presentedVC.modalPresentationStyle = .custom
        present(presentedVC, animated: true, completion: nil)
        return presentedVC
    }
}

@MainActor
struct OverlayPresentationTutorialTests {
    private func presentedBounds(_ engine: UIKitEngine, _ view: UIView) -> CGRect {
        engine.run { view.layer.presentation()?.bounds } ?? .null
    }

    @Test func theOverlayGrowsOverADimmingView() throws {
        let engine = UIKitEngine()
        let host = engine.run { OverlayHostViewController() }
        let window = engine.show(host)
        let overlay = engine.run { host.showOverlay() }
        let pc = try #require(engine.run { overlay.presentationController } as? OverlayPresentationController)
        let container = try #require(pc.containerView)
        expectEqual(engine.run { container.subviews }, [pc.dimmingView, overlay.view], "dimming below, overlay on top")
        engine.advance(by: 0.25)
        let half = presentedBounds(engine, overlay.view)
        expectClose(half.width, (1 + 250) / 2, tolerance: 2, "ease-in-out: half way from a sliver to 2/3 of the width")
        let dimming = presentedBounds(engine, pc.dimmingView)
        expectClose(dimming.width, (250 + 375) / 2, tolerance: 2, "the dimming view grows alongside")
        try engine.runUntilIdle(timeout: 2)
        expectClose(engine.run { overlay.view.frame }, CGRect(x: 62.5, y: 667.0 / 6, width: 250, height: 667.0 * 2 / 3), tolerance: 1e-6)
        expectClose(engine.run { pc.dimmingView.frame }, window.bounds)
        expectIdentical(engine.run { host.view.window }, window, "the presenting view stays visible under the dimming")
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("problem") }, "\(engine.latestTraceLines)")
    }

    @Test func dismissingShrinksTheOverlayAndKeepsThePresentingView() throws {
        let engine = UIKitEngine()
        let host = engine.run { OverlayHostViewController() }
        let window = engine.show(host)
        let overlay = engine.run { host.showOverlay() }
        try engine.runUntilIdle(timeout: 2)
        let pc = try #require(engine.run { overlay.presentationController } as? OverlayPresentationController)
        engine.run { overlay.dismiss(animated: true) }
        engine.advance(by: 0.25)
        expectClose(Double(engine.run { pc.dimmingView.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.03, "the dimming fades alongside")
        expectLess(presentedBounds(engine, overlay.view).width, 200)
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { host.view.superview }, window)
        expectEqual(engine.run { window.subviews }, [host.view])
        expectNil(engine.run { host.presentedViewController })
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("problem") }, "\(engine.latestTraceLines)")
    }

    @Test func rotationRelaysTheOverlayOutThroughThePresentationController() throws {
        let engine = UIKitEngine()
        let host = engine.run { OverlayHostViewController() }
        engine.show(host)
        let overlay = engine.run { host.showOverlay() }
        try engine.runUntilIdle(timeout: 2)
        let pc = try #require(engine.run { overlay.presentationController } as? OverlayPresentationController)
        engine.rotate(to: .landscapeLeft)
        try engine.runUntilIdle(timeout: 2)
        expectClose(engine.run { overlay.view.bounds.size }, CGSize(width: 667.0 * 2 / 3, height: 250), tolerance: 1e-6)
        expectClose(engine.run { overlay.view.center }, CGPoint(x: 333.5, y: 187.5), tolerance: 1e-6)
        expectClose(engine.run { pc.dimmingView.frame }, CGRect(x: 0, y: 0, width: 667, height: 375), tolerance: 1e-6)
    }
}
