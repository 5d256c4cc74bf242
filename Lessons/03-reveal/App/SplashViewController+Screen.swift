import UIKit

extension SplashViewController {
    /// The splash's dark green.
    static let forest = UIColor(red: 0.10, green: 0.28, blue: 0.20, alpha: 1)

    /// Where the logo's centre goes: in the middle, a third of the way down.
    static let logoCenter = CGPoint(x: 184, y: 208)

    /// Builds the screen around the logo: the name, a line of text, and what to do.
    func buildScreen() {
        view.backgroundColor = Self.forest
        view.accessibilityIdentifier = "splash"

        logo.position = Self.logoCenter
        logo.name = "logo"
        view.layer.addSublayer(logo)

        let name = UILabel(frame: CGRect(x: 0, y: 352, width: view.bounds.width, height: 16))
        name.autoresizingMask = [.flexibleWidth]
        name.text = "B A S E   C A M P"
        name.textAlignment = .center
        name.textColor = .white
        view.addSubview(name)

        let line = UILabel(frame: CGRect(x: 0, y: 384, width: view.bounds.width, height: 16))
        line.autoresizingMask = [.flexibleWidth]
        line.text = "packing lists for the hills"
        line.textAlignment = .center
        line.textColor = .white
        view.addSubview(line)

        let tap = UILabel(frame: CGRect(x: 0, y: 576, width: view.bounds.width, height: 16))
        tap.autoresizingMask = [.flexibleWidth]
        tap.text = "tap anywhere to start"
        tap.textAlignment = .center
        tap.textColor = .white
        view.addSubview(tap)
    }
}
