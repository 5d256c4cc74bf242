import Expectations
import Testing
import UIKit

// LogoReveal made interactive ("iOS Animations by Tutorials" ch. 19, seeds/004), written afresh:
// the animator is also a UIPercentDrivenInteractiveTransition subclass; when interactive it pauses
// the container layer itself (speed 0, timeOffset = its local time); `update(_:)` moves the layer's
// timeOffset; `cancel()`/`finish()` call `restart(forFinishing:)`, which sets
// `beginTime = CACurrentMediaTime()` and `speed = ±1` before calling super. A pan on the master
// drives it: 200 points = 100 %, progress kept in [0.01, 0.99], finish past 50 %.
// Rewrites: `#selector(didPan(_:))` → `PanRevealMasterViewController.didPan`;
// `performSegue(withIdentifier:sender:)` → a push in code.

@MainActor
final class InteractiveRevealAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let animationDuration = 2.0
    var operation: UINavigationController.Operation = .push
    weak var storedContext: UIViewControllerContextTransitioning?
    var interactive = false
    private var pausedTime: CFTimeInterval = 0
    private(set) var stopFlags: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { animationDuration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        if operation == .push {
            let fromVC = transitionContext.viewController(forKey: .from) as! PanRevealMasterViewController
            let toVC = transitionContext.viewController(forKey: .to)!
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
        if interactive {
            let transitionLayer = transitionContext.containerView.layer
            pausedTime = transitionLayer.convertTime(CACurrentMediaTime(), from: nil)
            transitionLayer.speed = 0
            transitionLayer.timeOffset = pausedTime
        }
    }

    /// Not in the tutorial: puts the container's layer back to normal time when the transition
    /// ends (the tutorial leaves it as `restart(forFinishing:)` set it).
    var restoresContainer = false

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopFlags.append(flag)
        if let context = storedContext {
            if restoresContainer {
                let layer = context.containerView.layer
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
            }
            context.completeTransition(!context.transitionWasCancelled)
            let fromVC = context.viewController(forKey: .from) as! PanRevealMasterViewController
            fromVC.logo.removeAllAnimations()
            context.viewController(forKey: .to)?.view.layer.mask = nil
        }
        storedContext = nil
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view!.superview!)
        var progress: CGFloat = abs(translation.x / 200.0)
        progress = min(max(progress, 0.01), 0.99)
        switch recognizer.state {
        case .changed:
            update(progress)
        case .cancelled, .ended:
            if progress < 0.5 {
                cancel()
            } else {
                finish()
            }
            interactive = false
        default:
            break
        }
    }

    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        let animationProgress = TimeInterval(animationDuration) * TimeInterval(percentComplete)
        storedContext?.containerView.layer.timeOffset = pausedTime + animationProgress
    }

    override func cancel() {
        restart(forFinishing: false)
        super.cancel()
    }

    override func finish() {
        restart(forFinishing: true)
        super.finish()
    }

    private func restart(forFinishing: Bool) {
        let transitionLayer = storedContext?.containerView.layer
        transitionLayer?.beginTime = CACurrentMediaTime()
        transitionLayer?.speed = forFinishing ? 1 : -1
    }
}

@MainActor
final class PanRevealMasterViewController: UIViewController, UINavigationControllerDelegate {
    let logo = LogoShape.logoLayer()
    let transition = InteractiveRevealAnimator()
    private(set) var pushed: [UIViewController] = []

    override func viewDidLoad() {
        view.backgroundColor = .systemBlue
        logo.position = CGPoint(x: view.layer.bounds.midX, y: view.layer.bounds.midY - 40)
        view.layer.addSublayer(logo)
        navigationController?.delegate = self
        // The book adds the pan in viewDidAppear(_:), which adds one more each time the master
        // reappears; one is enough here.
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PanRevealMasterViewController.didPan))
    }

    func didPan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            transition.interactive = true
            showDetails()
        default:
            transition.handlePan(recognizer)
        }
    }

    func showDetails() {
        let detail = LogoDetailViewController()
        pushed.append(detail)
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if !transition.interactive { return nil }
        return transition
    }
}

@MainActor
struct InteractiveRevealTutorialTests {
    private func scene() -> (UIKitEngine, UINavigationController, PanRevealMasterViewController) {
        let engine = UIKitEngine()
        let master = engine.run { PanRevealMasterViewController() }
        let nav = engine.run { UINavigationController(rootViewController: master) }
        engine.show(nav)
        return (engine, nav, master)
    }

    private func maskScale(_ engine: UIKitEngine, _ detail: UIViewController) -> CGFloat {
        engine.run { detail.view.layer.mask?.presentation()?.transform.m11 } ?? .nan
    }

    /// The ease-in mask scale at progress `p` of the reveal.
    private func expectedScale(at p: Double) -> CGFloat {
        1 + 149 * CGFloat(CAMediaTimingFunction(name: .easeIn).progress(at: p))
    }

