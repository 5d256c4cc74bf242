import Expectations
import Testing
import UIKit

// The "guess the pet" flip-card tutorial (seeds/000), written afresh: the present and dismiss
// animators (snapshot, perspective, y-rotation, cubic keyframes) and the swipe interaction
// controller (a left screen-edge pan, 200 pt = 100 %, finish past 50 %). Documented rewrites only:
// `#selector(handleGesture(gestureRecognizer:))` → `SwipeInteractionController.handleGesture(gestureRecognizer:)`;
// `prepare(for:sender:)` → a plain `prepare(_:)` the card calls before presenting;
// `modalPresentationStyle = .fullScreen` (the default was full screen when the tutorial was written).

/// The tutorial's AnimationHelper.
@MainActor
enum FlipAnimationHelper {
    static func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
    }

    static func perspectiveTransform(for containerView: UIView) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        containerView.layer.sublayerTransform = transform
    }
}

@MainActor
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let initialFrame = originFrame
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)!
        snapshot.frame = initialFrame
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true
        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true
        FlipAnimationHelper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = FlipAnimationHelper.yRotation(.pi / 2)
        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = FlipAnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = FlipAnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.layer.transform = FlipAnimationHelper.yRotation(0)
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let finalFrame = destinationFrame
        let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)!
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true
        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true
        FlipAnimationHelper.perspectiveTransform(for: containerView)
        toVC.view.layer.transform = FlipAnimationHelper.yRotation(-.pi / 2)
        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = FlipAnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                toVC.view.layer.transform = FlipAnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    func wire(to viewController: UIViewController!) {
        self.viewController = viewController
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture(gestureRecognizer:))
        gesture.edges = .left
        view.addGestureRecognizer(gesture)
    }

    func handleGesture(gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = Float(translation.x / 200)
        progress = fminf(fmaxf(progress, 0.0), 1.0)
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(CGFloat(progress))
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if !shouldCompleteTransition { cancel() } else { finish() }
        default:
            break
        }
    }
}

/// The pet picture behind the card.
@MainActor
final class PetRevealViewController: UIViewController {
    let picture = UIView()
    override func viewDidLoad() {
        view.backgroundColor = .white
        picture.frame = view.bounds.insetBy(dx: 20, dy: 80)
        picture.backgroundColor = .systemOrange
        view.addSubview(picture)
    }
}

/// One card of the game; it is its reveal screen's transitioning delegate.
@MainActor
final class GuessCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let cardView = UIView(frame: CGRect(x: 60, y: 150, width: 250, height: 350))
    private let flipPresentAnimationController = FlipPresentAnimationController()
    private let flipDismissAnimationController = FlipDismissAnimationController()
    let swipeInteractionController = SwipeInteractionController()

    override func viewDidLoad() {
        view.backgroundColor = .systemBlue
        cardView.backgroundColor = .systemYellow
        view.addSubview(cardView)
    }

    /// `prepare(for:sender:)` without the segue.
    func prepare(_ destinationViewController: PetRevealViewController) {
        destinationViewController.modalPresentationStyle = .fullScreen
        destinationViewController.transitioningDelegate = self
        swipeInteractionController.wire(to: destinationViewController)
    }

    @discardableResult
    func showPet() -> PetRevealViewController {
        let reveal = PetRevealViewController()
        prepare(reveal)
        present(reveal, animated: true, completion: nil)
        return reveal
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipPresentAnimationController.originFrame = cardView.frame
        return flipPresentAnimationController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipDismissAnimationController.destinationFrame = cardView.frame
        return flipDismissAnimationController
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        swipeInteractionController.interactionInProgress ? swipeInteractionController : nil
    }
}

@MainActor
struct FlipCardRoundTripTutorialTests {
    private func scene() -> (UIKitEngine, GuessCardViewController, UIWindow) {
        let engine = UIKitEngine()
        let card = engine.run { GuessCardViewController() }
        let window = engine.show(card)
        return (engine, card, window)
    }

    private func presented(_ engine: UIKitEngine, _ card: GuessCardViewController) throws -> PetRevealViewController {
        let reveal = engine.run { card.showPet() }
        try engine.runUntilIdle(timeout: 3)
        return reveal
    }

