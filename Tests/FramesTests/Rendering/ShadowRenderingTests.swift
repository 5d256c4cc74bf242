import Expectations
import Testing
import Frames
import UIKit

/// A layer's shadow: its shape (bounds or `shadowPath`) moved by `shadowOffset`, grown by
/// `shadowRadius / 2`, drawn behind the layer in the shadow colour's character, dithered by
/// `shadowOpacity`.
@MainActor
struct ShadowRenderingTests {
    /// A 12 × 6-cell screen with a blue 10 × 4-cell view at its corner casting a black shadow
    /// one cell right and one down (8, 16 points).
    private func stage(opacity: Float, radius: CGFloat = 3, extra: (Stage, UIView) -> Void = { _, _ in }) -> Stage {
        let stage = Stage(.cells(12, 6))
        stage.run {
            let card = block(cells(0, 0, 10, 4), .systemBlue, in: stage.root)
            card.layer.shadowOpacity = opacity
            card.layer.shadowOffset = CGSize(width: 8, height: 16)
            card.layer.shadowRadius = radius
            extra(stage, card)
        }
        return stage
    }

    @Test func shadowShowsOneColumnRightAndOneRowBelow() {
        // The shadow covers x 8…88, y 16…80 (grown by 1.5 points: 6.5…89.5, 14.5…81.5), so the
        // cell centres inside it and outside the card are column 10 (x 84) of rows 1–4 and
        // row 4 (y 72) of columns 1–10.
        let expected = [
            "~~~~~~~~~~  ",
            "~~~~~~~~~~@ ",
            "~~~~~~~~~~@ ",
            "~~~~~~~~~~@ ",
            " @@@@@@@@@@ ",
            "            ",
        ]
        expectEqual(stage(opacity: 1).frame().lines, expected)
        expectEqual(stage(opacity: 1, radius: 0).frame().lines, expected)
    }

    @Test func zeroShadowOpacityDrawsNoShadow() {
        let frame = stage(opacity: 0).frame()
        #expect(frame.lines == [
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "            ",
            "            ",
        ])
    }

    @Test func halfShadowOpacityDithersEveryOtherCell() {
        // 0.5 passes the thresholds of the cells whose column + row is even.
        #expect(stage(opacity: 0.5).frame().lines == [
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "~~~~~~~~~~@ ",
            "~~~~~~~~~~  ",
            "  @ @ @ @ @ ",
            "            ",
        ])
    }

    @Test func translucentShadowColourMultipliesTheOpacity() {
        // Opacity 1 × colour alpha 0.5 dithers like opacity 0.5.
        let translucent = stage(opacity: 1, extra: { _, card in card.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5) })
        expectEqual(translucent.frame(), stage(opacity: 0.5).frame())
    }

    @Test func tonesGetTheShadowsDarkness() throws {
        // A black shadow at 0.5 over white: tone 0.5 in every shadow cell, dithered or not.
        let s = stage(opacity: 0.5)
        let frame = s.run { FrameRenderer.render(s.root.layer, device: s.device, at: s.engine.currentTime, tones: true) }
        let tones = try #require(frame.tones)
        for (c, r) in [(10, 1), (10, 2), (1, 4), (2, 4), (10, 4)] {
            expectLess(abs(tones[r * 12 + c] - 0.5), 1e-9, "cell \(c), \(r)")
        }
        expectEqual(tones[5 * 12 + 5], 0)
    }

    @Test func shadowPathGivesTheShape() {
        // A 2 × 1-cell path at the card's corner, moved 4 rows down by an offset of (0, 64):
        // row 4, columns 0–1; the rest of the card casts nothing.
        let stage = Stage(.cells(12, 6))
        stage.run {
            let card = block(cells(0, 0, 10, 4), .systemBlue, in: stage.root)
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 0, height: 64)
            card.layer.shadowPath = UIBezierPath(rect: cells(0, 0, 2, 1)).cgPath
        }
        #expect(stage.frame().lines == [
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "~~~~~~~~~~  ",
            "@@          ",
            "            ",
        ])
    }

    @Test func laterSiblingCoversTheShadowWhichCoversEarlierOnes() {
        // Green (added before the card) at column 10–11 of row 1: the shadow covers column 10.
        // Red (added after) at columns 8–11 of rows 3–4 covers card and shadow.
        let stage = Stage(.cells(12, 6))
        stage.run {
            block(cells(10, 1, 2, 1), .systemGreen, in: stage.root)
            let card = block(cells(0, 0, 10, 4), .systemBlue, in: stage.root)
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = CGSize(width: 8, height: 16)
            block(cells(8, 3, 4, 2), .systemRed, in: stage.root)
        }
        #expect(stage.frame().lines == [
            "~~~~~~~~~~  ",
            "~~~~~~~~~~@+",
            "~~~~~~~~~~@ ",
            "~~~~~~~~%%%%",
            " @@@@@@@%%%%",
            "            ",
        ])
    }

    @Test func masksToBoundsCastsNoShadow() {
        let clipped = stage(opacity: 1, extra: { _, card in card.clipsToBounds = true })
        expectEqual(clipped.frame(), stage(opacity: 0).frame())
    }

    @Test func shadowOpacityAnimationShowsInFrames() {
        // Linear 0 → 1 over 1 s: at 0.5 s the shadow dithers as at 0.5.
        let s = stage(opacity: 0)
        s.run {
            let card = s.root.subviews[0]
            let a = CABasicAnimation(keyPath: "shadowOpacity")
            a.fromValue = 0.0
            a.toValue = 1.0
            a.duration = 1
            card.layer.add(a, forKey: "shadow")
        }
        s.advance(by: 0.5)
        expectEqual(s.frame().lines, stage(opacity: 0.5).frame().lines)
    }
}
