/// The (virtual) display: its size in points and the size of one character cell of the ASCII
/// frames it is drawn as (text and ASCII art are laid out one character per cell).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's rectangle in points (portrait or landscape, as the device is held).
    public internal(set) var bounds: CGRect
    /// Points per character cell: cells are about twice as tall as wide, so circles look round.
    public let characterCellSize: CGSize

    /// Points per pixel; the ASCII display has no pixels finer than its points.
    public var scale: CGFloat { 1 }

    public var nativeBounds: CGRect { bounds }

    /// The traits of a full-screen app on this screen as it is held now (its size classes).
    public internal(set) var traitCollection: UITraitCollection

    public init(bounds: CGRect, characterCellSize: CGSize) {
        self.bounds = bounds
        self.characterCellSize = characterCellSize
        traitCollection = UITraitCollection.device(screenSize: bounds.size)
        super.init()
    }

    /// The screen's traits changed (the device turned). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen of the current engine.
    public static var main: UIScreen { UIKitEngine.current.screen }

    /// A phone held upright: 375 × 667 points, cells of 8 × 16 points (47 × 42 characters).
    nonisolated public static let defaultBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    nonisolated public static let defaultCellSize = CGSize(width: 8, height: 16)
}

extension UIScreen: UITraitEnvironment {}

extension UIKitEngine {
    /// The engine's screen (a phone held upright unless set otherwise).
    public var screen: UIScreen {
        get {
            if let screen = storage[ObjectIdentifier(UIScreen.self)] as? UIScreen { return screen }
            let screen = UIScreen(bounds: UIScreen.defaultBounds, characterCellSize: UIScreen.defaultCellSize)
            storage[ObjectIdentifier(UIScreen.self)] = screen
            return screen
        }
        set { storage[ObjectIdentifier(UIScreen.self)] = newValue }
    }
}