    @Test func presentingFlipsTheCardOpen() throws {
        let (engine, card, window) = scene()
        let reveal = engine.run { card.showPet() }
        engine.advance(by: engine.frameDuration)
        let container = try #require(engine.run { reveal.view.superview })
        #expect(engine.run { reveal.view.isHidden }, "the real view hides behind the snapshot")
        #expect(engine.run { container.subviews.contains { $0.isSnapshot } })
        expectClose(engine.run { container.layer.sublayerTransform.m34 }, -0.002)
        engine.advance(by: 0.2 - engine.frameDuration)
        let turning = engine.run { card.view.layer.presentation()?.transform } ?? CATransform3DIdentity
        expectLess(abs(turning.m11), 0.6, "at 0.2 s the card view has turned well past 45°: m11 = \(turning.m11)")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { reveal.view.isHidden }, false)
        expectEqual(engine.run { container.subviews.contains { $0.isSnapshot } }, false, "the snapshot is gone")
        expectClose(engine.run { reveal.view.frame }, window.bounds)
        expectNil(engine.run { card.view.window }, "UIKit removed the card screen")
        expectClose(engine.run { card.view.layer.transform }, CATransform3DIdentity, tolerance: 1e-9, "the tutorial turns it back in the completion")
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("problem") }, "\(engine.latestTraceLines)")
    }

    @Test func dismissingFlipsBackToTheCard() throws {
        let (engine, card, window) = scene()
        let reveal = try presented(engine, card)
        engine.run { reveal.dismiss(animated: true) }
        engine.advance(by: 0.3)
        let container = try #require(engine.run { card.view.superview })
        let snapshot = try #require(engine.run { container.subviews.first { $0.isSnapshot } })
        let shrunk = engine.run { snapshot.layer.presentation()?.bounds.size } ?? .zero
        // Half way (keyframes ease in and out over the whole duration by default): the snapshot has
        // shrunk to about the card (the cubic spline swings a little around it).
        #expect(shrunk.width > 150 && shrunk.width < 300, "\(shrunk)")
        #expect(shrunk.height > 250 && shrunk.height < 420, "\(shrunk)")
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { card.view.superview }, window, "the card screen is back")
        expectClose(engine.run { card.view.frame }, window.bounds)
        expectClose(engine.run { card.view.layer.transform }, CATransform3DIdentity, tolerance: 1e-9)
        expectNil(engine.run { reveal.view.window })
        expectNil(engine.run { card.presentedViewController })
        #expect(engine.latestTraceLines.contains("asked interactionControllerForDismissal(using:) → nil"), "no swipe: not interactive")
    }

    @Test func swipingPastHalfwayDismisses() throws {
        let (engine, card, window) = scene()
        let reveal = try presented(engine, card)
        let touch = engine.drag(from: CGPoint(x: 3, y: 300), to: CGPoint(x: 153, y: 300), duration: 0.5, steps: 10, lift: false)
        #expect(card.swipeInteractionController.interactionInProgress)
        expectClose(card.swipeInteractionController.percentComplete, 0.75, tolerance: 1e-9, "150 of 200 points")
        #expect(engine.latestTraceLines.contains("asked interactionControllerForDismissal(using:) → SwipeInteractionController"))
        #expect(engine.latestTraceLines.contains("startInteractiveTransition"))
        touch.lift()
        try engine.runUntilIdle(timeout: 3)
        #expect(!card.swipeInteractionController.interactionInProgress)
        expectNil(engine.run { card.presentedViewController })
        expectIdentical(engine.run { card.view.superview }, window)
        expectNil(engine.run { reveal.view.window })
        #expect(engine.latestTraceLines.contains("finishInteractiveTransition(0.75)"))
        #expect(engine.latestTraceLines.contains("completeTransition(true)"))
    }

    @Test func aShortSwipeIsCancelledAndTheRevealStays() throws {
        let (engine, card, window) = scene()
        let reveal = try presented(engine, card)
        engine.drag(from: CGPoint(x: 3, y: 300), to: CGPoint(x: 63, y: 300), duration: 0.4, steps: 6)
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { card.presentedViewController }, reveal)
        expectIdentical(engine.run { reveal.view.window }, window)
        expectEqual(engine.run { reveal.view.isHidden }, false, "the completion showed the real view again")
        expectClose(engine.run { reveal.view.frame }, window.bounds)
        expectNil(engine.run { card.view.window }, "the card screen leaves again")
        expectEqual(engine.run { reveal.view.superview?.subviews.contains { $0.isSnapshot } }, false)
        #expect(engine.latestTraceLines.contains("completeTransition(false) after cancel"))
        // A plain dismissal afterwards is not interactive.
        engine.run { reveal.dismiss(animated: true) }
        try engine.runUntilIdle(timeout: 3)
        expectNil(engine.run { card.presentedViewController })
        #expect(engine.latestTraceLines.contains("asked interactionControllerForDismissal(using:) → nil"))
    }
}
