import Foundation
import Frames
import UIKit

/// A lesson app running in a fresh engine, driven like a UI test: find views by
/// `accessibilityIdentifier`, tap, drag, advance time, record frames, read the transition trace.
@MainActor
public final class LessonApp {
    public let engine: UIKitEngine
    public let device: Device
    public let appDelegate: UIApplicationDelegate
    /// Where frames are compared and kept (nil: nowhere).
    public let context: GradingContext?
    /// Views a check follows besides the transition's own, by `accessibilityIdentifier`: each is
    /// part of every recorded frame's state, with its identifier as its role.
    public var watched: [String] = []

    /// Launches the app: a new engine with the device's screen, the chapter's art, then
    /// `application(_:didFinishLaunchingWithOptions:)` and half a second to settle.
    public init(device: Device = .phone, context: GradingContext? = nil, makeAppDelegate: () throws -> UIApplicationDelegate, artDirectory: URL?) rethrows {
        engine = UIKitEngine()
        self.device = device
        self.context = context
        device.configure(engine)
        if let report = context?.reportActivity {
            engine.trace.onRecord = { event in
                switch event.kind {
                case let .began(kind, from, to, _): report("the \(kind.rawValue) transition \(from) → \(to)")
                case .ended: report(nil)
                default: break
                }
            }
        }
        if let artDirectory { engine.imageDirectories = [artDirectory] }
        appDelegate = try engine.run(makeAppDelegate)
        engine.launch(appDelegate)
        engine.advance(by: 0.5)
    }

    /// Launches the lesson of `context`.
    public static func launch(_ context: GradingContext, device: Device = .phone) throws -> LessonApp {
        try LessonApp(device: device, context: context, makeAppDelegate: context.makeAppDelegate,
                      artDirectory: context.chapterDirectory?.appendingPathComponent("art"))
    }

    public var window: UIWindow? { engine.keyWindow }

    /// Whether the window's root view controller is freed once the window lets go of it (puts
    /// an empty controller in its place): false when something of the app's own still holds it,
    /// such as a retain cycle through a closure that captures `self` strongly.
    public func rootControllerIsFreedWhenReplaced() -> Bool {
        weak var root: UIViewController?
        engine.run {
            root = window?.rootViewController
            window?.rootViewController = UIViewController()
        }
        engine.advance(by: 0.1)
        return engine.run { root == nil }
    }

    // MARK: Finding views

    /// Every view in the key window, depth first, back to front.
    public var allViews: [UIView] {
        guard let window else { return [] }
        var result: [UIView] = []
        func walk(_ v: UIView) {
            result.append(v)
            for s in v.subviews { walk(s) }
        }
        walk(window)
        return result
    }

    /// The longest `duration` of the animations on the layers of the views in the window now
    /// (their sublayers and masks too), or nil when none runs: during an interactive transition,
    /// the animations the animator added, held by the interaction.
    public func longestAnimationDuration() -> CFTimeInterval? {
        engine.run {
            func durations(_ layer: CALayer) -> [CFTimeInterval] {
                layer.attachedAnimations.map { $0.duration } + (layer.sublayers ?? []).flatMap(durations) + (layer.mask.map(durations) ?? [])
            }
            return window.flatMap { durations($0.layer).max() }
        }
    }

    /// The front-most visible view with `accessibilityIdentifier == id`, or nil.
    public func findView(_ id: String) -> UIView? {
        engine.run { allViews.last { $0.accessibilityIdentifier == id && isVisible($0) } ?? allViews.last { $0.accessibilityIdentifier == id } }
    }

    /// The view with this identifier; the error lists the identifiers on screen.
    public func view(_ id: String) throws -> UIView {
        if let v = findView(id) { return v }
        let ids = engine.run { allViews.filter(isVisible).compactMap(\.accessibilityIdentifier) }
        throw GradingError(ids.isEmpty ? Phrase("app.no-view", "No view with accessibilityIdentifier \"\(id)\" is on screen.")
                           : Phrase("app.no-view-listed", "No view with accessibilityIdentifier \"\(id)\" is on screen (on screen: \(ids.joined(separator: ", ")))."), cause: .screenNotVisible)
    }

