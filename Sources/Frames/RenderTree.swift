import UIKit

/// A layer prepared for drawing at one instant: its presentation state, its map to the screen
/// (or to its parent, for trees queried point by point), and its content laid out.
final class RenderNode {
    let state: LayerState
    let isShape: Bool
    /// Local → target space (the screen, or the parent for point-queried trees).
    let forward: Homography
    /// Target → local.
    let inverse: Homography
    /// Accumulated opacity (for screen trees) or own opacity (for point-queried trees).
    let alpha: Double
    var children: [RenderNode] = []
    /// The mask, as a tree in this node's local space.
    var mask: RenderNode?
    let text: TextLayout?
    let art: ArtContents?
    /// The colour of a template image's characters (its tint), or nil for the art's own.
    let artTint: Paint?
    let snapshot: SnapshotSource?
    /// A drawn picture (`draw(_:)`, a drawn image, `contents` set to a `CGImage`).
    let picture: PictureNode?
    /// A gradient layer's gradient.
    let gradient: GradientPaint?
    let background: Paint?
    let border: Paint?
    let fill: Paint?
    let stroke: Paint?
    /// The shadow's colour, when the layer casts one (`shadowOpacity > 0`, not clipped by its
    /// own `masksToBounds`); its alpha does not include `shadowOpacity`.
    let shadow: Paint?

    init(state: LayerState, isShape: Bool, contents: LayerContents?, forward: Homography, inverse: Homography, alpha: Double, cellSize: CGSize) {
        self.state = state
        self.isShape = isShape
        self.forward = forward
        self.inverse = inverse
        self.alpha = alpha
        background = Paint(state.backgroundColor)
        border = state.borderWidth > 0 ? Paint(state.borderColor) : nil
        fill = isShape && state.path != nil ? Paint(state.fillColor) : nil
        stroke = isShape && state.path != nil && state.lineWidth > 0 ? Paint(state.strokeColor) : nil
        shadow = state.shadowOpacity > 0 && !state.masksToBounds ? Paint(state.shadowColor) : nil
        var picture: PictureNode?
        switch contents {
        case let .text(t): text = TextLayout.cached(t, bounds: state.bounds, cellSize: cellSize); art = nil; snapshot = nil
        case let .art(a): art = a; text = nil; snapshot = nil
        case let .snapshot(s): snapshot = SnapshotSource(s, cellSize: cellSize); text = nil; art = nil
        case let .picture(p): picture = PictureNode(p, bounds: state.bounds, cellSize: cellSize); text = nil; art = nil; snapshot = nil
        case nil: text = nil; art = nil; snapshot = nil
        }
        self.picture = picture
        gradient = state.gradientPaint
        artTint = art.flatMap { Paint($0.tint) }
    }

    /// Whether the node draws anything itself (not counting children).
    var drawsItself: Bool {
        background != nil || border != nil || fill != nil || stroke != nil || text != nil || art != nil || snapshot != nil || picture != nil || gradient != nil
    }
}

/// A colour as drawn: its character, ANSI colour and alpha.
struct Paint {
    let scalar: Unicode.Scalar
    let ansi: UInt8
    let alpha: Double
    /// How dark the colour looks: 1 − its relative luminance.
    let darkness: Double

    init?(_ color: CGColor?) {
        guard let color, let c = color.components, c[3] > 0 else { return nil }
        let look = Palette.appearance(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]))
        scalar = look.character.unicodeScalars.first!
        ansi = look.ansi
        alpha = Double(c[3])
        darkness = 1 - Tone.luminance(Double(c[0]), Double(c[1]), Double(c[2]))
    }

    init(scalar: Unicode.Scalar, ansi: UInt8, alpha: Double) {
        self.scalar = scalar
        self.ansi = ansi
        self.alpha = alpha
        darkness = 0
    }
}

/// A label's text placed in its bounds: wrapped lines, centred vertically, aligned per line.
struct TextLayout {
    private struct Key: Hashable {
        var text: TextContents
        var bounds: CGRect
        var cell: CGSize
        func hash(into h: inout Hasher) {
            h.combine(text.text); h.combine(text.numberOfLines)
            h.combine(bounds.width); h.combine(bounds.height); h.combine(bounds.minX); h.combine(bounds.minY)
            h.combine(cell.width); h.combine(cell.height)
        }
        static func == (a: Key, b: Key) -> Bool { a.text == b.text && a.bounds == b.bounds && a.cell == b.cell }
    }

