import Expectations
import Testing
import UIKit

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` against the
/// closed form of UIKIT-SEMANTICS §3 with UIKit's mapping: ζ = damping ratio, mass 1,
/// ω₀ = ln(1000)/(ζ·duration), ω_d = ω₀√(1−ζ²), v₀ = initial velocity (distances per second):
///   under-damped  x(t) = 1 − e^(−ζω₀t)[cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t]
///   critically    x(t) = 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t)
/// The view moves from center.x 50 to 250, so the presentation is 50 + 200·x(t).
@MainActor
struct SpringBlockAnimationTests {
    private func springMove(damping: CGFloat, velocity: CGFloat, duration: TimeInterval = 1, completion: CompletionLog? = nil) -> (ViewStage, UIView) {
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                           options: [], animations: { view.center.x = 250 }, completion: completion?.block)
        }
        return (stage, view)
    }

    private func x(_ stage: ViewStage, _ view: UIView, at t: CFTimeInterval) throws -> CGFloat {
        stage.at(t)
        return try stage.presentation(of: view).position.x
    }

    @Test func underDampedSpringMatchesTheClosedForm() throws {
        // ζ = 0.5, duration 1: ω₀ = 6.907755/0.5 = 13.815511, ζω₀ = 6.907755, ω_d = 11.964583,
        // (ζω₀)/ω_d = 0.577350.
        //   t = 0.05: e^(−0.345388) = 0.707946; cos 0.598229 = 0.826334, sin = 0.563180;
        //             x = 1 − 0.707946·(0.826334 + 0.577350·0.563180) = 0.184810 → 86.9620
        //   t = 0.1:  e^(−0.690776) = 0.501187; cos 1.196458 = 0.365656, sin = 0.930750;
        //             x = 1 − 0.501187·(0.365656 + 0.537369) = 0.547415 → 159.4831
        //   t = 0.5:  e^(−3.453878) = 0.031623; cos 5.982292 = 0.955072, sin = −0.296374;
        //             x = 1 − 0.031623·(0.955072 − 0.171112) = 0.975209 → 245.0418
        let (stage, view) = springMove(damping: 0.5, velocity: 0)
        expectClose(try x(stage, view, at: 0.05), 86.9620, tolerance: 1e-3)
        expectClose(try x(stage, view, at: 0.1), 159.4831, tolerance: 1e-3)
        expectClose(try x(stage, view, at: 0.5), 245.0418, tolerance: 1e-3)
    }

    @Test func underDampedSpringOvershootsTheTarget() throws {
        // The first peak is at t = π/ω_d = 0.262574 s, where sin = 0 and cos = −1:
        // x = 1 + e^(−6.907755·0.262574) = 1 + 0.163034 → 50 + 200·1.163034 = 282.6067.
        let (stage, view) = springMove(damping: 0.5, velocity: 0)
        expectClose(try x(stage, view, at: 0.262574), 282.6067, tolerance: 1e-3)
        expectEqual(stage.run { view.center.x }, 250, "the model is the target all along")
    }

    @Test func anIOS17SpringMovesAsItsSpringAndEndsWhenItSettles() throws {
        // springDuration 0.5, bounce 0.3: mass 1, ω₀ = 2π/0.5 = 12.566371, ζ = 0.7, ω_d = 8.974…:
        // x(0.1) = 0.423302 → 134.6604, x(0.2) = 0.873711 → 224.7422, x(0.3) = 1.033930 → 256.7861
        // (past the target). It settles (Core Animation's estimate) at 0.862955 s: the completion
        // runs at the first frame after.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CompletionLog()
        stage.run { UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 250 }, completion: log.block) }
        expectClose(try x(stage, view, at: 0.1), 134.6604, tolerance: 1e-3)
        expectClose(try x(stage, view, at: 0.2), 224.7422, tolerance: 1e-3)
        expectClose(try x(stage, view, at: 0.3), 256.7861, tolerance: 1e-3)
        stage.at(0.85)
        expectEqual(log.flags, [])
        stage.at(0.9)
        expectEqual(log.flags, [true])
        expectEqual(try stage.presentation(of: view).position.x, 250)
    }

    @Test func anIOS17SpringWithTheDefaultsDoesNotBounce() throws {
        // The defaults: springDuration 0.5, bounce 0 (critically damped, ω₀ = 12.566371):
        // x(0.2) = 1 − e^(−2.513274)(1 + 2.513274) = 0.715416 → 193.0831, never past 250.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run { UIView.animate(animations: { view.center.x = 250 }) }
        expectClose(try x(stage, view, at: 0.2), 193.0831, tolerance: 1e-3)
        for t in stride(from: 0.25, through: 1.0, by: 0.05) { expectLessOrEqual(try x(stage, view, at: t), 250.0001) }
    }

    @Test func anIOS17SpringOfNoDurationChangesAtOnce() throws {
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CompletionLog()
        stage.run { UIView.animate(springDuration: 0, animations: { view.center.x = 250 }, completion: log.block) }
        expectEqual(try x(stage, view, at: 0.01), 250)
        expectNil(stage.run { view.layer.animationKeys() })
        stage.at(0.1)
        expectEqual(log.flags, [true])
    }

    @Test func springSettlesAtTheTarget() throws {
        // At t = duration the envelope has decayed to 0.001: x(1) = 0.999503 → 249.9005; after
        // the end the animation is gone and the model (250) shows. The completion says finished.
        let log = CompletionLog()
        let (stage, view) = springMove(damping: 0.5, velocity: 0, completion: log)
        expectClose(try x(stage, view, at: 0.999), 250, tolerance: 0.2)
        stage.at(1.0)
        expectEqual(log.flags, [true])
        expectEqual(try stage.presentation(of: view).position.x, 250)
        expectNil(stage.run { view.layer.animationKeys() })
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() throws {
        // ζ = 1, duration 1: ω₀ = 6.907755. x(0.1) = 1 − e^(−0.690776)·(1 + 0.690776)
        // = 1 − 0.501187·1.690776 = 0.152605 → 80.5210.
        let (stage, view) = springMove(damping: 1, velocity: 0)
        expectClose(try x(stage, view, at: 0.1), 80.5210, tolerance: 1e-3)
        for k in 1...19 {
            expectLessOrEqual(try x(stage, view, at: 0.1 + Double(k) * 0.05), 250, "no overshoot at \(0.1 + Double(k) * 0.05)")
        }
    }

    @Test func initialVelocityPushesTheStart() throws {
        // ζ = 1, v₀ = 5 (five distances per second): x(t) = 1 − e^(−ω₀t)(1 + (ω₀ − 5)t).
        //   t = 0.1: 1 − 0.501187·(1 + 1.907755·0.1) = 1 − 0.501187·1.190776 = 0.403199 → 130.6398
        //            (without velocity: 0.152605 → 80.5210)
        //   t = 0.2: 1 − 0.251189·1.381551 = 0.652970 → 180.5940
        let (stage, view) = springMove(damping: 1, velocity: 5)
        expectClose(try x(stage, view, at: 0.1), 130.6398, tolerance: 1e-3)
        expectClose(try x(stage, view, at: 0.2), 180.5940, tolerance: 1e-3)
    }

    @Test func negativeInitialVelocityPullsBack() throws {
        // ζ = 0.5, v₀ = −2: (ζω₀ − v₀)/ω_d = 8.907755/11.964583 = 0.744510;
        // x(0.1) = 1 − 0.501187·(0.365656 + 0.744510·0.930750) = 0.469439 → 143.8878.
        let (stage, view) = springMove(damping: 0.5, velocity: -2)
        expectClose(try x(stage, view, at: 0.1), 143.8878, tolerance: 1e-3)
    }

    @Test func springBlockAnimationIsAdditive() throws {
        // A second spring at 0.25 s back to 50 blends: the model jumps to 50, the presentation
        // stays where the first spring was (282.0862 at 0.25 s: x(0.25) = 1.160431).
        let (stage, view) = springMove(damping: 0.5, velocity: 0)
        stage.at(0.25)
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 50 })
        }
        stage.at(0.25)
        expectClose(try stage.presentation(of: view).position.x, 282.0862, tolerance: 1e-3)
        stage.at(2)
        expectEqual(try stage.presentation(of: view).position.x, 50)
    }
}
