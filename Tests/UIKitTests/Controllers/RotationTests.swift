import Expectations
import Testing
import UIKit

/// Turning the device (`engine.rotate(to:)`): every controller on screen hears
/// `viewWillTransition(to:with:)` with a coordinator whose alongside animations run in step with
/// the resize, and autoresizing views follow the new bounds.
@MainActor
struct RotationTests {
    /// Records the size changes it hears and dims a background alongside, as BeginnerCook does.
    final class Backdrop: UIViewController {
        let background = UIView()
        let stripe = UIView()
        var sizes: [CGSize] = []
        var durations: [TimeInterval] = []
        var transforms: [CGAffineTransform] = []
        var completions: [Bool] = []
        var alongsideRan = 0

        override func viewDidLoad() {
            background.frame = view.bounds
            background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            background.alpha = 0.55
            view.addSubview(background)
            // A stripe 20 pt from the bottom, as wide as the screen minus margins.
            stripe.frame = CGRect(x: 20, y: view.bounds.height - 60, width: view.bounds.width - 40, height: 40)
            stripe.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(stripe)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            durations.append(coordinator.transitionDuration)
            transforms.append(coordinator.targetTransform)
            coordinator.animate(alongsideTransition: { _ in
                self.alongsideRan += 1
                self.background.alpha = size.width > size.height ? 0.25 : 0.55
            }, completion: { context in
                self.completions.append(context.isCancelled)
            })
        }
    }

    private func scene() -> (UIKitEngine, Backdrop, UIWindow) {
        let engine = UIKitEngine()
        let vc = engine.run { Backdrop() }
        let window = engine.show(vc)
        return (engine, vc, window)
    }

    @Test func rotationCallsViewWillTransitionWithTheNewSize() throws {
        let (engine, vc, _) = scene()
        engine.rotate(to: .landscapeLeft)
        expectEqual(vc.sizes, [CGSize(width: 667, height: 375)])
        expectEqual(vc.durations, [0.4])
        let t = try #require(vc.transforms.first)
        expectClose(abs(t.b), 1, tolerance: 1e-9, "targetTransform is a quarter turn")
        expectClose(t.a, 0, tolerance: 1e-9)
        expectEqual(engine.interfaceOrientation, .landscapeLeft)
        expectClose(engine.run { UIScreen.main.bounds }, CGRect(x: 0, y: 0, width: 667, height: 375))
        try engine.runUntilIdle(timeout: 2)
        expectEqual(vc.completions, [false])
        expectEqual(vc.alongsideRan, 1)
    }

    @Test func alongsideAnimationsRunInStepWithTheRotation() throws {
        let (engine, vc, _) = scene()
        engine.rotate(to: .landscapeLeft)
        engine.advance(by: 0.2)
        expectClose(Double(engine.run { vc.background.layer.presentation()?.opacity } ?? -1), 0.4, tolerance: 0.02,
                    "half way from 0.55 to 0.25 (ease-in-out at half time)")
        expectEqual(engine.run { vc.background.alpha }, 0.25, "the model value is already the final one")
        try engine.runUntilIdle(timeout: 2)
        expectClose(Double(engine.run { vc.background.layer.presentation()?.opacity } ?? -1), 0.25, tolerance: 1e-6)
    }

    @Test func layoutFollowsTheRotationThroughAutoresizing() throws {
        let (engine, vc, window) = scene()
        engine.rotate(to: .landscapeLeft)
        expectEqual(engine.run { window.bounds.size }, CGSize(width: 667, height: 375))
        expectEqual(engine.run { vc.view.bounds.size }, CGSize(width: 667, height: 375), "the root view resizes with the window")
        expectClose(engine.run { vc.stripe.frame }, CGRect(x: 20, y: 375 - 60, width: 667 - 40, height: 40),
                    "flexible width and top margin keep the stripe's margins")
        expectClose(engine.run { vc.background.frame }, CGRect(x: 0, y: 0, width: 667, height: 375))
        engine.advance(by: 0.2)
        let half = engine.run { vc.stripe.layer.presentation()?.bounds.width } ?? -1
        expectClose(half, (335 + 627) / 2, tolerance: 3, "the resize is animated: half way in width")
        try engine.runUntilIdle(timeout: 2)
        engine.rotate(to: .portrait)
        try engine.runUntilIdle(timeout: 2)
        expectClose(engine.run { vc.stripe.frame }, CGRect(x: 20, y: 667 - 60, width: 335, height: 40), "and back")
        expectEqual(vc.sizes, [CGSize(width: 667, height: 375), CGSize(width: 375, height: 667)])
        expectClose(Double(engine.run { vc.background.alpha }), 0.55, tolerance: 1e-6)
    }

    @Test func childrenAndPresentedControllersHearItToo() throws {
        let engine = UIKitEngine()
        let child = engine.run { Backdrop() }
        let nav = engine.run { UINavigationController(rootViewController: child) }
        engine.show(nav)
        let modal = engine.run { Backdrop() }
        engine.run {
            modal.modalPresentationStyle = .overFullScreen
            nav.present(modal, animated: false)
        }
        engine.advance(by: engine.frameDuration)
        engine.rotate(to: .landscapeRight)
        expectEqual(child.sizes, [CGSize(width: 667, height: 375)], "forwarded by the container's default implementation")
        expectEqual(modal.sizes, [CGSize(width: 667, height: 375)])
        try engine.runUntilIdle(timeout: 2)
        #expect(child.completions == [false] && modal.completions == [false])
        expectClose(engine.run { modal.view.frame }, CGRect(x: 0, y: 0, width: 667, height: 375), "the presented view resizes with its container")
    }

    @Test func turningToTheSameOrientationDoesNothing() throws {
        let (engine, vc, _) = scene()
        engine.rotate(to: .portrait)
        #expect(vc.sizes.isEmpty)
        #expect(engine.isIdle)
    }

    @Test func anUnanimatedRotationCompletesOnTheNextTurn() throws {
        let (engine, vc, _) = scene()
        engine.rotate(to: .landscapeLeft, duration: 0)
        expectEqual(engine.run { vc.background.alpha }, 0.25)
        #expect(vc.completions.isEmpty)
        engine.advance(by: engine.frameDuration)
        expectEqual(vc.completions, [false])
        expectClose(engine.run { vc.stripe.frame.width }, 627)
    }
}
