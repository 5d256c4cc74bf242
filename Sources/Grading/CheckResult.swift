import Foundation
import Frames

/// The outcome of grading one exercise, in a JSON shape modelled on the Exercism test runner's
/// `results.json` (version 2): a status for the whole run, an optional message (for errors
/// such as a build failure), and one entry per check.
public struct GradeReport: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable { case pass, fail, error }

    /// Format version of this document.
    public var version: Int = 2
    /// The exercise graded.
    public var exercise: String
    public var status: Status
    /// For `error`: what went wrong before any check could run (a compile error, a crash).
    public var message: String?
    /// `message` under its id and values, for the learner's language (`localized(_:)`).
    public var phrase: Phrase?
    /// When the code did not compile: each error, where it is and what to do.
    public var compileErrors: [CompileError]?
    /// What the learner's code does that UIKit would not notice and Xcode would warn about (a
    /// method that nearly matches a protocol's optional requirement), each with file and line.
    public var warnings: [String]?
    public var tests: [CheckResult]

    public init(exercise: String, status: Status, message: String? = nil, compileErrors: [CompileError]? = nil, tests: [CheckResult]) {
        self.exercise = exercise
        self.status = status
        self.message = message
        self.compileErrors = compileErrors
        self.tests = tests
    }

    public init(exercise: String, status: Status, phrase: Phrase, compileErrors: [CompileError]? = nil, tests: [CheckResult]) {
        self.exercise = exercise
        self.status = status
        self.message = phrase.english
        self.phrase = phrase
        self.compileErrors = compileErrors
        self.tests = tests
    }

    /// The report in the catalogue's language: each message rendered from its phrase, and the
    /// phrases dropped (what `check --json` prints and the terminal shows).
    public func localized(_ catalogue: Catalogue?) -> GradeReport {
        var report = self
        if let phrase { report.message = phrase.rendered(catalogue) }
        report.phrase = nil
        report.compileErrors = compileErrors?.map { error in
            var error = error
            if let advice = error.advicePhrase { error.advice = advice.rendered(catalogue) }
            error.advicePhrase = nil
            return error
        }
        report.tests = tests.map { test in
            var test = test
            if let phrase = test.phrase { test.message = phrase.rendered(catalogue) }
            if let name = catalogue?.templates[CheckResult.phraseID(test.id)], !name.isEmpty { test.name = name }
            if let captions = test.mismatch?.captionPhrases {
                test.mismatch?.captions = captions.map { $0.rendered(catalogue) }
                test.mismatch?.captionPhrases = nil
            }
            test.phrase = nil
            return test
        }
        return report
    }

    /// Sets `message` and `phrase` together.
    public mutating func say(_ phrase: Phrase) {
        self.phrase = phrase
        message = phrase.english
    }

    /// Pass if every check passed; error if one errored; else fail.
    public static func summarize(_ tests: [CheckResult]) -> Status {
        if tests.isEmpty { return .error }
        if tests.contains(where: { $0.status == .error }) { return .error }
        return tests.allSatisfy { $0.status == .pass } ? .pass : .fail
    }
}

/// A compiler error in the learner's code.
public struct CompileError: Codable, Equatable, Sendable {
    /// The file, relative to the repository ("Lessons/00-fade/FadeAnimator.swift").
    public var file: String
    public var line: Int
    public var column: Int
    /// The compiler's message.
    public var message: String
    /// What to write instead, for errors that come from iOS habits that cannot work here.
    public var advice: String?
    /// `advice` under its id and values.
    public var advicePhrase: Phrase?

    public init(file: String, line: Int, column: Int, message: String, advice: Phrase? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.advice = advice?.english
        self.advicePhrase = advice
    }
}

