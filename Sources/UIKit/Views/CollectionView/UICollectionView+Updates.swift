import Foundation

/// Inserting, deleting and reloading items and sections, alone or in `performBatchUpdates`,
/// checked against the data source as UIKit checks them: after the updates, each section must
/// hold the items it held before, plus those inserted, minus those deleted — otherwise the app
/// stops with UIKit's "Invalid update" message. The changes show at once (iOS animates them):
/// the cells on screen are asked of the data source again.
extension UICollectionView {
    struct PendingUpdates {
        var insertedItems: [IndexPath] = []
        var deletedItems: [IndexPath] = []
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var moves: [(from: IndexPath, to: IndexPath)] = []
    }

    /// Runs `updates` (which change the data source and call the methods below), then checks
    /// and shows them together; `completion` hears `true` on the next turn.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = itemCounts
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { commitUpdates(before: before) }
        if let completion {
            let engine = self.engine
            engine.schedule(at: engine.currentTime) { completion(true) }
        }
    }

    public func insertItems(at indexPaths: [IndexPath]) { change { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { change { $0.deletedItems += indexPaths } }
    /// The items are asked of the data source again (their number does not change).
    public func reloadItems(at indexPaths: [IndexPath]) { change { _ in } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { change { $0.moves.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { change { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { change { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { change { _ in } }

    private func change(_ record: (inout PendingUpdates) -> Void) {
        let before = batchDepth == 0 ? itemCounts : nil
        record(&pendingUpdates)
        if batchDepth == 0 { commitUpdates(before: before) }
    }

    /// Checks the data source against the counts before the updates (when they were read: a
    /// collection view that has not read its data yet just reads it) and shows the new data.
    private func commitUpdates(before: [Int]?) {
        let updates = pendingUpdates
        pendingUpdates = PendingUpdates()
        reloadData()
        guard let before else { return }
        let after = (0..<Swift.max(0, dataSource?.numberOfSections(in: self) ?? 0)).map { Swift.max(0, dataSource!.collectionView(self, numberOfItemsInSection: $0)) }
        let expectedSections = before.count + updates.insertedSections.count - updates.deletedSections.count
        if after.count != expectedSections {
            preconditionFailure("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted).")
        }
        // Sections that existed before and are still there, in their new positions.
        var newIndex = 0
        for (oldIndex, old) in before.enumerated() where !updates.deletedSections.contains(oldIndex) {
            while updates.insertedSections.contains(newIndex) { newIndex += 1 }
            guard newIndex < after.count else { break }
            let inserted = updates.insertedItems.filter { $0.section == newIndex }.count
            let deleted = updates.deletedItems.filter { $0.section == oldIndex }.count
            let movedIn = updates.moves.filter { $0.to.section == newIndex && $0.from.section != oldIndex }.count
            let movedOut = updates.moves.filter { $0.from.section == oldIndex && $0.to.section != newIndex }.count
            if after[newIndex] != old + inserted - deleted + movedIn - movedOut {
                preconditionFailure("Invalid update: invalid number of items in section \(newIndex). The number of items contained in an existing section after the update (\(after[newIndex])) must be equal to the number of items contained in that section before the update (\(old)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            newIndex += 1
        }
    }
}
