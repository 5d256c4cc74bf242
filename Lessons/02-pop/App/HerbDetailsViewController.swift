import UIKit

/// One herb, full screen: its picture, and a panel with its name and description. Tap anywhere
/// to go back to the list.
final class HerbDetailsViewController: UIViewController {
    let herb: Herb

    /// The text of the screen (name, description, how to close), in a panel of its own so that
    /// the transition can fade it.
    let textPanel = UIView(frame: CGRect(x: 16, y: 400, width: 343, height: 224))

    init(herb: Herb) {
        self.herb = herb
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = herb.tint
        view.accessibilityIdentifier = "details"

        let picture = UIImageView(frame: CGRect(x: 16, y: 64, width: 343, height: 304))
        picture.image = UIImage(named: herb.artName)
        picture.contentMode = .center
        picture.accessibilityIdentifier = "details.picture"
        view.addSubview(picture)

        textPanel.backgroundColor = .white
        textPanel.layer.cornerRadius = 8
        textPanel.accessibilityIdentifier = "details.text"
        view.addSubview(textPanel)

        let nameLabel = UILabel(frame: CGRect(x: 0, y: 16, width: 343, height: 16))
        nameLabel.text = herb.name.uppercased().map(String.init).joined(separator: " ")
        nameLabel.textAlignment = .center
        textPanel.addSubview(nameLabel)

        let descriptionLabel = UILabel(frame: CGRect(x: 16, y: 48, width: 311, height: 112))
        descriptionLabel.text = herb.description
        descriptionLabel.numberOfLines = 0
        descriptionLabel.textAlignment = .center
        textPanel.addSubview(descriptionLabel)

        let closeLabel = UILabel(frame: CGRect(x: 0, y: 192, width: 343, height: 16))
        closeLabel.text = "tap anywhere to close"
        closeLabel.textAlignment = .center
        closeLabel.textColor = .darkGray
        textPanel.addSubview(closeLabel)

        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: HerbDetailsViewController.didTap))
    }

    private func didTap(_ gesture: UITapGestureRecognizer) {
        dismiss(animated: true)
    }
}
