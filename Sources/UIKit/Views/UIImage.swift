/// An image — here, ASCII art: rows of characters, one cell each on the screen's character
/// grid. Spaces are transparent. `UIImage(named:)` finds `<name>.txt` in the engine's image
/// directories (a lesson's `art/` folder). An image can also be drawn (`UIGraphicsImageRenderer`,
/// `UIGraphicsGetImageFromCurrentImageContext()`) or made from a `CGImage`; its `rows` are then
/// empty and it draws what was drawn.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// The art's rows (empty for a drawn image).
    public let rows: [String]
    /// Points per character cell the art was drawn for.
    let cellSize: CGSize
    /// What a drawn image shows (nil for art).
    let drawn: ImageContent?
    private let pointScale: CGFloat

    /// How a view draws the image: in its own colours, or as a shape in the view's tint.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: original colours in an image view.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a shape (here: its characters) in the tint of the view showing it.
        case alwaysTemplate = 2
    }

    /// Which way up the image is drawn. Only `.up` is drawn here (§3.3); others are kept.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How views draw the image (`.automatic` unless made by `withRenderingMode(_:)`).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// An SF Symbol's name and configuration (UIImage+Symbols.swift).
    var symbolName: String?
    var symbolConfigurationStorage: SymbolConfiguration?
    /// The colour `withTintColor(_:)` gave the image.
    var fixedTint: UIColor?
    public let imageOrientation: Orientation

    /// The same art, drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(rows: rows, cellSize: cellSize, drawn: drawn, scale: pointScale, orientation: imageOrientation)
        copy.renderingMode = renderingMode
        copy.symbolName = symbolName
        copy.symbolConfigurationStorage = symbolConfigurationStorage
        copy.fixedTint = fixedTint
        return copy
    }

    private init(rows: [String], cellSize: CGSize, drawn: ImageContent?, scale: CGFloat, orientation: Orientation) {
        self.rows = rows
        self.cellSize = cellSize
        self.drawn = drawn
        pointScale = scale
        imageOrientation = orientation
        super.init()
    }

    /// An empty image: no size, draws nothing.
    public override convenience init() {
        self.init(rows: [], cellSize: UIKitEngine.current.screen.characterCellSize, drawn: nil, scale: 1, orientation: .up)
    }

    /// The picture of a Core Graphics image, `scale` pixels a point.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        // Its size is its pixels over `scale`: the content stretched when the scales differ.
        let k = scale > 0 ? scale : 1
        let content = cgImage.content
        let size = CGSize(width: CGFloat(cgImage.width) / k, height: CGFloat(cgImage.height) / k)
        let shown = size == content.size ? content : .cropped(content, rect: CGRect(origin: .zero, size: content.size), size: size)
        self.init(rows: [], cellSize: UIKitEngine.current.screen.characterCellSize, drawn: shown, scale: k, orientation: orientation)
    }

    /// The picture of a Core Graphics image at one pixel a point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image drawn in points (`UIGraphicsImageRenderer` and the image contexts).
    init(drawn: ImageContent, scale: CGFloat) {
        rows = []
        cellSize = UIKitEngine.current.screen.characterCellSize
        self.drawn = drawn
        pointScale = scale
        imageOrientation = .up
        super.init()
    }

    /// Whether views draw the image in their tint: a template, or a symbol left automatic.
    var isTemplate: Bool {
        fixedTint == nil && (renderingMode == .alwaysTemplate || (symbolName != nil && renderingMode == .automatic))
    }

    /// What the image shows, in its own space (points).
    package var content: ImageContent {
        drawn ?? .art(rows: rows.map(Array.init), size: size)
    }

    /// The image as Core Graphics holds it (`size` × `scale` pixels); nil for an empty image.
    open var cgImage: CGImage? {
        let shown = content
        guard shown.size.width > 0, shown.size.height > 0 else { return nil }
        return CGImage(content: shown, scale: pointScale)
    }

    /// Art from its text (lines separated by newlines; trailing blank lines dropped).
    public init(asciiArt: String) {
        var lines = asciiArt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        rows = lines
        cellSize = UIKitEngine.current.screen.characterCellSize
        drawn = nil
        pointScale = 1
        imageOrientation = .up
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

    /// Columns × cell width by rows × cell height (a drawn image: the size it was drawn at, in
    /// points; one made from a `CGImage`: its pixels over its scale).
    open var size: CGSize {
        if let drawn { return drawn.size }
        return CGSize(width: CGFloat(rows.map(\.count).max() ?? 0) * cellSize.width, height: CGFloat(rows.count) * cellSize.height)
    }

    /// Pixels per point (1 for art).
    open var scale: CGFloat { pointScale }
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

    /// The configuration a symbol image is drawn with, over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image as drawn: a symbol with the preferred configuration applied.
    private var shownImage: UIImage? {
        guard let image, image.isSymbolImage, let preferred = preferredSymbolConfiguration else { return image }
        return image.withConfiguration(preferred)
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

    /// An image view shows its image and never calls `draw(_:)`, as on iOS.
    open override func display(_ layer: CALayer) {}

    private func updateContents() {
        guard let image = shownImage, image.size.width > 0, image.size.height > 0 else {
            layer.content = nil
            return
        }
        let mode = contentMode.placement
        let tint = image.fixedTint?.cgColor ?? (image.isTemplate ? tintColor?.cgColor : nil)
        if let drawn = image.drawn {
            layer.content = .picture(PictureContents(image: drawn, mode: mode, tint: tint))
        } else {
            layer.content = .art(ArtContents(rows: image.rows.map(Array.init), size: image.size, mode: mode, tint: tint))
        }
    }

    /// A template image takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.isTemplate == true { updateContents() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    open override var intrinsicContentSize: CGSize { shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}
