import Frames
import UIKit

/// A picture a device shows for one display frame between two that look alike: what the
/// render server drew before the app's work of that frame changed the screen again. The engine
/// runs that work before it draws, so its own frames never show it; a `FlashWatcher` draws what
/// a device would (FIDELITY §4.1, "Frame order").
public struct Flash {
    public enum Reason: Equatable {
        /// Animations that ended and were removed on completion (named; `fillsForwards` when
        /// every one has `fillMode = .forwards`): their layers showed their model values before
        /// `animationDidStop(_:finished:)` and the completions ran.
        case animationsRemoved([Phrase], fillsForwards: Bool)
        /// What a touch or a timer changed, drawn before the first callback of a display link it
        /// started painted over it.
        case beforeDisplayLink
    }

    public let reason: Reason
    /// Seconds since the watch began.
    public let time: CFTimeInterval
    /// The frame the device shows for one display frame.
    public let shown: Frame
    /// The frames before and after it, which look alike.
    public let before: Frame
    public let after: Frame

    /// Where the flash differs from the frame after it, in a person's eyes.
    public var difference: FrameDiff {
        let seen = after.perceptualDiff(shown)
        return seen.isEmpty ? after.diff(shown) : seen
    }

    /// The flash as a failed check's frames: the frame after it as expected, the flash as the
    /// learner's, for `diff` to show side by side.
    public var mismatch: FrameMismatch {
        let cells = difference
        var mismatch = FrameMismatch(time: time, expected: after.lines, actual: shown.lines, differingCells: cells.count, totalCells: cells.columns * cells.rows)
        mismatch.captionPhrases = [Phrase("flash.caption.after", "yours a frame later"), Phrase("flash.caption.flash", "yours for one frame at \(String(format: "%.2f", time)) s")]
        mismatch.captions = mismatch.captionPhrases?.map(\.english)
        return mismatch
    }

    /// "the screen": what flashes, unless a check names it.
    public static let screen = Phrase("flash.the-screen", "the screen")

    /// What happened, in a learner's terms, with what to do; `subject` names what flashes.
    public func explanation(_ subject: Phrase = Flash.screen) -> Phrase {
        let at = String(format: "%.2f", time)
        let place = FrameVerdict.whereabouts(difference)
        switch reason {
        case let .animationsRemoved(animations, fillsForwards):
            let named = animations.count == 1 ? animations[0]
                : Phrase("flash.and", "\(animations.dropLast().joined(separator: ", ")) and \(animations.last!)")
            let drawn = animations.count == 1
                ? Phrase("flash.removed-one", "On a device \(subject) flashes for one frame at t = \(at) s, in \(place): \(named) ended, Core Animation removed it and drew the layer's own (model) value for a frame before `animationDidStop(_:finished:)` or the completion could change it.")
                : Phrase("flash.removed-many", "On a device \(subject) flashes for one frame at t = \(at) s, in \(place): \(named) ended, Core Animation removed them and drew the layer's own (model) value for a frame before `animationDidStop(_:finished:)` or the completion could change it.")
            if fillsForwards {
                return drawn + Phrase("flash.fills-forwards", " `fillMode = .forwards` holds the last value only while the animation is on the layer, and `isRemovedOnCompletion` is still true: set it to false as well (and remove the animation when you clean up), or give the layer the value the animation ends on before you add it.")
            }
            return drawn + Phrase("flash.model-value", " Give the layer the value the animation ends on before you add it (the model value), or keep the animation on screen with `fillMode = .forwards` and `isRemovedOnCompletion = false` until you clean up.")
        case .beforeDisplayLink:
            return Phrase("flash.before-display-link", "On a device \(subject) flashes for one frame at t = \(at) s, in \(place): what your code changed at the touch is drawn before your display link's first callback paints over it — a link first fires at the next frame, after the touch's changes are on screen. Leave what the link paints to the link: do not also set it when the touch comes.")
        }
    }
}

/// Watches the frames a device would draw while a check runs, and keeps the flashes: a frame
/// that stands out from the frames on either side of it, which look alike.
@MainActor
final class FlashWatcher: RenderServerWatcher {
    private let device: Device
    private let start: CFTimeInterval
    /// The screen before the first touch or timer since the last frame.
    private var beforeEvent: PendingFrame?
    private var candidate: (reason: Flash.Reason, before: PendingFrame, shown: PendingFrame, time: CFTimeInterval)?
    private(set) var flashes: [Flash] = []

    /// The least number of cells in which a flash differs from each neighbour.
    static let minimumCells = 3

    init(device: Device, start: CFTimeInterval) {
        self.device = device
        self.start = start
    }

    private func screen(_ engine: UIKitEngine) -> PendingFrame { FrameRenderer.pending(engine, device: device, tones: true) }

    func willHandleEvent(_ engine: UIKitEngine) {
        beforeEvent = screen(engine)
    }

    /// `layer "logo"`, `the layer of map`, `the mask of the layer of map`, `a CAShapeLayer`.
    static func layer(_ identity: LayerIdentity) -> Phrase {
        switch identity {
        case let .named(name): Phrase("flash.layer-named", "layer \"\(name)\"")
        case let .backing(view): Phrase("flash.layer-of-view", "the layer of \(view)")
        case let .mask(owner): Phrase("flash.mask-of", "the mask of \(layer(owner))")
        case let .type(name): Phrase("flash.layer-of-type", "a \(name)")
        }
    }

    func displayFrame(_ engine: UIKitEngine, _ work: DisplayFrameWork) {
        defer { beforeEvent = nil }
        let time = engine.currentTime - start
        if !work.endingAnimations.isEmpty {
            let before = screen(engine)
            let shown = engine.drawingAsTheRenderServer { screen(engine) }
            let ending = work.endingAnimations
            candidate = (.animationsRemoved(ending.map { Phrase("flash.animation-on", "\($0.animation) on \(Self.layer($0.layer))") }, fillsForwards: ending.allSatisfy(\.fillsForwards)), before, shown, time)
        } else if work.newDisplayLinks > 0, work.eventsSinceLastFrame, let before = beforeEvent {
            candidate = (.beforeDisplayLink, before, screen(engine), time)
        }
    }

    func frameCommitted(_ engine: UIKitEngine) {
        guard let found = candidate else { return }
        candidate = nil
        let after = screen(engine).render()
        var shown = found.shown.render(), before = found.before.render()
        shown.time = found.time
        before.time = found.time
        // By what a person sees, or else cell by cell (a colour a tone does not show).
        let measures: [(Frame, Frame) -> Int] = [{ $0.perceptualDiff($1).count }, { $0.diff($1).count }]
        let standsOut = measures.contains { measure in
            let apart = Swift.min(measure(shown, before), measure(shown, after))
            return apart >= Self.minimumCells && apart > 2 * measure(before, after)
        }
        guard standsOut else { return }
        var next = after
        next.time = found.time
        flashes.append(Flash(reason: found.reason, time: found.time, shown: shown, before: before, after: next))
    }
}

extension LessonApp {
    /// Runs `body` while watching for frames a device would flash for one display frame (the
    /// watch nests: an inner one reports nothing, the outer one everything). Returns `body`'s
    /// result and the flashes, in time order, their times in seconds since the watch began.
    public func watchingFlashes<T>(_ body: () throws -> T) rethrows -> (T, [Flash]) {
        guard engine.renderServerWatcher == nil else { return (try body(), []) }
        let watcher = FlashWatcher(device: screenDevice, start: engine.currentTime)
        engine.renderServerWatcher = watcher
        defer { engine.renderServerWatcher = nil }
        return (try body(), watcher.flashes)
    }
}
