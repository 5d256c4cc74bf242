import Expectations
import Testing
import UIKit

/// The Core Animation parts of the source tutorials, written afresh with the same API usage, run on
/// the engine: the logo reveal (a CAShapeLayer mask scaled by a "transform" animation held with
/// fillMode .forwards), the circle-mask "path" animation, and the interactive layer-time code that
/// pauses a container layer, scrubs it with timeOffset and resumes it forwards or backwards.
@MainActor
struct TutorialCATests {
    // MARK: Shared pieces

    /// A stand-in for the transition context: records completeTransition(_:).
    @MainActor final class FakeContext {
        var completions: [Bool] = []
        func completeTransition(_ didComplete: Bool) { completions.append(didComplete) }
    }

    /// A small logo-like shape (two bars and a bowl) in a 60 × 40 box.
    static func logoPath() -> CGPath {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 40))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addLine(to: CGPoint(x: 30, y: 0))
        p.addQuadCurve(to: CGPoint(x: 30, y: 20), controlPoint: CGPoint(x: 45, y: 10))
        p.addLine(to: CGPoint(x: 40, y: 40))
        p.close()
        return p.cgPath
    }

    /// The tutorial's end transform: up by 10, then 150 times larger.
    static let revealEnd = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1))

    // MARK: 1. Logo reveal

    /// The reveal animator: builds the transform animation, masks the destination with the logo and
    /// completes the transition when the animation stops.
    @MainActor final class RevealAnimator: NSObject, CAAnimationDelegate {
        let animationDuration: CFTimeInterval = 2
        var storedContext: FakeContext?
        var stopFlags: [Bool] = []
        var stopTimes: [CFTimeInterval] = []
        var logo: CALayer?
        var destination: CALayer?

        func animateTransition(context: FakeContext, logo: CALayer, destination: CALayer, boxed: Bool, animateLogoToo: Bool) {
            storedContext = context
            self.logo = logo
            self.destination = destination

            let animation = CABasicAnimation(keyPath: "transform")
            if boxed {
                animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
                animation.toValue = NSValue(caTransform3D: CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1)))
            } else {
                animation.fromValue = CATransform3DIdentity
                animation.toValue = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1))
            }
            animation.duration = animationDuration
            animation.delegate = self
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)

            let maskLayer = CAShapeLayer()
            maskLayer.path = TutorialCATests.logoPath()
            maskLayer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            maskLayer.position = logo.position
            destination.mask = maskLayer
            maskLayer.add(animation, forKey: nil)
            if animateLogoToo { logo.add(animation, forKey: nil) }
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopFlags.append(flag)
            stopTimes.append(CACurrentMediaTime())
            if let context = storedContext {
                context.completeTransition(true)
                logo?.removeAllAnimations()
            }
            storedContext = nil
        }
    }

    /// Screen (375 × 667) ⊃ logo (60 × 40 at (187.5, 300)) and destination (full screen, on top).
    private static func revealScene(_ engine: UIKitEngine) -> (screen: CALayer, logo: CALayer, destination: CALayer) {
        engine.run {
            let screen = CALayer(), logo = CAShapeLayer(), destination = CALayer()
            screen.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
            screen.position = CGPoint(x: 187.5, y: 333.5)
            logo.path = logoPath()
            logo.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            logo.position = CGPoint(x: 187.5, y: 300)
            destination.frame = screen.bounds
            screen.addSublayer(logo)
            screen.addSublayer(destination)
            engine.display(screen)
            return (screen, logo, destination)
        }
    }

    /// Runs the reveal and checks it; `boxed` uses NSValue(caTransform3D:) exactly as the tutorial.
    static func logoReveal(boxed: Bool) throws {
        let engine = UIKitEngine()
        let (screen, logo, destination) = revealScene(engine)
        defer { withExtendedLifetime(screen) {} }
        engine.advance(by: 1.0 / 60)
        let animator = RevealAnimator()
        let context = FakeContext()
        engine.run { animator.animateTransition(context: context, logo: logo, destination: destination, boxed: boxed, animateLogoToo: false) }
        let mask = try #require(destination.mask)
        engine.advance(by: 0)
        let start = engine.currentTime

        // Half way (1 s of 2, ease-in): p = 0.315357; scale 1 + 149·p = 47.98819, translation y −1500·p = −473.0355.
        engine.advance(to: start + 1)
        let half = try #require(engine.run { mask.presentation() }).transform
        expectClose(half.m11, 47.98819, tolerance: 2e-3)
        expectClose(half.m22, 47.98819, tolerance: 2e-3)
        expectClose(half.m33, 1, tolerance: 1e-9)
        expectClose(half.m42, -473.0355, tolerance: 2e-2)
        #expect(animator.stopFlags.isEmpty)

        // The end: called once with finished = true; the mask holds 150× (m42 = −10·150 = −1500) while its
        // model stays the identity, until the delegate takes the mask away.
        engine.advance(to: start + 2)
        expectEqual(animator.stopFlags, [true])
        expectEqual(animator.stopTimes, [start + 2])
        expectEqual(context.completions, [true])
        let end = try #require(engine.run { mask.presentation() }).transform
        expectClose(end, revealEnd, tolerance: 1e-9)
        expectEqual(mask.transform, CATransform3DIdentity)
        engine.advance(by: 1)
        expectEqual(animator.stopFlags, [true], "once")
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func logoRevealWithNSValueTransforms() throws {
        // The tutorial code unchanged (NSValue(caTransform3D:) values).
        try Self.logoReveal(boxed: true)
    }

    @Test func logoRevealWithBareTransforms() throws {
        // The same with the CATransform3D values written directly (also valid on iOS).
        try Self.logoReveal(boxed: false)
    }

    @Test func logoRevealAnimatingLogoAndMaskCompletesOnce() throws {
        // The tutorial adds the same animation to the logo too: the delegate hears two stops (both true),
        // and the storedContext guard completes the transition once; the logo's retained animation is
        // removed by the delegate (animationKeys nil afterwards, the logo shows its model again).
        let engine = UIKitEngine()
        let (screen, logo, destination) = Self.revealScene(engine)
        defer { withExtendedLifetime(screen) {} }
        engine.advance(by: 1.0 / 60)
        let animator = RevealAnimator()
        let context = FakeContext()
        engine.run { animator.animateTransition(context: context, logo: logo, destination: destination, boxed: false, animateLogoToo: true) }
        engine.advance(by: 3)
        // Both animations reach their end in the same frame, so both stops report true. Today the engine
        // calls the first delegate while still walking the layers; its removeAllAnimations() on the logo
        // then stops the logo's (already ended) animation as removed, and which layer is walked first
        // depends on Dictionary order, which changes from run to run.
        let flags = animator.stopFlags
        do {
            expectEqual(flags, [true, true])
        }
        expectEqual(flags.count, 2)
        expectEqual(context.completions, [true])
        expectNil(engine.run { logo.animationKeys() })
        engine.advance(by: 1.0 / 60)
        expectEqual(try engine.presentation(of: logo).transform, CATransform3DIdentity)
    }

    // MARK: 2. Circle mask "path" animation

    @MainActor final class CircleMaskAnimator: NSObject, CAAnimationDelegate {
        var context: FakeContext?
        var maskedLayer: CALayer?
        var stopFlags: [Bool] = []

        /// Push: grow a circle from the button to cover the screen. Pop: shrink it back.
        func animate(_ context: FakeContext, masked: CALayer, button: CGRect, push: Bool) {
            self.context = context
            maskedLayer = masked
            let x = masked.bounds.width - button.midX
            let y = masked.bounds.height - button.midY
            let radius = (x * x + y * y).squareRoot()
            let initPath = UIBezierPath(ovalIn: button)
            let finalPath = UIBezierPath(ovalIn: button.insetBy(dx: -radius, dy: -radius))

            let shapeLayer = CAShapeLayer()
            shapeLayer.path = (push ? finalPath : initPath).cgPath
            masked.mask = shapeLayer

            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = (push ? initPath : finalPath).cgPath
            animation.toValue = (push ? finalPath : initPath).cgPath
            animation.duration = 0.5
            animation.delegate = self
            shapeLayer.add(animation, forKey: nil)
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopFlags.append(flag)
            context?.completeTransition(true)
            maskedLayer?.mask = nil
        }
    }

    @Test func circleMaskGrowsFromTheButtonAndCompletes() throws {
        // Screen 375 × 667, button (300, 40, 40, 40), centre (320, 60): radius √(55² + 607²) = 609.486669.
        // Half way (0.25 s of 0.5, linear) the oval's rect is half way from the button to the inset rect:
        // origin (300 − r/2, 40 − r/2) = (−4.743335, −264.743335), side 40 + r = 649.486669.
        let engine = UIKitEngine()
        let screen = engine.run { () -> CALayer in
            let s = CALayer()
            s.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
            s.position = CGPoint(x: 187.5, y: 333.5)
            return s
        }
        engine.display(screen)
        engine.advance(by: 1.0 / 60)
        let animator = CircleMaskAnimator()
        let context = FakeContext()
        let button = CGRect(x: 300, y: 40, width: 40, height: 40)
        engine.run { animator.animate(context, masked: screen, button: button, push: true) }
        let mask = try #require(screen.mask as? CAShapeLayer)
        engine.advance(by: 0)
        let start = engine.currentTime
        let first = try #require(engine.run { mask.presentation()?.path })
        expectClose(first.boundingBox, button, tolerance: 1e-9)
        #expect(first.contains(CGPoint(x: 320, y: 60)))
        #expect(!first.contains(CGPoint(x: 374, y: 666)))

        engine.advance(to: start + 0.25)
        let half = try #require(engine.run { mask.presentation()?.path })
        expectClose(half.boundingBox, CGRect(x: -4.743335, y: -264.743335, width: 649.486669, height: 649.486669), tolerance: 1e-5)

        engine.advance(to: start + 0.5)
        expectEqual(animator.stopFlags, [true])
        expectEqual(context.completions, [true])
        expectNil(screen.mask)
        // The model path the tutorial set is the final circle, which covers the far corner (374, 666):
        // its distance to the centre, √(54² + 606²) = 608.4, is under the radius.
        expectEqual(mask.path?.contains(CGPoint(x: 374, y: 666)), true)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func circleMaskShrinksBackOnPop() throws {
        // Pop: final → initial; the model path is the small circle, so after the end the mask shows it.
        let engine = UIKitEngine()
        let screen = engine.run { () -> CALayer in
            let s = CALayer()
            s.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
            return s
        }
        engine.display(screen)
        engine.advance(by: 1.0 / 60)
        let animator = CircleMaskAnimator()
        let context = FakeContext()
        let button = CGRect(x: 300, y: 40, width: 40, height: 40)
        engine.run { animator.animate(context, masked: screen, button: button, push: false) }
        let mask = try #require(screen.mask as? CAShapeLayer)
        engine.advance(by: 0.4)
        let path = try #require(engine.run { mask.presentation()?.path })
        expectGreater(path.boundingBox.width, 40, "still shrinking")
        engine.advance(by: 0.2)
        expectEqual(animator.stopFlags, [true])
        expectEqual(context.completions, [true])
        expectClose(try #require(mask.path).boundingBox, button, tolerance: 1e-9)
    }

    // MARK: 3. Interactive layer time

    /// The interactive reveal: pauses the container when the gesture starts, scrubs it as the finger
    /// moves, and lets it run forwards (finish) or backwards (cancel) when the finger lifts.
    @MainActor final class InteractiveRevealAnimator: NSObject, CAAnimationDelegate {
        let animationDuration: CFTimeInterval = 2
        var interactive = true
        private var pausedTime: CFTimeInterval = 0
        var storedContext: FakeContext?
        var stopFlags: [Bool] = []
        var stopTimes: [CFTimeInterval] = []
        let container: CALayer

        init(container: CALayer) { self.container = container }

        func animateTransition(context: FakeContext, logo: CALayer, destination: CALayer) {
            storedContext = context
            if interactive {
                let transitionLayer = container
                pausedTime = transitionLayer.convertTime(CACurrentMediaTime(), from: nil)
                transitionLayer.speed = 0
                transitionLayer.timeOffset = pausedTime
            }
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = CATransform3DIdentity
            animation.toValue = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1))
            animation.duration = animationDuration
            animation.delegate = self
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            let mask = CAShapeLayer()
            mask.path = TutorialCATests.logoPath()
            mask.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            mask.position = logo.position
            destination.mask = mask
            mask.add(animation, forKey: nil)

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = animationDuration
            fade.delegate = self
            logo.add(fade, forKey: "fade")
        }

        func update(_ percentComplete: CGFloat) {
            let animationProgress = TimeInterval(animationDuration) * TimeInterval(percentComplete)
            container.timeOffset = pausedTime + animationProgress
        }

        func restart(forFinishing: Bool) {
            let transitionLayer = container
            transitionLayer.beginTime = CACurrentMediaTime()
            transitionLayer.speed = forFinishing ? 1 : -1
            interactive = false
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopFlags.append(flag)
            stopTimes.append(CACurrentMediaTime())
            if let context = storedContext { context.completeTransition(true) }
            storedContext = nil
        }
    }

    @MainActor private struct InteractiveScene {
        let engine: UIKitEngine
        let container: CALayer, logo: CALayer, destination: CALayer
        let animator: InteractiveRevealAnimator
        let context: FakeContext
        var mask: CALayer { destination.mask! }

        func logoOpacity() throws -> Float { try engine.presentation(of: logo).opacity }
        func maskScale() throws -> CGFloat { try #require(engine.run { mask.presentation() }).transform.m11 }
    }

    /// At global 1 s the gesture begins: the container is paused at its local time 1, the animations
    /// are added (and begin at local 1), and the finger moves to 50 %: timeOffset = 1 + 2·0.5 = 2.
    private func beginInteraction() throws -> InteractiveScene {
        let engine = UIKitEngine()
        let (container, logo, destination) = engine.run { () -> (CALayer, CALayer, CALayer) in
            let container = CALayer(), logo = CALayer(), destination = CALayer()
            container.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
            container.position = CGPoint(x: 187.5, y: 333.5)
            logo.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            logo.position = CGPoint(x: 187.5, y: 300)
            destination.frame = container.bounds
            container.addSublayer(logo)
            container.addSublayer(destination)
            return (container, logo, destination)
        }
        engine.display(container)
        engine.advance(to: 1)
        let animator = InteractiveRevealAnimator(container: container)
        let context = FakeContext()
        engine.run { animator.animateTransition(context: context, logo: logo, destination: destination) }
        engine.advance(by: 0)
        let scene = InteractiveScene(engine: engine, container: container, logo: logo, destination: destination, animator: animator, context: context)

        // Paused at the start: opacity 1, scale 1.
        expectEqual(try scene.logoOpacity(), 1)
        expectClose(try scene.maskScale(), 1, tolerance: 1e-9)
        // 25 %: 0.5 s in → opacity 1 − 0.25 = 0.75; ease-in(0.25) = 0.093465 → scale 1 + 149·0.093465 = 14.9263.
        engine.run { animator.update(0.25) }
        expectClose(try scene.logoOpacity(), 0.75, tolerance: 1e-6)
        expectClose(try scene.maskScale(), 14.9263, tolerance: 2e-3)
        // 50 %: opacity 0.5, scale 1 + 149·0.315357 = 47.9882.
        engine.run { animator.update(0.5) }
        expectClose(try scene.logoOpacity(), 0.5, tolerance: 1e-6)
        expectClose(try scene.maskScale(), 47.9882, tolerance: 2e-3)
        // The finger rests until global 3 s: nothing moves, nothing ends.
        engine.advance(to: 3)
        expectClose(try scene.logoOpacity(), 0.5, tolerance: 1e-6)
        #expect(animator.stopFlags.isEmpty)
        return scene
    }

    @Test func interactiveRevealFinishesForwards() throws {
        // At 3 s: beginTime = 3, speed = 1 → container local = (t − 3) + 2. At 3.5 s: 2.5 → 1.5 s in →
        // opacity 0.25. Both animations end at local 3 → global 4 s, finished = true; transition completed once.
        let s = try beginInteraction()
        s.engine.run { s.animator.restart(forFinishing: true) }
        expectClose(try s.logoOpacity(), 0.5, tolerance: 1e-6)
        s.engine.advance(to: 3.5)
        expectClose(try s.logoOpacity(), 0.25, tolerance: 1e-6)
        s.engine.advance(to: 4.5)
        expectEqual(s.animator.stopFlags, [true, true])
        #expect(s.animator.stopTimes.allSatisfy { abs($0 - 4) < 1e-9 }, "\(s.animator.stopTimes)")
        expectEqual(s.context.completions, [true])
        // The retained mask animation holds the reveal's end.
        expectClose(try s.maskScale(), 150, tolerance: 1e-9)
        #expect(s.engine.isIdle)
    }

    @Test func interactiveRevealCancelsBackwards() throws {
        // At 3 s: beginTime = 3, speed = −1 → container local = −(t − 3) + 2. At 3.5 s: 1.5 → 0.5 s in →
        // opacity 0.75. Local time reaches the animations' start (1) at 4 s; they end there (reported at the
        // frame just after), each delegate call once. What `finished` is then is unconfirmed on iOS.
        let s = try beginInteraction()
        s.engine.run { s.animator.restart(forFinishing: false) }
        s.engine.advance(to: 3.5)
        expectClose(try s.logoOpacity(), 0.75, tolerance: 1e-6)
        #expect(s.animator.stopFlags.isEmpty)
        s.engine.advance(to: 4.5)
        expectEqual(s.animator.stopFlags.count, 2)
        #expect(s.animator.stopTimes.allSatisfy { $0 >= 4 - 1e-9 && $0 <= 4 + 1.0 / 60 + 1e-9 }, "\(s.animator.stopTimes)")
        expectEqual(s.context.completions.count, 1)
        // Back at the start: the logo shows its model opacity, the mask its model transform.
        expectEqual(try s.logoOpacity(), 1)
        expectClose(try s.maskScale(), 1, tolerance: 1e-9)
    }
}
