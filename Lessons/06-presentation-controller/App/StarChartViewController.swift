import UIKit

/// The star chart for the northern sky, on its own screen. "Done" puts it away.
final class StarChartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        view.accessibilityIdentifier = "chart"

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "S T A R   C H A R T"
        title.textAlignment = .center
        view.addSubview(title)

        let chart = UIImageView(frame: CGRect(x: 16, y: 96, width: view.bounds.width - 32, height: 192))
        chart.autoresizingMask = [.flexibleWidth]
        chart.image = UIImage(named: "chart")
        chart.contentMode = .center
        chart.backgroundColor = .white
        view.addSubview(chart)

        let done = UIButton(type: .custom)
        done.frame = CGRect(x: 128, y: 544, width: 120, height: 48)
        done.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        done.backgroundColor = .systemIndigo
        done.layer.cornerRadius = 8
        done.setTitle("Done", for: .normal)
        done.setTitleColor(.white, for: .normal)
        done.accessibilityIdentifier = "chart.done"
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(done)
    }
}
