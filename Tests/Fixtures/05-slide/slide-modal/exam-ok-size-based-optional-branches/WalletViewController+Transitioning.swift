import UIKit

extension WalletViewController: UIViewControllerTransitioningDelegate {
    /// Presents a new day pass in `style`: `.fullScreen` or `.custom`.
    func showTicket(_ style: UIModalPresentationStyle) {
        let ticket = TicketViewController()
        ticket.modalPresentationStyle = style
        // The property is weak; the tab bar controller keeps the wallet, so it stays set.
        ticket.transitioningDelegate = self
        present(ticket, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard presented is TicketViewController else { return nil }
        return SlideAnimationController(direction: .up)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard dismissed is TicketViewController else { return nil }
        return SlideAnimationController(direction: .down)
    }
}
