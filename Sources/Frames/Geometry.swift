import UIKit

/// Point tests shared by the renderer and the point queries of masks and snapshots.
enum Geometry {
    @inline(__always)
    static func insideRounded(_ p: CGPoint, _ b: CGRect, _ radius: CGFloat, _ corners: CACornerMask = allCorners) -> Bool {
        guard p.x >= b.minX, p.x < b.maxX, p.y >= b.minY, p.y < b.maxY else { return false }
        guard radius > 0 else { return true }
        let left = p.x < b.minX + radius, right = p.x > b.maxX - radius
        let top = p.y < b.minY + radius, bottom = p.y > b.maxY - radius
        guard (left || right) && (top || bottom) else { return true }
        guard corners.contains(corner(left: left, top: top)) else { return true }
        let cx = left ? b.minX + radius : b.maxX - radius
        let cy = top ? b.minY + radius : b.maxY - radius
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= radius * radius
    }

    static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The corner on the given sides (min-Y is the top).
    @inline(__always)
    static func corner(left: Bool, top: Bool) -> CACornerMask {
        switch (left, top) {
        case (true, true): .layerMinXMinYCorner
        case (false, true): .layerMaxXMinYCorner
        case (true, false): .layerMinXMaxYCorner
        case (false, false): .layerMaxXMaxYCorner
        }
    }

    static func passes(_ clips: [Clip], _ sx: CGFloat, _ sy: CGFloat) -> Bool {
        for clip in clips {
            let p = clip.inverse.map(sx, sy)
            if !insideRounded(CGPoint(x: p.x, y: p.y), clip.bounds, min(clip.radius, clip.bounds.width / 2, clip.bounds.height / 2), clip.corners) { return false }
        }
        return true
    }

    /// The product of the masks' coverages at a screen point.
    static func maskCoverage(_ masks: [MaskRegion], _ sx: CGFloat, _ sy: CGFloat) -> Double {
        var result = 1.0
        for mask in masks {
            let p = mask.inverse.map(sx, sy)
            result *= coverage(mask.tree, CGPoint(x: p.x, y: p.y))
            if result <= 0 { return 0 }
        }
        return result
    }

    /// How much of a mask tree covers a point of its parent's space (0…1).
    static func coverage(_ node: RenderNode, _ parentPoint: CGPoint) -> Double {
        guard node.alpha > 0 else { return 0 }
        let q = node.inverse.map(parentPoint.x, parentPoint.y)
        let p = CGPoint(x: q.x, y: q.y)
        let s = node.state
        let inside = insideRounded(p, s.bounds, min(s.cornerRadius, s.bounds.width / 2, s.bounds.height / 2), s.maskedCorners)
        if s.masksToBounds && !inside { return 0 }
        var own = 0.0
        if inside, let bg = node.background { own = bg.alpha }
        if inside, let gradient = node.gradient { own = max(own, gradient.color(at: p).map { Double($0.alpha) } ?? 0) }
        if let fill = node.fill, let polygons = s.path?.flattenedPolygons,
           CGPath.polygonsContain(polygons, p, evenOdd: s.fillRule == .evenOdd) {
            own = max(own, fill.alpha)
        }
        if inside {
            if let text = node.text, text.character(at: p) != nil { own = max(own, text.paint.alpha) }
            if let art = node.art, artCharacter(art, at: p, in: s.bounds) != nil { own = 1 }
            if node.snapshot != nil { own = 1 }
            if let picture = node.picture { own = max(own, picture.coverage(at: p)) }
        }
        for child in node.children where own < 1 {
            own = max(own, coverage(child, p))
        }
        if let mask = node.mask { own *= coverage(mask, p) }
        return own * node.alpha
    }

    /// Where the art is drawn in bounds `b`, by its content mode.
    static func artRect(_ art: ArtContents, in b: CGRect) -> CGRect? {
        guard !art.rows.isEmpty else { return nil }
        return PictureContents.place(art.size, mode: art.mode, in: b)
    }

    /// The art character at a local point, placed by the content mode.
    static func artCharacter(_ art: ArtContents, at p: CGPoint, in b: CGRect) -> Unicode.Scalar? {
        let rows = art.rows.count
        let columns = art.columns
        guard columns > 0, let rect = artRect(art, in: b), rect.contains(p) else { return nil }
        let row = Int(((p.y - rect.minY) / rect.height * CGFloat(rows)).rounded(.down))
        let column = Int(((p.x - rect.minX) / rect.width * CGFloat(columns)).rounded(.down))
        guard row >= 0, row < rows, column >= 0, column < art.rows[row].count else { return nil }
        let character = art.rows[row][column]
        return character == " " ? nil : character.unicodeScalars.first
    }

