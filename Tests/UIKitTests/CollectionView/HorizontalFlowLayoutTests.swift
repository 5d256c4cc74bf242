import Expectations
import Testing
import UIKit

/// A horizontal flow layout is the vertical one turned: columns of items from top to bottom,
/// side by side. In a 375 × 240 collection view with 100 × 100 items, spacing 10 and insets 10,
/// 220 points between the insets hold two items (2·100 + 10 = 210 ≤ 220; three need 320),
/// justified with a gap of 20: y = 10 and 130; column k at x = 10 + 110·k.
@MainActor
struct HorizontalFlowLayoutTests {
    private func strip(_ count: Int) -> GridStage {
        GridStage([count], size: CGSize(width: 375, height: 240)) { $0.scrollDirection = .horizontal }
    }

    @Test func itemsFillColumnsTopToBottom() {
        let s = strip(7)
        expectEqual(s.frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
        expectEqual(s.frame(1), CGRect(x: 10, y: 130, width: 100, height: 100), "the column's other end")
        expectEqual(s.frame(2), CGRect(x: 120, y: 10, width: 100, height: 100), "the next column 100 + 10 right")
        expectEqual(s.frame(6), CGRect(x: 340, y: 10, width: 100, height: 100), "a short last column keeps a full one's places")
        // 4 columns: 10 + 4·100 + 3·10 + 10 = 450 wide, as high as the view.
        expectEqual(s.run { s.grid.contentSize }, CGSize(width: 450, height: 240))
    }

    @Test func aColumnOfOneItemIsCentred() {
        // 150-high items: two need 310 > 220; one, at 10 + (220 − 150) / 2 = 45.
        let s = GridStage([2], size: CGSize(width: 375, height: 240)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 150)
        }
        expectEqual(s.frame(1), CGRect(x: 120, y: 45, width: 100, height: 150))
    }

    @Test func scrollingAcrossReusesTheColumnsThatLeft() {
        // 12 items, 6 columns (670 wide). At x = 0: columns 0–3 (column 3 starts at 340 < 375),
        // items 0–7. At x = 300: columns 2–5 (column 1 ends at 220 ≤ 300), items 4–11: the four
        // cells of items 0–3 come back for items 8–11, none is made.
        let s = strip(12)
        expectEqual(s.visibleItems, Array(0..<8))
        let before = s.run { s.grid.visibleCells }
        s.run {
            s.grid.contentOffset = CGPoint(x: 300, y: 0)
            s.grid.layoutIfNeeded()
        }
        expectEqual(s.visibleItems, Array(4..<12))
        let now = s.run { s.grid.visibleCells }
        #expect(now.allSatisfy { cell in before.contains { $0 === cell } })
        let reuses: Int = now.compactMap { ($0 as? HerbCell)?.reuses }.reduce(0, +)
        expectEqual(reuses, 4)
    }

    @Test func aTapSelectsInContentCoordinates() {
        // Scrolled to x 300, window (90, 200) is content (390, 200): column 3 (340–440), the
        // lower item (130–230): item 3·2 + 1 = 7.
        let s = strip(12)
        s.run {
            s.grid.contentOffset = CGPoint(x: 300, y: 0)
            s.grid.layoutIfNeeded()
        }
        s.engine.tap(at: CGPoint(x: 90, y: 200))
        expectEqual(s.source.selected, paths([7]))
    }

    @Test func aPanScrollsAcross() {
        let s = strip(12)
        s.engine.drag(from: CGPoint(x: 300, y: 120), to: CGPoint(x: 100, y: 120), duration: 0.3)
        try? s.engine.runUntilIdle(timeout: 2)
        expectGreater(s.run { s.grid.contentOffset.x }, 100)
        expectEqual(s.run { s.grid.contentOffset.y }, 0, "no room vertically")
        #expect(s.source.selected.isEmpty)
    }

    @Test func scrollToItemAcross() {
        // The offset can go up to 670 − 375 = 295. Item 9 is in column 4 (450–550): left 450 →
        // 295, right 550 − 375 = 175; item 7 in column 3 (340–440): centred 390 − 187.5 = 202.5.
        let s = strip(12)
        func offset(_ item: Int, _ position: UICollectionView.ScrollPosition) -> CGFloat {
            s.run {
                s.grid.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false)
                return s.grid.contentOffset.x
            }
        }
        expectEqual(offset(9, .left), 295, "450 is past the end")
        expectEqual(offset(9, .right), 175)
        expectEqual(offset(7, .centeredHorizontally), 202.5, "column 3: 390 − 187.5")
        expectEqual(offset(11, .left), 295)
    }
}
