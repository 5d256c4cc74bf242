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

    private var slideStart: CFTimeInterval = 0
    private var slideDuration: CFTimeInterval = 0.4
    private var slideTabs: (from: Int, to: Int) = (0, 0)
    private var tabsLink: CADisplayLink?

    /// How far the running slide has gone, read from the content view's layer's clock (the one
    /// the finger stops and moves, the resume runs on and the rewind winds back).
    private var slideProgress: CGFloat {
        let layerNow = contentView.layer.convertTime(CACurrentMediaTime(), from: nil)
        let elapsed = layerNow - slideStart
        return CGFloat(elapsed / slideDuration)
    }

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
        let from = viewControllers[selectedIndex]
        let to = viewControllers[index]
        selectedIndex = index

        guard let animator = delegate?.tabsViewController(self, animationControllerForTransitionFrom: from, to: to) else {
            highlightTab(index)
            remove(from)
            add(to)
            return
        }
        let context = ContainerTransitionContext(containerViewController: self, containerView: contentView,
                                                 from: from, to: to) { [weak self] completed in
            guard let self else { return }
            defer { self.transitionContext = nil }
            self.tabsLink?.invalidate()
            self.tabsLink = nil
            let shownIndex = completed ? index : previous
            self.selectedIndex = shownIndex
            self.highlightTab(shownIndex)
        }
        transitionContext = context

        let interaction = delegate?.tabsViewController(self, interactionControllerFor: animator)
        if let interaction {
            context.startInteractiveTransition(animator: animator, interaction: interaction)
        } else {
            context.startTransition(animator: animator)
        }

        // The switch may already be over (an animator that completes at once).
        guard transitionContext === context else { return }
        slideTabs = (previous, index)
        slideDuration = animator.transitionDuration(using: context)
        slideStart = contentView.layer.convertTime(CACurrentMediaTime(), from: nil)
        tabsLink = CADisplayLink(target: self, selector: TabsViewController.paintSlide)
        tabsLink?.add(to: .main, forMode: .default)
    }

    private func paintSlide(_ link: CADisplayLink) {
        paintTabs(from: slideTabs.from, to: slideTabs.to, progress: slideProgress)
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
