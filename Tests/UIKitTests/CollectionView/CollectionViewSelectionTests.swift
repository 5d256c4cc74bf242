import Expectations
import Testing
import UIKit

/// Selection: a tap on a cell selects its item and tells the delegate; code selects without
/// telling it; `scrollToItem` puts an item where it is asked, within the content.
@MainActor
struct CollectionViewSelectionTests {
    @Test func aTapSelectsTheItemUnderTheFinger() {
        // Scrolled to 300, window (190, 150) is content (190, 450): line 4 (450–550), column 2
        // (137.5–237.5): item 4·3 + 1 = 13.
        let s = GridStage([30])
        s.scroll(to: 300)
        s.engine.tap(at: CGPoint(x: 190, y: 150))
        expectEqual(s.source.selected, paths([13]))
        expectEqual(s.run { s.grid.indexPathsForSelectedItems }, paths([13]))
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 13, section: 0))?.isSelected }, true)
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 12, section: 0))?.isSelected }, false)
    }

    @Test func aTapInAGapSelectsNothing() {
        let s = GridStage([30])
        s.engine.tap(at: CGPoint(x: 120, y: 50))
        #expect(s.source.selected.isEmpty)
        expectNil(s.run { s.grid.indexPathsForSelectedItems })
    }

    @Test func tappingAnotherItemDeselectsTheFirst() {
        let s = GridStage([30])
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        s.engine.tap(at: CGPoint(x: 190, y: 60))
        expectEqual(s.source.selected, paths([0, 1]))
        expectEqual(s.source.deselected, paths([0]))
        expectEqual(s.run { s.grid.indexPathsForSelectedItems }, paths([1]))
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected }, false)
    }

    @Test func withMultipleSelectionASecondTapDeselects() {
        let s = GridStage([30])
        s.run { s.grid.allowsMultipleSelection = true }
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        s.engine.tap(at: CGPoint(x: 190, y: 60))
        expectEqual(s.run { s.grid.indexPathsForSelectedItems }, paths([0, 1]))
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        expectEqual(s.source.deselected, paths([0]))
        expectEqual(s.run { s.grid.indexPathsForSelectedItems }, paths([1]))
    }

    @Test func aTapCallsTheDelegateInUIKitsOrder() {
        let s = GridStage([30])
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        s.engine.tap(at: CGPoint(x: 190, y: 60))
        expectEqual(s.source.calls, [
            "shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0",
            "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didDeselect 0", "didSelect 1",
        ])
    }

    @Test func refusingTheHighlightBypassesTheSelection() {
        let s = GridStage([30])
        s.source.unhighlightable = [IndexPath(item: 0, section: 0)]
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        expectEqual(s.source.calls, ["shouldHighlight 0"])
        expectNil(s.run { s.grid.indexPathsForSelectedItems })
    }

    @Test func aFingerThatLeavesTheCellSelectsNothing() {
        // Scrolling is off, so the pan does not take the touch: the move itself ends the highlight.
        let s = GridStage([3])
        s.run { s.grid.isScrollEnabled = false }
        let touch = s.engine.touchDown(at: CGPoint(x: 60, y: 60))
        s.engine.advance(by: 0.05)
        touch.move(to: CGPoint(x: 60, y: 300))
        s.engine.advance(by: 0.05)
        touch.lift()
        expectEqual(s.source.calls, ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
        #expect(s.source.selected.isEmpty)
    }

    @Test func shouldSelectCanRefuse() {
        let s = GridStage([30])
        s.source.refused = [IndexPath(item: 0, section: 0)]
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        #expect(s.source.selected.isEmpty)
        expectEqual(s.source.calls, ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
        expectNil(s.run { s.grid.indexPathsForSelectedItems })
    }

    @Test func withoutAllowsSelectionATapDoesNothing() {
        let s = GridStage([30])
        s.run { s.grid.allowsSelection = false }
        s.engine.tap(at: CGPoint(x: 60, y: 60))
        #expect(s.source.selected.isEmpty)
    }

    @Test func theCellIsHighlightedWhileTheFingerIsDown() {
        let s = GridStage([30])
        let cell = s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0)) }
        let touch = s.engine.touchDown(at: CGPoint(x: 60, y: 60))
        s.engine.advance(by: 0.2)
        expectEqual(cell?.isHighlighted, true, "held past iOS's 0.15 s touch delay")
        expectEqual(cell?.isSelected, false)
        touch.lift()
        expectEqual(cell?.isHighlighted, false)
        expectEqual(cell?.isSelected, true)
    }

    @Test func aDragScrollsAndSelectsNothing() {
        let s = GridStage([30])
        s.engine.drag(from: CGPoint(x: 190, y: 500), to: CGPoint(x: 190, y: 200), duration: 0.3)
        try? s.engine.runUntilIdle(timeout: 2)
        #expect(s.source.selected.isEmpty)
        expectGreater(s.run { s.grid.contentOffset.y }, 200)
        #expect(s.run { s.grid.visibleCells.allSatisfy { !$0.isHighlighted } })
        #expect(s.visibleItems.first ?? 0 > 0, "cells followed the scroll")
    }

    @Test func selectionInCodeCallsNoDelegateAndFollowsReuse() {
        let s = GridStage([30])
        s.run { s.grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: []) }
        #expect(s.source.selected.isEmpty)
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected }, true)
        s.scroll(to: 510)
        // The selected cell went to the queue and came back for another item: not selected there.
        expectEqual(s.run { s.grid.visibleCells.filter(\.isSelected).count }, 0)
        s.scroll(to: 0)
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected }, true)
        expectEqual(s.run { s.grid.visibleCells.filter(\.isSelected).count }, 1)
        s.run { s.grid.deselectItem(at: IndexPath(item: 0, section: 0), animated: false) }
        #expect(s.source.deselected.isEmpty)
        expectNil(s.run { s.grid.indexPathsForSelectedItems })
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected }, false)
    }

    @Test func selectingNilDeselectsEverything() {
        let s = GridStage([30])
        s.run {
            s.grid.allowsMultipleSelection = true
            s.grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            s.grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        }
        expectEqual(s.run { s.grid.indexPathsForSelectedItems }, paths([0, 2]))
        s.run { s.grid.selectItem(at: nil, animated: false, scrollPosition: []) }
        expectNil(s.run { s.grid.indexPathsForSelectedItems })
    }

    @Test func scrollToItemPutsItWhereAskedWithinTheContent() {
        // Item 13 spans 450–550: top 450, centred 500 − 300 = 200, bottom 550 − 600 = −50 → 0.
        // Item 29 spans 1000–1100: top 1000 → at most 1110 − 600 = 510.
        let s = GridStage([30])
        func offset(_ item: Int, _ position: UICollectionView.ScrollPosition) -> CGFloat {
            s.run {
                s.grid.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false)
                return s.grid.contentOffset.y
            }
        }
        expectEqual(offset(13, .top), 450)
        expectEqual(offset(13, .centeredVertically), 200)
        expectEqual(offset(13, .bottom), 0)
        expectEqual(offset(29, .top), 510)
        s.run { s.grid.layoutIfNeeded() }
        expectEqual(s.visibleItems, Array(12..<30))
    }

    @Test func selectItemCanScrollItIntoView() {
        let s = GridStage([30])
        s.run {
            s.grid.selectItem(at: IndexPath(item: 13, section: 0), animated: false, scrollPosition: .top)
            s.grid.layoutIfNeeded()
        }
        expectEqual(s.run { s.grid.contentOffset.y }, 450)
        expectEqual(s.run { s.grid.cellForItem(at: IndexPath(item: 13, section: 0))?.isSelected }, true)
    }

    @Test func theSelectedBackgroundShowsWhileHighlightedOrSelected() {
        // Behind the content view, above the background view; out of the cell otherwise.
        let s = GridStage([30])
        let (cell, background, selected) = s.run { () -> (UICollectionViewCell, UIView, UIView) in
            let cell = s.grid.cellForItem(at: IndexPath(item: 0, section: 0))!
            let background = UIView(), selected = UIView()
            cell.backgroundView = background
            cell.selectedBackgroundView = selected
            return (cell, background, selected)
        }
        expectEqual(s.run { cell.subviews }, [background, cell.contentView])
        expectEqual(s.run { background.frame }, CGRect(x: 0, y: 0, width: 100, height: 100), "fills the cell")
        let touch = s.engine.touchDown(at: CGPoint(x: 60, y: 60))
        expectEqual(s.run { cell.subviews }, [background, selected, cell.contentView], "highlighted")
        s.engine.advance(by: 0.05)
        touch.lift()
        expectEqual(s.run { cell.subviews }, [background, selected, cell.contentView], "selected")
        expectEqual(s.run { selected.frame }, CGRect(x: 0, y: 0, width: 100, height: 100))
        s.run { s.grid.deselectItem(at: IndexPath(item: 0, section: 0), animated: false) }
        expectEqual(s.run { cell.subviews }, [background, cell.contentView])
    }
}
