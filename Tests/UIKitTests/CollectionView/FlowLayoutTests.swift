import Expectations
import Testing
import UIKit

/// `UICollectionViewFlowLayout` in a 375-wide collection view with 100 × 100 items, spacing 10,
/// insets 10: 355 points between the insets hold three items (3·100 + 2·10 = 320 ≤ 355; four
/// need 430), justified with gaps of (355 − 300) / 2 = 27.5, at x = 10, 137.5, 265; line k at
/// y = 10 + 110·k.
@MainActor
struct FlowLayoutTests {
    @Test func indexPathsHaveItemAndSection() {
        let path = IndexPath(item: 4, section: 2)
        expectEqual(path.item, 4)
        expectEqual(path.section, 2)
        expectEqual(path, IndexPath(indexes: [2, 4]), "section first, as on iOS")
        expectLess(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1))
    }

    @Test func defaultsAreUIKits() {
        UIKitEngine().run {
            let layout = UICollectionViewFlowLayout()
            expectEqual(layout.itemSize, CGSize(width: 50, height: 50))
            expectEqual(layout.minimumLineSpacing, 10)
            expectEqual(layout.minimumInteritemSpacing, 10)
            expectEqual(layout.sectionInset, .zero)
            expectEqual(layout.scrollDirection, .vertical)
        }
    }

    @Test func aFullLineIsJustifiedBetweenTheInsets() {
        let s = GridStage([30])
        expectEqual(s.frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
        expectEqual(s.frame(1), CGRect(x: 137.5, y: 10, width: 100, height: 100))
        expectEqual(s.frame(2), CGRect(x: 265, y: 10, width: 100, height: 100), "the last ends at 375 − 10")
        expectEqual(s.frame(3), CGRect(x: 10, y: 120, width: 100, height: 100), "the next line 100 + 10 lower")
        expectEqual(s.frame(29), CGRect(x: 265, y: 1000, width: 100, height: 100), "line 9: 10 + 9·110")
        expectNil(s.frame(30), "no such item")
    }

    @Test func contentSizeIsTheLinesAndInsets() {
        // 30 items: 10 lines, 10 + 10·100 + 9·10 + 10 = 1110 high, as wide as the view.
        let s = GridStage([30])
        expectEqual(s.run { s.grid.contentSize }, CGSize(width: 375, height: 1110))
    }

    @Test func aShortLastLineKeepsTheColumnsOfAFullLine() {
        // 7 items: lines of 3, 3, 1; the last item sits under the first column, not centred.
        let s = GridStage([8])
        expectEqual(s.frame(6), CGRect(x: 10, y: 230, width: 100, height: 100))
        expectEqual(s.frame(7), CGRect(x: 137.5, y: 230, width: 100, height: 100), "the gap of a full line, not the minimum 10")
        expectEqual(s.run { s.grid.contentSize.height }, 340, "10 + 3·100 + 2·10 + 10")
    }

    @Test func aLineOfOneItemIsCentred() {
        // 200-wide items: two need 410 > 355, so one a line, centred: 10 + (355 − 200) / 2 = 87.5.
        let s = GridStage([2]) { $0.itemSize = CGSize(width: 200, height: 100) }
        expectEqual(s.frame(0), CGRect(x: 87.5, y: 10, width: 200, height: 100))
        expectEqual(s.frame(1), CGRect(x: 87.5, y: 120, width: 200, height: 100))
    }

    @Test func anEmptySectionStillTakesItsInsets() {
        let s = GridStage([0])
        expectEqual(s.run { s.grid.contentSize }, CGSize(width: 375, height: 20))
        expectEqual(s.run { s.grid.numberOfSections }, 1)
        #expect(s.run { s.grid.visibleCells.isEmpty })
        #expect(s.source.asked.isEmpty)
    }

    @Test func sectionsFollowEachOtherWithTheirInsets() {
        // Section 0: 4 items in 2 lines, 10 + 210 + 10 = 230; section 1 (empty): 20 more; section
        // 2 starts at 250 + 10 = 260 and ends at 260 + 100 + 10 = 370.
        let s = GridStage([4, 0, 2])
        expectEqual(s.frame(3, 0), CGRect(x: 10, y: 120, width: 100, height: 100))
        expectEqual(s.frame(0, 2), CGRect(x: 10, y: 260, width: 100, height: 100))
        expectEqual(s.frame(1, 2), CGRect(x: 137.5, y: 260, width: 100, height: 100))
        expectEqual(s.run { s.grid.contentSize.height }, 370)
        expectEqual(s.run { s.grid.numberOfItems(inSection: 1) }, 0)
    }

    @Test func changingTheLayoutLaysOutAgain() {
        // 170-wide items: two fit (350 ≤ 355), gap 355 − 340 = 15: x = 10 and 195.
        let s = GridStage([4])
        s.run {
            s.layout.itemSize = CGSize(width: 170, height: 100)
            s.grid.layoutIfNeeded()
        }
        expectEqual(s.frame(1), CGRect(x: 195, y: 10, width: 170, height: 100))
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame }, CGRect(x: 195, y: 10, width: 170, height: 100))
        expectEqual(s.run { s.grid.contentSize.height }, 230)
    }

    @Test func attributesCentreAndSizeFollowTheFrame() {
        UIKitEngine().run {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
            attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            expectEqual(attributes.center, CGPoint(x: 60, y: 45))
            attributes.size = CGSize(width: 50, height: 10)
            expectEqual(attributes.frame, CGRect(x: 35, y: 40, width: 50, height: 10), "the centre stays")
            attributes.center = CGPoint(x: 0, y: 0)
            expectEqual(attributes.frame, CGRect(x: -25, y: -5, width: 50, height: 10))
            expectEqual(attributes.indexPath.item, 1)
        }
    }
}
