/// Where an animator is in its life: `.inactive` (created, or finished), `.active` (running or
/// paused), `.stopped` (stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Where an animator's views end up: at the end values, back at the start, or where they are.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// The flow control of an animator: start, pause, stop, reverse and scrub its animations.
/// `UIViewPropertyAnimator` adopts it; an object of your own may too.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// `.inactive`, `.active` or `.stopped`.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (forwards or reversed); always `.active` then.
    var isRunning: Bool { get }
    /// Whether the animations run (or will run, once started) towards their start.
    var isReversed: Bool { get set }
    /// How far the animations have got, 0 at the start and 1 at the end; set it only while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them after a pause.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses running animations where they are (or starts an inactive animator paused).
    func pauseAnimation()
    /// Stops the animations where they are: the views keep the values last shown. With
    /// `withoutFinishing == true` the animator becomes inactive at once; otherwise it is
    /// `.stopped` until you call `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator: the views take the values of `finalPosition` and the
    /// completions run with it. Only in the `.stopped` state.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes view changes in blocks, as `UIView.animate` does. The four members are
/// optional on iOS; here they have default implementations that do nothing, so an animator of
/// your own implements only the ones it needs.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of view changes, animated from `delayFactor` × the remaining duration on.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block of view changes, animated over the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run when the animations end, told where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animator with new timing (nil: its own) over `durationFactor` × its
    /// duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
