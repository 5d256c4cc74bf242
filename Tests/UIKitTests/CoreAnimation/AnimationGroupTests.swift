import Expectations
import Testing
import UIKit

/// CAAnimationGroup: its children run in the group's time (their parent time is the group's local
/// time), are clipped to the group's duration, and only the group's delegate is called (Apple:
/// "The delegate and removedOnCompletion properties of animations in the animations array are
/// currently ignored").
@MainActor
struct AnimationGroupTests {
    private func basic(_ keyPath: String, _ from: Double, _ to: Double, duration: CFTimeInterval) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        return a
    }

    @Test func childrenRunTogetherInTheGroupsTime() throws {
        // Group 2 s: A position.x 0 → 100 over 2 s; B opacity 1 → 0 over 1 s from group time 0.5.
        // At 1 s: A = 50, B = 0.5 in → 0.5. At 1.75 s: A = 87.5, B over (ended at 1.5) → model opacity 1.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.run {
            let b = basic("opacity", 1, 0, duration: 1)
            b.beginTime = 0.5
            let g = CAAnimationGroup()
            g.animations = [basic("position.x", 0, 100, duration: 2), b]
            g.duration = 2
            g.delegate = recorder
            layer.add(g, forKey: "group")
        }
        engine.advance(to: 1)
        let p1 = try engine.presentation(of: layer)
        expectClose(p1.position.x, 50, tolerance: 1e-9)
        expectClose(p1.opacity, 0.5, tolerance: 1e-6)
        engine.advance(to: 1.75)
        let p2 = try engine.presentation(of: layer)
        expectClose(p2.position.x, 87.5, tolerance: 1e-9)
        expectEqual(p2.opacity, 1)
        engine.advance(to: 2.5)
        expectEqual(recorder.events, [.start(at: 0), .stop(finished: true, at: 2)])
    }

    @Test func childrenAreClippedToTheGroupsDuration() throws {
        // Child 0 → 100 over 4 s in a 2 s group: at 1.9 s → 47.5; the group ends at 2 s, never reaching 100.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.run {
            let g = CAAnimationGroup()
            g.animations = [basic("position.x", 0, 100, duration: 4)]
            g.duration = 2
            g.delegate = recorder
            layer.add(g, forKey: "group")
        }
        engine.advance(to: 1.9)
        expectClose(try engine.presentation(of: layer).position.x, 47.5, tolerance: 1e-9)
        engine.advance(to: 3)
        expectEqual(recorder.stops.map(\.at), [2])
        expectEqual(try engine.presentation(of: layer).position.x, 0)
    }

    @Test func groupTimingFunctionWarpsItsChildren() throws {
        // Group 1 s with ease-in around a linear 1 s child: at 0.5 s the child sees 0.315357 s → 31.5357.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let g = CAAnimationGroup()
            g.animations = [basic("position.x", 0, 100, duration: 1)]
            g.duration = 1
            g.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(g, forKey: "group")
        }
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 31.5357, tolerance: 1e-3)
    }

    @Test func childDelegatesAreIgnored() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let groupRecorder = AnimationRecorder(), childRecorder = AnimationRecorder()
        engine.run {
            let child = basic("position.x", 0, 100, duration: 1)
            child.delegate = childRecorder
            let g = CAAnimationGroup()
            g.animations = [child]
            g.duration = 1
            g.delegate = groupRecorder
            layer.add(g, forKey: "group")
        }
        engine.advance(to: 2)
        expectEqual(groupRecorder.finishedFlags, [true])
        #expect(childRecorder.events.isEmpty)
    }

    @Test func groupFillForwardsKeepsChildrenAtTheirEnd() throws {
        // The common iOS recipe: fillMode and isRemovedOnCompletion on the group only. A child as long as
        // the group ends with it, and the group's forwards fill holds the group's local time at its end
        // (1 s) — where the child's value is its toValue, 100.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let g = CAAnimationGroup()
            g.animations = [basic("position.x", 0, 100, duration: 1)]
            g.duration = 1
            g.fillMode = .forwards
            g.isRemovedOnCompletion = false
            layer.add(g, forKey: "group")
        }
        engine.advance(to: 2)
        let x = try engine.presentation(of: layer).position.x
        do {
            expectClose(x, 100, tolerance: 1e-9)
        }
    }

    @Test func childWithForwardsFillHoldsItsEndInsideTheGroup() throws {
        // Child 0 → 100 over 1 s with fillMode .forwards inside a 2 s group: at 1.5 s it holds 100.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let child = basic("position.x", 0, 100, duration: 1)
            child.fillMode = .forwards
            let g = CAAnimationGroup()
            g.animations = [child]
            g.duration = 2
            layer.add(g, forKey: "group")
        }
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position.x, 100, tolerance: 1e-9)
    }

    @Test func childWithAnUnknownKeyPathIsReported() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let g = CAAnimationGroup()
            g.animations = [basic("opactiy", 0, 1, duration: 1)]
            g.duration = 1
            layer.add(g, forKey: "group")
        }
        expectEqual(engine.diagnostics(ofKind: .unknownKeyPath).count, 1)
    }

    @Test func childWithoutADurationSpansTheGroup() throws {
        // Apple's CAAnimationGroup overview (Listing 1): fadeOut has duration 1, expandScale none, the group 1 s;
        // "As the animation's scale increases to (3, 3, 3), the opacity drops to 0" — both over the group's
        // second. Halfway: opacity 0.5 and scale 1 + (3 − 1)·0.5 = 2. (Unconfirmed beyond that listing.)
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let fadeOut = basic("opacity", 1, 0, duration: 1)
            let expandScale = CABasicAnimation(keyPath: "transform.scale")
            expandScale.fromValue = 1
            expandScale.toValue = 3
            let group = CAAnimationGroup()
            group.animations = [fadeOut, expandScale]
            group.duration = 1
            layer.add(group, forKey: "fadeAndScale")
        }
        engine.advance(to: 0.5)
        let p = try engine.presentation(of: layer)
        expectClose(p.opacity, 0.5, tolerance: 1e-6)
        let scale = p.transform.m11
        do {
            expectClose(scale, 2, tolerance: 1e-9)
        }
    }
}
