import Expectations
import Testing
import UIKit

// The reference article's reusable Slide animator (seeds/002), written afresh: one animation
// controller for navigation (horizontal, by operation), tab bar (horizontal, by index) and modal
// (vertical) transitions, vended by three small delegate objects kept in strong properties; plus
// the article's interactive edge-pan pop (a UIPercentDrivenInteractiveTransition returned only
// while the gesture drives). Rewrites: `#selector(...)` → method references through the type.

enum SlideTransitionType {
    case navigation(UINavigationController.Operation)
    case tab(TabOperationDirection)
    case modal(ModalOperation)
}

enum TabOperationDirection { case left, right }
enum ModalOperation { case presentation, dismissal }

@MainActor
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    private let transitionType: SlideTransitionType

    init(type: SlideTransitionType) {
        transitionType = type
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let width = containerView.frame.width, height = containerView.frame.height

        var toViewTransform = CGAffineTransform.identity
        var fromViewTransform = CGAffineTransform.identity
        switch transitionType {
        case .navigation(let operation):
            let translation = operation == .push ? width : -width
            toViewTransform = CGAffineTransform(translationX: translation, y: 0)
            fromViewTransform = CGAffineTransform(translationX: -translation, y: 0)
        case .tab(let direction):
            let translation = direction == .left ? -width : width
            toViewTransform = CGAffineTransform(translationX: translation, y: 0)
            fromViewTransform = CGAffineTransform(translationX: -translation, y: 0)
        case .modal(let operation):
            toViewTransform = operation == .presentation ? CGAffineTransform(translationX: 0, y: height) : .identity
            fromViewTransform = operation == .presentation ? .identity : CGAffineTransform(translationX: 0, y: height)
        }

        // 1: the to view goes into the container (under the from view when a modal goes away).
        if let toView {
            if case .modal(.dismissal) = transitionType, let fromView {
                containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                containerView.addSubview(toView)
            }
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.transform = toViewTransform
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView?.transform = fromViewTransform
            toView?.transform = .identity
        }, completion: { _ in
            // Cancelled or not, put the views back.
            fromView?.transform = .identity
            toView?.transform = .identity
            // 2
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactive = false
    let interactionController = UIPercentDrivenInteractiveTransition()

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController(type: .navigation(operation))
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interactionController : nil
    }
}

@MainActor
final class SlideTabBarDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let fromIndex = tabBarController.viewControllers!.firstIndex(of: fromVC)!
        let toIndex = tabBarController.viewControllers!.firstIndex(of: toVC)!
        let tabChangeDirection: TabOperationDirection = toIndex < fromIndex ? .left : .right
        return SlideAnimationController(type: .tab(tabChangeDirection))
    }
}

@MainActor
final class SlideModalDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController(type: .modal(.presentation))
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController(type: .modal(.dismissal))
    }
}

/// A pushed screen that pops itself with a left-edge swipe, as in the article.
@MainActor
final class SwipeBackViewController: UIViewController {
    weak var navigationDelegate: SlideNavigationDelegate?

    override func viewDidLoad() {
        view.backgroundColor = .systemTeal
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeBackViewController.handleEdgePanGesture)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handleEdgePanGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translationX = gesture.translation(in: view).x
        let translationBase: CGFloat = view.frame.width / 3
        let translationAbs = translationX > 0 ? translationX : -translationX
        let percent = translationAbs > translationBase ? 1.0 : translationAbs / translationBase
        switch gesture.state {
        case .began:
            // Once the pop starts the controller leaves the stack: take the delegate first.
            navigationDelegate = navigationController?.delegate as? SlideNavigationDelegate
            navigationDelegate?.interactive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            navigationDelegate?.interactionController.update(percent)
        case .cancelled, .ended:
            if percent > 0.5 {
                navigationDelegate?.interactionController.finish()
            } else {
                navigationDelegate?.interactionController.cancel()
            }
            navigationDelegate?.interactive = false
        default:
            navigationDelegate?.interactive = false
        }
    }
}

@MainActor
struct SlideAnimatorTutorialTests {
    private func tx(_ engine: UIKitEngine, _ view: UIView) -> CGFloat { engine.run { view.layer.presentation()?.transform.m41 } ?? .nan }
    private func ty(_ engine: UIKitEngine, _ view: UIView) -> CGFloat { engine.run { view.layer.presentation()?.transform.m42 } ?? .nan }

