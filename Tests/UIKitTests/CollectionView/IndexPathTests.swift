import Foundation
import Testing
@testable import UIKit

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
