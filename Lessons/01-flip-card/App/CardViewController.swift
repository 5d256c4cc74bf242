import UIKit

/// The game screen: one card with a clue about a pet. Tap the card to see the pet; use the
/// arrow buttons to pick another card.
final class CardViewController: UIViewController {
    /// The animators and the interaction controller live as long as the screen: a controller
    /// keeps its `transitioningDelegate` weakly, and UIKit asks the delegate for these objects
    /// at the start of every transition.
    let flipPresentAnimationController = FlipPresentAnimationController()
    let flipDismissAnimationController = FlipDismissAnimationController()
    let swipeInteractionController = SwipeInteractionController()

    /// The card; the flip starts from (and ends at) its frame.
    var cardView: UIView = UIView(frame: CGRect(x: 48, y: 96, width: 280, height: 400))

    private let pets = Pet.all
    private var index = 0
    private let descriptionLabel = UILabel(frame: CGRect(x: 24, y: 224, width: 232, height: 128))
    private let counterLabel = UILabel(frame: CGRect(x: 96, y: 576, width: 184, height: 16))

    var currentPet: Pet { pets[index] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "cards"

        let titleLabel = UILabel(frame: CGRect(x: 0, y: 32, width: 375, height: 16))
        titleLabel.text = "G U E S S   T H E   P E T"
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        setUpCard()
        view.addSubview(cardView)

        let hintLabel = UILabel(frame: CGRect(x: 0, y: 512, width: 375, height: 16))
        hintLabel.text = "Tap the card to reveal the pet"
        hintLabel.textAlignment = .center
        hintLabel.textColor = .darkGray
        view.addSubview(hintLabel)

        let previousButton = makeArrowButton("<", x: 48, identifier: "previous")
        previousButton.addAction(UIAction { [weak self] _ in self?.showPet(at: (self?.index ?? 0) - 1) }, for: .touchUpInside)
        view.addSubview(previousButton)

        let nextButton = makeArrowButton(">", x: 280, identifier: "next")
        nextButton.addAction(UIAction { [weak self] _ in self?.showPet(at: (self?.index ?? 0) + 1) }, for: .touchUpInside)
        view.addSubview(nextButton)

        counterLabel.textAlignment = .center
        counterLabel.textColor = .darkGray
        view.addSubview(counterLabel)

        showPet(at: 0)
    }

    /// Presents the pet behind the card.
    func revealPet() {
        let petViewController = PetViewController(pet: currentPet)
        // Since iOS 13 the default style, .automatic, shows a sheet — and a sheet never asks the
        // transitioning delegate for an animator. A custom flip needs a full-screen presentation.
        petViewController.modalPresentationStyle = .fullScreen
        petViewController.transitioningDelegate = self
        prepareForPresentation(of: petViewController)
        present(petViewController, animated: true)
    }

    // MARK: - Building the screen

    private func setUpCard() {
        cardView.accessibilityIdentifier = "card"
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 25
        cardView.layer.borderWidth = 1
        cardView.layer.borderColor = UIColor.black.cgColor

        let headerLabel = UILabel(frame: CGRect(x: 0, y: 32, width: 280, height: 16))
        headerLabel.text = "WHO AM I?"
        headerLabel.textAlignment = .center
        cardView.addSubview(headerLabel)

        let questionMark = UIImageView(frame: CGRect(x: 0, y: 64, width: 280, height: 144))
        questionMark.image = UIImage(named: "question")
        questionMark.contentMode = .center
        cardView.addSubview(questionMark)

        descriptionLabel.accessibilityIdentifier = "card.description"
        descriptionLabel.numberOfLines = 0
        descriptionLabel.textAlignment = .center
        cardView.addSubview(descriptionLabel)

        let footerLabel = UILabel(frame: CGRect(x: 0, y: 368, width: 280, height: 16))
        footerLabel.text = "~ ? ~"
        footerLabel.textAlignment = .center
        footerLabel.textColor = .gray
        cardView.addSubview(footerLabel)

        cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardViewController.didTapCard))
    }

    private func makeArrowButton(_ title: String, x: CGFloat, identifier: String) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: x, y: 560, width: 48, height: 48)
        button.setTitle(title, for: .normal)
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        button.accessibilityIdentifier = identifier
        return button
    }

    private func showPet(at newIndex: Int) {
        index = (newIndex + pets.count) % pets.count
        descriptionLabel.text = currentPet.description
        counterLabel.text = "card \(index + 1) of \(pets.count)"
    }

    private func didTapCard(_ gesture: UITapGestureRecognizer) {
        revealPet()
    }
}
