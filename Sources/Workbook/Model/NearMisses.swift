import Foundation
import Grading

/// Methods in the learner's files that nearly match an optional requirement of a UIKit protocol
/// — `presentationController(forPresented:presenting:source:)` with `presenting:
/// UIViewController` where the protocol has `UIViewController?` — and so are never called: UIKit
/// finds no method of the requirement's signature and uses its default. Xcode warns ("Instance
/// method nearly matches optional requirement"); on Linux the compiler cannot (the engine's
/// optional requirements are protocol extensions, not `@objc optional`), so the workbook does.
///
/// The requirements are read from the engine's sources (`Sources/UIKit`): a method a protocol
/// declares and an extension of that protocol implements is optional.
public enum NearMisses {
    /// A function declaration, reduced to what decides whether two declare the same method.
    public struct Signature: Equatable, Sendable, CustomStringConvertible {
        public var name: String
        public var labels: [String]
        public var types: [String]
        public var result: String

        /// `name(label:label:)`.
        public var description: String { "\(name)(\(labels.map { "\($0):" }.joined()))" }
    }

    /// An optional requirement: its protocol and signature.
    public struct Requirement: Sendable {
        public var proto: String
        public var signature: Signature
    }

    /// One near miss, for the learner.
    public struct Miss: Equatable, Sendable {
        public var file: String
        public var line: Int
        /// The English of `phrase`.
        public var message: String
        /// The requirement it was meant to be, `name(label:label:)`.
        public var requirement: String = ""
        /// What is wrong, in every language the catalogues give.
        public var phrase: Phrase

        public init(file: String, line: Int, message: String, requirement: String = "") {
            self.init(file: file, line: line, phrase: Phrase(verbatim: message), requirement: requirement)
        }

        public init(file: String, line: Int, phrase: Phrase, requirement: String = "") {
            self.file = file
            self.line = line
            self.message = phrase.english
            self.phrase = phrase
            self.requirement = requirement
        }
    }

