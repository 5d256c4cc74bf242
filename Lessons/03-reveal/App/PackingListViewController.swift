import UIKit

/// The second screen: what to pack for the weekend. A new one is pushed each time the splash is
/// tapped; "< Base camp" at the top goes back, and the round "Map" button at the top right
/// pushes the trail map.
final class PackingListViewController: UIViewController {
    let items = PackingItem.weekend

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "list"

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 112))
        header.autoresizingMask = [.flexibleWidth]
        header.backgroundColor = .systemTeal
        header.accessibilityIdentifier = "list.header"
        view.addSubview(header)

        let back = UIButton(type: .system)
        back.frame = CGRect(x: 8, y: 16, width: 96, height: 16)
        back.setTitle("< Base camp", for: .normal)
        back.accessibilityIdentifier = "list.back"
        back.addAction(UIAction { [weak self] _ in self?.goBack() }, for: .touchUpInside)
        view.addSubview(back)

        let map = UIButton(type: .system)
        map.frame = TrailMapViewController.buttonFrame
        map.backgroundColor = .systemYellow
        map.layer.cornerRadius = 16
        map.setTitle("Map", for: .normal)
        map.accessibilityIdentifier = "list.map"
        map.addAction(UIAction { [weak self] _ in self?.showMap() }, for: .touchUpInside)
        view.addSubview(map)

        let title = UILabel(frame: CGRect(x: 0, y: 48, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "P A C K I N G   L I S T"
        title.textAlignment = .center
        view.addSubview(title)

        let trip = UILabel(frame: CGRect(x: 0, y: 80, width: view.bounds.width, height: 16))
        trip.autoresizingMask = [.flexibleWidth]
        trip.text = "Weekend at Lake Vera"
        trip.textAlignment = .center
        view.addSubview(trip)

        for (index, item) in items.enumerated() {
            let y = 144 + CGFloat(index) * 48
            let name = UILabel(frame: CGRect(x: 32, y: y, width: 311, height: 16))
            name.text = "[ ] " + item.name
            view.addSubview(name)
            let note = UILabel(frame: CGRect(x: 64, y: y + 16, width: 279, height: 16))
            note.text = item.note
            note.textColor = .darkGray
            view.addSubview(note)
        }
    }

    private func goBack() {
        navigationController?.popViewController(animated: true)
    }

    private func showMap() {
        navigationController?.pushViewController(TrailMapViewController(), animated: true)
    }
}
