import Expectations
import Testing
import UIKit

/// Springs against the closed form of UIKIT-SEMANTICS §3, ω₀ = √(k/m), ζ = c / (2√(km)):
/// under-damped  x(t) = 1 − e^(−ζω₀t)[cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t], ω_d = ω₀√(1−ζ²);
/// critically   x(t) = 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t);
/// over-damped  x(t) = 1 − (c₁e^(r₁t) + c₂e^(r₂t)), r = −ω₀(ζ ∓ √(ζ²−1)), c₁ + c₂ = 1, c₁r₁ + c₂r₂ = −v₀.
@MainActor
struct SpringTests {
    /// position.x 0 → 100 with a spring, duration 3 s so the motion is not cut short.
    private func springLayer(
        mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, velocity: CGFloat = 0, duration: CFTimeInterval = 3,
        overdamping: Bool = false
    ) -> (UIKitEngine, CALayer, AnimationRecorder) {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.run {
            let s = CASpringAnimation(keyPath: "position.x")
            s.fromValue = 0
            s.toValue = 100
            s.mass = mass
            s.stiffness = stiffness
            s.damping = damping
            s.initialVelocity = velocity
            s.allowsOverdamping = overdamping
            s.duration = duration
            s.delegate = recorder
            layer.add(s, forKey: "spring")
        }
        return (engine, layer, recorder)
    }

    private func x(_ engine: UIKitEngine, _ layer: CALayer, at t: CFTimeInterval) throws -> CGFloat {
        engine.advance(to: t)
        return try engine.presentation(of: layer).position.x
    }

    // MARK: Defaults

    @Test func defaultsAreMassOneStiffnessHundredDampingTen() {
        let s = CASpringAnimation()
        expectEqual(s.mass, 1)
        expectEqual(s.stiffness, 100)
        expectEqual(s.damping, 10)
        expectEqual(s.initialVelocity, 0)
    }

