import UIKit

/// The grid of this morning's finds. Tapping one pushes its detail screen; the detail's "Next"
/// moves the selection on, and the grid scrolls to keep the selected creature in view.
final class PoolGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 104, height: 112)
        layout.minimumLineSpacing = 16
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    /// The creature shown in the detail screen (or last shown), if any.
    private(set) var selectedIndexPath: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "grid"

        let title = UILabel(frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: 16))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "R O C K   P O O L S"
        title.textAlignment = .center
        view.addSubview(title)

        collectionView.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: view.bounds.height - 64)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "grid.collection"
        collectionView.register(CreatureCell.self, forCellWithReuseIdentifier: CreatureCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Creature.all.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CreatureCell.reuseIdentifier, for: indexPath) as! CreatureCell
        cell.show(Creature.all[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        let detail = CreatureDetailViewController(index: indexPath.item)
        detail.onNext = { [weak self] index in self?.select(IndexPath(item: index, section: 0)) }
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Makes `indexPath` the selected creature and scrolls the grid so that it is in view.
    private func select(_ indexPath: IndexPath) {
        selectedIndexPath = indexPath
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: .centeredVertically)
    }
}
