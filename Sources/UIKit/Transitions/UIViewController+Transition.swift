// iOS 18's preferred transitions (UIViewControllerTransition.h): a controller says how it wants
// to be pushed or presented. The zoom grows the controller's view out of a source view (a cell, a
// thumbnail) and shrinks it back into that view when it goes.

extension UIViewController {
    /// How a controller wants to be shown: zoomed out of a source view, or one of the modal
    /// transition styles.
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(ZoomOptions?, (ZoomSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        private init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// A zoom from the view `sourceViewProvider` returns: asked when the controller is shown
        /// and again when it goes (return the view it should shrink back into then).
        public static func zoom(options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self(kind: .zoom(options, sourceViewProvider))
        }

        /// The new view slides up from the bottom (presentations).
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The views cross-fade (presentations).
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// The screen flips around its vertical axis (presentations).
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// A page curl (presentations; drawn as a cross-fade here, as `.partialCurl` is).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// What the source view provider is told.
        @preconcurrency @MainActor
        public final class ZoomSourceViewProviderContext: NSObject {
            /// The controller the zoom starts from (the one pushing or presenting).
            public let sourceViewController: UIViewController
            /// The controller that zooms in and out.
            public let zoomedViewController: UIViewController
            init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
                super.init()
            }
        }

        /// Options of a zoom.
        @preconcurrency @MainActor
        public final class ZoomOptions: NSObject {
            /// Asked when a finger starts to pull the zoomed view down: false keeps it (nil: it
            /// may always begin).
            public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// The rectangle of the zoomed controller's view that lines up with the source view
            /// (nil, or a nil answer: the whole view).
            public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
            /// The colour laid over the source controller's view while the zoomed one covers it
            /// (nil: black at 10 % here).
            public var dimmingColor: UIColor?
            /// A blur over the source controller's view (drawn as its veil, §2.25).
            public var dimmingVisualEffect: UIBlurEffect?

            public override init() { super.init() }

            /// Where a pull that may dismiss the zoomed controller is.
            @preconcurrency @MainActor
            public final class InteractionContext: NSObject {
                /// The finger, in the zoomed controller's view.
                public let location: CGPoint
                /// The finger's velocity (points a second).
                public let velocity: CGVector
                /// Whether the dismissal would begin now (true when UIKit asks).
                public let willBegin: Bool
                init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                    super.init()
                }
            }

            /// What the alignment rectangle provider is told.
            @preconcurrency @MainActor
            public final class AlignmentRectContext: NSObject {
                public let sourceView: UIView
                public let zoomedViewController: UIViewController
                init(sourceView: UIView, zoomedViewController: UIViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                    super.init()
                }
            }
        }
    }
}