    /// What a snapshot shows at a local point of the snapshot view; `footprint` is the size of
    /// one cell there (for borders).
    /// Text shows as `text` places it for the screen cell `cell` (nil: at the point, as
    /// `TextLayout.character(at:)` finds it).
    static func sample(_ snap: SnapshotSource, at p: CGPoint, in b: CGRect, threshold: Double, alpha: Double, footprint: CGSize,
                       cell: Int? = nil, text: SnapshotTextPlacements? = nil) -> (Unicode.Scalar, UInt8)? {
        let source = snap.contents.sourcePoint(CGPoint(x: p.x - b.minX, y: p.y - b.minY), in: b.size)
        let scale = CGSize(width: b.width > 0 ? snap.contents.sourceRect.width / b.width : 1,
                           height: b.height > 0 ? snap.contents.sourceRect.height / b.height : 1)
        let sourceFootprint = CGSize(width: footprint.width * scale.width, height: footprint.height * scale.height)
        return sample(snap.root, source, threshold: threshold, alpha: alpha, footprint: sourceFootprint, isRoot: true, cell: cell, text: text)
    }

    /// The front-most drawing of a point-queried tree at a point of its parent's space.
    static func sample(_ node: RenderNode, _ parentPoint: CGPoint, threshold t: Double, alpha: Double, footprint: CGSize, isRoot: Bool = false,
                       cell: Int? = nil, text placements: SnapshotTextPlacements? = nil) -> (Unicode.Scalar, UInt8)? {
        let a = alpha * node.alpha
        guard a > 0 else { return nil }
        let q = isRoot ? (x: parentPoint.x, y: parentPoint.y, w: CGFloat(1)) : node.inverse.map(parentPoint.x, parentPoint.y)
        guard q.w > 0 || isRoot else { return nil }
        let p = CGPoint(x: q.x, y: q.y)
        let s = node.state
        let radius = min(s.cornerRadius, s.bounds.width / 2, s.bounds.height / 2)
        let inside = insideRounded(p, s.bounds, radius, s.maskedCorners)
        if s.masksToBounds && !inside { return nil }
        var coverage = 1.0
        if let mask = node.mask {
            coverage = self.coverage(mask, p)
            if coverage <= 0 { return nil }
        }
        let ac = a * coverage
        // The border is above the sublayers.
        if inside, let border = node.border, ac * border.alpha > t {
            let bandX = max(s.borderWidth, footprint.width), bandY = max(s.borderWidth, footprint.height)
            let nearX = p.x - s.bounds.minX < bandX || s.bounds.maxX - p.x <= bandX
            let topEdge = p.y - s.bounds.minY < bandY
            let nearY = topEdge || s.bounds.maxY - p.y <= bandY
            if nearX || nearY {
                let rounded = radius > 0 && s.maskedCorners.contains(corner(left: p.x - s.bounds.minX < bandX, top: topEdge))
                let glyph: Character = nearX && nearY ? (rounded ? (topEdge ? Palette.roundedTopCorner : Palette.roundedBottomCorner) : Palette.squareCorner) : (nearX ? Palette.verticalEdge : Palette.horizontalEdge)
                return (glyph.unicodeScalars.first!, border.ansi)
            }
        }
        for child in node.children.reversed() {
            if let hit = sample(child, p, threshold: t, alpha: a * coverage, footprint: footprint, cell: cell, text: placements) { return hit }
        }
        if inside {
            if let snap = node.snapshot, let hit = sample(snap, at: p, in: s.bounds, threshold: t, alpha: ac, footprint: footprint, cell: cell, text: placements) { return hit }
            if let art = node.art, let hit = artCharacter(art, at: p, in: s.bounds), ac > t { return (hit, node.artTint?.ansi ?? 0) }
            if let picture = node.picture {
                var none: Double? = nil
                if let hit = picture.sample(at: p, threshold: t, alpha: ac, footprint: footprint, tone: &none) { return hit }
            }
            if let text = node.text, ac * text.paint.alpha > t {
                let hit = if let cell, let placed = placements?.cells[ObjectIdentifier(node)] { placed[cell] } else { text.character(at: p) }
                if let hit { return (hit, text.paint.ansi) }
            }
        }
        if let polygons = s.path?.flattenedPolygons {
            if let stroke = node.stroke, ac * stroke.alpha > t, distance(p, polygons, start: s.strokeStart, end: s.strokeEnd) <= s.lineWidth / 2 + 2 {
                return (stroke.scalar, stroke.ansi)
            }
            if let fill = node.fill, ac * fill.alpha > t, CGPath.polygonsContain(polygons, p, evenOdd: s.fillRule == .evenOdd) {
                return (fill.scalar, fill.ansi)
            }
        }
        if inside, let paint = node.gradient?.color(at: p).flatMap(Paint.init), ac * paint.alpha > t { return (paint.scalar, paint.ansi) }
        if inside, let bg = node.background, ac * bg.alpha > t { return (bg.scalar, bg.ansi) }
        return nil
    }

