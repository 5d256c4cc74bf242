import UIKit

/// The first screen: a windowsill, a few words, and a shelf of herb thumbnails. Tap a herb to
/// see it big.
final class HerbListViewController: UIViewController {
    let herbs = Herb.all

    /// The animator of both directions: it lives as long as this screen, which is the
    /// transitioning delegate (a weak property) of every details screen it presents.
    let transition = PopAnimator()

    /// The thumbnail tapped last: the details screen grows out of it and shrinks back into it.
    var selectedImage: UIImageView?

    /// The picture behind everything; it dims in landscape (exercise 4).
    let backgroundImage = UIImageView(frame: .zero)

    /// The row of thumbnails at the bottom of the screen.
    let shelf = UIView(frame: .zero)

    /// Thumbnails are 72 × 96 points, 16 apart.
    static let thumbnailSize = CGSize(width: 72, height: 96)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "herbs"

        backgroundImage.frame = view.bounds
        backgroundImage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundImage.image = UIImage(named: "windowsill")
        backgroundImage.contentMode = .center
        backgroundImage.alpha = 0.55
        backgroundImage.accessibilityIdentifier = "herbs.background"
        view.addSubview(backgroundImage)

        let titleLabel = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        titleLabel.autoresizingMask = [.flexibleWidth]
        titleLabel.text = "H E R B   G A R D E N"
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        let introLabel = UILabel(frame: CGRect(x: 32, y: 64, width: view.bounds.width - 64, height: 48))
        introLabel.autoresizingMask = [.flexibleWidth]
        introLabel.text = "Four herbs to grow on a kitchen windowsill. Tap one to read about it."
        introLabel.numberOfLines = 0
        introLabel.textAlignment = .center
        view.addSubview(introLabel)

        shelf.frame = shelfFrame(for: view.bounds.size)
        shelf.accessibilityIdentifier = "herbs.shelf"
        view.addSubview(shelf)
        for (index, herb) in herbs.enumerated() {
            shelf.addSubview(makeThumbnail(for: herb, index: index))
            let nameLabel = UILabel(frame: CGRect(x: CGFloat(index) * 88 - 8, y: 112, width: 88, height: 16))
            nameLabel.text = herb.name
            nameLabel.textAlignment = .center
            shelf.addSubview(nameLabel)
        }

        prepareTransition()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // Exercise 4, in HerbListViewController+Rotation.swift.
        followRotation(to: size, with: coordinator)
    }

    /// Where the shelf goes on a screen of `size`: centred, near the bottom, on the character grid.
    func shelfFrame(for size: CGSize) -> CGRect {
        let width = 4 * Self.thumbnailSize.width + 3 * 16
        let x = ((size.width - width) / 2 / 8).rounded(.down) * 8
        let y = ((size.height - 136) / 16).rounded(.down) * 16
        return CGRect(x: x, y: y, width: width, height: 128)
    }

    /// Shows the details of the herb whose thumbnail was tapped.
    func showDetails(of herb: Herb, from thumbnail: UIImageView) {
        selectedImage = thumbnail
        let details = HerbDetailsViewController(herb: herb)
        // A sheet (the default since iOS 13) would never ask for the animator.
        details.modalPresentationStyle = .fullScreen
        details.transitioningDelegate = self
        present(details, animated: true)
    }

    // MARK: - Building the screen

    private func makeThumbnail(for herb: Herb, index: Int) -> UIImageView {
        let thumbnail = UIImageView(frame: CGRect(origin: CGPoint(x: CGFloat(index) * 88, y: 0), size: Self.thumbnailSize))
        thumbnail.image = UIImage(named: herb.artName + "-small")
        thumbnail.contentMode = .center
        thumbnail.backgroundColor = herb.tint
        thumbnail.layer.cornerRadius = 20
        thumbnail.clipsToBounds = true
        thumbnail.tag = index
        thumbnail.accessibilityIdentifier = "herb.\(index)"
        thumbnail.isUserInteractionEnabled = true
        thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: HerbListViewController.didTapThumbnail))
        return thumbnail
    }

    private func didTapThumbnail(_ gesture: UITapGestureRecognizer) {
        guard let thumbnail = gesture.view as? UIImageView, herbs.indices.contains(thumbnail.tag) else { return }
        showDetails(of: herbs[thumbnail.tag], from: thumbnail)
    }
}
