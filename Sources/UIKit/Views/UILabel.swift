/// A view that shows text, one character per cell of the screen's character grid. Text wraps at
/// word boundaries (and inside words longer than a line), up to `numberOfLines` (0 = no limit);
/// what does not fit is cut with "…".
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// Black by default.
    open var textColor: UIColor! = .black { didSet { updateContents() } }

    open var textAlignment: NSTextAlignment = .natural { didSet { updateContents() } }

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

    private func updateContents() {
        let alignment: TextContents.Alignment = switch textAlignment {
        case .center: .center
        case .right: .right
        default: .left
        }
        layer.contents = text.map { .text(TextContents(text: $0, color: textColor?.cgColor, alignment: alignment, numberOfLines: numberOfLines)) }
    }

    /// Lines of `text` wrapped to `columns` characters.
    nonisolated package static func wrap(_ text: String, columns: Int, maxLines: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
            // The last line shows as much of the rest of the text as fits, then "…".
            var kept = Array(lines.prefix(maxLines - 1))
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            kept.append(String(rest.prefix(Swift.max(columns - 1, 0))) + "…")
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
        let lines = UILabel.wrap(text, columns: columns, maxLines: numberOfLines)
        return CGSize(width: CGFloat(lines.map(\.count).max() ?? 0) * cell.width, height: CGFloat(lines.count) * cell.height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }
}
