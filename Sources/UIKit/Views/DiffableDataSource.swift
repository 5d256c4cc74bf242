import Foundation

/// The state of a list's data: sections and the items in each, by identifier (iOS 13). Build it,
/// then `apply` it to a diffable data source.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items asked to be reloaded or reconfigured since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else { Self.fail("section \(identifier) is not in the snapshot") }
        return sections[index].items
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    /// Identifiers must be unique, as UIKit requires ("Fatal: supplied identifiers are not unique").
    private func checkNew<T: Hashable>(_ new: [T], against existing: [T], _ what: String) {
        if Set(new).count != new.count || !Set(new).isDisjoint(with: existing) {
            Self.fail("Fatal: supplied \(what) identifiers are not unique. Duplicate identifiers: \(new.filter { id in new.filter { $0 == id }.count > 1 || existing.contains(id) })")
        }
    }

    private static func fail(_ message: String) -> Never { preconditionFailure("NSDiffableDataSourceSnapshot: \(message)") }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNew(identifiers, against: sectionIdentifiers, "section")
        sections += identifiers.map { ($0, []) }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        checkNew(identifiers, against: sectionIdentifiers, "section")
        guard let index = indexOfSection(beforeSection) else { Self.fail("section \(beforeSection) is not in the snapshot") }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        checkNew(identifiers, against: sectionIdentifiers, "section")
        guard let index = indexOfSection(afterSection) else { Self.fail("section \(afterSection) is not in the snapshot") }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.id) } }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    /// Appends items to `section`, or to the last section (there must be one).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        checkNew(identifiers, against: itemIdentifiers, "item")
        let index: Int
        if let section {
            guard let found = indexOfSection(section) else { Self.fail("section \(section) is not in the snapshot") }
            index = found
        } else {
            guard !sections.isEmpty else { Self.fail("there are currently no sections in the data source. Please add a section first.") }
            index = sections.count - 1
        }
        sections[index].items += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) { insert(identifiers, at: beforeItem, after: false) }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) { insert(identifiers, at: afterItem, after: true) }
    private mutating func insert(_ identifiers: [ItemIdentifierType], at item: ItemIdentifierType, after: Bool) {
        checkNew(identifiers, against: itemIdentifiers, "item")
        guard let s = sections.firstIndex(where: { $0.items.contains(item) }), let i = sections[s].items.firstIndex(of: item) else { Self.fail("item \(item) is not in the snapshot") }
        sections[s].items.insert(contentsOf: identifiers, at: after ? i + 1 : i)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sections = [] }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: beforeItem, after: false)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: afterItem, after: true)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    /// Section and item indexes (for the data source's answers).
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: identifier) { return IndexPath(item: i, section: s) }
        }
        return nil
    }
    func count(inSection index: Int) -> Int { sections.indices.contains(index) ? sections[index].items.count : 0 }
}

/// A table view's data source that answers from the snapshot last applied: the number of
/// sections and rows, and each cell from `cellProvider` with the row's item identifier.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Kept: changes show at once here.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source, as on iOS.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Makes `snapshot` the data and shows it (at once: iOS animates the difference when asked);
    /// `completion` runs on the next turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        if let completion, let engine = tableView?.engine { engine.schedule(at: engine.currentTime) { completion() } }
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.count(inSection: section) }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for the row at \(indexPath); it must return a cell.")
        }
        return cell
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// A collection view's data source that answers from the snapshot last applied.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Asked for the sections' supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source, as on iOS.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        if let completion, let engine = collectionView?.engine { engine.schedule(at: engine.currentTime) { completion() } }
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { current.count(inSection: section) }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for the item at \(indexPath); it must return a cell.")
        }
        return cell
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no supplementaryViewProvider gave a view of kind \(kind) at \(indexPath).")
        }
        return view
    }
}
