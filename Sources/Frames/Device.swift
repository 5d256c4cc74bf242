import UIKit

/// A screen to draw frames for: its size in points and the size of one character cell in points.
/// Cells are about twice as tall as wide, as terminal characters are, so circles look round.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The screen in points.
    public var size: CGSize
    /// Points per character cell.
    public var cellSize: CGSize

    public init(name: String, size: CGSize, cellSize: CGSize) {
        precondition(size.width > 0 && size.height > 0 && cellSize.width > 0 && cellSize.height > 0, "a device needs a positive size and cell size")
        self.name = name
        self.size = size
        self.cellSize = cellSize
    }

    /// Character columns: the screen width in cells, rounded (a cell is drawn where its centre
    /// is, so the last one always has its centre on the screen).
    public var columns: Int { Swift.max(1, Int((size.width / cellSize.width).rounded())) }

    /// Character rows, rounded like the columns.
    public var rows: Int { Swift.max(1, Int((size.height / cellSize.height).rounded())) }

    /// A phone held upright: 375 × 667 points in 47 × 42 cells of 8 × 16 points. Two frames fit
    /// side by side, with a gutter, in a 100-column terminal.
    public static let phone = Device(name: "phone", size: UIScreen.defaultBounds.size, cellSize: UIScreen.defaultCellSize)

    /// The same phone on its side: 667 × 375 points in 83 × 23 cells.
    public static let phoneLandscape = phone.rotated

    /// The device turned a quarter: width and height swapped, same cells.
    public var rotated: Device {
        Device(name: name.hasSuffix("-landscape") ? String(name.dropLast(10)) : name + "-landscape",
               size: CGSize(width: size.height, height: size.width), cellSize: cellSize)
    }

    public var description: String { "\(name) (\(Int(size.width))×\(Int(size.height)) pt, \(columns)×\(rows) cells)" }

    /// Makes `engine`'s screen this device (do it before creating windows).
    @MainActor
    public func configure(_ engine: UIKitEngine) {
        engine.screen = UIScreen(bounds: CGRect(origin: .zero, size: size), characterCellSize: cellSize)
    }
}
