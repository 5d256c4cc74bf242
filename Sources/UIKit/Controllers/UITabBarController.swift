/// Several controllers side by side, one on screen at a time, chosen with the tab bar at the
/// bottom. Switching tabs is immediate unless the (weak) `delegate` vends an animator — then it
/// is a transition like any other (also when `selectedIndex` is set in code).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Held weakly, as on iOS.
    open weak var delegate: UITabBarControllerDelegate? {
        didSet { assignedDelegate = delegate.map { "\(type(of: $0))" } }
    }
    /// The type of the object last assigned to `delegate` (named in the trace when it was released).
    var assignedDelegate: String?

    private var tabs: [UIViewController] = []
    private var selected = 0
    package let contentView = TransitionContainerView(frame: .zero)
    /// The bar of buttons at the bottom.
    public private(set) var tabBar = UITabBar(frame: .zero)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for vc in tabs {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        tabs = viewControllers ?? []
        for vc in tabs {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        selected = 0
        tabBar.setItems(tabs.map { $0.tabBarItem.title ?? $0.title ?? "" }, selected: selected)
        if isViewLoaded { showSelected() }
    }

    open var selectedIndex: Int {
        get { selected }
        set { select(newValue, animated: true) }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// The selected controller decides the status bar style for the tab bar controller.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The selected controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    open override func loadView() {
        let root = TabRootView(frame: UIScreen.main.bounds)
        root.controller = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .white
        root.addSubview(contentView)
        root.addSubview(tabBar)
        tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
        view = root
        layoutContent()
        showSelected()
    }

    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let barHeight: CGFloat = 48
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - barHeight, width: root.bounds.width, height: barHeight)
        contentView.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: root.bounds.height - barHeight)
        if activeTransition == nil, let vc = selectedViewController, vc.viewIfLoaded?.superview === contentView {
            vc.view.frame = contentView.bounds
        }
    }

    private func showSelected() {
        guard let vc = selectedViewController else { return }
        for other in tabs where other !== vc { other.viewIfLoaded?.removeFromSuperview() }
        contentView.addSubview(vc.view)
        vc.view.frame = contentView.bounds
    }

    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let vc = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: vc) { return }
        select(index, animated: true)
        delegate?.tabBarController(self, didSelect: vc)
    }

    private func select(_ index: Int, animated: Bool) {
        guard tabs.indices.contains(index), index != selected else { return }
        guard activeTransition == nil else {
            engine.report(UIKitDiagnostic(kind: .transition, message: "The selected tab was changed while a tab transition is in progress; UIKit ignores it.", time: engine.currentTime))
            return
        }
        let from = tabs[selected], to = tabs[index]
        let oldIndex = selected
        selected = index
        tabBar.setItems(tabs.map { $0.tabBarItem.title ?? $0.title ?? "" }, selected: selected)
        guard isViewLoaded else { return }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        var answers = DelegateAnswers()
        if let delegate {
            answers = DelegateAnswers(
                animatorMethod: .tabBarAnimationController, { delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to) },
                interactionMethod: .tabBarInteractionController, { delegate.tabBarController(self, interactionControllerFor: $0) })
        }
        if delegate == nil { answers.asked.append(.noDelegate(.tabBarControllerDelegate, released: assignedDelegate)) }
        guard let animator = answers.animator, animated else {
            // No transition: the switch is immediate, but what UIKit asked is still recorded.
            let number = engine.trace.beginTransition()
            engine.trace.record(.began(.tab, from: "\(type(of: from))", to: "\(type(of: to))", animated: false), transition: number, at: engine.currentTime)
            for event in answers.asked { engine.trace.record(event, transition: number, at: engine.currentTime) }
            // The new tab is selected already: UIKit reads the status bar for it.
            engine.updateStatusBarAppearance(transition: number)
            engine.trace.record(.ended(completed: true), transition: number, at: engine.currentTime)
            if visible { from.beginAppearanceTransition(false, animated: false); to.beginAppearanceTransition(true, animated: false) }
            showSelected()
            if visible { from.endAppearanceTransition(); to.endAppearanceTransition() }
            return
        }
        let run = TransitionRun.begin(.tab, engine: engine, from: from, to: to, animated: true, answers: answers,
                                      defaultAnimator: animator, container: contentView)
        to.loadViewIfNeeded()
        run.makeContext(containerView: contentView, isAnimated: true, style: .fullScreen, fromView: from.view, toView: to.view, toFinalFrame: contentView.bounds)
        activeTransition = run
        if visible {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        run.finish = { [self] completed in
            activeTransition = nil
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                if visible { from.endAppearanceTransition(); to.endAppearanceTransition() }
            } else {
                to.viewIfLoaded?.removeFromSuperview()
                selected = oldIndex
                tabBar.setItems(tabs.map { $0.tabBarItem.title ?? $0.title ?? "" }, selected: selected)
                if visible {
                    to.beginAppearanceTransition(false, animated: true); to.endAppearanceTransition()
                    from.beginAppearanceTransition(true, animated: true); from.endAppearanceTransition()
                }
            }
        }
        run.start()
    }
}

@MainActor
final class TabRootView: UIView {
    weak var controller: UITabBarController?
    override func layoutSubviews() { controller?.layoutContent() }
}

/// The bar of tab buttons; the selected one is marked with brackets and the tint colour.
@preconcurrency @MainActor
open class UITabBar: UIView {
    private var buttons: [UIButton] = []
    var onSelect: ((Int) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the bar lets what is under it show through (true by default). Kept: the bar is
    /// drawn opaque here (§2.13).
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?

    func setItems(_ titles: [String], selected: Int) {
        for button in buttons { button.removeFromSuperview() }
        buttons = titles.enumerated().map { index, title in
            let button = UIButton(type: .custom)
            button.setTitle(index == selected ? "[\(title)]" : title, for: .normal)
            button.setTitleColor(index == selected ? tintColor : .gray, for: .normal)
            button.accessibilityIdentifier = "tab.\(index)"
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

/// What a tab bar controller's delegate can decide. All methods are optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}
