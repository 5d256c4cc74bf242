import UIKit

final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let away = CGAffineTransform(translationX: container.bounds.width, y: container.bounds.height)
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let chart = transitionContext.view(forKey: key) else { return }
        if presenting {
            if let vc = transitionContext.viewController(forKey: .to) { chart.frame = transitionContext.finalFrame(for: vc) }
            container.addSubview(chart)
            chart.transform = away
        } else if let sky = transitionContext.view(forKey: .to) {
            container.insertSubview(sky, at: 0)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            chart.transform = self.presenting ? .identity : away
        }, completion: { _ in
            chart.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
