/// One deterministic UIKit world: a virtual clock, a run loop (timers, display links, deferred
/// work), the layers being animated, the screens on display, the transition trace and the
/// diagnostics reported to the learner.
///
/// Nothing reads the wall clock. Time moves only when you advance it:
///
/// ```swift
/// let engine = UIKitEngine()
/// engine.run {
///     let layer = CALayer()
///     engine.display(layer)
///     layer.add(fade, forKey: "fade")
/// }
/// engine.advance(by: 0.5)      // fires display links, timers and animation callbacks in order
/// try engine.runUntilIdle()    // until nothing is animating or pending
/// ```
///
/// UIKit's static entry points (`UIView.animate`, `CACurrentMediaTime()`, `CATransaction`,
/// `UIScreen.main`) reach the engine that is *current*: the one whose `run(_:)` is executing, or
/// the one advancing time. Outside any `run(_:)` a process-wide default engine is current, so
/// code written as in an app works too; tests create their own engines and never share state.
@preconcurrency @MainActor
public final class UIKitEngine {
    /// Frames per second of the virtual display (the rate of display links and of animation
    /// bookkeeping).
    public let framesPerSecond: Int

    /// The virtual time in seconds (what `CACurrentMediaTime()` returns).
    public private(set) var currentTime: CFTimeInterval = 0

    /// Index of the last display frame processed; frame `k` happens at `k / framesPerSecond`.
    private(set) var frameIndex = 0

    /// The transition trace: what every transition did, in order (see `TransitionTrace`).
    public let trace = TransitionTrace()

    /// Problems found in lesson code that iOS would not report but that make an animation
    /// misbehave (an unknown key path, a value of the wrong type, ...), in the order found.
    public private(set) var diagnostics: [UIKitDiagnostic] = []

    /// Called for every new diagnostic (in addition to recording it).
    public var onDiagnostic: ((UIKitDiagnostic) -> Void)?

    // Run loop state.
    private var timers: [ScheduledWork] = []
    private var nextTurn: [() -> Void] = []
    private var workSequence = 0
    var displayLinks: [CADisplayLink] = []

    // Layers with attached animations, checked every frame for starts and ends, in the order
    // they first got an animation (so callbacks come in a reproducible order).
    private var animatedLayers: [WeakBox<CALayer>] = []
    private var animatedLayerIDs: Set<ObjectIdentifier> = []
    /// Numbers animations in the order they are added.
    var animationSequence = 0
    // Layer trees on display (window layers, or layers displayed directly).
    private var displayedRoots: [WeakBox<CALayer>] = []
    /// Layers marked by `setNeedsDisplay()` and not drawn yet.
    var layersNeedingDisplay: [WeakBox<CALayer>] = []
    // Hooks run at every commit (view layout, presentation bookkeeping).
    var layoutPass: [() -> Void] = []

    var transactions = TransactionStack()

    /// Told what a device's render server would draw (see `RenderServerWatcher`); set by graders
    /// that judge one-frame flashes.
    package weak var renderServerWatcher: (any RenderServerWatcher)?
    /// Whether a touch or a timer was handled since the last display frame.
    private var eventsSinceFrame = false
    /// Animations that end in the frame being drawn and are removed on completion: hidden while
    /// `drawingAsTheRenderServer(_:)` runs.
    private var endingRecords: [AttachedAnimation] = []

    /// Per-engine objects of the view layer (screen, animation-block state, windows, ...), keyed
    /// by type so that higher layers of the engine can keep their state here.
    var storage: [ObjectIdentifier: AnyObject] = [:]

    public init(framesPerSecond: Int = 60) {
        precondition(framesPerSecond > 0, "framesPerSecond must be positive")
        self.framesPerSecond = framesPerSecond
    }

    // MARK: - Current engine

    private static var stack: [UIKitEngine] = []
    private static var fallback: UIKitEngine?

    /// The engine UIKit's static entry points use right now.
    public static var current: UIKitEngine {
        if let top = stack.last { return top }
        if let fallback { return fallback }
        let engine = UIKitEngine()
        fallback = engine
        return engine
    }

