import UIKit

/// How colours become characters (and, for terminals that show colour, ANSI colours).
///
/// Each named UIKit colour has its own character (table in docs/FRAMES.md); any other colour
/// gets a character from a luminance ramp. The table is the single source of truth: frames,
/// goldens and the documentation all come from it.
public enum Palette {
    /// One named colour's entry.
    public struct Entry: Sendable {
        public let name: String
        public let character: Character
        public let red: Double, green: Double, blue: Double
        /// ANSI 256-colour index for terminals.
        public let ansi: UInt8
    }

    /// The named colours, in the order the documentation lists them.
    public static let named: [Entry] = [
        Entry(name: "white, systemBackground", character: " ", red: 1, green: 1, blue: 1, ansi: 15),
        Entry(name: "black, label", character: "@", red: 0, green: 0, blue: 0, ansi: 16),
        Entry(name: "darkGray", character: "#", red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, ansi: 240),
        Entry(name: "gray", character: "=", red: 0.5, green: 0.5, blue: 0.5, ansi: 244),
        Entry(name: "lightGray", character: ":", red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, ansi: 248),
        Entry(name: "red", character: "%", red: 1, green: 0, blue: 0, ansi: 196),
        Entry(name: "systemRed", character: "%", red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, ansi: 203),
        Entry(name: "green", character: "+", red: 0, green: 1, blue: 0, ansi: 46),
        Entry(name: "systemGreen", character: "+", red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, ansi: 77),
        Entry(name: "blue", character: "~", red: 0, green: 0, blue: 1, ansi: 21),
        Entry(name: "systemBlue", character: "~", red: 0, green: 122.0 / 255, blue: 1, ansi: 33),
        Entry(name: "cyan", character: "\"", red: 0, green: 1, blue: 1, ansi: 51),
        Entry(name: "systemTeal", character: "\"", red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, ansi: 73),
        Entry(name: "systemCyan", character: "\"", red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, ansi: 74),
        Entry(name: "systemMint", character: "\"", red: 0, green: 199.0 / 255, blue: 190.0 / 255, ansi: 43),
        Entry(name: "yellow", character: "*", red: 1, green: 1, blue: 0, ansi: 226),
        Entry(name: "systemYellow", character: "*", red: 1, green: 204.0 / 255, blue: 0, ansi: 220),
        Entry(name: "orange", character: "&", red: 1, green: 0.5, blue: 0, ansi: 208),
        Entry(name: "systemOrange", character: "&", red: 1, green: 149.0 / 255, blue: 0, ansi: 214),
        Entry(name: "magenta", character: "^", red: 1, green: 0, blue: 1, ansi: 201),
        Entry(name: "systemPink", character: "^", red: 1, green: 45.0 / 255, blue: 85.0 / 255, ansi: 204),
        Entry(name: "purple", character: "$", red: 0.5, green: 0, blue: 0.5, ansi: 90),
        Entry(name: "systemPurple", character: "$", red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, ansi: 134),
        Entry(name: "systemIndigo", character: "$", red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, ansi: 62),
        Entry(name: "brown", character: "8", red: 0.6, green: 0.4, blue: 0.2, ansi: 130),
        Entry(name: "systemBrown", character: "8", red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, ansi: 137),
        Entry(name: "systemGray", character: "=", red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, ansi: 245),
        Entry(name: "systemGray2", character: "-", red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, ansi: 248),
        Entry(name: "systemGray3", character: ";", red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, ansi: 251),
        Entry(name: "systemGray4", character: ",", red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, ansi: 252),
        Entry(name: "systemGray5", character: "`", red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, ansi: 254),
        Entry(name: "systemGray6", character: ".", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, ansi: 255),
    ]

    /// The ramp for other colours, from light to dark by relative luminance.
    public static let ramp: [Character] = [".", ",", ";", "o", "O", "0", "M"]

    /// The character and ANSI colour of a colour (its alpha is ignored here: the renderer
    /// dithers alpha).
    public static func appearance(red: Double, green: Double, blue: Double) -> (character: Character, ansi: UInt8) {
        for entry in named where abs(entry.red - red) < 0.002 && abs(entry.green - green) < 0.002 && abs(entry.blue - blue) < 0.002 {
            return (entry.character, entry.ansi)
        }
        let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        let index = Swift.min(ramp.count - 1, Swift.max(0, Int(((1 - luminance) * Double(ramp.count)).rounded(.down))))
        return (ramp[index], ansi256(red: red, green: green, blue: blue))
    }

    /// The nearest colour of the 6×6×6 ANSI cube.
    public static func ansi256(red: Double, green: Double, blue: Double) -> UInt8 {
        func level(_ v: Double) -> Int { Int((Swift.min(Swift.max(v, 0), 1) * 5).rounded()) }
        return UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
    }

    /// Characters of borders: vertical and horizontal edges, square and rounded corners.
    public static let verticalEdge: Character = "|"
    public static let horizontalEdge: Character = "-"
    public static let squareCorner: Character = "+"
    public static let roundedTopCorner: Character = "."
    public static let roundedBottomCorner: Character = "'"

    /// 4×4 ordered-dithering thresholds: a cell of a layer with effective alpha `a` is drawn
    /// when `a > threshold(column, row)`, so 50 % shows every other cell.
    public static func threshold(column: Int, row: Int) -> Double {
        let bayer: [Double] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
        return (bayer[(row & 3) * 4 + (column & 3)] + 0.5) / 16
    }
}
