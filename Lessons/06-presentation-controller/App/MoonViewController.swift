import UIKit

/// Tonight's moon, shown as a card over the sky. "Close" puts it away.
final class MoonViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        view.accessibilityIdentifier = "moon"

        let title = UILabel(frame: CGRect(x: 0, y: 16, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "T H E   M O O N"
        title.textAlignment = .center
        view.addSubview(title)

        let moon = UIImageView(frame: CGRect(x: 16, y: 64, width: view.bounds.width - 32, height: 96))
        moon.autoresizingMask = [.flexibleWidth]
        moon.image = UIImage(named: "moon")
        moon.contentMode = .center
        view.addSubview(moon)

        let phase = UILabel(frame: CGRect(x: 0, y: 176, width: view.bounds.width, height: 16))
        phase.autoresizingMask = [.flexibleWidth]
        phase.text = "waxing gibbous, 82 % lit"
        phase.textAlignment = .center
        view.addSubview(phase)

        let close = UIButton(type: .custom)
        close.frame = CGRect(x: view.bounds.width - 88, y: 208, width: 72, height: 32)
        close.autoresizingMask = [.flexibleLeftMargin]
        close.backgroundColor = .white
        close.layer.cornerRadius = 8
        close.setTitle("Close", for: .normal)
        close.setTitleColor(.black, for: .normal)
        close.accessibilityIdentifier = "moon.close"
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
    }
}
