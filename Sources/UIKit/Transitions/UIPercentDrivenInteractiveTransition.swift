/// An interaction controller that scrubs whatever animation the animator made, by the
/// container layer's time: `startInteractiveTransition(_:)` pauses the container's layer
/// (`speed = 0`) and calls the animator's `animateTransition(using:)`; `update(_:)` sets the
/// layer's `timeOffset` to `percent × duration`; `finish()` plays the rest at `completionSpeed`
/// along `completionCurve`, and `cancel()` plays it back to the start — then the animations end
/// (their completions run, with `finished == true`) and the animator completes the transition.
///
/// With a transition context of your own (a custom container), call the animator's
/// `animateTransition(using:)` yourself right after `startInteractiveTransition(_:)`: only
/// UIKit's own contexts tell which animator they belong to.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: UIViewControllerContextTransitioning?
    private var runner: CADisplayLink?
    private var pausedLayer: CALayer?
    private var storedDuration: CGFloat = 0
    private var storedPercent: CGFloat = 0

    public override init() { super.init() }

    /// The animator's duration for this transition. With a context of your own (not UIKit's),
    /// it is the length of the longest animation added in the container.
    open var duration: CGFloat {
        if storedDuration == 0, let layer = pausedLayer { storedDuration = CGFloat(layer.longestAnimationInSubtree()) }
        return storedDuration
    }

    /// The last value given to `update(_:)`.
    open var percentComplete: CGFloat { storedPercent }

    /// Speed of the remaining animation after `finish()`/`cancel()`; 0 or less counts as 1.
    open var completionSpeed: CGFloat = 1

    open var completionCurve: UIView.AnimationCurve = .easeInOut

    open var wantsInteractiveStart = true

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        storedPercent = 0
        let layer = transitionContext.containerView.layer
        pausedLayer = layer
        layer.speed = 0
        layer.timeOffset = 0
        if let uikit = transitionContext as? TransitionContext {
            storedDuration = CGFloat(uikit.run.duration)
            uikit.run.animator.animateTransition(using: transitionContext)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        let p = Swift.min(Swift.max(percentComplete, 0), 1)
        storedPercent = p
        pausedLayer?.timeOffset = CFTimeInterval(p * duration)
        context?.updateInteractiveTransition(p)
    }

    /// Stops tracking; the transition stays where it is until `finish()` or `cancel()`.
    open func pause() {
        runner?.invalidate()
        runner = nil
        context?.pauseInteractiveTransition()
    }

    /// Plays the rest of the transition forwards.
    open func finish() {
        context?.finishInteractiveTransition()
        play(towardsEnd: true)
    }

    /// Plays the transition back to its start; then the animator completes it with
    /// `transitionWasCancelled == true`.
    open func cancel() {
        context?.cancelInteractiveTransition()
        play(towardsEnd: false)
    }

    /// Sets the layer for the last time: forwards it resumes at the end so the animations finish
    /// now; backwards it runs back past the start so they end there.
    private func play(towardsEnd: Bool) {
        guard let layer = pausedLayer else { return }
        runner?.invalidate()
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let start = layer.timeOffset
        let target = towardsEnd ? CFTimeInterval(duration) : 0
        let span = abs(target - start) / CFTimeInterval(speed)
        let engine = layer.engine
        let began = engine.currentTime
        let curve = completionCurve.timingFunction
        let finishTime = { [weak self] in
            guard let self else { return }
            self.runner?.invalidate()
            self.runner = nil
            layer.timeOffset = target
            let pausedAt = layer.timeOffset
            layer.speed = towardsEnd ? 1 : -1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - (towardsEnd ? pausedAt : -pausedAt)
            self.restoreWhenDone(layer)
        }
        guard span > 0 else { return finishTime() }
        let link = CADisplayLink(target: StepTarget { link in
            let f = Swift.min(1, (engine.currentTime - began) / span)
            layer.timeOffset = start + (target - start) * curve.progress(at: f)
            if f >= 1 { finishTime() }
        }, selector: StepTarget.step)
        runner = link
        link.add(to: .main, forMode: .common)
    }

    /// After a cancel the container runs backwards; once the transition is over, time runs
    /// forwards again from where it is.
    private func restoreWhenDone(_ layer: CALayer) {
        guard layer.speed < 0 else {
            pausedLayer = nil
            return
        }
        let link = CADisplayLink(target: StepTarget { [weak self] link in
            let stillRunning = (self?.context as? TransitionContext).map { !$0.run.isComplete } ?? false
            if stillRunning { return }
            link.invalidate()
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - now
            self?.pausedLayer = nil
        }, selector: StepTarget.step)
        link.add(to: .main, forMode: .common)
    }
}

/// A display-link target running a closure each frame.
@MainActor
final class StepTarget {
    let body: (CADisplayLink) -> Void
    init(_ body: @escaping (CADisplayLink) -> Void) { self.body = body }
    func step(_ link: CADisplayLink) { body(link) }
}
