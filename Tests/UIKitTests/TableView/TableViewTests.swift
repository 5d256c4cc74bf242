import Expectations
import Testing
import UIKit

/// A cell counting its reuses, with a label pinned to its content view's edges when
/// `selfSizing` (the label's height is `tall` or 30 points).
final class HerbRowCell: UITableViewCell {
    private(set) var reuses = 0
    let title = UILabel()
    private var height: NSLayoutConstraint?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { return nil }

    /// Pins the label to the content view with a height, so that the row sizes itself.
    func sizeItself(to tall: CGFloat) {
        if height == nil {
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
            height = title.heightAnchor.constraint(equalToConstant: tall)
            height?.isActive = true
        }
        height?.constant = tall
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate logging the calls a table makes, with `counts` rows per section.
final class HerbRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    /// Heights for `heightForRowAt` (nil: the table's `rowHeight`).
    var heights: ((IndexPath) -> CGFloat)?
    /// Self-sizing rows: the label's height for a row.
    var selfSizing: ((IndexPath) -> CGFloat)?
    var redirect: ((IndexPath) -> IndexPath?)?
    private(set) var calls: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func clear() { calls = [] }
    func calls(_ prefix: String) -> [String] { calls.filter { $0.hasPrefix(prefix) } }

    func numberOfSections(in tableView: UITableView) -> Int {
        calls.append("sections")
        return counts.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append("rows \(section)")
        return counts[section]
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "herb", for: indexPath) as! HerbRowCell
        cell.title.text = "herb \(indexPath.row)"
        if let selfSizing { cell.sizeItself(to: selfSizing(indexPath)) }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        calls.append("height \(indexPath.section).\(indexPath.row)")
        return heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath.row)") }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return redirect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
}

/// A 375 × 600 table in a window, served by `HerbRows`.
@MainActor
final class TableStage {
    let stage = ViewStage()
    let source: HerbRows
    let table: UITableView

    init(_ counts: [Int], style: UITableView.Style = .plain, configure: (UITableView, HerbRows) -> Void = { _, _ in }) {
        let source = HerbRows(counts)
        self.source = source
        table = stage.run { UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: style) }
        stage.run {
            table.register(HerbRowCell.self, forCellReuseIdentifier: "herb")
            configure(table, source)
            table.dataSource = source
            table.delegate = source
        }
        stage.add(table)
        stage.run { table.layoutIfNeeded() }
    }

    @discardableResult
    func run<T>(_ body: () throws -> T) rethrows -> T { try stage.run(body) }

    var visibleRows: [Int] { run { (table.indexPathsForVisibleRows ?? []).map(\.row) } }

    func scroll(to y: CGFloat) {
        run {
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
        }
    }

    func cell(_ row: Int, section: Int = 0) -> HerbRowCell? {
        run { table.cellForRow(at: IndexPath(row: row, section: section)) as? HerbRowCell }
    }
}

