import UIKit

extension WalletViewController: UIViewControllerTransitioningDelegate {
    /// Presents a new day pass in `style`: `.fullScreen` or `.custom`.
    func showTicket(_ style: UIModalPresentationStyle) {
        let ticket = TicketViewController()
        ticket.transitioningDelegate = self
        ticket.modalPresentationStyle = style
        present(ticket, animated: true)
    }

    func animationController(forPresented ticket: UIViewController, presenting wallet: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideAnimationController(direction: .up)
    }

    func animationController(forDismissed ticket: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideAnimationController(direction: .down)
    }
}
