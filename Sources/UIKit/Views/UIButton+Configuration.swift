import Foundation

/// Edges of a rectangle named by reading direction (left to right here).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's look and content (iOS 15): a style (`plain()`, `gray()`, `tinted()`,
    /// `filled()`, …) and what it shows. Setting `UIButton.configuration` applies it: the title,
    /// the image, the foreground colour, the background colour of the style, the corner style
    /// and the content insets.
    public struct Configuration: Hashable, @unchecked Sendable {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic = 0, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        enum Style: Hashable { case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent }
        let style: Style

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The title's and image's colour (nil: the style's — the tint, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The background's colour (nil: the style's).
        public var baseBackgroundColor: UIColor?
        public var contentInsets: NSDirectionalEdgeInsets
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var titleAlignment: TitleAlignment = .automatic
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
            // UIKit's medium button: 7 points above and below, 12 at the sides (none for borderless).
            contentInsets = style == .borderless ? NSDirectionalEdgeInsets() : NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The background the style draws behind the content, given the tint.
        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor { return baseBackgroundColor }
            switch style {
            case .plain, .borderless: return nil
            case .gray, .bordered: return .systemGray5
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.15)
            case .filled, .borderedProminent: return tint
            }
        }

        /// The content's colour, given the tint.
        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled || style == .borderedProminent ? .white : tint)
        }

        /// The corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat? {
            switch cornerStyle {
            case .fixed: nil
            case .small: 4
            case .dynamic, .medium: 6
            case .large: 10
            case .capsule: height / 2
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.attributedTitle == b.attributedTitle && a.image === b.image
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor && a.contentInsets == b.contentInsets
                && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding && a.imagePlacement == b.imagePlacement
                && a.titleAlignment == b.titleAlignment && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize && a.showsActivityIndicator == b.showsActivityIndicator
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
        }
    }

    /// A system button with `configuration`, sending `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // Observers do not run for a property set in an initializer.
        applyConfiguration()
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    /// Shows the configuration: its title (the attributed one first), image, colours, corners
    /// and insets.
    func applyConfiguration() {
        guard let configuration = configuration else { return }
        let tint = tintColor ?? .systemBlue
        let foreground = configuration.foreground(tint: tint)
        if let attributed = configuration.attributedTitle {
            setAttributedTitle(NSAttributedString(string: String(attributed.characters)), for: .normal)
        } else {
            setAttributedTitle(nil, for: .normal)
            setTitle(configuration.title, for: .normal)
        }
        setTitleColor(foreground, for: .normal)
        setImage(configuration.image, for: .normal)
        imageView?.tintColor = foreground
        if let symbols = configuration.preferredSymbolConfigurationForImage { setPreferredSymbolConfiguration(symbols, forImageIn: .normal) }
        if let background = configuration.background(tint: tint) { backgroundColor = background }
        let insets = configuration.contentInsets
        contentEdgeInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        if let radius = configuration.cornerRadius(height: bounds.height), configuration.background(tint: tint) != nil {
            layer.cornerRadius = radius
        }
    }

    /// Asks for `updateConfiguration()` (it runs at once here).
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs the `configurationUpdateHandler`, then shows the configuration.
    public func updateConfiguration() {
        configurationUpdateHandler?(self)
        applyConfiguration()
    }
}
