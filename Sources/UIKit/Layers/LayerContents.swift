/// What a layer draws besides its background and border. Views set it: a label its text, an
/// image view its ASCII art, a snapshot view a frozen copy of a layer tree.
package enum LayerContents {
    case text(TextContents)
    case art(ArtContents)
    case snapshot(SnapshotContents)
    /// An image that is not art: drawn with Core Graphics, a picture of a layer tree, or a part
    /// of one (a view's `draw(_:)`, a drawn image in an image view, `contents` set to a `CGImage`).
    case picture(PictureContents)
}

/// Text laid out in the layer's bounds.
package struct TextContents: Equatable {
    package enum Alignment: Equatable { case left, center, right }
    package var text: String
    package var color: CGColor?
    package var alignment: Alignment
    /// 0 means as many lines as fit.
    package var numberOfLines: Int
    /// How lines break and where text that does not fit is cut.
    package var lineBreakMode: NSLineBreakMode
    package init(text: String, color: CGColor?, alignment: Alignment, numberOfLines: Int, lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        self.text = text
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}

/// ASCII art: rows of characters, each character one cell of the art's natural size.
package struct ArtContents: Equatable {
    package enum Mode: Equatable {
        case scaleToFill, aspectFit, aspectFill
        /// Natural size, aligned: h −1 left, 0 centre, 1 right; v −1 top, 0 centre, 1 bottom.
        case unscaled(h: Int, v: Int)
    }
    package var rows: [[Character]]
    /// The widest row's length.
    package let columns: Int
    /// The art's size in points (columns × cell width, rows × cell height of the device it was
    /// drawn for).
    package var size: CGSize
    package var mode: Mode
    package var tint: CGColor?
    package init(rows: [[Character]], size: CGSize, mode: Mode, tint: CGColor?) {
        self.rows = rows
        columns = rows.map(\.count).max() ?? 0
        self.size = size
        self.mode = mode
        self.tint = tint
    }
}

/// A frozen copy of a layer tree's appearance, drawn scaled into the layer's bounds.
package struct SnapshotContents {
    package var root: FrozenLayer
    /// The rectangle of the original (in its own bounds space) that the snapshot shows.
    package var sourceRect: CGRect
    /// Edges of `sourceRect` kept at their size when the snapshot is resized (nine-slice).
    package var capInsets: UIEdgeInsets
    package init(root: FrozenLayer, sourceRect: CGRect, capInsets: UIEdgeInsets = .zero) {
        self.root = root
        self.sourceRect = sourceRect
        self.capInsets = capInsets
    }

    /// Maps a point of a snapshot whose bounds are `size` to the original's bounds space:
    /// linear stretch, except that the cap insets keep their size.
    package func sourcePoint(_ p: CGPoint, in size: CGSize) -> CGPoint {
        func axis(_ v: CGFloat, _ dest: CGFloat, _ origin: CGFloat, _ source: CGFloat, _ capA: CGFloat, _ capB: CGFloat) -> CGFloat {
            guard dest > 0 else { return origin }
            if capA + capB <= 0 || capA + capB >= dest || capA + capB >= source {
                return origin + v * source / dest
            }
            if v < capA { return origin + v }
            if v > dest - capB { return origin + source - (dest - v) }
            let middleDest = dest - capA - capB, middleSource = source - capA - capB
            return origin + capA + (v - capA) * middleSource / middleDest
        }
        return CGPoint(
            x: axis(p.x, size.width, sourceRect.minX, sourceRect.width, capInsets.left, capInsets.right),
            y: axis(p.y, size.height, sourceRect.minY, sourceRect.height, capInsets.top, capInsets.bottom))
    }
}

/// One layer of a frozen tree: its presentation state at the moment of the snapshot.
package final class FrozenLayer: @unchecked Sendable {
    /// A renderer's prepared copy of this (immutable) tree, kept between frames.
    package var renderCache: AnyObject?
    package let state: LayerState
    package let contents: LayerContents?
    package let sublayers: [FrozenLayer]
    package let mask: FrozenLayer?
    package init(state: LayerState, contents: LayerContents?, sublayers: [FrozenLayer], mask: FrozenLayer?) {
        self.state = state
        self.contents = contents
        self.sublayers = sublayers
        self.mask = mask
    }
}

extension CALayer {
    /// Freezes this layer tree as it looks at global time `t`.
    package func freeze(atGlobalTime t: CFTimeInterval) -> FrozenLayer {
        let local = localTime(atGlobalTime: t)
        return freeze(localTime: local, globalTime: t)
    }

    /// Freezes this layer tree as its model values are (no animation, as `render(in:)` draws).
    package func freezeModel() -> FrozenLayer {
        FrozenLayer(state: modelState, contents: content, sublayers: sublayersInDrawingOrder.map { $0.freezeModel() }, mask: storedMask?.freezeModel())
    }

    private func freeze(localTime: CFTimeInterval?, globalTime: CFTimeInterval) -> FrozenLayer {
        var state = localTime.map { presentationState(atLocalTime: $0) } ?? modelState
        if localTime == nil { state.isHidden = true }
        let children = sublayersInDrawingOrder.map { child in
            child.freeze(localTime: localTime.flatMap { child.localTime(fromParentTime: $0) }, globalTime: globalTime)
        }
        let frozenMask = storedMask.map { m in
            m.freeze(localTime: localTime.flatMap { m.localTime(fromParentTime: $0) }, globalTime: globalTime)
        }
        return FrozenLayer(state: state, contents: content, sublayers: children, mask: frozenMask)
    }
}
