import Expectations
import Testing
import UIKit

/// `snapshotView(afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
/// (UIKIT-SEMANTICS §9): a new view showing a frozen copy of the current rendered appearance,
/// subviews included; later changes to the original do not show in it.
@MainActor
struct SnapshotViewTests {
    /// A blue 200 × 100 card at (50, 50) holding a red square at (10, 10, 50, 50) and a label "Hi".
    private func cardStage() -> (ViewStage, card: UIView, square: UIView, label: UILabel) {
        let stage = ViewStage()
        let card = stage.addView(CGRect(x: 50, y: 50, width: 200, height: 100))
        let square = stage.addView(CGRect(x: 10, y: 10, width: 50, height: 50), to: card)
        let label = stage.run { UILabel(frame: CGRect(x: 100, y: 10, width: 80, height: 16)) }
        stage.run {
            card.backgroundColor = .systemBlue
            square.backgroundColor = .red
            label.text = "Hi"
        }
        stage.add(label, to: card)
        return (stage, card, square, label)
    }

    private func frozen(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotContents? {
        guard case let .snapshot(s)? = view.layer.content else {
            Issue.record("the view does not show a snapshot", sourceLocation: sourceLocation)
            return nil
        }
        return s
    }

    private func text(_ layer: FrozenLayer) -> String? {
        if case let .text(t)? = layer.contents { return t.text }
        return nil
    }

    @Test func snapshotIsANewViewTheSizeOfTheOriginal() throws {
        let (stage, card, _, _) = cardStage()
        let snapshot = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        expectNotIdentical(snapshot, card)
        expectNil(snapshot.superview)
        expectEqual(snapshot.bounds, CGRect(x: 0, y: 0, width: 200, height: 100))
        let s = try #require(frozen(snapshot))
        expectEqual(s.sourceRect, card.bounds)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    @Test func snapshotCopiesTheTreeIncludingSubviews() throws {
        let (stage, card, _, _) = cardStage()
        let snapshot = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        let s = try #require(frozen(snapshot))
        expectEqual(s.root.state.backgroundColor, UIColor.systemBlue.cgColor)
        expectEqual(s.root.sublayers.count, 2)
        expectEqual(s.root.sublayers[0].state.backgroundColor, UIColor.red.cgColor)
        expectEqual(s.root.sublayers[0].state.position, CGPoint(x: 35, y: 35))
        expectEqual(text(s.root.sublayers[1]), "Hi")
    }

    @Test func snapshotDoesNotChangeWhenTheOriginalChanges() throws {
        let (stage, card, square, label) = cardStage()
        let snapshot = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        stage.run {
            card.backgroundColor = .green
            square.center = CGPoint(x: 150, y: 50)
            square.alpha = 0.3
            label.text = "Bye"
            let extra = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            card.addSubview(extra)
        }
        stage.at(0.5)
        let s = try #require(frozen(snapshot))
        expectEqual(s.root.state.backgroundColor, UIColor.systemBlue.cgColor)
        expectEqual(s.root.sublayers.count, 2, "the new subview is not in the picture")
        expectEqual(s.root.sublayers[0].state.position, CGPoint(x: 35, y: 35))
        expectEqual(s.root.sublayers[0].state.opacity, 1)
        expectEqual(text(s.root.sublayers[1]), "Hi")
        // A snapshot taken now shows the changes.
        let later = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        expectEqual(try #require(frozen(later)).root.state.backgroundColor, UIColor.green.cgColor)
    }

    @Test func snapshotShowsWhatIsOnScreenMidAnimation() throws {
        // alpha 1 → 0 over 1 s linear: at 0.5 s the picture has opacity 0.5 (the model says 0).
        let (stage, card, _, _) = cardStage()
        stage.run { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 0 }) }
        stage.at(0.5)
        let snapshot = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        expectClose(Double(try #require(frozen(snapshot)).root.state.opacity), 0.5, tolerance: 1e-6)
    }

    @Test func snapshotShowsALayerOutsideItsActiveSpanHidden() throws {
        // The card's layer gets a 1 s active span (duration 1, from now, no fill); the window's
        // snapshot shows it and its square inside the span, hidden (with the whole subtree) after.
        let (stage, card, _, _) = cardStage()
        stage.run {
            card.layer.beginTime = CACurrentMediaTime()
            card.layer.duration = 1
        }
        func cardInSnapshot() throws -> FrozenLayer {
            let snapshot = try #require(stage.run { stage.window.snapshotView(afterScreenUpdates: false) })
            return try #require(frozen(snapshot)?.root.sublayers.first)
        }
        stage.at(stage.engine.currentTime + 0.5)
        expectEqual(try cardInSnapshot().state.isHidden, false)
        #expect(try cardInSnapshot().sublayers.allSatisfy { !$0.state.isHidden })
        stage.at(stage.engine.currentTime + 1)
        expectEqual(try cardInSnapshot().state.isHidden, true)
        #expect(try cardInSnapshot().sublayers.allSatisfy { $0.state.isHidden }, "the subtree is hidden too")
        expectEqual(stage.run { card.isHidden }, false, "the model is untouched")
        // A snapshot of the card itself: the root of the picture is hidden.
        let own = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        expectEqual(try #require(frozen(own)).root.state.isHidden, true)
    }

    @Test func snapshotOfANeverDisplayedViewWithoutScreenUpdatesIsEmptyAndWarns() throws {
        // iOS logs "Snapshotting a view that has not been rendered results in an empty snapshot.
        // Ensure your view has been rendered at least once before snapshotting or snapshot after
        // screen updates."
        let engine = UIKitEngine()
        let offscreen = engine.run { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)) }
        let snapshot = try #require(engine.run { offscreen.snapshotView(afterScreenUpdates: false) })
        expectNil(snapshot.layer.content, "empty")
        expectEqual(snapshot.bounds.size, CGSize(width: 100, height: 50))
        let warnings = engine.diagnostics(ofKind: .emptySnapshot)
        expectEqual(warnings.count, 1)
        expectEqual(warnings.first?.message.contains("that has not been rendered results in an empty snapshot"), true)
        expectEqual(warnings.first?.message.contains("snapshotView(afterScreenUpdates: true)"), true)
    }

    @Test func snapshotOfAHiddenViewIsEmptyAndSaysSo() throws {
        let engine = UIKitEngine()
        let view = engine.run { () -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            v.backgroundColor = .red
            v.isHidden = true
            return v
        }
        engine.display(view.layer)
        engine.advance(by: 0.1)
        _ = try #require(engine.run { view.snapshotView(afterScreenUpdates: true) })
        let warnings = engine.diagnostics(ofKind: .emptySnapshot)
        expectEqual(warnings.count, 1)
        expectEqual(warnings.first?.message.contains("Snapshotting a hidden view"), true, "\(warnings)")
    }

    @Test func snapshotAfterScreenUpdatesWorksForAViewNeverOnScreen() throws {
        let engine = UIKitEngine()
        let offscreen = engine.run { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)) }
        engine.run { offscreen.backgroundColor = .orange }
        let snapshot = try #require(engine.run { offscreen.snapshotView(afterScreenUpdates: true) })
        #expect(engine.diagnostics.isEmpty)
        guard case let .snapshot(s)? = snapshot.layer.content else {
            Issue.record("no snapshot contents")
            return
        }
        expectEqual(s.root.state.backgroundColor, UIColor.orange.cgColor)
    }

