import Expectations
import Testing
import UIKit

/// Adding, replacing, removing animations and what the delegate hears (UIKIT-SEMANTICS §2):
/// `add` attaches a copy; `finished` is true only at the natural end; removal and replacement
/// report `finished == false` on the next run-loop turn (after the next frame).
@MainActor
struct AnimationLifecycleTests {
    // MARK: Natural end

    @Test func animationIsRemovedAtItsEndAndReportsFinished() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("opacity", from: 0, to: 0.5, duration: 1, on: layer) { $0.delegate = recorder }
        engine.advance(to: 0.9)
        expectEqual(engine.run { layer.animationKeys() }, ["anim"])
        #expect(recorder.stops.isEmpty)
        engine.advance(to: 1.5)
        expectNil(engine.run { layer.animationKeys() })
        expectEqual(recorder.events, [.start(at: 0), .stop(finished: true, at: 1.0)])
        expectEqual(try engine.presentation(of: layer).opacity, 1)  // model value again
    }

    @Test func didStartComesAtTheCommitThatGivesTheBeginTime() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(to: 0.3)
        let recorder = AnimationRecorder()
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer) { $0.delegate = recorder }
        #expect(recorder.events.isEmpty, "nothing before the commit")
        engine.advance(by: 0)
        expectEqual(recorder.starts, [0.3])
    }

    @Test func didStartIsCalledOnceEvenAcrossManyFrames() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("opacity", from: 0, to: 1, duration: 2, on: layer) { $0.delegate = recorder }
        engine.advance(to: 3)
        expectEqual(recorder.starts, [0])
        expectEqual(recorder.stops.count, 1)
    }

    // MARK: Removal

    @Test func removeAnimationReportsNotFinishedOnTheNextTurn() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer) { $0.delegate = recorder }
        engine.advance(to: 0.5)
        engine.run { layer.removeAnimation(forKey: "anim") }
        expectEqual(try engine.presentation(of: layer).position.x, 0, "the presentation drops it at once")
        #expect(recorder.stops.isEmpty, "the delegate hears about it on the next turn")
        engine.advance(by: 1.0 / 60)
        expectEqual(recorder.finishedFlags, [false])
        expectClose(recorder.stops.first?.at ?? 0, 0.5 + 1.0 / 60, tolerance: 1e-9)
        engine.advance(to: 2)
        expectEqual(recorder.stops.count, 1)
    }

    @Test func removeAllAnimationsStopsEachWithNotFinished() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let first = AnimationRecorder(), second = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer, forKey: "x") { $0.delegate = first }
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer, forKey: "fade") { $0.delegate = second }
        engine.advance(to: 0.2)
        engine.run { layer.removeAllAnimations() }
        expectNil(engine.run { layer.animationKeys() })
        engine.advance(to: 0.5)
        expectEqual(first.finishedFlags, [false])
        expectEqual(second.finishedFlags, [false])
    }

    @Test func removingAMissingKeyDoesNothing() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer) { $0.delegate = recorder }
        engine.run { layer.removeAnimation(forKey: "other") }
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func replacingUnderTheSameKeyStopsTheOldOneNotFinished() throws {
        // Second animation (100 → 200, 1 s) added at 0.5 s under the same key: the first hears false on
        // the next turn; the second runs 0.5 → 1.5 s and hears true. At 1.0 s: 100 + 100·0.5 = 150.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let old = AnimationRecorder(), new = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer, forKey: "move") { $0.delegate = old }
        engine.advance(to: 0.5)
        engine.addLinear("position.x", from: 100, to: 200, duration: 1, on: layer, forKey: "move") { $0.delegate = new }
        expectEqual(engine.run { layer.animationKeys() }, ["move"])
        engine.advance(to: 1.0)
        expectEqual(old.stops.count, 1)
        expectEqual(old.finishedFlags, [false])
        expectClose(old.stops.first?.at ?? 0, 0.5 + 1.0 / 60, tolerance: 1e-9)
        expectClose(try engine.presentation(of: layer).position.x, 150, tolerance: 1e-9)
        engine.advance(to: 2)
        expectEqual(new.events, [.start(at: 0.5), .stop(finished: true, at: 1.5)])
    }

    // MARK: Keeping the end state

    @Test func notRemovedOnCompletionWithForwardsFillFreezesTheEnd() throws {
        // 0 → 100 held after the end; the model keeps its own value (0); the delegate hears true once.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer) {
            $0.fillMode = .forwards; $0.isRemovedOnCompletion = false; $0.delegate = recorder
        }
        engine.advance(to: 5)
        expectEqual(try engine.presentation(of: layer).position.x, 100)
        expectEqual(layer.position.x, 0)
        expectEqual(engine.run { layer.animationKeys() }, ["anim"])
        expectEqual(recorder.events, [.start(at: 0), .stop(finished: true, at: 1.0)])
        #expect(engine.isIdle, "a finished, retained animation does not keep the engine busy")
        // Removing it later shows the model and does not call the delegate again.
        engine.run { layer.removeAnimation(forKey: "anim") }
        engine.advance(by: 0.1)
        expectEqual(try engine.presentation(of: layer).position.x, 0)
        expectEqual(recorder.stops.count, 1)
    }

    // MARK: Copy semantics and bookkeeping

    @Test func addAttachesACopy() throws {
        // Changing the original after add does not change the running animation (still 0 → 100).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let original = engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer)
        original.toValue = 1000
        original.duration = 10
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 50, tolerance: 1e-9)
        let attached = try #require(engine.run { layer.animation(forKey: "anim") })
        expectNotIdentical(attached, original)
        expectEqual(attached.duration, 1)
    }

    @Test func animationKeysListKeysInTheOrderAdded() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        expectNil(engine.run { layer.animationKeys() })
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer, forKey: "b")
        engine.addLinear("position.x", from: 0, to: 1, duration: 1, on: layer, forKey: "a")
        engine.addLinear("position.y", from: 0, to: 1, duration: 1, on: layer, forKey: nil)
        expectEqual(engine.run { layer.animationKeys() }, ["b", "a"])
        expectEqual(engine.run { layer.animation(forKey: "a") as? CABasicAnimation }?.keyPath, "position.x")
        expectNil(engine.run { layer.animation(forKey: "zzz") })
    }

    @Test func animationAddedWithoutAKeyStillRuns() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer, forKey: nil) { $0.delegate = recorder }
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 50, tolerance: 1e-9)
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func laterAnimationOfTheSameKeyPathWins() throws {
        // Two animations of position.x under different keys: the one added last is applied last.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer, forKey: "first")
        engine.addLinear("position.x", from: 300, to: 400, duration: 1, on: layer, forKey: "second")
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 350, tolerance: 1e-9)
    }

    @Test func theAnimationKeepsItsDelegateAlive() {
        // CAAnimation.delegate is strong: a delegate nobody else holds still hears the stop.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        weak var weakRecorder: AnimationRecorder?
        var heard: [Bool] = []
        do {
            let recorder = AnimationRecorder()
            recorder.onStop = { _, finished in heard.append(finished) }
            weakRecorder = recorder
            engine.addLinear("opacity", from: 0, to: 1, duration: 0.5, on: layer) { $0.delegate = recorder }
        }
        expectNotNil(weakRecorder)
        engine.advance(to: 1)
        expectEqual(heard, [true])
    }

    @Test func modelAndPresentationAreSeparateObjects() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        expectNil(engine.run { layer.presentation() }, "no presentation before the first commit")
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer)
        engine.advance(to: 0.25)
        let p = try engine.presentation(of: layer)
        expectNotIdentical(p, layer)
        expectIdentical(p.model(), layer)
        expectIdentical(layer.model(), layer)
        expectClose(p.opacity, 0.25, tolerance: 1e-6)
        expectEqual(layer.opacity, 1)
    }

    // MARK: Several layers in one frame

    @Test func animationsEndingInTheSameFrameAllReportFinished() {
        // Two layers, each with a 1 s animation; whichever delegate hears first removes the other
        // layer's animations. Both reached their end at the frame at 1 s, so both report true.
        let engine = UIKitEngine()
        let a = engine.makeDisplayedLayer(), b = engine.makeDisplayedLayer()
        let ra = AnimationRecorder(), rb = AnimationRecorder()
        ra.onStop = { _, _ in b.removeAllAnimations() }
        rb.onStop = { _, _ in a.removeAllAnimations() }
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: a) { $0.delegate = ra; $0.isRemovedOnCompletion = false; $0.fillMode = .forwards }
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: b) { $0.delegate = rb; $0.isRemovedOnCompletion = false; $0.fillMode = .forwards }
        engine.advance(to: 1.5)
        let flags = ra.finishedFlags + rb.finishedFlags
        do {
            expectEqual(flags, [true, true])
        }
        expectEqual(flags.count, 2)
    }

    @Test func callbacksOfDifferentLayersFollowTheOrderTheAnimationsWereAdded() {
        // Eight layers, animations added in order 0…7, all starting and ending together: a deterministic
        // engine reports them in a fixed order; the order they were added is the natural one.
        let engine = UIKitEngine()
        var starts: [Int] = [], stops: [Int] = []  // layer indices, in callback order
        var layers: [CALayer] = []
        var recorders: [AnimationRecorder] = []
        for i in 0..<8 {
            let layer = engine.makeDisplayedLayer()
            let r = AnimationRecorder()
            r.onStart = { _ in starts.append(i) }
            r.onStop = { _, _ in stops.append(i) }
            layers.append(layer)
            recorders.append(r)
        }
        engine.advance(by: 1.0 / 60)
        for (i, layer) in layers.enumerated() {
            engine.addLinear("opacity", from: 0, to: 1, duration: 0.5, on: layer) { $0.delegate = recorders[i] }
        }
        engine.advance(by: 1)
        expectEqual(starts.count, 8)
        expectEqual(stops.count, 8)
        let (observedStarts, observedStops) = (starts, stops)
        do {
            expectEqual(observedStarts, Array(0..<8), "start order across layers: \(observedStarts)")
            expectEqual(observedStops, Array(0..<8), "stop order across layers: \(observedStops)")
        }
    }

    // MARK: Edges

    @Test func removingBeforeTheCommitStopsWithoutStarting() {
        // Added and removed in the same turn: no start, and finished = false on the next turn.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer) { $0.delegate = recorder }
        engine.run { layer.removeAnimation(forKey: "anim") }
        engine.advance(to: 0.5)
        #expect(recorder.starts.isEmpty)
        expectEqual(recorder.finishedFlags, [false])
    }

    @Test func addingToAPresentationLayerIsReported() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        let p = try engine.presentation(of: layer)
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: p)
        expectEqual(engine.diagnostics(ofKind: .misuse).count, 1)
        expectNil(engine.run { layer.animationKeys() })
    }

    @Test func presentationCopiesComeWithPresentationSublayers() throws {
        // The child's animation shows through the parent's presentation copy.
        let engine = UIKitEngine()
        let parent = engine.makeDisplayedLayer()
        let child = engine.run { CALayer() }
        parent.addSublayer(child)
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: child)
        engine.advance(to: 0.5)
        let copy = try #require(try engine.presentation(of: parent).sublayers?.first)
        expectClose(copy.opacity, 0.5, tolerance: 1e-6)
        expectIdentical(copy.model(), child)
    }
}
