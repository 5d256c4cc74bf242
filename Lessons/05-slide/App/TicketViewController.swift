import UIKit

/// The day pass, presented by the wallet. "Done" dismisses it.
final class TicketViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        view.accessibilityIdentifier = "ticket"

        let card = UIView(frame: CGRect(x: 48, y: 96, width: 280, height: 320))
        card.backgroundColor = .white
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.black.cgColor
        card.accessibilityIdentifier = "ticket.card"
        view.addSubview(card)

        let rows = ["HARBOUR FERRIES", "", "D A Y   P A S S", "all lines, all day", "", "adult  1", "valid until 23:59", "", "# 0427 1126"]
        for (index, row) in rows.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: 16 + CGFloat(index) * 32, width: 248, height: 16))
            label.text = row
            label.textAlignment = .center
            card.addSubview(label)
        }

        let done = UIButton(type: .custom)
        done.frame = CGRect(x: 128, y: 480, width: 120, height: 48)
        done.backgroundColor = .white
        done.layer.cornerRadius = 8
        done.setTitle("Done", for: .normal)
        done.setTitleColor(.black, for: .normal)
        done.accessibilityIdentifier = "ticket.done"
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(done)
    }
}
