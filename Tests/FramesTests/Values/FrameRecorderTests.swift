import Expectations
import Testing
import Frames
import UIKit

@MainActor
struct FrameRecorderTests {
    /// A 10 × 1 screen where a one-cell black block slides right at one cell per 0.1 s (linear),
    /// from column 0 at t = 0 to column 9 at t = 0.9.
    private func slidingBlock() -> PhoneScene {
        let scene = PhoneScene(.cells(10, 1))
        scene.run {
            let block = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 16))
            block.backgroundColor = .black
            scene.root.addSubview(block)
            UIView.animate(withDuration: 0.9, delay: 0, options: .curveLinear) {
                block.frame.origin.x = 72
            }
        }
        return scene
    }

    private func blockColumn(_ frame: Frame) -> Int? {
        frame.lines.first?.firstIndex(of: "@").map { frame.lines[0].distance(from: frame.lines[0].startIndex, to: $0) }
    }

    private func times(_ frames: [Frame]) -> [Double] { frames.map { (($0.time ?? -1) * 1000).rounded() / 1000 } }

    @Test func recordsAtEachTimeInTurn() {
        let scene = slidingBlock()
        let frames = FrameRecorder(engine: scene.engine, device: scene.device).record(at: [0.1, 0.3, 0.5])
        expectEqual(times(frames), [0.1, 0.3, 0.5])
        expectEqual(frames.map(blockColumn), [1, 3, 5])
        expectEqual(frames.map(\.text), [" @        ", "   @      ", "     @    "])
        expectEqual(scene.engine.currentTime, 0.5)
    }

    @Test func neverGoesBackInTime() {
        let scene = slidingBlock()
        scene.advance(by: 0.5)
        let frames = FrameRecorder(engine: scene.engine, device: scene.device).record(at: [0.2, 0.7, 0.6])
        expectEqual(times(frames), [0.5, 0.7, 0.7], "times already past are drawn now")
        expectEqual(frames.map(blockColumn), [5, 7, 7])
        expectEqual(scene.engine.currentTime, 0.7)
    }

    @Test func recordsFractionsOfADurationFromNow() {
        let scene = slidingBlock()
        scene.advance(by: 0.1)
        let frames = FrameRecorder(engine: scene.engine, device: scene.device).record(fractions: [0, 0.5, 1], of: 0.4)
        expectEqual(times(frames), [0.1, 0.3, 0.5])
        expectEqual(frames.map(blockColumn), [1, 3, 5])
    }

    @Test func recordsFractionsFromAGivenStart() {
        let scene = slidingBlock()
        let frames = FrameRecorder(engine: scene.engine, device: scene.device).record(fractions: [0, 0.25, 1], of: 0.8, from: 0.1)
        expectEqual(times(frames), [0.1, 0.3, 0.9])
        expectEqual(frames.map(blockColumn), [1, 3, 9])
    }

    @Test func noTimesGiveNoFramesAndLeaveTheClock() {
        let scene = slidingBlock()
        #expect(FrameRecorder(engine: scene.engine, device: scene.device).record(at: []).isEmpty)
        expectEqual(scene.engine.currentTime, 0)
    }

    @Test func frameIsTheKeyWindowNow() {
        let scene = slidingBlock()
        scene.advance(by: 0.2)
        let frame = FrameRecorder(engine: scene.engine, device: scene.device).frame()
        expectEqual(frame, FrameRenderer.render(scene.engine, device: scene.device))
        expectEqual(frame.time, scene.engine.currentTime)
        expectEqual(frame.deviceName, "10x1")
        expectEqual(blockColumn(frame), 2)
    }

    @Test func engineWithoutAKeyWindowDrawsABlankScreen() {
        let engine = UIKitEngine()
        engine.advance(by: 0.5)
        let frame = FrameRenderer.render(engine, device: .phone)
        expectEqual(frame, Frame(columns: 47, rows: 42))
        expectEqual(frame.time, 0.5)
        expectEqual(frame.deviceName, "phone")
    }
}
