import UIKit

/// The answer: the pet's picture. Tap to go back to the cards.
final class PetViewController: UIViewController {
    let pet: Pet

    init(pet: Pet) {
        self.pet = pet
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "pet"

        let nameLabel = UILabel(frame: CGRect(x: 0, y: 48, width: 375, height: 16))
        nameLabel.text = "It's \(pet.name)!"
        nameLabel.textAlignment = .center
        view.addSubview(nameLabel)

        let artView = UIImageView(frame: CGRect(x: 16, y: 96, width: 344, height: 400))
        artView.accessibilityIdentifier = "pet.art"
        artView.image = UIImage(named: pet.artName)
        artView.contentMode = .center
        view.addSubview(artView)

        let hintLabel = UILabel(frame: CGRect(x: 80, y: 560, width: 216, height: 32))
        hintLabel.text = "tap to close · swipe from the left edge to go back"
        hintLabel.numberOfLines = 0
        hintLabel.textAlignment = .center
        hintLabel.textColor = .darkGray
        view.addSubview(hintLabel)

        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PetViewController.didTap))
    }

    private func didTap(_ gesture: UITapGestureRecognizer) {
        dismiss(animated: true)
    }
}
