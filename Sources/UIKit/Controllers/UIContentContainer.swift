/// An object whose content a container lays out: view controllers. A container hears when a
/// child's preferred size changes, and every container hears size and trait changes first.
///
/// Of UIKit's members, `size(forChildContentContainer:withParentContainerSize:)` (here only on
/// `UIPresentationController`) and `systemLayoutFittingSizeDidChange(forChildContentContainer:)`
/// (nothing here watches a child's fitting size) are not requirements.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size this content would like, for its container to honour or not.
    var preferredContentSize: CGSize { get }
    /// The `preferredContentSize` of `container`, a child (or, for a presentation controller,
    /// the presented controller), changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The container is about to change size (the device turns); animate along with `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change to `newCollection` (the device turns between upright and
    /// sideways); called before `viewWillTransition(to:with:)`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
