import Foundation
import Grading

/// The English phrases of the workbook, read from its Swift sources as `genstrings` reads
/// `NSLocalizedString`: every `Phrase("id", "…")` with its template (each interpolation a
/// `{n}`, in order), where it is written. The self-check compares the catalogues with them.
public struct PhraseSource: Sendable {
    public struct Found: Sendable, Equatable {
        public var id: String
        public var template: String
        /// "Tests/Graders/FadeChecks.swift:41".
        public var place: String
    }

    public private(set) var found: [Found] = []
    /// A `Phrase(` whose id or English could not be read (not written as literals).
    public private(set) var unreadable: [String] = []

    /// The folders whose `.swift` files say things to the learner.
    public static let folders = ["Sources/Grading", "Sources/Workbook", "Sources/workbook", "Tests/Graders"]

    public init(root: URL) throws {
        for folder in Self.folders {
            let dir = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in files where url.pathExtension == "swift" && !Self.notSaying.contains(url.lastPathComponent) {
                let text = try String(contentsOf: url, encoding: .utf8)
                scan(text, file: folder + "/" + url.path.dropFirst(dir.path.count + 1))
            }
        }
        // The learner commands' pages (`help <command>`), as ArgumentParser describes them.
        found += HelpPage.phrases().map { Found(id: $0.id, template: $0.english, place: "help (\($0.id))") }
    }

    /// Files that write `Phrase(` without saying anything: the type itself and this scanner.
    static let notSaying: Set<String> = ["Phrase.swift", "PhraseSource.swift"]

    /// Whether `root` holds the sources the phrases are read from.
    public static func hasSources(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Grading").path)
    }

    /// The phrases in one file's text.
    public init(text: String, file: String) { scan(text, file: file) }

    /// Each id's template (the first, when an id is written twice).
    public var templates: [String: String] {
        var out: [String: String] = [:]
        for f in found where out[f.id] == nil { out[f.id] = f.template }
        return out
    }

    /// Ids written with two different templates: each must say one thing.
    public var conflicts: [String] {
        let templates = self.templates
        return Array(Set(found.filter { templates[$0.id] != $0.template }.map { "\($0.id) (\($0.place))" })).sorted()
    }

    private mutating func scan(_ text: String, file: String) {
        if file.hasPrefix("Tests/Graders/") { scanCheckNames(text, file: file) }
        if file.hasPrefix("Sources/Workbook/Commands/"), !Self.notLearners.contains(String(file.split(separator: "/").last ?? "")) {
            scanCommands(text, file: file)
        }
        let chars = Array(text.unicodeScalars)
        let marker = Array("Phrase(".unicodeScalars)
        let verbatim = Array("verbatim:".unicodeScalars)
        var i = 0
        var line = 1
        while i + marker.count <= chars.count {
            if chars[i] == "\n" { line += 1 }
            // A comment may show a phrase; it says none.
            if chars[i] == "/", chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            guard chars[i] == "P", Array(chars[i..<i + marker.count]) == marker,
                  i == 0 || !(CharacterSet.alphanumerics.contains(chars[i - 1]) || chars[i - 1] == "_" || chars[i - 1] == ".")
            else { i += 1; continue }
            let place = "\(file):\(line)"
            var j = i + marker.count
            while j < chars.count, chars[j] == " " || chars[j] == "\n" { j += 1 }
            if j + verbatim.count <= chars.count, Array(chars[j..<j + verbatim.count]) == verbatim { i = j; continue }
            guard let id = Self.literal(chars, &j), id.values == 0 else { unreadable.append(place); i += 1; continue }
            // Scanning goes on after the id: phrases interpolated in this one's English are found too.
            let afterID = j
            while j < chars.count, chars[j] == " " || chars[j] == "\n" || chars[j] == "," { j += 1 }
            if j < chars.count, chars[j] == "\"", let english = Self.literal(chars, &j) {
                found.append(Found(id: id.text, template: english.text, place: place))
            } else {
                unreadable.append(place)
            }
            // Count the lines skipped over.
            line += chars[(i + 1)..<afterID].filter { $0 == "\n" }.count
            i = afterID
        }
    }

