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
        // TODO 1.1: Show the first page as a child: `add(viewControllers[selectedIndex])`, with
        //   `add(_:)` written below. (Placeholder: only its view.)
        viewControllers[selectedIndex].view.frame = contentView.bounds
        contentView.addSubview(viewControllers[selectedIndex].view)

        // TODO 3.1: Add a `UIPanGestureRecognizer` to `contentView`, handled by `didPan(_:)`.
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        let from = viewControllers[selectedIndex]
        let to = viewControllers[index]
        selectedIndex = index
        highlightTab(index)

        // TODO 2.4: Ignore the tap while `transitionContext` is set (add it to the guard above).
        //   Ask `delegate` for an animator from `from` to `to`. With one: make a
        //   `ContainerTransitionContext` (this controller, `contentView`, `from`, `to`, and an
        //   `onEnd` closure that sets `transitionContext` back to nil — `[weak self]`), keep it in
        //   `transitionContext`, and `startTransition(animator:)` on it. Without one, go on below.
        // TODO 3.3: With an animator, ask `delegate` for an interaction controller too; with one,
        //   start the context with `startInteractiveTransition(animator:interaction:)` instead.
        // TODO 4.4: In `onEnd`, when the switch did not complete, put `selectedIndex` and the
        //   highlight (`highlightTab(_:)`) back to the tab it came from.
        // TODO 5.2: With an animator, do not highlight the new tab at once (move the
        //   `highlightTab(index)` above to the path without one). After starting the context —
        //   if it is still running — keep `slideStart`, the content view's clock now
        //   (`contentView.layer.convertTime(CACurrentMediaTime(), from: nil)`), `slideDuration`
        //   (the animator's `transitionDuration(using: context)`) and the two tabs, and start
        //   `tabsLink`, a `CADisplayLink` calling `paintSlide(_:)`.
        // TODO 5.4: In `onEnd`, invalidate `tabsLink` (and set it to nil), and highlight the tab
        //   the switch ended on.

        // TODO 1.3: Swap the children: `remove(from)`, then `add(to)`. (Placeholder: only the
        //   views.)
        from.view.removeFromSuperview()
        to.view.frame = contentView.bounds
        contentView.addSubview(to.view)
    }

    // TODO 5.3: Add `private func paintSlide(_ link: CADisplayLink)`: the progress is the
    //   content view's clock now, less `slideStart`, over `slideDuration`; paint the two tabs
    //   with `paintTabs(from:to:progress:)`.

    // TODO 1.1: Add `private func add(_ child: UIViewController)`: `addChild(child)`; give its
    //   view `contentView.bounds` and `autoresizingMask = [.flexibleWidth, .flexibleHeight]`;
    //   `contentView.addSubview(child.view)`; then `child.didMove(toParent: self)`.

    // TODO 1.2: Add `private func remove(_ child: UIViewController)`:
    //   `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`,
    //   `child.removeFromParent()`.

    // TODO 3.2: Add `private func didPan(_ pan: UIPanGestureRecognizer)`. The progress is
    //   `abs(pan.translation(in: contentView).x) / contentView.bounds.width`, at most 1. `.began`:
    //   the target tab is the next one when the finger moves left (translation or velocity
    //   below 0), the one before when it moves right; if it exists and no switch runs, set
    //   `transitions.interaction.isDriving = true` and `select(target)`. `.changed`: while
    //   driving, `transitions.interaction.update(progress)`. `.ended`/`.cancelled`: while
    //   driving, set `isDriving = false`, then `finish()` past 0.5 (ended only), else `cancel()`.
}
