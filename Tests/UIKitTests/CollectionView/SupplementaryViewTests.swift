import Expectations
import Testing
import UIKit

/// Section headers and footers of the flow layout: as wide as the collection view, a header
/// before the section's top inset, a footer after its bottom inset; views reused like cells.
/// With headers 50 and footers 30 high and items in sections of 4 and 2: header 0 at 0–50,
/// items from 50 + 10 = 60 (lines at 60 and 170), the inset to 280, footer 0 at 280–310; header
/// 1 at 310–360, its line at 370, footer 1 at 480–510 (the content's end).
@MainActor
struct SupplementaryViewTests {
    private func titled(_ counts: [Int] = [4, 2]) -> GridStage {
        GridStage(counts) {
            $0.headerReferenceSize = CGSize(width: 999, height: 50)   // the width is ignored
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
        }
    }

    private func frame(_ kind: String, _ section: Int, in s: GridStage) -> CGRect? {
        s.run { s.grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame }
    }

    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    @Test func headersAndFootersFrameEachSection() {
        let s = titled()
        expectEqual(frame(header, 0, in: s), CGRect(x: 0, y: 0, width: 375, height: 50))
        expectEqual(s.frame(0), CGRect(x: 10, y: 60, width: 100, height: 100))
        expectEqual(s.frame(3), CGRect(x: 10, y: 170, width: 100, height: 100))
        expectEqual(frame(footer, 0, in: s), CGRect(x: 0, y: 280, width: 375, height: 30))
        expectEqual(frame(header, 1, in: s), CGRect(x: 0, y: 310, width: 375, height: 50))
        expectEqual(s.frame(1, 1), CGRect(x: 137.5, y: 370, width: 100, height: 100))
        expectEqual(frame(footer, 1, in: s), CGRect(x: 0, y: 480, width: 375, height: 30))
        expectEqual(s.run { s.grid.contentSize.height }, 510)
        let attributes = s.run { s.grid.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1)) }
        expectEqual(attributes?.representedElementCategory, .supplementaryView)
        expectEqual(attributes?.representedElementKind, header)
        expectEqual(s.run { s.grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.representedElementCategory }, .cell)
    }

    @Test func aZeroReferenceSizeMeansNone() {
        let s = GridStage([4])
        expectNil(frame(header, 0, in: s))
        #expect(s.run { s.grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty })
    }

    @Test func theViewsOnScreenAreSubviewsInPlace() {
        let s = titled()
        expectEqual(s.run { s.grid.indexPathsForVisibleSupplementaryElements(ofKind: header) }, [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let view = s.run { s.grid.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)) }
        expectIdentical(view?.superview, s.grid)
        expectEqual(view?.frame, CGRect(x: 0, y: 280, width: 375, height: 30))
        expectEqual(view?.reuseIdentifier, "title")
        expectEqual(s.run { s.grid.visibleCells.count }, 6)
    }

    @Test func headersScrollOutAndAreReused() {
        // At 300 (bounds 300–900): header 0 (0–50) is out, footer 0 (280–310) still in.
        let s = titled()
        let first = s.run { s.grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? TitleView }
        s.scroll(to: 300)
        expectEqual(s.run { s.grid.indexPathsForVisibleSupplementaryElements(ofKind: header) }, [IndexPath(item: 0, section: 1)])
        expectEqual(s.run { s.grid.indexPathsForVisibleSupplementaryElements(ofKind: footer) }, [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        expectNil(first?.superview)
        s.scroll(to: 0)
        let again = s.run { s.grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? TitleView }
        expectIdentical(again, first, "back from the queue")
        expectEqual(again?.reuses, 1)
    }

    @Test func aTapOnAHeaderSelectsNothing() {
        let s = titled()
        s.engine.tap(at: CGPoint(x: 60, y: 25))
        #expect(s.source.selected.isEmpty)
        expectNil(s.run { s.grid.indexPathForItem(at: CGPoint(x: 60, y: 25)) })
    }

    @Test func anEmptySectionStillHasItsHeaderAndFooter() {
        // Section 0 empty: header 0–50, insets to 70, footer 70–100; section 1's header at 100.
        let s = titled([0, 1])
        expectEqual(frame(footer, 0, in: s), CGRect(x: 0, y: 70, width: 375, height: 30))
        expectEqual(frame(header, 1, in: s), CGRect(x: 0, y: 100, width: 375, height: 50))
        expectEqual(s.run { s.grid.indexPathsForVisibleSupplementaryElements(ofKind: header) }.count, 2)
    }

    @Test func aHorizontalHeaderIsAColumnBeforeTheSection() {
        let s = GridStage([4], size: CGSize(width: 375, height: 240)) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = CGSize(width: 40, height: 999)   // the height is ignored
        }
        expectEqual(frame(header, 0, in: s), CGRect(x: 0, y: 0, width: 40, height: 240))
        expectEqual(s.frame(0), CGRect(x: 50, y: 10, width: 100, height: 100))
        expectEqual(s.run { s.grid.contentSize }, CGSize(width: 40 + 10 + 210 + 10, height: 240))
    }
}