    /// Layouts of recent labels: wrapping is the same every frame while text and bounds are.
    /// (Rendering happens on the main actor only.)
    nonisolated(unsafe) private static var cache: [Key: TextLayout?] = [:]

    static func cached(_ t: TextContents, bounds: CGRect, cellSize: CGSize) -> TextLayout? {
        let key = Key(text: t, bounds: bounds, cell: cellSize)
        if let hit = cache[key] { return hit }
        if cache.count > 512 { cache.removeAll() }
        let layout = TextLayout(t, bounds: bounds, cellSize: cellSize)
        cache[key] = layout
        return layout
    }

    let lines: [[Unicode.Scalar]]
    let lineLefts: [CGFloat]
    let top: CGFloat
    let cellSize: CGSize
    let paint: Paint

    init?(_ t: TextContents, bounds: CGRect, cellSize: CGSize) {
        guard !t.text.isEmpty else { return nil }
        let columns = Int((bounds.width / cellSize.width).rounded(.down) + 0.001)
        let rowsFit = Int((bounds.height / cellSize.height).rounded(.down) + 0.001)
        guard columns > 0, rowsFit > 0 else { return nil }
        let limit = t.numberOfLines == 0 ? rowsFit : Swift.min(t.numberOfLines, rowsFit)
        let wrapped = UILabel.wrap(t.text, columns: columns, maxLines: limit, lineBreakMode: t.lineBreakMode)
        lines = wrapped.map { Array($0.unicodeScalars) }
        lineLefts = lines.map { line in
            let width = CGFloat(line.count) * cellSize.width
            switch t.alignment {
            case .left: return bounds.minX
            case .center: return bounds.minX + ((CGFloat(columns) * cellSize.width - width) / 2 / cellSize.width).rounded(.down) * cellSize.width
            case .right: return bounds.minX + CGFloat(columns) * cellSize.width - width
            }
        }
        top = bounds.minY + ((CGFloat(rowsFit) - CGFloat(lines.count)) / 2).rounded(.down) * cellSize.height
        self.cellSize = cellSize
        paint = Paint(t.color) ?? Paint(scalar: " ", ansi: 0, alpha: 0)
    }

    /// Where each character goes on screen: the cell its centre falls in through `toScreen`
    /// (local → screen), one character per cell; when two fall in one cell (the text is
    /// squeezed), the one whose centre is nearer the cell's centre. So text turned or scaled
    /// keeps every letter there is room for, and letters drop out evenly only where there is
    /// none. (A centre exactly on a cell boundary goes to the cell before it, as a cell whose
    /// centre is on a character boundary shows the character after it: an unmoved label is
    /// drawn as `character(at:)` draws it.) Keys are `row * columns + column`.
    func placements(_ toScreen: Homography, columns: Int, rows: Int, screenCell: CGSize) -> [Int: Unicode.Scalar] {
        var placed: [Int: (scalar: Unicode.Scalar, distance: CGFloat)] = [:]
        for (row, line) in lines.enumerated() {
            let y = top + (CGFloat(row) + 0.5) * cellSize.height
            var previous: Int?
            for (column, scalar) in line.enumerated() {
                guard scalar != " " else { previous = nil; continue }
                let x = lineLefts[row] + (CGFloat(column) + 0.5) * cellSize.width
                let q = toScreen.map(x, y)
                guard q.w > 0, q.x.isFinite, q.y.isFinite else { continue }
                var c = Int((q.x / screenCell.width).rounded(.up)) - 1
                let r = Int((q.y / screenCell.height).rounded(.up)) - 1
                // A letter whose cell the letter before it took, but whose centre is in the
                // cell's right half, has room in the next cell (turned text steps across cells).
                if let previous, previous == r * columns + c, q.x > (CGFloat(c) + 0.5) * screenCell.width, c + 1 < columns, placed[previous + 1] == nil {
                    c += 1
                }
                guard c >= 0, c < columns, r >= 0, r < rows else { continue }
                let distance = hypot(q.x - (CGFloat(c) + 0.5) * screenCell.width, q.y - (CGFloat(r) + 0.5) * screenCell.height)
                let index = r * columns + c
                previous = index
                if let other = placed[index], other.distance <= distance { continue }
                placed[index] = (scalar, distance)
            }
        }
        return placed.mapValues(\.scalar)
    }

