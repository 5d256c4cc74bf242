import Foundation

/// A chapter's Markdown text, split into its introduction and one section per exercise (a
/// heading ending in `{#id}`).
public struct ChapterText: Sendable {
    public let introduction: String
    /// Section text by anchor id, heading included (without the `{#id}` marker).
    public let sections: [String: String]
    /// Anchor ids in order.
    public let order: [String]

    public init(markdown: String) {
        var intro: [String] = []
        var sections: [String: String] = [:]
        var order: [String] = []
        var current: String?
        var buffer: [String] = []
        func flush() {
            if let current { sections[current] = buffer.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
            buffer = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#"), let open = line.range(of: "{#"), line.hasSuffix("}") {
                flush()
                let id = String(line[open.upperBound..<line.index(before: line.endIndex)])
                current = id
                order.append(id)
                buffer.append(String(line[..<open.lowerBound]).trimmingCharacters(in: .whitespaces))
                continue
            }
            if current == nil { intro.append(line) } else { buffer.append(line) }
        }
        flush()
        introduction = intro.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        self.sections = sections
        self.order = order
    }

    public static func load(_ url: URL) throws -> ChapterText {
        ChapterText(markdown: try String(contentsOf: url, encoding: .utf8))
    }

    /// One item of a section's "### Pitfalls" list: a mistake the text warns about, which a
    /// mistake fixture must make (`"pitfall": id` in its `expect.json`) and the graders fail.
    public struct Pitfall: Sendable, Equatable {
        /// From the item's bold title: "**The operation not stored.**" → "the-operation-not-stored".
        public var id: String
        public var title: String
    }

    /// The pitfalls listed in a section (items of its "### Pitfalls" list that start with a bold
    /// title), and the items that have no title.
    public static func pitfalls(in section: String) -> (pitfalls: [Pitfall], untitled: [String]) {
        var pitfalls: [Pitfall] = []
        var untitled: [String] = []
        var inList = false
        for line in section.components(separatedBy: "\n") {
            if line.hasPrefix("#") {
                inList = line.trimmingCharacters(in: .whitespaces).lowercased() == "### pitfalls"
                continue
            }
            guard inList, line.hasPrefix("- ") else { continue }
            guard let range = line.range(of: #"^- \*\*(.+?)\*\*"#, options: .regularExpression) else {
                untitled.append(String(line.dropFirst(2).prefix(60)))
                continue
            }
            let title = String(line[range].dropFirst(4).dropLast(2)).trimmingCharacters(in: CharacterSet(charactersIn: ".:!? "))
            pitfalls.append(Pitfall(id: slug(title), title: title))
        }
        return (pitfalls, untitled)
    }

    /// Lower case, words joined by "-", code and punctuation left out: "`fillMode` alone" → "fillmode-alone".
    public static func slug(_ title: String) -> String {
        title.lowercased().components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }.joined(separator: "-")
    }
}
