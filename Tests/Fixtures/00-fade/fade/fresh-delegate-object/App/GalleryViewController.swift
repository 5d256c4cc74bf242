import UIKit

/// The first screen: a title and three tiles. Tapping a tile opens its picture.
final class GalleryViewController: UIViewController {
    private let artworks = Artwork.all
    /// The one detail screen, made the first time a picture is opened and shown again for every
    /// picture after that.
    private lazy var detailViewController = DetailViewController(artwork: artworks[0])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "gallery"

        let titleLabel = UILabel(frame: CGRect(x: 0, y: 32, width: 375, height: 16))
        titleLabel.text = "G A L L E R Y"
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        let subtitleLabel = UILabel(frame: CGRect(x: 0, y: 64, width: 375, height: 16))
        subtitleLabel.text = "three small pictures"
        subtitleLabel.textAlignment = .center
        subtitleLabel.textColor = .darkGray
        view.addSubview(subtitleLabel)

        for (index, artwork) in artworks.enumerated() {
            let tile = makeTile(for: artwork, y: 112 + CGFloat(index) * 160)
            tile.tag = index
            tile.accessibilityIdentifier = "tile.\(index)"
            view.addSubview(tile)
        }

        let hintLabel = UILabel(frame: CGRect(x: 0, y: 608, width: 375, height: 16))
        hintLabel.text = "tap a picture to open it"
        hintLabel.textAlignment = .center
        hintLabel.textColor = .darkGray
        view.addSubview(hintLabel)
    }

    /// Opens the detail screen of `artwork`.
    func showDetail(for artwork: Artwork) {
        detailViewController.artwork = artwork
        // Since iOS 13 the default style, .automatic, shows a sheet — and a sheet never asks the
        // transitioning delegate for an animator. A custom transition needs .fullScreen.
        detailViewController.modalPresentationStyle = .fullScreen
        detailViewController.transitioningDelegate = FadeTransitions()
        present(detailViewController, animated: true)
    }

    // MARK: - Building the screen

    /// A rounded, bordered tile: a colour swatch on the left, the title and caption on the right.
    private func makeTile(for artwork: Artwork, y: CGFloat) -> UIView {
        let tile = UIView(frame: CGRect(x: 32, y: y, width: 312, height: 144))
        tile.backgroundColor = .white
        tile.layer.cornerRadius = 8
        tile.layer.borderWidth = 1
        tile.layer.borderColor = UIColor.black.cgColor

        let swatch = UIView(frame: CGRect(x: 24, y: 32, width: 80, height: 80))
        swatch.backgroundColor = artwork.color
        tile.addSubview(swatch)

        let titleLabel = UILabel(frame: CGRect(x: 128, y: 48, width: 168, height: 16))
        titleLabel.text = artwork.title
        tile.addSubview(titleLabel)

        let captionLabel = UILabel(frame: CGRect(x: 128, y: 80, width: 168, height: 32))
        captionLabel.text = artwork.caption
        captionLabel.numberOfLines = 2
        captionLabel.textColor = .darkGray
        tile.addSubview(captionLabel)

        tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: GalleryViewController.didTapTile))
        return tile
    }

    private func didTapTile(_ gesture: UITapGestureRecognizer) {
        guard let tile = gesture.view, artworks.indices.contains(tile.tag) else { return }
        showDetail(for: artworks[tile.tag])
    }
}
