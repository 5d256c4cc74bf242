import Testing

// Comparisons for the tests, as plain functions. `#expect(a == b)` expands to code that takes
// the compiler about 25 ms to type-check and compile, per use; the thousands in the tests made
// their build the longest part of a fresh clone's test run. These type-check as ordinary calls
// and report a failure at the caller's line with both values:
// "Expectation failed: 0.5 == 1.0". `#expect` stays for everything else (a Boolean, `throws:`).

@inline(never)
private func fail(_ lhs: Any?, _ op: String, _ rhs: Any?, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    let shown = "Expectation failed: \(describe(lhs)) \(op) \(describe(rhs))"
    Issue.record(Comment(rawValue: comment.map { "\(shown): \($0.rawValue)" } ?? shown), sourceLocation: sourceLocation)
}

private func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    // Optional payloads without "Optional(…)" around them.
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let payload = mirror.children.first?.value else { return "nil" }
        return String(reflecting: payload)
    }
    return String(reflecting: value)
}

public func expectEqual<T: Equatable>(_ lhs: T, _ rhs: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if lhs != rhs { fail(lhs, "==", rhs, comment, sourceLocation) }
}

/// An optional on one side and a value on the other: `expectEqual(cell?.frame, rect)`.
public func expectEqual<T: Equatable>(_ lhs: T?, _ rhs: T?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if lhs != rhs { fail(lhs, "==", rhs, comment, sourceLocation) }
}

public func expectNotEqual<T: Equatable>(_ lhs: T, _ rhs: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if lhs == rhs { fail(lhs, "!=", rhs, comment, sourceLocation) }
}

public func expectLess<T: Comparable>(_ lhs: T, _ rhs: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if !(lhs < rhs) { fail(lhs, "<", rhs, comment, sourceLocation) }
}

public func expectLessOrEqual<T: Comparable>(_ lhs: T, _ rhs: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if !(lhs <= rhs) { fail(lhs, "<=", rhs, comment, sourceLocation) }
}

public func expectGreater<T: Comparable>(_ lhs: T, _ rhs: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if !(lhs > rhs) { fail(lhs, ">", rhs, comment, sourceLocation) }
}

public func expectGreaterOrEqual<T: Comparable>(_ lhs: T, _ rhs: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if !(lhs >= rhs) { fail(lhs, ">=", rhs, comment, sourceLocation) }
}

public func expectIdentical(_ lhs: AnyObject?, _ rhs: AnyObject?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if lhs !== rhs { fail(lhs, "===", rhs, comment, sourceLocation) }
}

public func expectNotIdentical(_ lhs: AnyObject?, _ rhs: AnyObject?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if lhs === rhs { fail(lhs, "!==", rhs, comment, sourceLocation) }
}

public func expectNil<T>(_ value: T?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let value { fail(value, "==", nil, comment, sourceLocation) }
}

public func expectNotNil<T>(_ value: T?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if value == nil { fail(nil, "!=", nil, comment, sourceLocation) }
}
