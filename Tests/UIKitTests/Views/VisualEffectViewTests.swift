import Expectations
import Testing
import UIKit

/// `UIVisualEffectView`: its content view fills it; `effect` lays a veil behind the content,
/// and changing it inside an animation block animates it.
@MainActor
struct VisualEffectViewTests {
    @Test func theContentViewFillsTheEffectViewAndStaysOnTop() {
        let engine = UIKitEngine()
        engine.run {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
            expectEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
            expectIdentical(view.subviews.last, view.contentView)
            expectEqual(view.subviews.count, 2, "a backdrop that draws the effect, and the content view")
            view.bounds.size = CGSize(width: 50, height: 40)
            expectEqual(view.contentView.frame.size, CGSize(width: 50, height: 40))
        }
    }

    @Test func theEffectIsKeptAndReplaced() {
        let engine = UIKitEngine()
        engine.run {
            let dark = UIBlurEffect(style: .dark)
            let view = UIVisualEffectView(effect: dark)
            expectIdentical(view.effect, dark)
            view.effect = nil
            expectNil(view.effect)
            #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.prominent.rawValue == 5, "iOS raw values")
            #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20, "the materials follow, in the header's order")
        }
    }

    @Test func settingTheEffectInAnAnimationBlockFadesIt() throws {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let view = engine.run { () -> UIVisualEffectView in
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.view.addSubview(view)
            return view
        }
        engine.advance(by: 0.1)
        engine.run { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.effect = nil }) }
        engine.advance(by: 0.25)
        let backdrop = try #require(engine.run { view.subviews.first })
        expectClose(Double(engine.run { backdrop.layer.presentation()?.opacity } ?? -1), 0.75, tolerance: 0.02, "a quarter of the way out")
        try engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { backdrop.alpha }, 0)
    }

    @Test func aPausedPropertyAnimatorScrubsTheBlur() throws {
        // The blur-scrubbing idiom: a linear animator from no effect to a blur, paused at 0.3.
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let view = engine.run { () -> UIVisualEffectView in
            let view = UIVisualEffectView(effect: nil)
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.view.addSubview(view)
            return view
        }
        engine.advance(by: 0.1)
        engine.run {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                view.effect = UIBlurEffect(style: .light)
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
        }
        engine.advance(by: 0.5)
        let backdrop = try #require(engine.run { view.subviews.first })
        expectClose(Double(engine.run { backdrop.layer.presentation()?.opacity } ?? -1), 0.3, tolerance: 1e-6, "held at 30 %, however long it waits")
    }
}

