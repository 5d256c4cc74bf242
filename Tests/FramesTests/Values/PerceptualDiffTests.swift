import Expectations
import Testing
import Frames
import UIKit

/// Frames compared as a person sees them (docs/FRAMES.md §5): dither phase and one-cell
/// rounding never decide; a different mix, direction, perspective or size does.
@MainActor
struct PerceptualDiffTests {
    /// Two full screens with text, colour blocks and borders: the old one and the new one.
    @MainActor
    private final class TwoScreens {
        let stage = Stage(.phone)
        let old: UIView
        let new: UIView

        init() {
            let stage = self.stage
            (old, new) = stage.run {
                let old = block(CGRect(x: 0, y: 0, width: 375, height: 667), .white, in: stage.root)
                label("G A L L E R Y", cells(0, 2, 47, 1), in: old, alignment: .center)
                for i in 0..<3 {
                    let tile = block(CGRect(x: 32, y: 112 + CGFloat(i) * 160, width: 312, height: 144), .white, in: old)
                    tile.layer.borderWidth = 1
                    tile.layer.cornerRadius = 8
                    block(CGRect(x: 24, y: 32, width: 80, height: 80), [UIColor.systemOrange, .systemGreen, .systemBlue][i], in: tile)
                    label("Title \(i)", CGRect(x: 128, y: 48, width: 168, height: 16), in: tile)
                    label("a caption of two lines here", CGRect(x: 128, y: 80, width: 168, height: 32), in: tile, lines: 2)
                }
                let new = block(CGRect(x: 0, y: 0, width: 375, height: 667), .white, in: stage.root)
                let frame = block(CGRect(x: 16, y: 64, width: 344, height: 320), nil, in: new)
                frame.layer.borderWidth = 1
                label("Sunrise", cells(0, 27, 47, 1), in: new, alignment: .center)
                block(CGRect(x: 144, y: 464, width: 88, height: 16), .systemOrange, in: new)
                label("first light over a calm sea, and a long line of words", CGRect(x: 40, y: 160, width: 296, height: 96), in: new, lines: 0)
                return (old, new)
            }
        }

        func frame(tones: Bool) -> Frame {
            FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime, tones: tones)
        }

        /// The new screen at `alpha` over the old one.
        func fadeIn(_ alpha: CGFloat, tones: Bool = true) -> Frame {
            stage.run {
                stage.root.bringSubviewToFront(new)
                new.alpha = alpha
                old.alpha = 1
            }
            return frame(tones: tones)
        }

