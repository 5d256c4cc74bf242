import Expectations
import Testing
import UIKit

/// CATransaction: settings for the animations created inside (innermost wins), actions disabled,
/// a completion block that runs once every animation added inside has stopped, nesting.
@MainActor
struct TransactionTests {
    /// A displayed layer that has been committed once (so it animates implicitly).
    private func committedLayer(_ engine: UIKitEngine) -> CALayer {
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        return layer
    }

    /// Calls written down with their virtual time.
    @MainActor private final class Log {
        var entries: [(String, CFTimeInterval)] = []
        func callAsFunction(_ what: String) { entries.append((what, CACurrentMediaTime())) }
        var names: [String] { entries.map(\.0) }
        func time(of name: String) -> CFTimeInterval? { entries.first { $0.0 == name }?.1 }
    }

    // MARK: Defaults

    @Test func defaultDurationIsAQuarterSecondAndActionsAreOn() {
        let engine = UIKitEngine()
        engine.run {
            expectEqual(CATransaction.animationDuration(), 0.25)
            expectEqual(CATransaction.disableActions(), false)
            expectNil(CATransaction.animationTimingFunction())
            expectNil(CATransaction.completionBlock())
        }
    }

    // MARK: Disabling actions

    @Test func disableActionsChangesWithoutAnimation() throws {
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
        }
        expectNil(engine.run { layer.animationKeys() })
        engine.advance(by: 1.0 / 60)
        expectEqual(try engine.presentation(of: layer).opacity, 0.5)
    }

    @Test func disableActionsInTheImplicitTransactionLastsUntilTheEndOfTheTurn() {
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.run {
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
        }
        expectNil(engine.run { layer.animationKeys() })
        engine.advance(by: 1.0 / 60)  // the turn ends: settings reset
        engine.run { layer.opacity = 0.2 }
        expectEqual(engine.run { layer.animationKeys() }, ["opacity"])
    }

    // MARK: Duration and timing function

    @Test func setAnimationDurationAndTimingFunctionShapeImplicitAnimations() throws {
        // Opacity 1 → 0 over 2 s, linear: at 1 s → 0.5.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.run {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            expectEqual(CATransaction.animationDuration(), 2)
            layer.opacity = 0
            CATransaction.commit()
            expectEqual(CATransaction.animationDuration(), 0.25, "back to the default after commit")
        }
        expectEqual(engine.run { layer.animation(forKey: "opacity")?.duration }, 2)
        engine.advance(by: 1)
        expectClose(try engine.presentation(of: layer).opacity, 0.5, tolerance: 1e-6)
    }

    @Test func implicitAnimationDefaultsToAQuarterSecondOnTheDefaultCurve() throws {
        // 1 → 0 over 0.25 s with the default curve: at 0.125 s progress 0.802403 → 1 − 0.802403 = 0.197597.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.run { layer.opacity = 0 }
        engine.advance(by: 0.125)
        expectClose(try engine.presentation(of: layer).opacity, 0.197597, tolerance: 1e-5)
        expectEqual(layer.opacity, 0)
    }

    // MARK: Completion block

    @Test func completionBlockRunsAfterTheAnimationsStop() {
        // One 1 s explicit animation: its delegate hears the stop at 1 s, then the completion runs.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let log = Log()
        let recorder = AnimationRecorder()
        recorder.onStop = { _, _ in log("didStop") }
        engine.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            a.delegate = recorder
            layer.add(a, forKey: "move")
            CATransaction.commit()
        }
        engine.advance(to: 0.9)
        #expect(log.names.isEmpty)
        engine.advance(to: 2)
        expectEqual(log.names, ["didStop", "completion"])
        expectEqual(log.time(of: "completion"), 1.0)
    }

    @Test func completionBlockWaitsForTheLongestAnimation() {
        // Animations of 0.5 s and 1.5 s: the completion runs once, at 1.5 s.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let log = Log()
        engine.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            engine.addLinear("position.x", from: 0, to: 1, duration: 0.5, on: layer, forKey: "a")
            engine.addLinear("opacity", from: 0, to: 1, duration: 1.5, on: layer, forKey: "b")
            CATransaction.commit()
        }
        engine.advance(to: 3)
        expectEqual(log.names, ["completion"])
        expectEqual(log.time(of: "completion"), 1.5)
    }

    @Test func completionBlockCoversImplicitAnimations() {
        // setAnimationDuration(0.5) and an implicit position change: completion at 0.5 s.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let log = Log()
        engine.run {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CATransaction.setCompletionBlock { log("completion") }
            layer.position = CGPoint(x: 40, y: 0)
            CATransaction.commit()
        }
        engine.advance(to: 1)
        expectEqual(log.time(of: "completion"), 0.5)
    }

    @Test func completionBlockRunsWhenAnAnimationIsRemovedEarly() {
        // A 2 s animation removed at 0.5 s: the completion runs on the next turn (0.5 s + one frame).
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let log = Log()
        engine.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            engine.addLinear("opacity", from: 0, to: 1, duration: 2, on: layer)
            CATransaction.commit()
        }
        engine.advance(to: 0.5)
        engine.run { layer.removeAnimation(forKey: "anim") }
        engine.advance(to: 1)
        expectEqual(log.names, ["completion"])
        expectClose(log.time(of: "completion") ?? -1, 0.5 + 1.0 / 60, tolerance: 1e-9)
    }

    @Test func completionBlockWithoutAnimationsRunsSoonAfterCommit() {
        let engine = UIKitEngine()
        let log = Log()
        engine.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            CATransaction.commit()
        }
        engine.advance(by: 1.0 / 60)
        expectEqual(log.names, ["completion"])
        engine.advance(by: 1)
        expectEqual(log.names, ["completion"], "only once")
    }

    @Test func animationsAddedBeforeSetCompletionBlockAreNotAwaited() {
        // The block covers animations added after it is set (Apple: "subsequently added").
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let log = Log()
        engine.run {
            CATransaction.begin()
            engine.addLinear("opacity", from: 0, to: 1, duration: 2, on: layer, forKey: "early")
            CATransaction.setCompletionBlock { log("completion") }
            engine.addLinear("position.x", from: 0, to: 1, duration: 0.5, on: layer, forKey: "late")
            CATransaction.commit()
        }
        engine.advance(to: 3)
        expectEqual(log.time(of: "completion"), 0.5)
    }

    // MARK: Nesting

    @Test func innermostSettingsWinAndEndWithTheirCommit() {
        // Outer 3 s, inner 1 s: a change inside the inner transaction animates for 1 s; a change after the
        // inner commit (still in the outer) for 3 s.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.run {
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            layer.opacity = 0
            CATransaction.commit()
            layer.position = CGPoint(x: 10, y: 0)
            CATransaction.commit()
        }
        expectEqual(engine.run { layer.animation(forKey: "opacity")?.duration }, 1)
        expectEqual(engine.run { layer.animation(forKey: "position")?.duration }, 3)
    }

    @Test func innerDisableActionsDoesNotLeakOut() {
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.run {
            CATransaction.begin()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            CATransaction.commit()
            layer.position = CGPoint(x: 10, y: 0)
            CATransaction.commit()
        }
        expectEqual(engine.run { layer.animationKeys() }, ["position"])
    }

    @Test func outerCompletionWaitsForAnimationsOfNestedTransactions() {
        // Outer: position over 0.5 s; inner: opacity over 2 s. Inner completion at 2 s; the outer's too
        // (it covers everything added inside it, nested transactions included).
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let log = Log()
        engine.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("outer") }
            CATransaction.setAnimationDuration(0.5)
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setCompletionBlock { log("inner") }
            layer.opacity = 0
            CATransaction.commit()
            CATransaction.commit()
        }
        engine.advance(to: 1)
        #expect(log.names.isEmpty)
        engine.advance(to: 3)
        expectEqual(Set(log.names), ["outer", "inner"])
        expectEqual(log.time(of: "inner"), 2.0)
        expectEqual(log.time(of: "outer"), 2.0)
    }

    // MARK: Commit

    @Test func explicitCommitGivesBeginTimesAtOnce() throws {
        // At 0.3 s an animation added inside begin/commit begins at 0.3, before any frame runs.
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        engine.advance(to: 0.3)
        let recorder = AnimationRecorder()
        engine.run {
            CATransaction.begin()
            engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer) { $0.delegate = recorder }
            CATransaction.commit()
        }
        expectEqual(engine.run { layer.animation(forKey: "anim")?.beginTime }, 0.3)
        expectEqual(recorder.starts, [0.3])
    }

    @Test func commitWithoutBeginIsReported() {
        let engine = UIKitEngine()
        engine.run { CATransaction.commit() }
        #expect(engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("without a matching CATransaction.begin()") })
    }

    @Test func flushCommitsTheImplicitTransaction() {
        let engine = UIKitEngine()
        let layer = committedLayer(engine)
        let recorder = AnimationRecorder()
        engine.run {
            engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer) { $0.delegate = recorder }
            CATransaction.flush()
        }
        expectEqual(recorder.starts, [0])
    }
}
