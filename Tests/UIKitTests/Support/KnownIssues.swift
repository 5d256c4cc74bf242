import Testing

/// Reasons for `withKnownIssue`, shared by the tests that meet the same engine bug. Each one is
/// described in full (input, expected, actual, likely cause) in the test that introduces it.
enum KnownIssues {
    /// `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)` box their struct with a
    /// `{Name=dd…}` encoding; swift-corelibs-foundation's NSConcreteValue traps on struct encodings
    /// ("cannot encode structs"), so the process dies with SIGILL. Tests that need them run in a
    /// child process (exit tests).
    static let nsValueTransformTraps: Comment = "NSValue(caTransform3D:)/NSValue(cgAffineTransform:) trap on Linux (NSConcreteValue cannot encode structs)"

    /// `UIKitEngine.processFrame` walks `animatedLayers` (a Dictionary, so in an order that changes
    /// from process to process) and calls each ended animation's delegate while walking; a delegate
    /// that removes another layer's animation which ended in the same frame turns its `finished`
    /// into false, and the order of callbacks across layers is not deterministic.
    static let sameFrameEndsAreOrderDependent: Comment = "animations ending in the same frame: callbacks run mid-walk in Dictionary order (nondeterministic; a removal can turn finished into false)"
}
