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

    // TODO 2.1: delegate, transitions, transitionContext (exercise 2).
    // TODO 5.1: slideStart, slideDuration, slideTabs, tabsLink (exercise 5).

    init(pages: [UIViewController]) {
        viewControllers = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        buildTabBar()
        buildContentView()

        let first = viewControllers[selectedIndex]
        addChild(first)
        contentView.addSubview(first.view)
        first.view.frame = contentView.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        first.didMove(toParent: self)

        // TODO 3.1: Add a `UIPanGestureRecognizer` to `contentView`, handled by `didPan(_:)`.
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        if index == selectedIndex || !viewControllers.indices.contains(index) { return }
        let old = viewControllers[selectedIndex]
        let new = viewControllers[index]
        selectedIndex = index
        highlightTab(index)

        // Out: warn, hide, release.
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()

        // In: adopt, show, confirm.
        addChild(new)
        contentView.addSubview(new.view)
        new.view.frame = contentView.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        new.didMove(toParent: self)
    }

    // TODO 3.2: Add `private func didPan(_ pan: UIPanGestureRecognizer)` (exercise 3).
}
