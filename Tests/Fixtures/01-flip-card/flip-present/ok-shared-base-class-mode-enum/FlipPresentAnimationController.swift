import UIKit

/// Both flips, in one place: presenting turns the card screen away and the pet in; dismissing
/// is the same timeline played the other way.
class FlipAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum Mode {
        case present
        case dismiss
    }

    let mode: Mode
    /// Where the card is, in the container's coordinates.
    var cardFrame = CGRect.zero

    private let duration: TimeInterval = 0.6
    private let act = 1.0 / 3.0

    init(mode: Mode) {
        self.mode = mode
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        // The pet screen is the one the snapshot pretends to be, in both directions.
        let petVC = mode == .present ? toVC : fromVC
        let cardsVC = mode == .present ? fromVC : toVC
        guard let picture = petVC.view.snapshotView(afterScreenUpdates: mode == .present) else {
            transitionContext.completeTransition(false)
            return
        }
        picture.layer.cornerRadius = 25
        picture.layer.masksToBounds = true

        container.addSubview(toVC.view)
        container.addSubview(picture)
        petVC.view.isHidden = true
        AnimationHelper.perspectiveTransform(for: container)

        let fullFrame = mode == .present ? transitionContext.finalFrame(for: toVC) : picture.frame
        let edgeOnPicture = AnimationHelper.yRotation(.pi / 2)
        let edgeOnCards = AnimationHelper.yRotation(-.pi / 2)
        let flat = AnimationHelper.yRotation(0)

        let acts: [() -> Void]
        switch mode {
        case .present:
            picture.frame = cardFrame
            picture.layer.transform = edgeOnPicture
            acts = [
                { cardsVC.view.layer.transform = edgeOnCards },
                { picture.layer.transform = flat },
                { picture.frame = fullFrame },
            ]
        case .dismiss:
            cardsVC.view.layer.transform = edgeOnCards
            acts = [
                { picture.frame = self.cardFrame },
                { picture.layer.transform = edgeOnPicture },
                { cardsVC.view.layer.transform = flat },
            ]
        }

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            for (index, step) in acts.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) * self.act, relativeDuration: self.act, animations: step)
            }
        }, completion: { _ in
            petVC.view.isHidden = false
            cardsVC.view.layer.transform = CATransform3DIdentity
            picture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FlipPresentAnimationController: FlipAnimationController {
    var originFrame: CGRect {
        get { cardFrame }
        set { cardFrame = newValue }
    }

    init() {
        super.init(mode: .present)
    }
}
