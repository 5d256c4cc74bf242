import Foundation
import Expectations
import Testing
import UIKit

/// UIKit's additions to `IndexPath`: `[section, item]`, with `row` another name for `item`.
struct IndexPathTests {
    @Test func rowAndItemAreTheSecondIndex() {
        let path = IndexPath(row: 3, section: 1)
        expectEqual(Array(path), [1, 3])
        expectEqual(path.row, 3)
        expectEqual(path.item, 3)
        expectEqual(path.section, 1)
        expectEqual(path, IndexPath(item: 3, section: 1))
    }

    @Test func settingTheRowChangesTheItem() {
        var path = IndexPath(item: 0, section: 2)
        path.row = 5
        expectEqual(path.item, 5)
        expectEqual(path.section, 2)
    }
}

/// The same additions on `NSIndexPath`, the spelling of code written before `IndexPath`.
struct NSIndexPathTests {
    @Test func rowAndSectionMakeATwoIndexPath() {
        let path = NSIndexPath(row: 3, section: 0)
        expectEqual(path.length, 2)
        expectEqual(path.section, 0)
        expectEqual(path.row, 3)
        expectEqual(path.item, 3)
    }

    @Test func bridgesToTheIndexPathOfTheSameRow() {
        let path = NSIndexPath(item: 4, section: 2) as IndexPath
        expectEqual(path, IndexPath(row: 4, section: 2))
    }

    @Test func aPositionThePathLacksReadsNotFound() {
        let single = NSIndexPath(index: 7)
        expectEqual(single.section, 7)
        expectEqual(single.row, NSNotFound)
    }
}
