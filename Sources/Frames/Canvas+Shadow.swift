import UIKit

extension Canvas {
    /// Draws the shadow `node` casts, behind the node and its sublayers (docs/FRAMES.md §2).
    ///
    /// The shape is `shadowPath` (non-zero rule) or, without one, the bounds rounded by
    /// `cornerRadius`; it moves by `shadowOffset` (in the layer's plane) and grows by
    /// `shadowRadius / 2` all round. Without a path, cells inside the layer's own bounds stay
    /// unshaded (iOS casts that shadow from the layer's opaque pixels, which hide it).
    mutating func drawShadow(_ node: RenderNode, clips: [Clip], masks: [MaskRegion]) {
        guard let paint = node.shadow else { return }
        let s = node.state
        let b = s.bounds
        let grow = max(0, s.shadowRadius / 2)
        let offset = s.shadowOffset
        let polygons = s.shadowPath?.flattenedPolygons
        let shape: CGRect
        if let path = s.shadowPath {
            let box = path.boundingBoxOfPath
            guard !box.isNull, !box.isEmpty else { return }
            shape = box
        } else {
            guard b.width > 0, b.height > 0 else { return }
            shape = b
        }
        let reach = shape.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -grow, dy: -grow)
        guard let range = screenCells(node, covering: reach) else { return }
        let radius = min(s.cornerRadius, b.width / 2, b.height / 2)
        let grownRadius = radius > 0 ? radius + grow : 0
        let alpha = node.alpha * Double(s.shadowOpacity) * paint.alpha
        let m = node.inverse.m
        for r in range.r0...range.r1 {
            let sy = (CGFloat(r) + 0.5) * ch
            for c in range.c0...range.c1 {
                let sx = (CGFloat(c) + 0.5) * cw
                let W = sx * m.2 + sy * m.5 + m.8
                guard W > 0 else { continue }
                let p = CGPoint(x: (sx * m.0 + sy * m.3 + m.6) / W, y: (sx * m.1 + sy * m.4 + m.7) / W)
                // The point of the unshifted shape that the shadow puts here.
                let q = CGPoint(x: p.x - offset.width, y: p.y - offset.height)
                let shaded: Bool
                if let polygons {
                    shaded = CGPath.polygonsContain(polygons, q, evenOdd: false)
                        || (grow > 0 && Geometry.distance(q, polygons, start: 0, end: 1) <= grow)
                } else {
                    shaded = Geometry.insideRounded(q, b.insetBy(dx: -grow, dy: -grow), grownRadius, node.state.maskedCorners)
                        && !Geometry.insideRounded(p, b, radius, node.state.maskedCorners)
                }
                guard shaded else { continue }
                if !clips.isEmpty && !Geometry.passes(clips, sx, sy) { continue }
                var coverage = 1.0
                if !masks.isEmpty {
                    coverage = Geometry.maskCoverage(masks, sx, sy)
                    if coverage <= 0 { continue }
                }
                let a = alpha * coverage
                let index = r * columns + c
                if a > threshold(c, r) {
                    cells[index] = paint.scalar
                    colors[index] = paint.ansi
                }
                blend(index, paint.darkness, alpha: a, glyph: false)
            }
        }
    }

    /// The cells whose centres can fall inside `rect` (in `node`'s space); the whole screen when
    /// a corner maps behind the eye.
    private func screenCells(_ node: RenderNode, covering rect: CGRect) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let p = node.forward.map(x, y)
            if p.w <= 0 || !p.x.isFinite || !p.y.isFinite { return (0, columns - 1, 0, rows - 1) }
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let c0 = max(0, Int((minX / cw - 0.5).rounded(.up)))
        let c1 = min(columns - 1, Int((maxX / cw - 0.5).rounded(.down)))
        let r0 = max(0, Int((minY / ch - 0.5).rounded(.up)))
        let r1 = min(rows - 1, Int((maxY / ch - 0.5).rounded(.down)))
        guard c0 <= c1, r0 <= r1 else { return nil }
        return (c0, c1, r0, r1)
    }
}
