import Foundation

/// UIKit's text attributes. Text is drawn on the screen's character grid, so only the colour
/// shows (the first character's, for the whole label: §2.9); the others are kept.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// How text is underlined or struck through (kept; not drawn).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout. A label honours `alignment` and `lineBreakMode` of the first
/// character's style; the spacings are kept (each line is one row of cells).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var hyphenationFactor: Float = 0

    public override init() { super.init() }

    /// The style of text that sets none.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public func copy(with zone: NSZone? = nil) -> Any { copyStyle(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyStyle(into: NSMutableParagraphStyle()) }

    private func copyStyle<S: NSParagraphStyle>(into copy: S) -> S {
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.lineHeightMultiple = lineHeightMultiple
        copy.hyphenationFactor = hyphenationFactor
        return copy
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}

/// A text shadow (kept; not drawn).
open class NSShadow: NSObject, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`, or nil for black at a third.
    open var shadowColor: Any?
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The attributes a label or button reads: those of the first character.
    var leadingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}
