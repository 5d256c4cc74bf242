import UIKit

/// A row of tabs over a content area: a container controller of the app's own. It shows one of
/// its pages at a time, as a child, and asks its delegate how to go from one to another.
final class TabsViewController: UIViewController {
    /// The pages, in the order of their tabs.
    let viewControllers: [UIViewController]
    /// The tab on show.
    private(set) var selectedIndex = 0
    /// Where the pages show (built by `buildContentView()`).
    let contentView = UIView(frame: .zero)
    /// The tab buttons (built by `buildTabBar()`).
    var tabButtons: [UIButton] = []

    /// 2.1: who vends the animations. Weak, as UIKit's containers hold their delegates; this
    /// controller keeps the one it uses in `transitions`.
    weak var delegate: TabsViewControllerDelegate?
    let transitions = SlideTransitions()
    /// 2.4: the switch in progress; while there is one, the tabs wait.
    private var transitionContext: ContainerTransitionContext?
    /// 5.1: the tabs follow the slide on every frame: where the content view's clock stood when
    /// the slide began, how long the slide lasts, and the display link that paints them.
    private var slideStart: CFTimeInterval = 0
    private var slideDuration: CFTimeInterval = 0
    private var slideTabs = (from: 0, to: 0)
    private var tabsLink: CADisplayLink?

    init(pages: [UIViewController]) {
        viewControllers = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        buildTabBar()
        buildContentView()
        // The first page, as a child (1.1).
        add(viewControllers[selectedIndex])
        // 2.1: the slides.
        delegate = transitions
        // 3.1: a finger across the pages switches tabs too.
        contentView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TabsViewController.didPan))
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex, transitionContext == nil else { return }
        let from = viewControllers[selectedIndex]
        let to = viewControllers[index]
        let previous = selectedIndex
        selectedIndex = index

        // 2.4: with an animator, a context of our own runs it.
        guard let animator = delegate?.tabsViewController(self, animationControllerForTransitionFrom: from, to: to) else {
            // 1.3: without one, swap the children at once.
            highlightTab(index)
            remove(from)
            add(to)
            return
        }
        let context = ContainerTransitionContext(containerViewController: self, containerView: contentView,
                                                 from: from, to: to) { [weak self] completed in
            // 4.4: cancelled: the old tab is the selected one again.
            guard let self else { return }
            self.transitionContext = nil
            // 5.4: the tabs as the switch ended, and no more painting.
            self.tabsLink?.invalidate()
            self.tabsLink = nil
            if !completed {
                self.selectedIndex = previous
            }
            self.highlightTab(self.selectedIndex)
        }
        transitionContext = context
        // 3.3: a finger drives it only if the delegate says so.
        if let interaction = delegate?.tabsViewController(self, interactionControllerFor: animator) {
            context.startInteractiveTransition(animator: animator, interaction: interaction)
        } else {
            context.startTransition(animator: animator)
        }
        // 5.2: the slide's animations begin now on the content view's clock (at 0 when a finger
        // drives it); the tabs follow that clock, whoever moves it — unless the switch is already
        // over (an animator that gave up at once).
        guard transitionContext != nil else { return }
        slideStart = contentView.layer.convertTime(CACurrentMediaTime(), from: nil)
        slideDuration = animator.transitionDuration(using: context)
        slideTabs = (previous, index)
        let link = CADisplayLink(target: self, selector: TabsViewController.paintSlide)
        link.add(to: .main, forMode: .default)
        tabsLink = link
    }

    /// The content view's clock says how far the slide is — pushed by the finger, running on
    /// after a finish, or wound back after a cancel.
    private func paintSlide(_ link: CADisplayLink) {
        // 5.3: the tabs painted as far along as the slide is.
        guard slideDuration > 0 else { return }
        let now = contentView.layer.convertTime(CACurrentMediaTime(), from: nil)
        paintTabs(from: slideTabs.from, to: slideTabs.to, progress: CGFloat((now - slideStart) / slideDuration))
    }

    private func add(_ child: UIViewController) {
        // 1.1: a child in three steps: adopt it, show its view, tell it it has arrived.
        addChild(child)
        child.view.frame = contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func remove(_ child: UIViewController) {
        // 1.2: and out in three: warn it, take its view away, let it go.
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        // 3.2: dragging left shows the next tab, right the one before; the page's width is the
        // whole switch.
        let interaction = transitions.interaction
        let dx = pan.translation(in: contentView).x
        let progress = min(abs(dx) / contentView.bounds.width, 1)
        switch pan.state {
        case .began:
            let target = dx < 0 || pan.velocity(in: contentView).x < 0 ? selectedIndex + 1 : selectedIndex - 1
            guard viewControllers.indices.contains(target), transitionContext == nil else { return }
            interaction.isDriving = true
            select(target)
        case .changed:
            if interaction.isDriving { interaction.update(progress) }
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
