/// A timer on the virtual run loop, with the block-based API of Foundation's `Timer`, which it
/// replaces for lesson code (Foundation's timers run on the wall clock, which the engine never
/// reads). `Timer.scheduledTimer(withTimeInterval: 1 / 60, repeats: false) { _ in … }` — the way
/// tutorials delay work by a frame — fires after that much virtual time.
///
/// The target/selector form takes a method reference instead of a selector, as
/// `CADisplayLink` does here (there is no Objective-C runtime): `#selector(step(_:))` becomes
/// `MyAnimator.step`, and `userInfo` carries a value to the method through the timer.
@preconcurrency @MainActor
open class Timer {
    private var block: ((Timer) -> Void)?
    private let engine: UIKitEngine
    private var token: Int?

    /// Seconds between firings.
    public let timeInterval: TimeInterval
    public let repeats: Bool
    /// The virtual time of the next firing.
    public private(set) var fireDate: Date
    /// Ignored: the virtual run loop fires timers exactly on time.
    open var tolerance: TimeInterval = 0
    /// What the target/selector form was given to carry (nil for a block timer). It holds the
    /// Swift value as given: a `Float` reads back `as? Float`, not `as? CGFloat` (iOS boxes
    /// numbers in `NSNumber`, which converts).
    public let userInfo: Any?

    private init(interval: TimeInterval, repeats: Bool, userInfo: Any? = nil, block: @escaping (Timer) -> Void) {
        engine = UIKitEngine.current
        timeInterval = Swift.max(interval, 0.0001)
        self.repeats = repeats
        self.userInfo = userInfo
        self.block = block
        fireDate = Date(timeIntervalSinceReferenceDate: engine.currentTime + timeInterval)
    }

    /// A timer already scheduled on the (virtual) main run loop.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// A timer already scheduled on the (virtual) main run loop that calls `selector` on
    /// `target` with the timer. As on iOS, the timer keeps `target` alive until it is
    /// invalidated (a non-repeating timer invalidates itself after firing).
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, userInfo: userInfo) { timer in selector(target)(timer) }
        timer.schedule()
        return timer
    }

    /// The same, calling a method that takes no argument.
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, userInfo: userInfo) { _ in selector(target)() }
        timer.schedule()
        return timer
    }

    private func schedule() {
        let due = fireDate.timeIntervalSinceReferenceDate
        token = engine.schedule(at: due) { [self] in
            token = nil
            guard let block else { return }
            block(self)
            if repeats, self.block != nil {
                fireDate = Date(timeIntervalSinceReferenceDate: due + timeInterval)
                schedule()
            } else {
                self.block = nil
            }
        }
    }

    /// Fires now (a non-repeating timer is then invalidated).
    open func fire() {
        guard let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer.
    open func invalidate() {
        block = nil
        if let token { engine.cancelScheduledWork(token) }
        token = nil
    }

    open var isValid: Bool { block != nil }
}
