import Expectations
import Testing
import UIKit

// Shared pieces for the collection-view tests: a cell that counts its reuses, a data source and
// delegate that record what the collection view asked and told, and a grid on a window.

/// A section header or footer counting `prepareForReuse()` calls.
@MainActor
final class TitleView: UICollectionReusableView {
    private(set) var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell counting `prepareForReuse()` calls.
@MainActor
final class HerbCell: UICollectionViewCell {
    private(set) var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell with its own initializer, written the way that compiles on iOS and here.
@MainActor
final class LabelCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }
}

/// Items per section from `counts`; records every cell asked for and every selection change.
@MainActor
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var identifier = "herb"
    /// Items a tap may not select.
    var refused: Set<IndexPath> = []
    /// Items a finger may not highlight.
    var unhighlightable: Set<IndexPath> = []
    private(set) var asked: [IndexPath] = []
    /// Every highlight and selection call, as "didSelect 3" (the item of section 0, or "section.item").
    private(set) var calls: [String] = []
    /// Every willDisplay and didEndDisplaying call, with the cell, as "willDisplay 3".
    private(set) var displays: [(call: String, cell: UICollectionViewCell)] = []
    private(set) var selected: [IndexPath] = []
    private(set) var deselected: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.contentView.backgroundColor = .black
        return cell
    }

    private func log(_ name: String, _ indexPath: IndexPath) {
        calls.append("\(name) " + (indexPath.section == 0 ? "\(indexPath.item)" : "\(indexPath.section).\(indexPath.item)"))
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        view.backgroundColor = .systemBlue
        return view
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight", indexPath)
        return !unhighlightable.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log("didHighlight", indexPath) }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log("didUnhighlight", indexPath) }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelect", indexPath)
        return !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("didSelect", indexPath)
        selected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log("didDeselect", indexPath)
        deselected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        expectNotIdentical(cell.superview, collectionView, "not in the collection view yet")
        displays.append(("willDisplay \(indexPath.item)", cell))
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        expectNil(cell.superview, "already out of the collection view")
        displays.append(("didEndDisplaying \(indexPath.item)", cell))
    }
}

/// A 375 × 600 collection view (or `size`) at the window's top-left (on a 375 × 667 screen), with
/// a flow layout of 100 × 100 items, spacing 10 and insets 10 — three items a line at x = 10,
/// 137.5 and 265, lines at y = 10 + 110·k — holding `counts` items, laid out once; headers and
/// footers ("title") are registered, for layouts that have them.
@MainActor
final class GridStage {
    let stage = ViewStage()
    let layout: UICollectionViewFlowLayout
    let grid: UICollectionView
    let source: GridSource

    var engine: UIKitEngine { stage.engine }

    init(_ counts: [Int] = [30], size: CGSize = CGSize(width: 375, height: 600), configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        source = GridSource(counts)
        (layout, grid) = stage.run { () -> (UICollectionViewFlowLayout, UICollectionView) in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            configure(layout)
            let grid = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            grid.register(HerbCell.self, forCellWithReuseIdentifier: "herb")
            grid.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
            grid.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
            return (layout, grid)
        }
        stage.run { grid.dataSource = source; grid.delegate = source }
        stage.add(grid)
    }

    @discardableResult
    func run<T>(_ body: () throws -> T) rethrows -> T { try stage.run(body) }

    /// Scrolls to `y` without animation and lays out.
    func scroll(to y: CGFloat) {
        run {
            grid.contentOffset = CGPoint(x: 0, y: y)
            grid.layoutIfNeeded()
        }
    }

    /// The frame the layout gives the item.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        run { grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
    }

    var visibleItems: [Int] { run { grid.indexPathsForVisibleItems.map(\.item) } }
}

/// Index paths of section 0 for `items`.
func paths(_ items: some Sequence<Int>, section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
}
