import UIKit

/// The third screen: the trail map of the weekend, pushed by the packing list's round "Map"
/// button. Its round "X" button lies exactly where the list's "Map" button is, and goes back.
final class TrailMapViewController: UIViewController {
    /// Where both round buttons are, the list's "Map" and the map's "X": top right, 32 points
    /// across.
    static let buttonFrame = CGRect(x: 320, y: 16, width: 32, height: 32)

    /// The round "X" button at the top right, which pops the map.
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        view.accessibilityIdentifier = "map"

        closeButton.frame = Self.buttonFrame
        closeButton.backgroundColor = .white
        closeButton.layer.cornerRadius = 16
        closeButton.setTitle("X", for: .normal)
        closeButton.accessibilityIdentifier = "map.close"
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(closeButton)

        let title = UILabel(frame: CGRect(x: 0, y: 64, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "PINE RIDGE - SHEET 27"
        title.textAlignment = .center
        view.addSubview(title)

        let sheet = UIImageView(frame: CGRect(x: 24, y: 112, width: 328, height: 384))
        sheet.image = UIImage(named: "trail-map")
        sheet.contentMode = .center
        sheet.backgroundColor = .systemGray6
        sheet.accessibilityIdentifier = "map.sheet"
        view.addSubview(sheet)

        let route = UILabel(frame: CGRect(x: 0, y: 528, width: view.bounds.width, height: 16))
        route.autoresizingMask = [.flexibleWidth]
        route.text = "Car park to Lake Vera: 9 km, 4 h"
        route.textAlignment = .center
        view.addSubview(route)
    }

    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
