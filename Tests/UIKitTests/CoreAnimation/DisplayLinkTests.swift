import Expectations
import Testing
import UIKit

/// CADisplayLink on the virtual 60 Hz display: fires once per frame with timestamp (this frame),
/// targetTimestamp (the next one it will fire at) and duration (1/60 s), at most
/// preferredFramesPerSecond times a second, not while paused, never after invalidate().
@MainActor
struct DisplayLinkTests {
    /// A target with a method the link calls (Linux: a method reference instead of #selector).
    @MainActor final class Ticker {
        var ticks: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        var stopAfter = Int.max
        func step(_ link: CADisplayLink) {
            ticks.append((link.timestamp, link.targetTimestamp, link.duration))
            if ticks.count >= stopAfter { link.invalidate() }
        }
    }

    private func link(_ engine: UIKitEngine, _ ticker: Ticker, configure: (CADisplayLink) -> Void = { _ in }) -> CADisplayLink {
        engine.run {
            let link = CADisplayLink(target: ticker, selector: Ticker.step)
            configure(link)
            link.add(to: .main, forMode: .common)
            return link
        }
    }

    @Test func nothingFiresBeforeTimeMoves() {
        let engine = UIKitEngine()
        let ticker = Ticker()
        _ = link(engine, ticker)
        engine.advance(by: 0)
        #expect(ticker.ticks.isEmpty)
    }

    @Test func firesOncePerFrameWithTimestamps() {
        // 0.1 s at 60 Hz = 6 frames, at k/60 for k = 1…6; targetTimestamp = (k + 1)/60; duration 1/60.
        let engine = UIKitEngine()
        let ticker = Ticker()
        _ = link(engine, ticker)
        engine.advance(by: 0.1)
        expectEqual(ticker.ticks.count, 6)
        for (i, tick) in ticker.ticks.enumerated() {
            let k = Double(i + 1)
            expectClose(tick.timestamp, k / 60, tolerance: 1e-12)
            expectClose(tick.target, (k + 1) / 60, tolerance: 1e-12)
            expectClose(tick.duration, 1.0 / 60, tolerance: 1e-15)
        }
    }

    @Test func invalidateStopsTheLink() {
        let engine = UIKitEngine()
        let ticker = Ticker()
        ticker.stopAfter = 3
        _ = link(engine, ticker)
        engine.advance(by: 1)
        expectEqual(ticker.ticks.count, 3)
        #expect(engine.isIdle)
    }

    @Test func pausedLinkDoesNotFire() {
        let engine = UIKitEngine()
        let ticker = Ticker()
        let l = link(engine, ticker)
        engine.advance(by: 2.0 / 60)
        l.isPaused = true
        engine.advance(by: 0.5)
        expectEqual(ticker.ticks.count, 2)
        l.isPaused = false
        engine.advance(by: 1.0 / 60)
        expectEqual(ticker.ticks.count, 3)
    }

    @Test func preferredFramesPerSecondThirtyFiresEveryOtherFrame() {
        // 30 of 60 Hz: every second frame, at 2/60, 4/60, 6/60; targetTimestamp two frames on.
        let engine = UIKitEngine()
        let ticker = Ticker()
        _ = link(engine, ticker) { $0.preferredFramesPerSecond = 30 }
        engine.advance(by: 0.1)
        expectEqual(ticker.ticks.count, 3)
        expectClose(ticker.ticks.first?.timestamp ?? 0, 2.0 / 60, tolerance: 1e-12)
        expectClose(ticker.ticks.first?.target ?? 0, 4.0 / 60, tolerance: 1e-12)
        expectClose(ticker.ticks.last?.timestamp ?? 0, 6.0 / 60, tolerance: 1e-12)
    }

    @Test func preferredFramesPerSecondAboveTheDisplayRateFiresEveryFrame() {
        let engine = UIKitEngine()
        let ticker = Ticker()
        _ = link(engine, ticker) { $0.preferredFramesPerSecond = 120 }
        engine.advance(by: 0.1)
        expectEqual(ticker.ticks.count, 6)
    }

    @Test func removeFromRunLoopStopsFiring() {
        let engine = UIKitEngine()
        let ticker = Ticker()
        let l = link(engine, ticker)
        engine.advance(by: 1.0 / 60)
        l.remove(from: .main, forMode: .common)
        engine.advance(by: 0.5)
        expectEqual(ticker.ticks.count, 1)
    }

    @Test func argumentlessActionIsAccepted() {
        @MainActor final class Counter { var n = 0; func tick() { n += 1 } }
        let engine = UIKitEngine()
        let counter = Counter()
        let l = engine.run { CADisplayLink(target: counter, selector: Counter.tick) }
        l.add(to: .main, forMode: .default)
        engine.advance(by: 0.05)
        expectEqual(counter.n, 3)  // frames at 1/60, 2/60, 3/60
        l.invalidate()
    }

    @Test func runningLinkKeepsTheEngineBusy() {
        let engine = UIKitEngine()
        let ticker = Ticker()
        _ = link(engine, ticker)
        let busy = #expect(throws: UIKitEngine.StillBusy.self) { try engine.runUntilIdle(timeout: 0.5) }
        expectEqual(busy?.pending.contains { $0.contains("CADisplayLink") }, true)
    }

    @Test func linkReversingATimeOffsetLikeTheContainerTutorial() throws {
        // A paused layer showing an animation at timeOffset 0.1 s; each frame a link moves timeOffset back by
        // link.duration (1/60) until it would reach 0. 0.1·60 = 6 steps: 5 steps land on 5/60…1/60, the 6th
        // would be ≤ 0, so the link invalidates and sets 0.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer)
        engine.advance(by: 0)
        layer.speed = 0
        layer.timeOffset = 0.1
        @MainActor final class Reverser {
            let layer: CALayer
            var steps = 0
            init(_ layer: CALayer) { self.layer = layer }
            func reverse(_ link: CADisplayLink) {
                steps += 1
                let offset = layer.timeOffset - link.duration
                if offset > 1e-9 { layer.timeOffset = offset } else { link.invalidate(); layer.timeOffset = 0 }
            }
        }
        let reverser = Reverser(layer)
        engine.run { CADisplayLink(target: reverser, selector: Reverser.reverse).add(to: .main, forMode: .default) }
        engine.advance(by: 3.0 / 60)
        // 0.1 − 3/60 = 0.05 → 5.
        expectClose(try engine.presentation(of: layer).position.x, 5, tolerance: 1e-9)
        engine.advance(by: 1)
        expectEqual(reverser.steps, 6)
        expectEqual(layer.timeOffset, 0)
        expectEqual(try engine.presentation(of: layer).position.x, 0)
    }
}
