/// An interaction controller that scrubs the UIView animations the animator makes.
/// `startInteractiveTransition(_:)` calls the animator's `animateTransition(using:)` and holds
/// every animation a `UIView` animation API makes during that call (`animate`,
/// `animateKeyframes`, `transition(with:…)`) on the interaction's own clock: `update(_:)` shows
/// them at `percent × duration`; `finish()` plays the rest at `completionSpeed` along
/// `completionCurve`, and `cancel()` plays them back to their start — then they end (their
/// completions run, with `finished == true`) and the animator completes the transition.
///
/// Core Animation animations the animator adds itself (`layer.add(_:forKey:)`) are not held:
/// they run on their layer's time, which the app may pause and move itself (`speed = 0`,
/// `timeOffset`), as the interactive reveal of "iOS Animations by Tutorials" does (FIDELITY
/// §4.4). The container's layer is left alone.
///
/// When the animator also vends an interruptible animator (`interruptibleAnimator(using:)`, a
/// `UIViewPropertyAnimator`), the class drives that too, as iOS 10 does: it pauses it at the start
/// (or lets it run when `wantsInteractiveStart` is false), `update(_:)` sets its
/// `fractionComplete`, `pause()` pauses it, `finish()` continues it and `cancel()` reverses and
/// continues it, with its own timing (or `timingCurve`) over what is left of its duration divided
/// by `completionSpeed`; its completion completes the transition.
///
/// With a transition context of your own (a custom container), call the animator's
/// `animateTransition(using:)` yourself right after `startInteractiveTransition(_:)`: UIKit
/// cannot run an animator it does not know, so it pauses the container's layer instead and
/// scrubs everything in it by the layer's `timeOffset`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: UIViewControllerContextTransitioning?
    /// Whether `startInteractiveTransition(_:)` ran here and gave this object its context (an
    /// override that does not call `super` leaves it without one: its `update(_:)` reaches no one).
    package var isStarted: Bool { context != nil }
    private var runner: CADisplayLink?
    /// The clock of the animator's UIView animations (UIKit's own contexts); the transition's
    /// alongside animations follow it too.
    private(set) var clock: InteractionClock?
    /// The container layer, paused (a context of the app's own).
    private var pausedLayer: CALayer?
    private var storedDuration: CGFloat = 0
    private var storedPercent: CGFloat = 0
    /// The animator's interruptible animator (iOS 10), driven instead of a clock when vended.
    private var interruptible: UIViewImplicitlyAnimating?

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

    /// Whether the transition starts paused, driven from the start (true, the default), or —
    /// with an interruptible animator — running, until `pause()` interrupts it.
    open var wantsInteractiveStart = true

    /// The timing an interruptible animator continues with after `finish()` or `cancel()`; nil
    /// (the default) keeps the animator's own. Ignored without an interruptible animator.
    open var timingCurve: UITimingCurveProvider?

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        storedPercent = 0
        if let uikit = transitionContext as? TransitionContext {
            let engine = transitionContext.containerView.layer.engine
            storedDuration = CGFloat(uikit.run.duration)
            let clock = InteractionClock()
            self.clock = clock
            // An animator that vends an interruptible animator is asked for it, and
            // `animateTransition(using:)` is not called: the interruptible animator is the
            // transition (iOS's `_startInterruptibleTransition:`; FIDELITY §4.8).
            let vended = uikit.run.animator.interruptibleAnimator(using: transitionContext)
            if !(vended is NoInterruptibleAnimator) {
                interruptible = vended
                uikit.run.interruptibleAnimator = vended
                uikit.run.record(.interruptibleAnimator(type: "\(type(of: vended))"))
                if wantsInteractiveStart {
                    vended.pauseAnimation()
                } else {
                    // Started non-interactively: the animator runs, and so do the alongside
                    // animations held on the clock, until pause() interrupts them.
                    uikit.run.record(.runsUntilPaused)
                    if !vended.isRunning { vended.startAnimation() }
                    uikit.isInteractive = false
                    play(towardsEnd: true)
                }
            } else {
                engine.capture(on: clock) { uikit.run.animator.animateTransition(using: transitionContext) }
            }
        } else {
            let layer = transitionContext.containerView.layer
            pausedLayer = layer
            layer.speed = 0
            layer.timeOffset = 0
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        let p = Swift.min(Swift.max(percentComplete, 0), 1)
        storedPercent = p
        clock?.elapsed = CFTimeInterval(p * duration)
        pausedLayer?.timeOffset = CFTimeInterval(p * duration)
        // A running interruptible animator ignores the new fraction, as iOS's does: pause() it
        // first (FIDELITY §4.8).
        interruptible?.fractionComplete = p
        context?.updateInteractiveTransition(p)
    }

    /// Stops the transition where it is, for a finger to drive it: an interruptible animator is
    /// paused and turned forwards, and `percentComplete` becomes its `fractionComplete`; then
    /// the context's `pauseInteractiveTransition()` is called.
    open func pause() {
        runner?.invalidate()
        runner = nil
        clock?.direction = 0
        if let animator = interruptible, let context, !((context as? TransitionContext)?.run.isComplete ?? false) {
            if animator.state == .active { animator.pauseAnimation() }
            animator.isReversed = false
            storedPercent = animator.fractionComplete
            clock?.elapsed = CFTimeInterval(storedPercent * duration)
        }
        context?.pauseInteractiveTransition()
    }

    /// Plays the rest of the transition forwards.
    open func finish() {
        context?.finishInteractiveTransition()
        continueInterruptible(towardsEnd: true)
        play(towardsEnd: true)
    }

    /// Plays the transition back to its start; then the animator completes it with
    /// `transitionWasCancelled == true`.
    open func cancel() {
        context?.cancelInteractiveTransition()
        continueInterruptible(towardsEnd: false)
        play(towardsEnd: false)
    }

    /// An interruptible animator plays the rest with its own timing (or `timingCurve`), towards its end or
    /// reversed back to its start, in the time the rest takes at `completionSpeed`.
    private func continueInterruptible(towardsEnd: Bool) {
        guard let animator = interruptible else { return }
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let done = animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete
        animator.isReversed = !towardsEnd
        let rest = towardsEnd ? 1 - done : done
        (context as? TransitionContext)?.run.record(.continued(timing: timingCurve != nil, velocity: timingCurve?.springTimingParameters?.initialVelocity))
        // With neither a timing curve nor a completion speed of its own, the animator is simply
        // started again (iOS's `_continueInterruptibleTransitionFromPercentComplete:reversed:`).
        if timingCurve != nil || speed != 1 {
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: rest / speed)
        }
        // `continueAnimation` is optional for an animator of one's own (`UIViewImplicitlyAnimating`);
        // one without it is started, reversed as set (FIDELITY §4.4).
        if !animator.isRunning { animator.startAnimation() }
    }

    /// Moves the interaction's time to its end (or start) along the completion curve, then lets
    /// the animations end there.
    private func play(towardsEnd: Bool) {
        runner?.invalidate()
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let target = towardsEnd ? CFTimeInterval(duration) : 0
        guard let engine = context?.containerView.layer.engine ?? pausedLayer?.engine else { return }
        let start = clock?.elapsed ?? pausedLayer?.timeOffset ?? 0
        let span = abs(target - start) / CFTimeInterval(speed)
        let began = engine.currentTime
        let curve = completionCurve.timingFunction
        clock?.direction = towardsEnd ? 1 : -1
        func set(_ time: CFTimeInterval) {
            clock?.elapsed = time
            pausedLayer?.timeOffset = time
        }
        let arrive = { [weak self] in
            guard let self else { return }
            self.runner?.invalidate()
            self.runner = nil
            if let clock = self.clock {
                // Past the start by a hair, so that animations beginning at 0 have ended there.
                clock.elapsed = towardsEnd ? target : target - 1e-6
                self.clock = nil
            }
            if let layer = self.pausedLayer { self.resume(layer, at: target, forwards: towardsEnd) }
        }
        guard span > 0 else { return arrive() }
        let link = CADisplayLink(target: StepTarget { _ in
            let f = Swift.min(1, (engine.currentTime - began) / span)
            set(start + (target - start) * curve.progress(at: f))
            if f >= 1 { arrive() }
        }, selector: StepTarget.step)
        runner = link
        link.add(to: .main, forMode: .common)
    }

    /// A context of the app's own: the container's layer runs again from `time` (backwards after
    /// a cancel, so that the animations end at their start), and forwards once the transition is
    /// over.
    private func resume(_ layer: CALayer, at time: CFTimeInterval, forwards: Bool) {
        layer.timeOffset = time
        let pausedAt = layer.timeOffset
        layer.speed = forwards ? 1 : -1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - (forwards ? pausedAt : -pausedAt)
        guard !forwards else {
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

/// The time of the UIView animations an interactive transition holds: each reads the time it
/// was committed plus `elapsed`, whatever the real time.
@MainActor
final class InteractionClock {
    /// How far into the transition the animations are.
    var elapsed: CFTimeInterval = 0
    /// 0 while the finger holds it, 1 while it plays to the end, −1 while it plays back.
    var direction: Double = 0
    /// Set by a `UIViewPropertyAnimator`: how far the animations on this clock have got, as the
    /// animator computes it (its timing curve applied, overshooting for a spring). The
    /// animations then show their values at that progress, whatever the time, and never end by
    /// themselves: the animator removes them.
    var progress: (() -> Double)?
}

extension UIKitEngine {
    /// The clock UIView animations made now are put on (while an interaction runs the animator).
    var capturingClock: InteractionClock? {
        get { (storage[ObjectIdentifier(InteractionClock.self)] as? ClockBox)?.clock }
        set { storage[ObjectIdentifier(InteractionClock.self)] = newValue.map(ClockBox.init) }
    }

    /// Runs `body` with the UIView animations it makes put on `clock`.
    func capture(on clock: InteractionClock, _ body: () -> Void) {
        let outer = capturingClock
        capturingClock = clock
        defer { capturingClock = outer }
        body()
    }
}

@MainActor
private final class ClockBox {
    let clock: InteractionClock
    init(_ clock: InteractionClock) { self.clock = clock }
}

/// A display-link target running a closure each frame.
@MainActor
final class StepTarget {
    let body: (CADisplayLink) -> Void
    init(_ body: @escaping (CADisplayLink) -> Void) { self.body = body }
    func step(_ link: CADisplayLink) { body(link) }
}