    /// The character at local point `p`, if text is there.
    func character(at p: CGPoint) -> Unicode.Scalar? {
        let row = Int(((p.y - top) / cellSize.height).rounded(.down))
        guard row >= 0, row < lines.count else { return nil }
        let column = Int(((p.x - lineLefts[row]) / cellSize.width).rounded(.down))
        guard column >= 0, column < lines[row].count else { return nil }
        let s = lines[row][column]
        return s == " " ? nil : s
    }
}

/// A snapshot's frozen tree, ready for point queries.
struct SnapshotSource {
    let contents: SnapshotContents
    let root: RenderNode

    init(_ contents: SnapshotContents, cellSize: CGSize) {
        self.contents = contents
        // A frozen tree never changes: prepare it once and keep it with the tree.
        if let cached = contents.root.renderCache as? RenderNode {
            root = cached
        } else {
            root = RenderTree.localTree(contents.root, asRoot: true, cellSize: cellSize)
            contents.root.renderCache = root
        }
    }
}

enum RenderTree {
    /// Builds the screen tree of a live layer at global time `time`.
    @MainActor
    static func screenTree(_ layer: CALayer, time: CFTimeInterval, cellSize: CGSize) -> RenderNode? {
        build(layer, parentTime: time, parent: nil, parentToScreen: .identity, parentAlpha: 1, cellSize: cellSize)
    }

    @MainActor
    private static func build(_ layer: CALayer, parentTime: CFTimeInterval, parent: LayerState?, parentToScreen: Homography, parentAlpha: Double, cellSize: CGSize) -> RenderNode? {
        guard let local = layer.localTime(fromParentTime: parentTime) else { return nil }
        let state = layer.presentationState(atLocalTime: local)
        if state.isHidden { return nil }
        let alpha = parentAlpha * Double(state.opacity)
        if alpha <= 0 { return nil }
        let forward = CALayer.toParentHomography(state, parent: parent, isMask: false).then(parentToScreen)
        guard let inverse = forward.inverted(), !isEdgeOn(forward, state.bounds, cellSize: cellSize) else { return nil }
        if !state.isDoubleSided && isBackFacing(forward, state.bounds) { return nil }
        let node = RenderNode(state: state, isShape: layer is CAShapeLayer, contents: layer.content, forward: forward, inverse: inverse, alpha: alpha, cellSize: cellSize)
        node.children = layer.sublayersInDrawingOrder.compactMap {
            build($0, parentTime: local, parent: state, parentToScreen: forward, parentAlpha: alpha, cellSize: cellSize)
        }
        if let mask = layer.modelMask {
            node.mask = liveLocalTree(mask, parentTime: local, parent: state, cellSize: cellSize)
                ?? RenderNode(state: LayerState(), isShape: false, contents: nil, forward: .identity, inverse: .identity, alpha: 0, cellSize: cellSize)
        }
        return node
    }

    /// A live mask tree in its owner's space (for point queries).
    @MainActor
    private static func liveLocalTree(_ layer: CALayer, parentTime: CFTimeInterval, parent: LayerState?, cellSize: CGSize) -> RenderNode? {
        guard let local = layer.localTime(fromParentTime: parentTime) else { return nil }
        let state = layer.presentationState(atLocalTime: local)
        if state.isHidden { return nil }
        let forward = CALayer.toParentHomography(state, parent: parent, isMask: parent != nil && layer.superlayer == nil)
        guard let inverse = forward.inverted() else { return nil }
        let node = RenderNode(state: state, isShape: layer is CAShapeLayer, contents: layer.content, forward: forward, inverse: inverse, alpha: Double(state.opacity), cellSize: cellSize)
        node.children = layer.sublayersInDrawingOrder.compactMap { liveLocalTree($0, parentTime: local, parent: state, cellSize: cellSize) }
        if let mask = layer.modelMask { node.mask = liveLocalTree(mask, parentTime: local, parent: state, cellSize: cellSize) }
        return node
    }

    /// A frozen tree for point queries. The root's own position and transform are ignored: a
    /// snapshot shows the layer in its own bounds space.
    static func localTree(_ frozen: FrozenLayer, asRoot: Bool, parent: LayerState? = nil, cellSize: CGSize) -> RenderNode {
        let state = frozen.state
        let forward = asRoot ? Homography.identity : CALayer.toParentHomography(state, parent: parent, isMask: false)
        let inverse = forward.inverted() ?? Homography(m: (0, 0, 0, 0, 0, 0, 0, 0, 0))
        let node = RenderNode(state: state, isShape: state.path != nil, contents: frozen.contents, forward: forward, inverse: inverse,
                              alpha: state.isHidden ? 0 : Double(state.opacity), cellSize: cellSize)
        node.children = frozen.sublayers.map { localTree($0, asRoot: false, parent: state, cellSize: cellSize) }
        if let mask = frozen.mask {
            let m = localTree(mask, asRoot: false, parent: nil, cellSize: cellSize)
            node.mask = m
        }
        return node
    }

