import Expectations
import Testing
import UIKit

// BeginnerCook ("iOS Animations by Tutorials" ch. 17, seeds/004), written afresh: a herb thumbnail
// grows with a spring into the details screen and shrinks back, the content fades, the corner
// radius follows, `dismissCompletion` shows the thumbnail again, and rotation dims the background
// alongside. Rewrites: `#selector(...)` → method references through the type;
// `modalPresentationStyle = .fullScreen` (the iOS 12 default); the storyboard is built in code.

@MainActor
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let herbView = presenting ? toView : transitionContext.view(forKey: .from)!

        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        let herbController = transitionContext.viewController(forKey: presenting ? .to : .from) as! HerbDetailsViewController
        if presenting { herbController.containerView.alpha = 0 }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : scaleTransform
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            herbController.containerView.alpha = self.presenting ? 1 : 0
            herbView.layer.cornerRadius = self.presenting ? 0 : 20 / xScaleFactor
        }, completion: { _ in
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(true)
        })
    }
}

@MainActor
final class HerbDetailsViewController: UIViewController {
    let background = UIImageView()
    let containerView = UIView()

    override func viewDidLoad() {
        background.frame = view.bounds
        background.backgroundColor = .systemGreen
        view.addSubview(background)
        containerView.frame = view.bounds.insetBy(dx: 20, dy: 300)
        containerView.backgroundColor = .white
        view.addSubview(containerView)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: HerbDetailsViewController.actionClose))
    }

    func actionClose(_ tap: UITapGestureRecognizer) {
        presentingViewController?.dismiss(animated: true, completion: nil)
    }
}

@MainActor
final class HerbListViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let bgImage = UIImageView()
    let listView = UIScrollView()
    private(set) var herbViews: [UIImageView] = []
    var selectedImage: UIImageView?
    let transition = PopAnimator()
    private(set) var presentedDetails: HerbDetailsViewController?

    override func viewDidLoad() {
        bgImage.frame = view.bounds
        bgImage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bgImage.backgroundColor = .darkGray
        bgImage.alpha = 0.55
        view.addSubview(bgImage)
        listView.frame = CGRect(x: 0, y: view.bounds.height - 160, width: view.bounds.width, height: 120)
        listView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(listView)
        for i in 0..<5 {
            let herb = UIImageView(frame: CGRect(x: 20 + CGFloat(i) * 130, y: 10, width: 100, height: 100))
            herb.backgroundColor = .systemGreen
            herb.layer.cornerRadius = 20
            herb.isUserInteractionEnabled = true
            herb.addGestureRecognizer(UITapGestureRecognizer(target: self, action: HerbListViewController.didTapImageView))
            listView.addSubview(herb)
            herbViews.append(herb)
        }
        listView.contentSize = CGSize(width: 20 + 5 * 130, height: 120)
        transition.dismissCompletion = { [weak self] in self?.selectedImage?.isHidden = false }
    }

    func didTapImageView(_ tap: UITapGestureRecognizer) {
        selectedImage = tap.view as? UIImageView
        let herbDetails = HerbDetailsViewController()
        herbDetails.modalPresentationStyle = .fullScreen
        herbDetails.transitioningDelegate = self
        presentedDetails = herbDetails
        present(herbDetails, animated: true, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.originFrame = selectedImage!.superview!.convert(selectedImage!.frame, to: nil)
        transition.presenting = true
        selectedImage!.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        return transition
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.bgImage.alpha = size.width > size.height ? 0.25 : 0.55
        }, completion: nil)
    }
}

@MainActor
struct PopAnimatorTutorialTests {
    private func scene() -> (UIKitEngine, HerbListViewController, UIWindow) {
        let engine = UIKitEngine()
        let list = engine.run { HerbListViewController() }
        let window = engine.show(list)
        return (engine, list, window)
    }

