import Foundation
import Grading

/// Finds English left in a translated message: three or more English words in a row outside
/// code spans (`completeTransition(_:)`) and the titles of the app's controls as it shows them
/// (「Peek at the chart」), not counting another program's words that a message quotes (the
/// compiler's, UIKit's console: `Phrase.Value.foreign`). Names, ids and API terms
/// standing alone ("from-view", "UIKit 播放了 push") are not prose.
public enum EnglishProse {
    /// The English runs in `phrase` rendered with `catalogue`, each as it reads.
    public static func runs(in phrase: Phrase, catalogue: Catalogue) -> [String] {
        runs(in: phrase.rendered(catalogue, foreign: { _ in "∎" }))
    }

    /// The English runs in `text`: words of Latin letters (with ' and -) separated by single
    /// spaces (a comma may follow a word), at least `least` of them, outside backticks.
    public static func runs(in text: String, least: Int = 3) -> [String] {
        var found: [String] = []
        var inCode = false
        var words: [String] = []
        var word = ""
        var run = ""
        func endWord() {
            if !word.isEmpty { words.append(word); run += (run.isEmpty ? "" : " ") + word }
            word = ""
        }
        func endRun() {
            endWord()
            if words.count >= least { found.append(run) }
            words = []
            run = ""
        }
        var inLabel = false
        for c in text {
            if c == "`" { endRun(); inCode.toggle(); continue }
            if inCode { continue }
            // A control's title as the app shows it: 点「Peek at the chart」.
            if c == "「" || c == "」" { endRun(); inLabel = c == "「"; continue }
            if inLabel { continue }
            if c.isASCII, c.isLetter || ((c == "'" || c == "-") && !word.isEmpty) {
                word.append(c)
            } else if c == " " {
                if word.isEmpty { endRun() } else { endWord() }
            } else if c == ",", !word.isEmpty {
                endWord()
            } else {
                endRun()
            }
        }
        endRun()
        return found
    }
}
