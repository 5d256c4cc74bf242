/// How much room there is along one axis, in Apple's two steps.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The traits of the interface environment a view or controller lives in. Only the size classes
/// exist here: the engine models no dark mode, dynamic type, display gamut or idiom.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class (`.unspecified` unless given).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (`.unspecified` unless given).
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A trait collection with every trait unspecified.
    public override init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        super.init()
    }

    /// A trait collection with only the horizontal size class specified.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        verticalSizeClass = .unspecified
        super.init()
    }

    /// A trait collection with only the vertical size class specified.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        horizontalSizeClass = .unspecified
        self.verticalSizeClass = verticalSizeClass
        super.init()
    }

    /// Combines `traitCollections`: each trait comes from the last collection that specifies it.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        horizontalSizeClass = traitCollections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass ?? .unspecified
        verticalSizeClass = traitCollections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass ?? .unspecified
        super.init()
    }

    /// Whether every trait `trait` specifies has the same value here (true for nil, or for a
    /// collection that specifies nothing).
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
    }

    /// Two trait collections are equal when every trait is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
    }

    open override var hash: Int { horizontalSizeClass.rawValue &* 3 &+ verticalSizeClass.rawValue }

    open override var description: String {
        "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass)>"
    }

    /// The size classes of a full-screen app on a device whose screen is `size` points, as
    /// Apple's table gives them: an iPad (shorter side 768 points or more) is regular both ways;
    /// a phone is compact × regular upright, and sideways compact in height and compact in width,
    /// except the large phones (shorter side 414 points or more: Plus, Max, XR) whose width is
    /// then regular.
    package static func device(screenSize size: CGSize) -> UITraitCollection {
        let shorter = Swift.min(size.width, size.height)
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        if shorter >= 768 {
            (horizontal, vertical) = (.regular, .regular)
        } else if size.width > size.height {
            (horizontal, vertical) = (shorter >= 414 ? .regular : .compact, .compact)
        } else {
            (horizontal, vertical) = (.compact, .regular)
        }
        return UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: horizontal), UITraitCollection(verticalSizeClass: vertical)])
    }
}

/// An object with a trait collection that hears when it changes: screens, views, view
/// controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// The traits changed (the device turned from upright to sideways, say); `previousTraitCollection`
    /// holds the old ones. Called inside the rotation's animation.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIKitEngine {
    /// Brings the screen's traits up to date with its bounds; when they changed, every trait
    /// environment hears `traitCollectionDidChange(_:)` — the screen, then per window the
    /// controllers from the root down (each controller, its children in order, its presentation
    /// controller and what it presents), then the views from the window down — and the status
    /// bar is read again (a vertically compact controller hides it by default).
    func updateTraits() {
        let previous = screen.traitCollection
        let current = UITraitCollection.device(screenSize: screen.bounds.size)
        guard current != previous else { return }
        screen.traitCollection = current
        screen.traitCollectionDidChange(previous)
        for window in windows {
            if let root = window.rootViewController { notifyTraitChange(root, previous: previous) }
            notifyTraitChange(window, previous: previous)
        }
        updateStatusBarAppearance()
    }

    private func notifyTraitChange(_ controller: UIViewController, previous: UITraitCollection) {
        controller.traitCollectionDidChange(previous)
        for child in controller.children { notifyTraitChange(child, previous: previous) }
        if let presented = controller.storedPresented {
            presented.storedPresentationController?.traitCollectionDidChange(previous)
            notifyTraitChange(presented, previous: previous)
        }
    }

    private func notifyTraitChange(_ view: UIView, previous: UITraitCollection) {
        view.traitCollectionDidChange(previous)
        for subview in view.subviews { notifyTraitChange(subview, previous: previous) }
    }
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
extension UIPresentationController: UITraitEnvironment {}
