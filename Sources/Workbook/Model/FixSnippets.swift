import Foundation

/// Code a learner is told to type, marked with the TODO it belongs to: the authoring self-check
/// pastes each one into that TODO's place in the reference solution and compiles the chapter, so
/// that a hint or a grader's advice names only what is in scope where the learner types it (a
/// snippet naming `thumbnail` where only `selectedImage` exists fails the self-check, not the
/// learner).
///
/// Two marks, one rule:
/// - a grader's message writes `\(fix: "shelf.convert(thumbnail.frame, to: nil)", todo: "1.5")`
///   (shown as the code span alone; a literal, so that its source can be read here);
/// - a hint, or a chapter text, writes `` `shelf.convert(thumbnail.frame, to: nil)`{fix 1.5} ``
///   (the mark is not shown: `MarkdownRenderer` leaves it out).
///
/// A TODO's place in the solution is the comment `// 1.5: …` where the solution's code for it
/// starts. The snippets one message or hint marks for one TODO go there together, in their order,
/// inside `do { … }`: they see what the solution declared for the steps before (what a learner
/// who did those steps has), and not what the step's own code declares.
public struct FixSnippet: Sendable, Equatable, CustomStringConvertible {
    public var chapter: String
    /// The TODO step: "1.5".
    public var todo: String
    public var code: String
    /// Where it is written, for the author: "Tests/Graders/PopChecks.swift:37", "pop-open: hint 2 in Lessons/manifest.json".
    public var origin: String

    public init(chapter: String, todo: String, code: String, origin: String) {
        self.chapter = chapter
        self.todo = todo
        self.code = code
        self.origin = origin
    }

    public var description: String { "\(origin): `\(code)` (TODO \(todo))" }

    /// `` `code`{fix 1.5} `` in Markdown.
    static let markdownMark = #"`([^`\n]+)`\{fix (\d+(?:\.\d+)?)\}"#
    /// `\(fix: "code", todo: "1.5")` in Swift (the code a string literal: `\"` and `\\` escaped).
    static let swiftMark = #"\\\(fix: "((?:[^"\\]|\\.)*)", todo: "(\d+(?:\.\d+)?)"\)"#

    /// The text with every `{fix n.m}` mark left out (what a learner reads).
    public static func unmarked(_ text: String) -> String {
        guard text.contains("{fix ") else { return text }
        return text.replacingOccurrences(of: #"(`[^`\n]+`)\{fix \d+(?:\.\d+)?\}"#, with: "$1", options: .regularExpression)
    }

    /// The marked snippets of a Markdown text (a hint, a chapter text).
    public static func inMarkdown(_ text: String, chapter: String, origin: String) -> [FixSnippet] {
        matches(markdownMark, in: text).map { FixSnippet(chapter: chapter, todo: $0.groups[1], code: $0.groups[0], origin: origin) }
    }

    /// The marked snippets of a Swift source (a grader file), each with its line.
    public static func inSwift(_ source: String, chapter: String, file: String) -> [FixSnippet] {
        matches(swiftMark, in: source).map { match in
            let line = source[..<match.start].filter { $0 == "\n" }.count + 1
            let code = match.groups[0].replacingOccurrences(of: #"\\(["\\])"#, with: "$1", options: .regularExpression)
            return FixSnippet(chapter: chapter, todo: match.groups[1], code: code, origin: "\(file):\(line)")
        }
    }

    private static func matches(_ pattern: String, in text: String) -> [(start: String.Index, groups: [String])] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            guard let start = Range(match.range, in: text)?.lowerBound else { return nil }
            return (start, (1..<match.numberOfRanges).map { ns.substring(with: match.range(at: $0)) })
        }
    }
}

/// Pasting snippets into their TODOs' places: pure text work, tested on its own.
public enum FixPasting {
    /// The line where the solution's code for TODO `step` starts: a comment that begins with the
    /// steps it answers, `// 1.5: …`, `// 1.1 / 2.1: …`, `// 1.4 and 2.4: …` (as index into the
    /// solution's lines).
    public static func anchor(of step: String, in solution: String) -> Int? {
        solution.components(separatedBy: "\n").firstIndex { line in
            guard let range = line.range(of: #"^\s*//\s*\d+\.\d+(\s*(/|,|and|&)\s*\d+\.\d+)*\s*:"#, options: .regularExpression) else { return false }
            return line[range].components(separatedBy: CharacterSet(charactersIn: "/,&: ")).contains(step)
        }
    }

    /// A copy of `solution` with `code` inside `do { … }` just before the anchor of `step` (so
    /// that it sees what the solution declared before that step, and may declare the names the
    /// step's own code declares), and the lines the block took (1-based, inclusive); nil when the
    /// solution has no anchor for the step.
    public static func paste(_ code: String, at step: String, in solution: String) -> (text: String, lines: ClosedRange<Int>)? {
        var lines = solution.components(separatedBy: "\n")
        guard let index = anchor(of: step, in: solution) else { return nil }
        let indent = String(lines[index].prefix { $0 == " " })
        let block = [indent + "do {"] + code.components(separatedBy: "\n").map { indent + "    " + $0 } + [indent + "}"]
        lines.insert(contentsOf: block, at: index)
        return (lines.joined(separator: "\n"), (index + 1)...(index + block.count))
    }
}

extension SelfCheck {
    /// Every fix snippet the graders, hints and chapter texts of these exercises offer.
    public func fixSnippets(_ entries: [Catalog.Entry]) -> [FixSnippet] {
        let ws = session.workspace
        let chapters = Dictionary(grouping: entries, by: \.chapter.id).keys.sorted().compactMap(session.catalog.chapter)
        var snippets: [FixSnippet] = []
        for file in GraderSources.read(ws.root.appendingPathComponent("Tests/Graders")).files {
            let mine = chapters.filter { chapter in chapter.exercises.contains { e in file.classes.contains { $0.name == e.grader } } }
            for snippet in FixSnippet.inSwift(file.text, chapter: "", file: ws.relativePath(file.url.path)) {
                // The chapter whose stub has the step (a file may grade several chapters).
                let chapter = mine.first { c in ws.editableFiles(c).contains { ws.pristineText(c, $0).map { GraderSources.stub($0, has: snippet.todo) } ?? false } } ?? mine.first
                if let chapter { snippets.append(FixSnippet(chapter: chapter.id, todo: snippet.todo, code: snippet.code, origin: snippet.origin)) }
            }
        }
        for chapter in chapters {
            let textURL = ws.chapterDirectory(chapter).appendingPathComponent(chapter.text)
            if let text = try? String(contentsOf: textURL, encoding: .utf8) {
                snippets += FixSnippet.inMarkdown(text, chapter: chapter.id, origin: ws.relativePath(textURL.path))
            }
        }
        for entry in entries {
            for (index, hint) in entry.exercise.hints.enumerated() {
                snippets += FixSnippet.inMarkdown(hint, chapter: entry.chapter.id, origin: "\(entry.exercise.id): hint \(index + 1) in Lessons/manifest.json")
            }
        }
        return snippets
    }

