import Expectations
import Testing
import UIKit

/// What a transaction's settings do to explicit animations added inside it.
///
/// CALayer.h (`addAnimation:forKey:`): "If the `duration' property of the animation is zero or
/// negative it is given the default duration, either the value of the 'animationDuration'
/// transaction property or .25 seconds otherwise." CATransaction.h (`animationTimingFunction`):
/// "when set to a non-nil value any animations added to layers will have this value set as
/// their "timingFunction" property".
@MainActor
struct TransactionExplicitAnimationTests {
    /// A linear position.x 0 → 100 animation with `duration`, added under "anim" inside `around`.
    private func add(
        _ engine: UIKitEngine, to layer: CALayer, duration: CFTimeInterval, recorder: AnimationRecorder? = nil,
        timingFunction: CAMediaTimingFunction? = nil, around: (() -> Void) -> Void
    ) {
        engine.run {
            around {
                let a = CABasicAnimation(keyPath: "position.x")
                a.fromValue = 0
                a.toValue = 100
                a.duration = duration
                a.timingFunction = timingFunction
                a.delegate = recorder
                layer.add(a, forKey: "anim")
            }
        }
    }

    private func inTransaction(duration: CFTimeInterval? = nil, function: CAMediaTimingFunction? = nil) -> (() -> Void) -> Void {
        { body in
            CATransaction.begin()
            if let duration { CATransaction.setAnimationDuration(duration) }
            if let function { CATransaction.setAnimationTimingFunction(function) }
            body()
            CATransaction.commit()
        }
    }

    private func attachedDuration(_ engine: UIKitEngine, _ layer: CALayer) -> CFTimeInterval? {
        engine.run { layer.animation(forKey: "anim")?.duration }
    }

    // MARK: Duration