    @Test func panningFollowsTheFinger() throws {
        let (engine, nav, master) = scene()
        let touch = engine.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.5, steps: 10, lift: false)
        let detail = try #require(master.pushed.first)
        #expect(engine.latestTraceLines.contains("asked navigationController(_:interactionControllerFor:) → InteractiveRevealAnimator"))
        #expect(engine.latestTraceLines.contains("startInteractiveTransition"))
        expectEqual(engine.run { nav.contentView.layer.speed }, 0, "paused")
        expectClose(master.transition.percentComplete, 0.5, tolerance: 1e-9, "100 of 200 points")
        engine.advance(by: engine.frameDuration)
        expectClose(maskScale(engine, detail), expectedScale(at: 0.5), tolerance: 0.05, "the mask shows half the reveal")
        engine.advance(by: 1)
        expectClose(maskScale(engine, detail), expectedScale(at: 0.5), tolerance: 0.05, "and stays there while the finger rests")
        touch.lift()
        try engine.runUntilIdle(timeout: 5)
    }

    @Test func releasingPastHalfwayFinishesTheReveal() throws {
        let (engine, nav, master) = scene()
        let touch = engine.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.5, steps: 8, lift: false)
        let detail = try #require(master.pushed.first)
        let releasedAt = engine.currentTime
        touch.lift()
        #expect(!master.transition.interactive)
        try engine.runUntilIdle(timeout: 5)
        let completed = try #require(engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") })
        // Released at 160 of 200 points: the tutorial's own restart plays the rest, 20 % of 2 s,
        // at normal speed — UIKit does not move the container's time as well (FIDELITY §4.4).
        expectClose(completed - releasedAt, 0.4, tolerance: 2.5 * engine.frameDuration, "the rest at normal speed")
        #expect(engine.latestTraceLines.contains("completeTransition(true)"))
        expectIdentical(engine.run { nav.topViewController }, detail)
        expectNil(engine.run { detail.view.layer.mask })
        expectNil(engine.run { master.logo.animationKeys() })
        expectNil(engine.run { master.view.superview })
        expectEqual(engine.run { nav.contentView.layer.speed }, 1, "the tutorial's restart left it running forwards")
    }

    @Test func releasingEarlyCancelsAndTheTransitionStillCompletes() throws {
        let (engine, nav, master) = scene()
        engine.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 110, y: 400), duration: 0.4, steps: 5)
        let releasedAt = engine.currentTime
        let detail = try #require(master.pushed.first)
        try engine.runUntilIdle(timeout: 5)
        let completed = try #require(engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") })
        expectClose(completed - releasedAt, 0.5, tolerance: 2.5 * engine.frameDuration, "25 % of 2 s played back at normal speed")
        let lines = engine.latestTraceLines
        #expect(lines.contains("cancelInteractiveTransition(0.25)"), "\(lines)")
        #expect(lines.contains("completeTransition(false) after cancel"), "animationDidStop completed the cancelled transition: \(lines)")
        #expect(lines.contains("ended (cancelled)"))
        expectIdentical(engine.run { nav.topViewController }, master)
        expectEqual(engine.run { nav.viewControllers }, [master])
        expectNil(engine.run { detail.view.superview })
        expectIdentical(engine.run { master.view.superview }, nav.contentView)
        expectNil(engine.run { detail.view.layer.mask })
        expectNil(engine.run { master.logo.animationKeys() })
        expectEqual(engine.run { nav.contentView.layer.speed }, -1, "the container stays as the tutorial's restart left it: UIKit does not reset it")
    }

    @Test func afterACancelAPushInCodeRunsTheFullRevealAtNormalSpeedIfTheAppRestoresTheContainer() throws {
        let (engine, nav, master) = scene()
        master.transition.restoresContainer = true
        engine.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 110, y: 400), duration: 0.4, steps: 5)
        try engine.runUntilIdle(timeout: 5)
        engine.run { master.showDetails() }
        let start = engine.currentTime
        let detail = try #require(master.pushed.last)
        engine.advance(by: 1)
        expectClose(maskScale(engine, detail), expectedScale(at: 0.5), tolerance: 0.05, "half way after 1 s of 2 s")
        try engine.runUntilIdle(timeout: 5)
        let completed = try #require(engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") })
        expectClose(completed - start, 2, tolerance: 2 * engine.frameDuration)
        expectIdentical(engine.run { nav.topViewController }, detail)
    }

    @Test func theBackButtonPopsWithoutInteraction() throws {
        let (engine, nav, master) = scene()
        engine.run { master.showDetails() }
        try engine.runUntilIdle(timeout: 5)
        engine.run { _ = nav.popViewController(animated: true) }
        #expect(engine.latestTraceLines.contains("asked navigationController(_:interactionControllerFor:) → nil"))
        try engine.runUntilIdle(timeout: 5)
        expectIdentical(engine.run { nav.topViewController }, master)
    }
}
