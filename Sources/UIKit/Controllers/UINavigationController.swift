/// A stack of controllers, the top one on screen under a navigation bar; push and pop animate,
/// by UIKit's slide or by the animator the (weak) `delegate` vends.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable { case none, push, pop }

    /// Held weakly, as on iOS.
    open weak var delegate: UINavigationControllerDelegate? {
        didSet { assignedDelegate = delegate.map { "\(type(of: $0))" } }
    }
    /// The type of the object last assigned to `delegate` (named in the trace when it was released).
    var assignedDelegate: String?

    private var stack: [UIViewController] = []
    /// The view the top controller's view lives in, and the transition container.
    package let contentView = TransitionContainerView(frame: .zero)
    /// The bar across the top with the title and a back button.
    public private(set) var navigationBar = UINavigationBar(frame: .zero)
    /// The left-edge swipe that pops with UIKit's own interactive animation. Its delegate is
    /// UIKit's: it lets the swipe begin only when there is a controller to go back to, no
    /// transition is running, and the navigation delegate vends no animator of its own for the
    /// pop (then the app drives the pop with its own gesture and interaction controller).
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    private var popInteraction: UIPercentDrivenInteractiveTransition?
    private let popGestureDelegate = InteractivePopGestureDelegate()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or the one it presents.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        view.setNeedsLayout()
    }

    /// The top controller decides the status bar style while the navigation bar is hidden; with
    /// the bar shown, the navigation controller decides itself (from its bar's style, which is
    /// always the default one here).
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    open override func loadView() {
        let root = NavigationRootView(frame: UIScreen.main.bounds)
        root.controller = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .white
        root.addSubview(contentView)
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
        root.addSubview(navigationBar)
        view = root
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleEdgePan)
        edge.edges = .left
        popGestureDelegate.navigationController = self
        edge.delegate = popGestureDelegate
        root.addGestureRecognizer(edge)
        interactivePopGestureRecognizer = edge
        layoutContent()
        if let top = stack.last {
            contentView.addSubview(top.view)
            top.view.frame = contentView.bounds
        }
        updateBar()
    }

    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let barHeight: CGFloat = navigationBar.isHidden ? 0 : 44
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: barHeight)
        contentView.frame = CGRect(x: 0, y: barHeight, width: root.bounds.width, height: root.bounds.height - barHeight)
        if activeTransition == nil, let top = stack.last, top.viewIfLoaded?.superview === contentView {
            top.view.frame = contentView.bounds
        }
    }

    func updateBar() {
        guard let top = stack.last else { return }
        for controller in stack where controller !== top { controller.navigationItem.onChange = nil }
        let item = top.navigationItem
        item.onChange = { [weak self, weak top] in
            guard let self, let top, self.stack.last === top else { return }
            self.updateBar()
        }
        navigationBar.show(item, title: item.title ?? top.title, canGoBack: stack.count > 1)
    }

    /// Pushes `viewController`, animated by the delegate's animator or UIKit's slide.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard activeTransition == nil else {
            report("pushViewController(_:animated:) was called while a navigation transition is in progress; UIKit ignores it.")
            return
        }
        guard !stack.contains(where: { $0 === viewController }), viewController.storedParent == nil, !(viewController is UINavigationController) else {
            report("Pushing \(type(of: viewController)), which is already in a navigation stack or has a parent, is not supported.")
            return
        }
        guard let from = stack.last, isViewLoaded else {
            stack.append(viewController)
            addChild(viewController)
            viewController.didMove(toParent: self)
            return
        }
        addChild(viewController)
        stack.append(viewController)
        runTransition(.push, from: from, to: viewController, animated: animated) { [self] completed in
            if completed {
                viewController.didMove(toParent: self)
            } else {
                stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            }
        }
    }

    /// Pops the top controller and returns it (nil at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        guard activeTransition == nil else {
            report("popViewController(animated:) was called while a navigation transition is in progress; UIKit ignores it.")
            return nil
        }
        let from = stack.removeLast()
        let to = stack[stack.count - 1]
        from.willMove(toParent: nil)
        runTransition(.pop, from: from, to: to, animated: animated) { [self] completed in
            if completed {
                from.removeFromParent()
            } else {
                stack.append(from)
                from.willMove(toParent: self)
            }
        }
        return from
    }

    /// Pops everything above the root; returns what was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top; returns what was popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1, activeTransition == nil else { return nil }
        let popped = Array(stack[(index + 1)...])
        let from = popped.last!
        stack.removeSubrange((index + 1)...)
        for vc in popped { vc.willMove(toParent: nil) }
        for vc in popped.dropLast() { vc.viewIfLoaded?.removeFromSuperview(); vc.removeFromParent() }
        runTransition(.pop, from: from, to: viewController, animated: animated) { [self] completed in
            if completed {
                from.removeFromParent()
            } else {
                stack.append(from)
                from.willMove(toParent: self)
            }
        }
        return popped
    }

    /// Replaces the stack; animates like a push if the new top is new, like a pop otherwise.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard activeTransition == nil else {
            report("setViewControllers(_:animated:) was called while a navigation transition is in progress; UIKit ignores it.")
            return
        }
        let old = stack
        let oldTop = old.last
        let animates = isViewLoaded && viewControllers.last != nil && oldTop != nil && oldTop !== viewControllers.last
        // Controllers leaving the stack (the old top only later, if it animates away).
        for vc in old where !viewControllers.contains(where: { $0 === vc }) && !(animates && vc === oldTop) {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        let newcomers = viewControllers.filter { $0.storedParent !== self }
        for vc in newcomers { addChild(vc) }
        stack = viewControllers
        guard animates, let newTop = viewControllers.last, let oldTop else {
            for vc in newcomers { vc.didMove(toParent: self) }
            if isViewLoaded, let top = stack.last {
                contentView.addSubview(top.view)
                top.view.frame = contentView.bounds
            }
            updateBar()
            return
        }
        let wasInStack = old.contains { $0 === newTop }
        let removedOldTop = !viewControllers.contains { $0 === oldTop }
        if removedOldTop { oldTop.willMove(toParent: nil) }
        runTransition(wasInStack ? .pop : .push, from: oldTop, to: newTop, animated: animated) { [self] completed in
            if completed {
                if removedOldTop { oldTop.removeFromParent() }
                for vc in newcomers { vc.didMove(toParent: self) }
            } else {
                stack = old
            }
        }
    }

    private func report(_ message: String) {
        engine.report(UIKitDiagnostic(kind: .transition, message: message, time: engine.currentTime))
    }

    private func runTransition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool, containment: @escaping (Bool) -> Void) {
        let engine = self.engine
        delegate?.navigationController(self, willShow: to, animated: animated)
        var answers = DelegateAnswers()
        if animated, let delegate {
            answers = DelegateAnswers(
                animatorMethod: .navigationAnimationController, { delegate.navigationController(self, animationControllerFor: operation, from: from, to: to) },
                interactionMethod: .navigationInteractionController, { delegate.navigationController(self, interactionControllerFor: $0) })
        }
        if animated, delegate == nil { answers.asked.append(.noDelegate(.navigationControllerDelegate, released: assignedDelegate)) }
        if operation == .pop, answers.animator == nil, let zoomInteraction = from.zoomInteraction {
            answers.interaction = zoomInteraction
        }
        if operation == .pop, let popInteraction {
            // UIKit drives only its own slide from the edge swipe; with the delegate's animator
            // (possible when the app replaced the recognizer's delegate) the pop just plays.
            if answers.animator == nil { answers.interaction = popInteraction } else { self.popInteraction = nil }
        }
        let run = TransitionRun.begin(operation == .push ? .push : .pop, engine: engine, from: from, to: to, animated: animated,
                                      answers: answers,
                                      defaultAnimator: (operation == .push ? ZoomAnimator(zoomingIn: true, zoomed: to, source: from) : ZoomAnimator(zoomingIn: false, zoomed: from, source: to))
                                          ?? DefaultNavigationAnimator(operation: operation),
                                      container: contentView)
        to.loadViewIfNeeded()
        run.makeContext(containerView: contentView, isAnimated: animated, style: .fullScreen,
                        fromView: from.view, toView: to.view, toFinalFrame: contentView.bounds)
        activeTransition = run
        to.movingToParent = operation == .push
        from.movingFromParent = operation == .pop
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        updateBar()
        run.finish = { [self] completed in
            activeTransition = nil
            defer {
                to.movingToParent = false
                from.movingFromParent = false
            }
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                if to.view.superview !== contentView {
                    contentView.addSubview(to.view)
                    to.view.frame = contentView.bounds
                }
                containment(true)
                if visible {
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                }
                delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                to.viewIfLoaded?.removeFromSuperview()
                if from.view.superview !== contentView { contentView.addSubview(from.view) }
                containment(false)
                if visible {
                    to.beginAppearanceTransition(false, animated: animated)
                    to.endAppearanceTransition()
                    from.beginAppearanceTransition(true, animated: animated)
                    from.endAppearanceTransition()
                }
            }
            updateBar()
        }
        if animated {
            run.start()
        } else {
            contentView.addSubview(to.view)
            to.view.frame = contentView.bounds
            run.coordinator.start()
            run.complete(true)
        }
    }

    /// Whether the edge swipe may begin a pop: UIKit's rule for its own recognizer. UIKit checks
    /// whether the delegate implements the animator method; Swift on Linux cannot ask that, so
    /// the engine asks the delegate for the pop's animator and declines when it vends one.
    var interactivePopMayBegin: Bool {
        guard stack.count > 1, activeTransition == nil, let top = stack.last else { return false }
        if let delegate, delegate.navigationController(self, animationControllerFor: .pop, from: top, to: stack[stack.count - 2]) != nil {
            return false
        }
        return true
    }

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = Swift.max(view.bounds.width, 1)
        let progress = Swift.min(Swift.max(gesture.translation(in: view).x / width, 0), 1)
        switch gesture.state {
        case .began:
            guard stack.count > 1, activeTransition == nil else { return }
            popInteraction = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            popInteraction?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 500 { popInteraction?.finish() } else { popInteraction?.cancel() }
            popInteraction = nil
        case .cancelled, .failed:
            popInteraction?.cancel()
            popInteraction = nil
        default:
            break
        }
    }
}