/// UIKit's zoom: the zoomed controller's view grows out of the source view — scaled to the
/// source's width about its centre, seen through a window the size of the source that opens to
/// the whole view, with the source's corner radius going to none — while a dimming view darkens
/// the controller behind and the source view is hidden; going back plays it in reverse into the
/// view the provider returns then. A critically damped spring of 0.5 s (iOS documents no timing);
/// it lasts the transition's duration, so a swipe can scrub it.
/// Without a source view in a window, the views cross-fade.
@MainActor
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let zoomingIn: Bool
    let zoomed: UIViewController
    let source: UIViewController
    let options: UIViewController.Transition.ZoomOptions?
    let provider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?

    static let duration: TimeInterval = 0.5

    init?(zoomingIn: Bool, zoomed: UIViewController, source: UIViewController) {
        guard let transition = zoomed.preferredTransition, case let .zoom(options, provider) = transition.kind else { return nil }
        self.zoomingIn = zoomingIn
        self.zoomed = zoomed
        self.source = source
        self.options = options
        self.provider = provider
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let zoomedKey: UITransitionContextViewKey = zoomingIn ? .to : .from
        let otherKey: UITransitionContextViewKey = zoomingIn ? .from : .to
        guard let zoomedView = transitionContext.view(forKey: zoomedKey) ?? (zoomingIn ? nil : zoomed.viewIfLoaded) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let otherView = transitionContext.view(forKey: otherKey)
        let final = zoomingIn ? transitionContext.finalFrame(for: zoomed) : zoomedView.frame
        if zoomingIn {
            container.addSubview(zoomedView)
            zoomedView.frame = final
        } else if let otherView, otherView.superview !== container {
            container.insertSubview(otherView, belowSubview: zoomedView)
            if let toVC = transitionContext.viewController(forKey: .to) { otherView.frame = transitionContext.finalFrame(for: toVC) }
        }
        let sourceView = provider(.init(sourceViewController: source, zoomedViewController: zoomed))
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = options?.dimmingColor ?? UIColor(white: 0, alpha: 0.1)
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, belowSubview: zoomedView)
        let veil = options?.dimmingVisualEffect.map { UIVisualEffectView(effect: $0) }
        if let veil {
            veil.frame = container.bounds
            container.insertSubview(veil, belowSubview: dimming)
        }

        let finish = { [zoomingIn, zoomed] in
            if zoomingIn && !transitionContext.transitionWasCancelled { ZoomDismissPan.install(on: zoomed) }
            dimming.removeFromSuperview()
            veil?.removeFromSuperview()
            zoomedView.transform = .identity
            zoomedView.mask = nil
            sourceView?.isHidden = false
            let completed = !transitionContext.transitionWasCancelled
            if zoomingIn != completed { zoomedView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }

        guard let sourceView, sourceView.window != nil, final.width > 0, final.height > 0 else {
            // No source on screen: the views cross-fade.
            dimming.alpha = zoomingIn ? 0 : 1
            zoomedView.alpha = zoomingIn ? 0 : 1
            UIView.animate(withDuration: Self.duration, animations: {
                zoomedView.alpha = self.zoomingIn ? 1 : 0
                dimming.alpha = self.zoomingIn ? 1 : 0
            }, completion: { _ in
                zoomedView.alpha = 1
                finish()
            })
            return
        }
        // The source's rectangle in the container, and what of the zoomed view lines up with it.
        let sourceRect = sourceView.convert(sourceView.bounds, to: container)
        var aligned = CGRect(origin: .zero, size: final.size)
        if let provider = options?.alignmentRectProvider,
           let rect = provider(.init(sourceView: sourceView, zoomedViewController: zoomed)) { aligned = rect }
        let scale = sourceRect.width / Swift.max(aligned.width, 1)
        // The window onto the zoomed view: the aligned rectangle cut to the source's proportions.
        let windowHeight = Swift.min(aligned.height, sourceRect.height / Swift.max(scale, 0.0001))
        let small = CGRect(x: aligned.minX, y: aligned.midY - windowHeight / 2, width: aligned.width, height: windowHeight)
        let mask = UIView(frame: zoomingIn ? small : CGRect(origin: .zero, size: final.size))
        mask.backgroundColor = .black
        mask.layer.cornerRadius = zoomingIn ? sourceView.layer.cornerRadius / Swift.max(scale, 0.0001) : 0
        zoomedView.mask = mask
        // The transform that puts the window's centre on the source's, at the source's scale.
        let moved = CGAffineTransform(translationX: sourceRect.midX - final.midX - (small.midX - final.width / 2) * scale,
                                      y: sourceRect.midY - final.midY - (small.midY - final.height / 2) * scale).scaledBy(x: scale, y: scale)
        sourceView.isHidden = true
        zoomedView.transform = zoomingIn ? moved : .identity
        dimming.alpha = zoomingIn ? 0 : 1
        veil?.alpha = zoomingIn ? 0 : 1
        let cornerRadius = sourceView.layer.cornerRadius / Swift.max(scale, 0.0001)
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            zoomedView.transform = self.zoomingIn ? .identity : moved
            mask.frame = self.zoomingIn ? CGRect(origin: .zero, size: final.size) : small
            mask.layer.cornerRadius = self.zoomingIn ? 0 : cornerRadius
            dimming.alpha = self.zoomingIn ? 1 : 0
            veil?.alpha = self.zoomingIn ? 1 : 0
        }, completion: { _ in finish() })
    }
}

/// The pull that dismisses a zoomed controller: a finger dragging its view down (more down than
/// sideways) begins the zoom back — a pop, or a dismissal — and scrubs it: half the view's height
/// is the whole way. Let go past a quarter, or moving down faster than 500 points a second, it
/// finishes into the source view; otherwise it springs back. `interactiveDismissShouldBegin` is
/// asked first. Installed on the zoomed controller's view once it has zoomed in.
@MainActor
final class ZoomDismissPan: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    weak var zoomed: UIViewController?
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    static func install(on zoomed: UIViewController) {
        guard let view = zoomed.viewIfLoaded, !(view.gestureRecognizers ?? []).contains(where: { $0 is ZoomDismissPan }) else { return }
        let pan = ZoomDismissPan()
        pan.zoomed = zoomed
        pan.delegate = pan
        pan.addTarget(pan, action: ZoomDismissPan.handle)
        view.addGestureRecognizer(pan)
    }

    /// The zoomed controller can go back now: it is the top of a navigation stack, or presented,
    /// with no transition running, and still zooms.
    private var canDismiss: Bool {
        guard let zoomed, let transition = zoomed.preferredTransition, case let .zoom(options, _) = transition.kind,
              zoomed.activeTransition == nil else { return false }
        if let nav = zoomed.navigationController {
            guard nav.topViewController === zoomed, nav.viewControllers.count > 1, nav.activeTransition == nil else { return false }
        } else if zoomed.presentingViewController == nil {
            return false
        }
        let location = location(in: zoomed.view)
        let v = velocity(in: zoomed.view)
        return options?.interactiveDismissShouldBegin?(.init(location: location, velocity: CGVector(dx: v.x, dy: v.y), willBegin: true)) ?? true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let t = translation(in: zoomed?.view)
        return t.y > 0 && t.y > abs(t.x) && canDismiss
    }

    private func handle(_ pan: ZoomDismissPan) {
        guard let zoomed, let view = zoomed.viewIfLoaded else { return }
        let height = Swift.max(view.bounds.height / 2, 1)
        let progress = Swift.min(Swift.max(translation(in: view.superview).y / height, 0), 1)
        switch state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            self.interaction = interaction
            zoomed.zoomInteraction = interaction
            if let nav = zoomed.navigationController { _ = nav.popViewController(animated: true) } else { zoomed.dismiss(animated: true) }
            zoomed.zoomInteraction = nil
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.25 || velocity(in: view.superview).y > 500 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
