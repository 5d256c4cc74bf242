import UIKit

extension WalletViewController: UIViewControllerTransitioningDelegate {
    /// Presents a new day pass in `style`: `.fullScreen` or `.custom`.
    func showTicket(_ style: UIModalPresentationStyle) {
        let ticket = TicketViewController()
        ticket.modalPresentationStyle = style
        ticket.transitioningDelegate = self
        present(ticket, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController(direction: .up)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController(direction: .down)
    }
}
