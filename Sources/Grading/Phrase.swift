import Foundation

/// A sentence for the learner under a stable id, with its English written where it is said and
/// its values kept apart, so that another language can put them where its word order wants them.
///
///     Phrase("fade.gallery-hidden", "After the fade-out the gallery is not visible (alpha \(alpha)).")
///
/// The English becomes the template "After the fade-out the gallery is not visible (alpha {0})."
/// and a catalogue (`Catalogue`) may give another template for the id, with the same
/// placeholders in any order: "淡出之后，画廊看不见（alpha 为 {0}）。". An interpolated phrase is
/// rendered in the same language; anything else interpolated (numbers, ids, code, names) is
/// shown as it is. Like `genstrings`, `workbook author check` reads the English from the source:
/// the template must be one string literal, written in the call.
public struct Phrase: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The id a catalogue translates it by ("fade.gallery-hidden"); empty for words that are not
    /// translated: another program's (the compiler's, UIKit's console) or several phrases
    /// joined.
    public var id: String
    /// The English, with `{0}`, `{1}`… where the values go.
    public var template: String
    public var values: [Value]
    /// Rendered to go on after a lead-in (`continuing`).
    public var continues: Bool?

    /// What goes in a placeholder.
    public indirect enum Value: Codable, Sendable, Equatable {
        /// Shown as it is in every language: a number, an id, code, a file name.
        case verbatim(String)
        /// Another program's words (the compiler's, UIKit's console), in English on every
        /// system, as a learner would find them on iOS.
        case foreign(String)
        /// A phrase, rendered in the same language.
        case phrase(Phrase)
    }

    public init(_ id: String, _ english: Template) {
        self.id = id
        self.template = english.text
        self.values = english.values
    }

    /// Words that are not translated; `foreign` when they are another program's.
    public init(verbatim text: String, foreign: Bool = false) {
        id = ""
        template = "{0}"
        values = [foreign ? .foreign(text) : .verbatim(text)]
    }

    /// The phrases one after the other, as written (each brings its own spaces, so that a
    /// language that writes none between sentences can leave them out).
    public static func + (lhs: Phrase, rhs: Phrase) -> Phrase {
        var joined = Phrase(verbatim: "")
        joined.template = "{0}{1}"
        joined.values = [.phrase(lhs), .phrase(rhs)]
        return joined
    }

    public static func + (lhs: Phrase, rhs: String) -> Phrase { lhs + Phrase(verbatim: rhs) }
    public static func + (lhs: String, rhs: Phrase) -> Phrase { Phrase(verbatim: lhs) + rhs }
    public static func += (lhs: inout Phrase, rhs: Phrase) { lhs = lhs + rhs }

    /// A number and its noun, singular for one: `Phrase.count(n, Phrase("noun.tap", "tap"),
    /// Phrase("noun.taps", "taps"))` is "1 tap" or "3 taps" ("3 次点击").
    public static func count(_ count: Int, _ one: Phrase, _ many: Phrase) -> Phrase {
        Phrase(verbatim: "\(count) ") + (count == 1 ? one : many)
    }

    /// The phrase going on after a lead-in ("For the push, " + …): its first letter in lower
    /// case, unless its first word is a name written in capitals ("UIKit", "TODO").
    public var continuing: Phrase {
        var phrase = self
        phrase.continues = true
        return phrase
    }

    /// `sentence` with its first letter in lower case, unless its first word is a name written
    /// in capitals.
    public static func continuing(_ sentence: String) -> String {
        let word = sentence.prefix { $0.isLetter }
        if word.count > 1, word.dropFirst().first?.isUppercase == true { return sentence }
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }

    /// The English.
    public var english: String { rendered(nil) }
    public var description: String { english }

    /// The phrase in the catalogue's language, English where the catalogue has no template.
    public func rendered(_ catalogue: Catalogue?) -> String { rendered(catalogue, foreign: { $0 }) }

    /// The phrase rendered with another program's words (`Value.foreign`) replaced by
    /// `foreign` (to look at a translation without the English it quotes).
    public func rendered(_ catalogue: Catalogue?, foreign: (String) -> String) -> String {
        let template = id.isEmpty ? self.template : catalogue?.templates[id].flatMap { $0.isEmpty ? nil : $0 } ?? self.template
        let parts = values.map { value -> String in
            switch value {
            case let .verbatim(text): text
            case let .foreign(text): foreign(text)
            case let .phrase(phrase): phrase.rendered(catalogue, foreign: foreign)
            }
        }
        let text = Self.fill(template, parts, tight: catalogue?.writesWithoutSpaces == true && id.isEmpty)
        return continues == true ? Self.continuing(text) : text
    }

    /// `template` with `{n}` replaced by `parts[n]`. `tight`: the space where two parts meet
    /// is left out when either side of it is Chinese.
    static func fill(_ template: String, _ parts: [String], tight: Bool) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            let digits = rest[afterOpen...].prefix { $0.isASCII && $0.isNumber }
            let close = digits.endIndex
            if !digits.isEmpty, close < rest.endIndex, rest[close] == "}", let n = Int(digits), parts.indices.contains(n) {
                var part = parts[n]
                if tight, let last = out.last, !part.isEmpty {
                    if last == " ", part.first.map(Self.isChinese) == true { out.removeLast() }
                    if Self.isChinese(last) { part = String(part.drop { $0 == " " }) }
                }
                out += part
                rest = rest[rest.index(after: close)...]
            } else {
                out.append("{")
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }

    /// A Chinese character or Chinese punctuation.
    static func isChinese(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x3000...0x303F).contains(v) || (0x3400...0x9FFF).contains(v) || (0xFF00...0xFFEF).contains(v)
    }

    /// Every phrase in it with an id, itself first (for the self-check and the tests).
    public var all: [Phrase] {
        (id.isEmpty ? [] : [self]) + values.flatMap { value -> [Phrase] in
            if case let .phrase(p) = value { return p.all }
            return []
        }
    }

    /// The placeholders a template uses, as a set ("{0} … {1}" → [0, 1]).
    public static func placeholders(_ template: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let digits = rest[rest.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "}", let n = Int(digits) { found.insert(n) }
            rest = rest[rest.index(after: open)...]
        }
        return found
    }

    /// The English of a `Phrase`: a string literal whose interpolations become its values.
    public struct Template: ExpressibleByStringInterpolation, Sendable {
        var text: String
        var values: [Value]

        public init(stringLiteral value: String) {
            text = value
            values = []
        }

        public init(stringInterpolation: Interpolation) {
            text = stringInterpolation.text
            values = stringInterpolation.values
        }

        public struct Interpolation: StringInterpolationProtocol {
            var text = ""
            var values: [Value] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { text += literal }

            /// A phrase: rendered in the language of the phrase around it.
            public mutating func appendInterpolation(_ phrase: Phrase) { append(.phrase(phrase)) }

            /// Code the learner can type at TODO `todo`, a code span in every language (as in a
            /// `String`: `DefaultStringInterpolation.appendInterpolation(fix:todo:)`).
            public mutating func appendInterpolation(fix code: StaticString, todo: StaticString) { append(.verbatim("`\(code)`")) }

            /// Anything else: shown as it is (`String(describing:)`).
            public mutating func appendInterpolation<T>(_ value: T) { append(.verbatim(String(describing: value))) }

            mutating func append(_ value: Value) {
                text += "{\(values.count)}"
                values.append(value)
            }
        }
    }
}