    @Test func zeroDurationOutsideATransactionIsAQuarterSecond() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        add(engine, to: layer, duration: 0, recorder: recorder) { $0() }
        expectEqual(attachedDuration(engine, layer), 0.25)
        engine.advance(to: 1)
        expectEqual(recorder.stops.map(\.at), [0.25])
    }

    @Test func zeroDurationInATransactionWithoutADurationIsAQuarterSecond() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        add(engine, to: layer, duration: 0, around: inTransaction())
        expectEqual(attachedDuration(engine, layer), 0.25)
    }

    @Test func zeroDurationTakesTheTransactionsDuration() throws {
        // animationDuration 2: the animation lasts 2 s, so at 0.5 s it is a quarter of the way (25)
        // and it stops at 2 s, not at 0.25 s.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        add(engine, to: layer, duration: 0, recorder: recorder, around: inTransaction(duration: 2))
        expectEqual(attachedDuration(engine, layer), 2)
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 25, tolerance: 1e-9)
        engine.advance(to: 3)
        expectEqual(recorder.stops.map(\.at), [2])
    }

    @Test func negativeDurationAlsoTakesTheTransactionsDuration() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        add(engine, to: layer, duration: -1, around: inTransaction(duration: 0.75))
        expectEqual(attachedDuration(engine, layer), 0.75)
    }

    @Test func anAnimationsOwnDurationWinsOverTheTransactions() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        add(engine, to: layer, duration: 1, around: inTransaction(duration: 2))
        expectEqual(attachedDuration(engine, layer), 1)
    }

    @Test func theAnimationObjectItselfKeepsItsZeroDuration() {
        // The layer adds a copy; the object the code holds is unchanged.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let original = engine.run {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            let a = CABasicAnimation(keyPath: "opacity")
            layer.add(a, forKey: "anim")
            CATransaction.commit()
            return a
        }
        expectEqual(original.duration, 0)
        expectEqual(attachedDuration(engine, layer), 2)
    }

    @Test func nestedTransactionsUseTheInnermostDurationSet() {
        // Outer 2, inner without a duration → 2; inner 0.5 → 0.5; after the inner commit → 2 again.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let durations = engine.run { () -> [CFTimeInterval?] in
            @MainActor func addZero(_ key: String) {
                let a = CABasicAnimation(keyPath: "opacity")
                layer.add(a, forKey: key)
            }
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.begin()
            addZero("inherited")
            CATransaction.setAnimationDuration(0.5)
            addZero("inner")
            CATransaction.commit()
            addZero("outer")
            CATransaction.commit()
            return ["inherited", "inner", "outer"].map { layer.animation(forKey: $0)?.duration }
        }
        expectEqual(durations, [2, 0.5, 2])
    }

    @Test func theImplicitTransactionsDurationLastsUntilTheEndOfTheTurn() {
        // setAnimationDuration outside begin/commit sets the run-loop turn's implicit transaction:
        // animations added in that turn take it; the next turn starts over at 0.25 s.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        add(engine, to: layer, duration: 0) { body in
            CATransaction.setAnimationDuration(1.5)
            body()
        }
        expectEqual(attachedDuration(engine, layer), 1.5)
        engine.advance(by: 1.0 / 60)
        add(engine, to: layer, duration: 0) { $0() }
        expectEqual(attachedDuration(engine, layer), 0.25)
    }

    @Test func aGroupWithoutADurationTakesTheTransactionsAndItsChildrenTheGroups() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let (group, child) = engine.run { () -> (CFTimeInterval?, CFTimeInterval?) in
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            let child = CABasicAnimation(keyPath: "opacity")
            let group = CAAnimationGroup()
            group.animations = [child]
            layer.add(group, forKey: "anim")
            CATransaction.commit()
            let attached = layer.animation(forKey: "anim") as? CAAnimationGroup
            return (attached?.duration, attached?.animations?.first?.duration)
        }
        expectEqual(group, 3)
        expectEqual(child, 3)
    }

    // MARK: Timing function

    @Test func theTransactionsTimingFunctionPacesAnAnimationWithoutOne() throws {
        // Ease-in (0.42, 0, 1, 1) at half time: the curve's x(s) = 0.5 at s ≈ 0.37425, where
        // y(s) = 3(1−s)s² + s³ ≈ 0.31536 → 31.536 of the way (linear would be 50).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        add(engine, to: layer, duration: 1, around: inTransaction(function: CAMediaTimingFunction(name: .easeIn)))
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 31.536, tolerance: 1e-3)
    }

    @Test func theTransactionsTimingFunctionReplacesTheAnimationsOwn() throws {
        // "Any animations added to layers will have this value set": a linear animation becomes
        // ease-in, so half time shows 31.536 again.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        add(engine, to: layer, duration: 1, timingFunction: CAMediaTimingFunction(name: .linear), around: inTransaction(function: easeIn))
        expectIdentical(engine.run { layer.animation(forKey: "anim")?.timingFunction }, easeIn)
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 31.536, tolerance: 1e-3)
    }

    @Test func withoutATransactionTimingFunctionAnAnimationKeepsItsOwnOrLinear() throws {
        // Nil means linear (50 at half time); an own ease-in stays ease-in.
        let engine = UIKitEngine()
        let plain = engine.makeDisplayedLayer(), eased = engine.makeDisplayedLayer()
        add(engine, to: plain, duration: 1, around: inTransaction(duration: 1))
        add(engine, to: eased, duration: 1, timingFunction: CAMediaTimingFunction(name: .easeIn), around: inTransaction(duration: 1))
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: plain).position.x, 50, tolerance: 1e-9)
        expectClose(try engine.presentation(of: eased).position.x, 31.536, tolerance: 1e-3)
    }

    @Test func theTimingFunctionEndsWithItsTransaction() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            CATransaction.commit()
        }
        add(engine, to: layer, duration: 1) { $0() }
        expectNil(engine.run { layer.animation(forKey: "anim")?.timingFunction })
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 50, tolerance: 1e-9)
    }

    @Test func aViewAnimationBlockInsideTheTransactionTakesItsTimingFunction() throws {
        // The animations UIKit adds for a block are added to layers too, so the transaction's
        // curve replaces the block's (the idiom for giving a block a custom curve). Linear
        // block, ease-in-ease-out transaction (0.42, 0, 0.58, 1) at a quarter: x(s) = 0.25 at
        // s ≈ 0.22507, y ≈ 0.12916 → 100 + 0.12916 × 100 ≈ 112.916.
        let engine = UIKitEngine()
        let view = engine.run { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        engine.run { view.center = CGPoint(x: 100, y: 100) }
        engine.display(view.layer)
        engine.advance(by: 0)
        engine.run {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 200 })
            CATransaction.commit()
        }
        engine.advance(by: 0.25)
        expectClose(try engine.presentation(of: view.layer).position.x, 112.916, tolerance: 1e-2)
    }
}
