import Foundation

/// A container that shows one page (a child view controller) at a time and turns to the next
/// or previous one, which it asks its data source for, when the user swipes across it.
///
/// Pages slide in the navigation orientation for both styles (the page curl is not drawn), in
/// 0.35 s; a swipe turns the page when it is lifted past a third of the width, or flicked.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    public enum SpineLocation: Int, Sendable { case none = 0, min, mid, max }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The space between pages of the scroll style (kept).
    public let interPageSpacing: CGFloat

    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    /// The pages shown (one here).
    open private(set) var viewControllers: [UIViewController]?
    open var isDoubleSided = false
    open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    /// The swipe that turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] { swipe.map { [$0] } ?? [] }

    private var swipe: UIPanGestureRecognizer?
    private var turning = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? NSNumber)?.doubleValue ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl, horizontal controller (what `init()` gives on iOS).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: UIPageViewController.swiped)
        view.addGestureRecognizer(pan)
        swipe = pan
    }

    /// Shows `viewControllers[0]` as the page, sliding it in from the direction's side when
    /// `animated`; `completion` hears whether the turn finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let next = viewControllers?.first else {
            preconditionFailure("UIPageViewController: the number of view controllers provided (0) doesn't match the number required (1) for the requested transition")
        }
        loadViewIfNeeded()
        let old = self.viewControllers?.first
        self.viewControllers = [next]
        guard old !== next else { completion?(true); return }
        old?.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds
        next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(next.view)
        func finish(_ finished: Bool) {
            old?.view.removeFromSuperview()
            old?.removeFromParent()
            next.didMove(toParent: self)
            turning = false
            completion?(finished)
        }
        guard animated, let old else { finish(true); return }
        turning = true
        let step = pageStep * (direction == .forward ? 1 : -1)
        next.view.transform = translation(step)
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseInOut, animations: {
            next.view.transform = .identity
            old.view.transform = self.translation(-step)
        }, completion: { finished in
            old.view.transform = .identity
            finish(finished)
        })
    }

    private var pageStep: CGFloat { navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height }

    private func translation(_ distance: CGFloat) -> CGAffineTransform {
        navigationOrientation == .horizontal ? CGAffineTransform(translationX: distance, y: 0) : CGAffineTransform(translationX: 0, y: distance)
    }

    /// A swipe: lifted past a third of the page, or flicked faster than 500 points a second,
    /// towards the next or the previous page, it turns to the page the data source gives.
    private func swiped(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, !turning, let current = viewControllers?.first, let dataSource else { return }
        let moved = pan.translation(in: view), speed = pan.velocity(in: view)
        let along = navigationOrientation == .horizontal ? moved.x : moved.y
        let velocity = navigationOrientation == .horizontal ? speed.x : speed.y
        guard abs(along) > pageStep / 3 || abs(velocity) > 500 else { return }
        let forward = (abs(along) > pageStep / 3 ? along : velocity) < 0
        let page = forward ? dataSource.pageViewController(self, viewControllerAfter: current) : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let page else { return }
        delegate?.pageViewController(self, willTransitionTo: [page])
        setViewControllers([page], direction: forward ? .forward : .reverse, animated: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: [current], transitionCompleted: true)
        }
    }
}

/// Gives a page view controller the pages before and after a page (nil at either end).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of page dots (kept: no page control is drawn here).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a swipe's page turns.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
