import Expectations
import Testing
import Frames
import UIKit

/// Rendering is a pure function of the presentation tree and the device: drawing never moves
/// the clock, changes the model, or starts, ends or alters an animation.
@MainActor
struct RenderingPurityTests {
    /// A scene with something of everything in flight: block animations (frame, alpha,
    /// 3-D transform), an explicit path animation on a mask, a label, a snapshot.
    @MainActor
    private final class Scene {
        let scene = PhoneScene(.cells(30, 12))
        let card: UIView
        let fader: UIView
        let mask = CAShapeLayer()
        var completions = 0

        init() {
            let scene = self.scene
            card = scene.run { UIView(frame: CGRect(x: 16, y: 16, width: 96, height: 96)) }
            fader = scene.run { UIView(frame: CGRect(x: 128, y: 16, width: 96, height: 64)) }
            scene.run { [card, fader, mask] in
                scene.root.layer.sublayerTransform = perspective()
                card.backgroundColor = .systemBlue
                card.layer.cornerRadius = 16
                let label = UILabel(frame: CGRect(x: 8, y: 32, width: 80, height: 16))
                label.text = "card"
                card.addSubview(label)
                scene.root.addSubview(card)
                fader.backgroundColor = .systemRed
                mask.path = UIBezierPath(ovalIn: fader.bounds).cgPath
                fader.layer.mask = mask
                scene.root.addSubview(fader)
            }
            scene.advance(by: 0)
            scene.run { [card, fader, mask] in
                let snapshot = card.snapshotView(afterScreenUpdates: false)!
                snapshot.frame = CGRect(x: 16, y: 120, width: 48, height: 48)
                scene.root.addSubview(snapshot)
                UIView.animate(withDuration: 1, animations: {
                    card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
                    fader.alpha = 0.3
                    snapshot.frame = CGRect(x: 16, y: 120, width: 160, height: 64)
                }, completion: { _ in self.completions += 1 })
                let grow = CABasicAnimation(keyPath: "path")
                grow.fromValue = UIBezierPath(ovalIn: CGRect(x: 48, y: 32, width: 0, height: 0)).cgPath
                grow.toValue = mask.path
                grow.duration = 1
                mask.add(grow, forKey: "grow")
            }
        }

        var frame: Frame { scene.frame() }

        /// What rendering must leave as it was.
        var state: [String] {
            scene.run {
                [
                    "\(scene.engine.currentTime)",
                    "\(card.frame) \(card.layer.transform.m11) \(card.layer.animationKeys() ?? [])",
                    "\(fader.alpha) \(fader.layer.animationKeys() ?? [])",
                    "\(mask.animationKeys() ?? []) \(mask.path.map { "\($0.boundingBox)" } ?? "-")",
                    "\(card.layer.presentation().map { "\($0.transform.m11)" } ?? "-")",
                    "\(fader.layer.presentation().map { "\($0.opacity)" } ?? "-")",
                    "\(scene.engine.pendingWork)",
                    "\(scene.root.subviews.count)",
                ]
            }
        }
    }

    @Test func renderingTwiceGivesTheSameFrame() {
        let scene = Scene()
        scene.scene.advance(by: 0.4)
        let first = scene.frame
        let second = scene.frame
        expectEqual(first, second)
        expectEqual(first.time, second.time)
        expectGreater(first.inkCount, 0)
    }

    @Test func renderingLeavesTheClockTheModelAndTheAnimationsAlone() {
        let scene = Scene()
        scene.scene.advance(by: 0.4)
        let before = scene.state
        for _ in 0..<3 { _ = scene.frame }
        expectEqual(scene.state, before)
    }

    @Test func renderingBeforeTheFirstCommitStartsNothing() {
        // The animations above were added but not yet committed: drawing must not give them a
        // begin time.
        let scene = Scene()
        let before = scene.state
        _ = scene.frame
        expectEqual(scene.state, before)
    }

    @Test func renderingDoesNotChangeWhatHappensLater() {
        let drawn = Scene(), untouched = Scene()
        var drawnFrames: [Frame] = []
        var untouchedFrames: [Frame] = []
        _ = drawn.frame
        for _ in 0..<6 {
            for _ in 0..<2 { _ = drawn.frame }
            drawn.scene.advance(by: 0.25)
            untouched.scene.advance(by: 0.25)
            drawnFrames.append(drawn.frame)
            untouchedFrames.append(untouched.frame)
        }
        expectEqual(drawnFrames, untouchedFrames)
        expectEqual(drawn.completions, 1)
        expectEqual(untouched.completions, 1)
        expectEqual(drawn.state, untouched.state)
    }

    @Test func renderingALayerDirectlyLeavesItsEngineAlone() {
        let stage = Stage(.cells(8, 4))
        let view = stage.add(stage.run { UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32)) })
        stage.run {
            view.backgroundColor = .black
            UIView.animate(withDuration: 1) { view.frame.origin.x = 32 }
        }
        stage.advance(by: 0.5)
        let keys = stage.run { view.layer.animationKeys() }
        let frame = FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime)
        expectEqual(frame, stage.frame())
        expectEqual(stage.engine.currentTime, 0.5)
        expectEqual(stage.run { view.layer.animationKeys() }, keys)
        expectEqual(stage.run { view.frame.origin.x }, 32)
    }
}
