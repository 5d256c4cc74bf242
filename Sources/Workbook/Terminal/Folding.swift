import Frames
/// Lines of code or preformatted text fitted to a window's width: a line too long is broken at
/// its last space that fits (anywhere, if it has none), and the rest continues on lines indented
/// like it, plus `continuation`. Escape sequences count for nothing; a colour running at a break
/// is ended there and started again on the next line. (Prose is wrapped by
/// `MarkdownRenderer.wrap`, which may join spaces; this keeps every character.)
public enum Folding {
    /// `startColumn`: where the line starts, when something is already written before it on
    /// the same terminal line.
    public static func fold(_ line: String, width: Int, continuation: String = "  ", startColumn: Int = 0) -> [String] {
        guard width > 0, startColumn + MarkdownRenderer.visibleLength(line) > width else { return [line] }
        // The line as printing characters, each with the escape sequences just before it.
        var cells: [(prefix: String, character: Character)] = []
        var pending = ""
        var inEscape = false
        for character in line {
            if inEscape {
                pending.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; pending.append(character); continue }
            cells.append((pending, character))
            pending = ""
        }
        let indent = String(repeating: " ", count: cells.prefix { $0.character == " " }.count)
        var lines: [String] = []
        var active = ""          // the colour running at the current position
        var start = 0
        var first = true
        while start < cells.count {
            let room = first ? max(1, width - startColumn) : max(8, width - indent.count - continuation.count)
            // As many characters as fill `room` columns (a wide character takes two).
            var end = start
            var used = 0
            while end < cells.count, used + DisplayWidth.of(cells[end].character) <= room || end == start {
                used += DisplayWidth.of(cells[end].character)
                end += 1
            }
            if end < cells.count, let space = (start + 1..<end).last(where: { cells[$0].character == " " }), space > start + (end - start) / 3 {
                end = space + 1
            }
            // The space a line breaks at ends it; the next line starts at the next word.
            var last = end
            while end < cells.count, last > start + 1, cells[last - 1].character == " " { last -= 1 }
            var text = first ? "" : indent + continuation + active
            for i in start..<last {
                text += cells[i].prefix + String(cells[i].character)
                if !cells[i].prefix.isEmpty { active = Self.colour(after: active, cells[i].prefix) }
            }
            for i in last..<end where !cells[i].prefix.isEmpty { active = Self.colour(after: active, cells[i].prefix) }
            if end == cells.count { text += pending }
            else if !active.isEmpty { text += "\u{1B}[0m" }
            lines.append(text)
            start = end
            while start < cells.count, cells[start].character == " " {
                if !cells[start].prefix.isEmpty { active = Self.colour(after: active, cells[start].prefix) }
                start += 1
            }
            first = false
        }
        return lines
    }

    /// The colour sequences running after `sequences`: a reset ends them.
    private static func colour(after active: String, _ sequences: String) -> String {
        var result = active
        for part in sequences.split(separator: "\u{1B}", omittingEmptySubsequences: true) {
            let sequence = "\u{1B}" + part
            if sequence == "\u{1B}[0m" || sequence == "\u{1B}[m" { result = "" } else if sequence.hasSuffix("m") { result += sequence }
        }
        return result
    }
}
