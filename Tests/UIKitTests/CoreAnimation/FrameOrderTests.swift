import Expectations
import Testing
import UIKit

/// What a device's render server draws at a display frame, before the app's work of that frame
/// (FIDELITY §4.1, "Frame order"): a `RenderServerWatcher` hears of every frame first, with the
/// animations that end in it and whose removal changes what their layer shows, the display links
/// about to fire for the first time, and the touches and timers since the last frame.
@MainActor
struct FrameOrderTests {
    @MainActor final class Watcher: RenderServerWatcher {
        var events: [String] = []
        var frames: [(time: CFTimeInterval, work: DisplayFrameWork, drawn: Float?, live: Float?)] = []
        weak var layer: CALayer?

        func willHandleEvent(_ engine: UIKitEngine) { events.append("event") }
        func displayFrame(_ engine: UIKitEngine, _ work: DisplayFrameWork) {
            let drawn = engine.drawingAsTheRenderServer { layer?.presentation()?.opacity }
            frames.append((engine.currentTime, work, drawn, layer?.presentation()?.opacity))
            events.append("frame")
        }
        func frameCommitted(_ engine: UIKitEngine) { events.append("committed") }
    }

    /// A displayed layer at opacity `model` with a 0.1 s fade from 1 to 0 on it.
    private func fading(_ engine: UIKitEngine, model: Float, configure: @escaping (CABasicAnimation) -> Void) -> CALayer {
        let layer = engine.makeDisplayedLayer()
        engine.run { layer.opacity = model }
        engine.advance(by: 0)
        engine.addLinear("opacity", from: 1, to: 0, duration: 0.1, on: layer, configure: configure)
        return layer
    }

    @Test func aRemovedAnimationEndingAwayFromItsModelValueIsReportedAndDrawnAtTheModelValue() throws {
        let engine = UIKitEngine()
        let layer = fading(engine, model: 1) { $0.fillMode = .forwards }
        let watcher = Watcher()
        watcher.layer = layer
        var stoppedAt: CFTimeInterval?
        let recorder = AnimationRecorder()
        recorder.onStop = { _, _ in stoppedAt = CACurrentMediaTime() }
        engine.run { layer.animation(forKey: "anim")?.delegate = recorder }
        engine.renderServerWatcher = watcher
        engine.advance(by: 0.2)
        let reported = watcher.frames.filter { !$0.work.endingAnimations.isEmpty }
        try #require(reported.count == 1)
        let end = try #require(stoppedAt)
        // Reported in the frame the app hears of the end, before it does.
        expectClose(reported[0].time, end, tolerance: 1e-9)
        #expect(reported[0].work.endingAnimations[0].animation.contains("opacity"))
        #expect(reported[0].work.endingAnimations[0].fillsForwards)
        // The render server draws the model value; the animation, still attached, its end.
        expectClose(Double(reported[0].drawn ?? -1), 1, tolerance: 1e-6)
        expectClose(Double(reported[0].live ?? -1), 0, tolerance: 1e-6)
    }

    @Test func anAnimationEndingOnItsModelValueOrKeptIsNotReported() {
        for (model, kept) in [(Float(0), false), (1, true)] {
            let engine = UIKitEngine()
            let layer = fading(engine, model: model) { animation in
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = !kept
            }
            let watcher = Watcher()
            watcher.layer = layer
            engine.renderServerWatcher = watcher
            engine.advance(by: 0.2)
            #expect(watcher.frames.allSatisfy { $0.work.endingAnimations.isEmpty }, "model \(model), kept \(kept)")
            #expect(!watcher.frames.isEmpty)
        }
    }

    @Test func aDisplayLinkStartedByATimerIsReportedNewAfterTheEvent() {
        @MainActor final class Painter { var painted = 0; func paint(_ link: CADisplayLink) { painted += 1 } }
        let engine = UIKitEngine()
        let painter = Painter()
        let watcher = Watcher()
        engine.renderServerWatcher = watcher
        engine.run {
            _ = Timer.scheduledTimer(withTimeInterval: 0.025, repeats: false) { _ in
                CADisplayLink(target: painter, selector: Painter.paint).add(to: .main, forMode: .default)
            }
        }
        engine.advance(by: 0.06)
        // Frame at 1/60 s; the timer at 0.025 s (an event first); the frame at 2/60 s reports the new
        // link and the event, and the link has not painted yet; the next frame's link is old.
        #expect(Array(watcher.events.prefix(4)) == ["frame", "committed", "event", "frame"])
        let frames = watcher.frames
        #expect(frames.count >= 3)
        #expect(frames[0].work.newDisplayLinks == 0 && !frames[0].work.eventsSinceLastFrame)
        #expect(frames[1].work.newDisplayLinks == 1 && frames[1].work.eventsSinceLastFrame)
        #expect(frames[2].work.newDisplayLinks == 0 && !frames[2].work.eventsSinceLastFrame)
        #expect(painter.painted == frames.count - 1)
    }

    @Test func withoutAWatcherTheEngineRunsAsBefore() {
        let engine = UIKitEngine()
        let layer = fading(engine, model: 1) { $0.fillMode = .forwards }
        engine.advance(by: 0.2)
        #expect(engine.run { layer.animation(forKey: "anim") } == nil)
        #expect(engine.isIdle)
    }
}