/// Rows one under the other with their cells reused; the number of rows read at load, not
/// while scrolling; heights fixed, asked, estimated and measured (a Mac Catalyst run of
/// UIKit's own table printed `contentSize = Σ(measured rows) + estimate × remaining rows`,
/// FIDELITY §4.11).
@MainActor
struct TableViewTests {
    @Test func withoutADataSourceThereIsNothing() {
        let stage = ViewStage()
        let table = stage.run { UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)) }
        stage.add(table)
        stage.run {
            table.layoutIfNeeded()
            expectEqual(table.style, .plain)
            expectEqual(table.numberOfSections, 0)
            expectEqual(table.contentSize, CGSize(width: 375, height: 0))
            #expect(table.visibleCells.isEmpty)
            expectEqual(table.rowHeight, UITableView.automaticDimension)
            expectEqual(table.estimatedRowHeight, -1)
            expectNil(table.indexPathForSelectedRow)
        }
    }

    @Test func oneRowGetsOneCellAcrossTheTable() {
        let s = TableStage([1]) { table, _ in table.rowHeight = 60 }
        let cell = s.cell(0)
        expectNotNil(cell)
        expectIdentical(cell?.superview, s.table)
        expectEqual(s.run { cell?.frame }, CGRect(x: 0, y: 0, width: 375, height: 60))
        expectEqual(s.run { cell?.contentView.frame }, CGRect(x: 0, y: 0, width: 375, height: 60))
        expectEqual(cell?.reuseIdentifier, "herb")
        expectEqual(s.run { s.table.contentSize }, CGSize(width: 375, height: 60))
        expectEqual(s.source.calls("cell"), ["cell 0.0"])
    }

    @Test func rowsInTheBoundsHaveCellsAndScrollingReusesThoseThatLeft() {
        // 100 rows of 60 points in 600: rows 0–9 on screen.
        let s = TableStage([100]) { table, _ in table.rowHeight = 60 }
        expectEqual(s.visibleRows, Array(0..<10))
        expectEqual(s.run { s.table.contentSize.height }, 6000)
        let before = (0..<3).compactMap { s.cell($0) }
        s.source.clear()
        // At 150: rows 2 (120–180) to 12 (720–780, partly in).
        s.scroll(to: 150)
        expectEqual(s.visibleRows, Array(2..<13))
        expectEqual(s.source.calls("cell"), ["cell 0.10", "cell 0.11", "cell 0.12"])
        expectEqual(s.source.calls("rows"), [], "the number of rows is not asked while scrolling")
        let incoming = (10..<13).compactMap { s.cell($0) }
        #expect(incoming.filter { cell in before.contains { $0 === cell } }.count == 2, "the two cells that left came back")
        expectEqual(incoming.filter { $0.reuses == 1 }.count, 2)
        expectEqual(s.source.calls("didEndDisplaying"), ["didEndDisplaying 0.0", "didEndDisplaying 0.1"])
        expectEqual(s.run { s.table.subviews.filter { $0 is UITableViewCell }.count }, 11)
        expectEqual(s.run { s.table.indexPathForRow(at: CGPoint(x: 10, y: 725)) }, IndexPath(row: 12, section: 0))
        expectEqual(s.run { s.table.rectForRow(at: IndexPath(row: 50, section: 0)) }, CGRect(x: 0, y: 3000, width: 375, height: 60))
    }

    @Test func theOldDequeueGivesNilWhenNothingIsRegistered() {
        let stage = ViewStage()
        let table = stage.run { UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)) }
        stage.run {
            expectNil(table.dequeueReusableCell(withIdentifier: "none"))
            table.register(HerbRowCell.self, forCellReuseIdentifier: "herb")
            let made = table.dequeueReusableCell(withIdentifier: "herb")
            #expect(made is HerbRowCell)
            expectEqual(made?.frame.size, CGSize(width: 320, height: 44), "outside a layout pass a cell is 320 × 44")
            table.register(nil, forCellReuseIdentifier: "herb")
            expectNil(table.dequeueReusableCell(withIdentifier: "herb"))
        }
    }

    @Test func estimatedRowsCountAtTheEstimateUntilTheyAreShown() {
        // Self-sizing rows (label 30 + 16 = 46 points) estimated at 100: the 13 rows shown
        // measure 46 (13 × 46 = 598 < 600, row 13 starts at 598 and shows too).
        let s = TableStage([50]) { table, rows in
            table.estimatedRowHeight = 100
            rows.selfSizing = { _ in 30 }
        }
        expectEqual(s.visibleRows, Array(0..<14))
        expectEqual(s.run { s.cell(0)?.frame.height }, 46)
        expectEqual(s.run { s.table.contentSize.height }, 14 * 46 + 36 * 100)
        expectEqual(s.source.calls("height").count, 14, "only the rows shown are asked for their height")
        // Estimating off: every height asked at load, and the content exact.
        let fixed = TableStage([50]) { table, rows in
            table.estimatedRowHeight = 0
            rows.heights = { $0.row.isMultiple(of: 2) ? 40 : 80 }
        }
        expectEqual(fixed.run { fixed.table.contentSize.height }, 25 * 40 + 25 * 80)
        #expect(fixed.source.calls("height").count >= 50)
    }

    @Test func automaticRowsWithoutConstraintsAreTheStandard44() {
        let s = TableStage([3])
        expectEqual(s.run { s.cell(1)?.frame }, CGRect(x: 0, y: 44, width: 375, height: 44))
        expectEqual(s.run { s.table.contentSize.height }, 132)
    }

    @Test func reloadDataAsksAgainAndKeepsTheCells() {
        let s = TableStage([20]) { table, _ in table.rowHeight = 50 }
        let cells = Set((0..<12).compactMap { s.cell($0) }.map(ObjectIdentifier.init))
        s.source.clear()
        s.source.counts = [5]
        s.run {
            s.table.reloadData()
            s.table.layoutIfNeeded()
        }
        expectEqual(s.source.calls("rows"), ["rows 0"])
        expectEqual(s.visibleRows, Array(0..<5))
        #expect((0..<5).compactMap { s.cell($0) }.allSatisfy { cells.contains(ObjectIdentifier($0)) }, "no new cell")
        expectEqual(s.source.calls("didEndDisplaying").count, 12)
        expectEqual(s.run { s.table.numberOfRows(inSection: 0) }, 5)
    }

    @Test func aTitledSectionHeaderStaysAtTheTopWhileItsRowsPass() {
        let s = TableStage([10, 10]) { table, rows in
            table.rowHeight = 50
            rows.titles = ["Herbs", "Spices"]
        }
        let header = s.run { s.table.headerView(forSection: 0) }
        expectEqual(header?.textLabel?.text, "Herbs")
        expectEqual(s.run { header?.frame }, CGRect(x: 0, y: 0, width: 375, height: 28))
        expectEqual(s.run { s.cell(0)?.frame.minY }, 28)
        expectEqual(s.run { s.table.rect(forSection: 0) }, CGRect(x: 0, y: 0, width: 375, height: 528))
        s.scroll(to: 200)
        expectEqual(s.run { header?.frame.minY }, 200, "pinned to the top of the bounds")
        expectIdentical(s.run { s.table.subviews.last }, s.run { s.table.headerView(forSection: 1) } ?? header, "headers are above the cells")
        // At 520 the second header (at 528) pushes the first up: it ends where its section ends.
        s.scroll(to: 520)
        expectEqual(s.run { header?.frame.minY }, 500)
        expectEqual(s.run { s.table.headerView(forSection: 1)?.frame.minY }, 528)
    }

    @Test func headersOfDataLoadedBeforeLeaveTheTable() {
        // A new row height loads the rows again, and so do new data: the headers shown before
        // leave, the new ones come, never both.
        let s = TableStage([3, 3]) { table, rows in
            table.rowHeight = 50
            rows.titles = ["Herbs", "Spices"]
        }
        func headers() -> [String] { s.run { s.table.subviews.compactMap { ($0 as? UITableViewHeaderFooterView)?.textLabel?.text } }.sorted() }
        expectEqual(headers(), ["Herbs", "Spices"])
        s.run {
            s.table.rowHeight = 60
            s.table.layoutIfNeeded()
        }
        expectEqual(headers(), ["Herbs", "Spices"])
        s.source.titles = ["Fruit"]
        s.source.counts = [2]
        s.run {
            s.table.reloadData()
            s.table.layoutIfNeeded()
        }
        expectEqual(headers(), ["Fruit"])
    }

    @Test func scrollToRowPutsItWhereAsked() {
        let s = TableStage([100]) { table, _ in table.rowHeight = 50 }
        let row = IndexPath(row: 40, section: 0)
        s.run { s.table.scrollToRow(at: row, at: .top, animated: false) }
        expectEqual(s.run { s.table.contentOffset.y }, 2000)
        s.run { s.table.scrollToRow(at: row, at: .middle, animated: false) }
        expectEqual(s.run { s.table.contentOffset.y }, 2025 - 300)
        s.run { s.table.scrollToRow(at: row, at: .bottom, animated: false) }
        expectEqual(s.run { s.table.contentOffset.y }, 2050 - 600)
        s.run { s.table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false) }
        expectEqual(s.run { s.table.contentOffset.y }, 100, "as little as shows it")
        s.run { s.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false) }
        expectEqual(s.run { s.table.contentOffset.y }, 4400, "within the content")
    }
}

