import UIKit

extension WalletViewController: UIViewControllerTransitioningDelegate {
    /// Presents a new day pass in `style`: `.fullScreen` or `.custom`.
    func showTicket(_ style: UIModalPresentationStyle) {
        let ticket = TicketViewController()
        ticket.modalPresentationStyle = style
        // TODO 3.2: Make the wallet the ticket's `transitioningDelegate`, before presenting it.
        present(ticket, animated: true)
    }

    // TODO 3.3: Add `animationController(forPresented:presenting:source:)`, returning
    //   `SlideAnimationController(direction: .up)`, and `animationController(forDismissed:)`,
    //   returning `SlideAnimationController(direction: .down)`.
}