    private func presentationFrame(_ engine: UIKitEngine, _ view: UIView) -> CGRect {
        engine.run {
            guard let p = view.layer.presentation() else { return .null }
            let size = CGSize(width: p.bounds.width * p.transform.m11, height: p.bounds.height * p.transform.m22)
            return CGRect(x: p.position.x - size.width / 2, y: p.position.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    @Test func tappingAHerbGrowsItIntoTheDetailsWithASpring() throws {
        let (engine, list, window) = scene()
        let herb = list.herbViews[1]
        let thumbnail = engine.run { herb.convert(herb.bounds, to: nil) }
        engine.tap(at: engine.windowCenter(of: herb))
        let details = try #require(list.presentedDetails)
        #expect(engine.run { herb.isHidden }, "the thumbnail hides while its copy grows")
        expectClose(list.transition.originFrame, thumbnail, "originFrame is the thumbnail in window coordinates")
        engine.advance(by: 0)  // commit: the spring starts now
        expectClose(presentationFrame(engine, details.view), thumbnail, tolerance: 1e-6, "the details start on the thumbnail")
        var largest: CGFloat = 0
        for _ in 0..<60 {
            engine.advance(by: engine.frameDuration)
            largest = max(largest, engine.run { details.view.layer.presentation()?.transform.m11 } ?? 0)
        }
        expectGreater(largest, 1.05, "a spring with damping 0.4 overshoots full size: \(largest)")
        try engine.runUntilIdle(timeout: 3)
        expectClose(engine.run { details.view.frame }, window.bounds, tolerance: 1e-6)
        expectEqual(engine.run { details.view.transform }, .identity)
        expectEqual(engine.run { details.view.layer.cornerRadius }, 0)
        expectEqual(engine.run { details.containerView.alpha }, 1)
        expectNil(engine.run { list.view.window })
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("problem") }, "\(engine.latestTraceLines)")
    }

    @Test func originFrameFollowsTheScrolledList() throws {
        let (engine, list, _) = scene()
        engine.run { list.listView.contentOffset = CGPoint(x: 100, y: 0) }
        let herb = list.herbViews[2]
        engine.tap(at: engine.windowCenter(of: herb))
        let expected = CGRect(x: 20 + 2 * 130 - 100, y: 667 - 160 + 10, width: 100, height: 100)
        expectClose(list.transition.originFrame, expected, "convert(_:to: nil) accounts for the content offset")
        try engine.runUntilIdle(timeout: 3)
    }

    @Test func tappingTheDetailsShrinksThemBackAndShowsTheThumbnail() throws {
        let (engine, list, window) = scene()
        let herb = list.herbViews[0]
        let thumbnail = engine.run { herb.convert(herb.bounds, to: nil) }
        engine.tap(at: engine.windowCenter(of: herb))
        try engine.runUntilIdle(timeout: 3)
        let details = try #require(list.presentedDetails)
        engine.tap(at: CGPoint(x: 187, y: 100))
        expectEqual(engine.latestTraceLines.first, "began dismiss HerbDetailsViewController → HerbListViewController")
        engine.advance(by: engine.frameDuration)
        let container = try #require(engine.run { details.view.superview })
        expectIdentical(engine.run { container.subviews.last }, details.view, "the shrinking herb is in front of the list")
        expectIdentical(engine.run { list.view.superview }, container, "the list, added by the animator, is behind it")
        #expect(engine.run { herb.isHidden }, "still hidden during the dismissal")
        engine.advance(by: 0.99)
        expectClose(presentationFrame(engine, details.view), thumbnail, tolerance: 12, "at the end the herb is back on its thumbnail")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { herb.isHidden }, false, "dismissCompletion showed the thumbnail")
        expectIdentical(engine.run { list.view.superview }, window, "the list is back in the window")
        expectClose(engine.run { list.view.frame }, window.bounds)
        expectNil(engine.run { details.view.window })
        expectNil(engine.run { list.presentedViewController })
        let corner = engine.run { details.view.layer.cornerRadius }
        expectClose(corner, 20 / (100 / 375), tolerance: 1e-6, "the corner radius the tutorial computes (20 / xScaleFactor)")
    }

    @Test func rotatingDimsTheBackgroundAlongside() throws {
        let (engine, list, _) = scene()
        engine.rotate(to: .landscapeLeft)
        engine.advance(by: 0.2)
        let half = Double(engine.run { list.bgImage.layer.presentation()?.opacity } ?? -1)
        #expect(half < 0.55 && half > 0.25, "on its way: \(half)")
        try engine.runUntilIdle(timeout: 2)
        expectClose(Double(engine.run { list.bgImage.alpha }), 0.25, tolerance: 1e-6)
        expectClose(engine.run { list.listView.frame.width }, 667, tolerance: 1e-6, "the herb list stretches across the landscape screen")
        engine.rotate(to: .portrait)
        try engine.runUntilIdle(timeout: 2)
        expectClose(Double(engine.run { list.bgImage.alpha }), 0.55, tolerance: 1e-6)
    }
}