    /// Whether the view and its ancestors are shown.
    public func isVisible(_ v: UIView) -> Bool {
        var current: UIView? = v
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return false }
            current = view.superview
        }
        return v.window != nil
    }

    /// The centre of a view in window coordinates.
    public func centre(of v: UIView) -> CGPoint {
        engine.run { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
    }

    // MARK: Input

    /// Taps the centre of the view with this identifier.
    public func tap(_ id: String) throws {
        let v = try view(id)
        let point = centre(of: v)
        let hit = engine.run { window?.hitTest(point, with: nil) }
        guard let hit, engine.run({ hit.isDescendant(of: v) || v.isDescendant(of: hit) }) else {
            throw GradingError(Phrase("app.tap-blocked", "Tapping \"\(id)\" reached \(hit.map { Phrase(verbatim: traceName($0)) } ?? Phrase("app.nothing", "nothing")) instead: something covers it or it does not accept touches. Is a view from the transition (a snapshot?) still on screen?"), cause: .extraView)
        }
        engine.tap(at: point)
    }

    /// Puts a finger on the left edge of the screen, half way down (or at `y`).
    public func touchLeftEdge(y: CGFloat? = nil) -> ScriptedTouch {
        engine.touchDown(at: CGPoint(x: 4, y: y ?? device.size.height / 2))
    }

    /// Drags from the left edge of the screen by `distance` points over `duration` seconds;
    /// lifts the finger unless `lift` is false.
    @discardableResult
    public func edgePan(distance: CGFloat, duration: CFTimeInterval, y: CGFloat? = nil, lift: Bool = true) -> ScriptedTouch {
        let height = device.size.height
        let start = CGPoint(x: 4, y: y ?? height / 2)
        return engine.drag(from: start, to: CGPoint(x: 4 + distance, y: start.y), duration: duration, steps: Swift.max(2, Int(duration * 30)), lift: lift)
    }

    // MARK: Time and frames

    public func advance(_ seconds: CFTimeInterval) { engine.advance(by: seconds) }

    /// The device as it is held now: turned to landscape, its screen is the other way round.
    public var screenDevice: Device {
        engine.interfaceOrientation.isLandscape == (device.size.width > device.size.height) ? device : device.rotated
    }

    /// The frame on screen now; with `tones`, with how dark each cell looks (for comparisons).
    public func frame(tones: Bool = false) -> Frame { FrameRenderer.render(engine, device: screenDevice, tones: tones) }

    /// Runs until nothing is pending; a transition that never ends becomes an error that says why.
    public func settle(timeout: CFTimeInterval = 10) throws {
        do {
            try engine.runUntilIdle(timeout: timeout)
        } catch let busy as UIKitEngine.StillBusy {
            let transitions = engine.transitionsInProgress
            if let first = transitions.first {
                throw GradingError(Phrase("app.never-finished", "The transition never finished: \(Phrase(verbatim: first, foreign: true))."), cause: .transitionHangs)
            }
            throw GradingError(Phrase("app.not-settled", "The app did not settle within \(Int(timeout)) s of virtual time: \(Phrase(verbatim: busy.pending.joined(separator: "; "), foreign: true))."), cause: .transitionHangs)
        }
    }

    // MARK: Transitions

    /// The transitions recorded so far.
    public var transitions: [TransitionSummary] {
        let events = engine.trace.events
        let numbers = Set(events.map(\.transition)).filter { $0 > 0 }.sorted()
        return numbers.map { n in TransitionSummary(number: n, events: events.filter { $0.transition == n }) }
    }

    /// The transition with this number, as the trace has it now.
    public func summary(of number: Int) -> TransitionSummary {
        TransitionSummary(number: number, events: engine.trace.events(ofTransition: number))
    }

    /// Snapshot views still in the window.
    public var leftoverSnapshots: [UIView] {
        engine.run { allViews.filter { $0.isSnapshot } }
    }
}
