/// What Core Graphics drawing leaves in a context: marks laid back to front on a canvas of
/// `size` points, in the canvas's own space (origin at the top left, y down — a layer's bounds
/// without their origin). The renderer samples it at each cell's centre, as it samples a
/// shape layer's path: nothing is turned into pixels.
package struct Drawing: @unchecked Sendable {
    package var size: CGSize
    package var marks: [Mark]

    package init(size: CGSize, marks: [Mark] = []) {
        self.size = size
        self.marks = marks
    }

    /// One drawing operation, kept as what it covers and with what.
    package struct Mark: @unchecked Sendable {
        package enum Shape {
            /// A filled path (its subpaths as polygons on the canvas).
            case fill([[CGPoint]], evenOdd: Bool)
            /// A stroked path: points within `halfWidth` of its outline.
            case stroke([[CGPoint]], halfWidth: CGFloat)
            /// A gradient over the clip (the whole canvas without one).
            case gradient(GradientPaint)
            /// An image, through `toImage` (canvas → the image's own space, origin top left,
            /// y down, `image.size`), drawn only inside its rectangle.
            case image(ImageContent, toImage: CGAffineTransform)
            /// Transparent again (`clear(_:)`): what was drawn before is gone there.
            case clear([[CGPoint]])
        }
        package var shape: Shape
        /// The colour of a fill or stroke.
        package var color: CGColor?
        /// The context's alpha (`setAlpha(_:)`) when the mark was made.
        package var alpha: CGFloat
        /// Regions every point of the mark must be in (the clip when it was made).
        package var clip: [ClipRegion]
    }

    /// One clip: a path's inside on the canvas.
    package struct ClipRegion: @unchecked Sendable {
        package var polygons: [[CGPoint]]
        package var evenOdd: Bool
        package func contains(_ p: CGPoint) -> Bool { CGPath.polygonsContain(polygons, p, evenOdd: evenOdd) }
    }

    /// What lies at canvas point `p`, back to front: each colour laid there, or an image's
    /// content to be read at a point of the image's own space.
    package enum Layer {
        case color(CGColor, alpha: CGFloat)
        case image(ImageContent, at: CGPoint, alpha: CGFloat)
    }

    /// `strokeReach`: how much further than half its width a stroke is seen (half a screen cell,
    /// so that a hairline shows, as a shape layer's does).
    package func layers(at p: CGPoint, strokeReach: CGFloat = 0) -> [Layer] {
        var found: [Layer] = []
        for mark in marks {
            if !mark.clip.allSatisfy({ $0.contains(p) }) { continue }
            switch mark.shape {
            case let .fill(polygons, evenOdd):
                if let color = mark.color, CGPath.polygonsContain(polygons, p, evenOdd: evenOdd) { found.append(.color(color, alpha: mark.alpha)) }
            case let .stroke(polygons, halfWidth):
                if let color = mark.color, Self.distance(p, polygons) <= halfWidth + strokeReach { found.append(.color(color, alpha: mark.alpha)) }
            case let .gradient(gradient):
                if let color = gradient.color(at: p) { found.append(.color(color, alpha: mark.alpha)) }
            case let .image(image, toImage):
                let q = p.applying(toImage)
                if q.x >= 0, q.y >= 0, q.x < image.size.width, q.y < image.size.height { found.append(.image(image, at: q, alpha: mark.alpha)) }
            case let .clear(polygons):
                if CGPath.polygonsContain(polygons, p, evenOdd: false) { found.removeAll() }
            }
        }
        return found
    }

    /// Whether anything was drawn.
    package var isEmpty: Bool { marks.isEmpty }

    /// The distance from `p` to the nearest segment of the polylines.
    static func distance(_ p: CGPoint, _ polylines: [[CGPoint]]) -> CGFloat {
        var best = CGFloat.infinity
        for line in polylines {
            if line.count == 1 { best = min(best, hypot(p.x - line[0].x, p.y - line[0].y)) }
            for i in line.indices.dropFirst() {
                let a = line[i - 1], b = line[i]
                let dx = b.x - a.x, dy = b.y - a.y
                let length2 = dx * dx + dy * dy
                let u = length2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1) : 0
                best = min(best, hypot(p.x - (a.x + u * dx), p.y - (a.y + u * dy)))
            }
        }
        return best
    }
}

