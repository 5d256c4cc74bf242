import Expectations
import Testing
import UIKit

/// `UICollectionViewDelegateFlowLayout`: sizes per item, insets and spacings per section, from
/// the collection view's delegate. The stage is `FlowLayoutTests`'s: 375 wide, the layout's own
/// values 100 × 100 items, spacing 10, insets 10 (355 points between the insets).
@MainActor
struct FlowLayoutDelegateTests {
    /// A delegate answering from tables; nil answers leave the default (the layout's value).
    final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
        var sizes: [CGSize] = []
        var insets: [Int: UIEdgeInsets] = [:]
        var lineSpacings: [Int: CGFloat] = [:]

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes.indices.contains(indexPath.item) ? sizes[indexPath.item] : (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
            insets[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            lineSpacings[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
        }
    }

    /// A delegate that adopts the protocol and implements none of it.
    final class Silent: NSObject, UICollectionViewDelegateFlowLayout {}

    private func stage(_ counts: [Int], _ delegate: UICollectionViewDelegate) -> GridStage {
        let s = GridStage(counts)
        s.run {
            s.grid.delegate = delegate
            s.layout.invalidateLayout()
            s.grid.layoutIfNeeded()
        }
        return s
    }

    @Test func eachItemTakesItsOwnSize() {
        // 100×50 and 150×100 fill line 1 (a third, 120, would need 390 > 355): justified, gap
        // 355 − 250 = 105, so x = 10 and 215; the line is 100 deep and the short item is centred
        // in it (y = 10 + 25). 120×80 and 200×40 fill line 2 (330 ≤ 355) at y = 120: gap 35,
        // x = 10 and 165, the thin one at 120 + 20. 50×50 alone on line 3 at y = 210, centred:
        // x = 10 + (355 − 50) / 2. Content: 210 + 50 + 10 = 270.
        let sizer = Sizer()
        sizer.sizes = [CGSize(width: 100, height: 50), CGSize(width: 150, height: 100), CGSize(width: 120, height: 80),
                       CGSize(width: 200, height: 40), CGSize(width: 50, height: 50)]
        let s = stage([5], sizer)
        expectEqual(s.frame(0), CGRect(x: 10, y: 35, width: 100, height: 50))
        expectEqual(s.frame(1), CGRect(x: 215, y: 10, width: 150, height: 100))
        expectEqual(s.frame(2), CGRect(x: 10, y: 120, width: 120, height: 80))
        expectEqual(s.frame(3), CGRect(x: 165, y: 140, width: 200, height: 40))
        expectEqual(s.frame(4), CGRect(x: 162.5, y: 210, width: 50, height: 50))
        expectEqual(s.run { s.grid.contentSize }, CGSize(width: 375, height: 270))
    }

    @Test func theLastOfSeveralLinesStartsAtTheInsetWhenSizesDiffer() {
        // Three 100-wide items fill line 1 (x = 10, 137.5, 265); 60 and 80 make the last line,
        // packed from the inset at the least spacing: x = 10 and 80 (not a full line's places).
        let sizer = Sizer()
        sizer.sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
                       CGSize(width: 60, height: 50), CGSize(width: 80, height: 50)]
        let s = stage([5], sizer)
        expectEqual(s.frame(2), CGRect(x: 265, y: 10, width: 100, height: 50))
        expectEqual(s.frame(3), CGRect(x: 10, y: 70, width: 60, height: 50))
        expectEqual(s.frame(4), CGRect(x: 80, y: 70, width: 80, height: 50))
    }

    @Test func equalSizesFromTheDelegateLayOutAsTheLayoutsOwn() {
        // Every item 100 × 100 from the delegate: the grid of FlowLayoutTests, the short last
        // line keeping a full line's places.
        let sizer = Sizer()
        sizer.sizes = Array(repeating: CGSize(width: 100, height: 100), count: 8)
        let s = stage([8], sizer)
        expectEqual(s.frame(7), CGRect(x: 137.5, y: 230, width: 100, height: 100))
    }

    @Test func insetsAndLineSpacingPerSection() {
        // Section 0: insets 20 at the sides and none above or below, lines 30 apart. 335 points
        // hold three items, gap (335 − 300) / 2 = 17.5: x = 20, 137.5, 255; the fourth on the next
        // line at y = 130. The section is 230 deep. Section 1 keeps the layout's insets: it starts
        // at 230 + 10, x = 10, 137.5, 265.
        let sizer = Sizer()
        sizer.insets[0] = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        sizer.lineSpacings[0] = 30
        let s = stage([4, 3], sizer)
        expectEqual(s.frame(0), CGRect(x: 20, y: 0, width: 100, height: 100))
        expectEqual(s.frame(1), CGRect(x: 137.5, y: 0, width: 100, height: 100))
        expectEqual(s.frame(3), CGRect(x: 20, y: 130, width: 100, height: 100))
        expectEqual(s.frame(0, 1), CGRect(x: 10, y: 240, width: 100, height: 100))
        expectEqual(s.frame(2, 1), CGRect(x: 265, y: 240, width: 100, height: 100))
    }

    @Test func aDelegateThatAnswersNothingLeavesTheLayoutsValues() {
        let s = stage([30], Silent())
        expectEqual(s.frame(1), CGRect(x: 137.5, y: 10, width: 100, height: 100))
        expectEqual(s.run { s.grid.contentSize }, CGSize(width: 375, height: 1110))
    }

    @Test func aNewLayoutPlacesTheItemsAtOnceOrAnimated() throws {
        // 100-point items at x = 137.5 (item 1); a layout of 50-point items with spacing 10 and
        // insets 10 holds six a line (6·50 + 5·10 = 350 ≤ 355), gap (355 − 300) / 5 = 11: item 1
        // at x = 10 + 61 = 71.
        let s = GridStage([10])
        let small = s.run { () -> UICollectionViewFlowLayout in
            let layout = UICollectionViewFlowLayout()
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            return layout
        }
        s.run { s.grid.setCollectionViewLayout(small, animated: false) }
        expectEqual(s.frame(1), CGRect(x: 71, y: 10, width: 50, height: 50))
        expectIdentical(s.run { s.grid.collectionViewLayout }, small)
        // Back to the first layout, animated: the cell moves over 0.3 s, then the completion runs.
        var finished: [Bool] = []
        let start = s.engine.currentTime
        s.run { s.grid.setCollectionViewLayout(s.layout, animated: true) { finished.append($0) } }
        let cell = try #require(s.run { s.grid.cellForItem(at: IndexPath(item: 1, section: 0)) })
        expectEqual(s.run { cell.frame.minX }, 137.5, "the model is at the new place at once")
        s.engine.advance(to: start + 0.15)
        let x = Double(s.run { cell.layer.presentation()?.frame.minX } ?? -1)
        #expect(x > 71 && x < 137.5, "half way: \(x)")
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(finished, [true])
    }
}
