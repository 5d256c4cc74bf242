import Testing
import Frames
@testable import UIKit

/// Frames compared as a person sees them: dither phase and one-cell rounding never decide, a
/// different mix, curve, direction, perspective or size does.
@MainActor
struct PerceptualDiffTests {
    /// Two full screens with text, colour blocks and a border: the old one and the new one.
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

        /// The new screen at `alpha` over the old one.
        func fadeIn(_ alpha: CGFloat) -> Frame {
            stage.run {
                stage.root.bringSubviewToFront(new)
                new.alpha = alpha
                old.alpha = 1
            }
            return FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime, tones: true)
        }

        /// The old screen at `1 − alpha` over the new one.
        func crossDissolve(_ alpha: CGFloat) -> Frame {
            stage.run {
                stage.root.bringSubviewToFront(old)
                old.alpha = 1 - alpha
                new.alpha = 1
            }
            return FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime, tones: true)
        }
    }

    @Test func explore() {
        let s = TwoScreens()
        for a in stride(from: 0.0, through: 1.0, by: 0.1) {
            let f = s.fadeIn(a), c = s.crossDissolve(a)
            let ease = s.fadeIn(a * 0.6)
            print("alpha", a, "cells", f.diff(c).count, "perceptual", f.perceptualDiff(c).count, "vs 0.6a:", f.perceptualDiff(ease).count)
        }
    }
}

