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
        let pan = UIPanGestureRecognizer(target: self, action: TabsViewController.didPan)
        contentView.addGestureRecognizer(pan)
    }

    /// Shows the tab at `index` (the tab buttons call this).
    func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex, transitionContext == nil else { return }
        let from = viewControllers[selectedIndex]
        let to = viewControllers[index]
        selectedIndex = index
        highlightTab(index)

        // TODO 4.4: In `onEnd`, when the switch did not complete, put `selectedIndex` and the
        //   highlight (`highlightTab(_:)`) back to the tab it came from.
        // TODO 5.2 / 5.4: the tabs follow the slide.
        guard let animator = delegate?.tabsViewController(self, animationControllerForTransitionFrom: from, to: to) else {
            remove(from)
            add(to)
            return
        }
        let context = ContainerTransitionContext(containerViewController: self, containerView: contentView,
                                                 from: from, to: to) { [weak self] _ in
            self?.transitionContext = nil
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
        switch pan.state {
        case .began:
            beginDrag(movingLeft: pan.velocity(in: contentView).x < 0)
        case .changed:
            dragMoved(to: fraction(of: pan))
        case .ended:
            endDrag(keep: fraction(of: pan) > 0.5)
        case .cancelled:
            endDrag(keep: false)
        default:
            break
        }
    }

    /// How far across the page the finger has gone, 0…1.
    private func fraction(of pan: UIPanGestureRecognizer) -> CGFloat {
        let distance = abs(pan.translation(in: contentView).x)
        return max(0, min(1, distance / contentView.bounds.width))
    }

    private func beginDrag(movingLeft: Bool) {
        let target = selectedIndex + (movingLeft ? 1 : -1)
        guard transitionContext == nil, viewControllers.indices.contains(target) else { return }
        transitions.interaction.isDriving = true
        select(target)
    }

    private func dragMoved(to fraction: CGFloat) {
        let interaction = transitions.interaction
        if interaction.isDriving {
            interaction.update(fraction)
        }
    }

    private func endDrag(keep: Bool) {
        let interaction = transitions.interaction
        guard interaction.isDriving else { return }
        interaction.isDriving = false
        keep ? interaction.finish() : interaction.cancel()
    }
}
