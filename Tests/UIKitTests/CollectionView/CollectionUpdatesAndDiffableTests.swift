import Expectations
import Foundation
import Testing
import UIKit

/// Batch updates checked as UIKit checks them, and diffable data sources.
@MainActor
struct CollectionUpdatesTests {
    @Test func deletingAnItemTheDataSourceDroppedShowsOneCellFewer() {
        let s = GridStage([5])
        expectEqual(s.visibleItems, Array(0..<5))
        s.run {
            s.source.counts = [4]
            s.grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
            s.grid.layoutIfNeeded()
        }
        expectEqual(s.visibleItems, Array(0..<4))
        var done: Bool?
        s.run {
            s.grid.performBatchUpdates({
                s.source.counts = [6]
                s.grid.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            }, completion: { done = $0 })
            s.grid.layoutIfNeeded()
        }
        expectEqual(s.visibleItems, Array(0..<6))
        #expect(done == nil, "the completion comes on the next turn")
        s.engine.advance(by: 0.01)
        expectEqual(done, true)
    }

    @Test func anUpdateTheDataSourceDoesNotMatchStopsTheAppWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let s = GridStage([5])
                s.run { s.grid.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
            }
        }
        // The message (UIKit's "Invalid update: invalid number of items in section 0. …") goes to
        // standard error with the runtime's backtrace; the exit is what is checked here.
        _ = result
    }
}

@MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, extra }

    @Test func snapshotsHoldSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        expectEqual(snapshot.numberOfItems, 0)
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "c"])
        snapshot.insertItems(["b"], beforeItem: "c")
        snapshot.appendSections([.extra])
        snapshot.appendItems(["z"], toSection: .extra)
        expectEqual(snapshot.itemIdentifiers, ["a", "b", "c", "z"])
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["a", "b", "c"])
        expectEqual(snapshot.sectionIdentifier(containingItem: "z"), .extra)
        expectEqual(snapshot.indexOfItem("c"), 2)
        snapshot.deleteItems(["b"])
        snapshot.moveItem("a", afterItem: "c")
        expectEqual(snapshot.itemIdentifiers(inSection: .main), ["c", "a"])
        snapshot.deleteSections([.extra])
        expectEqual(snapshot.numberOfSections, 1)
    }

    @Test func aTableShowsTheAppliedSnapshot() {
        let engine = UIKitEngine()
        let (table, source) = engine.run { () -> (UITableView, UITableViewDiffableDataSource<Section, String>) in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let table = UITableView(frame: window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            window.addSubview(table)
            window.makeKeyAndVisible()
            let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            return (table, source)
        }
        #expect(engine.run { table.dataSource === source }, "the data source sets itself")
        var applied = false
        engine.run {
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["apple", "pear"])
            source.apply(snapshot, animatingDifferences: false) { applied = true }
        }
        engine.advance(by: 0.01)
        #expect(applied)
        let texts = engine.run { table.visibleCells.compactMap { $0.textLabel?.text } }
        expectEqual(texts, ["apple", "pear"])
        expectEqual(engine.run { source.itemIdentifier(for: IndexPath(row: 1, section: 0)) }, "pear")
        expectEqual(engine.run { source.indexPath(for: "apple") }, IndexPath(row: 0, section: 0))
    }
}

@MainActor
struct RelativeDateTimeFormatterTests {
    @Test func theLargestUnitInEnglish() {
        let formatter = RelativeDateTimeFormatter()
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        expectEqual(formatter.localizedString(for: now.addingTimeInterval(-3 * 3600), relativeTo: now), "3 hours ago")
        expectEqual(formatter.localizedString(for: now.addingTimeInterval(2 * 86400), relativeTo: now), "in 2 days")
        formatter.unitsStyle = .abbreviated
        expectEqual(formatter.localizedString(for: now.addingTimeInterval(-90), relativeTo: now), "1m ago")
        formatter.unitsStyle = .spellOut
        expectEqual(formatter.localizedString(for: now.addingTimeInterval(-21 * 60), relativeTo: now), "twenty-one minutes ago")
        formatter.dateTimeStyle = .named
        expectEqual(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now), "yesterday")
    }
}
