/// UIKit's own transition context (the object animators receive for modal, navigation and tab
/// transitions).
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Held strongly: an animator may keep the context (and call it) after the transition ended;
    /// the run holds its context only while the transition runs.
    let run: TransitionRun
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform = .identity

    let fromViewController: UIViewController
    let toViewController: UIViewController
    let fromView: UIView?
    let toView: UIView?
    /// Where the "to" view must end.
    let toFinalFrame: CGRect
    /// Where the "from" view must end (`.zero` when it is removed).
    let fromFinalFrame: CGRect

    init(run: TransitionRun, containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         toFinalFrame: CGRect, fromFinalFrame: CGRect = .zero) {
        self.run = run
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.toFinalFrame = toFinalFrame
        self.fromFinalFrame = fromFinalFrame
        super.init()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        run.interactionUpdated(percentComplete)
    }

    func finishInteractiveTransition() {
        run.interactionEnded(cancelled: false)
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        run.interactionEnded(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        run.record(.interaction(.pause, percent: run.percentComplete))
        run.interruptibleAnimator?.pauseAnimation()
    }

    func completeTransition(_ didComplete: Bool) {
        run.complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController, let fromView { return fromView.frame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === toViewController { return toFinalFrame }
        if vc === fromViewController { return fromFinalFrame }
        return .zero
    }
}

/// The coordinator of a transition (or of a size change): alongside animations, completion
/// blocks, interaction-change handlers.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    /// Whether the animator vended an interruptible animator (to an interaction controller).
    var isInterruptible: Bool { interruptibleNow() }
    var isInteractive: Bool { interactiveNow() }
    var isCancelled: Bool { cancelledNow() }
    let transitionDuration: TimeInterval
    var percentComplete: CGFloat { percentNow() }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve
    let containerView: UIView
    let targetTransform: CGAffineTransform

    private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let interactiveNow: () -> Bool
    private let cancelledNow: () -> Bool
    private let percentNow: () -> CGFloat
    private let interruptibleNow: () -> Bool

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var changeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var started = false
    private(set) var ended = false

    init(isAnimated: Bool, presentationStyle: UIModalPresentationStyle, initiallyInteractive: Bool, duration: TimeInterval,
         curve: UIView.AnimationCurve, containerView: UIView, targetTransform: CGAffineTransform,
         viewControllers: [UITransitionContextViewControllerKey: UIViewController], views: [UITransitionContextViewKey: UIView],
         interactive: @escaping () -> Bool, cancelled: @escaping () -> Bool, percent: @escaping () -> CGFloat,
         interruptible: @escaping () -> Bool = { false }) {
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.initiallyInteractive = initiallyInteractive
        transitionDuration = duration
        completionCurve = curve
        self.containerView = containerView
        self.targetTransform = targetTransform
        self.viewControllers = viewControllers
        self.views = views
        interactiveNow = interactive
        cancelledNow = cancelled
        percentNow = percent
        interruptibleNow = interruptible
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { viewControllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if started { runAlongside([animation]) } else { alongside.append(animation) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Kept for the whole transition: an interruptible transition can go from interactive to
    /// not interactive more than once (paused by a finger, let go, paused again), and the handler
    /// is called each time (UIViewControllerTransitionCoordinator.h, iOS 10).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        changeHandlers.append(handler)
    }

    /// The pre-iOS 10 form: called once, the first time the interaction ends.
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs the queued alongside animations inside one animation block with the transition's
    /// duration and curve (for a non-animated transition, without animation).
    func start() {
        started = true
        let queued = alongside
        alongside = []
        runAlongside(queued)
    }

    private func runAlongside(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        if isAnimated && transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: AnimationCurveOptions.options(for: completionCurve), animations: {
                for block in blocks { block(self) }
            })
        } else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        }
    }

    func interactionChanged() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in changeHandlers + handlers { handler(self) }
    }

    func end() {
        guard !ended else { return }
        ended = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

enum AnimationCurveOptions {
    static func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        switch curve {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}
