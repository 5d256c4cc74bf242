/// An image — here, ASCII art: rows of characters, one cell each on the screen's character
/// grid. Spaces are transparent. `UIImage(named:)` finds `<name>.txt` in the engine's image
/// directories (a lesson's `art/` folder).
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// The art's rows.
    public let rows: [String]
    /// Points per character cell the art was drawn for.
    let cellSize: CGSize

    /// How a view draws the image: in its own colours, or as a shape in the view's tint.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: original colours in an image view.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a shape (here: its characters) in the tint of the view showing it.
        case alwaysTemplate = 2
    }

    /// How views draw the image (`.automatic` unless made by `withRenderingMode(_:)`).
    public private(set) var renderingMode: RenderingMode = .automatic

    /// The same art, drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(rows: rows, cellSize: cellSize)
        copy.renderingMode = renderingMode
        return copy
    }

    private init(rows: [String], cellSize: CGSize) {
        self.rows = rows
        self.cellSize = cellSize
        super.init()
    }

    /// Art from its text (lines separated by newlines; trailing blank lines dropped).
    public init(asciiArt: String) {
        var lines = asciiArt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        rows = lines
        cellSize = UIKitEngine.current.screen.characterCellSize
        super.init()
    }

    /// The art in `<name>.txt` (or `name` itself if it has an extension) in the image
    /// directories of the current engine, or nil if there is none.
    public convenience init?(named name: String) {
        guard let art = UIImage.art(named: name) else { return nil }
        self.init(asciiArt: art)
    }

    /// The image of an Xcode image literal, `#imageLiteral(resourceName: "cat")`: the art
    /// `UIImage(named:)` finds. As on iOS, the art must exist: without it the program stops,
    /// naming the art and the folders searched.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let art = UIImage.art(named: name) else {
            let folders = UIKitEngine.current.imageDirectories.map(\.path).joined(separator: ", ")
            preconditionFailure("#imageLiteral(resourceName: \"\(name)\"): no art \(name.contains(".") ? name : name + ".txt") in the image folders (\(folders.isEmpty ? "none" : folders))")
        }
        self.init(asciiArt: art)
    }

    /// The text of the art `UIImage(named:)` would load, or nil.
    private static func art(named name: String) -> String? {
        let fileName = name.contains(".") ? name : name + ".txt"
        for directory in UIKitEngine.current.imageDirectories {
            if let text = try? String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8) { return text }
        }
        return nil
    }

    /// The art in a text file.
    public convenience init?(contentsOfFile path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        self.init(asciiArt: text)
    }

    /// Columns × cell width by rows × cell height.
    open var size: CGSize {
        CGSize(width: CGFloat(rows.map(\.count).max() ?? 0) * cellSize.width, height: CGFloat(rows.count) * cellSize.height)
    }

    open var scale: CGFloat { 1 }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as on iOS, also where no type is written
/// (`let cross = #imageLiteral(resourceName: "cross")`).
extension UIImage: @preconcurrency _ExpressibleByImageLiteral {}
public typealias _ImageLiteralType = UIImage

extension UIKitEngine {
    /// Folders `UIImage(named:)` searches, in order (a lesson's `art/` folder).
    public var imageDirectories: [URL] {
        get { (storage[ObjectIdentifier(ImageDirectories.self)] as? ImageDirectories)?.urls ?? [] }
        set { storage[ObjectIdentifier(ImageDirectories.self)] = ImageDirectories(urls: newValue) }
    }
}

private final class ImageDirectories {
    let urls: [URL]
    init(urls: [URL]) { self.urls = urls }
}

/// A view that shows an image, fitted to its bounds by `contentMode`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        updateContents()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { return nil }

    override func contentModeDidChange() { updateContents() }

    private func updateContents() {
        guard let image else {
            layer.contents = nil
            return
        }
        let mode: ArtContents.Mode = switch contentMode {
        case .scaleAspectFit: .aspectFit
        case .scaleAspectFill: .aspectFill
        case .scaleToFill, .redraw: .scaleToFill
        case .center: .unscaled(h: 0, v: 0)
        case .top: .unscaled(h: 0, v: -1)
        case .bottom: .unscaled(h: 0, v: 1)
        case .left: .unscaled(h: -1, v: 0)
        case .right: .unscaled(h: 1, v: 0)
        case .topLeft: .unscaled(h: -1, v: -1)
        case .topRight: .unscaled(h: 1, v: -1)
        case .bottomLeft: .unscaled(h: -1, v: 1)
        case .bottomRight: .unscaled(h: 1, v: 1)
        }
        let tint = image.renderingMode == .alwaysTemplate ? tintColor?.cgColor : nil
        layer.contents = .art(ArtContents(rows: image.rows.map(Array.init), size: image.size, mode: mode, tint: tint))
    }

    /// A template image takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { updateContents() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}
