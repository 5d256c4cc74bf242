import Grading
import UIKit
import XCTest

/// Chapter 0, "Fade": present the detail screen by fading it in, dismiss it by fading it out.
final class FadeChecks: LessonTestCase {
    static var allTests: [(String, (FadeChecks) -> () throws -> Void)] {
        [
            ("test_detailFadesIn", test_detailFadesIn),
            ("test_detailFadesOut", test_detailFadesOut),
            ("test_galleryWorksAgainAfterwards", test_galleryWorksAgainAfterwards),
        ]
    }

    func test_detailFadesIn() {
        grade { app in
            let run = try app.recordTransition(named: "fade-in") { try app.tap("tile.0") }
            try expectFinished(run, animator: "FadeAnimator")
            expectFrames(run, match: "fade-in", tolerance: 0.03)
            let detail = try app.view("detail")
            expect(app.isVisible(detail), "After the transition the detail screen is not visible: its alpha is \(detail.alpha). Animate it to 1 in the animation block.")
        }
    }

    func test_detailFadesOut() {
        grade { app in
            try app.tap("tile.1")
            try app.settle()
            let run = try app.recordTransition(named: "fade-out") { try app.tap("detail") }
            try expectFinished(run, animator: "FadeAnimator")
            expectFrames(run, match: "fade-out", tolerance: 0.03)
            let gallery = try app.view("gallery")
            expect(app.isVisible(gallery), "After dismissing, the gallery is not visible (alpha \(gallery.alpha), hidden \(gallery.isHidden)). Fade the detail screen out, not the gallery, and put the gallery back below it first.")
        }
    }

    func test_galleryWorksAgainAfterwards() {
        grade { app in
            try app.tap("tile.0")
            try app.settle()
            try app.tap("detail")
            try app.settle()
            let run = try app.recordTransition { try app.tap("tile.2") }
            try expectFinished(run, animator: "FadeAnimator")
            let detail = try app.view("detail")
            expect(app.isVisible(detail), "The second presentation does not show the detail screen: something from the first one was left behind (an alpha of 0 on a view you reuse?). Restore what you change in the completion block.")
        }
    }
}