    @Test func snapshotAfterScreenUpdatesLaysOutPendingChangesFirst() throws {
        let stage = ViewStage()
        let parent = stage.run { ViewGeometryTests.LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        parent.insetsFirstSubview = true
        stage.add(parent)
        stage.addView(.zero, to: parent)
        stage.run { parent.setNeedsLayout() }
        let snapshot = try #require(stage.run { parent.snapshotView(afterScreenUpdates: true) })
        guard case let .snapshot(s)? = snapshot.layer.content else {
            Issue.record("no snapshot contents")
            return
        }
        // Laid out at bounds inset by 10: 80 × 80 centred at (50, 50).
        expectEqual(s.root.sublayers.first?.state.bounds.size, CGSize(width: 80, height: 80))
        expectEqual(s.root.sublayers.first?.state.position, CGPoint(x: 50, y: 50))
    }

    // MARK: Resizable

    @Test func resizableSnapshotShowsTheRectangleAndKeepsItsCaps() throws {
        // Source rect (20, 10, 100, 60) with caps of 10; the snapshot resized to 200 × 120.
        //   x: 5 (in the left cap) → 20 + 5 = 25; 195 (right cap) → 20 + 100 − (200 − 195) = 115;
        //      100 (middle) → 20 + 10 + (100 − 10)·(100 − 20)/(200 − 20) = 70.
        //   y: 5 → 10 + 5 = 15; 118 → 10 + 60 − 2 = 68; 60 → 10 + 10 + (60 − 10)·40/100 = 40.
        let (stage, card, _, _) = cardStage()
        let rect = CGRect(x: 20, y: 10, width: 100, height: 60)
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let snapshot = try #require(stage.run { card.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: caps) })
        expectEqual(snapshot.bounds.size, CGSize(width: 100, height: 60))
        let s = try #require(frozen(snapshot))
        expectEqual(s.sourceRect, rect)
        expectEqual(s.capInsets, caps)
        let size = CGSize(width: 200, height: 120)
        expectClose(s.sourcePoint(CGPoint(x: 5, y: 5), in: size), CGPoint(x: 25, y: 15), tolerance: 1e-9)
        expectClose(s.sourcePoint(CGPoint(x: 195, y: 118), in: size), CGPoint(x: 115, y: 68), tolerance: 1e-9)
        expectClose(s.sourcePoint(CGPoint(x: 100, y: 60), in: size), CGPoint(x: 70, y: 40), tolerance: 1e-9)
        // At its own size the mapping is a plain offset.
        expectClose(s.sourcePoint(CGPoint(x: 50, y: 30), in: CGSize(width: 100, height: 60)), CGPoint(x: 70, y: 40), tolerance: 1e-9)
    }

    @Test func snapshotWithoutCapsStretchesLinearly() throws {
        // 200 × 100 shown at 400 × 200: (100, 50) comes from (50, 25).
        let (stage, card, _, _) = cardStage()
        let snapshot = try #require(stage.run { card.snapshotView(afterScreenUpdates: false) })
        let s = try #require(frozen(snapshot))
        expectClose(s.sourcePoint(CGPoint(x: 100, y: 50), in: CGSize(width: 400, height: 200)), CGPoint(x: 50, y: 25), tolerance: 1e-9)
    }

    @Test func capsWiderThanTheSnapshotFallBackToAPlainStretch() throws {
        // Caps 60 + 60 in a snapshot shrunk to 100 wide: they cannot both fit, so x stretches
        // linearly: 50 → 20 + 50·100/100 = 70 (source rect from x = 20, 100 wide).
        let (stage, card, _, _) = cardStage()
        let snapshot = try #require(stage.run {
            card.resizableSnapshotView(from: CGRect(x: 20, y: 10, width: 100, height: 60), afterScreenUpdates: false,
                                       withCapInsets: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        })
        let s = try #require(frozen(snapshot))
        expectClose(s.sourcePoint(CGPoint(x: 50, y: 30), in: CGSize(width: 100, height: 60)).x, 70, tolerance: 1e-9)
    }
}
