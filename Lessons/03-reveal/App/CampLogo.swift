import UIKit

/// The Base Camp mark: two mountain peaks with a snow line cut out of the big one. One path,
/// drawn by the splash and reused by the reveal as a mask.
@MainActor
enum CampLogo {
    /// The mark's bounds, in points.
    static let size = CGSize(width: 256, height: 192)

    /// The outline of the mark, in its own bounds (0, 0, 256, 192). The snow line is a hole,
    /// so the layer fills it with the even-odd rule.
    static func path() -> CGPath {
        let path = UIBezierPath()
        // The two peaks, one outline.
        path.move(to: CGPoint(x: 0, y: 192))
        path.addLine(to: CGPoint(x: 96, y: 0))
        path.addLine(to: CGPoint(x: 160, y: 128))
        path.addLine(to: CGPoint(x: 192, y: 64))
        path.addLine(to: CGPoint(x: 256, y: 192))
        path.close()
        // The snow line: a zig-zag band across the big peak.
        let top = [CGPoint(x: 52, y: 96), CGPoint(x: 74, y: 80), CGPoint(x: 96, y: 100), CGPoint(x: 118, y: 80), CGPoint(x: 140, y: 96)]
        path.move(to: top[0])
        for point in top.dropFirst() { path.addLine(to: point) }
        for point in top.reversed() { path.addLine(to: CGPoint(x: point.x, y: point.y + 32)) }
        path.close()
        return path.cgPath
    }

    /// A new shape layer holding the mark, `size` big, filled with `color`. Place it by its
    /// `position` (its centre).
    static func makeLayer(color: UIColor = .systemOrange) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.path = path()
        layer.fillRule = .evenOdd
        layer.fillColor = color.cgColor
        return layer
    }
}
