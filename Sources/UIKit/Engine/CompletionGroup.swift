/// Waits for a set of animations to stop, then calls back once: the completion of a
/// `UIView.animate` block or of a `CATransaction`.
///
/// `finished` is true only if every animation in the group ran to its end (none was removed
/// early). A group sealed with no animations calls back on the next run-loop turn.
@MainActor
final class CompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var fired = false
    private let engine: UIKitEngine
    private let callback: (Bool) -> Void

    init(engine: UIKitEngine, callback: @escaping (Bool) -> Void) {
        self.engine = engine
        self.callback = callback
    }

    /// An animation joined the group.
    func join() { pending += 1 }

    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if sealed && pending == 0 { fire() }
    }

    /// No more animations can join.
    func seal() {
        guard !sealed else { return }
        sealed = true
        if pending == 0 { engine.performOnNextTurn { [self] in fire() } }
    }

    var isWaiting: Bool { !fired }

    private func fire() {
        guard !fired else { return }
        fired = true
        callback(allFinished)
    }
}

/// The nested transactions of one engine. The bottom one is the implicit transaction of the
/// current run-loop turn.
@MainActor
struct TransactionStack {
    struct Frame {
        var disableActions: Bool?
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        var group: CompletionGroup?
    }

    var frames: [Frame] = [Frame()]
    /// Groups outside transactions that animations should join (UIView animation blocks).
    var blockGroups: [CompletionGroup] = []

    var disableActions: Bool { frames.reversed().lazy.compactMap(\.disableActions).first ?? false }
    var animationDuration: CFTimeInterval { frames.reversed().lazy.compactMap(\.animationDuration).first ?? 0.25 }
    var animationTimingFunction: CAMediaTimingFunction? { frames.reversed().lazy.compactMap(\.timingFunction).first }

    /// Adds the current groups' claims for a new animation and returns them.
    mutating func joinCurrentGroups() -> [CompletionGroup] {
        var groups = blockGroups
        for frame in frames { if let g = frame.group { groups.append(g) } }
        for g in groups { g.join() }
        return groups
    }

    /// Seals the implicit transaction's completion group at the end of a turn.
    mutating func flushPendingCompletions(engine: UIKitEngine) {
        guard frames.count == 1 else { return }
        frames[0].group?.seal()
        frames[0] = Frame()
    }
}
