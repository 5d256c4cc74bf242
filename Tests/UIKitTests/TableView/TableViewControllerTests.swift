import Expectations
import Testing
import UIKit

/// `UITableViewController`: its view is a table served by the controller, and the row that led
/// to a pushed screen is deselected alongside the pop — back again if an interactive pop is
/// cancelled.
@MainActor
struct TableViewControllerTests {
    final class HerbsController: UITableViewController {
        private(set) var selected: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "herb")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "herb", for: indexPath)
            cell.textLabel?.text = "Herb \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
            navigationController?.pushViewController(UIViewController(), animated: true)
        }
    }

    private func launch() -> (UIKitEngine, UINavigationController, HerbsController) {
        let engine = UIKitEngine()
        let herbs = engine.run { HerbsController(style: .plain) }
        let nav = engine.run { UINavigationController(rootViewController: herbs) }
        _ = engine.show(nav)
        engine.advance(by: 0.1)
        return (engine, nav, herbs)
    }

    /// The middle of the row's cell, in the window (under the navigation bar).
    private func rowCentre(_ row: Int, in herbs: HerbsController, _ engine: UIKitEngine) -> CGPoint {
        engine.run {
            let frame = herbs.tableView.rectForRow(at: IndexPath(row: row, section: 0))
            return herbs.tableView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
    }

    @Test func theViewIsATableServedByTheController() {
        let (engine, _, herbs) = launch()
        engine.run {
            expectIdentical(herbs.view, herbs.tableView)
            expectIdentical(herbs.tableView.dataSource, herbs)
            expectIdentical(herbs.tableView.delegate, herbs)
            expectEqual(herbs.tableView.visibleCells.first?.textLabel?.text, "Herb 0")
            expectEqual(herbs.tableView.visibleCells.first?.frame.height, 44)
            #expect(UITableViewController().tableView.style == .plain)
        }
    }

    @Test func aPopDeselectsTheRowAlongsideAndACancelledOneBringsItBack() throws {
        let (engine, nav, herbs) = launch()
        // Row 3 pushes a screen.
        engine.tap(at: rowCentre(3, in: herbs, engine))
        try engine.runUntilIdle(timeout: 2)
        expectEqual(herbs.selected, [IndexPath(row: 3, section: 0)])
        expectEqual(engine.run { nav.viewControllers.count }, 2)
        expectEqual(engine.run { herbs.tableView.indexPathForSelectedRow }, IndexPath(row: 3, section: 0), "still selected under the pushed screen")

        // A swipe from the edge that stops at 150 points: the selection fades with the pop's
        // progress; back to 60 points and lifted, the pop is cancelled, and the row is selected
        // again and shows it.
        let finger = engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.5, lift: false)
        engine.advance(by: 0.1)
        let fading = try #require(engine.run { herbs.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.subviews.first { $0.backgroundColor == .systemGray4 } })
        let opacity = engine.run { fading.layer.presentation()?.opacity ?? 1 }
        #expect(opacity > 0.2 && opacity < 0.9, "half faded with the pop: \(opacity)")
        engine.run { finger.move(to: CGPoint(x: 60, y: 300)) }
        engine.advance(by: 0.05)
        engine.run { finger.lift() }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { nav.viewControllers.count }, 2)
        expectEqual(engine.run { herbs.tableView.indexPathForSelectedRow }, IndexPath(row: 3, section: 0))
        let cell = try #require(engine.run { herbs.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) })
        #expect(engine.run { cell.isSelected })
        let gray = engine.run { cell.subviews.first { $0.backgroundColor == .systemGray4 } }
        expectEqual(engine.run { gray?.alpha }, 1, "the selection shows again")

        // A long one pops, and the row is deselected.
        engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { nav.viewControllers.count }, 1)
        expectNil(engine.run { herbs.tableView.indexPathForSelectedRow })
        expectNil(engine.run { cell.subviews.first { $0.backgroundColor == .systemGray4 } }, "the gray has gone")
    }

    @Test func withoutClearingTheRowStaysSelected() throws {
        let (engine, nav, herbs) = launch()
        engine.run { herbs.clearsSelectionOnViewWillAppear = false }
        engine.tap(at: rowCentre(3, in: herbs, engine))
        try engine.runUntilIdle(timeout: 2)
        engine.run { _ = nav.popViewController(animated: true) }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { herbs.tableView.indexPathForSelectedRow }, IndexPath(row: 3, section: 0))
    }
}
