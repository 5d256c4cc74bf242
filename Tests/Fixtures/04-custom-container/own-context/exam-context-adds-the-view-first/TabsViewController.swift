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

    /// Asked for the animator of each switch (weak, as UIKit's containers hold theirs).
    weak var delegate: TabsViewControllerDelegate?
    /// The delegate this controller keeps alive.
    let transitions = SlideTransitions()
    /// The switch in progress.
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

        // TODO 3.1: Add a `UIPanGestureRecognizer` to `contentView`, handled by `didPan(_:)`.
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex, transitionContext == nil else { return }
        let from = viewControllers[selectedIndex]
        let to = viewControllers[index]
        selectedIndex = index
        highlightTab(index)

        // TODO 3.3: With an animator, ask `delegate` for an interaction controller too.
        // TODO 4.4: In `onEnd`, when the switch did not complete, put `selectedIndex` and the
        //   highlight back to the tab it came from.
        // TODO 5.2 / 5.4: the tabs follow the slide.
        if let animator = delegate?.tabsViewController(self, animationControllerForTransitionFrom: from, to: to) {
            let context = ContainerTransitionContext(containerViewController: self, containerView: contentView,
                                                     from: from, to: to) { [weak self] _ in
                self?.transitionContext = nil
            }
            transitionContext = context
            context.startTransition(animator: animator)
        } else {
            remove(from)
            add(to)
        }
    }

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

    // TODO 3.2: Add `private func didPan(_ pan: UIPanGestureRecognizer)` (exercise 3).
}