    /// The optional requirements the engine's protocols declare (empty when its sources are not there).
    public static func requirements(engineSources: URL) -> [Requirement] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: engineSources, includingPropertiesForKeys: nil) else { return [] }
        var declared: [String: [Signature]] = [:]
        var defaulted: [String: [Signature]] = [:]
        for case let url as URL in walker where url.pathExtension == "swift" {
            // Protocols and their defaults are declared together: the other files need no reading.
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("protocol ") else { continue }
            for (kind, name, body) in blocks(in: text) {
                let functions = declarations(in: body).map(\.signature)
                if kind == "protocol" { declared[name, default: []] += functions } else { defaulted[name, default: []] += functions }
            }
        }
        return declared.keys.sorted().flatMap { proto in
            (declared[proto] ?? []).filter { (defaulted[proto] ?? []).contains($0) }.map { Requirement(proto: proto, signature: $0) }
        }
    }

    /// The near misses in a learner's file (`shown` is the name the learner knows it by).
    public static func find(in text: String, shown: String, requirements: [Requirement]) -> [Miss] {
        declarations(in: text).compactMap { declaration in
            let mine = declaration.signature
            let candidates = requirements.filter { $0.signature.name == mine.name }
            guard !candidates.isEmpty, !candidates.contains(where: { $0.signature == mine }) else { return nil }
            // The requirement it was meant to be: the same labels, or all but one the same, or
            // other labels on the same types (an older spelling of the method).
            let meant = candidates.first { $0.signature.labels == mine.labels }
                ?? candidates.first { c in c.signature.labels.count == mine.labels.count && zip(c.signature.labels, mine.labels).filter { $0 != $1 }.count == 1 }
                ?? candidates.first { c in c.signature.labels.count == mine.labels.count && c.signature.types == mine.types }
            guard let meant else { return nil }
            let theirs = meant.signature
            var differences: [Phrase] = []
            for (index, (label, type)) in zip(mine.labels, mine.types).enumerated() where index < theirs.labels.count {
                if label != theirs.labels[index] {
                    differences.append(Phrase("workbook.near-miss.label", "its label `\(label):` is `\(theirs.labels[index]):` in the protocol"))
                } else if type != theirs.types[index] {
                    differences.append(label == "_"
                        ? Phrase("workbook.near-miss.parameter-type", "its `parameter \(index + 1)` is `\(type)` where the protocol's is `\(theirs.types[index])`")
                        : Phrase("workbook.near-miss.type", "its `\(label)` is `\(type)` where the protocol's is `\(theirs.types[index])`"))
                }
            }
            if mine.result != theirs.result {
                differences.append(Phrase("workbook.near-miss.result", "it returns `\(mine.result.isEmpty ? "Void" : mine.result)` where the protocol's returns `\(theirs.result.isEmpty ? "Void" : theirs.result)`"))
            }
            guard let firstDifference = differences.first else { return nil }
            let all = differences.dropFirst().reduce(firstDifference) { Phrase("workbook.near-miss.and", "\($0), and \($1)") }
            let message = Phrase("workbook.near-miss.message", "`\(mine)` nearly matches \(meant.proto)'s `\(theirs)`, but \(all): UIKit never calls yours, and uses the protocol's default instead (Xcode would warn: \"\(Phrase(verbatim: "nearly matches optional requirement", foreign: true))\"). Declare it exactly as the protocol does.")
            return Miss(file: shown, line: declaration.line, phrase: message, requirement: theirs.description)
        }
    }

    /// The causes of a check that fails because UIKit never got an answer the learner meant to
    /// give: a near miss explains them better than the symptom does.
    static let unanswered: Set<Cause> = [.animatorNotReturned, .interactionControllerNotReturned, .presentationControllerNotReturned,
                                         .notAskedForAnimator, .noTransitionFromGesture, .interactionControllerWithoutGesture]

    /// Failing checks explained by the near misses that caused them: a check whose message names
    /// the requirement a near miss was meant to be (or, with one near miss, one whose cause says
    /// UIKit got no answer) says so first — the learner's method is never called, and why — and
    /// then what the check saw. Its cause stays what UIKit saw.
    public static func explain(_ checks: [CheckResult], by misses: [Miss]) -> [CheckResult] {
        guard !misses.isEmpty else { return checks }
        return checks.map { check in
            guard check.status != .pass, let message = check.message else { return check }
            let named = misses.first { !$0.requirement.isEmpty && message.contains($0.requirement) }
            let alone = misses.count == 1 && check.cause.map(unanswered.contains) == true ? misses.first : nil
            guard let miss = named ?? alone else { return check }
            var explained = check
            let saw = check.phrase ?? Phrase(verbatim: message)
            let phrase = Phrase("workbook.near-miss.explained", "\(miss.file):\(miss.line): your \(miss.phrase)\nWhat the check saw: \(saw)")
            explained.message = phrase.english
            explained.phrase = phrase
            return explained
        }
    }

    // MARK: Reading declarations

    /// `protocol Name … {` and `extension Name … {` blocks that start a line at the top level, each
    /// with its body (up to the `}` that starts a line at the top level).
    static func blocks(in text: String) -> [(kind: String, name: String, body: String)] {
        var result: [(String, String, String)] = []
        var current: (kind: String, name: String, body: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var block = current {
                if line.hasPrefix("}") {
                    result.append((block.kind, block.name, block.body.joined(separator: "\n")))
                    current = nil
                } else {
                    block.body.append(line)
                    current = block
                }
                continue
            }
            guard let first = line.first, first != " ", first != "/", line.hasSuffix("{") else { continue }
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: { $0 == "protocol" || $0 == "extension" }), index + 1 < words.count else { continue }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            current = (String(words[index]), String(name), [])
        }
        return result
    }

    /// A `func` declaration's start, up to the "(" of its parameters.
    static let functionPattern = try? NSRegularExpression(pattern: #"(?m)^[ \t]*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|override|static|class|mutating|nonisolated|dynamic|@objc)\s+)*func\s+(\w+)\s*(?:<[^>]*>)?\s*\("#)

    /// Every `func` declared in a text, with its line (1-based).
    static func declarations(in text: String) -> [(signature: Signature, line: Int)] {
        let ns = text as NSString
        guard text.contains("func "), let regex = functionPattern else { return [] }
        var result: [(Signature, Int)] = []
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let open = match.range.location + match.range.length - 1
            guard let close = closingParen(in: ns, from: open) else { continue }
            let parameters = ns.substring(with: NSRange(location: open + 1, length: close - open - 1))
            var rest = ns.substring(from: close + 1)
            if let end = rest.firstIndex(where: { $0 == "{" || $0 == "\n" }) { rest = String(rest[..<end]) }
            var result_ = ""
            if let arrow = rest.range(of: "->") {
                result_ = rest[arrow.upperBound...].components(separatedBy: " where ")[0]
            }
            var labels: [String] = []
            var types: [String] = []
            for parameter in split(parameters) where !parameter.isEmpty {
                guard let colon = parameter.firstIndex(of: ":") else { continue }
                let names = parameter[..<colon].split(whereSeparator: \.isWhitespace).map(String.init)
                labels.append(names.first ?? "_")
                var type = String(parameter[parameter.index(after: colon)...])
                if let equals = type.range(of: "=") { type = String(type[..<equals.lowerBound]) }
                type = type.replacingOccurrences(of: "@escaping", with: "")
                types.append(normalized(type))
            }
            let line = ns.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
            result.append((Signature(name: ns.substring(with: match.range(at: 1)), labels: labels, types: types, result: normalized(result_)), line))
        }
        return result
    }

    static func normalized(_ type: String) -> String {
        type.components(separatedBy: .whitespacesAndNewlines).joined().replacingOccurrences(of: "Swift.", with: "")
    }

    /// Top-level comma-separated parts (commas inside brackets and parentheses do not count).
    public static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if "([<".contains(character) { depth += 1 }
            // The ">" of an arrow (`(Bool) -> Void`) closes nothing.
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return parts
    }

    static func closingParen(in text: NSString, from open: Int) -> Int? { closing(in: text, from: open, "(", ")") }
    static func closingBrace(in text: NSString, from open: Int) -> Int? { closing(in: text, from: open, "{", "}") }

    private static func closing(in text: NSString, from open: Int, _ a: Character, _ b: Character) -> Int? {
        let openChar = a.utf16.first!, closeChar = b.utf16.first!
        var depth = 0
        var index = open
        while index < text.length {
            let c = text.character(at: index)
            if c == openChar { depth += 1 }
            if c == closeChar {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
