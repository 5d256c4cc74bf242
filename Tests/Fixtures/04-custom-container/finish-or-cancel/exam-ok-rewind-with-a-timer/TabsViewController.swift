import UIKit

/// A row of tabs over a content area: a container controller of the app's own. It shows one of
/// its pages at a time, and (exercise 2) asks its delegate how to go from one to another.
final class TabsViewController: UIViewController {
    /// The pages, in the order of their tabs.
    let viewControllers: [UIViewController]
    /// The tab on show.
    private(set) var selectedIndex = 0
    /// Where the pages show (built by `buildContentView()`).
    let contentView = UIView(frame: .zero)
    /// The tab buttons (built by `buildTabBar()`).
    var tabButtons: [UIButton] = []

    weak var delegate: TabsViewControllerDelegate?
    let transitions = SlideTransitions()
    private var transitionContext: ContainerTransitionContext?

    // TODO 5.1: Add what the tabs need to follow a slide: `slideStart` and `slideDuration`
    //   (`CFTimeInterval`), the two tabs (`slideTabs = (from: 0, to: 0)`), and
    //   `tabsLink: CADisplayLink?`.

    init(pages: [UIViewController]) {
        viewControllers = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        buildTabBar()
        buildContentView()
        delegate = transitions
        add(viewControllers[selectedIndex])
        contentView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TabsViewController.didPan))
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex, transitionContext == nil else { return }
        let previous = selectedIndex
        let from = viewControllers[previous]
        let to = viewControllers[index]
        selectedIndex = index
        highlightTab(index)

        // TODO 5.2 / 5.4: the tabs follow the slide.
        guard let animator = delegate?.tabsViewController(self, animationControllerForTransitionFrom: from, to: to) else {
            remove(from)
            add(to)
            return
        }
        let context = ContainerTransitionContext(containerViewController: self, containerView: contentView,
                                                 from: from, to: to) { [weak self] completed in
            guard let strongSelf = self else { return }
            strongSelf.transitionContext = nil
            guard !completed else { return }
            strongSelf.selectedIndex = previous
            strongSelf.highlightTab(strongSelf.selectedIndex)
        }
        transitionContext = context
        if let interaction = delegate?.tabsViewController(self, interactionControllerFor: animator) {
            context.startInteractiveTransition(animator: animator, interaction: interaction)
        } else {
            context.startTransition(animator: animator)
        }
    }

    // TODO 5.3: Add `private func paintSlide(_ link: CADisplayLink)`.

    private func add(_ child: UIViewController) {
        addChild(child)
        child.view.frame = contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func remove(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        let interaction = transitions.interaction
        let dx = pan.translation(in: contentView).x
        let progress = min(abs(dx) / contentView.bounds.width, 1)
        switch pan.state {
        case .began:
            let target = dx < 0 ? selectedIndex + 1 : selectedIndex - 1
            guard viewControllers.indices.contains(target), transitionContext == nil else { return }
            interaction.isDriving = true
            select(target)
        case .changed:
            guard interaction.isDriving else { return }
            interaction.update(progress)
        case .ended, .cancelled:
            guard interaction.isDriving else { return }
            interaction.isDriving = false
            if pan.state == .ended && progress > 0.5 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
