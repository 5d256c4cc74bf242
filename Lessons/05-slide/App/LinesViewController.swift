import UIKit

/// The first tab: the harbour's ferry lines. Tapping one pushes its stops.
final class LinesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "lines"

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 96))
        header.autoresizingMask = [.flexibleWidth]
        header.backgroundColor = .systemBlue
        header.accessibilityIdentifier = "lines.header"
        view.addSubview(header)

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "H A R B O U R   F E R R I E S"
        title.textAlignment = .center
        title.textColor = .white
        view.addSubview(title)

        let subtitle = UILabel(frame: CGRect(x: 0, y: 64, width: view.bounds.width, height: 16))
        subtitle.autoresizingMask = [.flexibleWidth]
        subtitle.text = "lines from Pier 1"
        subtitle.textAlignment = .center
        subtitle.textColor = .white
        view.addSubview(subtitle)

        let ferry = UIImageView(frame: CGRect(x: 64, y: 128, width: 248, height: 96))
        ferry.image = UIImage(named: "ferry")
        ferry.contentMode = .center
        view.addSubview(ferry)

        for (index, line) in FerryLine.all.enumerated() {
            let row = UIButton(type: .custom)
            row.frame = CGRect(x: 32, y: 256 + CGFloat(index) * 64, width: 312, height: 48)
            row.backgroundColor = .systemGray6
            row.layer.borderWidth = 1
            row.layer.borderColor = line.colour.cgColor
            row.setTitle("\(line.number)  Pier 1 - \(line.destination)  >", for: .normal)
            row.setTitleColor(.black, for: .normal)
            row.accessibilityIdentifier = "lines.\(line.number.lowercased())"
            row.addAction(UIAction { [weak self] _ in self?.show(line) }, for: .touchUpInside)
            view.addSubview(row)
        }

        let note = UILabel(frame: CGRect(x: 0, y: 480, width: view.bounds.width, height: 16))
        note.autoresizingMask = [.flexibleWidth]
        note.text = "tap a line for its stops"
        note.textAlignment = .center
        note.textColor = .darkGray
        view.addSubview(note)
    }

    private func show(_ line: FerryLine) {
        navigationController?.pushViewController(LineViewController(line: line), animated: true)
    }
}
