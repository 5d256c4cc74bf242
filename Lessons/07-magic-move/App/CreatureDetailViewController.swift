import UIKit

/// One creature, large: its picture, name and where it was found. "< Pool" goes back to the
/// grid; "Next >" shows the next creature instead (and tells the grid, through `onNext`); a tap
/// on the picture shows it full screen (`showPhoto()`, in `CreatureDetailViewController+Photo.swift`).
final class CreatureDetailViewController: UIViewController {
    /// The large picture: where the grid's picture flies to.
    let imageView = UIImageView(frame: CGRect(x: 56, y: 96, width: 264, height: 192))
    private let nameLabel = UILabel(frame: CGRect(x: 0, y: 320, width: 375, height: 16))
    private(set) var index: Int
    /// Called with the index of the creature "Next >" moved to.
    var onNext: ((Int) -> Void)?

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "detail"

        let back = UIButton(type: .custom)
        back.frame = CGRect(x: 16, y: 24, width: 88, height: 32)
        back.setTitle("< Pool", for: .normal)
        back.setTitleColor(.black, for: .normal)
        back.accessibilityIdentifier = "detail.back"
        back.addAction(UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) }, for: .touchUpInside)
        view.addSubview(back)

        let next = UIButton(type: .custom)
        next.frame = CGRect(x: 271, y: 24, width: 88, height: 32)
        next.autoresizingMask = [.flexibleLeftMargin]
        next.setTitle("Next >", for: .normal)
        next.setTitleColor(.black, for: .normal)
        next.accessibilityIdentifier = "detail.next"
        next.addAction(UIAction { [weak self] _ in self?.showNext() }, for: .touchUpInside)
        view.addSubview(next)

        imageView.backgroundColor = .white
        imageView.contentMode = .scaleAspectFit
        imageView.accessibilityIdentifier = "detail.image"
        imageView.isUserInteractionEnabled = true
        imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CreatureDetailViewController.didTapPicture))
        view.addSubview(imageView)

        nameLabel.autoresizingMask = [.flexibleWidth]
        nameLabel.textAlignment = .center
        view.addSubview(nameLabel)

        let note = UILabel(frame: CGRect(x: 0, y: 368, width: 375, height: 16))
        note.autoresizingMask = [.flexibleWidth]
        note.text = "found at low tide, pool 3"
        note.textAlignment = .center
        view.addSubview(note)
        show()
    }

    private func didTapPicture(_ tap: UITapGestureRecognizer) {
        showPhoto(of: Creature.all[index])
    }

    private func show() {
        let creature = Creature.all[index]
        view.backgroundColor = creature.color
        imageView.image = UIImage(named: creature.art)
        nameLabel.text = creature.name
    }

    private func showNext() {
        index = (index + 1) % Creature.all.count
        show()
        onNext?(index)
    }
}
