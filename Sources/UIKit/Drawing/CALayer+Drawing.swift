/// How a layer's `contents` image is placed in its bounds.
///
/// As Apple's documentation says, the vertical names follow the vertical axis: `.top` is the
/// edge of greatest y. A layer's contents are not flipped by default (`contentsAreFlipped()` is
/// false), so on iOS — y down — `.top` puts the image at the bottom of the layer and `.bottom` at
/// its top; the engine does the same.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where the image goes: scaled, or at its size against edges (h, v: −1 left/top on screen).
    var placement: ArtContents.Mode {
        switch self {
        case .resizeAspect: .aspectFit
        case .resizeAspectFill: .aspectFill
        case .center: .unscaled(h: 0, v: 0)
        // The vertical names are y-up names: `.top` is the bottom of the screen.
        case .top: .unscaled(h: 0, v: 1)
        case .bottom: .unscaled(h: 0, v: -1)
        case .left: .unscaled(h: -1, v: 0)
        case .right: .unscaled(h: 1, v: 0)
        case .topLeft: .unscaled(h: -1, v: 1)
        case .topRight: .unscaled(h: 1, v: 1)
        case .bottomLeft: .unscaled(h: -1, v: -1)
        case .bottomRight: .unscaled(h: 1, v: -1)
        default: .scaleToFill
        }
    }
}

extension CALayer {
    /// Shows the `CGImage` in `contents` (if it is one) by the gravity; a drawing already
    /// there is placed by it again.
    func updateImageContent() {
        if let image = publicContents as? CGImage {
            content = .picture(PictureContents(image: image.content, mode: contentsGravity.placement))
            contentIsDrawn = false
        } else if contentIsDrawn, case var .picture(picture)? = content {
            picture.mode = contentsGravity.placement
            content = .picture(picture)
        }
    }

    /// `display()`'s default: a context of the bounds' size given to `draw(in:)`; what is
    /// drawn becomes the layer's picture.
    package func drawContents(mode: ArtContents.Mode? = nil) {
        needsDisplayFlag = false
        let context = CGContext(size: bounds.size, scale: contentsScale, flipped: true, origin: bounds.origin, isBitmap: false)
        GraphicsContextStack.with(context) { draw(in: context) }
        if !context.drawing.isEmpty {
            content = .picture(PictureContents(image: .drawing(context.drawing), mode: mode ?? contentsGravity.placement))
            contentIsDrawn = true
        } else if contentIsDrawn {
            content = nil
            contentIsDrawn = false
        }
    }

    /// Draws every marked layer of this tree now (a snapshot after screen updates).
    func displayTreeIfNeeded() {
        displayIfNeeded()
        for sublayer in sublayers ?? [] { sublayer.displayTreeIfNeeded() }
        storedMask?.displayTreeIfNeeded()
    }

    /// `render(in:)`: the model tree drawn upright in the bounds' rectangle of `ctx`.
    func renderModel(in ctx: CGContext) {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        ctx.drawUpright(.snapshot(SnapshotContents(root: freezeModel(), sourceRect: bounds), size: size), in: bounds)
    }
}

extension UIKitEngine {
    /// Layers marked by `setNeedsDisplay()`, drawn at the end of the turn once on screen.
    func layerNeedsDisplay(_ layer: CALayer) {
        layersNeedingDisplay.append(WeakBox(layer))
    }

    /// Draws the marked layers that are in a displayed tree; the others wait until they are.
    func displayPass(roots: [CALayer]) {
        guard !layersNeedingDisplay.isEmpty else { return }
        let waiting = layersNeedingDisplay
        layersNeedingDisplay = []
        var seen = Set<ObjectIdentifier>()
        for box in waiting {
            guard let layer = box.value, layer.needsDisplayFlag, seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            var top = layer
            while let parent = top.superlayer ?? top.maskOwner { top = parent }
            if roots.contains(where: { $0 === top }) {
                layer.display()
            } else {
                layersNeedingDisplay.append(box)
            }
        }
    }
}
