/// A view that shows text, one character per cell of the screen's character grid. Text wraps at
/// word boundaries (and inside words longer than a line), up to `numberOfLines` (0 = no limit);
/// what does not fit is cut with "…".
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet {
            // Plain text replaces the attributed text, with the label's own attributes.
            if !settingAttributedText { storedAttributedText = nil }
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    private var storedAttributedText: NSAttributedString?
    private var settingAttributedText = false

    /// The text with attributes. Setting it sets `text` to its characters and the label's
    /// `textColor`, `font`, `textAlignment` and `lineBreakMode` to the attributes at its first
    /// character, as Apple documents; the whole label is drawn in that colour (one colour per
    /// label here). Reading it after `text` was set gives the text with the label's attributes.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            settingAttributedText = true
            defer { settingAttributedText = false }
            let first = newValue?.leadingAttributes ?? [:]
            if let color = first[.foregroundColor] as? UIColor { textColor = color }
            if let font = first[.font] as? UIFont { self.font = font }
            if let style = first[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            text = newValue?.string
        }
    }

    /// Black by default.
    open var textColor: UIColor! = .black { didSet { updateContents() } }

    open var textAlignment: NSTextAlignment = .natural { didSet { updateContents() } }

    /// How lines break and where text that does not fit is cut (`.byTruncatingTail` by
    /// default): words or characters wrap; the last line that fits ends "…" (tail), starts "…"
    /// (head), has "…" in its middle, or is cut without one (clipping and the wrapping modes).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// 1 by default; 0 means as many lines as fit.
    open var numberOfLines = 1 {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// Kept for code written for iOS; every character is one cell here, so the font changes
    /// neither the drawing nor the size the label needs.
    open var font: UIFont! = .systemFont(ofSize: 17)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    public required init?(coder: NSCoder) { return nil }

    /// A label draws its text on the character grid itself: `draw(_:)` is not called (§2.28).
    open override func display(_ layer: CALayer) {}

    private func updateContents() {
        let alignment: TextContents.Alignment = switch textAlignment {
        case .center: .center
        case .right: .right
        default: .left
        }
        layer.content = text.map { .text(TextContents(text: $0, color: textColor?.cgColor, alignment: alignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)) }
    }

    /// Lines of `text` wrapped to `columns` characters, at most `maxLines` (0: any number), cut
    /// as `lineBreakMode` says.
    nonisolated package static func wrap(_ text: String, columns: Int, maxLines: Int, lineBreakMode: NSLineBreakMode = .byTruncatingTail) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lineBreakMode == .byCharWrapping {
            for paragraph in paragraphs {
                var rest = Substring(paragraph)
                repeat {
                    lines.append(String(rest.prefix(columns)))
                    rest = rest.dropFirst(columns)
                } while !rest.isEmpty
            }
            return maxLines > 0 ? Array(lines.prefix(maxLines)) : lines
        }
        for paragraph in paragraphs {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(word)
                while word.count > columns {
                    if !current.isEmpty { lines.append(current); current = "" }
                    lines.append(String(word.prefix(columns)))
                    word = String(word.dropFirst(columns))
                }
                if current.isEmpty { current = word } else if current.count + 1 + word.count <= columns { current += " " + word } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(current)
        }
        if maxLines > 0 && lines.count > maxLines {
            var kept = Array(lines.prefix(maxLines - 1))
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            let room = Swift.max(columns - 1, 0)
            switch lineBreakMode {
            case .byTruncatingTail:
                // The last line shows as much of the rest of the text as fits, then "…".
                kept.append(String(rest.prefix(room)) + "…")
            case .byTruncatingHead:
                kept.append("…" + String(rest.suffix(room)))
            case .byTruncatingMiddle:
                kept.append(String(rest.prefix(room - room / 2)) + "…" + String(rest.suffix(room / 2)))
            case .byClipping:
                kept.append(String(rest.prefix(columns)))
            case .byWordWrapping, .byCharWrapping:
                kept.append(lines[maxLines - 1])
            }
            return kept
        }
        return lines
    }

    /// The size of the text in cells of the current screen, within `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let cell = engine.screen.characterCellSize
        guard let text, !text.isEmpty else { return .zero }
        let maxColumns = size.width > 0 ? Swift.max(1, Int(size.width / cell.width)) : Int.max / 2
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        let columns = Swift.min(longest, maxColumns)
        let lines = UILabel.wrap(text, columns: columns, maxLines: numberOfLines, lineBreakMode: lineBreakMode)
        return CGSize(width: CGFloat(lines.map(\.count).max() ?? 0) * cell.width, height: CGFloat(lines.count) * cell.height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }
}

/// How a label breaks its lines and cuts text that does not fit (NSParagraphStyle.h).
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; the last line is cut at a word.
    case byWordWrapping = 0
    /// Lines break between characters; the last line is cut at a character.
    case byCharWrapping = 1
    /// Lines break between words; the last line is cut where the label ends.
    case byClipping = 2
    /// The last line starts with "…" and ends as the text does.
    case byTruncatingHead = 3
    /// The last line ends with "…" (the default).
    case byTruncatingTail = 4
    /// The last line has "…" in its middle.
    case byTruncatingMiddle = 5
}
