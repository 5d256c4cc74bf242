import Expectations
import Testing
import UIKit

/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`: the changes apply at once, and a frozen
/// picture of the old appearance (a sublayer of the transitioning view) gives way to the new one
/// by the style in the options.
@MainActor
struct ViewTransitionTests {
    /// A 100 × 100 label showing "old", at (100, 100) in the window.
    private func labelStage() -> (ViewStage, UILabel) {
        let stage = ViewStage()
        let label = stage.run { UILabel(frame: CGRect(x: 100, y: 100, width: 100, height: 100)) }
        stage.run {
            label.text = "old"
            label.backgroundColor = .white
        }
        stage.add(label)
        return (stage, label)
    }

    /// The layer the transition puts over the view: the frozen old appearance.
    private func overlay(of view: UIView, sourceLocation: SourceLocation = #_sourceLocation) throws -> CALayer {
        try #require(view.layer.sublayers?.last { $0.name == "UIView.transition snapshot" },
                     "no transition snapshot layer", sourceLocation: sourceLocation)
    }

    private func text(_ contents: LayerContents?) -> String? {
        if case let .text(t)? = contents { return t.text }
        return nil
    }

    /// The homogeneous w of a point of the layer's plane (relative to its anchor) after
    /// `transform`: below 1 the point is nearer the viewer than the plane (with m34 < 0).
    private func w(_ x: CGFloat, _ y: CGFloat, through t: CATransform3D) -> CGFloat {
        x * t.m14 + y * t.m24 + t.m44
    }

    // MARK: Cross-dissolve

    @Test func crossDissolveAppliesTheChangesAtOnceAndFadesTheOldPictureOut() throws {
        // Linear 1 s: the old picture's opacity is 1 − t.
        let (stage, label) = labelStage()
        let log = CompletionLog()
        stage.run {
            UIView.transition(with: label, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { label.text = "new" }, completion: log.block)
        }
        expectEqual(text(label.layer.content), "new", "the model shows the new text at once")
        let old = try overlay(of: label)
        guard case let .snapshot(frozen)? = old.content else {
            Issue.record("the transition layer does not show a snapshot")
            return
        }
        expectEqual(text(frozen.root.contents), "old", "the picture keeps the old text")
        for (t, opacity) in [(0.0, 1.0), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25)] {
            stage.at(t)
            expectClose(Double(try stage.presentation(of: old).opacity), opacity, tolerance: 1e-6, "old picture at \(t)")
        }
        stage.at(1)
        expectEqual(log.flags, [true])
        expectNil(stage.run { label.layer.sublayers }, "the picture is gone after the transition")
    }

    @Test func crossDissolveUsesEaseInOutByDefault() throws {
        // At ¼: 1 − 0.129162 = 0.870838.
        let (stage, label) = labelStage()
        stage.run {
            UIView.transition(with: label, duration: 1, options: .transitionCrossDissolve, animations: { label.text = "new" })
        }
        let old = try overlay(of: label)
        stage.at(0.25)
        expectClose(Double(try stage.presentation(of: old).opacity), 1 - Reference.easeInOutAtQuarter, tolerance: 1e-5)
    }

    @Test func changesInsideATransitionDoNotAnimateThemselves() throws {
        let (stage, label) = labelStage()
        stage.run {
            UIView.transition(with: label, duration: 1, options: .transitionCrossDissolve, animations: {
                label.alpha = 0.5
                label.center = CGPoint(x: 200, y: 200)
            })
        }
        stage.at(0.5)
        let p = try stage.presentation(of: label)
        expectClose(Double(p.opacity), 0.5, tolerance: 1e-6)
        expectEqual(p.position, CGPoint(x: 200, y: 200))
    }

    @Test func zeroDurationTransitionAppliesAtOnceAndCompletesOnTheNextTurn() {
        let (stage, label) = labelStage()
        let log = CompletionLog()
        stage.run {
            UIView.transition(with: label, duration: 0, options: .transitionCrossDissolve,
                              animations: { label.text = "new" }, completion: log.block)
        }
        expectEqual(text(label.layer.content), "new")
        expectNil(label.layer.sublayers)
        #expect(log.calls.isEmpty)
        stage.at(stage.engine.frameDuration)
        expectEqual(log.flags, [true])
    }

    // MARK: Flips

    @Test func flipFromLeftTurnsTheLayerAboutYAndShowsTheOldContentForTheFirstHalf() throws {
        // Linear 1 s: the layer turns 0 → π/2 over the first half (the old picture on top), then
        // −π/2 → 0 (the new content). At ¼: π/4; at ¾: −π/4. The rotation part of the
        // presentation transform is yRotation (m11 = cos, m13 = −sin, m31 = sin, m33 = cos).
        let (stage, label) = labelStage()
        let log = CompletionLog()
        stage.run {
            UIView.transition(with: label, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              animations: { label.text = "new" }, completion: log.block)
        }
        let old = try overlay(of: label)
        for (t, angle, oldOpacity) in [(0.25, Double.pi / 4, 1.0), (0.75, -Double.pi / 4, 0)] {
            stage.at(t)
            let m = try stage.presentation(of: label).transform
            let r = yRotationMatrix(angle)
            for (actual, expected, name) in [(m.m11, r.m11, "m11"), (m.m13, r.m13, "m13"), (m.m31, r.m31, "m31"), (m.m33, r.m33, "m33")] {
                expectClose(actual, expected, tolerance: 1e-6, "\(name) at \(t)")
            }
            expectClose(Double(try stage.presentation(of: old).opacity), oldOpacity, tolerance: 1e-6, "old picture at \(t)")
        }
        stage.at(1)
        expectEqual(log.flags, [true])
        expectEqual(try stage.presentation(of: label).transform, CATransform3DIdentity)
    }

    @Test func flipFromLeftBringsTheLeftSideForward() throws {
        // Apple: "the left side of the view moves toward the front and right side toward the back".
        let (stage, label) = labelStage()
        stage.run {
            UIView.transition(with: label, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {})
        }
        stage.at(0.25)
        let m = try stage.presentation(of: label).transform
        expectLess(m.m34, 0, "the flip has perspective")
        expectLess(w(-50, 0, through: m), 1, "left edge nearer")
        expectGreater(w(50, 0, through: m), 1, "right edge farther")
    }

    @Test func flipFromRightBringsTheRightSideForward() throws {
        let (stage, label) = labelStage()
        stage.run {
            UIView.transition(with: label, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: {})
        }
        stage.at(0.25)
        let m = try stage.presentation(of: label).transform
        let r = yRotationMatrix(-.pi / 4)
        expectClose(m.m11, r.m11, tolerance: 1e-6)
        expectClose(m.m13, r.m13, tolerance: 1e-6)
        expectLess(w(50, 0, through: m), 1, "right edge nearer")
        expectGreater(w(-50, 0, through: m), 1, "left edge farther")
    }

    @Test func flipFromTopBringsTheTopSideForward() throws {
        // Apple: "the top side of the view moves toward the front and the bottom side toward the
        // back" (layer y grows downwards: the top edge is y = −50 from the anchor).
        let (stage, label) = labelStage()
        stage.run {
            UIView.transition(with: label, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: {})
        }
        stage.at(0.25)
        let m = try stage.presentation(of: label).transform
        #expect(abs(m.m13) < 1e-9 && abs(m.m31) < 1e-9, "turns about the x axis")
        do {
            expectLess(w(0, -50, through: m), 1, "top edge nearer")
            expectGreater(w(0, 50, through: m), 1, "bottom edge farther")
        }
    }

    @Test func flipFromBottomBringsTheBottomSideForward() throws {
        let (stage, label) = labelStage()
        stage.run {
            UIView.transition(with: label, duration: 1, options: [.transitionFlipFromBottom, .curveLinear], animations: {})
        }
        stage.at(0.25)
        let m = try stage.presentation(of: label).transform
        do {
            expectLess(w(0, 50, through: m), 1, "bottom edge nearer")
            expectGreater(w(0, -50, through: m), 1, "top edge farther")
        }
    }

    // MARK: From one view to another

    @Test func transitionFromToSwapsTheViewsInTheSuperview() throws {
        let stage = ViewStage()
        let container = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let below = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10), to: container)
        let front = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200), to: container)
        let above = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10), to: container)
        let back = stage.run { UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }
        let log = CompletionLog()
        stage.run {
            UIView.transition(from: front, to: back, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              completion: log.block)
        }
        expectEqual(container.subviews, [below, back, above], "back takes front's place")
        expectNil(front.superview)
        expectIdentical(back.superview, container)
        let sublayers: [CALayer] = stage.run { container.layer.sublayers.map { Array($0.prefix(3)) } } ?? []
        expectEqual(sublayers, [below.layer, back.layer, above.layer])
        // The superview is what turns.
        stage.at(0.25)
        let m = try stage.presentation(of: container).transform
        expectClose(m.m11, CGFloat(Foundation.cos(Double.pi / 4)), tolerance: 1e-6)
        stage.at(1)
        expectEqual(log.flags, [true])
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        let stage = ViewStage()
        let container = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200), to: container)
        let back = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200), to: container)
        stage.run { back.isHidden = true }
        let log = CompletionLog()
        stage.run {
            UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews],
                              completion: log.block)
        }
        #expect(front.isHidden)
        #expect(!back.isHidden)
        expectEqual(container.subviews, [front, back], "both stay in the hierarchy")
        stage.at(0.5)
        expectEqual(log.flags, [true])
    }
}
