import Foundation
import Testing
import UIKit

/// UIKit's additions to `IndexPath`: `[section, item]`, with `row` another name for `item`.
struct IndexPathTests {
    @Test func rowAndItemAreTheSecondIndex() {
        let path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(path.section == 1)
        #expect(path == IndexPath(item: 3, section: 1))
    }

    @Test func settingTheRowChangesTheItem() {
        var path = IndexPath(item: 0, section: 2)
        path.row = 5
        #expect(path.item == 5)
        #expect(path.section == 2)
    }
}

/// The same additions on `NSIndexPath`, the spelling of code written before `IndexPath`.
struct NSIndexPathTests {
    @Test func rowAndSectionMakeATwoIndexPath() {
        let path = NSIndexPath(row: 3, section: 0)
        #expect(path.length == 2)
        #expect(path.section == 0)
        #expect(path.row == 3)
        #expect(path.item == 3)
    }

    @Test func bridgesToTheIndexPathOfTheSameRow() {
        let path = NSIndexPath(item: 4, section: 2) as IndexPath
        #expect(path == IndexPath(row: 4, section: 2))
    }

    @Test func aPositionThePathLacksReadsNotFound() {
        let single = NSIndexPath(index: 7)
        #expect(single.section == 7)
        #expect(single.row == NSNotFound)
    }
}
