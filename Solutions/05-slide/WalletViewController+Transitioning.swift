import UIKit

extension WalletViewController: UIViewControllerTransitioningDelegate {
    /// Presents a new day pass in `style`: `.fullScreen` or `.custom`.
    func showTicket(_ style: UIModalPresentationStyle) {
        let ticket = TicketViewController()
        ticket.modalPresentationStyle = style
        // 3.2: the ticket asks the wallet, which the tab bar controller keeps alive.
        ticket.transitioningDelegate = self
        present(ticket, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 3.3: the same animator as the tabs and the lines, up to present and down to dismiss.
        return SlideAnimationController(direction: .up)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideAnimationController(direction: .down)
    }
}
