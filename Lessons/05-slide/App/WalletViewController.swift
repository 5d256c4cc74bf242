import UIKit

/// The third tab: the day pass, shown as a ticket in either presentation style
/// (`showTicket(_:)`, in `WalletViewController+Transitioning.swift`).
final class WalletViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "wallet"

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "W A L L E T"
        title.textAlignment = .center
        view.addSubview(title)

        let pass = UILabel(frame: CGRect(x: 0, y: 80, width: view.bounds.width, height: 16))
        pass.autoresizingMask = [.flexibleWidth]
        pass.text = "1 day pass - all lines"
        pass.textAlignment = .center
        pass.textColor = .darkGray
        view.addSubview(pass)

        let full = UIButton(type: .custom)
        full.frame = CGRect(x: 48, y: 144, width: 280, height: 48)
        full.backgroundColor = .systemYellow
        full.layer.cornerRadius = 8
        full.setTitle("Show ticket (full screen)", for: .normal)
        full.setTitleColor(.black, for: .normal)
        full.accessibilityIdentifier = "wallet.full"
        full.addAction(UIAction { [weak self] _ in self?.showTicket(.fullScreen) }, for: .touchUpInside)
        view.addSubview(full)

        let custom = UIButton(type: .custom)
        custom.frame = CGRect(x: 48, y: 224, width: 280, height: 48)
        custom.backgroundColor = .systemYellow
        custom.layer.cornerRadius = 8
        custom.setTitle("Show ticket (custom)", for: .normal)
        custom.setTitleColor(.black, for: .normal)
        custom.accessibilityIdentifier = "wallet.custom"
        custom.addAction(UIAction { [weak self] _ in self?.showTicket(.custom) }, for: .touchUpInside)
        view.addSubview(custom)

        let note = UILabel(frame: CGRect(x: 0, y: 320, width: view.bounds.width, height: 16))
        note.autoresizingMask = [.flexibleWidth]
        note.text = "show it to the crew as you board"
        note.textAlignment = .center
        note.textColor = .darkGray
        view.addSubview(note)
    }
}
