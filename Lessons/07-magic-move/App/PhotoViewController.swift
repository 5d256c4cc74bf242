import UIKit

/// The creature's picture on black, filling the screen. "Close" puts it away, and so does
/// pulling it down (`pull`, attached by `showPhoto()`).
final class PhotoViewController: UIViewController {
    private let creature: Creature
    /// Lets a finger pull the photo down and away.
    let pull = PhotoPullInteraction()

    init(creature: Creature) {
        self.creature = creature
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.accessibilityIdentifier = "photo"

        let picture = UIImageView(frame: CGRect(x: 0, y: 192, width: view.bounds.width, height: 272))
        picture.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        picture.backgroundColor = .white
        picture.contentMode = .scaleAspectFit
        picture.image = UIImage(named: creature.art)
        picture.accessibilityIdentifier = "photo.image"
        view.addSubview(picture)

        let close = UIButton(type: .custom)
        close.frame = CGRect(x: 271, y: 24, width: 88, height: 32)
        close.autoresizingMask = [.flexibleLeftMargin]
        close.backgroundColor = .white
        close.layer.cornerRadius = 8
        close.setTitle("Close", for: .normal)
        close.setTitleColor(.black, for: .normal)
        close.accessibilityIdentifier = "photo.close"
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
    }
}
