import Foundation
import Expectations
import Testing
import UIKit

/// `CGVector`, as Core Graphics declares it (Linux Foundation has none).
struct VectorTests {
    @Test func theEmptyVectorIsZero() {
        expectEqual(CGVector(), .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    }

    @Test func componentsComeFromAnyNumberType() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        expectEqual(CGVector(dx: 1.5, dy: 2.5), CGVector(dx: CGFloat(1.5), dy: CGFloat(2.5)))
        expectEqual(CGVector(dx: Int(2), dy: Int(7)), CGVector(dx: 2.0, dy: 7.0))
        expectNotEqual(CGVector(dx: 1, dy: 2), CGVector(dx: 2, dy: 1))
    }

    @Test func componentsAreMutable() {
        var v = CGVector.zero
        v.dx = 10
        v.dy += 5
        expectEqual(v, CGVector(dx: 10, dy: 5))
    }

    @Test func itCodesAsAPairAndPrintsAsOne() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1, dy: 2.5))
        expectEqual(String(decoding: data, as: UTF8.self), "[1,2.5]")
        expectEqual(try JSONDecoder().decode(CGVector.self, from: data), CGVector(dx: 1, dy: 2.5))
        expectEqual(CGVector(dx: 1, dy: 2).debugDescription, "(1.0, 2.0)")
    }
}
