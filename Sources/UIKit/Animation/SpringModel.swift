/// A damped harmonic oscillator moving from 0 to 1: mass `m` on a spring of stiffness `k` with
/// damping `c`, released with velocity `v₀` (whole distances per second). Closed form:
///
/// - under-damped (ζ < 1), ω_d = ω₀√(1−ζ²):
///   `x(t) = 1 − e^(−ζω₀t) [cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t]`
/// - critically damped (ζ = 1): `x(t) = 1 − e^(−ω₀t) (1 + (ω₀ − v₀) t)`
/// - over-damped (ζ > 1): the sum of two decaying exponentials with x(0) = 0, x′(0) = v₀.
///
/// where ω₀ = √(k/m) and ζ = c / (2√(km)).
package struct SpringModel: Equatable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double
    package var initialVelocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// UIKit's spring for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// damping ratio ζ clamped to (0, 1], ω₀ chosen so the envelope `e^(−ζω₀t)` has decayed to
    /// 0.001 at `duration`; mass 1.
    package static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringModel {
        let zeta = Swift.min(Swift.max(dampingRatio, 0.001), 1)
        let d = Swift.max(duration, 0.001)
        let omega0 = Foundation.log(1000) / (zeta * d)
        return SpringModel(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: initialVelocity)
    }

    /// The spring of a perceptual duration and a bounce (iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`,
    /// `UISpringTimingParameters(duration:bounce:)`, `UIView.animate(springDuration:bounce:…)`): mass 1,
    /// stiffness (2π/duration)², damping ratio 1 − bounce for a bounce from 0 up (1 is undamped)
    /// and 1/(1 + bounce) below 0 (over-damped), so damping 4πζ/duration. A duration of 0 or less
    /// gives an infinitely stiff spring (at rest at once), as Core Animation sets it.
    package static func perceptual(duration: Double, bounce: Double, initialVelocity: Double) -> SpringModel {
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        guard duration > 0 else { return SpringModel(mass: 1, stiffness: .infinity, damping: .infinity, initialVelocity: initialVelocity) }
        let omega0 = 2 * Double.pi / duration
        return SpringModel(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: initialVelocity)
    }

    /// The perceptual duration: one period of the undamped spring, 2π/ω₀.
    package var perceptualDuration: Double { omega0 > 0 ? 2 * Double.pi / omega0 : .infinity }

    /// The bounce: 1 − ζ up to critical damping, 1/ζ − 1 beyond it (negative: over-damped).
    package var bounce: Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }

    /// The same spring with a damping ratio above 1 taken as 1, as Core Animation runs it
    /// unless `allowsOverdamping` is set.
    package var criticalAtMost: SpringModel {
        guard zeta > 1, stiffness.isFinite else { return self }
        var spring = self
        spring.damping = 2 * (stiffness * mass).squareRoot()
        return spring
    }

    package var omega0: Double { (stiffness / Swift.max(mass, 1e-9)).squareRoot() }
    package var zeta: Double { damping / (2 * (stiffness * Swift.max(mass, 1e-9)).squareRoot()) }

    /// Progress (0 → 1, overshooting when under-damped) after `t` seconds.
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        // Infinitely stiff: at rest on the target at once.
        guard stiffness.isFinite else { return 1 }
        let w0 = omega0, z = zeta, v0 = initialVelocity
        if z < 1 - 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            let envelope = Foundation.exp(-z * w0 * t)
            return 1 - envelope * (Foundation.cos(wd * t) + ((z * w0 - v0) / wd) * Foundation.sin(wd * t))
        }
        if z <= 1 + 1e-9 {
            return 1 - Foundation.exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        let c1 = 1 - c2
        return 1 - (c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t))
    }

    /// Core Animation's `settlingDuration`: `duration(epsilon: 0.001)`.
    package var settlingDuration: Double { duration(epsilon: 0.001) }

    /// How long until the distance from rest is bounded by `epsilon` (a fraction of the whole
    /// distance), estimated as Core Animation does (reconstructed from its reported values, see
    /// `docs/FIDELITY.md` §4.1): writing the motion as `e^(−ζω₀t)(A cos ω_d t + B sin ω_d t)` with
    /// A = 1, B = (ζω₀ − v₀)/ω_d, an under-damped spring is bounded by `(|A| + |B|) e^(−ζω₀t)`,
    /// which reaches `epsilon` at `ln((1 + |B|)/epsilon) / (ζω₀)`. A critically or over-damped
    /// spring is stepped 0.1 s at a time until its bound — `(1 + |ω₀ − v₀| t) e^(−ω₀t)`, or the
    /// sum of its two exponentials' sizes — is below `epsilon`. Infinite without damping.
    package func duration(epsilon: Double) -> Double {
        guard stiffness.isFinite else { return 0 }
        let w0 = omega0, z = zeta, v0 = initialVelocity
        guard w0 > 0, z > 0, epsilon > 0 else { return .infinity }
        if z < 1 - 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = abs((z * w0 - v0) / wd)
            return Swift.max(0, Foundation.log((1 + b) / epsilon) / (z * w0))
        }
        let bound: (Double) -> Double
        if z <= 1 + 1e-9 {
            bound = { t in (1 + abs(w0 - v0) * t) * Foundation.exp(-w0 * t) }
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (-v0 - r1) / (r2 - r1), c1 = 1 - c2
            bound = { t in abs(c1) * Foundation.exp(r1 * t) + abs(c2) * Foundation.exp(r2 * t) }
        }
        // Repeated addition, as the values Core Animation reports show (0.7999999999999999).
        var t = 0.0
        while bound(t) >= epsilon && t < 3600 { t += 0.1 }
        return t
    }
}
