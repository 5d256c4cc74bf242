import Expectations
import Testing
import UIKit

/// The source tutorials' view animations, written as a learner writes them (same API usage),
/// checked against the presentation values worked out by hand:
/// - the flip-card tutorial's `AnimationHelper` (perspective on the container's layer, rotation
///   about y) and the keyframe block of its present animator;
/// - the pop tutorial's spring block (`CGAffineTransform(scaleX:y:)`, `center`,
///   `layer.cornerRadius`).
@MainActor
struct TutorialViewAnimationTests {
    // MARK: Flip card

    /// The tutorial's helper, as the learner writes it.
    @MainActor
    enum AnimationHelper {
        static func yRotation(_ angle: Double) -> CATransform3D {
            CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
        }

        static func perspectiveTransform(for containerView: UIView) {
            var transform = CATransform3DIdentity
            transform.m34 = -0.002
            containerView.layer.sublayerTransform = transform
        }
    }

    /// The present animator's stage and keyframe block, on a container the size of the screen:
    /// the card screen (`fromView`) turns away in the first third, a card-sized snapshot of the pet
    /// screen turns in during the second, then grows to fill the screen in the last.
    private struct FlipScene {
        let stage: ViewStage
        let container: UIView, fromView: UIView, toView: UIView, snapshot: UIView
        let completion: CompletionLog
    }

