/// Recognises a gesture from the touches on its view and tells its targets as the gesture
/// begins, changes and ends.
///
/// Linux has no selectors: `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))`
/// becomes `UIPanGestureRecognizer(target: self, action: MyViewController.handlePan)` (a method
/// reference through the type — `Self.handlePan` does not type-check;
/// the method takes the recognizer, or nothing). Targets are not retained, as on iOS.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) was recognised.
        public static let recognized = State.ended
    }

    private var targets: [(id: ObjectIdentifier, send: (UIGestureRecognizer) -> Void)] = []

    public override init() { super.init() }

    /// A recognizer calling `action` on `target` with the recognizer. Designated, as iOS's
    /// `init(target:action:)` is: a subclass's initializer can call `super.init(target:action:)`.
    public init<Target: AnyObject, Recognizer: UIGestureRecognizer>(target: Target, action: @escaping (Target) -> (Recognizer) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling an argument-less `action` on `target`.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Calls `action` on `target` with the recognizer. The method may take any recognizer type
    /// this one is; one taking another type is refused with a diagnostic: iOS would call it all
    /// the same (Objective-C does not check the argument's class, and the method then works with
    /// a recognizer that is not what it declares), which Swift here cannot do.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(_ target: Target, action: @escaping (Target) -> (Recognizer) -> Void) {
        guard self is Recognizer else {
            let engine = view?.engine ?? UIKitEngine.current
            engine.report(UIKitDiagnostic(kind: .misuse, message: "addTarget(_:action:): the action method of \(Target.self) takes a \(Recognizer.self), but it was added to a \(type(of: self)). iOS calls it anyway (Objective-C does not check the argument's class) and hands it a \(type(of: self)) that is not what the method declares; Swift here cannot, so the engine did not add it. Make the method take a \(type(of: self)) (or UIGestureRecognizer).", time: engine.currentTime))
            return
        }
        targets.append((ObjectIdentifier(target), { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }))
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append((ObjectIdentifier(target), { [weak target] _ in
            guard let target else { return }
            action(target)()
        }))
    }

    /// Removes the actions of `target` (of every target, for nil).
    ///
    /// Linux has no selectors, and method references cannot be compared, so `action:` cannot
    /// single one method out: every action of `target` goes. When that removes more than one, a
    /// diagnostic says so.
    public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(_ target: Target?, action: ((Target) -> (Recognizer) -> Void)?) {
        removeTargets(target, namingAnAction: action != nil)
    }

    /// Removes the actions of `target`; see `removeTarget(_:action:)`.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?) {
        removeTargets(target, namingAnAction: action != nil)
    }

    /// `removeTarget(target, action: nil)`: every action of `target` (of every target, for nil).
    open func removeTarget(_ target: AnyObject?, action: Never?) {
        removeTargets(target, namingAnAction: false)
    }

    private func removeTargets(_ target: AnyObject?, namingAnAction: Bool) {
        let matches = { (entry: (id: ObjectIdentifier, send: (UIGestureRecognizer) -> Void)) in
            target == nil || entry.id == ObjectIdentifier(target!)
        }
        let count = targets.count(where: matches)
        targets.removeAll(where: matches)
        if namingAnAction, count > 1, let target {
            let engine = view?.engine ?? UIKitEngine.current
            engine.report(UIKitDiagnostic(kind: .misuse, message: "removeTarget(_:action:) removed all \(count) actions of \(type(of: target)): without selectors, the engine cannot tell one method reference from another. Give each action its own target, or its own recognizer, to remove one.", time: engine.currentTime))
        }
    }

    /// The gesture's state; setting it to `.began`, `.changed`, `.ended` or `.cancelled` sends
    /// the actions (as subclasses do on iOS). A recognizer that must wait for others to fail
    /// (`require(toFail:)`) holds its recognition until they have failed, and fails if one of
    /// them recognises.
    open var state: State = .possible {
        didSet {
            guard state != oldValue || state == .changed else { return }
            if oldValue == .possible, state == .began || state == .ended,
               mustWaitFor.contains(where: { $0.state != .failed }) {
                pendingState = state
                state = .possible
                return
            }
            switch state {
            case .began, .changed, .ended, .cancelled:
                for target in targets { target.send(self) }
            default:
                break
            }
            if state == .failed {
                for waiter in waiters.compactMap(\.value) { waiter.requirementFailed() }
            } else if state == .began || state == .ended {
                for waiter in waiters.compactMap(\.value) where waiter.state == .possible {
                    waiter.pendingState = nil
                    waiter.state = .failed
                }
            }
        }
    }

    /// A recognition held until the recognizers this one waits for have failed.
    var pendingState: State?
    /// Recognizers waiting for this one to fail.
    private var waiters: [WeakBox<UIGestureRecognizer>] = []

    private func requirementFailed() {
        guard let pending = pendingState, mustWaitFor.allSatisfy({ $0.state == .failed }) else { return }
        pendingState = nil
        state = pending
    }

    /// Whether the recognizer still expects more touches after the current ones lift (a
    /// double tap between its taps).
    var awaitsMoreTouches: Bool { false }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }

    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true

    open weak var delegate: UIGestureRecognizerDelegate?

    var trackedTouches: [UITouch] = []
    private var failureRequirements: [WeakBox<UIGestureRecognizer>] = []

    /// Recognise only if `otherGestureRecognizer` fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakBox(otherGestureRecognizer))
        otherGestureRecognizer.waiters.append(WeakBox(self))
    }

    var mustWaitFor: [UIGestureRecognizer] { failureRequirements.compactMap(\.value) }

    /// The centroid of the touches, in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { convertFromWindow($0, view) } ?? .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    open var numberOfTouches: Int { trackedTouches.count }

    /// The last centroid in window coordinates, kept after the touches lift.
    var lastLocation: CGPoint?

    func convertFromWindow(_ p: CGPoint, _ view: UIView?) -> CGPoint {
        view?.convert(p, from: nil) ?? p
    }

    /// Back to `.possible` after the gesture ended, failed or was cancelled.
    open func reset() {
        trackedTouches = []
    }

    /// Asks the delegate whether the gesture may begin.
    func shouldBegin() -> Bool {
        delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
}

