import UIKit

/// The postcard open, filling the screen: its message and a "Close" button. The shelf's drag
/// puts a pan on its view (`PostcardDrag.attach(to:)`).
final class PostcardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Postcard.colour
        view.accessibilityIdentifier = "postcard.open"
        view.clipsToBounds = true

        let message = UILabel(frame: CGRect(x: 32, y: 256, width: view.bounds.width - 64, height: 128))
        message.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        message.numberOfLines = 0
        message.textAlignment = .center
        message.text = "Greetings from the coast! The sea is cold, the fish are friendly, and the lighthouse winks all night."
        message.accessibilityIdentifier = "postcard.message"
        view.addSubview(message)

        let close = UIButton(type: .custom)
        close.frame = CGRect(x: view.bounds.width - 104, y: 32, width: 88, height: 32)
        close.autoresizingMask = [.flexibleLeftMargin]
        close.backgroundColor = .white
        close.setTitle("Close", for: .normal)
        close.setTitleColor(.black, for: .normal)
        close.accessibilityIdentifier = "postcard.close"
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
    }
}