    private func presentFlip() throws -> FlipScene {
        let stage = ViewStage()
        let container = stage.addView(UIScreen.defaultBounds)
        let fromView = stage.addView(UIScreen.defaultBounds, to: container)
        let toView = stage.run { UIView(frame: UIScreen.defaultBounds) }
        stage.run {
            fromView.backgroundColor = .white
            toView.backgroundColor = .systemTeal
        }
        let originFrame = CGRect(x: 60, y: 150, width: 250, height: 350)
        let log = CompletionLog()
        let snapshot = try #require(stage.run { toView.snapshotView(afterScreenUpdates: true) })
        stage.run {
            let finalFrame = container.bounds
            snapshot.frame = originFrame
            snapshot.layer.cornerRadius = 25
            snapshot.layer.masksToBounds = true

            container.addSubview(toView)
            container.addSubview(snapshot)
            toView.isHidden = true
            AnimationHelper.perspectiveTransform(for: container)
            snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)

            let duration = 0.6
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                    fromView.layer.transform = AnimationHelper.yRotation(-.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                    snapshot.layer.transform = AnimationHelper.yRotation(0.0)
                }
                UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                    snapshot.frame = finalFrame
                }
            }, completion: { finished in
                toView.isHidden = false
                fromView.layer.transform = AnimationHelper.yRotation(0.0)
                snapshot.removeFromSuperview()
                log.block(finished)
            })
        }
        return FlipScene(stage: stage, container: container, fromView: fromView, toView: toView, snapshot: snapshot, completion: log)
    }

    private func expectYRotation(_ actual: CATransform3D, _ angle: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(actual, yRotationMatrix(angle), tolerance: 1e-5, what, sourceLocation: sourceLocation)
    }

    @Test func animationHelperGivesPerspectiveAndYRotation() {
        UIKitEngine().run {
            let container = UIView(frame: UIScreen.defaultBounds)
            AnimationHelper.perspectiveTransform(for: container)
            expectEqual(container.layer.sublayerTransform.m34, -0.002)
            var expected = CATransform3DIdentity
            expected.m34 = -0.002
            expectEqual(container.layer.sublayerTransform, expected, "only m34 changes")
            expectYRotation(AnimationHelper.yRotation(.pi / 2), .pi / 2, "yRotation(π/2)")
            expectYRotation(AnimationHelper.yRotation(0), 0, "yRotation(0)")
        }
    }

    @Test func perspectiveMakesTheTurnedCardNarrowTowardsItsFarEdge() {
        // fromView fills the container (anchor at the container's centre (187.5, 333.5)) turned
        // −π/4 about y: its right edge (x' = 187.5·cos 45° = 132.5825, z' = −187.5·sin(−45°)
        // = +132.5825, towards the viewer) projects with w = 1 − 132.5825·0.002 = 0.734835 to
        // 187.5 + 132.5825/0.734835 = 367.9249; the left edge (z' = −132.5825, w = 1.265165)
        // to 187.5 − 104.7946 = 82.7054.
        let stage = ViewStage()
        let container = stage.addView(UIScreen.defaultBounds)
        let fromView = stage.addView(UIScreen.defaultBounds, to: container)
        stage.run {
            AnimationHelper.perspectiveTransform(for: container)
            fromView.layer.transform = AnimationHelper.yRotation(-.pi / 4)
        }
        stage.run {
            expectClose(fromView.convert(CGPoint(x: 375, y: 333.5), to: container).x, 367.9249, tolerance: 1e-3)
            expectClose(fromView.convert(CGPoint(x: 0, y: 333.5), to: container).x, 82.7054, tolerance: 1e-3)
        }
    }

    @Test func presentKeyframesAtTheWindowEdgesAndBetween() throws {
        // Duration 0.6 s, options .calculationModeCubic (no curve bits: ease-in-out overall).
        // Checked at 1/6, 1/3, 1/2, 5/6 of the duration; ease-in-out maps these fractions to
        // p = 0.0561308, 0.2317748, ½, 0.9438692 (Reference).
        //
        // Catmull-Rom between keyframes a, b, c, d (end points duplicated), at u in a window:
        // when a = b = A and c = d = B (a window between holds) the value is A + k(B − A) with
        // k = ½(u + 3u² − 2u³). Transforms blend their decomposed parts: a turn about y is the
        // quaternion (sin θ/2 about y, cos θ/2), blended by k and renormalised, so the angle is
        // φ = 2·atan2(qy, qw).
        //
        // fromView, I → yRotation(−π/2) in [0, ⅓], then held:
        //   1/6: u = 3p = 0.168392, k = 0.121955: qy = −0.707107k, qw = 1 − 0.292893k → φ = −0.178385
        //   1/3: u = 0.695324, k = 0.736704 → φ = −1.172668
        //   1/2 and 5/6: held at −π/2
        // snapshot transform, yRotation(π/2) held until ⅓, → I in [⅓, ⅔], then held:
        //   1/6 and 1/3: held at π/2;  1/2: u = ½, k = ½ → φ = π/4;  5/6: held at 0
        // snapshot frame, held at (60, 150, 250, 350) until ⅔, → (0, 0, 375, 667) in [⅔, 1]:
        //   5/6: u = (0.9438692 − ⅔)·3 = 0.831608, k = 0.878045:
        //        bounds 250 + 125k = 359.7556 by 350 + 317k = 628.3402,
        //        position (185 + 2.5k, 325 + 8.5k) = (187.1951, 332.4634)
        let scene = try presentFlip()
        let stage = scene.stage
        let held = "Cubic keyframes do not hold a property outside its keyframes: the hold is a repeated value the Catmull-Rom spline over- or undershoots (KeyframeRecorder.finish); see KeyframeBlockAnimationTests.cubicModeHoldsAPropertyOutsideItsKeyframes"

        stage.at(0.1)
        expectYRotation(try stage.presentation(of: scene.fromView).transform, -0.178385, "fromView at 1/6")
        var snap = try stage.presentation(of: scene.snapshot)
        withKnownIssue(Comment(rawValue: held)) {
            expectYRotation(snap.transform, .pi / 2, "snapshot held at π/2 at 1/6")
            expectClose(snap.bounds.size, CGSize(width: 250, height: 350), tolerance: 1e-6, "snapshot size held at 1/6")
        }

        stage.at(0.2)
        expectYRotation(try stage.presentation(of: scene.fromView).transform, -1.172668, "fromView at 1/3")
        snap = try stage.presentation(of: scene.snapshot)
        withKnownIssue(Comment(rawValue: held)) {
            expectYRotation(snap.transform, .pi / 2, "snapshot held at π/2 at 1/3")
            expectClose(snap.bounds.size, CGSize(width: 250, height: 350), tolerance: 1e-6, "snapshot size held at 1/3")
        }

        stage.at(0.3)
        let fromAtHalf = try stage.presentation(of: scene.fromView).transform
        snap = try stage.presentation(of: scene.snapshot)
        expectYRotation(snap.transform, .pi / 4, "snapshot at 1/2")
        withKnownIssue(Comment(rawValue: held)) {
            expectYRotation(fromAtHalf, -.pi / 2, "fromView held at −π/2 at 1/2")
            expectClose(snap.position, CGPoint(x: 185, y: 325), tolerance: 1e-6, "snapshot position held at 1/2")
        }

        stage.at(0.5)
        let fromLate = try stage.presentation(of: scene.fromView).transform
        snap = try stage.presentation(of: scene.snapshot)
        expectClose(snap.bounds.size, CGSize(width: 359.7556, height: 628.3402), tolerance: 1e-3, "snapshot size at 5/6")
        expectClose(snap.position, CGPoint(x: 187.1951, y: 332.4634), tolerance: 1e-3, "snapshot position at 5/6")
        withKnownIssue(Comment(rawValue: held)) {
            expectYRotation(fromLate, -.pi / 2, "fromView held at −π/2 at 5/6")
            expectYRotation(snap.transform, 0, "snapshot held flat at 5/6")
        }
    }

    @Test func presentKeyframeModelValuesAndCompletion() throws {
        let scene = try presentFlip()
        let stage = scene.stage
        // The model takes every keyframe's value at once.
        expectEqual(scene.fromView.layer.transform, AnimationHelper.yRotation(-.pi / 2))
        expectEqual(scene.snapshot.layer.transform, CATransform3DIdentity)
        expectEqual(scene.snapshot.frame, UIScreen.defaultBounds)
        expectEqual(scene.snapshot.layer.cornerRadius, 25)
        expectEqual(scene.container.subviews, [scene.fromView, scene.toView, scene.snapshot])
        stage.at(0.59)
        #expect(scene.completion.calls.isEmpty)
        stage.at(0.6)
        expectEqual(scene.completion.flags, [true])
        #expect(!scene.toView.isHidden)
        expectNil(scene.snapshot.superview)
        expectEqual(scene.fromView.layer.transform, AnimationHelper.yRotation(0))
        expectEqual(try stage.presentation(of: scene.fromView).transform, CATransform3DIdentity)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    // MARK: Pop

    /// The pop tutorial's animator, as the learner writes it (the transition context replaced by
    /// its container and views).
    @MainActor
    final class PopAnimator {
        let duration = 0.4
        var presenting = true
        var originFrame = CGRect.zero

        func animateTransition(containerView: UIView, toView: UIView, fromView: UIView?, completion: @escaping (Bool) -> Void) {
            let herbView = presenting ? toView : fromView!
            let initialFrame = presenting ? originFrame : herbView.frame
            let finalFrame = presenting ? herbView.frame : originFrame
            let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
            let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
            let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)
            if presenting {
                herbView.transform = scaleTransform
                herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
                herbView.clipsToBounds = true
            }
            containerView.addSubview(toView)
            containerView.bringSubviewToFront(herbView)
            UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0, options: [], animations: {
                herbView.transform = self.presenting ? CGAffineTransform.identity : scaleTransform
                herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
                herbView.layer.cornerRadius = self.presenting ? 0.0 : 20.0 / xScaleFactor
            }, completion: completion)
        }
    }

    /// The herb thumbnail's frame in the window: 80 × 60 at (20, 500), centre (60, 530).
    private let thumbnail = CGRect(x: 20, y: 500, width: 80, height: 60)

    @Test func popPresentGrowsTheHerbWithTheSpring() throws {
        // ζ = 0.4, duration 0.4: ω₀ = 6.907755/0.16 = 43.173470, ζω₀ = 17.269388,
        // ω_d = ω₀√0.84 = 39.569139, (ζω₀)/ω_d = 0.436436.
        //   x(0.1) = 1 − e^(−1.726939)[cos 3.956914 + 0.436436 sin 3.956914]
        //          = 1 − 0.177828·(−0.685635 − 0.436436·0.727946) = 1.178421 (overshoot)
        //   x(0.2) = 1 − 0.031623·(−0.059811 + 0.436436·0.998210) = 0.988115
        // Scale from (80/375, 60/667) = (0.213333, 0.089955) to 1: s + (1 − s)x;
        // centre from (60, 530) to (187.5, 333.5): c₀ + (c₁ − c₀)x.
        //   0.1: scale (1.140358, 1.162371), centre (210.2487, 298.4402)
        //   0.2: scale (0.990650, 0.989184), centre (185.9846, 335.8354)
        let stage = ViewStage()
        let container = stage.addView(UIScreen.defaultBounds)
        let details = stage.run { UIView(frame: UIScreen.defaultBounds) }
        let animator = PopAnimator()
        animator.originFrame = thumbnail
        let log = CompletionLog()
        stage.run { animator.animateTransition(containerView: container, toView: details, fromView: nil, completion: log.block) }
        expectEqual(details.transform, .identity, "the model is the end state")
        expectEqual(details.center, CGPoint(x: 187.5, y: 333.5))
        #expect(details.clipsToBounds)
        for (t, scale, center) in [(0.1, CGSize(width: 1.140358, height: 1.162371), CGPoint(x: 210.2487, y: 298.4402)),
                                   (0.2, CGSize(width: 0.990650, height: 0.989184), CGPoint(x: 185.9846, y: 335.8354))] {
            stage.at(t)
            let p = try stage.presentation(of: details)
            let affine = CATransform3DGetAffineTransform(p.transform)
            expectClose(CGSize(width: affine.a, height: affine.d), scale, tolerance: 1e-4, "scale at \(t)")
            expectClose(p.position, center, tolerance: 1e-3, "centre at \(t)")
            expectEqual(p.cornerRadius, 0, "0 → 0: no corner animation when presenting")
        }
        stage.at(0.4)
        expectEqual(log.flags, [true])
        let end = try stage.presentation(of: details)
        expectEqual(end.transform, CATransform3DIdentity)
        expectEqual(end.position, CGPoint(x: 187.5, y: 333.5))
    }

    @Test func popDismissRoundsTheCornersWithTheSpring() throws {
        // Dismissing: the full-screen details view shrinks to the thumbnail and its corner radius
        // goes 0 → 20/xScaleFactor = 20/(80/375) = 93.75 in the same spring block. UIKit (iOS 11
        // and later) animates layer.cornerRadius set inside a block, with the block's timing:
        // radius(t) = 93.75·x(t): 0.1 → 110.4770 (overshoot), 0.2 → 92.6358.
        // The centre goes (187.5, 333.5) → (60, 530): 0.2 → (61.5153, 527.6644).
        // The scale goes 1 → (0.213333, 0.089955): 1 − (1 − s)x, at 0.2 → (0.222683, 0.100771).
        let stage = ViewStage()
        let container = stage.addView(UIScreen.defaultBounds)
        let details = stage.addView(UIScreen.defaultBounds, to: container)
        let list = stage.run { UIView(frame: UIScreen.defaultBounds) }
        let animator = PopAnimator()
        animator.originFrame = thumbnail
        animator.presenting = false
        let log = CompletionLog()
        stage.run { animator.animateTransition(containerView: container, toView: list, fromView: details, completion: log.block) }
        expectEqual(details.layer.cornerRadius, 93.75, "the model at once")
        expectIdentical(container.subviews.last, details, "the herb view is brought to the front")
        stage.at(0.1)
        expectClose(try stage.presentation(of: details).cornerRadius, 110.4770, tolerance: 1e-3)
        stage.at(0.2)
        let p = try stage.presentation(of: details)
        expectClose(p.cornerRadius, 92.6358, tolerance: 1e-3)
        expectClose(p.position, CGPoint(x: 61.5153, y: 527.6644), tolerance: 1e-3)
        let affine = CATransform3DGetAffineTransform(p.transform)
        expectClose(CGSize(width: affine.a, height: affine.d), CGSize(width: 0.222683, height: 0.100771), tolerance: 1e-4)
        stage.at(0.4)
        expectEqual(log.flags, [true])
        expectEqual(try stage.presentation(of: details).cornerRadius, 93.75)
    }

    @Test func popCornerRadiusWithAnExplicitBasicAnimation() throws {
        // The Core Animation way: CABasicAnimation(keyPath: "cornerRadius") from 93.75 to 0 over
        // 0.4 s (no timing function: linear), then the model set to 0. At 0.1 s: 93.75·¾ = 70.3125;
        // at 0.2 s: 46.875.
        let stage = ViewStage()
        let herb = stage.addView(UIScreen.defaultBounds)
        stage.run {
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.fromValue = 20.0 / (80.0 / 375.0)
            round.toValue = 0.0
            round.duration = 0.4
            herb.layer.add(round, forKey: nil)
            herb.layer.cornerRadius = 0.0
        }
        expectEqual(herb.layer.cornerRadius, 0)
        stage.at(0.1)
        expectClose(try stage.presentation(of: herb).cornerRadius, 70.3125, tolerance: 1e-9)
        stage.at(0.2)
        expectClose(try stage.presentation(of: herb).cornerRadius, 46.875, tolerance: 1e-9)
        stage.at(0.5)
        expectEqual(try stage.presentation(of: herb).cornerRadius, 0)
        #expect(stage.engine.diagnostics.isEmpty)
    }
}
