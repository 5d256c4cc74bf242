import ArgumentParser
import Foundation
import Frames
import Grading

extension Session {
    /// `phrase` in the session's language.
    public func text(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
}

extension CommandError {
    /// An error for the learner, in the language of `catalogue` (the session's).
    public init(_ phrase: Phrase, _ catalogue: Catalogue?, exitCode: Int32 = 2) {
        self.init(phrase.rendered(catalogue), exitCode: exitCode)
    }

    /// An error for the learner, in the session's language.
    public init(_ phrase: Phrase, in session: Session, exitCode: Int32 = 2) {
        self.init(phrase, session.catalogue, exitCode: exitCode)
    }
}

extension ValidationError {
    /// A usage error for the learner. ArgumentParser keeps its message as a string and the
    /// commands' `validate()` has no session to say it in the learner's language: the phrase is
    /// kept by its English (`ValidationPhrases`), and the REPL says it in the session's language.
    init(_ phrase: Phrase) {
        self.init(phrase.english)
        ValidationPhrases.remember(phrase)
    }
}

/// The phrases usage errors were made from, by their English: `localized` puts the learner's
/// language in place of the English in what ArgumentParser printed ("Error: …\nUsage: …").
enum ValidationPhrases {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byEnglish: [String: Phrase] = [:]

    static func remember(_ phrase: Phrase) {
        lock.withLock { byEnglish[phrase.english] = phrase }
    }

    /// `text` with each remembered English replaced by its phrase in `catalogue`'s language.
    static func localized(_ text: String, _ catalogue: Catalogue?) -> String {
        guard let catalogue else { return text }
        let known = lock.withLock { byEnglish }
        var out = text
        for (english, phrase) in known where out.contains(english) {
            out = out.replacingOccurrences(of: english, with: phrase.rendered(catalogue))
        }
        return out
    }
}

/// Words the play, scrub, diff and check screens share.
enum Words {
    /// The caption of the reference's side.
    static let expected = Phrase("workbook.frames.expected", "expected")
    /// The caption of the learner's side.
    static let yours = Phrase("workbook.frames.yours", "yours")

    /// "expected at 0.25 s", over the reference's frame of a moment.
    static func expected(at time: String) -> Phrase { Phrase("workbook.frames.expected-at", "expected at \(time)") }
    /// "yours at 0.25 s", over the learner's frame of a moment.
    static func yours(at time: String) -> Phrase { Phrase("workbook.frames.yours-at", "yours at \(time)") }

    static let cancelled = Phrase("workbook.cancelled", "Cancelled.")
    static let checkCancelled = Phrase("workbook.check.cancelled", "Check cancelled.")

    static func referenceMissing(_ name: String) -> Phrase {
        Phrase("workbook.frames.reference-missing", "The reference frames \"\(name)\" are missing (an author records them with `workbook author record`).")
    }

    static func noRecording(_ name: String) -> Phrase {
        Phrase("workbook.frames.no-recording", "Your app recorded no animation for \(name): the transition did not start. `check` says why.")
    }

    static let slowRange = Phrase("workbook.frames.slow-range", "--slow takes a factor between 0 and 50.")
    static let driveWithName = Phrase("workbook.frames.drive-with-name", "--drive replays a gesture; it does not go with an animation's name.")

    static func replaying(_ gesture: String, reference: Bool) -> Phrase {
        reference ? Phrase("workbook.drive.replaying-reference", "Replaying \"\(gesture)\" on the reference")
            : Phrase("workbook.drive.replaying-yours", "Replaying \"\(gesture)\" on your code")
    }

    /// The title of an asciicast of a gesture: "flip-swipe · gesture last: expected and yours".
    static func gestureCast(_ exercise: String, _ gesture: String, expectedOnly: Bool) -> Phrase {
        expectedOnly ? Phrase("workbook.cast.gesture-expected", "\(exercise) · gesture \(gesture) (expected)")
            : Phrase("workbook.cast.gesture-both", "\(exercise) · gesture \(gesture): expected and yours")
    }

    static let windowTooSmall = Phrase("workbook.frames.window-too-small", "The window is too small: make it larger (at least 30 × 12).")

    static func cannotWrite(_ path: String, _ error: Error) -> Phrase {
        Phrase("workbook.frames.cannot-write", "Cannot write \(path): \(Phrase(verbatim: error.localizedDescription, foreign: true))")
    }

    /// `line` cut to `width` columns of the terminal (a wide character takes two; escape
    /// sequences none; a cut inside a colour resets it): for lines that may hold Chinese.
    static func clip(_ line: String, to width: Int) -> String { SideBySide.clip(line, to: width) }
}
