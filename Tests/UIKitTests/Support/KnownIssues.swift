import Testing

/// Reasons for `withKnownIssue`, shared by the tests that meet the same engine bug. Each one is
/// described in full (input, expected, actual, likely cause) in the test that introduces it.
enum KnownIssues {
    /// `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)` box their struct with a
    /// `{Name=dd…}` encoding; swift-corelibs-foundation's NSConcreteValue traps on struct encodings
    /// ("cannot encode structs"), so the process dies with SIGILL. Tests that need them run in a
    /// child process (exit tests).
    static let nsValueTransformTraps: Comment = "NSValue(caTransform3D:)/NSValue(cgAffineTransform:) trap on Linux (NSConcreteValue cannot encode structs)"
}