/// Decisions about a recognizer. All methods are optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for g in storedGestureRecognizers { g.view = nil }
            storedGestureRecognizers = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// Recognises taps: the touches go down and up without moving more than 10 points.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?
    private var taps = 0
    private var lastTapTime: TimeInterval = 0
    private var timeout: Int?

    /// The longest pause between the taps of a multiple tap.
    static let tapInterval: TimeInterval = 0.35

    override var awaitsMoreTouches: Bool { taps > 0 && state == .possible }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = touches.first?.location(in: nil)
        if let timeout { view?.engine.cancelScheduledWork(timeout) }
        timeout = nil
        if taps > 0, event.timestamp - lastTapTime > Self.tapInterval { taps = 0 }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let p = touches.first?.location(in: nil) else { return }
        if hypot(p.x - start.x, p.y - start.y) > 10 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        taps += 1
        lastTapTime = event.timestamp
        if taps >= numberOfTapsRequired {
            taps = 0
            if shouldBegin() { state = .ended } else { state = .failed }
        } else if let engine = view?.engine {
            // The next tap must come soon, or the multiple tap fails.
            timeout = engine.schedule(at: engine.currentTime + Self.tapInterval) { [weak self] in
                guard let self, self.state == .possible, self.taps > 0 else { return }
                self.taps = 0
                self.timeout = nil
                self.state = .failed
                self.reset()
                self.state = .possible
            }
        }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}

/// Recognises a drag: begins after the touch moved 10 points, reports translation and velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var maximumNumberOfTouches = Int.max
    open var minimumNumberOfTouches = 1

    /// Window-coordinate start of the translation.
    private var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// How far the touches moved since the gesture began (or since `setTranslation`), in
    /// `view`'s coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = samples.last?.point ?? lastLocation else { return .zero }
        let a = convertFromWindow(origin, view), b = convertFromWindow(current, view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes `translation(in: view)` equal `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = samples.last?.point ?? lastLocation else { return }
        let local = convertFromWindow(current, view)
        let originLocal = CGPoint(x: local.x - translation.x, y: local.y - translation.y)
        origin = view?.convert(originLocal, to: nil) ?? originLocal
    }

    /// Points per second in `view`'s coordinates, from the last movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard samples.count >= 2 else { return .zero }
        let a = samples[samples.count - 2], b = samples[samples.count - 1]
        let dt = b.time - a.time
        guard dt > 0 else { return .zero }
        let pa = convertFromWindow(a.point, view), pb = convertFromWindow(b.point, view)
        return CGPoint(x: (pb.x - pa.x) / dt, y: (pb.y - pa.y) / dt)
    }

    /// Whether a movement from the start may begin this pan (edge pans restrict it).
    func canBegin(from start: CGPoint, to point: CGPoint) -> Bool {
        hypot(point.x - start.x, point.y - start.y) >= 10
    }

    private var touchStart: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches { return }
        let p = location(in: nil)
        touchStart = p
        origin = nil
        samples = [(event.timestamp, p)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = location(in: nil)
        samples.append((event.timestamp, p))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
        switch state {
        case .possible:
            guard let start = touchStart, trackedTouches.count >= minimumNumberOfTouches, canBegin(from: start, to: p) else { return }
            // The delegate's `gestureRecognizerShouldBegin` already sees the movement: apps
            // check the direction there with `translation(in:)` or `velocity(in:)`.
            origin = start
            if shouldBegin() {
                state = .began
            } else {
                origin = nil
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastLocation = samples.last?.point
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            state = .failed
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        touchStart = nil
    }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen (within 20 points of it) and moves away from it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    static let edgeWidth: CGFloat = 20

    override func canBegin(from start: CGPoint, to point: CGPoint) -> Bool {
        guard super.canBegin(from: start, to: point) else { return false }
        let screen = view?.window?.bounds ?? UIScreen.main.bounds
        let dx = point.x - start.x, dy = point.y - start.y
        let w = Self.edgeWidth
        if edges.contains(.left), start.x <= screen.minX + w, dx > 0, abs(dx) >= abs(dy) { return true }
        if edges.contains(.right), start.x >= screen.maxX - w, dx < 0, abs(dx) >= abs(dy) { return true }
        if edges.contains(.top), start.y <= screen.minY + w, dy > 0, abs(dy) >= abs(dx) { return true }
        if edges.contains(.bottom), start.y >= screen.maxY - w, dy < 0, abs(dy) >= abs(dx) { return true }
        return false
    }
}
