import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let herbView = presenting ? toView : transitionContext.view(forKey: .from)!
        let detailsVC = transitionContext.viewController(forKey: presenting ? .to : .from) as! HerbDetailsViewController

        let startFrame = presenting ? originFrame : herbView.frame
        let endFrame = presenting ? herbView.frame : originFrame
        let pageWidth = max(startFrame.width, endFrame.width)
        let pageHeight = max(startFrame.height, endFrame.height)
        let shrink = CGAffineTransform(scaleX: originFrame.width / pageWidth, y: originFrame.height / pageHeight)
        // 20 points on the thumbnail are this many on the full-size page.
        let roundCorners = 20 * pageWidth / originFrame.width

        if presenting {
            herbView.transform = shrink
            herbView.center = CGPoint(x: startFrame.midX, y: startFrame.midY)
            herbView.clipsToBounds = true
            detailsVC.textPanel.alpha = 0.0
            herbView.layer.cornerRadius = roundCorners
        } else {
            detailsVC.textPanel.alpha = 1.0
            herbView.layer.cornerRadius = 0.0
        }

        container.addSubview(toView)
        container.bringSubviewToFront(herbView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0,
                       usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0, options: [],
                       animations: {
            herbView.transform = self.presenting ? .identity : shrink
            herbView.center = CGPoint(x: endFrame.midX, y: endFrame.midY)
            detailsVC.textPanel.alpha = self.presenting ? 1.0 : 0.0
            herbView.layer.cornerRadius = self.presenting ? 0.0 : roundCorners
        }, completion: { _ in
            if !self.presenting {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
