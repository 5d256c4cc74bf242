import Foundation
import Frames
import Grading

/// Recordings to share what a learner saw: an asciicast (the format asciinema plays and most
/// documentation sites embed) of an animation, and an SVG of one moment, side by side.
enum Sharing {
    /// One screen of a recording: what shows from `time` (seconds since the recording began).
    struct Screen: Equatable {
        var time: Double
        var lines: [String]
    }

    /// The screens of an animation at the frames' own moments: the reference and the learner's
    /// side by side ("expected", "yours") when both are given, else the one given alone with its
    /// caption above it. Every moment either has a frame at shows the last frame of each at or
    /// before it.
    static func screens(expected: [Frame]?, yours: [Frame]?, style: FrameStyle, catalogue: Catalogue? = nil) -> [Screen] {
        let (left, right) = (Words.expected.rendered(catalogue), Words.yours.rendered(catalogue))
        switch (expected, yours) {
        case let (e?, y?) where !e.isEmpty && !y.isEmpty:
            let scrubber = Scrubber(name: "", expected: e, yours: y, gradedExpected: [], gradedYours: [], view: .sideBySide)
            return scrubber.times.map { t in
                Screen(time: t, lines: SideBySide.render(Scrubber.frame(e, at: t), Scrubber.frame(y, at: t), leftCaption: left, rightCaption: right, style: style))
            }
        case let (e?, _) where !e.isEmpty:
            return e.map { Screen(time: $0.time ?? 0, lines: [" " + left] + style.lines($0, nil)) }
        case let (_, y?) where !y.isEmpty:
            return y.map { Screen(time: $0.time ?? 0, lines: [" " + right] + style.lines($0, nil)) }
        default:
            return []
        }
    }

