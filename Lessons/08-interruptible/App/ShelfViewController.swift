import UIKit

/// The shelf: a title and one postcard. Tapping the postcard opens it full screen
/// (`openPostcard()`, in `ShelfViewController+Transitioning.swift`).
///
/// The shelf keeps one animator for opening and one for closing, and the drag that moves the
/// open card with a finger: the same objects serve every time the card opens and closes.
///
/// `dimView` covers the shelf in black, clear (alpha 0) until something dims it: behind an
/// open card the shelf is dimmed to `Postcard.dimmed`.
final class ShelfViewController: UIViewController {
    let opening = PostcardAnimator(presenting: true)
    let closing = PostcardAnimator(presenting: false)
    let drag = PostcardDrag()
    let postcardView = UIView(frame: Postcard.closedFrame)
    let dimView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "shelf"

        let title = UILabel(frame: CGRect(x: 0, y: 48, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "P O S T C A R D S"
        title.textAlignment = .center
        view.addSubview(title)

        postcardView.backgroundColor = Postcard.colour
        postcardView.accessibilityIdentifier = "postcard"
        let greeting = UILabel(frame: postcardView.bounds)
        greeting.text = "Greetings from the coast"
        greeting.textAlignment = .center
        postcardView.addSubview(greeting)
        postcardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ShelfViewController.didTapPostcard))
        view.addSubview(postcardView)

        dimView.frame = view.bounds
        dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimView.backgroundColor = .black
        dimView.alpha = 0
        dimView.isUserInteractionEnabled = false
        dimView.accessibilityIdentifier = "shelf.dim"
        view.addSubview(dimView)
    }

    private func didTapPostcard() {
        openPostcard()
    }
}
