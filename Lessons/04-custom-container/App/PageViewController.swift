import UIKit

/// One page of the field guide: a coloured background, a title, a picture in a white frame, and
/// a line that counts how often the page has appeared. `viewWillAppear(_:)` counts: a page
/// hears it only when its parent has made it a child (and then UIKit tells it on its own).
class PageViewController: UIViewController {
    /// What the page shows; the subclasses say.
    var pageTitle: String { "" }
    var artName: String { "" }
    var color: UIColor { .white }

    /// How many times the page has appeared.
    private(set) var visits = 0
    private let visitsLabel = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.accessibilityIdentifier = "page." + pageTitle.lowercased()

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = pageTitle.uppercased().map(String.init).joined(separator: " ")
        title.textAlignment = .center
        view.addSubview(title)

        let picture = UIImageView(frame: CGRect(x: 48, y: 80, width: 280, height: 320))
        picture.image = UIImage(named: artName)
        picture.contentMode = .center
        picture.backgroundColor = .white
        view.addSubview(picture)

        visitsLabel.frame = CGRect(x: 0, y: 448, width: view.bounds.width, height: 16)
        visitsLabel.autoresizingMask = [.flexibleWidth]
        visitsLabel.textAlignment = .center
        view.addSubview(visitsLabel)
        showVisits()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        visits += 1
        showVisits()
    }

    private func showVisits() {
        visitsLabel.text = visits == 0 ? "never opened" : "opened \(visits) time\(visits == 1 ? "" : "s")"
    }
}

final class BirdsViewController: PageViewController {
    override var pageTitle: String { "Birds" }
    override var artName: String { "heron" }
    override var color: UIColor { .systemTeal }
}

final class TreesViewController: PageViewController {
    override var pageTitle: String { "Trees" }
    override var artName: String { "pine" }
    override var color: UIColor { .systemGreen }
}

final class StarsViewController: PageViewController {
    override var pageTitle: String { "Stars" }
    override var artName: String { "plough" }
    override var color: UIColor { .systemIndigo }
}
