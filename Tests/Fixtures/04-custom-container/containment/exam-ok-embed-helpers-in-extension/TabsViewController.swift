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
    // TODO 5.1: Add what the tabs need to follow a slide.

    init(pages: [UIViewController]) {
        viewControllers = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    /// The page on show.
    private var currentPage: UIViewController { viewControllers[selectedIndex] }

    override func viewDidLoad() {
        super.viewDidLoad()
        buildTabBar()
        buildContentView()
        embed(currentPage)

        // TODO 3.1: Add a `UIPanGestureRecognizer` to `contentView`, handled by `didPan(_:)`.
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        guard index != selectedIndex else { return }
        let leaving = currentPage
        selectedIndex = index
        highlightTab(index)
        unembed(leaving)
        embed(currentPage)
    }

    // TODO 3.2: Add `private func didPan(_ pan: UIPanGestureRecognizer)`.
}

// MARK: - Containment

fileprivate extension TabsViewController {
    /// Adopts `page`, puts its view in the content view, and tells it it has arrived.
    func embed(_ page: UIViewController) {
        addChild(page)
        guard let pageView = page.view else { return }
        pageView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        pageView.frame = CGRect(origin: .zero, size: contentView.bounds.size)
        contentView.addSubview(pageView)
        page.didMove(toParent: self)
    }

    /// Warns `page`, takes its view away, and lets it go.
    func unembed(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.view.removeFromSuperview()
        page.removeFromParent()
    }
}