/// Selection by touch in UIKit's order, and by code without the delegate.
@MainActor
struct TableViewSelectionTests {
    @Test func aTapHighlightsThenSelectsInOrder() {
        let s = TableStage([10]) { table, _ in table.rowHeight = 50 }
        s.source.clear()
        s.stage.engine.tap(at: CGPoint(x: 100, y: 75))
        expectEqual(s.source.calls, ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        expectEqual(s.run { s.table.indexPathForSelectedRow }, IndexPath(row: 1, section: 0))
        #expect(s.run { s.cell(1)?.isSelected } == true)
        s.source.clear()
        s.stage.engine.tap(at: CGPoint(x: 100, y: 175))
        expectEqual(s.source.calls, ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(s.run { s.cell(1)?.isSelected } == false)
        expectEqual(s.run { s.table.indexPathsForSelectedRows }, [IndexPath(row: 3, section: 0)])
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let s = TableStage([10]) { table, rows in
            table.rowHeight = 50
            rows.redirect = { $0.row == 2 ? nil : IndexPath(row: 0, section: 0) }
        }
        s.stage.engine.tap(at: CGPoint(x: 100, y: 125))
        expectNil(s.run { s.table.indexPathForSelectedRow }, "nil refuses")
        s.stage.engine.tap(at: CGPoint(x: 100, y: 225))
        expectEqual(s.run { s.table.indexPathForSelectedRow }, IndexPath(row: 0, section: 0), "another row is selected instead")
        #expect(s.source.calls.contains("didSelect 0"))
    }

    @Test func multipleSelectionTogglesAndCodeCallsNoDelegate() {
        let s = TableStage([10]) { table, _ in
            table.rowHeight = 50
            table.allowsMultipleSelection = true
        }
        s.stage.engine.tap(at: CGPoint(x: 100, y: 25))
        s.stage.engine.tap(at: CGPoint(x: 100, y: 125))
        expectEqual(s.run { s.table.indexPathsForSelectedRows?.map(\.row) }, [0, 2])
        s.stage.engine.tap(at: CGPoint(x: 100, y: 25))
        expectEqual(s.run { s.table.indexPathsForSelectedRows?.map(\.row) }, [2])
        s.source.clear()
        s.run {
            s.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
            s.table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        }
        expectEqual(s.source.calls, [])
        expectEqual(s.run { s.table.indexPathsForSelectedRows?.map(\.row) }, [5])
        s.run { s.table.selectRow(at: nil, animated: false, scrollPosition: .none) }
        expectNil(s.run { s.table.indexPathsForSelectedRows })
    }

    @Test func aSelectedCellShowsGrayUnlessItsStyleIsNone() {
        let s = TableStage([3]) { table, _ in table.rowHeight = 50 }
        let cell = s.cell(0)!
        s.run { s.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none) }
        let gray = s.run { cell.subviews.first { $0.backgroundColor == .systemGray4 } }
        expectNotNil(gray, "a gray background under the content")
        expectIdentical(s.run { cell.subviews.firstIndex { $0 === gray }.map { cell.subviews[$0 + 1] } }, cell.contentView)
        s.run { cell.selectionStyle = .none }
        expectNil(s.run { cell.subviews.first { $0.backgroundColor == .systemGray4 } })
        // Deselected with animation, the gray fades over 0.3 s and goes.
        s.run {
            cell.selectionStyle = .default
            s.table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        }
        expectNotNil(s.run { cell.subviews.first { $0.backgroundColor == .systemGray4 } }, "still fading")
        s.stage.engine.advance(by: 0.35)
        expectNil(s.run { cell.subviews.first { $0.backgroundColor == .systemGray4 } })
    }
}