    @Test func navigationPushAndPopSlideSideways() throws {
        let engine = UIKitEngine()
        let delegate = SlideNavigationDelegate()
        let first = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: first) }
        engine.show(nav)
        engine.run { nav.delegate = delegate }
        let second = engine.run { SwipeBackViewController() }
        engine.run { nav.pushViewController(second, animated: true) }
        engine.advance(by: 0.25)
        expectClose(tx(engine, second.view), 187.5, tolerance: 2, "the pushed view comes in from the right (half way)")
        expectClose(tx(engine, first.view), -187.5, tolerance: 2, "the old one leaves to the left")
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { nav.topViewController }, second)
        expectEqual(engine.run { second.view.transform }, .identity)
        engine.run { _ = nav.popViewController(animated: true) }
        engine.advance(by: 0.25)
        expectClose(tx(engine, first.view), -187.5, tolerance: 2, "a pop comes back from the left")
        expectClose(tx(engine, second.view), 187.5, tolerance: 2)
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { nav.topViewController }, first)
        expectEqual(engine.run { first.view.transform }, .identity)
        expectNil(engine.run { second.view.window })
    }

    @Test func tabSwitchesSlideByIndex() throws {
        let engine = UIKitEngine()
        let delegate = SlideTabBarDelegate()
        let tabs = engine.run { UITabBarController() }
        let pages = (0..<3).map { _ in engine.run { UIViewController() } }
        engine.run {
            tabs.viewControllers = pages
            tabs.delegate = delegate
        }
        engine.show(tabs)
        engine.run { tabs.selectedIndex = 2 }
        engine.advance(by: 0.25)
        expectClose(tx(engine, pages[2].view), 187.5, tolerance: 2, "to the right: in from the right")
        try engine.runUntilIdle(timeout: 2)
        engine.run { tabs.selectedIndex = 0 }
        engine.advance(by: 0.25)
        expectClose(tx(engine, pages[0].view), -187.5, tolerance: 2, "to the left: in from the left")
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { tabs.selectedViewController }, pages[0])
        expectIdentical(engine.run { pages[0].view.superview }, tabs.contentView)
        expectNil(engine.run { pages[2].view.superview })
    }

    @Test func modalPresentationSlidesUpAndDismissalSlidesDown() throws {
        let engine = UIKitEngine()
        let delegate = SlideModalDelegate()
        let root = engine.run { UIViewController() }
        let window = engine.show(root)
        let sheet = engine.run { UIViewController() }
        engine.run {
            sheet.transitioningDelegate = delegate
            sheet.modalPresentationStyle = .fullScreen
            root.present(sheet, animated: true)
        }
        engine.advance(by: 0.25)
        expectClose(ty(engine, sheet.view), 333.5, tolerance: 2, "half way up from below the screen")
        try engine.runUntilIdle(timeout: 2)
        expectNil(engine.run { root.view.window })
        engine.run { sheet.dismiss(animated: true) }
        engine.advance(by: 0.25)
        expectClose(ty(engine, sheet.view), 333.5, tolerance: 2, "half way down")
        expectIdentical(engine.run { root.view.superview?.subviews.first }, root.view, "the presenting view waits underneath")
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { root.view.superview }, window)
        expectNil(engine.run { sheet.view.window })
        expectEqual(engine.run { root.view.transform }, .identity)
    }

    @Test func anEdgeSwipePastHalfPopsInteractively() throws {
        let engine = UIKitEngine()
        let delegate = SlideNavigationDelegate()
        let first = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: first) }
        engine.show(nav)
        engine.run { nav.delegate = delegate }
        let second = engine.run { SwipeBackViewController() }
        engine.run { nav.pushViewController(second, animated: false) }
        engine.advance(by: engine.frameDuration)
        let touch = engine.drag(from: CGPoint(x: 3, y: 300), to: CGPoint(x: 103, y: 300), duration: 0.5, steps: 10, lift: false)
        #expect(engine.latestTraceLines.contains("asked navigationController(_:interactionControllerFor:) → UIPercentDrivenInteractiveTransition"))
        expectClose(delegate.interactionController.percentComplete, 0.8, tolerance: 1e-9, "100 of 125 points")
        engine.advance(by: engine.frameDuration)
        let eased = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.8))
        expectClose(tx(engine, second.view), 375 * eased, tolerance: 1, "the top view follows the finger (80 % through an ease-in-out slide)")
        touch.lift()
        try engine.runUntilIdle(timeout: 2)
        #expect(!delegate.interactive)
        expectIdentical(engine.run { nav.topViewController }, first)
        expectNil(engine.run { second.view.window })
        expectEqual(engine.latestTraceLines.filter { $0 == "startInteractiveTransition" }.count, 1, "one pop, though two edge pans saw the swipe")
    }

    @Test func aShortEdgeSwipeIsCancelled() throws {
        let engine = UIKitEngine()
        let delegate = SlideNavigationDelegate()
        let first = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: first) }
        engine.show(nav)
        engine.run { nav.delegate = delegate }
        let second = engine.run { SwipeBackViewController() }
        engine.run { nav.pushViewController(second, animated: false) }
        engine.advance(by: engine.frameDuration)
        engine.drag(from: CGPoint(x: 3, y: 300), to: CGPoint(x: 43, y: 300), duration: 0.4, steps: 4)
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { nav.topViewController }, second)
        expectEqual(engine.run { second.view.transform }, .identity, "the completion reset the transforms")
        expectNil(engine.run { first.view.superview })
        #expect(engine.latestTraceLines.contains("ended (cancelled)"))
    }
}