/// One check of an exercise.
public struct CheckResult: Codable, Equatable, Sendable {
    /// The check's identifier (its grader method, e.g. `test_cardFlipsAndGrows`).
    public var id: String
    /// A readable name ("card flips and grows").
    public var name: String
    public var status: GradeReport.Status
    /// What went wrong, for the learner; nil when passed.
    public var message: String?
    /// `message` under its id and values, for the learner's language (`localized(_:)`).
    public var phrase: Phrase?
    /// The exercise the check belongs to.
    public var exercise: String
    /// The kind of mistake the message explains, when the check failed.
    public var cause: Cause?
    /// The first frame that differs from the reference, if that is why it failed.
    public var mismatch: FrameMismatch?
    /// Wall-clock seconds the check took.
    public var seconds: Double?
    /// What the transitions of the check did, line by line (when the request asked for it).
    public var trace: [String]?
    /// What the learner's code printed during the check (at most `outputLimit` characters).
    public var output: String?

    /// The most `output` keeps, as the Exercism format allows.
    public static let outputLimit = 500

    public init(id: String, name: String, status: GradeReport.Status, message: String? = nil, phrase: Phrase? = nil, cause: Cause? = nil, exercise: String, mismatch: FrameMismatch? = nil, seconds: Double? = nil, trace: [String]? = nil, output: String? = nil) {
        self.phrase = phrase
        self.trace = trace
        self.output = output
        self.id = id
        self.name = name
        self.status = status
        self.message = message
        self.cause = cause
        self.exercise = exercise
        self.mismatch = mismatch
        self.seconds = seconds
    }

    /// `text` cut to `outputLimit` characters, saying so when it is cut; nil when empty.
    public static func limitedOutput(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        guard text.count > outputLimit else { return text }
        let note = "\n… (output cut to \(outputLimit) characters)"
        return String(text.prefix(outputLimit - note.count)) + note
    }

    /// The id a catalogue translates a check's name by: "check.test_cardFlipsAndGrows".
    public static func phraseID(_ id: String) -> String { "check." + id }

    /// The check's readable name as a phrase, for a sentence that names it.
    public static func namePhrase(_ id: String) -> Phrase {
        var phrase = Phrase(verbatim: "")
        phrase.id = phraseID(id)
        phrase.template = readableName(id)
        phrase.values = []
        return phrase
    }

    /// "test_cardFlipsAndGrows" → "card flips and grows".
    public static func readableName(_ id: String) -> String {
        var base = id
        if base.hasPrefix("test_") { base.removeFirst(5) } else if base.hasPrefix("test") { base.removeFirst(4) }
        var out = ""
        for ch in base {
            if ch == "_" { out += " "; continue }
            if ch.isUppercase, !out.isEmpty, out.last != " " { out += " " }
            out += ch.lowercased()
        }
        // A name in capitals stays one word ("screensAreLeftAsUIKitExpects").
        return out.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "u i kit", with: "UIKit")
    }
}

/// Expected and actual frames where a check first saw a difference.
public struct FrameMismatch: Codable, Equatable, Sendable {
    /// Seconds since the transition began (or, for a gesture, the label of the moment).
    public var time: Double
    public var expected: [String]
    public var actual: [String]
    public var differingCells: Int
    public var totalCells: Int
    /// The recorded animation the frames belong to (its reference frames' name), when known:
    /// `play` and `diff` show it by default after the check.
    public var animation: String?
    /// What the two frames are, when not the reference's and the learner's at `time` (a flash
    /// shows the learner's frame after it on the left): the captions above them.
    public var captions: [String]?
    /// `captions` as phrases, for the learner's language (`GradeReport.localized(_:)`).
    public var captionPhrases: [Phrase]?

    public init(time: Double, expected: [String], actual: [String], differingCells: Int, totalCells: Int, animation: String? = nil) {
        self.time = time
        self.expected = expected
        self.actual = actual
        self.differingCells = differingCells
        self.totalCells = totalCells
        self.animation = animation
    }

    /// The reference's frame and the learner's at the same moment, cells compared as a
    /// person sees them (`Frame.perceptualDiff`).
    public init(_ expected: Frame, _ actual: Frame, animation: String?) {
        self.init(time: expected.time ?? 0, expected: expected.lines, actual: actual.lines,
                  differingCells: expected.perceptualDiff(actual).count, totalCells: expected.columns * expected.rows, animation: animation)
    }
}