    /// Runs `body` with this engine current and returns its result.
    @discardableResult
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        Self.stack.append(self)
        defer { Self.stack.removeLast() }
        return try body()
    }

    // MARK: - Diagnostics

    /// Records a diagnostic; each distinct message is recorded once.
    func report(_ diagnostic: UIKitDiagnostic) {
        if diagnostics.contains(diagnostic) { return }
        diagnostics.append(diagnostic)
        onDiagnostic?(diagnostic)
    }

    // MARK: - Display

    /// Puts a layer tree on the virtual screen: from now on it is committed every frame, so its
    /// standalone layers animate implicitly and `presentation()` is available (a window does this
    /// for its layer).
    public func display(_ layer: CALayer) {
        if displayedRoots.contains(where: { $0.value === layer }) { return }
        displayedRoots.append(WeakBox(layer))
    }

    /// Takes a layer tree off the virtual screen.
    public func removeFromDisplay(_ layer: CALayer) {
        displayedRoots.removeAll { $0.value == nil || $0.value === layer }
    }

    /// The layer trees on display, oldest first.
    public var displayedLayers: [CALayer] { displayedRoots.compactMap(\.value) }

    // MARK: - Run loop

    /// Schedules `work` at virtual time `time` (or the next turn, if that time has passed).
    /// Returns a token that `cancelScheduledWork(_:)` accepts.
    @discardableResult
    func schedule(at time: CFTimeInterval, _ work: @escaping () -> Void) -> Int {
        workSequence += 1
        timers.append(ScheduledWork(time: time, sequence: workSequence, work: work))
        return workSequence
    }

    func cancelScheduledWork(_ token: Int) {
        timers.removeAll { $0.sequence == token }
    }

    /// Runs `work` at the start of the next run-loop turn (the next frame).
    func performOnNextTurn(_ work: @escaping () -> Void) {
        nextTurn.append(work)
    }

    func registerAnimated(_ layer: CALayer) {
        if animatedLayerIDs.insert(ObjectIdentifier(layer)).inserted { animatedLayers.append(WeakBox(layer)) }
    }

    /// The layers that have (or recently had) animations attached.
    var liveAnimatedLayers: [CALayer] { animatedLayers.compactMap(\.value) }

    /// The time of display frame `index`.
    func frameTime(_ index: Int) -> CFTimeInterval { Double(index) / Double(framesPerSecond) }

    /// Length of one display frame.
    public var frameDuration: CFTimeInterval { 1 / Double(framesPerSecond) }

    /// Moves the clock forward by `seconds`, processing every frame, timer and callback on the way
    /// in time order. Work that is due exactly at the end time is processed.
    public func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "advance(by:) needs a finite, non-negative duration")
        advance(to: currentTime + seconds)
    }

    /// Moves the clock forward to `time` (which must not be in the past).
    public func advance(to time: CFTimeInterval) {
        precondition(time >= currentTime, "the virtual clock cannot go backwards")
        run {
            commit()
            let epsilon = 1e-9
            while true {
                let nextFrame = frameTime(frameIndex + 1)
                let nextTimer = timers.min(by: { ($0.time, $0.sequence) < ($1.time, $1.sequence) })
                if let timer = nextTimer, timer.time <= nextFrame, timer.time <= time + epsilon {
                    currentTime = Swift.max(currentTime, timer.time)
                    timers.removeAll { $0.sequence == timer.sequence }
                    noteOutsideEvent()
                    timer.work()
                    commit()
                    continue
                }
                guard nextFrame <= time + epsilon else { break }
                currentTime = Swift.max(currentTime, nextFrame)
                frameIndex += 1
                processFrame()
            }
            currentTime = Swift.max(currentTime, time)
        }
    }

    /// Advances frame by frame until nothing is animating, scheduled or running, or until
    /// `timeout` virtual seconds have passed.
    ///
    /// - Throws: `UIKitEngine.StillBusy` with a description of what is still pending, so a hang
    ///   (an animator that never calls `completeTransition(_:)`, an interaction controller
    ///   nobody drives, a display link never invalidated) becomes a message instead of a freeze.
    public func runUntilIdle(timeout: CFTimeInterval = 30) throws {
        let deadline = currentTime + timeout
        run { commit() }
        while !isIdle {
            if currentTime >= deadline - 1e-9 {
                throw StillBusy(after: timeout, pending: pendingWork)
            }
            advance(to: Swift.min(deadline, frameTime(frameIndex + 1)))
        }
    }

    /// Whether nothing is animating, scheduled, deferred or in transition.
    public var isIdle: Bool { pendingWork.isEmpty }

    /// Human-readable descriptions of everything that keeps the engine busy.
    public var pendingWork: [String] {
        var result: [String] = []
        if !nextTurn.isEmpty { result.append("\(nextTurn.count) deferred callback(s)") }
        if !timers.isEmpty { result.append("\(timers.count) scheduled timer(s)") }
        let links = displayLinks.filter { !$0.isPaused }
        if !links.isEmpty { result.append("\(links.count) running CADisplayLink(s) (call invalidate() when done)") }
        let running = liveAnimatedLayers.flatMap { $0.runningAnimationDescriptions(at: currentTime) }
        result.append(contentsOf: running)
        result.append(contentsOf: busyReasons.flatMap { $0() })
        return result
    }

    /// Extra sources of "busy" contributed by higher layers (transitions in flight).
    var busyReasons: [() -> [String]] = []

    /// The error `runUntilIdle(timeout:)` throws when the engine never settles.
    public struct StillBusy: Error, CustomStringConvertible {
        public let after: CFTimeInterval
        public let pending: [String]
        public var description: String {
            "still busy after \(after) s of virtual time: " + pending.joined(separator: "; ")
        }
    }

    // MARK: - Frames and commits

    private func processFrame() {
        let deferred = nextTurn
        nextTurn = []
        for work in deferred { work() }

        if let watcher = renderServerWatcher { showRenderServerFrame(to: watcher) }
        eventsSinceFrame = false

        for link in displayLinks where !link.isPaused {
            link.fire(at: currentTime, frameDuration: frameDuration)
        }
        displayLinks.removeAll { !$0.isScheduled }

        deliverStarts()
        // First every animation that reached its end this frame is marked finished (and removed),
        // then the callbacks run, in the order the animations were added.
        var ended: [(layer: CALayer, record: AttachedAnimation)] = []
        for layer in liveAnimatedLayers { ended += layer.collectEndedAnimations(at: currentTime).map { (layer, $0) } }
        ended.sort { $0.record.sequence < $1.record.sequence }
        for (layer, record) in ended { layer.markEnded(record) }
        for (_, record) in ended { record.notifyStopped(finished: true) }
        animatedLayers.removeAll { box in
            guard let layer = box.value, layer.hasAttachedAnimations else {
                if let layer = box.value { animatedLayerIDs.remove(ObjectIdentifier(layer)) }
                return true
            }
            return false
        }
        animatedLayerIDs = Set(liveAnimatedLayers.map(ObjectIdentifier.init))

        commit()
        renderServerWatcher?.frameCommitted(self)
    }

    // MARK: - What a device draws

    /// Notes a touch or a timer handled between frames; the watcher hears of the first one after
    /// a frame before it is handled.
    func noteOutsideEvent() {
        guard !eventsSinceFrame else { return }
        eventsSinceFrame = true
        renderServerWatcher?.willHandleEvent(self)
    }

    /// Tells `watcher` what the render server draws at this display frame: the last commit, with
    /// the animations that have ended removed — before the app hears of their end, and before
    /// the display links of the frame run.
    private func showRenderServerFrame(to watcher: any RenderServerWatcher) {
        var ending: [DisplayFrameWork.Ending] = []
        for layer in liveAnimatedLayers {
            for record in layer.collectEndedAnimations(at: currentTime) where record.animation.isRemovedOnCompletion {
                guard layer.removalChangesPresentation(record, at: currentTime) else { continue }
                endingRecords.append(record)
                let key = record.key.map { " (key \"\($0)\")" } ?? ""
                let fill = record.animation.fillMode
                ending.append(.init(animation: record.animation.summary + key, layer: Self.layerIdentity(layer),
                                    fillsForwards: fill == .forwards || fill == .both))
            }
        }
        let newLinks = displayLinks.filter { !$0.isPaused && !$0.hasFired }.count
        watcher.displayFrame(self, DisplayFrameWork(endingAnimations: ending, newDisplayLinks: newLinks, eventsSinceLastFrame: eventsSinceFrame))
        endingRecords = []
    }

    /// A layer as a learner knows it: by its name, the view it backs, or the view it masks.
    static func layerIdentity(_ layer: CALayer) -> LayerIdentity {
        if let name = layer.name { return .named(name) }
        if let view = layer.delegate as? UIView { return .backing(traceName(view)) }
        if let owner = layer.maskOwner { return .mask(of: layerIdentity(owner)) }
        return .type("\(type(of: layer))")
    }

    /// Runs `body` with the screen as the render server draws it at this display frame (inside
    /// `RenderServerWatcher.displayFrame`): the animations that have just ended and are removed
    /// on completion are gone, and their layers show their model values.
    package func drawingAsTheRenderServer<T>(_ body: () -> T) -> T {
        for record in endingRecords { record.hiddenFromDrawing = true }
        defer { for record in endingRecords { record.hiddenFromDrawing = false } }
        return body()
    }

    /// Ends the current transaction: lays out what needs layout, gives newly added animations
    /// their begin time, tells delegates they started, marks displayed layers committed.
    ///
    /// - Parameter endOfTurn: false for an explicit `CATransaction.commit()`, which leaves the
    ///   implicit transaction of the turn open.
    func commit(endOfTurn: Bool = true) {
        // Layers marked with setNeedsLayout are laid out before the frame is committed.
        existingAutoLayout?.prepareLayoutPass(roots: displayedRoots.compactMap(\.value))
        for root in displayedRoots { root.value?.layoutIfNeeded() }
        for pass in layoutPass { pass() }
        displayPass(roots: displayedRoots.compactMap(\.value))
        if endOfTurn { transactions.flushPendingCompletions(engine: self) }
        for layer in liveAnimatedLayers { layer.resolvePendingAnimations(engine: self) }
        deliverStarts()
        displayedRoots.removeAll { $0.value == nil }
        for root in displayedRoots { root.value?.markCommitted() }
    }
}