    @Test func modelStartsAtZeroAndRestsAtOne() {
        let m = SpringModel(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        expectEqual(m.value(at: 0), 0)
        expectClose(m.value(at: 30), 1, tolerance: 1e-9)
    }

    // MARK: Under-damped

    @Test func underDampedDefaultSpringMatchesTheClosedForm() throws {
        // k = 100, c = 10: ω₀ = 10, ζ = 10/(2·10) = 0.5, ζω₀ = 5, ω_d = 10·√0.75 = 8.660254.
        // t = 0.2: e^(−1) = 0.367879; cos 1.732051 = −0.160557; sin 1.732051 = 0.987027;
        //   x = 1 − 0.367879·(−0.160557 + 0.577350·0.987027) = 0.849426 → 84.9426.
        // t = 0.5: overshoot, x = 1.074591 → 107.4591.
        let (engine, layer, _) = springLayer()
        expectClose(try x(engine, layer, at: 0.2), 84.9426, tolerance: 1e-3)
        expectClose(try x(engine, layer, at: 0.5), 107.4591, tolerance: 1e-3)
    }

    @Test func initialVelocityChangesTheSineTerm() throws {
        // v₀ = 5 = ζω₀ removes the sine term: x = 1 − e^(−5t) cos(8.660254 t);
        // t = 0.2 → 1 − 0.367879·(−0.160557) = 1.059065 → 105.9065.
        let (engine, layer, _) = springLayer(velocity: 5)
        expectClose(try x(engine, layer, at: 0.2), 105.9065, tolerance: 1e-3)
    }

    @Test func heavierMassOscillatesMoreSlowly() throws {
        // m = 4, k = 100, c = 10: ω₀ = √25 = 5, ζ = 10/(2·√400) = 0.25, ω_d = 5·√0.9375 = 4.841229.
        // t = 0.3: x = 1 − e^(−0.375)[cos 1.452369 + (1.25/4.841229) sin 1.452369]
        //          = 1 − 0.687289·(0.118151 + 0.258199·0.992996) = 0.742582 → 74.2582.
        let (engine, layer, _) = springLayer(mass: 4)
        expectClose(try x(engine, layer, at: 0.3), 74.2582, tolerance: 1e-3)
    }

    // MARK: Critically damped

    @Test func criticallyDampedSpringMatchesTheClosedForm() throws {
        // k = 100, c = 20: ω₀ = 10, ζ = 1. t = 0.1: 1 − e^(−1)·2 = 0.264241 → 26.4241;
        // t = 0.3: 1 − e^(−3)·4 = 0.800852 → 80.0852. Never overshoots.
        let (engine, layer, _) = springLayer(damping: 20)
        expectClose(try x(engine, layer, at: 0.1), 26.4241, tolerance: 1e-3)
        expectClose(try x(engine, layer, at: 0.3), 80.0852, tolerance: 1e-3)
        expectLessOrEqual(try x(engine, layer, at: 1.0), 100)
    }

    // MARK: Over-damped

    @Test func overDampedSpringMatchesTheClosedForm() throws {
        // k = 100, c = 50: ω₀ = 10, ζ = 2.5, √(ζ²−1) = 2.291288; r₁ = −2.087122, r₂ = −47.912878;
        // c₂ = −r₁/(r₂ − r₁) = −0.045545, c₁ = 1.045545. t = 0.5: 1 − 1.045545·e^(−1.043561) = 0.631761 → 63.1761.
        let (engine, layer, _) = springLayer(damping: 50, overdamping: true)
        expectClose(try x(engine, layer, at: 0.5), 63.1761, tolerance: 1e-3)
    }

    // MARK: Settling

    @Test func settlingDurationOfTheDefaultSpringFollowsTheSummedBound() {
        // ζ = 0.5, ζω₀ = 5, ω_d = 8.660254, B = ζω₀/ω_d = 0.577350; (1 + B)·e^(−5t) = 0.001 →
        // t = ln(1577.350)/5 = 1.472700.
        expectClose(CASpringAnimation().settlingDuration, 1.472700, tolerance: 1e-6)
    }

    /// A spring given as UIKit's and SwiftUI's (dampingRatio, response): k = (2π/response)²,
    /// c = 4π·dampingRatio/response, mass 1.
    private func spring(dampingRatio: Double, response: Double) -> CASpringAnimation {
        let s = CASpringAnimation()
        s.stiffness = CGFloat((2 * Double.pi / response) * (2 * Double.pi / response))
        s.damping = CGFloat(4 * Double.pi * dampingRatio / response)
        return s
    }

    @Test func settlingDurationMatchesValuesMeasuredOnCoreAnimation() {
        // Measured with QuartzCore by honghaoz/ComposeUI's SpringDescriptorTests.test_settlingDuration.
        // ζ 0.8, response 0.5: ζω₀ = 10.053096, B = 0.8/0.6 = 1.333333 → ln(2333.333)/10.053096.
        expectClose(spring(dampingRatio: 0.8, response: 0.5).settlingDuration, 0.7714094006693448, tolerance: 1e-9)
        // ζ 0.3, response 1.5: ζω₀ = 1.256637, B = 0.3/√0.91 = 0.314485 → ln(1314.485)/1.256637.
        expectClose(spring(dampingRatio: 0.3, response: 1.5).settlingDuration, 5.71461784505134, tolerance: 1e-9)
        // ζ 1, response 0.2 (ω₀ = 10π): 0.1 s steps; (1 + ω₀t)e^(−ω₀t) is 0.0136 at 0.2 s, 0.00084 at 0.3 s.
        expectClose(spring(dampingRatio: 1, response: 0.2).settlingDuration, 0.3, tolerance: 1e-6)
    }

    @Test func settlingDurationMatchesApplesDocumentedExamples() {
        // The settlingDuration documentation: mass 1, stiffness 100, damping 5 settles in
        // "approximately 2.85 seconds" (ζ 0.25: ln((1 + 0.258199)/0.001)/2.5 = 2.854975); damping
        // 15 in "just over 1 second" (ζ 0.75: ln((1 + 1.133893)/0.001)/7.5 = 1.022094).
        let five = CASpringAnimation(), fifteen = CASpringAnimation()
        five.damping = 5
        fifteen.damping = 15
        expectClose(five.settlingDuration, 2.85, tolerance: 0.01)
        #expect(fifteen.settlingDuration > 1 && fifteen.settlingDuration < 1.05)
    }

    @Test func anInitialVelocityTowardsTheTargetChangesTheBound() {
        // mass 1, stiffness 1, damping 1, initialVelocity 0.1, ε 0.1: ζ = 0.5, ω_d = 0.866025,
        // B = (0.5 − 0.1)/0.866025 = 0.461880 → ln(14.618802)/0.5 = 5.364617 — what QuartzCore's
        // durationForEpsilon: gives (ComposeUI's CASpringAnimation+ExtensionsTests: 5.364617037842078).
        let m = SpringModel(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0.1)
        expectClose(m.duration(epsilon: 0.1), 5.364617037842078, tolerance: 1e-9)
    }

    @Test func aCriticallyDampedSpringIsSteppedATenthOfASecondAtATime() {
        // ω₀ = 10: (1 + 10t)e^(−10t) = 0.001234 at 0.9 s, 0.000499 at 1.0 s → 1.0. The smaller
        // epsilons of QuartzCore's durationForEpsilon: for ζ 1, response 1 (ChouTiUI's tests):
        // 0.01 → 1.1, 0.02 → 1.0, 0.03 → 0.9, 0.05 → 0.8.
        let s = CASpringAnimation()
        s.damping = 20
        expectClose(s.settlingDuration, 1.0, tolerance: 1e-9)
        let m = SpringModel(mass: 1, stiffness: 4 * .pi * .pi, damping: 4 * .pi, initialVelocity: 0)
        for (epsilon, expected) in [(0.01, 1.1), (0.02, 1.0), (0.03, 0.9), (0.05, 0.8)] {
            expectClose(m.duration(epsilon: epsilon), expected, tolerance: 1e-9, "epsilon \(epsilon)")
        }
    }

    @Test func anOverDampedSpringIsSteppedToo() {
        // k 100, c 50 (ζ 2.5): r₁ = −2.087122, r₂ = −47.912878, c₂ = −0.045545, c₁ = 1.045545;
        // 1.045545·e^(−2.087122 t) < 0.001 first at 3.4 s (0.000868; 3.3 s gives 0.001069).
        let s = CASpringAnimation()
        s.damping = 50
        s.allowsOverdamping = true
        expectClose(s.settlingDuration, 3.4, tolerance: 1e-9)
    }

    @Test func withoutDampingASpringNeverSettles() {
        let s = CASpringAnimation()
        s.damping = 0
        expectEqual(s.settlingDuration, .infinity)
    }

    @Test func springStaysWithinAThousandthAfterSettling() {
        for damping in [5.0, 10, 15, 20, 50] {
            let m = SpringModel(mass: 1, stiffness: 100, damping: damping, initialVelocity: 0)
            let settle = m.settlingDuration
            for k in 0...20 {
                let t = settle + Double(k) * 0.037
                expectLessOrEqual(abs(1 - m.value(at: t)), 0.001, "damping \(damping), t = \(t)")
            }
        }
    }

    @Test func springAnimationEndsAtItsDurationOnTheTarget() throws {
        // duration = settlingDuration (1.472700 s): the delegate hears finished at the first frame after,
        // and the layer then shows the model value (100 is not the model, 0 is).
        let (engine, layer, recorder) = springLayer(duration: CASpringAnimation().settlingDuration)
        expectClose(try x(engine, layer, at: 1.40), 100, tolerance: 0.2)
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
        expectEqual(try engine.presentation(of: layer).position.x, 0)
    }

    @Test func withoutAllowsOverdampingAnOverDampedSpringRunsCriticallyDamped() throws {
        // CAAnimation.h: allowsOverdamping "defaults to false", and then over-damping "is treated as
        // critically damped". k = 100, c = 50 (ζ 2.5) runs as c = 20 (ζ 1, ω₀ 10):
        // x(0.5) = 1 − e^(−5)(1 + 5) = 0.959572 → 95.9572; it settles when (1 + 10t)e^(−10t) < 0.001,
        // first at 1.0 s (0.9 s gives 0.001234).
        let (engine, layer, _) = springLayer(damping: 50)
        expectClose(try x(engine, layer, at: 0.5), 95.9572, tolerance: 1e-3)
        let s = CASpringAnimation()
        s.damping = 50
        #expect(!s.allowsOverdamping)
        expectClose(s.settlingDuration, 1.0, tolerance: 1e-9)
        expectEqual(s.damping, 50, "the property keeps what was set")
    }

    // MARK: iOS 17: perceptual duration and bounce

    @Test func perceptualDurationAndBounceGiveApplesCoefficients() {
        // Apple's `Spring` documentation: duration 0.5, bounce 0.3 → mass 1.0, stiffness 157.9,
        // damping 17.6. k = (2π/0.5)² = 157.913670, ζ = 1 − 0.3, c = 2ζ√k = 17.592919.
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        expectEqual(s.mass, 1)
        expectClose(Double(s.stiffness), 157.913670, tolerance: 1e-5)
        expectClose(Double(s.damping), 17.592919, tolerance: 1e-5)
        #expect(s.allowsOverdamping, "the initializer sets it (CAAnimation.h)")
        expectClose(s.perceptualDuration, 0.5, tolerance: 1e-12)
        expectClose(Double(s.bounce), 0.3, tolerance: 1e-12)
    }

    @Test func coefficientsReadBackAsPerceptualDurationAndBounce() {
        // The same documentation the other way: mass 1, stiffness 100, damping 10 (the defaults)
        // → duration 0.63 (2π/10 = 0.628319), bounce 0.5 (ζ = ½).
        let s = CASpringAnimation()
        expectClose(s.perceptualDuration, 0.628319, tolerance: 1e-6)
        expectClose(Double(s.bounce), 0.5, tolerance: 1e-12)
    }

    @Test func aNegativeBounceOverDamps() throws {
        // bounce −0.5: ζ = 1/(1 − 0.5) = 2 (CAAnimation.h: negative values "indicate overdamped
        // springs"), read back as −0.5; and it runs over-damped, allowsOverdamping being set.
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        expectClose(Double(s.damping) / (2 * Double(s.stiffness).squareRoot()), 2, tolerance: 1e-12)
        expectClose(Double(s.bounce), -0.5, tolerance: 1e-12)
        let over = SpringModel(mass: 1, stiffness: Double(s.stiffness), damping: Double(s.damping), initialVelocity: 0)
        expectClose(s.settlingDuration, over.settlingDuration, tolerance: 1e-12)
        expectGreater(s.settlingDuration, over.criticalAtMost.settlingDuration)
    }

    @Test func aPerceptualDurationOfZeroIsInfinitelyStiff() {
        // Core Animation sets the stiffness to infinity: at rest on the target at once.
        let s = CASpringAnimation(perceptualDuration: 0, bounce: 0)
        expectEqual(s.stiffness, .infinity)
        expectEqual(s.settlingDuration, 0)
        expectEqual(SpringModel.perceptual(duration: 0, bounce: 0, initialVelocity: 0).value(at: 0.01), 1)
    }

    // MARK: UIKit's duration → spring mapping

    @Test func uiKitSpringDecaysToAThousandthAtTheDuration() {
        // duration 0.5, damping ratio 0.5: ω₀ = ln 1000 / (0.5·0.5) = 27.631021, k = ω₀² = 763.4733,
        // c = 2ζω₀ = 27.631021. x(0.1) = 1.085305 (overshoot), x(0.5) = 0.999503.
        let m = SpringModel.uiKit(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0)
        expectEqual(m.mass, 1)
        expectClose(m.stiffness, 763.4733, tolerance: 1e-3)
        expectClose(m.damping, 27.631021, tolerance: 1e-5)
        expectClose(m.value(at: 0.1), 1.085305, tolerance: 1e-5)
        expectClose(m.value(at: 0.5), 0.999503, tolerance: 1e-5)
    }

    @Test func uiKitDampingRatioAboveOneIsClampedToCritical() {
        // ζ clamped to 1: ω₀ = ln 1000 / 1 = 6.907755, c = 2ω₀ = 13.815511.
        let m = SpringModel.uiKit(duration: 1, dampingRatio: 3, initialVelocity: 0)
        expectClose(m.damping, 13.815511, tolerance: 1e-5)
        expectClose(m.zeta, 1, tolerance: 1e-12)
    }
}
