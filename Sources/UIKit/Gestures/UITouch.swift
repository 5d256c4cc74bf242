/// A finger on the screen, as delivered to responders and gesture recognizers.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    /// Virtual time of the last change.
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount: Int = 1
    /// The view the touch started in.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?

    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    override init() { super.init() }

    /// The touch's location in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}

/// A set of touches at one moment.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public internal(set) var type: EventType = .touches
    public internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    override init() { super.init() }

    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    open func touches(for view: UIView) -> Set<UITouch>? {
        let result = touches.filter { $0.view === view }
        return result.isEmpty ? nil : result
    }
}