/// UIKit's delegate of `interactivePopGestureRecognizer` (a private object on iOS too): an app
/// that replaces it takes over the decision to begin.
@MainActor
final class InteractivePopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.interactivePopMayBegin ?? false
    }
}

/// The root view of a navigation controller: lays out the bar and the content.
@MainActor
final class NavigationRootView: UIView {
    weak var controller: UINavigationController?
    override func layoutSubviews() { controller?.layoutContent() }
}

/// The bar at the top of a navigation controller: the top controller's title, and a back
/// button when there is something to go back to.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    private let titleLabel = UILabel(frame: .zero)
    private let backButton = UIButton(type: .system)
    var backAction: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        autoresizingMask = [.flexibleWidth]
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigationBar.title"
        addSubview(titleLabel)
        backButton.setTitle("< Back", for: .normal)
        backButton.accessibilityIdentifier = "navigationBar.back"
        backButton.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
        addSubview(backButton)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the bar lets what is under it show through (true by default, as on iOS). Kept:
    /// the bar is drawn opaque here and content is laid out below it either way (§2.12).
    open var isTranslucent = true
    open var barTintColor: UIColor?
    /// Kept (the title is drawn in the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var prefersLargeTitles = false

    /// The bar button items drawn, with their views.
    private var shown: (left: [(UIBarButtonItem, UIView)], right: [(UIBarButtonItem, UIView)]) = ([], [])

    /// Shows the top controller's item: its title, the back button (when there is something to
    /// go back to, it is not hidden and no left item takes its place) and its bar button items.
    func show(_ item: UINavigationItem, title: String?, canGoBack: Bool) {
        titleLabel.text = title
        let left = item.leftBarButtonItems ?? []
        backButton.isHidden = !canGoBack || item.hidesBackButton || (!left.isEmpty && !item.leftItemsSupplementBackButton)
        for (_, view) in shown.left + shown.right { view.removeFromSuperview() }
        shown = (left.map { ($0, view(for: $0)) }, (item.rightBarButtonItems ?? []).map { ($0, view(for: $0)) })
        for (_, view) in shown.left + shown.right { addSubview(view) }
        setNeedsLayout()
    }

    /// A button for the item (its title or image, the tint of a system button), or its view.
    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = UIButton(type: .system)
        if let image = item.image, item.title == nil { button.setImage(image, for: .normal) } else { button.setTitle(item.title, for: .normal) }
        button.isEnabled = item.isEnabled
        button.accessibilityIdentifier = "navigationBar.item." + (item.title ?? "image")
        button.addAction(UIAction { [weak item] _ in item?.tapped() }, for: .touchUpInside)
        return button
    }

    open override func layoutSubviews() {
        let cell = engine.screen.characterCellSize
        let rowY = (bounds.height - cell.height) / 2
        titleLabel.frame = CGRect(x: 0, y: rowY, width: bounds.width, height: cell.height)
        backButton.frame = CGRect(x: cell.width, y: rowY, width: 7 * cell.width, height: cell.height)
        // Items from the edges inwards, a cell apart; a button as wide as its title or image.
        func width(_ item: UIBarButtonItem, _ view: UIView) -> CGFloat {
            if item.customView != nil { return view.frame.width }
            if item.systemItem == .fixedSpace { return item.width }
            if let image = item.image, item.title == nil { return image.size.width }
            return CGFloat(item.drawnTitle.count) * cell.width
        }
        var x = backButton.isHidden ? cell.width : backButton.frame.maxX + cell.width
        for (item, view) in shown.left {
            let w = width(item, view)
            view.frame = CGRect(x: x, y: item.customView != nil ? (bounds.height - view.frame.height) / 2 : rowY, width: w, height: item.customView?.frame.height ?? cell.height)
            x += w + cell.width
        }
        var right = bounds.width - cell.width
        for (item, view) in shown.right {
            let w = width(item, view)
            right -= w
            view.frame = CGRect(x: right, y: item.customView != nil ? (bounds.height - view.frame.height) / 2 : rowY, width: w, height: item.customView?.frame.height ?? cell.height)
            right -= cell.width
        }
    }
}

/// What a navigation controller's delegate can decide. All methods are optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The interaction controller for an animated push or pop (asked only when an animator was
    /// vended). Return one only while a gesture drives the transition.
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The animator for a push or pop; nil for UIKit's slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}
