import UIKit

/// A square of the grid: the creature's picture on white, its name below, on its colour.
final class CreatureCell: UICollectionViewCell {
    static let reuseIdentifier = "creature"

    /// The picture: the view that flies to the detail screen.
    let imageView = UIImageView(frame: CGRect(x: 8, y: 8, width: 88, height: 64))
    let nameLabel = UILabel(frame: CGRect(x: 0, y: 80, width: 104, height: 16))

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.backgroundColor = .white
        imageView.contentMode = .scaleAspectFit
        imageView.accessibilityIdentifier = "cell.image"
        contentView.addSubview(imageView)
        nameLabel.textAlignment = .center
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { return nil }

    func show(_ creature: Creature) {
        contentView.backgroundColor = creature.color
        imageView.image = UIImage(named: creature.art)
        nameLabel.text = creature.name
    }
}