extension Array where Element == Phrase {
    /// The phrases with `separator` between them (nil for none).
    public func joined(separator: String) -> Phrase {
        guard var out = first else { return Phrase(verbatim: "") }
        for next in dropFirst() { out = out + separator + next }
        return out
    }
}

/// One language's templates, by phrase id.
public struct Catalogue: Sendable, Equatable {
    public var templates: [String: String]
    /// The language writes its sentences without spaces between them (Chinese).
    public var writesWithoutSpaces: Bool

    public init(templates: [String: String] = [:], writesWithoutSpaces: Bool = false) {
        self.templates = templates
        self.writesWithoutSpaces = writesWithoutSpaces
    }

    /// One file of a catalogue: each id with the English it was translated from and the
    /// translation ("source" tells a reviewer when the English has changed since).
    public struct Entry: Codable, Sendable, Equatable {
        public var source: String
        public var translation: String

        public init(source: String, translation: String) {
            self.source = source
            self.translation = translation
        }
    }

    /// The entries of a catalogue file (`messages.zh-Hans.json`), sorted by id when written.
    public static func read(_ url: URL) throws -> [String: Entry] {
        try JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: url))
    }

    public static func write(_ entries: [String: Entry], to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(entries) + Data("\n".utf8)).write(to: url, options: .atomic)
    }
}