    /// A grader's checks are named by their methods (`CheckResult.readableName`): each is a
    /// phrase `check.<method>` ("check.test_detailFadesIn": "detail fades in").
    private mutating func scanCheckNames(_ text: String, file: String) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "func test") else { continue }
            let name = line[range.lowerBound...].dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard line[range.lowerBound...].dropFirst(5 + name.count).first == "(" else { continue }
            found.append(Found(id: CheckResult.phraseID(String(name)), template: CheckResult.readableName(String(name)), place: "\(file):\(number + 1)"))
        }
    }

    /// The files of the commands that are not the learner's (`help` lists the learner's).
    static let notLearners: Set<String> = ["AuthorCommands.swift", "ClassCommands.swift"]

    /// A learner command's line in `help` is its abstract: a phrase `help.command.<name>`
    /// (`Message.command`), read from its `CommandConfiguration(commandName:abstract:)`.
    private mutating func scanCommands(_ text: String, file: String) {
        let chars = Array(text.unicodeScalars)
        let name = Array("commandName: ".unicodeScalars), abstract = Array("abstract: ".unicodeScalars)
        func at(_ i: Int, _ word: [Unicode.Scalar]) -> Bool { i + word.count <= chars.count && Array(chars[i..<i + word.count]) == word }
        var i = 0
        var line = 1
        while i < chars.count {
            if chars[i] == "\n" { line += 1 }
            guard at(i, name) else { i += 1; continue }
            var j = i + name.count
            guard let command = Self.literal(chars, &j) else { i += 1; continue }
            while j < chars.count, chars[j] == " " || chars[j] == "\n" || chars[j] == "," { j += 1 }
            // Not the root command's, nor those the workbook runs itself (`__drive`).
            if at(j, abstract), command.text != "workbook", !command.text.hasPrefix("__") {
                j += abstract.count
                if let english = Self.literal(chars, &j) {
                    found.append(Found(id: "help.command.\(command.text)", template: english.text, place: "\(file):\(line)"))
                }
            }
            i += 1
        }
    }

    /// The string literal starting at `chars[i]` (a `"` or `"""`), its interpolations replaced
    /// by `{n}`; `i` ends after it. Nil when it is not one.
    static func literal(_ chars: [Unicode.Scalar], _ i: inout Int) -> (text: String, values: Int)? {
        guard i < chars.count, chars[i] == "\"" else { return nil }
        let multiline = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
        i += multiline ? 3 : 1
        var raw: [Unicode.Scalar] = []
        var values = 0
        var pieces: [(text: String, isValue: Bool)] = []
        func flush() {
            if !raw.isEmpty { pieces.append((String(String.UnicodeScalarView(raw)), false)); raw = [] }
        }
        while i < chars.count {
            let c = chars[i]
            if multiline, c == "\"", i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
                i += 3
                flush()
                return (Self.dedent(pieces), values)
            }
            if !multiline, c == "\"" {
                i += 1
                flush()
                return (pieces.map(\.text).joined(), values)
            }
            if !multiline, c == "\n" { return nil }
            if c == "\\" {
                guard i + 1 < chars.count else { return nil }
                let n = chars[i + 1]
                switch n {
                case "(":
                    flush()
                    i += 2
                    guard Self.skipInterpolation(chars, &i) else { return nil }
                    pieces.append(("{\(values)}", true))
                    values += 1
                    continue
                case "n": raw.append("\n")
                case "t": raw.append("\t")
                case "0": raw.append("\0")
                case "\"": raw.append("\"")
                case "'": raw.append("'")
                case "\\": raw.append("\\")
                case "u":
                    var k = i + 3
                    var hex = ""
                    while k < chars.count, chars[k] != "}" { hex.unicodeScalars.append(chars[k]); k += 1 }
                    if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { raw.append(scalar) }
                    i = k + 1
                    continue
                case "\n" where multiline:
                    // A line continuation: the line break is not in the string (`dedent` joins).
                    i += 1
                    raw.append("\u{1}")
                    continue
                default: return nil
                }
                i += 2
                continue
            }
            raw.append(c)
            i += 1
        }
        return nil
    }

    /// Past the `)` closing an interpolation whose `\(` is just before `i`, skipping nested
    /// parentheses and string literals.
    static func skipInterpolation(_ chars: [Unicode.Scalar], _ i: inout Int) -> Bool {
        var depth = 1
        while i < chars.count {
            let c = chars[i]
            if c == "\"" {
                guard literal(chars, &i) != nil else { return false }
                continue
            }
            if c == "(" { depth += 1 }
            if c == ")" {
                depth -= 1
                if depth == 0 { i += 1; return true }
            }
            i += 1
        }
        return false
    }

    /// A multi-line literal's text: the first line break dropped, each line stripped of the
    /// closing delimiter's indentation, the last line break dropped, continuations joined.
    static func dedent(_ pieces: [(text: String, isValue: Bool)]) -> String {
        var text = pieces.map(\.text).joined()
        if text.hasPrefix("\n") { text.removeFirst() }
        var lines = text.components(separatedBy: "\n")
        let indent = lines.last.map { $0.allSatisfy { $0 == " " } ? $0.count : 0 } ?? 0
        if lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
        let stripped = lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        return stripped.joined(separator: "\n").replacingOccurrences(of: "\u{1}\n", with: "")
    }
}
