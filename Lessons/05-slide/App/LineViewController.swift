import UIKit

/// One line's stops, pushed by the Lines screen; "< Lines" goes back.
final class LineViewController: UIViewController {
    let line: FerryLine

    init(line: FerryLine) {
        self.line = line
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
        view.accessibilityIdentifier = "line"

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 96))
        header.autoresizingMask = [.flexibleWidth]
        header.backgroundColor = line.colour
        header.accessibilityIdentifier = "line.header"
        view.addSubview(header)

        let back = UIButton(type: .custom)
        back.frame = CGRect(x: 8, y: 16, width: 64, height: 16)
        back.setTitle("< Lines", for: .normal)
        back.setTitleColor(.white, for: .normal)
        back.accessibilityIdentifier = "line.back"
        back.addAction(UIAction { [weak self] _ in self?.goBack() }, for: .touchUpInside)
        view.addSubview(back)

        let title = UILabel(frame: CGRect(x: 0, y: 48, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "\(line.number)   \(line.destination.uppercased())"
        title.textAlignment = .center
        title.textColor = .white
        view.addSubview(title)

        let track = UIView(frame: CGRect(x: 64, y: 144, width: 8, height: CGFloat(line.stops.count - 1) * 48))
        track.backgroundColor = line.colour
        view.addSubview(track)

        for (index, stop) in line.stops.enumerated() {
            let y = 128 + CGFloat(index) * 48
            let dot = UIView(frame: CGRect(x: 56, y: y, width: 24, height: 16))
            dot.backgroundColor = .black
            dot.layer.cornerRadius = 8
            view.addSubview(dot)
            let name = UILabel(frame: CGRect(x: 96, y: y, width: 248, height: 16))
            name.text = stop
            view.addSubview(name)
        }

        let frequency = UILabel(frame: CGRect(x: 0, y: 448, width: view.bounds.width, height: 16))
        frequency.autoresizingMask = [.flexibleWidth]
        frequency.text = line.frequency
        frequency.textAlignment = .center
        frequency.textColor = .darkGray
        view.addSubview(frequency)
    }

    private func goBack() {
        navigationController?.popViewController(animated: true)
    }
}
