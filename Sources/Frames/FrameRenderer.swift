import UIKit

/// Draws a layer tree into a frame: a pure function of the presentation tree at a time and a
/// device — rendering never changes the engine.
///
/// Back to front (by `zPosition`, then sublayer order), every layer fills the cells whose
/// centres map — back through every transform, 3-D perspective included — inside its bounds:
/// its shadow (behind everything of its own), background (rounded by `cornerRadius`), shape fill
/// and stroke, text, ASCII art or snapshot, then border. `masksToBounds` clips sublayers, `mask` keeps only what the mask covers,
/// opacity dithers, hidden layers and layers seen edge-on draw nothing.
@MainActor
public enum FrameRenderer {
    /// The frame showing `layer` (as the root of the screen) at global time `time`. With
    /// `tones`, the frame also carries the tone of every cell (`Frame.tones`): how dark it looks,
    /// blended with the true alpha of everything drawn there instead of dithered.
    public static func render(_ layer: CALayer, device: Device, at time: CFTimeInterval, tones: Bool = false) -> Frame {
        var canvas = Canvas(device: device, tones: tones)
        if let tree = RenderTree.screenTree(layer, time: time, cellSize: device.cellSize) {
            canvas.draw(tree, clips: [], masks: [])
        }
        return canvas.frame(time: time)
    }

    /// What `engine`'s key window shows now, kept to be drawn later, if ever: taking the
    /// presentation tree costs little, drawing it most of a frame's time.
    public static func pending(_ engine: UIKitEngine, device: Device, tones: Bool = false) -> PendingFrame {
        let time = engine.currentTime
        let tree = engine.keyWindow.flatMap { RenderTree.screenTree($0.layer, time: time, cellSize: device.cellSize) }
        return PendingFrame(tree: tree, device: device, time: time, tones: tones)
    }

    /// The frame showing `engine`'s key window now (blank without one).
    public static func render(_ engine: UIKitEngine, device: Device, tones: Bool = false) -> Frame {
        guard let window = engine.keyWindow else {
            var blank = Frame(columns: device.columns, rows: device.rows, time: engine.currentTime, deviceName: device.name)
            if tones { blank.tones = Array(repeating: 0, count: blank.columns * blank.rows) }
            return blank
        }
        return render(window.layer, device: device, at: engine.currentTime, tones: tones)
    }
}

/// A clip region: the bounds (rounded) of a layer that masks to bounds.
struct Clip {
    let inverse: Homography
    let bounds: CGRect
    let radius: CGFloat
    /// The corners the radius rounds.
    var corners: CACornerMask = Geometry.allCorners
}

/// A mask: its tree in the owner's space, and the map from the screen to that space.
struct MaskRegion {
    let inverse: Homography
    let tree: RenderNode
}

struct Canvas {
    let device: Device
    let columns: Int
    let rows: Int
    let cw: CGFloat
    let ch: CGFloat
    var cells: [Unicode.Scalar]
    var colors: [UInt8]
    /// How dark each cell looks (0 white … 1 black), when tones are drawn.
    var tones: [Double]?
    let thresholds: [Double]

    init(device: Device, tones drawsTones: Bool = false) {
        self.device = device
        columns = device.columns
        rows = device.rows
        cw = device.cellSize.width
        ch = device.cellSize.height
        cells = Array(repeating: " ", count: columns * rows)
        colors = Array(repeating: 0, count: columns * rows)
        tones = drawsTones ? Array(repeating: 0, count: columns * rows) : nil
        thresholds = (0..<16).map { Palette.threshold(column: $0 % 4, row: $0 / 4) }
    }

    func frame(time: CFTimeInterval) -> Frame {
        var f = Frame(columns: columns, rows: rows, time: time, deviceName: device.name)
        f.cells = cells
        f.colors = colors
        f.tones = tones
        return f
    }

