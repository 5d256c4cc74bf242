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
}
