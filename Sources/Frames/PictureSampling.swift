import UIKit

/// A layer's picture (`LayerContents.picture`) prepared for drawing: where it goes in the
/// bounds, and a snapshot's frozen tree ready for point queries.
struct PictureNode {
    let contents: PictureContents
    /// The picture's rectangle in the layer's bounds space.
    let rect: CGRect
    let tint: Paint?
    let cellSize: CGSize

    init?(_ contents: PictureContents, bounds: CGRect, cellSize: CGSize) {
        guard let rect = contents.rect(in: bounds) else { return nil }
        self.contents = contents
        self.rect = rect
        tint = Paint(contents.tint)
        self.cellSize = cellSize
    }

    /// The picture's own point for local point `p` (nil outside it).
    func imagePoint(_ p: CGPoint) -> CGPoint? {
        guard rect.contains(p) else { return nil }
        let size = contents.image.size
        return CGPoint(x: (p.x - rect.minX) * size.width / rect.width, y: (p.y - rect.minY) * size.height / rect.height)
    }

    /// The size in the picture's space of `footprint` (a cell, in local units).
    func imageFootprint(_ footprint: CGSize) -> CGSize {
        let size = contents.image.size
        return CGSize(width: footprint.width * size.width / rect.width, height: footprint.height * size.height / rect.height)
    }

    /// What the picture shows at local point `p` over the threshold, laying its tone on `tone`.
    func sample(at p: CGPoint, threshold t: Double, alpha: Double, footprint: CGSize, tone: inout Double?) -> (Unicode.Scalar, UInt8)? {
        guard let q = imagePoint(p) else { return nil }
        return Geometry.samplePicture(contents.image, at: q, threshold: t, alpha: alpha, footprint: imageFootprint(footprint), tint: tint, cellSize: cellSize, tone: &tone)
    }

    /// How much of the point the picture covers (for masks): the alpha of what is drawn there.
    func coverage(at p: CGPoint) -> Double {
        guard let q = imagePoint(p) else { return 0 }
        var tone: Double? = nil
        return Geometry.samplePicture(contents.image, at: q, threshold: 0, alpha: 1, footprint: .zero, tint: nil, cellSize: cellSize, tone: &tone) == nil ? 0 : 1
    }
}

extension Geometry {
    /// What image content shows at its own point `q`: the front-most character and colour whose
    /// alpha passes the threshold `t`, each drawn layer's tone laid on `tone` (when tones are
    /// drawn). A drawing's colours show as the palette draws colours; art as its characters; a
    /// picture of layers as the snapshot it is. `footprint` is one screen cell in `q`'s units
    /// (a stroke reaches half of it further, as a shape layer's does).
    static func samplePicture(_ image: ImageContent, at q: CGPoint, threshold t: Double, alpha: Double, footprint: CGSize, tint: Paint?,
                              cellSize: CGSize, tone: inout Double?) -> (Unicode.Scalar, UInt8)? {
        guard alpha > 0 else { return nil }
        func lay(_ darkness: Double, _ a: Double, glyph: Bool) {
            guard tone != nil, a > 0 else { return }
            let cover = min(a, 1) * (glyph ? Tone.glyphCoverage : 1)
            tone! += cover * (darkness - tone!)
        }
        switch image {
        case let .art(rows, size):
            let columns = rows.map(\.count).max() ?? 0
            guard columns > 0, size.width > 0, size.height > 0 else { return nil }
            let row = Int((q.y / size.height * CGFloat(rows.count)).rounded(.down))
            let column = Int((q.x / size.width * CGFloat(columns)).rounded(.down))
            guard row >= 0, row < rows.count, column >= 0, column < rows[row].count, rows[row][column] != " " else { return nil }
            lay(tint?.darkness ?? 1, alpha, glyph: true)
            return alpha > t ? (rows[row][column].unicodeScalars.first!, tint?.ansi ?? 0) : nil
        case let .drawing(drawing):
            var out: (Unicode.Scalar, UInt8)?
            let reach = min(footprint.width, footprint.height) / 2
            for layer in drawing.layers(at: q, strokeReach: reach) {
                switch layer {
                case let .color(color, a):
                    guard let paint = Paint(color) else { continue }
                    let shown = tint.map { Paint(scalar: $0.scalar, ansi: $0.ansi, alpha: paint.alpha) } ?? paint
                    let effective = alpha * Double(a) * paint.alpha
                    if effective > t { out = (shown.scalar, shown.ansi) }
                    lay(tint?.darkness ?? paint.darkness, effective, glyph: false)
                case let .image(content, point, a):
                    if let hit = samplePicture(content, at: point, threshold: t, alpha: alpha * Double(a), footprint: footprint, tint: tint, cellSize: cellSize, tone: &tone) {
                        out = hit
                    }
                }
            }
            return out
        case let .snapshot(contents, size):
            let source = SnapshotSource(contents, cellSize: cellSize)
            let b = CGRect(origin: .zero, size: size)
            guard b.contains(q) else { return nil }
            if tone != nil { blendTone(source, at: q, in: b, alpha: alpha, footprint: footprint, over: &tone!) }
            return sample(source, at: q, in: b, threshold: t, alpha: alpha, footprint: footprint)
        case let .cropped(inner, rect, size):
            guard size.width > 0, size.height > 0 else { return nil }
            let kx = rect.width / size.width, ky = rect.height / size.height
            let inside = CGPoint(x: rect.minX + q.x * kx, y: rect.minY + q.y * ky)
            return samplePicture(inner, at: inside, threshold: t, alpha: alpha, footprint: CGSize(width: footprint.width * kx, height: footprint.height * ky),
                                 tint: tint, cellSize: cellSize, tone: &tone)
        }
    }
}