    /// Lays `paint` over a cell's tone: a fill covers the cell, a glyph about half of it.
    @inline(__always)
    mutating func blend(_ index: Int, _ darkness: Double, alpha: Double, glyph: Bool) {
        guard tones != nil, alpha > 0 else { return }
        let cover = Swift.min(alpha, 1) * (glyph ? Tone.glyphCoverage : 1)
        tones![index] += cover * (darkness - tones![index])
    }

    @inline(__always)
    func threshold(_ c: Int, _ r: Int) -> Double { thresholds[(r & 3) * 4 + (c & 3)] }

    mutating func draw(_ node: RenderNode, clips: [Clip], masks: [MaskRegion]) {
        var ownMasks = masks
        if let mask = node.mask { ownMasks.append(MaskRegion(inverse: node.inverse, tree: mask)) }
        if node.shadow != nil { drawShadow(node, clips: clips, masks: ownMasks) }
        if node.drawsItself { drawOwn(node, clips: clips, masks: ownMasks, border: false) }
        var childClips = clips
        if node.state.masksToBounds {
            childClips.append(Clip(inverse: node.inverse, bounds: node.state.bounds, radius: node.state.cornerRadius, corners: node.state.maskedCorners))
        }
        for child in node.children { draw(child, clips: childClips, masks: ownMasks) }
        // Core Animation draws a layer's border above its sublayers.
        if node.border != nil { drawOwn(node, clips: clips, masks: ownMasks, border: true) }
    }

    /// The border character at local point `p` (screen point `sx`, `sy`), if the cell is on an
    /// edge: the first cell inside an edge has its centre less than one cell footprint away
    /// (measured here, since perspective varies it); the last one at most one footprint away.
    private func borderGlyph(_ node: RenderNode, _ p: CGPoint, _ sx: CGFloat, _ sy: CGFloat, _ radius: CGFloat) -> Unicode.Scalar? {
        let b = node.state.bounds
        let width = node.state.borderWidth
        let pr = node.inverse.map(sx + cw, sy), pd = node.inverse.map(sx, sy + ch)
        let hx = max(width, abs(pr.x - p.x) + abs(pd.x - p.x))
        let hy = max(width, abs(pr.y - p.y) + abs(pd.y - p.y))
        let nearX = p.x - b.minX < hx || b.maxX - p.x <= hx
        let topEdge = p.y - b.minY < hy
        let nearY = topEdge || b.maxY - p.y <= hy
        guard nearX || nearY else { return nil }
        let glyph: Character
        if nearX && nearY {
            let rounded = radius > 0 && node.state.maskedCorners.contains(Geometry.corner(left: p.x - b.minX < hx, top: topEdge))
            glyph = rounded ? (topEdge ? Palette.roundedTopCorner : Palette.roundedBottomCorner) : Palette.squareCorner
        } else {
            glyph = nearX ? Palette.verticalEdge : Palette.horizontalEdge
        }
        return glyph.unicodeScalars.first
    }

