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
                out += "> tone " + String(decoding: tones[(row * frame.columns)..<((row + 1) * frame.columns)].map(Tone.encodedByte), as: UTF8.self) + "\n"
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
    ///
    /// Goldens are read by every check, so this works on the file's bytes: a tone line is
    /// decoded through a table, and a line's length is counted in characters only when it is not
    /// plain ASCII.
    public static func decode(_ text: String) throws(FormatError) -> [Frame] {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        func string(_ bytes: Substring.UTF8View) -> String { String(Substring(bytes)) }
        func starts(_ bytes: Substring.UTF8View, with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            return prefix.withUTF8Buffer { bytes.prefix(count).elementsEqual($0) }
        }
        var frames: [Frame] = []
        var i = 0
        while i < lines.count {
            if lines[i].isEmpty { i += 1; continue }
            let header = string(lines[i])
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
            func isRule(_ bytes: Substring.UTF8View) -> Bool {
                bytes.count == columns + 2 && bytes.first == UInt8(ascii: "+") && bytes.last == UInt8(ascii: "+")
                    && bytes.dropFirst().dropLast().allSatisfy { $0 == UInt8(ascii: "-") }
            }
            guard i + 1 < lines.count, isRule(lines[i + 1]) else { throw FormatError(line: i + 2, reason: "expected the top border of a \(columns)-column frame") }
            var body: [String] = []
            body.reserveCapacity(rows)
            for r in 0..<rows {
                let index = i + 2 + r
                guard index < lines.count else { throw FormatError(line: index + 1, reason: "the file ends inside a frame") }
                let bytes = lines[index]
                guard bytes.first == UInt8(ascii: "|"), bytes.last == UInt8(ascii: "|"), bytes.count >= 2 else {
                    throw FormatError(line: index + 1, reason: "expected |…| with exactly \(columns) characters inside")
                }
                let inside = string(bytes.dropFirst().dropLast())
                let ascii = !inside.utf8.contains { $0 >= 0x80 }
                guard (ascii ? inside.utf8.count : inside.count) == columns else {
                    throw FormatError(line: index + 1, reason: "expected |…| with exactly \(columns) characters inside")
                }
                body.append(inside)
            }
            let bottom = i + 2 + rows
            guard bottom < lines.count, isRule(lines[bottom]) else { throw FormatError(line: bottom + 1, reason: "expected the bottom border") }
            var frame = Frame(lines: body, time: time, deviceName: device)
            i = bottom + 1
            var tones: [Double] = []
            while i < lines.count, starts(lines[i], with: "> ") {
                if starts(lines[i], with: "> tone ") {
                    let row = lines[i].dropFirst(7)
                    guard row.count == columns else {
                        throw FormatError(line: i + 1, reason: "expected a tone line of \(columns) digits (0…9, a…z)")
                    }
                    if tones.isEmpty { tones.reserveCapacity(columns * rows) }
                    for byte in row {
                        guard let tone = Tone.decode(byte) else {
                            throw FormatError(line: i + 1, reason: "expected a tone line of \(columns) digits (0…9, a…z)")
                        }
                        tones.append(tone)
                    }
                } else {
                    frame.notes.append(string(lines[i].dropFirst(2)))
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
