/// What a layer draws besides its background and border. Views set it: a label its text, an
/// image view its ASCII art, a snapshot view a frozen copy of a layer tree.
package enum LayerContents {
    case text(TextContents)
    case art(ArtContents)
    case snapshot(SnapshotContents)
}

/// Text laid out in the layer's bounds.
package struct TextContents: Equatable {
    package enum Alignment: Equatable { case left, center, right }
    package var text: String
    package var color: CGColor?
    package var alignment: Alignment
    /// 0 means as many lines as fit.
    package var numberOfLines: Int
    package init(text: String, color: CGColor?, alignment: Alignment, numberOfLines: Int) {
        self.text = text
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }
}

/// ASCII art: rows of characters, each character one cell of the art's natural size.
package struct ArtContents: Equatable {
    package enum Mode: Equatable { case scaleToFill, aspectFit, aspectFill, center }
    package var rows: [[Character]]
    /// The art's size in points (columns × cell width, rows × cell height of the device it was
    /// drawn for).
    package var size: CGSize
    package var mode: Mode
    package var tint: CGColor?
    package init(rows: [[Character]], size: CGSize, mode: Mode, tint: CGColor?) {
        self.rows = rows
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
    package init(root: FrozenLayer, sourceRect: CGRect) {
        self.root = root
        self.sourceRect = sourceRect
    }
}

/// One layer of a frozen tree: its presentation state at the moment of the snapshot.
package final class FrozenLayer {
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

    private func freeze(localTime: CFTimeInterval?, globalTime: CFTimeInterval) -> FrozenLayer {
        var state = localTime.map { presentationState(atLocalTime: $0) } ?? modelState
        if localTime == nil { state.isHidden = true }
        let children = sublayersInDrawingOrder.map { child in
            child.freeze(localTime: localTime.flatMap { child.localTime(fromParentTime: $0) }, globalTime: globalTime)
        }
        let frozenMask = storedMask.map { m in
            m.freeze(localTime: localTime.flatMap { m.localTime(fromParentTime: $0) }, globalTime: globalTime)
        }
        return FrozenLayer(state: state, contents: contents, sublayers: children, mask: frozenMask)
    }
}
