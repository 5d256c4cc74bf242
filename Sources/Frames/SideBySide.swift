/// How frames are shown in a terminal: strategies as values, composable like the rest.
public struct FrameStyle: Sendable {
    /// Lines of one framed picture, borders included; `highlight` marks cells to emphasise.
    public let lines: @Sendable (_ frame: Frame, _ highlight: FrameDiff?) -> [String]

    public init(lines: @escaping @Sendable (_ frame: Frame, _ highlight: FrameDiff?) -> [String]) {
        self.lines = lines
    }

    /// Plain characters in a box.
    public static let plain = FrameStyle { frame, _ in
        let rule = "+" + String(repeating: "-", count: frame.columns) + "+"
        return [rule] + frame.lines.map { "|" + $0 + "|" } + [rule]
    }

    /// Characters in their ANSI colours; highlighted cells in reverse video.
    public static let ansi = FrameStyle { frame, highlight in
        let rule = "+" + String(repeating: "-", count: frame.columns) + "+"
        var out = [rule]
        for r in 0..<frame.rows {
            var line = "|"
            for c in 0..<frame.columns {
                let color = frame.color(column: c, row: r)
                let marked = highlight?.differs(column: c, row: r) ?? false
                var prefix = ""
                if color != 0 { prefix += "\u{1B}[38;5;\(color)m" }
                if marked { prefix += "\u{1B}[7m" }
                line += prefix + String(frame[c, r]) + (prefix.isEmpty ? "" : "\u{1B}[0m")
            }
            out.append(line + "|")
        }
        out.append(rule)
        return out
    }
}

/// Two frames next to each other — "expected | yours" — with a marker column between them for
/// the rows that differ (">") and a marker row below for the columns that differ ("^"). Two
/// phone frames take 99 columns.
public enum SideBySide {
    /// The lines to print. Captions go above each frame.
    public static func render(_ left: Frame, _ right: Frame, leftCaption: String, rightCaption: String, style: FrameStyle = .plain) -> [String] {
        let diff = left.diff(right)
        let leftLines = style.lines(left, nil)
        let rightLines = style.lines(right, diff)
        let width = left.columns + 2
        func pad(_ s: String, _ n: Int) -> String {
            let columns = DisplayWidth.of(s)
            return columns >= n ? clip(s, to: n) : s + String(repeating: " ", count: n - columns)
        }
        var out = [pad(" " + leftCaption, width) + " " + rightCaption]
        let sameSize = left.columns == right.columns && left.rows == right.rows
        for i in 0..<max(leftLines.count, rightLines.count) {
            let l = i < leftLines.count ? leftLines[i] : String(repeating: " ", count: width)
            let r = i < rightLines.count ? rightLines[i] : ""
            let row = i - 1
            let marker = sameSize && row >= 0 && row < left.rows && diff.rowDiffers(row) ? ">" : " "
            out.append(l + marker + r)
        }
        if sameSize, !diff.isEmpty {
            let marks = (0..<right.columns).map { diff.columnDiffers($0) ? "^" : " " }.joined()
            out.append(String(repeating: " ", count: width) + "  " + marks)
        }
        return out
    }

    /// The width in columns of `render`'s lines for frames of `columns` columns.
    public static func width(columns: Int) -> Int { (columns + 2) * 2 + 1 }
}

extension SideBySide {
    /// A pair of frames laid out for a window: side by side at full size when they fit;
    /// otherwise as large as they fit, side by side or one above the other, whichever shows them
    /// larger (`Frame.scaled`). `width` and `height` are the columns and rows available, captions
    /// and markers included (`height` nil: as many as needed). Nil when the window is too small
    /// to show anything useful; `scaled` says whether the frames were shrunk.
    public static func fitted(_ left: Frame, _ right: Frame, leftCaption: String, rightCaption: String, style: FrameStyle = .plain,
                              width: Int, height: Int?) -> (lines: [String], scaled: Bool)? {
        let rows = Swift.max(left.rows, right.rows), columns = Swift.max(left.columns, right.columns)
        let tall = height ?? Int.max / 4
        // Side by side: two bordered frames and a gutter; a caption row, two border rows and a marker row.
        let beside = Frame(columns: columns, rows: rows).fittingSize(columns: (width - 5) / 2, rows: tall - 4)
        // One above the other: each with its caption and borders.
        let above = Frame(columns: columns, rows: rows).fittingSize(columns: width - 2, rows: (tall - 6) / 2)
        func area(_ size: (columns: Int, rows: Int)?) -> Int { size.map { $0.columns * $0.rows } ?? 0 }
        guard let chosen = area(beside) >= area(above) ? beside : above else { return nil }
        let scaled = chosen.columns < columns || chosen.rows < rows
        let l = scaled ? left.scaled(columns: chosen.columns * left.columns / columns, rows: chosen.rows * left.rows / rows) : left
        let r = scaled ? right.scaled(columns: chosen.columns * right.columns / columns, rows: chosen.rows * right.rows / rows) : right
        if area(beside) >= area(above) {
            return (render(l, r, leftCaption: leftCaption, rightCaption: rightCaption, style: style).map { clip($0, to: width) }, scaled)
        }
        let highlight = l.columns == r.columns && l.rows == r.rows ? l.diff(r) : nil
        let lines = [" " + leftCaption] + style.lines(l, nil) + [" " + rightCaption] + style.lines(r, highlight)
        return (lines.map { clip($0, to: width) }, scaled)
    }

    /// `line` cut to `width` visible columns (escape sequences do not count, a Chinese character
    /// counts two; a cut inside a colour resets it).
    public static func clip(_ line: String, to width: Int) -> String {
        var out = ""
        var visible = 0
        var inEscape = false
        var cut = false
        for character in line {
            if inEscape {
                out.append(character)
                if character == "m" { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; out.append(character); continue }
            // A wide character (Chinese) takes two columns, and is not cut in half.
            let columns = DisplayWidth.of(character)
            if cut || visible + columns > width { cut = true; continue }
            out.append(character)
            visible += columns
        }
        return cut && out.contains("\u{1B}") ? out + "\u{1B}[0m" : out
    }
}
