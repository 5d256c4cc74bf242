import Foundation

/// The plain-text format of frames, readable in any diff tool.
///
/// ```
/// frame 47x42 t=0.300 device=phone
/// +-----------------------------------------------+
/// |                                               |
/// |   .---------------------.                     |
/// +-----------------------------------------------+
/// ```
///
/// A header line, then the frame inside a box, so trailing spaces are visible, then — when the
/// frame has them — its tones, one `> tone ` line per row with a digit per cell (`Tone`), and
/// its notes, each on a line of its own starting with `> `. A file of several frames (a
/// sequence) is the blocks one after the other, separated by a blank line.
public enum FrameFile {
    /// One frame as text (ending with a newline).
    public static func encode(_ frame: Frame) -> String {
        var out = "frame \(frame.columns)x\(frame.rows) t=\(frame.time.map { String(format: "%.3f", $0) } ?? "-")"
        if !frame.deviceName.isEmpty { out += " device=\(frame.deviceName)" }
        out += "\n"
        let rule = "+" + String(repeating: "-", count: frame.columns) + "+\n"
        out += rule
        for line in frame.lines { out += "|" + line + "|\n" }
        out += rule
        if let tones = frame.tones {
            for row in 0..<frame.rows {
                out += "> tone " + String(tones[(row * frame.columns)..<((row + 1) * frame.columns)].map(Tone.encode)) + "\n"
            }
        }
        for note in frame.notes { out += "> " + note + "\n" }
        return out
    }

    /// Several frames as text.
    public static func encode(_ frames: [Frame]) -> String {
        frames.map(encode).joined(separator: "\n")
    }

    /// What is wrong with a frame file, with the line it was found on.
    public struct FormatError: Error, CustomStringConvertible, Equatable {
        public let line: Int
        public let reason: String
        public var description: String { "frame file, line \(line): \(reason)" }
    }

    /// Reads every frame of a file.
    public static func decode(_ text: String) throws(FormatError) -> [Frame] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var frames: [Frame] = []
        var i = 0
        while i < lines.count {
            if lines[i].isEmpty { i += 1; continue }
            let header = lines[i]
            guard header.hasPrefix("frame ") else { throw FormatError(line: i + 1, reason: "expected a header starting with \"frame \", found \"\(header)\"") }
            var columns = -1, rows = -1
            var time: Double?
            var device = ""
            var fields = String(header.dropFirst(6))
            // The device name is last and may contain spaces.
            if let range = fields.range(of: " device=") {
                device = String(fields[range.upperBound...])
                fields = String(fields[..<range.lowerBound])
            }
            for field in fields.split(separator: " ") {
                if field.hasPrefix("t=") {
                    let value = field.dropFirst(2)
                    if value != "-" {
                        guard let t = Double(value) else { throw FormatError(line: i + 1, reason: "bad time \"\(value)\"") }
                        time = t
                    }
                } else if field.hasPrefix("device=") {
                    device = String(field.dropFirst(7))
                } else {
                    let size = field.split(separator: "x")
                    guard size.count == 2, let c = Int(size[0]), let r = Int(size[1]) else { throw FormatError(line: i + 1, reason: "bad size \"\(field)\" (expected COLUMNSxROWS)") }
                    columns = c; rows = r
                }
            }
            guard columns >= 0, rows >= 0 else { throw FormatError(line: i + 1, reason: "the header has no size") }
            let rule = "+" + String(repeating: "-", count: columns) + "+"
            guard i + 1 < lines.count, lines[i + 1] == rule else { throw FormatError(line: i + 2, reason: "expected the top border of a \(columns)-column frame") }
            var body: [String] = []
            for r in 0..<rows {
                let index = i + 2 + r
                guard index < lines.count else { throw FormatError(line: index + 1, reason: "the file ends inside a frame") }
                let line = lines[index]
                guard line.hasPrefix("|"), line.hasSuffix("|"), line.count == columns + 2 else {
                    throw FormatError(line: index + 1, reason: "expected |…| with exactly \(columns) characters inside")
                }
                body.append(String(line.dropFirst().dropLast()))
            }
            let bottom = i + 2 + rows
            guard bottom < lines.count, lines[bottom] == rule else { throw FormatError(line: bottom + 1, reason: "expected the bottom border") }
            var frame = Frame(lines: body, time: time, deviceName: device)
            i = bottom + 1
            var tones: [Double] = []
            while i < lines.count, lines[i].hasPrefix("> ") {
                if lines[i].hasPrefix("> tone ") {
                    let row = lines[i].dropFirst(7)
                    let values = row.compactMap(Tone.decode)
                    guard row.count == columns, values.count == columns else {
                        throw FormatError(line: i + 1, reason: "expected a tone line of \(columns) digits (0…9, a…z)")
                    }
                    tones += values
                } else {
                    frame.notes.append(String(lines[i].dropFirst(2)))
                }
                i += 1
            }
            if !tones.isEmpty {
                guard tones.count == columns * rows else { throw FormatError(line: i, reason: "expected \(rows) tone lines") }
                frame.tones = tones
            }
            frames.append(frame)
        }
        return frames
    }
}
