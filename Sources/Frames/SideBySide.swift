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
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? String(s.prefix(n)) : s + String(repeating: " ", count: n - s.count) }
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
