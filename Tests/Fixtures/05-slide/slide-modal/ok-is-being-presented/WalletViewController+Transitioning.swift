import UIKit

extension WalletViewController: UIViewControllerTransitioningDelegate {
    /// Presents a new day pass in `style`: `.fullScreen` or `.custom`.
    func showTicket(_ style: UIModalPresentationStyle) {
        let ticket = TicketViewController()
        ticket.transitioningDelegate = self
        ticket.modalPresentationStyle = style
        self.present(ticket, animated: true, completion: nil)
    }

    private func slide(up: Bool) -> SlideAnimationController {
        SlideAnimationController(direction: up ? .up : .down)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return slide(up: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return slide(up: false)
    }
}