extension UIKitEngine {
    /// Tells delegates which animations have started, in the order the animations were added.
    func deliverStarts() {
        var started: [AttachedAnimation] = []
        for layer in animatedLayers.compactMap(\.value) { started += layer.collectStartedAnimations(at: currentTime) }
        started.sort { $0.sequence < $1.sequence }
        for record in started { record.animation.delegate?.animationDidStart(record.animation) }
    }
}

struct ScheduledWork {
    var time: CFTimeInterval
    var sequence: Int
    var work: () -> Void
}

/// Watches the frames a device would draw. On iOS the render server draws each display frame
/// from the last commit, with animations that have ended already removed; the app's work of that
/// frame — display-link callbacks, `animationDidStop(_:finished:)` and animation completions —
/// runs afterwards and shows a frame later. The engine runs that work before it draws, so a
/// watcher is told of each display frame before it (FIDELITY §4.1, "Frame order").
@MainActor package protocol RenderServerWatcher: AnyObject {
    /// Before the first touch or timer handled since the last display frame.
    func willHandleEvent(_ engine: UIKitEngine)
    /// At a display frame, before the app's work of it. `drawingAsTheRenderServer(_:)` shows
    /// the screen as the render server draws it now.
    func displayFrame(_ engine: UIKitEngine, _ work: DisplayFrameWork)
    /// After the app's work of the frame and its commit: what the next frame shows.
    func frameCommitted(_ engine: UIKitEngine)
}

