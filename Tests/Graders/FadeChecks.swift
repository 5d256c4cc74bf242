import Grading
import UIKit
import XCTest

/// Chapter 0, "Fade": present the detail screen by fading it in, dismiss it by fading it out.
final class FadeChecks: LessonTestCase {
    static var allTests: [(String, (FadeChecks) -> () throws -> Void)] {
        [
            ("test_detailFadesIn", test_detailFadesIn),
            ("test_detailFadesOut", test_detailFadesOut),
            ("test_detailOpensAgainAfterClosing", test_detailOpensAgainAfterClosing),
        ]
    }

    /// The exercise's duration, in seconds.
    static let duration = 0.5

    override var explainer: Explainer {
        Explainer(vocabulary: Vocabulary(["gallery": Phrase("fade.name.gallery", "the gallery"), "detail": Phrase("fade.name.detail", "the detail screen")]),
                  adviseTiming: { _ in Phrase("fade.timing", "The reference fades with `UIView.animate(withDuration:animations:completion:)` and its default curve, which eases in and out: check your animation's options (no `.curveLinear`, `.curveEaseIn` or `.curveEaseOut`), delay and duration; a Core Animation fade needs `timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)`.") })
    }

    @MainActor private func fadeIn(_ app: LessonApp, tile: String, frames: String?) throws -> RecordedTransition {
        let run = try app.recordTransition(named: frames, duration: Self.duration) { try app.tap(tile) }
        try expectFinished(run, animator: "FadeAnimator")
        try expectDuration(run, Self.duration, of: Phrase("fade.noun.fade", "fade"))
        return run
    }

    @MainActor private func fadeOut(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        guard app.findView("detail").map(app.isVisible) == true else {
            throw GradingError(Phrase("fade.detail-not-showing", "The detail screen is not showing after the fade-in, so it cannot be tapped to close: the fade-in left it off the screen or invisible."), cause: .screenNotVisible)
        }
        let run = try app.recordTransition(named: frames, duration: Self.duration) { try app.tap("detail") }
        try expectFinished(run, animator: "FadeAnimator")
        try expectDuration(run, Self.duration, of: Phrase("fade.noun.fade", "fade"))
        return run
    }

    func test_detailFadesIn() {
        grade { app in
            let run = try fadeIn(app, tile: "tile.0", frames: "fade-in")
            try expectLeftClean(app, after: run, Phrase("fade.after.fade-in", "the fade-in"))
            try expectFrames(run, match: "fade-in", tolerance: 0.02)
            try expect(app.isVisible(try app.view("detail")), Phrase("fade.detail-hidden", "After the fade-in the detail screen is not visible. Animate its alpha to 1 and leave it in the container."), cause: .screenNotVisible)
        }
    }

    func test_detailFadesOut() {
        grade { app in
            try app.tap("tile.1")
            try app.settle()
            let run = try fadeOut(app, frames: "fade-out")
            try expectLeftClean(app, after: run, Phrase("fade.after.fade-out", "the fade-out"))
            try expectFrames(run, match: "fade-out", tolerance: 0.02)
            let gallery = try app.view("gallery")
            try expect(app.isVisible(gallery), Phrase("fade.gallery-hidden", "After the fade-out the gallery is not visible (alpha \(gallery.alpha), hidden \(gallery.isHidden)). Fade the detail screen out, not the gallery, with the gallery put back below it first."), cause: .screenNotVisible)
        }
    }

    /// The gallery shows the same detail screen every time: it must come back as it was.
    func test_detailOpensAgainAfterClosing() {
        grade { app in
            let first = try fadeIn(app, tile: "tile.0", frames: nil)
            try expectLeftClean(app, after: first, Phrase("fade.after.fade-in", "the fade-in"))
            let out = try fadeOut(app, frames: nil)
            try expectLeftClean(app, after: out, Phrase("fade.after.fade-out", "the fade-out"))
            let again = try fadeIn(app, tile: "tile.0", frames: "fade-in")
            try expectFrames(again, match: "fade-in", tolerance: 0.02)
            try expect(app.isVisible(try app.view("detail")), Phrase("fade.second-time-hidden", "The second time, the detail screen does not show: something the first fade changed on it was never put back. Restore what you change in the completion blocks."), cause: .screenNotVisible)
        }
    }
}
