import Expectations
import Testing
import UIKit

/// Cells exist for the items in the bounds only; those that scroll out wait in the queue and are
/// handed out again for those that scroll in. The grid is 375 × 600: line k (y = 10 + 110·k to
/// 110 + 110·k) is on screen at offset y when 110 + 110·k > y and 10 + 110·k < y + 600.
@MainActor
struct CollectionViewReuseTests {
    @Test func withoutADataSourceThereIsNothing() {
        let stage = ViewStage()
        let grid = stage.run { UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: UICollectionViewFlowLayout()) }
        stage.add(grid)
        expectEqual(stage.run { grid.numberOfSections }, 0)
        #expect(stage.run { grid.visibleCells.isEmpty })
        expectEqual(stage.run { grid.contentSize }, CGSize(width: 375, height: 0))
        expectIdentical(stage.run { grid.collectionViewLayout.collectionView }, grid)
    }

    @Test func oneItemGetsOneCellInTheView() {
        let s = GridStage([1])
        let cell = s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0)) }
        expectNotNil(cell)
        expectIdentical(cell?.superview, s.grid)
        expectEqual(cell?.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        expectEqual(cell?.reuseIdentifier, "herb")
        #expect(cell is HerbCell)
        expectEqual(s.run { cell?.contentView.frame }, CGRect(x: 0, y: 0, width: 100, height: 100), "the content view fills the cell")
        expectEqual(s.source.asked, paths([0]))
        expectEqual(s.run { s.grid.contentSize.height }, 120)
    }

    @Test func onlyItemsInTheBoundsHaveCells() {
        // Lines 0–5 (line 5 spans 560–660, partly in); line 6 starts at 670.
        let s = GridStage([30])
        expectEqual(s.visibleItems, Array(0..<18))
        expectEqual(s.source.asked, paths(0..<18))
        expectNil(s.run { s.grid.cellForItem(at: IndexPath(item: 18, section: 0)) })
        expectEqual(s.run { s.grid.subviews.filter { $0 is UICollectionViewCell }.count }, 18)
        let cell = s.run { s.grid.cellForItem(at: IndexPath(item: 4, section: 0)) }
        expectEqual(cell.map { c in s.run { s.grid.indexPath(for: c) } }, IndexPath(item: 4, section: 0))
        expectEqual(s.run { s.grid.visibleCells.count }, 18)
    }

    @Test func scrollingReusesTheCellsThatLeft() throws {
        // At y = 300: lines 2–8 (line 1 ends at 220 ≤ 300; line 8 starts at 890 < 900), items
        // 6–26. Items 0–5 left, 18–26 came in: six cells reused, three made.
        let s = GridStage([30])
        let before = s.run { (0..<6).compactMap { s.grid.cellForItem(at: IndexPath(item: $0, section: 0)) } }
        expectEqual(before.count, 6)
        s.scroll(to: 300)
        expectEqual(s.visibleItems, Array(6..<27))
        expectEqual(s.source.asked, paths(0..<27), "asked once for each new item, in order")
        let incoming = s.run { (18..<27).compactMap { s.grid.cellForItem(at: IndexPath(item: $0, section: 0)) as? HerbCell } }
        expectEqual(incoming.count, 9)
        let reused = incoming.filter { cell in before.contains { $0 === cell } }
        expectEqual(reused.count, 6, "every cell that left came back")
        #expect(reused.allSatisfy { $0.reuses == 1 }, "prepareForReuse once each")
        expectEqual(incoming.filter { $0.reuses == 0 }.count, 3, "three new cells")
        for cell in before { expectIdentical(cell.superview, s.grid) }
        expectEqual(s.run { s.grid.subviews.filter { $0 is UICollectionViewCell }.count }, 21, "no cell left behind")
    }

    @Test func theDelegateIsToldWhichCellsComeAndGo() {
        // Scrolling to 300: items 0–5 leave, then 18–26 come, each with its cell.
        let s = GridStage([30])
        expectEqual(s.source.displays.map(\.call), (0..<18).map { "willDisplay \($0)" })
        let first = s.source.displays.count
        let leaving = s.run { (0..<6).compactMap { s.grid.cellForItem(at: IndexPath(item: $0, section: 0)) } }
        s.scroll(to: 300)
        let later = Array(s.source.displays[first...])
        expectEqual(later.map(\.call), (0..<6).map { "didEndDisplaying \($0)" } + (18..<27).map { "willDisplay \($0)" })
        #expect(zip(later.prefix(6), leaving).allSatisfy { $0.cell === $1 })
        #expect(s.run { later.suffix(9).allSatisfy { $0.cell === s.grid.cellForItem(at: IndexPath(item: Int($0.call.split(separator: " ")[1])!, section: 0)) } })
    }

    @Test func cellsMoveWithTheContentOffset() {
        // Item 7 at content (137.5, 230) shows at window y 230 − 300 = −70.
        let s = GridStage([30])
        s.scroll(to: 300)
        let origin = s.run { s.grid.cellForItem(at: IndexPath(item: 7, section: 0))?.convert(CGPoint.zero, to: nil) }
        expectEqual(origin, CGPoint(x: 137.5, y: -70))
    }

    @Test func aScrollUpdatesTheCellsAtTheEndOfTheTurn() {
        let s = GridStage([30])
        s.run { s.grid.contentOffset = CGPoint(x: 0, y: 300) }
        expectEqual(s.visibleItems, Array(0..<18), "not yet: cells change at the next layout pass")
        s.engine.advance(by: 0)
        expectEqual(s.visibleItems, Array(6..<27))
    }

    @Test func scrollingBackReusesAgain() {
        let s = GridStage([30])
        s.scroll(to: 510)
        // Lines 5–9 (line 4 ends at 550 > 510): items 12–29.
        expectEqual(s.visibleItems, Array(12..<30))
        s.scroll(to: 0)
        expectEqual(s.visibleItems, Array(0..<18))
        expectEqual(s.run { s.grid.subviews.filter { $0 is UICollectionViewCell }.count }, 18)
    }

    @Test func reloadDataAsksTheDataSourceAgain() {
        let s = GridStage([30])
        let old = s.run { s.grid.visibleCells }
        s.source.counts = [2]
        s.run {
            s.grid.reloadData()
            expectEqual(s.grid.numberOfItems(inSection: 0), 2, "counted again at once")
            expectEqual(s.grid.visibleCells.count, 18, "the cells change at the layout pass")
            s.grid.layoutIfNeeded()
        }
        expectEqual(s.visibleItems, [0, 1])
        expectEqual(s.source.asked, paths(0..<18) + paths(0..<2))
        let now = s.run { s.grid.visibleCells }
        #expect(now.allSatisfy { cell in old.contains { $0 === cell } }, "cells come from the queue")
        expectEqual(now.compactMap { ($0 as? HerbCell)?.reuses }, [1, 1])
        expectEqual(s.run { s.grid.contentSize.height }, 120)
        expectEqual(s.run { s.grid.subviews.filter { $0 is UICollectionViewCell }.count }, 2)
    }

    @Test func anAnimatedScrollKeepsTheCellsItPassesOver() {
        // From 0 to 510 over 0.3 s: every line between stays while the bounds sweep 0–1110;
        // afterwards only lines 4–9 (items 12–29).
        let s = GridStage([30])
        s.run { s.grid.setContentOffset(CGPoint(x: 0, y: 510), animated: true) }
        s.engine.advance(by: 0.1)
        expectEqual(s.visibleItems, Array(0..<30))
        s.engine.advance(by: 0.5)
        expectEqual(s.visibleItems, Array(12..<30))
    }

    @Test func aRegisteredClassWithItsOwnInitializerIsMade() {
        let s = GridStage([1])
        s.source.identifier = "label"
        s.run {
            s.grid.register(LabelCell.self, forCellWithReuseIdentifier: "label")
            s.grid.reloadData()
            s.grid.layoutIfNeeded()
        }
        let cell = s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0)) }
        #expect(cell is LabelCell)
        expectIdentical(s.run { (cell as? LabelCell)?.label.superview }, cell?.contentView)
    }

    @Test func indexPathForItemAtAPointFindsItOnScreenOrNot() {
        let s = GridStage([30])
        s.run {
            expectEqual(s.grid.indexPathForItem(at: CGPoint(x: 190, y: 450)), IndexPath(item: 13, section: 0))
            expectNil(s.grid.indexPathForItem(at: CGPoint(x: 120, y: 450)), "the gap between 110 and 137.5")
            expectEqual(s.grid.indexPathForItem(at: CGPoint(x: 300, y: 1050)), IndexPath(item: 29, section: 0), "off screen")
        }
    }
}