/// What a display frame holds before the app's work runs (`RenderServerWatcher`).
package struct DisplayFrameWork {
    /// An animation that ends in this frame and is removed on completion.
    package struct Ending {
        /// The animation and its key, as a learner knows them (`CABasicAnimation(keyPath:
        /// "opacity") (key "fade")`).
        package let animation: String
        /// Its layer.
        package let layer: LayerIdentity
        /// Whether its `fillMode` holds its last value after its end (until it is removed).
        package let fillsForwards: Bool
    }

    /// Animations that end in this frame and are removed on completion, whose removal changes
    /// what their layer shows (the layer's model value is not where the animation ended).
    package let endingAnimations: [Ending]
    /// Display links about to fire for the first time.
    package let newDisplayLinks: Int
    /// Whether a touch or a timer was handled since the last frame.
    package let eventsSinceLastFrame: Bool
}

/// A layer as a learner knows it.
package indirect enum LayerIdentity: Equatable, Sendable {
    /// By its `name`: layer "logo".
    case named(String)
    /// The layer of a view (by the view's trace name).
    case backing(String)
    /// The mask of another layer.
    case mask(of: LayerIdentity)
    /// Only by its class: a CAShapeLayer.
    case type(String)

    /// `layer "logo"`, `the layer of map`, `the mask of the layer of map`, `a CAShapeLayer`.
    package var english: String {
        switch self {
        case let .named(name): "layer \"\(name)\""
        case let .backing(view): "the layer of \(view)"
        case let .mask(owner): "the mask of " + owner.english
        case let .type(name): "a \(name)"
        }
    }
}

/// A weak reference, for registries that must not keep objects alive.
struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

/// A problem in lesson code that iOS would let pass silently or that would misbehave on a device,
/// worded for the learner.
public struct UIKitDiagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unknownKeyPath, wrongValueType, uninterpolablePaths, transition, misuse
        /// A view that was never drawn was snapshotted without `afterScreenUpdates`: the
        /// snapshot is empty.
        case emptySnapshot
        /// Required Auto Layout constraints contradict each other; one was broken (UIKit's
        /// "Unable to simultaneously satisfy constraints.").
        case unsatisfiableConstraints
    }
    public var kind: Kind
    public var message: String
    /// Virtual time when it was found.
    public var time: CFTimeInterval

    public var description: String { message }

    public static func == (a: Self, b: Self) -> Bool { a.kind == b.kind && a.message == b.message }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind); hasher.combine(message) }
}

/// `CACurrentMediaTime()`: the current engine's virtual time in seconds.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIKitEngine.current.currentTime }
