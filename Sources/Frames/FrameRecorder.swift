import UIKit

/// Records frames of an engine's key window as virtual time passes.
@MainActor
public struct FrameRecorder {
    public let engine: UIKitEngine
    public let device: Device

    public init(engine: UIKitEngine, device: Device) {
        self.engine = engine
        self.device = device
    }

    /// The frame now.
    public func frame() -> Frame { FrameRenderer.render(engine, device: device) }

    /// Advances to each time in turn (times before now are drawn now) and draws a frame there.
    public func record(at times: [CFTimeInterval]) -> [Frame] {
        times.map { time in
            if time > engine.currentTime { engine.advance(to: time) }
            return frame()
        }
    }

    /// Frames at fractions (0…1) of `duration` after `start` (now, by default).
    public func record(fractions: [Double], of duration: CFTimeInterval, from start: CFTimeInterval? = nil) -> [Frame] {
        let origin = start ?? engine.currentTime
        return record(at: fractions.map { origin + $0 * duration })
    }
}
