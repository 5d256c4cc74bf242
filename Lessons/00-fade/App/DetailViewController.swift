import UIKit

/// One picture, large, in a frame. Tap anywhere to go back to the gallery.
///
/// The gallery keeps one detail screen and shows every picture in it, as many apps do: the same
/// view comes back each time, so whatever a transition leaves on it is still there next time.
final class DetailViewController: UIViewController {
    /// The picture shown; setting it updates the screen.
    var artwork: Artwork {
        didSet { if isViewLoaded { showArtwork() } }
    }

    private let artView = UIImageView(frame: CGRect(x: 8, y: 16, width: 296, height: 256))
    private let titleLabel = UILabel(frame: CGRect(x: 0, y: 432, width: 375, height: 16))
    private let swatch = UIView(frame: CGRect(x: 144, y: 464, width: 88, height: 16))
    private let captionLabel = UILabel(frame: CGRect(x: 0, y: 496, width: 375, height: 16))

    init(artwork: Artwork) {
        self.artwork = artwork
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "detail"

        // A picture frame: a double border around the art.
        let outerFrame = UIView(frame: CGRect(x: 16, y: 64, width: 344, height: 320))
        outerFrame.layer.borderWidth = 1
        outerFrame.layer.borderColor = UIColor.black.cgColor
        view.addSubview(outerFrame)

        let innerFrame = UIView(frame: CGRect(x: 16, y: 16, width: 312, height: 288))
        innerFrame.layer.borderWidth = 1
        innerFrame.layer.borderColor = UIColor.gray.cgColor
        outerFrame.addSubview(innerFrame)

        artView.accessibilityIdentifier = "detail.art"
        artView.contentMode = .center
        innerFrame.addSubview(artView)

        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        view.addSubview(swatch)

        captionLabel.textAlignment = .center
        captionLabel.textColor = .darkGray
        view.addSubview(captionLabel)

        let hintLabel = UILabel(frame: CGRect(x: 0, y: 608, width: 375, height: 16))
        hintLabel.text = "tap anywhere to close"
        hintLabel.textAlignment = .center
        hintLabel.textColor = .darkGray
        view.addSubview(hintLabel)

        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DetailViewController.didTap))
        showArtwork()
    }

    private func showArtwork() {
        artView.image = UIImage(named: artwork.artName)
        titleLabel.text = artwork.title
        swatch.backgroundColor = artwork.color
        captionLabel.text = artwork.caption
    }

    private func didTap() {
        dismiss(animated: true)
    }
}
