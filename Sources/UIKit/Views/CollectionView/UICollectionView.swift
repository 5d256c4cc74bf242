/// A scroll view showing items as cells placed by a layout (`UICollectionViewFlowLayout` for a
/// grid), with cells reused as they scroll in and out of sight.
///
/// At each layout pass (the end of a run-loop turn after a scroll, a resize or `reloadData()`,
/// or `layoutIfNeeded()`), it asks the layout for the items whose frames meet its bounds. Cells
/// of items that left the bounds go to a queue by reuse identifier (and leave the view); for
/// items that came in, it asks the data source for a cell, which takes one from the queue
/// (`prepareForReuse()` is called) or makes a new one of the registered class. Cells are
/// subviews placed in content coordinates, so they move with `contentOffset`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(HerbCell.self, forCellWithReuseIdentifier: "herb")
/// grid.dataSource = self
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a flow layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Rows of items, one under the other.
        case vertical = 0
        /// Columns of items, side by side.
        case horizontal = 1
    }

    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item in the bounds.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items; setting it lays the items out again with the new one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }

    /// Replaces the layout, as setting `collectionViewLayout` does; animated, the cells move to
    /// their places in the new layout in a 0.3 s ease-in-out UIView animation (iOS documents no
    /// duration) and `completion` runs at its end (at once, with true, when not animated).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated else {
            collectionViewLayout = layout
            layoutIfNeeded()
            completion?(true)
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
            self.collectionViewLayout = layout
            self.layoutIfNeeded()
        }, completion: completion)
    }

    /// Gives the items and their cells (held weakly). Setting it reloads the data.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate (`UIScrollView.delegate`) as a collection view's: told about highlighting and
    /// selection by touch, and about cells coming and going. On iOS `delegate` itself is typed
    /// `UICollectionViewDelegate?`; Swift cannot narrow an inherited property's type, so here it
    /// stays `UIScrollViewDelegate?` (FIDELITY §2.23).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Whether a tap selects items (true by default).
    open var allowsSelection = true
    /// Whether several items may be selected at once (false by default); then a tap on a
    /// selected item deselects it.
    open var allowsMultipleSelection = false

    var registeredClasses: [String: UICollectionViewCell.Type] = [:]
    var reuseQueues: [String: [UICollectionViewCell]] = [:]
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary views: classes and queues by kind and identifier, those on screen by kind and index path.
    struct SupplementaryKey: Hashable { var kind: String; var indexPath: IndexPath }
    var registeredSupplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    var supplementaryQueues: [String: [String: [UICollectionReusableView]]] = [:]
    var supplementaryViewsOnScreen: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The number of items of each section, read from the data source; nil until it is read again.
    var itemCounts: [Int]?
    var layoutIsPrepared = false
    /// `reloadData()` was called: the next layout pass recycles every view on screen.
    var reloadPending = false
    /// `performBatchUpdates` nesting, and the changes said inside it (UICollectionView+Updates).
    var batchDepth = 0
    var pendingUpdates = PendingUpdates()
    var selection: [IndexPath] = []
    /// The finger on an item: the touch, the item, and whether its cell is highlighted.
    var trackedTouch: (touch: UITouch, indexPath: IndexPath, highlighted: Bool)?

    /// A collection view with `frame`, whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// A change of size lays the items out again; any change (a scroll) updates the cells.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.size != newValue.size { layoutIsPrepared = false }
            if old != newValue { setNeedsLayout() }
        }
    }

    // MARK: Cells

    /// Makes cells for `identifier` from `cellClass` (a `UICollectionViewCell` subclass).
    /// A nil class removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("UICollectionView: \(cellClass) registered for \"\(identifier)\" is not a UICollectionViewCell subclass")
        }
        registeredClasses[identifier] = type
    }

    /// A cell for the item at `indexPath`: one waiting under `identifier` (after its
    /// `prepareForReuse()`), or a new one of the registered class. Call it from
    /// `collectionView(_:cellForItemAt:)`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let type = registeredClasses[identifier] else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let cell = type.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell of the item, if it is on screen (nil otherwise, and before the first layout).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item whose frame contains `point` (in the collection view's coordinates: content
    /// coordinates), on screen or not; nil in the gaps.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let candidates = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        return candidates.filter { $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden }.map(\.indexPath).min()
    }

    /// Where the layout puts the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Data

    /// Reads the items from the data source again at the next layout pass: every cell on
    /// screen goes back to its queue, and the data source is asked for the cells anew.
    open func reloadData() {
        itemCounts = nil
        reloadPending = true
        layoutIsPrepared = false
        setNeedsLayout()
    }

    /// The number of sections, as the data source says (0 without one).
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as the data source says.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        precondition(counts.indices.contains(section), "UICollectionView: section \(section) out of range 0..<\(counts.count)")
        return counts[section]
    }

    private var counts: [Int] {
        if let itemCounts { return itemCounts }
        var read: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            read = (0..<Swift.max(0, sections)).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        itemCounts = read
        selection.removeAll { !isValid($0, in: read) }
        return read
    }

    /// After a reload, the views on screen belong to the old data: they wait in their queues.
    private func recycleEverythingOnScreen() {
        trackedTouch = nil
        let shown = visibleCellsByIndexPath
        visibleCellsByIndexPath = [:]
        for indexPath in shown.keys.sorted() { enqueue(shown[indexPath]!, endingDisplayOf: indexPath) }
        let shownSupplementary = supplementaryViewsOnScreen
        supplementaryViewsOnScreen = [:]
        for view in shownSupplementary.values { enqueueSupplementary(view) }
    }

    private func isValid(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    func isValid(_ indexPath: IndexPath) -> Bool { isValid(indexPath, in: counts) }

    // MARK: Layout

    /// Called by the layout's `invalidateLayout()`.
    func layoutWasInvalidated() {
        layoutIsPrepared = false
        setNeedsLayout()
    }

    func prepareLayoutIfNeeded() {
        _ = counts
        guard !layoutIsPrepared else { return }
        layoutIsPrepared = true
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Places the cells of the items in the bounds, reusing those that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        if reloadPending {
            reloadPending = false
            recycleEverythingOnScreen()
        }
        let area = tilingArea
        let elements = (collectionViewLayout.layoutAttributesForElements(in: area) ?? []).filter { $0.frame.overlaps(area) }
        layOutSupplementaryViews(elements.filter { $0.representedElementCategory == .supplementaryView })
        let wanted = elements
            .filter { $0.representedElementCategory == .cell && isValid($0.indexPath) }
            .sorted { $0.indexPath < $1.indexPath }
        let keep = Set(wanted.map(\.indexPath))
        for indexPath in visibleCellsByIndexPath.keys.sorted() where !keep.contains(indexPath) {
            let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath)!
            enqueue(cell, endingDisplayOf: indexPath)
        }
        for attributes in wanted {
            if let cell = visibleCellsByIndexPath[attributes.indexPath] {
                apply(attributes, to: cell)
                continue
            }
            let cell = makeCell(for: attributes.indexPath)
            apply(attributes, to: cell)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            if cell.superview !== self { addSubview(cell) }
        }
    }

    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        view.frame = attributes.frame
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
    }

    private func makeCell(for indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { preconditionFailure("UICollectionView: items without a data source") }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        precondition(cell.reuseIdentifier != nil, "the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
        cell.isSelected = selection.contains(indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        return cell
    }

    /// Takes the cell out of the view into its queue, and tells the delegate.
    private func enqueue(_ cell: UICollectionViewCell, endingDisplayOf indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }


    // MARK: Selection

    /// The selected items, in order; nil when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selection.isEmpty ? nil : selection.sorted()
    }

    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls
    /// it to `scrollPosition` (`[]`: no scrolling); nil deselects every item. Calls no delegate
    /// method. `animated` only animates the scroll.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for selected in selection { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selection where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item. Calls no delegate method.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Scrolls so that the item sits at `scrollPosition`: its top at the top of the bounds
    /// (`.top`), its centre in the middle (`.centeredVertically`) or its bottom at the bottom
    /// (`.bottom`), and likewise `.left`, `.centeredHorizontally`, `.right` across; the offset
    /// stays within the content. `[]` does not scroll.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
        let maximum = CGPoint(x: Swift.max(minimum.x, contentSize.width + contentInset.right - bounds.width),
                              y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
        offset.x = Swift.min(Swift.max(offset.x, minimum.x), maximum.x)
        offset.y = Swift.min(Swift.max(offset.y, minimum.y), maximum.y)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    // MARK: Touches

    /// A finger down on a cell highlights it if the delegate's `shouldHighlightItemAt` agrees
    /// (`isHighlighted`, then `didHighlightItemAt`); if it does not, the touch selects nothing.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, trackedTouch == nil, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)),
              let cell = cellForItem(at: indexPath) else {
            return super.touchesBegan(touches, with: event)
        }
        let highlights = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        trackedTouch = (touch, indexPath, highlights)
        guard highlights else { return }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A finger that leaves the cell it went down on gives up: the highlight goes and the lift
    /// selects nothing.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return super.touchesMoved(touches, with: event) }
        guard tracked.highlighted, indexPathForItem(at: tracked.touch.location(in: self)) != tracked.indexPath else { return }
        trackedTouch?.highlighted = false
        unhighlight(tracked.indexPath)
    }

    /// A finger lifted on the highlighted cell selects its item: `shouldSelectItemAt` is
    /// asked, the highlight goes (`didUnhighlightItemAt`), the item that loses the selection is
    /// deselected (`didDeselectItemAt`), then the cell is selected and `didSelectItemAt` is
    /// called. With `allowsMultipleSelection`, a lift on a selected item deselects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return super.touchesEnded(touches, with: event) }
        trackedTouch = nil
        guard tracked.highlighted else { return }
        let indexPath = tracked.indexPath
        if allowsMultipleSelection, selection.contains(indexPath) {
            unhighlight(indexPath)
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(indexPath)
        guard selects, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selection where other != indexPath {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A cancelled touch (the pan took over) removes the highlight and selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return super.touchesCancelled(touches, with: event) }
        trackedTouch = nil
        if tracked.highlighted { unhighlight(tracked.indexPath) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
