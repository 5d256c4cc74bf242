import UIKit

/// The second tab: today's tides at Pier 1.
final class TidesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        view.accessibilityIdentifier = "tides"

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "T I D E S"
        title.textAlignment = .center
        view.addSubview(title)

        let waves = UIImageView(frame: CGRect(x: 48, y: 80, width: 280, height: 32))
        waves.image = UIImage(named: "waves")
        waves.contentMode = .center
        view.addSubview(waves)

        let card = UIView(frame: CGRect(x: 48, y: 144, width: 280, height: 224))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "tides.card"
        view.addSubview(card)

        let rows = ["Pier 1, today", "", "high  04:12   3.8 m", "low   10:31   0.6 m", "high  16:40   3.6 m", "low   22:58   0.8 m"]
        for (index, row) in rows.enumerated() {
            let label = UILabel(frame: CGRect(x: 32, y: 32 + CGFloat(index) * 32, width: 216, height: 16))
            label.text = row
            label.textAlignment = .center
            card.addSubview(label)
        }

        let note = UILabel(frame: CGRect(x: 0, y: 416, width: view.bounds.width, height: 16))
        note.autoresizingMask = [.flexibleWidth]
        note.text = "F3 does not sail below 1 m"
        note.textAlignment = .center
        view.addSubview(note)
    }
}
