/// How dark a cell looks to a person — its *tone*, 0 for white to 1 for black — and the
/// comparison of frames by tones instead of characters.
///
/// A cell-by-cell comparison lets the dither pattern decide: a cross-dissolve of the old screen
/// over the new and a fade-in of the new over the old mix the same colours, but dithering draws
/// them in opposite cells; a view one point further left may move an edge by a column. A person
/// sees neither. The renderer can draw a frame's tones along with its characters, blending every
/// layer with its true alpha (no dither): then a 30 % mix is a 30 % mix wherever it is drawn.
/// docs/FRAMES.md §5 states the rules.
public enum Tone {
    /// The share of a cell a text, art or border glyph darkens.
    public static let glyphCoverage = 0.5

    /// Relative luminance of an sRGB colour (components 0…1, not linearised).
    public static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// How a character drawn by itself looks: the darkness of the colour it stands for (palette
    /// and ramp characters), or of black ink for any other glyph — which covers `glyphCoverage`
    /// of its cell.
    public static func of(_ scalar: Unicode.Scalar) -> (darkness: Double, isGlyph: Bool) {
        scalar.value < 128 ? ascii[Int(scalar.value)] : (1, true)
    }

    private static let ascii: [(darkness: Double, isGlyph: Bool)] = (0..<128).map { value in
        let character = Character(Unicode.Scalar(UInt8(value)))
        if character == " " { return (0, false) }
        if let entry = Palette.named.first(where: { $0.character == character }) {
            return (1 - luminance(entry.red, entry.green, entry.blue), false)
        }
        if let step = Palette.ramp.firstIndex(of: character) {
            // The middle of the luminance band the ramp gives this character.
            return ((Double(step) + 0.5) / Double(Palette.ramp.count), false)
        }
        return (1, true)
    }

    /// The tone of a cell that shows `scalar` on white.
    public static func estimate(_ scalar: Unicode.Scalar) -> Double {
        let t = of(scalar)
        return t.darkness * (t.isGlyph ? glyphCoverage : 1)
    }

    // MARK: Text form

    /// Tones as text: one character per cell, `0`…`9`, `a`…`z` for 36 steps from white to black.
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")

    static func encode(_ tone: Double) -> Character {
        digits[Swift.max(0, Swift.min(digits.count - 1, Int((tone * Double(digits.count - 1)).rounded())))]
    }

    static func decode(_ character: Character) -> Double? {
        guard let byte = character.asciiValue else { return nil }
        return decode(byte)
    }

    /// The tone a digit's byte stands for (frame files are read byte by byte).
    static func decode(_ byte: UInt8) -> Double? {
        let step = decodingTable[Int(byte)]
        return step < 0 ? nil : Double(step) / Double(digits.count - 1)
    }

    /// Each byte's step in `digits`, or -1.
    private static let decodingTable: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (step, digit) in digits.enumerated() { table[Int(digit.asciiValue!)] = Int8(step) }
        return table
    }()

    /// The digit of a tone, as a byte.
    static func encodedByte(_ tone: Double) -> UInt8 {
        digitBytes[Swift.max(0, Swift.min(digitBytes.count - 1, Int((tone * Double(digitBytes.count - 1)).rounded())))]
    }

    private static let digitBytes: [UInt8] = digits.map { $0.asciiValue! }
}

/// Comparing frames the way a person sees them (see `Tone`).
public enum PerceptualDiff {
    /// The blurred-tone difference (0…1) above which a cell looks different.
    public static let defaultThreshold = 0.1

    /// The frame's tones, averaged over the window around each cell (clipped at the frame's
    /// edges): 3 × 3 for drawn tones, which only rounding disturbs; 4 × 4 for tones estimated from
    /// characters, the period of the dither pattern (every 4 × 4 window holds each dither
    /// threshold once, so a uniform area at any alpha blurs to the same tone whatever its phase).
    static func blurred(_ frame: Frame) -> [Double] {
        let columns = frame.columns, rows = frame.rows
        let raw = frame.tones ?? frame.cells.map(Tone.estimate)
        let (before, after) = frame.tones != nil ? (1, 1) : (2, 1)
        var out = [Double](repeating: 0, count: columns * rows)
        for r in 0..<rows {
            let r0 = Swift.max(0, r - before), r1 = Swift.min(rows - 1, r + after)
            for c in 0..<columns {
                let c0 = Swift.max(0, c - before), c1 = Swift.min(columns - 1, c + after)
                var sum = 0.0
                for rr in r0...r1 {
                    for cc in c0...c1 { sum += raw[rr * columns + cc] }
                }
                out[r * columns + c] = sum / Double((r1 - r0 + 1) * (c1 - c0 + 1))
            }
        }
        return out
    }
}

extension Frame {
    /// The cells where a person would see this frame differ from `other`: the blurred tones
    /// (drawn ones when both frames have them, else estimated from the characters) differ by
    /// more than `threshold` there *and* at every cell one step away — so an edge that moved by
    /// one cell is not a difference, but one that moved by two is. Frames of different sizes
    /// differ everywhere, over the larger size.
    public func perceptualDiff(_ other: Frame, threshold: Double = PerceptualDiff.defaultThreshold) -> FrameDiff {
        guard columns == other.columns, rows == other.rows else { return diff(other) }
        var mine = self, theirs = other
        if (mine.tones == nil) != (theirs.tones == nil) {
            // Compare like with like.
            mine.tones = nil
            theirs.tones = nil
        }
        let a = PerceptualDiff.blurred(mine), b = PerceptualDiff.blurred(theirs)
        /// Whether the cell of `x` at (c, r) has no match within one cell in `y`.
        func unmatched(_ x: [Double], _ y: [Double], _ c: Int, _ r: Int) -> Bool {
            let value = x[r * columns + c]
            for rr in Swift.max(0, r - 1)...Swift.min(rows - 1, r + 1) {
                for cc in Swift.max(0, c - 1)...Swift.min(columns - 1, c + 1) where abs(value - y[rr * columns + cc]) <= threshold {
                    return false
                }
            }
            return true
        }
        var marks = [Bool](repeating: false, count: columns * rows)
        var count = 0
        for r in 0..<rows {
            for c in 0..<columns where unmatched(a, b, c, r) || unmatched(b, a, c, r) {
                marks[r * columns + c] = true
                count += 1
            }
        }
        return FrameDiff(columns: columns, rows: rows, marks: marks, count: count)
    }
}
