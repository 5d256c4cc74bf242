import Foundation

/// What the graders' sources (`Tests/Graders/*.swift`) say, read as text, for the authoring
/// self-check: which grader classes each file declares, the checks each class has and lists in
/// `allTests`, and the TODO steps and frame names its messages name. Checked against the
/// manifest, the stubs and the goldens, so that a typo surfaces in `author check`, naming the
/// file to fix, and not when a learner runs `check`.
public struct GraderSources: Sendable {
    /// One grader file.
    public struct File: Sendable {
        public var url: URL
        public var text: String
        /// The `LessonTestCase` subclasses it declares, each with its `test_` methods and its
        /// `allTests` pairs (the name given, the method referred to).
        public var classes: [Class]
        /// TODO steps its messages name ("1.2", "4"), each with the line it is on.
        public var todos: [(step: String, line: Int)]
        /// Frame names it records or compares (`named: "push"`, `match: "push"`), with lines.
        public var frames: [(name: String, line: Int)]
    }

    public struct Class: Sendable {
        public var name: String
        public var methods: [String]
        public var listed: [(name: String, method: String)]
    }

    public var files: [File]

    /// Reads every `.swift` file in `directory`.
    public static func read(_ directory: URL) -> GraderSources {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return GraderSources(files: names.compactMap { name in
            let url = directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return parse(text, url: url)
        })
    }

    /// The file that declares grader class `name`.
    public func file(declaring name: String) -> File? {
        files.first { $0.classes.contains { $0.name == name } }
    }

    static func parse(_ text: String, url: URL) -> File {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var classes: [Class] = []
        var todos: [(String, Int)] = []
        var frames: [(String, Int)] = []
        for (index, line) in lines.enumerated() {
            if let name = firstMatch(#"^(?:public |final |open )*class (\w+)\s*:\s*LessonTestCase\b"#, in: line) {
                classes.append(Class(name: name, methods: [], listed: []))
            } else if !classes.isEmpty, line.range(of: #"^\S"#, options: .regularExpression) != nil,
                      line.range(of: #"^(?:public |final |private |fileprivate )*(class|struct|enum|extension) "#, options: .regularExpression) != nil {
                // Another top-level declaration: what follows is not the class's.
                classes.append(Class(name: "", methods: [], listed: []))
            }
            if var current = classes.popLast() {
                if let method = firstMatch(#"^\s+(?:@\w+ )*(?:override )?func (test_\w+)\("#, in: line) { current.methods.append(method) }
                for pair in allMatches(#"\(\s*"(test_\w+)"\s*,\s*(test_\w+)\s*\)"#, in: line) { current.listed.append((pair[0], pair[1])) }
                classes.append(current)
            }
            for step in todoSteps(in: line) { todos.append((step, index + 1)) }
            for name in allMatches(#"\b(?:named|match|frames): "([A-Za-z0-9-]+)""#, in: line) { frames.append((name[0], index + 1)) }
        }
        return File(url: url, text: text, classes: classes.filter { !$0.name.isEmpty }, todos: todos, frames: frames)
    }

    /// The TODO steps a text names: "TODO 1.2", "TODOs 2.4, 2.7", "TODO 4.1–4.3" (both ends),
    /// "TODO 3.2 and 3.4", "TODO 5".
    public static func todoSteps(in text: String) -> [String] {
        allMatches(#"\bTODOs?\s+(\d+(?:\.\d+)?(?:\s*(?:,|–|-|and|or)\s*\d+(?:\.\d+)?)*)"#, in: text).flatMap { match in
            allMatches(#"(\d+(?:\.\d+)?)"#, in: match[0]).map { $0[0] }
        }
    }

    /// Whether a stub's text has the step (`// TODO 1.2:` or `// TODO 1.2 `).
    public static func stub(_ text: String, has step: String) -> Bool {
        text.range(of: "TODO \(step)(:|\\s|$)", options: .regularExpression) != nil
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        allMatches(pattern, in: text).first?.first
    }

    private static func allMatches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (1..<match.numberOfRanges).map { i in match.range(at: i).location == NSNotFound ? "" : ns.substring(with: match.range(at: i)) }
        }
    }
}
