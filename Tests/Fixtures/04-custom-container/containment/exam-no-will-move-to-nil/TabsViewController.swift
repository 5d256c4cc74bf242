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

    // TODO 2.1: Add `weak var delegate: TabsViewControllerDelegate?` (weak, as UIKit's containers
    //   hold their delegates) and `let transitions = SlideTransitions()`, the delegate this
    //   controller keeps alive; in `viewDidLoad()` set `delegate = transitions`. Add
    //   `private var transitionContext: ContainerTransitionContext?` for the switch in progress.
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
        add(viewControllers[selectedIndex])

        // TODO 3.1: Add a `UIPanGestureRecognizer` to `contentView`, handled by `didPan(_:)`.
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        let from = viewControllers[selectedIndex]
        let to = viewControllers[index]
        selectedIndex = index
        highlightTab(index)

        // TODO 2.4 … 5.4: see the chapter (transitions come in exercise 2).

        remove(from)
        add(to)
    }

    /// Makes `child` a child of this controller and shows its view in the content view.
    private func add(_ child: UIViewController) {
        addChild(child)
        child.view.frame = contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Takes `child`'s view away and lets the child go.
    private func remove(_ child: UIViewController) {
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    // TODO 3.2: Add `private func didPan(_ pan: UIPanGestureRecognizer)` (exercise 3).
}
