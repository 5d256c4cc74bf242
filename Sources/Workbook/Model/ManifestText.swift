import Foundation

extension Catalog {
    /// The manifest as `Lessons/manifest.json` spells it: keys in their declared order, two
    /// spaces an indent, no escaped slashes or non-ASCII letters, a final newline — so that a
    /// tool that adds a chapter or an exercise changes only those lines.
    public var manifestText: String {
        var out = ""
        func string(_ s: String) -> String {
            var escaped = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                case "\u{08}": escaped += "\\b"
                case "\u{0C}": escaped += "\\f"
                case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        }
        func strings(_ values: [String], _ indent: String) -> String {
            guard !values.isEmpty else { return "[]" }
            return "[\n" + values.map { indent + "  " + string($0) }.joined(separator: ",\n") + "\n" + indent + "]"
        }
        func object(_ fields: [(String, String)], _ indent: String) -> String {
            "{\n" + fields.map { "\(indent)  \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
        }
        let chapters = self.chapters.map { chapter -> String in
            let exercises = chapter.exercises.map { e -> String in
                var fields = [("id", string(e.id)), ("title", string(e.title)), ("section", string(e.section)), ("grader", string(e.grader)),
                              ("files", strings(e.files, "          ")), ("hints", strings(e.hints, "          "))]
                if let frames = e.frames { fields.append(("frames", strings(frames, "          "))) }
                return "        " + object(fields, "        ")
            }
            let list = exercises.isEmpty ? "[]" : "[\n" + exercises.joined(separator: ",\n") + "\n      ]"
            return "    " + object([("id", string(chapter.id)), ("title", string(chapter.title)), ("directory", string(chapter.directory)),
                                    ("text", string(chapter.text)), ("exercises", list)], "    ")
        }
        out += object([("version", String(version)), ("chapters", chapters.isEmpty ? "[]" : "[\n" + chapters.joined(separator: ",\n") + "\n  ]")], "")
        return out + "\n"
    }
}