    /// An asciicast version 2 document (a header line, then one output event a line) showing
    /// `screens` at their times times `slow`; the last one stays for a second.
    static func asciicast(_ screens: [Screen], title: String, slow: Double = 1, timestamp: Date = Date()) throws -> String {
        let width = screens.flatMap(\.lines).map(MarkdownRenderer.visibleLength).max() ?? 80
        let height = screens.map(\.lines.count).max() ?? 24
        struct Header: Encodable {
            var version = 2
            var width: Int
            var height: Int
            var timestamp: Int
            var title: String
            var env = ["TERM": "xterm-256color", "SHELL": "/bin/sh"]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = String(decoding: try encoder.encode(Header(width: width, height: height, timestamp: Int(timestamp.timeIntervalSince1970), title: title)), as: UTF8.self) + "\n"
        guard let start = screens.first?.time else { return out }
        func event(_ time: Double, _ data: String) throws -> String {
            // [time, "o", data]: JSON arrays of mixed types, written by hand around encoded parts.
            let text = String(decoding: try encoder.encode(data), as: UTF8.self)
            return "[" + String(format: "%.6f", time) + ", \"o\", " + text + "]\n"
        }
        var last = 0.0
        for (index, screen) in screens.enumerated() {
            last = max(last, (screen.time - start) * slow)
            let clear = index == 0 ? "\u{1B}[?25l\u{1B}[2J" : ""
            out += try event(last, clear + "\u{1B}[H" + screen.lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n"))
        }
        out += try event(last + 1, "\r\n\u{1B}[?25h")
        return out
    }

    /// One moment side by side as an SVG picture of the text: a monospace grid on a dark ground,
    /// each cell in its palette colour; the captions above.
    static func svg(_ expected: Frame, _ yours: Frame, time: Double, animation: String) -> String {
        let lines = SideBySide.render(expected, yours, leftCaption: String(format: "expected at %.2f s", time), rightCaption: String(format: "yours at %.2f s", time), style: .ansi)
        let cell = (width: 8.4, height: 17.0)
        let columns = lines.map(MarkdownRenderer.visibleLength).max() ?? 0
        let width = Int((Double(columns) * cell.width + 16).rounded(.up)), height = Int((Double(lines.count) * cell.height + 16).rounded(.up))
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <title>\(escape(animation)): expected and yours at \(String(format: "%.2f", time)) s (Transitions Workbook)</title>
            <rect width="100%" height="100%" fill="#1e1e1e"/>
            <g font-family="Menlo, Consolas, 'DejaVu Sans Mono', monospace" font-size="14" xml:space="preserve">

            """
        for (row, line) in lines.enumerated() {
            let y = 8 + Double(row + 1) * cell.height - 4
            out += "<text x=\"8\" y=\"\(String(format: "%.1f", y))\" textLength=\"\(String(format: "%.1f", Double(MarkdownRenderer.visibleLength(line)) * cell.width))\">"
            for run in runs(line) {
                let fill = run.color.map(hex) ?? "#d4d4d4"
                // A cell that differs (reverse video on a terminal) is drawn bold in orange.
                out += run.reverse ? "<tspan fill=\"#ff9f1c\" font-weight=\"bold\">" : "<tspan fill=\"\(fill)\">"
                out += escape(run.text) + "</tspan>"
            }
            out += "</text>\n"
        }
        return out + "</g>\n</svg>\n"
    }

    /// A line in runs of one colour (an ANSI 256 index, nil for the default) and reverse video.
    static func runs(_ line: String) -> [(text: String, color: UInt8?, reverse: Bool)] {
        var result: [(text: String, color: UInt8?, reverse: Bool)] = []
        var color: UInt8?
        var reverse = false
        var text = ""
        var scalars = line.unicodeScalars.makeIterator()
        func flush() { if !text.isEmpty { result.append((text, color, reverse)); text = "" } }
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { text.unicodeScalars.append(scalar); continue }
            var sequence = ""
            while let next = scalars.next(), next != "m" { sequence.unicodeScalars.append(next) }
            flush()
            let codes = sequence.dropFirst().split(separator: ";").compactMap { Int($0) }
            if codes.isEmpty || codes == [0] { color = nil; reverse = false }
            var i = 0
            while i < codes.count {
                switch codes[i] {
                case 7: reverse = true
                case 38 where i + 2 < codes.count && codes[i + 1] == 5: color = UInt8(clamping: codes[i + 2]); i += 2
                case 39: color = nil
                default: break
                }
                i += 1
            }
        }
        flush()
        return result
    }

    /// The colour of an ANSI 256 index as xterm shows it.
    static func hex(_ index: UInt8) -> String {
        let i = Int(index)
        let (r, g, b): (Int, Int, Int)
        switch i {
        case 0..<16:
            let base = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205), (229, 229, 229),
                        (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255)]
            (r, g, b) = base[i]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let n = i - 16
            (r, g, b) = (levels[n / 36], levels[n / 6 % 6], levels[n % 6])
        default:
            let grey = 8 + (i - 232) * 10
            (r, g, b) = (grey, grey, grey)
        }
        return String(format: "#%02x%02x%02x", r, g, b)
    }

    /// Writes a recording of an exercise's animation `name` to `path`: the reference and the
    /// learner's display frames side by side (the reference's alone with `expectedOnly`); says
    /// what it wrote.
    static func writeCast(_ entry: Catalog.Entry, name: String, expectedOnly: Bool, slow: Double, to path: String, in session: Session) throws {
        let frames = try ExerciseFrames.load(entry, in: session, name: name)
        let expected = try ExerciseFrames.referencePlayback(entry, in: session, name: name).flatMap { $0.isEmpty ? nil : $0 } ?? frames.expected
        let yours = expectedOnly ? nil : ExerciseFrames.yourPlayback(entry, in: session, name: name).flatMap { $0.isEmpty ? nil : $0 } ?? frames.yours
        let title = expectedOnly ? Phrase("workbook.cast.expected", "\(entry.exercise.id) · \(name) (expected)")
            : Phrase("workbook.cast.both", "\(entry.exercise.id) · \(name): expected and yours")
        try writeCast(expected: expected, yours: yours, title: session.text(title), what: name, slow: slow, to: path, in: session)
    }

    /// Writes `expected` and `yours` (either may be nil) side by side as an asciicast.
    static func writeCast(expected: [Frame]?, yours: [Frame]?, title: String, what name: String, slow: Double, to path: String, in session: Session) throws {
        let catalogue = session.catalogue
        let screens = screens(expected: expected, yours: yours, style: .ansi, catalogue: catalogue)
        guard !screens.isEmpty else { throw CommandError(Phrase("workbook.cast.no-frames", "There are no frames of \(name) to record: `check` records yours."), catalogue, exitCode: 1) }
        let text = try asciicast(screens, title: title, slow: slow)
        let url = session.resolvedPath(path)
        do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
            throw CommandError(Words.cannotWrite(path, error), catalogue)
        }
        let seconds = String(format: "%.2f", ((screens.last?.time ?? 0) - (screens.first?.time ?? 0)) * slow)
        let width = screens.flatMap(\.lines).map(MarkdownRenderer.visibleLength).max() ?? 0
        let height = screens.map(\.lines.count).max() ?? 0
        session.output.line(Phrase("workbook.cast.wrote", "Wrote \(path): \(screens.count) frames over \(seconds) s, \(width) × \(height) (an asciicast: `asciinema play \(path)` plays it, and documentation sites embed it).").rendered(catalogue))
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