    /// Lays a snapshot's frozen picture at local point `p` over `tone` (see `Tone`), blending
    /// like the live renderer: each layer of the frozen tree back to front, with its alpha.
    static func blendTone(_ snap: SnapshotSource, at p: CGPoint, in b: CGRect, alpha: Double, footprint: CGSize, over tone: inout Double) {
        let source = snap.contents.sourcePoint(CGPoint(x: p.x - b.minX, y: p.y - b.minY), in: b.size)
        let scale = CGSize(width: b.width > 0 ? snap.contents.sourceRect.width / b.width : 1,
                           height: b.height > 0 ? snap.contents.sourceRect.height / b.height : 1)
        blendTone(snap.root, source, alpha: alpha, footprint: CGSize(width: footprint.width * scale.width, height: footprint.height * scale.height),
                  isRoot: true, over: &tone)
    }

    /// One frozen layer (and what it holds) at a point of its parent's space, over `tone`.
    static func blendTone(_ node: RenderNode, _ parentPoint: CGPoint, alpha: Double, footprint: CGSize, isRoot: Bool = false, over tone: inout Double) {
        let a = alpha * node.alpha
        guard a > 0 else { return }
        let q = isRoot ? (x: parentPoint.x, y: parentPoint.y, w: CGFloat(1)) : node.inverse.map(parentPoint.x, parentPoint.y)
        guard q.w > 0 || isRoot else { return }
        let p = CGPoint(x: q.x, y: q.y)
        let s = node.state
        let radius = min(s.cornerRadius, s.bounds.width / 2, s.bounds.height / 2)
        let inside = insideRounded(p, s.bounds, radius, s.maskedCorners)
        if s.masksToBounds && !inside { return }
        let ac = a * (node.mask.map { coverage($0, p) } ?? 1)
        guard ac > 0 else { return }
        func lay(_ darkness: Double, _ alpha: Double, glyph: Bool) {
            let cover = min(alpha, 1) * (glyph ? Tone.glyphCoverage : 1)
            tone += cover * (darkness - tone)
        }
        if inside, let bg = node.background { lay(bg.darkness, ac * bg.alpha, glyph: false) }
        if inside, let paint = node.gradient?.color(at: p).flatMap(Paint.init) { lay(paint.darkness, ac * paint.alpha, glyph: false) }
        if let polygons = s.path?.flattenedPolygons {
            if let fill = node.fill, CGPath.polygonsContain(polygons, p, evenOdd: s.fillRule == .evenOdd) { lay(fill.darkness, ac * fill.alpha, glyph: false) }
            if let stroke = node.stroke, distance(p, polygons, start: s.strokeStart, end: s.strokeEnd) <= s.lineWidth / 2 + 2 { lay(stroke.darkness, ac * stroke.alpha, glyph: false) }
        }
        if inside {
            if let art = node.art, artCharacter(art, at: p, in: s.bounds) != nil { lay(1, ac, glyph: true) }
            if let picture = node.picture {
                var laid: Double? = tone
                _ = picture.sample(at: p, threshold: 1, alpha: ac, footprint: footprint, tone: &laid)
                if let laid { tone = laid }
            }
            if let text = node.text, text.character(at: p) != nil { lay(text.paint.darkness, ac * text.paint.alpha, glyph: true) }
            if let snap = node.snapshot { blendTone(snap, at: p, in: s.bounds, alpha: ac, footprint: footprint, over: &tone) }
        }
        for child in node.children { blendTone(child, p, alpha: ac, footprint: footprint, over: &tone) }
        if inside, let border = node.border {
            let bandX = max(s.borderWidth, footprint.width), bandY = max(s.borderWidth, footprint.height)
            let nearX = p.x - s.bounds.minX < bandX || s.bounds.maxX - p.x <= bandX
            let nearY = p.y - s.bounds.minY < bandY || s.bounds.maxY - p.y <= bandY
            if nearX || nearY { lay(border.darkness, ac * border.alpha, glyph: true) }
        }
    }

    /// Distance from `p` to the drawn part (`start`…`end` of the length) of the outlines.
    static func distance(_ p: CGPoint, _ polygons: [[CGPoint]], start: CGFloat, end: CGFloat) -> CGFloat {
        var total: CGFloat = 0
        for poly in polygons where poly.count > 1 {
            for i in 1..<poly.count { total += hypot(poly[i].x - poly[i - 1].x, poly[i].y - poly[i - 1].y) }
        }
        guard total > 0, end > start else { return .infinity }
        let from = max(0, start) * total, to = min(1, end) * total
        var walked: CGFloat = 0
        var best = CGFloat.infinity
        for poly in polygons where poly.count > 1 {
            for i in 1..<poly.count {
                let a = poly[i - 1], b = poly[i]
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                guard length > 0, walked + length > from, walked < to else { continue }
                let t0 = max(0, (from - walked) / length), t1 = min(1, (to - walked) / length)
                let dx = b.x - a.x, dy = b.y - a.y
                var u = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (length * length)
                u = min(max(u, t0), t1)
                let cx = a.x + u * dx, cy = a.y + u * dy
                best = min(best, hypot(p.x - cx, p.y - cy))
            }
        }
        return best
    }
}
