/// A colour, as views take it (`view.backgroundColor = .systemBlue`). Layers take its `cgColor`.
///
/// Colours are sRGB. The named and system colours use iOS's light-appearance values, so the
/// ASCII renderer can give each one its own character (see docs/FRAMES.md).
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour (what layers store).
    public let cgColor: CGColor

    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour from hue, saturation and brightness (each 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation), v = Double(brightness)
        let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha)!)
    }

    /// Reads the sRGB components; returns true.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(cgColor.r)
        green?.pointee = CGFloat(cgColor.g)
        blue?.pointee = CGFloat(cgColor.b)
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Reads the grey level (the mean of the components) and alpha; returns true.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((cgColor.r + cgColor.g + cgColor.b) / 3)
        alpha?.pointee = cgColor.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.cgColor == cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        "UIColor(red: \(cgColor.r), green: \(cgColor.g), blue: \(cgColor.b), alpha: \(cgColor.alpha))"
    }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> UIColor {
        UIColor(red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: 1)
    }

    // Classic colours.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colours (light appearance).
    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)

    // Semantic colours (light appearance).
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let tintColor = UIColor.systemBlue
}

/// A font. Frames draw one character per cell whatever the size, so the font matters only for
/// `pointSize` and the bold flag; text layout uses the screen's character cell.
open class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    let isBold: Bool

    init(name: String, size: CGFloat, bold: Bool) {
        fontName = name
        pointSize = size
        isBold = bold
        super.init()
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, bold: fontName.lowercased().contains("bold"))
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: "System", size: fontSize, bold: false) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: "System-Bold", size: fontSize, bold: true) }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: "System", size: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, bold: isBold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: "System-Italic", size: fontSize, bold: false) }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: "System-Monospaced", size: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: "System-MonospacedDigits", size: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    }

    /// The Dynamic Type styles, at the sizes of the default text size ("Large").
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at the default text size (Apple's Human Interface Guidelines table).
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// The font of a text style at the default text size; headline is semibold. Sizes never
    /// change here (there is no Dynamic Type setting).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: "System", size: style.defaultSize, bold: style == .headline)
    }
}
