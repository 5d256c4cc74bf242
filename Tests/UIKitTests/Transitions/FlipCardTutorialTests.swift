import Expectations
import Testing
import UIKit

/// The flip-card tutorial's animators, written as a learner would, running unchanged but for the
/// `#selector` rewrite.
@MainActor
final class FlipPresenter: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true
        container.addSubview(toVC.view)
        container.addSubview(snapshot)
        toVC.view.isHidden = true
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        container.layer.sublayerTransform = perspective
        snapshot.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = CATransform3DIdentity
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.layer.transform = CATransform3DIdentity
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class CardScreen: UIViewController, UIViewControllerTransitioningDelegate {
    let card = UIView(frame: CGRect(x: 60, y: 150, width: 250, height: 350))
    let presenter = FlipPresenter()

    override func viewDidLoad() {
        view.backgroundColor = .white
        card.backgroundColor = .systemBlue
        view.addSubview(card)
    }

    func showPet() {
        let pet = UIViewController()
        pet.modalPresentationStyle = .fullScreen
        pet.transitioningDelegate = self
        present(pet, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenter.originFrame = card.frame
        return presenter
    }
}

@MainActor
struct FlipCardTutorialTests {
    @Test func presentRunsTheSevenSteps() throws {
        let engine = UIKitEngine()
        let screen = engine.run { CardScreen() }
        engine.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = screen
            window.makeKeyAndVisible()
        }
        engine.advance(by: 0.1)
        engine.run { screen.showPet() }
        try engine.runUntilIdle(timeout: 5)
        let kinds = engine.trace.events.map(\.kind.description)
        #expect(kinds.contains("asked animationController(forPresented:presenting:source:) → FlipPresenter"))
        #expect(kinds.contains("transitionDuration → 0.6"))
        #expect(kinds.contains("animateTransition"))
        #expect(kinds.contains("completeTransition(true)"))
        expectNotNil(engine.run { screen.presentedViewController })
        expectNil(engine.run { screen.view.window }, "the presenting view leaves the window after a full-screen presentation")
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }
}