    /// The cell range covered by the node's bounds on screen.
    private func cellRange(_ node: RenderNode, includingContents: Bool) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
        var b = node.state.bounds
        var margin = 0
        // Art larger than its view, and a shape's path, show outside the bounds unless the layer
        // clips (a `CAShapeLayer()` with no frame still draws its path, as on iOS).
        if includingContents, !node.state.masksToBounds {
            if let art = node.art, let rect = Geometry.artRect(art, in: b) { b = b.union(rect) }
            if let picture = node.picture { b = b.union(picture.rect) }
            if node.fill != nil || node.stroke != nil, let path = node.state.path {
                let box = path.boundingBoxOfPath
                if !box.isNull {
                    let reach = node.stroke != nil ? node.state.lineWidth / 2 : 0
                    b = b.union(box.insetBy(dx: -reach, dy: -reach))
                    // A stroke reaches half a cell further (in screen units).
                    if node.stroke != nil { margin = 1 }
                }
            }
        }
        guard b.width > 0, b.height > 0 else { return nil }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        var behind = false
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)] {
            let p = node.forward.map(x, y)
            if p.w <= 0 || !p.x.isFinite || !p.y.isFinite { behind = true; break }
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        if behind { return (0, columns - 1, 0, rows - 1) }
        let c0 = max(0, Int((minX / cw - 0.5).rounded(.up)) - margin)
        let c1 = min(columns - 1, Int((maxX / cw - 0.5).rounded(.down)) + margin)
        let r0 = max(0, Int((minY / ch - 0.5).rounded(.up)) - margin)
        let r1 = min(rows - 1, Int((maxY / ch - 0.5).rounded(.down)) + margin)
        guard c0 <= c1, r0 <= r1 else { return nil }
        return (c0, c1, r0, r1)
    }

    /// Draws the node's own content (`border == false`) or only its border.
    private mutating func drawOwn(_ node: RenderNode, clips: [Clip], masks: [MaskRegion], border drawingBorder: Bool) {
        guard let range = cellRange(node, includingContents: !drawingBorder) else { return }
        let s = node.state
        let b = s.bounds
        // A cell's footprint in local units, for borders and strokes.
        let centre = node.forward.map(b.midX, b.midY)
        let here = node.inverse.map(centre.x, centre.y)
        let right = node.inverse.map(centre.x + cw, centre.y)
        let down = node.inverse.map(centre.x, centre.y + ch)
        let footX = hypot(right.x - here.x, right.y - here.y)
        let footY = hypot(down.x - here.x, down.y - here.y)
        let radius = min(s.cornerRadius, b.width / 2, b.height / 2)
        let m = node.inverse.m
        let polygons = node.isShape ? s.path?.flattenedPolygons : nil
        let evenOdd = s.fillRule == .evenOdd
        let strokeReach = node.stroke != nil ? s.lineWidth / 2 + min(footX, footY) / 2 : 0
        // Read once: the loop below runs for every cell.
        let background = node.background, gradient = node.gradient, fill = node.fill, stroke = node.stroke, border = node.border
        let text = node.text, art = node.art, snapshot = node.snapshot, artTint = node.artTint, picture = node.picture
        // Text is placed character by character (forward), not sampled cell by cell.
        let placedText = drawingBorder ? nil : text?.placements(node.forward, columns: columns, rows: rows, screenCell: CGSize(width: cw, height: ch))
        let snapshotText = drawingBorder ? nil : snapshot.map { SnapshotTextPlacements($0, bounds: b, toScreen: node.forward, columns: columns, rows: rows, screenCell: CGSize(width: cw, height: ch)) }
        let alpha = node.alpha
        let hasArt = art != nil || picture != nil
        let clipsArt = s.masksToBounds  // also clips a shape's path
        let snapshotFootprint = CGSize(width: footX, height: footY)

        for r in range.r0...range.r1 {
            let sy = (CGFloat(r) + 0.5) * ch
            for c in range.c0...range.c1 {
                let sx = (CGFloat(c) + 0.5) * cw
                // The exact inverse gives W = 1 / w, so W > 0 means the point is in front of the eye.
                let W = sx * m.2 + sy * m.5 + m.8
                guard W > 0 else { continue }
                let px = (sx * m.0 + sy * m.3 + m.6) / W
                let py = (sx * m.1 + sy * m.4 + m.7) / W
                let p = CGPoint(x: px, y: py)
                let inside = Geometry.insideRounded(p, b, radius, s.maskedCorners)
                if !inside && polygons == nil && (!hasArt || drawingBorder) { continue }
                if !clips.isEmpty && !Geometry.passes(clips, sx, sy) { continue }
                var coverage = 1.0
                if !masks.isEmpty {
                    coverage = Geometry.maskCoverage(masks, sx, sy)
                    if coverage <= 0 { continue }
                }
                let t = threshold(c, r)
                let a = alpha * coverage
                var out: (Unicode.Scalar, UInt8)?
                let index = r * columns + c
                if drawingBorder {
                    if inside, let border, let glyph = borderGlyph(node, p, sx, sy, radius) {
                        if a * border.alpha > t { out = (glyph, border.ansi) }
                        blend(index, border.darkness, alpha: a * border.alpha, glyph: true)
                    }
                    if let out {
                        cells[index] = out.0
                        colors[index] = out.1
                    }
                    continue
                }
                if inside, let background {
                    if a * background.alpha > t { out = (background.scalar, background.ansi) }
                    blend(index, background.darkness, alpha: a * background.alpha, glyph: false)
                }
                if inside, let gradient, let paint = gradient.color(at: p).flatMap(Paint.init) {
                    if a * paint.alpha > t { out = (paint.scalar, paint.ansi) }
                    blend(index, paint.darkness, alpha: a * paint.alpha, glyph: false)
                }
                if let polygons, inside || !clipsArt {
                    if let fill, CGPath.polygonsContain(polygons, p, evenOdd: evenOdd) {
                        if a * fill.alpha > t { out = (fill.scalar, fill.ansi) }
                        blend(index, fill.darkness, alpha: a * fill.alpha, glyph: false)
                    }
                    if let stroke, Geometry.distance(p, polygons, start: s.strokeStart, end: s.strokeEnd) <= strokeReach {
                        if a * stroke.alpha > t { out = (stroke.scalar, stroke.ansi) }
                        blend(index, stroke.darkness, alpha: a * stroke.alpha, glyph: false)
                    }
                }
                if let art, inside || !clipsArt, let hit = Geometry.artCharacter(art, at: p, in: b) {
                    if a > t { out = (hit, artTint?.ansi ?? 0) }
                    blend(index, artTint?.darkness ?? 1, alpha: a, glyph: true)
                }
                if let picture, inside || !clipsArt {
                    var tone = tones?[index]
                    if let hit = picture.sample(at: p, threshold: t, alpha: a, footprint: snapshotFootprint, tone: &tone) { out = hit }
                    if let tone { tones![index] = tone }
                }
                if inside {
                    if let text, let ch = placedText?[index] {
                        if a * text.paint.alpha > t { out = (ch, text.paint.ansi) }
                        blend(index, text.paint.darkness, alpha: a * text.paint.alpha, glyph: true)
                    }
                    if let snapshot {
                        if let hit = Geometry.sample(snapshot, at: p, in: b, threshold: t, alpha: a, footprint: snapshotFootprint, cell: index, text: snapshotText) { out = hit }
                        if tones != nil { Geometry.blendTone(snapshot, at: p, in: b, alpha: a, footprint: snapshotFootprint, over: &tones![index]) }
                    }
                }
                if let out {
                    cells[index] = out.0
                    colors[index] = out.1
                }
            }
        }
    }
}

/// A screen taken at a time and not drawn yet (`FrameRenderer.pending`).
@MainActor
public struct PendingFrame {
    let tree: RenderNode?
    let device: Device
    let time: CFTimeInterval
    let tones: Bool
    /// What is done to the frame once drawn (`then(_:)`).
    var finish: ((Frame) -> Frame)?

    init(tree: RenderNode?, device: Device, time: CFTimeInterval, tones: Bool) {
        self.tree = tree
        self.device = device
        self.time = time
        self.tones = tones
    }

    /// The frame, drawn now from the tree taken then.
    public func render() -> Frame {
        var canvas = Canvas(device: device, tones: tones)
        if let tree { canvas.draw(tree, clips: [], masks: []) }
        let frame = canvas.frame(time: time)
        return finish.map { $0(frame) } ?? frame
    }

    /// The same screen, with `transform` applied to the frame once it is drawn (a check that
    /// compares part of the screen blanks the rest).
    public func then(_ transform: @escaping (Frame) -> Frame) -> PendingFrame {
        var next = self
        let earlier = finish
        next.finish = { transform(earlier?($0) ?? $0) }
        return next
    }
}
