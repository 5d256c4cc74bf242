/// A timer synchronised with the (virtual) display: calls its target once per frame.
///
/// Linux has no Objective-C selectors, so the action is a method reference instead:
/// `CADisplayLink(target: self, selector: #selector(step(_:)))` becomes
/// `CADisplayLink(target: self, selector: MyAnimator.step)`. As on iOS, the link retains its target,
/// and the run loop retains the link until `invalidate()`.
@preconcurrency @MainActor
open class CADisplayLink {
    private var action: ((CADisplayLink) -> Void)?
    private var engine: UIKitEngine
    private(set) var isScheduled = false
    private var framesSinceFire = 0
    /// Whether the link has called its target yet.
    package private(set) var hasFired = false

    /// A link calling `selector` on `target` with the link as argument.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        engine = UIKitEngine.current
        action = { link in selector(target)(link) }
    }

    /// A link calling an argument-less method on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        engine = UIKitEngine.current
        action = { _ in selector(target)() }
    }

    /// Time of the last frame shown.
    public private(set) var timestamp: CFTimeInterval = 0
    /// Time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Time between frames (1/60 s on the default display).
    public var duration: CFTimeInterval { engine.frameDuration }
    /// While true, the link does not fire.
    open var isPaused = false
    /// 0 (the default) means every frame; otherwise the link fires at most this often.
    open var preferredFramesPerSecond = 0

    /// Starts firing at every frame. The virtual run loop has one mode, so any mode works.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, !isScheduled else { return }
        isScheduled = true
        if !engine.displayLinks.contains(where: { $0 === self }) { engine.displayLinks.append(self) }
    }

    /// Stops firing (until added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    /// Stops the link for good and releases the target.
    open func invalidate() {
        isScheduled = false
        action = nil
    }

    func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard isScheduled, let action else { return }
        let fps = Double(engine.framesPerSecond)
        let every = preferredFramesPerSecond > 0 ? Swift.max(1, Int((fps / Double(preferredFramesPerSecond)).rounded())) : 1
        framesSinceFire += 1
        guard framesSinceFire >= every else { return }
        framesSinceFire = 0
        timestamp = time
        targetTimestamp = time + frameDuration * Double(every)
        hasFired = true
        action(self)
    }
}