    /// Pastes the fix snippets into their TODOs' places in a copy of the solution and compiles
    /// each chapter once: a snippet that does not compile there is a problem naming where it is
    /// written.
    public func fixSnippetProblems(_ entries: [Catalog.Entry], builder: LessonBuilder) -> [String] {
        let ws = session.workspace
        var problems: [String] = []
        let scratch = ws.builds.appendingPathComponent("fix-snippets-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (chapterID, snippets) in Dictionary(grouping: fixSnippets(entries), by: \.chapter).sorted(by: { $0.key < $1.key }) {
            guard let chapter = session.catalog.chapter(chapterID) else { continue }
            let files = ws.editableFiles(chapter)
            var texts: [String: String] = [:]
            // The snippets one text marks for one step go in together: a guard, then what uses it.
            var groups: [(origin: String, todo: String, code: [String])] = []
            for snippet in snippets {
                if let last = groups.indices.last, groups[last].origin == snippet.origin, groups[last].todo == snippet.todo {
                    groups[last].code.append(snippet.code)
                } else {
                    groups.append((snippet.origin, snippet.todo, [snippet.code]))
                }
            }
            var placed: [(origin: String, todo: String, code: String, file: String, lines: ClosedRange<Int>)] = []
            for group in groups {
                let code = group.code.joined(separator: "\n")
                guard let file = files.first(where: { ws.pristineText(chapter, $0).map { GraderSources.stub($0, has: group.todo) } ?? false }) else {
                    problems.append("\(group.origin): a fix for TODO \(group.todo), which no stub of \(chapter.id) has (Stubs/\(chapter.directory)/): correct the step")
                    continue
                }
                let solution = texts[file] ?? (try? String(contentsOf: ws.solutionFile(chapter, file), encoding: .utf8)) ?? ""
                guard let pasted = FixPasting.paste(code, at: group.todo, in: solution) else {
                    problems.append("\(group.origin): a fix for TODO \(group.todo), but Solutions/\(chapter.directory)/\(file) does not say where that step's code starts: put a comment `// \(group.todo): …` (what the step does) there")
                    continue
                }
                texts[file] = pasted.text
                // What was pasted further down the file moved down.
                placed = placed.map { p in
                    var p = p
                    if p.file == file, p.lines.lowerBound >= pasted.lines.lowerBound { p.lines = (p.lines.lowerBound + pasted.lines.count)...(p.lines.upperBound + pasted.lines.count) }
                    return p
                }
                placed.append((group.origin, group.todo, code, file, pasted.lines))
            }
            guard !placed.isEmpty else { continue }
            let folder = scratch.appendingPathComponent(chapter.directory)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                var map: [String: URL] = [:]
                for file in files {
                    map[file] = ws.solutionFile(chapter, file)
                    if let text = texts[file] {
                        map[file] = folder.appendingPathComponent(file)
                        try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
                    }
                }
                guard case let .failed(diagnostics, log) = try builder.build(chapter, in: ws, variant: .files(map), directory: folder.appendingPathComponent("build")) else { continue }
                let errors = diagnostics.filter { $0.severity == "error" }
                if errors.isEmpty { problems.append("\(chapter.id): the solution with its fix snippets pasted does not compile:\n\(log)") }
                var reported = Set<String>()
                for error in errors {
                    let name = URL(fileURLWithPath: error.file).lastPathComponent
                    if error.file.contains("/fix-snippets-"), let p = placed.first(where: { $0.file == name && $0.lines.contains(error.line) }) {
                        guard reported.insert(p.origin + p.todo).inserted else { continue }
                        let shown = p.code.replacingOccurrences(of: "\n", with: "; ")
                        problems.append("\(p.origin): the fix `\(shown)` does not compile where the learner types it, at TODO \(p.todo) (\(p.file)): \(error.message)")
                    } else {
                        problems.append("\(chapter.id): with the fix snippets pasted, \(ws.relativePath(error.file)):\(error.line): \(error.message)")
                    }
                }
            } catch {
                problems.append("\(chapter.id): the fix snippets could not be compiled: \(error)")
            }
        }
        return problems
    }
}
