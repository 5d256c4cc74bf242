import Expectations
import Testing
import Frames
import UIKit

/// A blur is drawn as a veil of its style's tint over what is behind the view, dithered by the
/// tint's alpha (docs/FRAMES.md §2): `.dark` lays near-black over 10 of every 16 cells at
/// alpha 0.6; a light style whitens 10 of 16 cells of a black block behind it.
@MainActor
struct VisualEffectRenderingTests {
    @Test func aDarkBlurVeilsTenOfEverySixteenCells() {
        let stage = Stage(.cells(8, 4))
        stage.run {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            blur.frame = cells(0, 0, 8, 4)
            stage.root.addSubview(blur)
        }
        expectEqual(stage.frame().inkCount, 20, "alpha 0.6 of 32 cells: thresholds 0/16 … 9/16")
    }

    @Test func aLightBlurWhitensWhatIsBehindIt() {
        let stage = Stage(.cells(8, 4))
        stage.run {
            block(cells(0, 0, 8, 4), .black, in: stage.root)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blur.frame = cells(0, 0, 8, 4)
            stage.root.addSubview(blur)
        }
        expectEqual(stage.frame().inkCount, 12, "the black shows through 6 of every 16 cells")
    }

    @Test func noEffectAndVibrancyDrawNothingOfTheirOwn() {
        for effect in [nil, UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))] as [UIVisualEffect?] {
            let stage = Stage(.cells(8, 4))
            stage.run {
                let view = UIVisualEffectView(effect: effect)
                view.frame = cells(0, 0, 8, 4)
                stage.root.addSubview(view)
            }
            expectEqual(stage.frame().inkCount, 0)
        }
    }

    @Test func contentViewDrawsOverTheVeil() {
        let stage = Stage(.cells(8, 4))
        stage.run {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
            blur.frame = cells(0, 0, 8, 4)
            stage.root.addSubview(blur)
            block(cells(0, 0, 8, 4), .black, in: blur.contentView)
        }
        expectEqual(stage.frame().inkCount, 32, "content is not blurred")
    }

    @Test func animatingTheEffectFromNilFadesTheVeilIn() {
        let stage = Stage(.cells(8, 4))
        let blur = stage.run { () -> UIVisualEffectView in
            let blur = UIVisualEffectView(effect: nil)
            blur.frame = cells(0, 0, 8, 4)
            stage.root.addSubview(blur)
            return blur
        }
        stage.advance(by: 0.1)
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                blur.effect = UIBlurEffect(style: .dark)
            })
        }
        stage.advance(by: 0.5)
        // Half of alpha 0.6 is 0.3: thresholds 0/16 … 4/16, 5 of every 16 cells.
        expectEqual(stage.frame().inkCount, 10)
        stage.advance(by: 0.6)
        expectEqual(stage.frame().inkCount, 20)
    }

    @Test func thickerMaterialsVeilMore() {
        // Alphas 0.3, 0.45, 0.6, 0.75: the cells whose threshold ((k + ½) / 16) is below, 5, 7, 10
        // and 12 of every 16.
        let expected: [(UIBlurEffect.Style, Int)] = [(.systemUltraThinMaterialDark, 10), (.systemThinMaterialDark, 14),
                                                     (.systemMaterialDark, 20), (.systemThickMaterialDark, 24)]
        for (style, ink) in expected {
            let stage = Stage(.cells(8, 4))
            stage.run {
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
                blur.frame = cells(0, 0, 8, 4)
                stage.root.addSubview(blur)
            }
            expectEqual(stage.frame().inkCount, ink, "\(style)")
        }
    }
}

