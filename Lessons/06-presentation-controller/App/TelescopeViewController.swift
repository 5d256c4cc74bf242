import UIKit

/// Saturn, through the telescope: a round eyepiece on black. "Done" puts it away, and so does
/// pulling the screen down (the `PullDownInteraction` the transitions attach to it).
final class TelescopeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .darkGray
        view.accessibilityIdentifier = "telescope"

        let eyepiece = UIView(frame: CGRect(x: 24, y: 160, width: 328, height: 288))
        eyepiece.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        eyepiece.backgroundColor = .black
        eyepiece.layer.cornerRadius = 144
        eyepiece.clipsToBounds = true
        eyepiece.accessibilityIdentifier = "telescope.eyepiece"
        view.addSubview(eyepiece)

        let saturn = UIImageView(frame: eyepiece.bounds)
        saturn.image = UIImage(named: "saturn")
        saturn.contentMode = .center
        eyepiece.addSubview(saturn)

        let caption = UILabel(frame: CGRect(x: 0, y: 480, width: view.bounds.width, height: 16))
        caption.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        caption.text = "pull down to put it away"
        caption.textAlignment = .center
        caption.textColor = .white
        view.addSubview(caption)

        let done = UIButton(type: .custom)
        done.frame = CGRect(x: 128, y: 560, width: 120, height: 48)
        done.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        done.backgroundColor = .white
        done.layer.cornerRadius = 8
        done.setTitle("Done", for: .normal)
        done.setTitleColor(.black, for: .normal)
        done.accessibilityIdentifier = "telescope.done"
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(done)
    }
}