    /// Whether the layer is seen (nearly) edge-on: its bounds project to a strip thinner than half
    /// a character cell across it (4 points across a column, 8 across a row) and thinner than half
    /// the layer itself. Such a strip covers less than half of any cell, so no cell shows it — a
    /// card turned a quarter shows nothing, as on a device where the strip is a hairline. A layer
    /// that is thin to begin with (a 2-point rule) keeps its size and stays.
    static func isEdgeOn(_ h: Homography, _ b: CGRect, cellSize: CGSize) -> Bool {
        guard b.width > 0, b.height > 0 else { return false }
        let mapped = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map { h.map($0.0, $0.1) }
        if mapped.contains(where: { $0.w <= 0 }) { return false }
        let corners = mapped.map { CGPoint(x: $0.x, y: $0.y) }
        var area: CGFloat = 0
        var longest: CGFloat = 0
        var along = CGPoint(x: 0, y: 1)
        for i in 0..<4 {
            let a = corners[i], c = corners[(i + 1) % 4]
            area += a.x * c.y - c.x * a.y
            let length = hypot(c.x - a.x, c.y - a.y)
            if length > longest {
                longest = length
                along = CGPoint(x: (c.x - a.x) / length, y: (c.y - a.y) / length)
            }
        }
        // The strip's thickness: area over its length; a cell's extent across the strip.
        let thickness = longest > 0 ? abs(area) / 2 / longest : 0
        let across = abs(along.y) * cellSize.width + abs(along.x) * cellSize.height
        return thickness < across / 2 && thickness < Swift.min(b.width, b.height) / 2
    }

    /// Whether the layer's front faces away from the viewer (its bounds appear mirrored).
    static func isBackFacing(_ h: Homography, _ b: CGRect) -> Bool {
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        let mapped = corners.map { h.map($0.x, $0.y) }
        if mapped.contains(where: { $0.w <= 0 }) { return false }
        var area: CGFloat = 0
        for i in 0..<4 {
            let a = mapped[i], c = mapped[(i + 1) % 4]
            area += a.x * c.y - c.x * a.y
        }
        return area < 0
    }
}

/// The screen cells of the text inside a snapshot's frozen trees, per text node: what
/// `Geometry.sample` shows of a text there, placed as `TextLayout.placements` places it.
struct SnapshotTextPlacements {
    var cells: [ObjectIdentifier: [Int: Unicode.Scalar]] = [:]

    /// For the snapshot of `node` (bounds `b`), whose local space reaches the screen through
    /// `toScreen`.
    init(_ snapshot: SnapshotSource, bounds b: CGRect, toScreen: Homography, columns: Int, rows: Int, screenCell: CGSize) {
        add(snapshot, bounds: b, toScreen: toScreen, columns: columns, rows: rows, screenCell: screenCell)
    }

    private mutating func add(_ snapshot: SnapshotSource, bounds b: CGRect, toScreen: Homography, columns: Int, rows: Int, screenCell: CGSize) {
        let source = snapshot.contents.sourceRect
        guard source.width > 0, source.height > 0 else { return }
        // The frozen picture's space (the original's bounds) stretched over the snapshot's bounds.
        let kx = b.width / source.width, ky = b.height / source.height
        let stretch = Homography(m: (kx, 0, 0, 0, ky, 0, b.minX - source.minX * kx, b.minY - source.minY * ky, 1))
        walk(snapshot.root, toScreen: stretch.then(toScreen), columns: columns, rows: rows, screenCell: screenCell)
    }

    private mutating func walk(_ node: RenderNode, toScreen: Homography, columns: Int, rows: Int, screenCell: CGSize) {
        if let text = node.text {
            cells[ObjectIdentifier(node)] = text.placements(toScreen, columns: columns, rows: rows, screenCell: screenCell)
        }
        if let nested = node.snapshot {
            add(nested, bounds: node.state.bounds, toScreen: toScreen, columns: columns, rows: rows, screenCell: screenCell)
        }
        for child in node.children {
            walk(child, toScreen: child.forward.then(toScreen), columns: columns, rows: rows, screenCell: screenCell)
        }
    }
}
