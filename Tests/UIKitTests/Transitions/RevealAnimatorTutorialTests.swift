import Expectations
import Testing
import UIKit

// LogoReveal ("iOS Animations by Tutorials" ch. 18, seeds/004), written afresh: the navigation
// delegate vends a RevealAnimator; a push masks the detail screen with the logo shape and scales the
// mask by 150 with a CABasicAnimation(keyPath: "transform") held by fillMode .forwards and
// isRemovedOnCompletion = false, fades the detail in, and completes in animationDidStop; a pop
// shrinks the detail away. Rewrites: `#selector(didTap)` → `LogoMasterViewController.didTap`;
// `performSegue(withIdentifier:sender:)` → a push in code; `kCAFillModeForwards` → `.forwards`.

/// The logo: a shape in a 60 × 40 box (a stand-in for RWLogoLayer).
@MainActor
enum LogoShape {
    static func logoLayer() -> CAShapeLayer {
        let layer = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 40))
        path.addLine(to: CGPoint(x: 12, y: 0))
        path.addLine(to: CGPoint(x: 34, y: 0))
        path.addQuadCurve(to: CGPoint(x: 32, y: 22), controlPoint: CGPoint(x: 48, y: 10))
        path.addLine(to: CGPoint(x: 44, y: 40))
        path.close()
        layer.path = path.cgPath
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.fillColor = UIColor.systemGreen.cgColor
        return layer
    }
}

@MainActor
final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let animationDuration = 2.0
    var operation: UINavigationController.Operation = .push
    weak var storedContext: UIViewControllerContextTransitioning?
    private(set) var stopFlags: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { animationDuration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        if operation == .push {
            let fromVC = transitionContext.viewController(forKey: .from) as! LogoMasterViewController
            let toVC = transitionContext.viewController(forKey: .to) as! LogoDetailViewController
            transitionContext.containerView.addSubview(toVC.view)
            toVC.view.frame = transitionContext.finalFrame(for: toVC)

            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            animation.toValue = NSValue(caTransform3D: CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1)))
            animation.duration = animationDuration
            animation.delegate = self
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)

            let maskLayer: CAShapeLayer = LogoShape.logoLayer()
            maskLayer.position = fromVC.logo.position
            toVC.view.layer.mask = maskLayer
            maskLayer.add(animation, forKey: nil)
            fromVC.logo.add(animation, forKey: nil)

            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = 0.0
            fadeIn.toValue = 1.0
            fadeIn.duration = animationDuration
            toVC.view.layer.add(fadeIn, forKey: nil)
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            let toView = transitionContext.view(forKey: .to)!
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseIn, animations: {
                fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopFlags.append(flag)
        if let context = storedContext {
            context.completeTransition(!context.transitionWasCancelled)
            let fromVC = context.viewController(forKey: .from) as! LogoMasterViewController
            fromVC.logo.removeAllAnimations()
            let toVC = context.viewController(forKey: .to) as! LogoDetailViewController
            toVC.view.layer.mask = nil
        }
        storedContext = nil
    }
}

@MainActor
final class LogoDetailViewController: UIViewController {
    override func viewDidLoad() {
        title = "Pack List"
        view.backgroundColor = .systemYellow
    }
}

@MainActor
final class LogoMasterViewController: UIViewController, UINavigationControllerDelegate {
    let logo = LogoShape.logoLayer()
    let transition = RevealAnimator()
    private(set) var pushed: [LogoDetailViewController] = []

    override func viewDidLoad() {
        view.backgroundColor = .systemBlue
        logo.position = CGPoint(x: view.layer.bounds.midX, y: view.layer.bounds.midY - 40)
        view.layer.addSublayer(logo)
        navigationController?.delegate = self
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: LogoMasterViewController.didTap))
    }

    func didTap() {
        let detail = LogoDetailViewController()
        pushed.append(detail)
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.operation = operation
        return transition
    }
}

@MainActor
struct RevealAnimatorTutorialTests {
    private func scene() -> (UIKitEngine, UINavigationController, LogoMasterViewController) {
        let engine = UIKitEngine()
        let master = engine.run { LogoMasterViewController() }
        let nav = engine.run { UINavigationController(rootViewController: master) }
        engine.show(nav)
        return (engine, nav, master)
    }

    @Test func pushRevealsTheDetailThroughTheGrowingLogo() throws {
        let (engine, nav, master) = scene()
        expectIdentical(engine.run { nav.delegate }, master, "viewDidLoad found its navigation controller")
        engine.tap(at: CGPoint(x: 187, y: 500))
        let detail = try #require(master.pushed.first)
        #expect(engine.latestTraceLines.contains("asked navigationController(_:animationControllerFor:from:to:) → RevealAnimator"))
        engine.advance(by: 0)
        let mask = try #require(engine.run { detail.view.layer.mask } as? CAShapeLayer)
        expectEqual(mask.position, master.logo.position)
        let start = engine.currentTime
        engine.advance(to: start + 1)
        // Ease-in at half time: p = 0.315357; scale 1 + 149 p.
        let half = engine.run { mask.presentation()?.transform } ?? CATransform3DIdentity
        expectClose(half.m11, 1 + 149 * 0.315357, tolerance: 0.05, "the mask grows")
        expectClose(half.m42, -1500 * 0.315357, tolerance: 0.5, "and moves up 10 points scaled by 150")
        let logoHalf = engine.run { master.logo.presentation()?.transform.m11 } ?? 0
        expectClose(logoHalf, half.m11, tolerance: 1e-6, "the logo on the master grows with it")
        expectClose(Double(engine.run { detail.view.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.01, "the detail fades in (linear)")
        try engine.runUntilIdle(timeout: 3)
        let completed = try #require(engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") })
        expectClose(completed - start, 2, tolerance: 2 * engine.frameDuration, "animationDidStop completes the transition at 2 s")
        expectEqual(master.transition.stopFlags, [true, true], "both copies of the animation stop finished; only the first completes")
        expectNil(engine.run { detail.view.layer.mask })
        expectNil(engine.run { master.logo.animationKeys() }, "the logo's held animation was removed")
        expectIdentical(engine.run { nav.topViewController }, detail)
        expectNil(engine.run { master.view.superview })
        expectIdentical(engine.run { detail.view.superview }, nav.contentView)
        #expect(engine.latestTraceLines.filter { $0.hasPrefix("problem") }.isEmpty, "\(engine.latestTraceLines)")
    }

    @Test func popShrinksTheDetailAway() throws {
        let (engine, nav, master) = scene()
        engine.tap(at: CGPoint(x: 187, y: 500))
        try engine.runUntilIdle(timeout: 3)
        let detail = try #require(master.pushed.first)
        engine.run { _ = nav.popViewController(animated: true) }
        engine.advance(by: engine.frameDuration)
        expectEqual(engine.run { nav.contentView.subviews }, [master.view, detail.view], "the master goes below the detail")
        engine.advance(by: 1.5)
        let scale = engine.run { detail.view.layer.presentation()?.transform.m11 } ?? 1
        #expect(scale < 0.6 && scale > 0.01, "shrinking (ease-in): \(scale)")
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { nav.topViewController }, master)
        expectNil(engine.run { detail.view.window })
        expectIdentical(engine.run { master.view.superview }, nav.contentView)
        expectEqual(master.transition.operation, .pop)
        // And again: the reveal works a second time.
        engine.tap(at: CGPoint(x: 187, y: 500))
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { nav.topViewController }, master.pushed.last)
        expectEqual(master.pushed.count, 2)
    }
}
