import Foundation

/// SF Symbols by name, drawn as one character of the screen's grid in the tint of the view that
/// shows them (symbols are template images, as on iOS).
///
/// iOS looks a name up in the SF Symbols catalogue (thousands of names, licensed with Apple's
/// fonts) and returns nil for a name it lacks. The engine has no catalogue: every name gives an
/// image, drawn with the character of its first word in `symbolGlyphs` or `◆`'s ASCII stand-in
/// `*` — so a misspelt name draws here where iOS gives nil (FIDELITY §2.9).
extension UIImage {
    /// How heavy a symbol's strokes are (kept; one character is drawn whatever the weight).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size: small, medium (default) or large.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How a symbol is drawn: its point size (17 by default), weight and scale.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        let textStyle: UIFont.TextStyle?

        private init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil) }
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil) }

        /// This configuration with what `other` specifies put over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified ? other.scale : scale,
                                       textStyle: other.textStyle ?? textStyle)
        }

        /// The symbol's size in points: about its point size tall (a text style's size), a
        /// fifth wider, times the scale (small 0.8, large 1.3); at least one cell.
        func symbolSize(cell: CGSize) -> CGSize {
            let base = pointSize > 0 ? pointSize : (textStyle?.defaultSize ?? 17)
            let k: CGFloat = switch scale { case .small: 0.8; case .large: 1.3; default: 1 }
            let height = max(cell.height, (base * k / cell.height).rounded() * cell.height)
            let width = max(cell.width, (base * k * 1.2 / cell.width).rounded() * cell.width)
            return CGSize(width: width, height: height)
        }
    }

    /// The character drawn for a symbol, by the name's first word ("heart.fill" → "heart").
    static let symbolGlyphs: [String: Character] = [
        "xmark": "x", "multiply": "x", "plus": "+", "minus": "-", "checkmark": "v", "chevron": ">", "arrow": ">",
        "heart": "<", "star": "*", "circle": "o", "square": "#", "rectangle": "#", "trash": "U", "pencil": "/",
        "magnifyingglass": "Q", "gear": "@", "gearshape": "@", "person": "P", "house": "H", "bell": "A",
        "bookmark": "B", "photo": "#", "camera": "C", "play": ">", "pause": "=", "stop": "#", "forward": ">",
        "backward": "<", "square.and.arrow.up": "^", "ellipsis": ".", "info": "i", "questionmark": "?",
        "exclamationmark": "!", "calendar": "#", "clock": "o", "lock": "L", "envelope": "M", "paperplane": ">",
        "link": "&", "folder": "F", "doc": "D", "cart": "U", "bag": "U", "map": "M", "location": "^", "flag": "F",
        "tag": "T", "cloud": "o", "sun": "o", "moon": "C", "bolt": "Z", "flame": "^", "leaf": "&", "music": "d",
        "mic": "I", "speaker": "<", "phone": "T", "message": "@", "bubble": "@", "hand": "Y", "eye": "o",
        "line": "=", "list": "=", "slider": "=", "sidebar": "|", "square.grid": "#", "globe": "@", "wifi": "^",
    ]

    /// A chevron's or arrow's character by the way it points ("chevron.left" <, "arrow.down" v).
    static func pointing(_ words: [String]) -> Character? {
        guard let first = words.first, ["chevron", "arrow", "arrowtriangle", "arrowshape"].contains(first) else { return nil }
        for word in words.dropFirst() {
            switch word {
            case "left", "backward", "uturn": return "<"
            case "right", "forward": return ">"
            case "up": return "^"
            case "down": return "v"
            default: continue
            }
        }
        return nil
    }

    /// A symbol image by name, at the default configuration.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image by name and configuration (nil for an empty name).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbolConfiguration = (configuration as? SymbolConfiguration) ?? .unspecified
        let cell = UIKitEngine.current.screen.characterCellSize
        let size = symbolConfiguration.symbolSize(cell: cell)
        let words = name.split(separator: ".").map(String.init)
        let first = words.first ?? ""
        let glyph = Self.symbolGlyphs[name] ?? Self.pointing(words) ?? Self.symbolGlyphs[first] ?? "*"
        // One character in the middle of the symbol's cells; the rest is transparent.
        let columns = max(1, Int((size.width / cell.width).rounded())), lines = max(1, Int((size.height / cell.height).rounded()))
        var rows = Array(repeating: Array(repeating: Character(" "), count: columns), count: lines)
        rows[(lines - 1) / 2][(columns - 1) / 2] = glyph
        self.init(drawn: .art(rows: rows, size: size), scale: 1)
        symbolName = name
        symbolConfigurationStorage = symbolConfiguration
    }

    /// The symbol with `configuration` put over its own.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbolName, let mine = symbolConfiguration else { return self }
        let next = mine.applying(configuration as? SymbolConfiguration)
        let copy = UIImage(systemName: symbolName, withConfiguration: next) ?? self
        copy.renderingMode = renderingMode
        return copy
    }

    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbolName == nil ? nil : withConfiguration(configuration)
    }

    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool { symbolName != nil }

    public var symbolConfiguration: SymbolConfiguration? { symbolConfigurationStorage }

    /// The same image, drawn in `color` (a template image tinted once and for all).
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(drawn: content, scale: scale)
        copy.symbolName = symbolName
        copy.symbolConfigurationStorage = symbolConfigurationStorage
        copy.fixedTint = color
        copy.renderingMode = renderingMode
        return copy
    }

    /// The base of image configurations (a symbol's is `SymbolConfiguration`).
    public typealias Configuration = SymbolConfiguration
}
