import Expectations
import Testing
import UIKit

// The custom container finale of the long transitions article (seeds/002, "自定义容器转场",
// "协议补完", "交互控制"), written afresh in today's Swift: a container controller whose
// `selectedIndex` switches children through a transition context of its own, a delegate protocol
// modelled on UITabBarControllerDelegate vending the article's Slide animator unchanged, and an
// interaction controller that only forwards to the context. The context pauses the container
// view's layer before the animator runs, scrubs it with `timeOffset = percent × duration`,
// resumes it with Apple's pause/resume recipe, and cancels by winding `timeOffset` back with a
// CADisplayLink, then covering the container for one frame with a snapshot of the old view.
// Rewrites (FIDELITY §3): `CADisplayLink(target:selector:)` takes a method reference;
// `performSelector(_:withObject:afterDelay:)` becomes a Timer; `addToRunLoop(NSRunLoop.mainRunLoop(), forMode: NSDefaultRunLoopMode)`
// is `add(to: .main, forMode: .default)`.

@MainActor
protocol SeedContainerDelegate: AnyObject {
    func containerController(_ container: SeedContainerViewController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func containerController(_ container: SeedContainerViewController, interactionControllerForAnimation animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

/// The article's Slide animator, tab-bar flavour: the new view comes in from the side of its tab.
@MainActor
final class SeedSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let toTheLeft: Bool
    init(toTheLeft: Bool) { self.toTheLeft = toTheLeft }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let offset = transitionContext.containerView.frame.width * (toTheLeft ? -1 : 1)
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: -offset, y: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.transform = CGAffineTransform(translationX: offset, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class SeedContainerContext: NSObject, UIViewControllerContextTransitioning {
    private unowned let container: SeedContainerViewController
    let containerView: UIView
    private let fromController: UIViewController
    private let toController: UIViewController
    private var animator: UIViewControllerAnimatedTransitioning?
    private var cancelled = false
    private(set) var isInteractive = false
    /// The snapshot that hides the old view for one frame after a rewind (the article's "fake
    /// from-view"), while it is there.
    private(set) var fakeFromView: UIView?

    init(container: SeedContainerViewController, containerView: UIView, from: UIViewController, to: UIViewController) {
        self.container = container
        self.containerView = containerView
        fromController = from
        toController = to
    }

    var isAnimated: Bool { true }
    var transitionWasCancelled: Bool { cancelled }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { key == .from ? fromController : key == .to ? toController : nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? fromController.view : key == .to ? toController.view : nil }
    func initialFrame(for vc: UIViewController) -> CGRect { vc === fromController ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === toController ? containerView.bounds : .zero }

    func startNonInteractiveTransition(with delegate: SeedContainerDelegate) {
        animator = delegate.containerController(container, animationControllerForTransitionFrom: fromController, to: toController)
        container.addChild(toController)
        animator?.animateTransition(using: self)
    }

    func startInteractiveTransition(with delegate: SeedContainerDelegate) {
        animator = delegate.containerController(container, animationControllerForTransitionFrom: fromController, to: toController)
        guard let animator, let interaction = delegate.containerController(container, interactionControllerForAnimation: animator) else { return }
        isInteractive = true
        container.addChild(toController)
        containerView.layer.speed = 0
        interaction.startInteractiveTransition(self)
        animator.animateTransition(using: self)
    }

    func completeTransition(_ didComplete: Bool) {
        if didComplete {
            toController.didMove(toParent: container)
            fromController.willMove(toParent: nil)
            fromController.view.removeFromSuperview()
            fromController.removeFromParent()
        } else {
            toController.didMove(toParent: container)
            toController.willMove(toParent: nil)
            toController.view.removeFromSuperview()
            toController.removeFromParent()
        }
        animator?.animationEnded(didComplete)
        container.transitionEnded(cancelled: cancelled)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard let animator, isInteractive else { return }
        containerView.layer.timeOffset = Double(percentComplete) * animator.transitionDuration(using: self)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        let layer = containerView.layer
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        cancelled = true
        let link = CADisplayLink(target: self, selector: SeedContainerContext.reverseAnimation)
        link.add(to: .main, forMode: .default)
    }

    func pauseInteractiveTransition() {}

    private func reverseAnimation(_ link: CADisplayLink) {
        let offset = containerView.layer.timeOffset - link.duration
        if offset > 0 {
            containerView.layer.timeOffset = offset
            return
        }
        link.invalidate()
        containerView.layer.timeOffset = 0
        containerView.layer.speed = 1
        if let fake = fromController.view.snapshotView(afterScreenUpdates: false) {
            containerView.addSubview(fake)
            fakeFromView = fake
            Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: false) { [weak self] _ in
                fake.removeFromSuperview()
                self?.fakeFromView = nil
            }
        }
    }
}

/// The article's percent-driven interaction controller for its own context: it only forwards.
@MainActor
final class SeedPercentDrivenInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    weak var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
    func update(_ percent: CGFloat) { context?.updateInteractiveTransition(percent) }
    func finish() { context?.finishInteractiveTransition() }
    func cancel() { context?.cancelInteractiveTransition() }
}

@MainActor
final class SeedContainerViewController: UIViewController, SeedContainerDelegate {
    let pages: [UIViewController]
    let privateContainerView = UIView()
    var interactive = false
    let interaction = SeedPercentDrivenInteraction()
    private(set) var context: SeedContainerContext?
    private var priorSelectedIndex = 0
    private(set) var selectedIndex = 0

    init(pages: [UIViewController]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        privateContainerView.frame = view.bounds
        view.addSubview(privateContainerView)
        addChild(pages[0])
        pages[0].view.frame = privateContainerView.bounds
        privateContainerView.addSubview(pages[0].view)
        pages[0].didMove(toParent: self)
    }

    func select(_ index: Int) {
        guard index != selectedIndex, context == nil else { return }
        let from = pages[selectedIndex], to = pages[index]
        priorSelectedIndex = selectedIndex
        selectedIndex = index
        let context = SeedContainerContext(container: self, containerView: privateContainerView, from: from, to: to)
        self.context = context
        if interactive {
            context.startInteractiveTransition(with: self)
        } else {
            context.startNonInteractiveTransition(with: self)
        }
    }

    func transitionEnded(cancelled: Bool) {
        if cancelled { selectedIndex = priorSelectedIndex }
        context = nil
    }

    func containerController(_ container: SeedContainerViewController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let from = pages.firstIndex(of: fromVC) ?? 0, to = pages.firstIndex(of: toVC) ?? 0
        return SeedSlideAnimator(toTheLeft: to > from)
    }

    func containerController(_ container: SeedContainerViewController, interactionControllerForAnimation animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

@MainActor
struct CustomContainerTutorialTests {
    private func scene() -> (UIKitEngine, SeedContainerViewController) {
        let engine = UIKitEngine()
        let container = engine.run { () -> SeedContainerViewController in
            let pages = (0..<3).map { i -> UIViewController in
                let page = UIViewController()
                page.view.backgroundColor = [UIColor.red, .green, .blue][i]
                return page
            }
            return SeedContainerViewController(pages: pages)
        }
        engine.show(container)
        // An app that has been open a while: the article's rewind ends by setting the layer's
        // clock back to its parent's time, which on a device (seconds since boot) is far past any
        // slide; the engine's clock starts at 0 (FIDELITY, `CACurrentMediaTime()`).
        engine.advance(by: 2)
        return (engine, container)
    }

    /// How far the page arriving has come in (0: off to the side, 1: in place), as drawn now.
    private func arrived(_ engine: UIKitEngine, _ page: UIViewController, width: CGFloat) -> Double {
        engine.run { 1 - abs(Double(page.view.layer.presentationState(atGlobalTime: engine.currentTime).transform.m41)) / Double(width) }
    }

    @Test func aSwitchSlidesAndFinishesTheContainment() throws {
        let (engine, container) = scene()
        engine.run { container.select(1) }
        expectEqual(engine.run { container.children.count }, 2, "the new child is adopted at the start")
        engine.advance(by: 0.15)
        let width = engine.run { container.privateContainerView.bounds.width }
        let halfway = arrived(engine, container.pages[1], width: width)
        #expect(halfway > 0.3 && halfway < 0.7, "halfway through its time the page is about halfway: \(halfway)")
        try engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { container.children }, [container.pages[1]])
        expectNil(engine.run { container.pages[0].view.superview })
        expectNil(engine.run { container.context })
    }

    @Test func theFingerScrubsAPausedLayerAndFinishingPlaysTheRestAtNormalSpeed() throws {
        let (engine, container) = scene()
        engine.run {
            container.interactive = true
            container.select(1)
        }
        let layer = container.privateContainerView.layer
        expectEqual(engine.run { layer.speed }, 0, "paused before the animator ran")
        // The finger moves in a later turn of the run loop, after the commit that timed the
        // animations on the stopped clock.
        engine.advance(by: engine.frameDuration)
        engine.run { container.interaction.update(0.5) }
        engine.advance(by: 0.5)
        let width = engine.run { container.privateContainerView.bounds.width }
        // UIView.animate's default curve is ease in and out: at half its time, half the way.
        expectClose(arrived(engine, container.pages[1], width: width), 0.5, tolerance: 0.02, "the finger's 50 %, held")
        let liftedAt = engine.currentTime
        engine.run {
            container.interactive = false
            container.interaction.finish()
        }
        var ended: CFTimeInterval?
        for _ in 0..<60 where ended == nil {
            engine.advance(by: engine.frameDuration)
            if engine.run({ container.context }) == nil { ended = engine.currentTime }
        }
        let took = try #require(ended) - liftedAt
        expectClose(took, 0.15, tolerance: 2 * engine.frameDuration, "the other half of 0.3 s")
        expectEqual(engine.run { container.children }, [container.pages[1]])
        expectEqual(engine.run { layer.speed }, 1)
    }

    @Test func cancellingWindsTheClockBackRestoresTheIndexAndCoversOneFrame() throws {
        let (engine, container) = scene()
        engine.run {
            container.interactive = true
            container.select(1)
        }
        engine.advance(by: engine.frameDuration)
        engine.run { container.interaction.update(0.4) }
        engine.advance(by: 0.2)
        let context = try #require(engine.run { container.context })
        let liftedAt = engine.currentTime
        engine.run {
            container.interactive = false
            container.interaction.cancel()
        }
        #expect(engine.run { context.transitionWasCancelled })
        var ended: CFTimeInterval?
        var covered = false
        for _ in 0..<60 where ended == nil {
            engine.advance(by: engine.frameDuration)
            if engine.run({ context.fakeFromView?.superview }) != nil { covered = true }
            if engine.run({ container.context }) == nil { ended = engine.currentTime }
        }
        let took = try #require(ended) - liftedAt
        // 40 % of 0.3 s wound back a frame at a time.
        expectClose(took, 0.12, tolerance: 2 * engine.frameDuration, "the rewind takes as long as the time it undoes")
        #expect(covered, "the snapshot covers the container when the clock restarts")
        expectEqual(engine.run { container.selectedIndex }, 0)
        expectEqual(engine.run { container.children }, [container.pages[0]])
        expectNil(engine.run { container.pages[1].view.superview })
        expectEqual(engine.run { container.privateContainerView.layer.speed }, 1)
        engine.advance(by: 0.05)
        expectNil(engine.run { context.fakeFromView }, "and is gone a frame later")
        // The article's flash: on a device the frame after `speed = 1` shows the old view slid
        // away before the completion puts it back. Here the completion runs in that frame
        // (FIDELITY, "Order of work inside one frame"), so the old view never leaves.
        engine.run { container.select(2) }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { container.children }, [container.pages[2]], "and the next switch works")
    }

    @Test func withoutTheSnapshotNoFrameShowsTheOldViewGone() throws {
        let (engine, container) = scene()
        engine.run {
            container.interactive = true
            container.select(1)
        }
        engine.advance(by: engine.frameDuration)
        engine.run { container.interaction.update(0.3) }
        engine.advance(by: 0.1)
        engine.run {
            container.interactive = false
            container.interaction.cancel()
        }
        let width = engine.run { container.privateContainerView.bounds.width }
        for _ in 0..<30 {
            engine.advance(by: engine.frameDuration)
            let place = engine.run { container.pages[0].view.layer.presentationState(atGlobalTime: engine.currentTime).transform.m41 }
            expectLess(abs(place), width * 0.35, "the old view is drawn near its place in every frame of the rewind")
        }
    }
}
