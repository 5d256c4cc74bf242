import UIKit

/// One picture of the screen: a grid of characters (and, for terminals, a colour per cell) at a
/// virtual time. Two frames are equal when their characters are; colours are for display only.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    public let columns: Int
    public let rows: Int
    /// The virtual time the frame shows, if known.
    public var time: CFTimeInterval?
    /// The device it was drawn for.
    public var deviceName: String
    /// Lines that describe the frame beyond its picture — a grader writes the presentation state
    /// of the views taking part here (`FrameFile` keeps them as `> ` lines under the frame). They
    /// take no part in equality.
    public var notes: [String] = []
    /// How dark each cell looks, row by row (0 white … 1 black), blended with true alphas — when
    /// the renderer was asked for them (see `Tone`). They take no part in equality.
    public var tones: [Double]?
    /// Characters, row by row.
    var cells: [Unicode.Scalar]
    /// ANSI 256-colour index per cell (0: the terminal's default colour).
    var colors: [UInt8]

    /// A frame filled with `fill`.
    public init(columns: Int, rows: Int, fill: Character = " ", time: CFTimeInterval? = nil, deviceName: String = "") {
        precondition(columns >= 0 && rows >= 0, "a frame cannot have a negative size")
        self.columns = columns
        self.rows = rows
        self.time = time
        self.deviceName = deviceName
        cells = Array(repeating: fill.unicodeScalars.first!, count: columns * rows)
        colors = Array(repeating: 0, count: columns * rows)
    }

    /// A frame from its lines (shorter lines are padded with spaces).
    public init(lines: [String], time: CFTimeInterval? = nil, deviceName: String = "") {
        let width = lines.map { $0.utf8.contains { $0 >= 0x80 } ? $0.count : $0.utf8.count }.max() ?? 0
        self.init(columns: width, rows: lines.count, time: time, deviceName: deviceName)
        for (row, line) in lines.enumerated() {
            if !line.utf8.contains(where: { $0 >= 0x80 }) {
                // Plain ASCII (nearly every frame): a byte is a cell.
                for (column, byte) in line.utf8.enumerated() { cells[row * columns + column] = Unicode.Scalar(byte) }
            } else {
                for (column, character) in line.enumerated() { self[column, row] = character }
            }
        }
    }

    public subscript(column: Int, row: Int) -> Character {
        get { Character(cells[row * columns + column]) }
        set { cells[row * columns + column] = newValue.unicodeScalars.first! }
    }

    /// The ANSI colour of a cell (0 for the terminal default).
    public func color(column: Int, row: Int) -> UInt8 { colors[row * columns + column] }

    mutating func set(_ index: Int, _ scalar: Unicode.Scalar, _ color: UInt8) {
        cells[index] = scalar
        colors[index] = color
    }

    /// The rows as strings.
    public var lines: [String] {
        (0..<rows).map { row in
            // As UTF-8 bytes: frames are written to files and compared many times a check.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(columns)
            for scalar in cells[(row * columns)..<((row + 1) * columns)] {
                if scalar.isASCII { bytes.append(UInt8(truncatingIfNeeded: scalar.value)) } else { bytes.append(contentsOf: UTF8.encode(scalar)!) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The frame as text, one line per row.
    public var text: String { lines.joined(separator: "\n") }

    public var description: String { text }

    /// The number of cells that are not spaces.
    public var inkCount: Int { cells.filter { $0 != " " }.count }

    public static func == (a: Frame, b: Frame) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.cells == b.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(rows)
        hasher.combine(cells.map(\.value))
    }
}
