/// Groups property changes and animations. Every run-loop turn has an implicit transaction;
/// `begin()`/`commit()` nest explicit ones. Settings apply to animations created inside (the
/// innermost setting wins), and a completion block runs once every animation added inside
/// has stopped.
@preconcurrency @MainActor
public final class CATransaction {
    private init() {}

    private static var engine: UIKitEngine { UIKitEngine.current }

    public static func begin() {
        engine.transactions.frames.append(.init())
    }

    /// Ends the innermost explicit transaction. Ending the outermost one commits: animations
    /// added inside get their begin time now.
    public static func commit() {
        let engine = self.engine
        guard engine.transactions.frames.count > 1 else {
            engine.report(UIKitDiagnostic(kind: .misuse, message: "CATransaction.commit() was called without a matching CATransaction.begin().", time: engine.currentTime))
            return
        }
        let frame = engine.transactions.frames.removeLast()
        frame.group?.seal()
        if engine.transactions.frames.count == 1 {
            engine.run { engine.commit(endOfTurn: false) }
        }
    }

    /// Commits the implicit transaction now.
    public static func flush() {
        let engine = self.engine
        engine.run { engine.commit() }
    }

    public static func animationDuration() -> CFTimeInterval { engine.transactions.animationDuration }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        engine.transactions.frames[engine.transactions.frames.count - 1].animationDuration = dur
    }

    public static func animationTimingFunction() -> CAMediaTimingFunction? { engine.transactions.animationTimingFunction }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        engine.transactions.frames[engine.transactions.frames.count - 1].timingFunction = function
    }

    /// Whether property changes skip their implicit animations.
    public static func disableActions() -> Bool { engine.transactions.disableActions }

    public static func setDisableActions(_ flag: Bool) {
        engine.transactions.frames[engine.transactions.frames.count - 1].disableActions = flag
    }

    public static func completionBlock() -> (() -> Void)? {
        engine.transactions.frames.last?.completion
    }

    /// Runs `block` once all animations added in this transaction (after this call) have stopped,
    /// or right after the commit if there are none.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let engine = self.engine
        let index = engine.transactions.frames.count - 1
        engine.transactions.frames[index].completion = block
        guard let block else {
            engine.transactions.frames[index].group = nil
            return
        }
        engine.transactions.frames[index].group = CompletionGroup(engine: engine) { _ in block() }
    }
}
