import Testing
import UIKit

// Closeness assertions for geometry and time. Each reports at the caller's line and prints both
// values, so a failure reads "42.6 is not within 1e-9 of 42.61829".

/// Expects `actual` to be within `tolerance` of `expected`.
func expectClose<T: BinaryFloatingPoint>(
    _ actual: T, _ expected: T, tolerance: T = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok = abs(actual - expected) <= tolerance
    #expect(ok, "\(what.isEmpty ? "" : what + ": ")\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok = abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance
    #expect(ok, "\(what.isEmpty ? "" : what + ": ")\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: CGSize, _ expected: CGSize, tolerance: CGFloat = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok = abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    #expect(ok, "\(what.isEmpty ? "" : what + ": ")\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok = abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    #expect(ok, "\(what.isEmpty ? "" : what + ": ")\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: CGAffineTransform, _ expected: CGAffineTransform, tolerance: CGFloat = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let a = [actual.a, actual.b, actual.c, actual.d, actual.tx, actual.ty]
    let e = [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]
    let ok = zip(a, e).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(ok, "\(what.isEmpty ? "" : what + ": ")\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects every entry of `actual` to be within `tolerance` of the same entry of `expected`.
func expectClose(
    _ actual: CATransform3D, _ expected: CATransform3D, tolerance: CGFloat = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let a = entries(actual), e = entries(expected)
    let ok = zip(a, e).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(ok, "\(what.isEmpty ? "" : what + ": ")\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// The sixteen entries, row by row (m11, m12, …, m44).
func entries(_ t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

/// A transform written row by row, for hand-computed expectations.
func matrix(_ rows: [[CGFloat]]) -> CATransform3D {
    precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 }, "matrix(_:) takes four rows of four entries")
    return CATransform3D(
        m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
        m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
        m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
        m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
}