/// A gradient laid over a region: its colour at each point, read in the user space it was drawn
/// in (so a gradient drawn under a scale stays a gradient of that shape).
package struct GradientPaint: @unchecked Sendable {
    package enum Kind {
        case linear(start: CGPoint, end: CGPoint)
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
        /// Around `center`, 0 towards `towards`, a whole turn clockwise on screen (y down).
        case conic(center: CGPoint, towards: CGPoint)
    }
    package var gradient: CGGradient
    package var kind: Kind
    /// Canvas → the user space the gradient's points are in.
    package var toUser: CGAffineTransform
    package var drawsBeforeStart: Bool
    package var drawsAfterEnd: Bool

    package init(gradient: CGGradient, kind: Kind, toUser: CGAffineTransform, drawsBeforeStart: Bool, drawsAfterEnd: Bool) {
        self.gradient = gradient
        self.kind = kind
        self.toUser = toUser
        self.drawsBeforeStart = drawsBeforeStart
        self.drawsAfterEnd = drawsAfterEnd
    }

    /// The colour at canvas point `p`, or nil where the gradient draws nothing.
    package func color(at p: CGPoint) -> CGColor? {
        let u = p.applying(toUser)
        guard let t = position(u) else { return nil }
        if t < 0 && !drawsBeforeStart { return nil }
        if t > 1 && !drawsAfterEnd { return nil }
        return gradient.color(at: min(max(t, 0), 1))
    }

    /// Where `u` falls along the gradient: 0 at the start, 1 at the end.
    func position(_ u: CGPoint) -> CGFloat? {
        switch kind {
        case let .linear(s, e):
            let dx = e.x - s.x, dy = e.y - s.y
            let length2 = dx * dx + dy * dy
            guard length2 > 0 else { return nil }
            return ((u.x - s.x) * dx + (u.y - s.y) * dy) / length2
        case let .radial(c0, r0, c1, r1):
            // The largest t whose circle, centre c0 + t (c1 − c0) and radius r0 + t (r1 − r0) ≥ 0,
            // passes through u: a t² − 2 b t + c = 0.
            let cx = c1.x - c0.x, cy = c1.y - c0.y, dr = r1 - r0
            let px = u.x - c0.x, py = u.y - c0.y
            let a = cx * cx + cy * cy - dr * dr
            let b = px * cx + py * cy + r0 * dr
            let c = px * px + py * py - r0 * r0
            var candidates: [CGFloat] = []
            if abs(a) < 1e-9 {
                if abs(b) > 1e-12 { candidates = [c / (2 * b)] }
            } else {
                let disc = b * b - a * c
                guard disc >= 0 else { return nil }
                let root = disc.squareRoot()
                candidates = [(b + root) / a, (b - root) / a]
            }
            let valid = candidates.filter { r0 + $0 * dr >= 0 }.filter { t in
                (t >= 0 || drawsBeforeStart) && (t <= 1 || drawsAfterEnd)
            }
            return valid.max()
        case let .conic(c, towards):
            let zero = atan2(towards.y - c.y, towards.x - c.x)
            var angle = atan2(u.y - c.y, u.x - c.x) - zero
            while angle < 0 { angle += 2 * .pi }
            while angle >= 2 * .pi { angle -= 2 * .pi }
            return angle / (2 * .pi)
        }
    }
}

/// What an image shows, in its own space: origin at the top left, y down, `size` points.
package indirect enum ImageContent: @unchecked Sendable {
    /// ASCII art, each character a cell of `size` / its rows and columns.
    case art(rows: [[Character]], size: CGSize)
    /// Core Graphics drawing.
    case drawing(Drawing)
    /// A picture of a layer tree (`drawHierarchy`, `render(in:)`): `SnapshotContents.sourceRect`
    /// is the part shown, stretched over `size`.
    case snapshot(SnapshotContents, size: CGSize)
    /// Part of another image (`CGImage.cropping(to:)`): `rect` in its space, shown at `size`.
    case cropped(ImageContent, rect: CGRect, size: CGSize)

    package var size: CGSize {
        switch self {
        case let .art(_, size), let .snapshot(_, size), let .cropped(_, _, size): size
        case let .drawing(drawing): drawing.size
        }
    }

    /// The same content with the part outside `rect` (in this content's space) cut away.
    func cropped(to rect: CGRect) -> ImageContent {
        switch self {
        case let .snapshot(s, size) where size.width > 0 && size.height > 0:
            // A snapshot's part is its source rectangle: keep it a snapshot, which the renderer
            // draws as one (its text placed letter by letter).
            let kx = s.sourceRect.width / size.width, ky = s.sourceRect.height / size.height
            let source = CGRect(x: s.sourceRect.minX + rect.minX * kx, y: s.sourceRect.minY + rect.minY * ky,
                                width: rect.width * kx, height: rect.height * ky)
            return .snapshot(SnapshotContents(root: s.root, sourceRect: source), size: rect.size)
        default:
            return .cropped(self, rect: rect, size: rect.size)
        }
    }
}

/// An image shown by a layer (an image view's drawn image, `contents` set to a `CGImage`, or a
/// view's own `draw(_:)`), placed in the bounds by `mode`.
package struct PictureContents: @unchecked Sendable {
    package var image: ImageContent
    package var mode: ArtContents.Mode
    /// A template image's colour (the view's tint), or nil for its own colours.
    package var tint: CGColor?
    package init(image: ImageContent, mode: ArtContents.Mode, tint: CGColor? = nil) {
        self.image = image
        self.mode = mode
        self.tint = tint
    }

    /// Where the image goes in bounds `b` (nil when it has no size).
    package func rect(in b: CGRect) -> CGRect? {
        Self.place(image.size, mode: mode, in: b)
    }

    /// A picture of `size` placed in `b` by `mode`, as an image view's content mode places it.
    package static func place(_ size: CGSize, mode: ArtContents.Mode, in b: CGRect) -> CGRect? {
        guard size.width > 0, size.height > 0 else { return nil }
        let rect: CGRect
        switch mode {
        case .scaleToFill:
            rect = b
        case .aspectFit, .aspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let k = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * k, height: size.height * k)
            rect = CGRect(x: b.midX - fitted.width / 2, y: b.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        case let .unscaled(h, v):
            let x = h < 0 ? b.minX : (h > 0 ? b.maxX - size.width : b.midX - size.width / 2)
            let y = v < 0 ? b.minY : (v > 0 ? b.maxY - size.height : b.midY - size.height / 2)
            rect = CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
        return rect.width > 0 && rect.height > 0 ? rect : nil
    }
}
