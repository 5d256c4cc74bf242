/// Told what a text view does. There is no keyboard here, so nothing edits a text view and none
/// of these is ever called; they exist so that a delegate written for iOS compiles. As a
/// `UIScrollViewDelegate`, it hears the text view scroll.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Text of any length in a scroll view: wrapped to the view's width inside
/// `textContainerInset`, its height the content's, scrolled by a pan when longer than the view.
/// Drawn by a label of its own. Nothing edits it (no keyboard): `isEditable` and `isSelectable`
/// are kept, and the delegate's editing methods are never called.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private let label = UILabel()

    /// The text shown ("" by default).
    open var text: String! {
        get { label.text ?? "" }
        set {
            label.text = newValue ?? ""
            setNeedsLayout()
        }
    }

    /// The text with attributes, as a label takes it (its first character's colour for all).
    open var attributedText: NSAttributedString! {
        get { label.attributedText ?? NSAttributedString(string: "") }
        set {
            label.attributedText = newValue
            setNeedsLayout()
        }
    }

    /// Black by default.
    open var textColor: UIColor? {
        get { label.textColor }
        set { label.textColor = newValue ?? .black }
    }

    open var textAlignment: NSTextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }

    /// Kept; every character is one cell here (as for `UILabel`).
    open var font: UIFont? {
        get { label.font }
        set { label.font = newValue ?? .systemFont(ofSize: 17) }
    }

    /// Whether the user may edit the text (true by default; there is no keyboard here).
    open var isEditable = true
    /// Whether the user may select the text (true by default; kept).
    open var isSelectable = true

    /// Space between the bounds and the text: 8 points above and below by default, as on iOS.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        label.numberOfLines = 0
        label.text = ""
        addSubview(label)
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    /// The text wrapped to the width inside the insets; the content is as tall as it is.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = textContainerInset
        let width = Swift.max(0, bounds.width - inset.left - inset.right)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: inset.left, y: inset.top, width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: height + inset.top + inset.bottom)
    }

    /// The view's width; as tall as the wrapped text and the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let width = size.width > 0 ? size.width : bounds.width
        let text = label.sizeThatFits(CGSize(width: Swift.max(0, width - inset.left - inset.right), height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: text.height + inset.top + inset.bottom)
    }
}
