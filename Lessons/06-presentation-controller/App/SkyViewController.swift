import UIKit

/// Tonight's sky: a star map and four buttons. "Moon" shows the moon card (`showMoon()`),
/// "Star chart" the chart (`showChart(peeking: false)`), "Peek at the chart" starts the same
/// presentation for a finger to pull in (`showChart(peeking: true)`), and "Telescope" shows the
/// view through the telescope (`showTelescope()`); all four are in
/// `SkyViewController+Showing.swift`.
final class SkyViewController: UIViewController {
    /// The transitioning delegate of the moon card and the star chart. `transitioningDelegate`
    /// is a weak property: this screen keeps the object alive.
    let transitions = SkyTransitions()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "sky"

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "T O N I G H T"
        title.textAlignment = .center
        view.addSubview(title)

        let stars = UIImageView(frame: CGRect(x: 16, y: 80, width: view.bounds.width - 32, height: 160))
        stars.autoresizingMask = [.flexibleWidth]
        stars.image = UIImage(named: "sky")
        stars.contentMode = .center
        view.addSubview(stars)

        let buttons: [(String, String, () -> Void)] = [
            ("Moon", "sky.moon", { [weak self] in self?.showMoon() }),
            ("Star chart", "sky.chart", { [weak self] in self?.showChart(peeking: false) }),
            ("Peek at the chart", "sky.peek", { [weak self] in self?.showChart(peeking: true) }),
            ("Telescope", "sky.telescope", { [weak self] in self?.showTelescope() }),
        ]
        for (index, (name, id, action)) in buttons.enumerated() {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 48, y: 288 + CGFloat(index) * 80, width: 280, height: 48)
            button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            button.backgroundColor = .systemGray5
            button.layer.cornerRadius = 8
            button.setTitle(name, for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.accessibilityIdentifier = id
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            view.addSubview(button)
        }
    }
}