        /// The old screen at `1 − alpha` over the new one: the same mix, dithered in other cells.
        func crossDissolve(_ alpha: CGFloat, tones: Bool = true) -> Frame {
            stage.run {
                stage.root.bringSubviewToFront(old)
                old.alpha = 1 - alpha
                new.alpha = 1
            }
            return frame(tones: tones)
        }
    }

    private let alphas: [CGFloat] = [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9]

    @Test func aCrossDissolveLooksLikeAFadeInAtEveryAlpha() {
        let screens = TwoScreens()
        for alpha in alphas {
            let fade = screens.fadeIn(alpha), cross = screens.crossDissolve(alpha)
            #expect(fade.diff(cross).count > 100 || alpha < 0.2 || alpha > 0.8, "the dither puts them in other cells (alpha \(alpha))")
            expectEqual(fade.perceptualDiff(cross).count, 0, "alpha \(alpha)")
        }
    }

    @Test func withoutTonesTheDitherBlurStillKeepsTheMixesClose() {
        // Frames read from files without tones are compared by tones estimated from characters,
        // blurred over the 4 × 4 period of the dither pattern.
        let screens = TwoScreens()
        for alpha in alphas {
            let fade = screens.fadeIn(alpha, tones: false), cross = screens.crossDissolve(alpha, tones: false)
            expectLess(fade.perceptualDiff(cross).fraction, 0.02, "alpha \(alpha): \(fade.perceptualDiff(cross).count) cells")
        }
    }

    @Test func aClearlyDifferentMixLooksDifferent() {
        let screens = TwoScreens()
        let half = screens.fadeIn(0.5), almostNothing = screens.fadeIn(0.1)
        expectGreater(half.perceptualDiff(almostNothing).fraction, 0.03)
    }

    @Test func tonesBlendWithTrueAlpha() {
        let stage = Stage(.cells(4, 4), background: .white)
        let black = stage.run { block(cells(0, 0, 4, 4), .black, in: stage.root) }
        stage.run { black.alpha = 0.5 }
        let tones = FrameRenderer.render(stage.root.layer, device: stage.device, at: 0, tones: true).tones ?? []
        expectEqual(tones.count, 16)
        #expect(tones.allSatisfy { abs($0 - 0.5) < 0.001 }, "\(tones)")
    }

    // MARK: Geometry

    /// A 47 × 42-cell screen with perspective holding a dark card with a border and a label.
    @MainActor
    private final class Card {
        let stage = Stage(.phone, background: .systemGray5)
        let card: UIView

        init() {
            let stage = self.stage
            card = stage.run {
                let card = block(CGRect(x: 48, y: 96, width: 280, height: 400), .darkGray, in: stage.root)
                card.layer.borderWidth = 1
                label("WHO AM I?", CGRect(x: 0, y: 32, width: 280, height: 16), in: card, alignment: .center)
                return card
            }
        }

        func frame(_ configure: (UIView) -> Void) -> Frame {
            stage.run { configure(card) }
            return FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime, tones: true)
        }
    }

    private func turned(_ degrees: CGFloat, perspective: Bool = true) -> CATransform3D {
        var t = CATransform3DIdentity
        if perspective { t.m34 = -0.002 }
        return CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
    }

    @Test func aViewOnePointOffLooksTheSame() {
        let card = Card()
        let here = card.frame { $0.frame = CGRect(x: 48, y: 96, width: 280, height: 400) }
        let nudged = card.frame { $0.frame = CGRect(x: 53, y: 97, width: 280, height: 400) }
        expectGreater(here.diff(nudged).count, 0, "the edges moved by a column")
        expectEqual(here.perceptualDiff(nudged).count, 0)
    }

    @Test func aViewThreeColumnsOffLooksDifferent() {
        let card = Card()
        let here = card.frame { $0.frame = CGRect(x: 48, y: 96, width: 280, height: 400) }
        let moved = card.frame { $0.frame = CGRect(x: 72, y: 96, width: 280, height: 400) }
        expectGreater(here.perceptualDiff(moved).fraction, 0.01)
    }

    @Test func aSmallerViewLooksDifferent() {
        let card = Card()
        let full = card.frame { $0.frame = CGRect(x: 48, y: 96, width: 280, height: 400) }
        let smaller = card.frame { $0.frame = CGRect(x: 76, y: 136, width: 224, height: 320) }
        expectGreater(full.perceptualDiff(smaller).fraction, 0.03)
    }

    @Test func turningTheOtherWayLooksDifferent() {
        let card = Card()
        let right = card.frame { $0.layer.transform = turned(-50) }
        let wrong = card.frame { $0.layer.transform = turned(50) }
        expectGreater(right.perceptualDiff(wrong).fraction, 0.01)
    }

    @Test func turningWithoutPerspectiveLooksDifferent() {
        let card = Card()
        let deep = card.frame { $0.layer.transform = turned(-50) }
        let flat = card.frame { $0.layer.transform = turned(-50, perspective: false) }
        expectGreater(deep.perceptualDiff(flat).fraction, 0.01)
    }

    @Test func differentSizesDifferEverywhere() {
        let a = Frame(columns: 4, rows: 2), b = Frame(columns: 5, rows: 2)
        expectEqual(a.perceptualDiff(b).count, 10)
    }
}
