/// Manages a view: loads it lazily, hears when it appears and disappears, presents other
/// controllers, and contains child controllers.
///
/// There are no storyboards or segues: build views in `loadView()`/`viewDidLoad()`, and where a
/// tutorial uses `prepare(for:sender:)`, write a plain method the app calls before presenting.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    var storedView: UIView?
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    var storedPresented: UIViewController?
    weak var storedPresenting: UIViewController?
    /// The controller that called `present` (a zoom shrinks back into its source view).
    weak var zoomSource: UIViewController?
    /// While a pull begins the zoom back, the interaction controller that drives it.
    var zoomInteraction: UIPercentDrivenInteractiveTransition?
    var storedPresentationController: UIPresentationController?
    /// The transition this controller takes part in, if any (for `transitionCoordinator`).
    weak var activeTransition: TransitionRun?
    /// How many appearance transitions are open (`beginAppearanceTransition` without `end`).
    package var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the appearance transition in progress, handed on to `viewDid…`.
    var appearanceTransitionIsAnimated = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    package enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Insets added to the root view's safe area (and so to its subviews' where they reach the
    /// edges): room for a bar of the controller's own. The view lays out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Called when the root view's safe area changed, at the layout pass that noticed. The
    /// default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins changed. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
        // Every controller hears of memory warnings while it exists, on screen or not.
        UIKitEngine.current.registerForMemoryWarnings(self)
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Controllers are built in code here: there are no storyboards to decode, so this
    /// initializer fails. It exists so that subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) { return nil }

    /// Kept for source compatibility; there are no nib files.
    public let nibName: String?

    open var title: String?

    // MARK: The view

    /// The controller's view, created by `loadView()` on first access (then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningController = nil
            storedView = newValue
            newValue?.owningController = self
        }
    }

    /// Creates the view: a plain view the size of the screen that resizes with its superview.
    /// Override it to build your own (assign `view`; do not call super).
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called when the app receives a memory warning (`UIKitEngine.simulateMemoryWarning()`),
    /// on every controller that exists, whether its view is on screen or not. Let go of what can
    /// be made again. The default does nothing.
    open func didReceiveMemoryWarning() {}

    /// Called once, after the view was created.
    open func viewDidLoad() {}

    open var isViewLoaded: Bool { storedView != nil }

    open var viewIfLoaded: UIView? { storedView }

    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil {
            let fallback = UIView(frame: UIScreen.main.bounds)
            fallback.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view = fallback
        }
        viewDidLoad()
    }

    open override var next: UIResponder? { storedView?.superview ?? storedParent ?? storedPresenting }

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Called instead of the view's `updateConstraints()` when the view was marked with
    /// `setNeedsUpdateConstraints()`, before layout. The default calls the view's
    /// `updateConstraints()`; call `super` at the end of an override.
    open func updateViewConstraints() { storedView?.updateConstraints() }

    /// Whether appearance callbacks reach child controllers automatically (true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`true`) or disappear: calls
    /// `viewWillAppear`/`viewWillDisappear`, and forwards to children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceTransitionIsAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceTransitionIsAnimated = animated
            viewWillDisappear(animated)
        }
        engine.traceAppearance(self, isAppearing ? "viewWillAppear" : "viewWillDisappear")
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in storedChildren where child.isViewLoaded && child.view.superview != nil {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// Completes the appearance transition begun last: `viewDidAppear`/`viewDidDisappear`.
    open func endAppearanceTransition() {
        let animated = appearanceTransitionIsAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
            engine.traceAppearance(self, "viewDidAppear")
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            engine.traceAppearance(self, "viewDidDisappear")
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in storedChildren where child.appearanceState == .appearing || child.appearanceState == .disappearing {
                child.endAppearanceTransition()
            }
        }
    }

    var engine: UIKitEngine { storedView?.engine ?? UIKitEngine.current }

    /// A child's view entered or left the window while its parent was on screen (a custom
    /// container adding or removing it): the child hears it appear or disappear, as on iOS.
    /// UIKit's own containers and transitions make those calls themselves.
    func hostViewMovedWindow(_ window: UIWindow?) {
        guard let parent = storedParent, !(parent is UINavigationController), !(parent is UITabBarController),
              parent.shouldAutomaticallyForwardAppearanceMethods,
              activeTransition == nil, parent.activeTransition == nil, parent.appearanceState == .appeared
        else { return }
        if window != nil, appearanceState == .disappeared {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if window == nil, appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    // MARK: Containment

    open var children: [UIViewController] { storedChildren }

    open var parent: UIViewController? { storedParent }

    /// Adds `childController` as a child; calls its `willMove(toParent: self)` for you. Add its
    /// view to yours, then call `didMove(toParent: self)` on it.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.storedParent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)` for you. Call
    /// `willMove(toParent: nil)` first, and remove the view.
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {
        engine.traceAppearance(self, parent == nil ? "willMove(toParent: nil)" : "willMove(toParent: \(type(of: parent!)))")
    }

    open func didMove(toParent parent: UIViewController?) {
        engine.traceAppearance(self, parent == nil ? "didMove(toParent: nil)" : "didMove(toParent: \(type(of: parent!)))")
    }

    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }
    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var current = storedParent
        while let c = current {
            if let nav = c as? UINavigationController { return nav }
            current = c.storedParent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        var current = storedParent
        while let c = current {
            if let tab = c as? UITabBarController { return tab }
            current = c.storedParent
        }
        return nil
    }

    /// The navigation bar's item for this controller (its title).
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// The tab bar's item for this controller.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    // MARK: Status bar (resolution in UIViewController+StatusBar.swift)

    /// The style of status bar this controller would like: `.default` unless overridden. UIKit
    /// reads it only from the controller that decides the status bar (see
    /// `childForStatusBarStyle`); call `setNeedsStatusBarAppearanceUpdate()` when it changes.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether this controller would like the status bar hidden: by default `true` in a vertically
    /// compact environment (a phone held sideways), `false` otherwise, as on iOS 8 and later.
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    /// How the status bar hides or shows for this controller (`.fade` by default). Nothing is
    /// drawn for the status bar here, so no animation is seen.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// Whether this controller would like the home indicator hidden (false by default). The
    /// engine's device has no home indicator (as a phone with a Home button has none), so there
    /// is nothing to hide: the preference is kept and changes nothing on screen.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `prefersHomeIndicatorAutoHidden` stands for this controller's, or nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Tells UIKit that `prefersHomeIndicatorAutoHidden` changed (nothing to update here: there
    /// is no home indicator).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// The child whose `preferredStatusBarStyle` stands for this controller's, or nil (the
    /// default) for this controller itself.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` stands for this controller's, or nil (the
    /// default) for this controller itself.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether this controller, presented in a style other than `.fullScreen`, takes over the
    /// status bar from the controller presenting it (false by default). Read when it is presented.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether a `.currentContext` presentation from a descendant covers this controller's view.
    /// Kept: `.currentContext` and `.overCurrentContext` are presented over the whole screen
    /// here (§2.14), so no controller's context is used.
    open var definesPresentationContext = false
    /// Kept, as `definesPresentationContext`.
    open var providesPresentationContextTransitionStyle = false

    /// Tells UIKit that the status bar attributes (`preferredStatusBarStyle`,
    /// `prefersStatusBarHidden`, the `childFor…` answers) changed: it reads them again, from the
    /// window's root controller down, at once.
    open func setNeedsStatusBarAppearanceUpdate() {
        engine.updateStatusBarAppearance()
    }

    /// The size the controller would like in a container (a popover, a custom container).
    /// Changing it tells the parent (or, for a presented controller, its presentation
    /// controller) through `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent = storedParent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if storedPresenting != nil, let presentation = storedPresentationController {
                presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// A child's `preferredContentSize` changed; lay it out again if you honour it. The default
    /// does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    // MARK: Traits and size changes

    /// The traits of the screen (every controller of the one full-screen app shares them).
    open var traitCollection: UITraitCollection { engine.screen.traitCollection }

    /// The traits changed, when the device turned between upright and sideways: called before
    /// the controller's view hears it, inside the rotation's animation. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits are about to change to `newCollection` (the device turns between upright and
    /// sideways), before `viewWillTransition(to:with:)`; animate alongside with `coordinator`.
    /// The default forwards to the children: call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The view is about to change size (rotation); animate alongside with `coordinator`.
    /// The default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Presentation (bodies in UIViewController+Presentation.swift)

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// How the controller wants to be pushed or presented (iOS 18): `.zoom` grows it out of a
    /// source view when it is pushed or presented, and shrinks it back when it goes, unless a
    /// delegate vends an animator; the modal styles stand for `modalTransitionStyle` when it is
    /// presented. Nil (the default): UIKit's usual transitions.
    open var preferredTransition: UIViewController.Transition?
    /// Held weakly, as on iOS: an object created inline is released at once, and UIKit then
    /// uses its default animation.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        didSet { assignedTransitioningDelegate = transitioningDelegate.map { "\(type(of: $0))" } }
    }
    /// The type of the object last assigned to `transitioningDelegate`: when the property reads
    /// nil although it was set, the transition's trace names what was released.
    var assignedTransitioningDelegate: String?

    open var presentedViewController: UIViewController? { storedPresented ?? storedParent?.presentedViewController }
    open var presentingViewController: UIViewController? { storedPresenting ?? storedParent?.presentingViewController }

    /// The presentation controller managing this controller's presentation (once presented).
    open var presentationController: UIPresentationController? { storedPresentationController }

    /// The coordinator of the transition this controller (or an ancestor) is in, if any.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition?.coordinator ?? storedParent?.transitionCoordinator
    }

    /// Presents `viewControllerToPresent` modally (see `modalPresentationStyle`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented — or, when it presents nothing, the one
    /// presenting it asks to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Pushes onto the navigation stack if in a navigation controller, else presents.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = navigationController { nav.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }

    /// Swaps two children of this controller: adds `toViewController`'s view to
    /// `fromViewController`'s superview, runs `animations` (or the style in `options`), then removes
    /// the old view. Both must be children; call `willMove`/`addChild`/`removeFromParent` yourself.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performChildTransition(from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations, completion: completion)
    }

    open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self))>" }
    }
}

/// The navigation bar's data for one controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { itemsChanged() } }
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The items at the leading edge, first outermost (they take the back button's place unless
    /// `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { adopt(leftBarButtonItems) }
    }
    /// The items at the trailing edge, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { adopt(rightBarButtonItems) }
    }
    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Whether the left items come after the back button instead of in its place (false).
    open var leftItemsSupplementBackButton = false { didSet { itemsChanged() } }
    /// Whether the back button is hidden (false).
    open var hidesBackButton = false { didSet { itemsChanged() } }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bar showing this item redraws when it changes.
    var onChange: (() -> Void)?

    private func adopt(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.owner = self }
        itemsChanged()
    }

    func itemsChanged() { onChange?() }
}

/// The tab bar's data for one controller.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var tag: Int
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
}
