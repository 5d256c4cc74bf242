import Frames
/// Renders the Markdown of chapter texts for the terminal: headings, paragraphs wrapped to the
/// width, emphasis, inline code, lists, block quotes and fenced code blocks (kept verbatim,
/// indented behind a bar).
public struct MarkdownRenderer: Sendable {
    public var style: TerminalStyle

    public init(style: TerminalStyle) { self.style = style }

    public func render(_ markdown: String) -> String {
        // A fix mark (`` `code`{fix 1.5} ``) is for the authoring self-check, not the learner.
        let markdown = FixSnippet.unmarked(markdown)
        var out: [String] = []
        var paragraph: [String] = []
        var inCode = false
        var codeLabel = ""
        let width = max(40, min(style.width, 100))

        // A list item runs on over the lines that follow it (indented or not) until a blank
        // line, the next item or another block starts.
        var item: (marker: String, lines: [String], level: Int)?

        var inList = false

        func flushItem() {
            guard let current = item else { return }
            // A nested item sits under the text of the item it belongs to.
            let margin = "  " + String(repeating: "  ", count: current.level)
            let indent = String(repeating: " ", count: current.marker.count + 1)
            let lines = wrap(inline(Self.join(current.lines)), width: width - indent.count - margin.count, indent: "")
            for (i, l) in lines.enumerated() { out.append(margin + (i == 0 ? current.marker + " " : indent) + l) }
            item = nil
        }

        /// Ends the current block; a list that ends gets a blank line after it, like a paragraph.
        func flushParagraph() {
            flushItem()
            if inList {
                out.append("")
                inList = false
            }
            guard !paragraph.isEmpty else { return }
            out.append(contentsOf: wrap(inline(Self.join(paragraph)), width: width, indent: ""))
            out.append("")
            paragraph = []
        }

        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if raw.hasPrefix("```") {
                if inCode {
                    inCode = false
                    out.append("")
                } else {
                    flushParagraph()
                    inCode = true
                    codeLabel = String(raw.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                    if !codeLabel.isEmpty, codeLabel != "swift" { out.append(style.dim("  ┌ " + codeLabel)) }
                }
                continue
            }
            if inCode {
                out.append(style.dim("  │ ") + style.cyan(raw))
                continue
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                // Between items of one list a blank line keeps the list going.
                if inList { flushItem() } else { flushParagraph() }
                continue
            }
            if line.hasPrefix("#") {
                flushParagraph()
                let level = line.prefix { $0 == "#" }.count
                let text = inline(String(line.dropFirst(level)).trimmingCharacters(in: .whitespaces))
                out.append(level == 1 ? style.bold(style.underline(text)) : style.bold(text))
                out.append("")
                continue
            }
            if let start = listItem(line) {
                flushItem()
                if !inList { flushParagraph() }
                inList = true
                // Two spaces of indentation (or a tab) per level of nesting.
                let leading = raw.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
                item = (start.marker == "•" && leading >= 2 ? "◦" : start.marker, [start.text], min(leading / 2, 4))
                continue
            }
            if line.hasPrefix(">") {
                flushParagraph()
                let text = inline(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
                for l in wrap(text, width: width - 4, indent: "") { out.append(style.dim("  ┃ ") + l) }
                continue
            }
            if item != nil {
                item!.lines.append(line)
                continue
            }
            if inList { flushParagraph() }
            paragraph.append(line)
        }
        flushParagraph()
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n")
    }

    private func listItem(_ line: String) -> (marker: String, text: String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return ("•", String(line.dropFirst(2))) }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
            return (digits + ".", String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// The text up to a closing `_` that ends a word (followed by a space, the end or one of
    /// `.,;:!?)`), and where the text goes on after it.
    private func underscored(_ text: String, from start: String.Index) -> (String, String.Index)? {
        var j = start
        while j < text.endIndex {
            if text[j] == "_", j > start, !text[text.index(before: j)].isWhitespace {
                let after = text.index(after: j)
                if after == text.endIndex || text[after].isWhitespace || ".,;:!?)".contains(text[after]) {
                    return (String(text[start..<j]), after)
                }
            }
            j = text.index(after: j)
        }
        return nil
    }

    /// The lines of a paragraph as one: joined by a space, except where a line break falls
    /// between two Chinese characters (or next to Chinese punctuation), which Chinese text
    /// writes without one.
    static func join(_ lines: [String]) -> String {
        var out = ""
        for line in lines {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            if let last = out.last, let first = line.first {
                let tight = (DisplayWidth.isWide(last) && DisplayWidth.isWide(first))
                    || (DisplayWidth.isWide(last) && DisplayWidth.mustNotBeginLine(first) && !first.isASCII)
                    || (DisplayWidth.mustNotBeginLine(last) && !last.isASCII && DisplayWidth.isWide(first))
                if !tight { out += " " }
            }
            out += line
        }
        return out
    }

    /// Emphasis, strong, code and links.
    func inline(_ text: String) -> String {
        var out = ""
        var i = text.startIndex
        func consume(until marker: String, from start: String.Index) -> (String, String.Index)? {
            guard let end = text.range(of: marker, range: start..<text.endIndex) else { return nil }
            return (String(text[start..<end.lowerBound]), end.upperBound)
        }
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("`"), let (code, next) = consume(until: "`", from: text.index(after: i)) {
                out += style.cyan(code); i = next; continue
            }
            if rest.hasPrefix("**"), let (bold, next) = consume(until: "**", from: text.index(i, offsetBy: 2)) {
                out += style.bold(inline(bold)); i = next; continue
            }
            // Inside a word a `*` or `_` is itself (`a*b`, `snake_case`); after a Chinese
            // character, which has no spaces around it, `*` still marks emphasis.
            if rest.hasPrefix("*") || rest.hasPrefix("_"), let before = i == text.startIndex ? nil : text[text.index(before: i)],
               before.isLetter || before.isNumber, !(rest.hasPrefix("*") && DisplayWidth.isWide(before)) {
                out.append(text[i]); i = text.index(after: i); continue
            }
            if rest.hasPrefix("*") {
                if let (em, next) = consume(until: "*", from: text.index(after: i)), !em.isEmpty, !em.hasPrefix(" ") {
                    out += style.italic(inline(em)); i = next; continue
                }
            }
            // `_` marks emphasis only around words: `_like this_`, not in `addSubview(_:)` or
            // `snake_case` (it opens after a space or the start, before a letter, and closes
            // before a space, the end or a punctuation mark).
            if rest.hasPrefix("_"), i == text.startIndex || text[text.index(before: i)].isWhitespace,
               let first = rest.dropFirst().first, first.isLetter || first.isNumber,
               let (em, next) = underscored(text, from: text.index(after: i)) {
                out += style.italic(inline(em)); i = next; continue
            }
            if rest.hasPrefix("["), let close = text.range(of: "](", range: i..<text.endIndex), let end = text.range(of: ")", range: close.upperBound..<text.endIndex) {
                let label = text[text.index(after: i)..<close.lowerBound]
                let target = text[close.upperBound..<end.lowerBound]
                out += style.underline(String(label)) + (target.hasPrefix("#") ? "" : " (\(target))")
                i = end.upperBound
                continue
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }

    /// Wraps styled text at spaces, and between Chinese (Japanese, Korean) characters, which
    /// take two columns each; escape sequences do not count towards the width. Closing
    /// punctuation (，。：；) never begins a line (`DisplayWidth.segments(of:)`). A line break in
    /// the text starts a new line. A word longer than the line (a long code span such as
    /// `animate(withDuration:delay:usingSpringWithDamping:)`) breaks after a `:`, `(`, `.` or `,`,
    /// never inside a name; only a name longer than the whole line is cut.
    package func wrap(_ text: String, width: Int, indent: String) -> [String] {
        if text.contains("\n") {
            return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { $0.isEmpty ? [""] : wrap(String($0), width: width, indent: indent) }
        }
        let width = max(width, 1)
        var lines: [String] = []
        var current = ""
        var visible = 0
        func breakLine() {
            lines.append(indent + current)
            current = ""
            visible = 0
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            // Text with wide characters breaks between them: each segment after the first
            // follows the one before without a space.
            for (index, segment) in DisplayWidth.segments(of: String(word)).enumerated() {
                let spaced = index == 0
                let w = Self.visibleLength(segment)
                if visible > 0 && visible + (spaced ? 1 : 0) + w > width {
                    breakLine()
                }
                if visible > 0 && spaced { current += " "; visible += 1 }
                guard w > width - visible else {
                    current += segment
                    visible += w
                    continue
                }
                place(segment)
            }
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines

        /// A segment too long for any line: the pieces between break points, as many on a line
        /// as fit.
        func place(_ word: String) {
            for piece in Self.pieces(of: word, width: width) {
                let p = Self.visibleLength(piece)
                if visible > 0 && visible + p > width { breakLine() }
                current += piece
                visible += p
            }
        }
    }

    /// `word` cut after each `:`, `(`, `.` and `,`, and any piece still longer than `width`
    /// cut at `width` (escape sequences go with the text they colour).
    static func pieces(of word: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var visible = 0
        var inEscape = false
        for character in word {
            piece.append(character)
            if character == "\u{1B}" { inEscape = true; continue }
            if inEscape {
                if character.isLetter { inEscape = false }
                continue
            }
            let w = DisplayWidth.of(character)
            // A wide character that would overflow the piece starts the next one.
            if visible > 0, visible + w > width {
                piece.removeLast()
                pieces.append(piece)
                piece = String(character)
                visible = 0
            }
            visible += w
            if ":(.,".contains(character) || visible >= width {
                pieces.append(piece)
                piece = ""
                visible = 0
            }
        }
        if !piece.isEmpty {
            // Trailing escape codes (a colour reset) stay with the last piece.
            if visibleLength(piece) == 0, !pieces.isEmpty { pieces[pieces.count - 1] += piece } else { pieces.append(piece) }
        }
        return pieces
    }

    /// The columns `s` takes in a terminal (`DisplayWidth.of(_:)`): escape sequences none, wide
    /// characters two.
    package static func visibleLength(_ s: String) -> Int {
        DisplayWidth.of(s)
    }
}
