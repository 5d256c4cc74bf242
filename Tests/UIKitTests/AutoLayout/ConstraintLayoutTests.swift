import Expectations
import Testing
import UIKit

/// Frames the layout pass gives views placed by constraints. The container is at (10, 20),
/// 300 × 400, in the window; frames below are in the container's coordinates.
@MainActor
struct ConstraintLayoutTests {
    /// The frame a new constrained view in the container gets from `build(view, container)`.
    private func solvedFrame(_ build: (UIView, UIView) -> [NSLayoutConstraint]) -> CGRect {
        let s = AutoLayoutStage()
        let view = s.constrainedView()
        s.activate { build(view, s.container) }
        return s.frame(of: view)
    }

    @Test func pinningEdgesWithInsets() {
        // leading +16, trailing −16, top +8, bottom −24: x 16, y 8, width 300 − 32 = 268,
        // height 400 − 8 − 24 = 368.
        let frame = solvedFrame { card, c in
            [card.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 16),
             card.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -16),
             card.topAnchor.constraint(equalTo: c.topAnchor, constant: 8),
             card.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -24)]
        }
        expectClose(frame, CGRect(x: 16, y: 8, width: 268, height: 368))
    }

    @Test func centredWithAFixedSize() {
        // 100 × 50 centred in 300 × 400: x = 150 − 50 = 100, y = 200 − 25 = 175.
        let frame = solvedFrame { badge, c in
            [badge.widthAnchor.constraint(equalToConstant: 100), badge.heightAnchor.constraint(equalToConstant: 50),
             badge.centerXAnchor.constraint(equalTo: c.centerXAnchor), badge.centerYAnchor.constraint(equalTo: c.centerYAnchor)]
        }
        expectClose(frame, CGRect(x: 100, y: 175, width: 100, height: 50))
    }

    @Test func halfTheSuperviewWidthMinusTen() {
        // width = 0.5 × 300 − 10 = 140; height = 0.25 × 400 = 100; at the top-left corner.
        let frame = solvedFrame { panel, c in
            [panel.widthAnchor.constraint(equalTo: c.widthAnchor, multiplier: 0.5, constant: -10),
             panel.heightAnchor.constraint(equalTo: c.heightAnchor, multiplier: 0.25),
             panel.leftAnchor.constraint(equalTo: c.leftAnchor), panel.topAnchor.constraint(equalTo: c.topAnchor)]
        }
        expectClose(frame, CGRect(x: 0, y: 0, width: 140, height: 100))
    }

    @Test func theSameWithTheItemInitializer() {
        // NSLayoutConstraint(item:…) spelled out: width = 0.5 × 300 − 10 = 140, height 30, in
        // the bottom-right corner: x = 300 − 140 = 160, y = 400 − 30 = 370.
        let frame = solvedFrame { panel, c in
            [NSLayoutConstraint(item: panel, attribute: .width, relatedBy: .equal, toItem: c, attribute: .width, multiplier: 0.5, constant: -10),
             NSLayoutConstraint(item: panel, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30),
             NSLayoutConstraint(item: panel, attribute: .right, relatedBy: .equal, toItem: c, attribute: .right, multiplier: 1, constant: 0),
             NSLayoutConstraint(item: panel, attribute: .bottom, relatedBy: .equal, toItem: c, attribute: .bottom, multiplier: 1, constant: 0)]
        }
        expectClose(frame, CGRect(x: 160, y: 370, width: 140, height: 30))
    }

    @Test func aChainOfSiblings() {
        // a: x 10, width 50; b: 8 after a, as wide as a → x 68; c: 8 after b → x 126, up to
        // 300 − 10 = 290 → width 164. All 40 high, top 0.
        let s = AutoLayoutStage()
        let a = s.constrainedView(), b = s.constrainedView(), c = s.constrainedView()
        s.activate {
            [a.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 10),
             a.widthAnchor.constraint(equalToConstant: 50),
             b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
             b.widthAnchor.constraint(equalTo: a.widthAnchor),
             c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
             c.trailingAnchor.constraint(equalTo: s.container.trailingAnchor, constant: -10)]
                + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: s.container.topAnchor), $0.heightAnchor.constraint(equalToConstant: 40)] }
        }
        expectClose(s.frame(of: a), CGRect(x: 10, y: 0, width: 50, height: 40))
        expectClose(s.frame(of: b), CGRect(x: 68, y: 0, width: 50, height: 40))
        expectClose(s.frame(of: c), CGRect(x: 126, y: 0, width: 164, height: 40))
    }

    @Test func aNestedViewInheritsItsParentsPlace() {
        // outer: inset 20 in the container → (20, 20, 260, 360); inner: inset 10 in outer →
        // (10, 10, 240, 340) in outer's coordinates.
        let s = AutoLayoutStage()
        let outer = s.constrainedView()
        let inner = s.constrainedView(in: outer)
        func pin(_ v: UIView, in p: UIView, _ inset: CGFloat) -> [NSLayoutConstraint] {
            [v.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: inset),
             v.trailingAnchor.constraint(equalTo: p.trailingAnchor, constant: -inset),
             v.topAnchor.constraint(equalTo: p.topAnchor, constant: inset),
             v.bottomAnchor.constraint(equalTo: p.bottomAnchor, constant: -inset)]
        }
        s.activate { pin(outer, in: s.container, 20) + pin(inner, in: outer, 10) }
        expectClose(s.frame(of: outer), CGRect(x: 20, y: 20, width: 260, height: 360))
        expectClose(s.frame(of: inner), CGRect(x: 10, y: 10, width: 240, height: 340))
    }

    @Test func greaterThanOrEqualWithALowPriorityWish() {
        // width ≥ 120 (required), width = 80 (low): 120. The bound moves to 60: the wish holds, 80.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        let floor = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        let wish = v.widthAnchor.constraint(equalToConstant: 80)
        wish.priority = .defaultLow
        s.activate { [floor, wish, v.heightAnchor.constraint(equalToConstant: 10),
                      v.leadingAnchor.constraint(equalTo: s.container.leadingAnchor), v.topAnchor.constraint(equalTo: s.container.topAnchor)] }
        expectEqual(s.frame(of: v).width, 120)
        s.turn { floor.constant = 60 }
        expectEqual(s.frame(of: v).width, 80)
    }

    @Test func higherPriorityWishWins() {
        // width = 200 at 750 and width = 100 at 250: 200; the 750 one made 200 → 240 moves it.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        let high = v.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        let low = v.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        s.activate { [low, high] }
        expectEqual(s.frame(of: v).width, 200)
        s.turn { high.constant = 240 }
        expectEqual(s.frame(of: v).width, 240)
    }

    @Test func aTranslatedViewKeepsItsFrame() {
        // `fixed` keeps translatesAutoresizingMaskIntoConstraints = true at (5, 5, 40, 40);
        // `follower` starts 10 after its right edge: x = 55. `fixed` does not move.
        let s = AutoLayoutStage()
        let fixed = s.stage.addView(CGRect(x: 5, y: 5, width: 40, height: 40), to: s.container)
        let follower = s.constrainedView()
        s.activate {
            [follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
             follower.topAnchor.constraint(equalTo: fixed.topAnchor),
             follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
             follower.heightAnchor.constraint(equalTo: fixed.heightAnchor)]
        }
        expectEqual(s.frame(of: fixed), CGRect(x: 5, y: 5, width: 40, height: 40))
        expectClose(s.frame(of: follower), CGRect(x: 55, y: 5, width: 40, height: 40))
        // The translated frame moves: the follower follows at the next layout pass.
        s.turn { fixed.frame = CGRect(x: 100, y: 0, width: 20, height: 20) }
        expectClose(s.frame(of: follower), CGRect(x: 130, y: 0, width: 20, height: 20))
    }

    @Test func theSuperviewResizingRelaysOut() {
        // The container (translated) grows to 400 wide: a view pinned 16 from each side is
        // 400 − 32 = 368 wide after the layout pass.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        s.activate {
            [v.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 16),
             v.trailingAnchor.constraint(equalTo: s.container.trailingAnchor, constant: -16),
             v.topAnchor.constraint(equalTo: s.container.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)]
        }
        s.turn { s.container.frame.size.width = 400 }
        expectClose(s.frame(of: v), CGRect(x: 16, y: 0, width: 368, height: 10))
    }

    @Test func constantChangeAppliesAtTheNextLayoutPass() {
        // Without layoutIfNeeded the frame changes at the end of the turn, not at once.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        let left = s.place(v, width: 10, height: 10).leading
        let during = s.stage.run { () -> CGFloat in
            left.constant = 70
            return v.frame.minX
        }
        expectEqual(during, 0)
        s.stage.engine.advance(by: 0)
        expectEqual(s.frame(of: v).minX, 70)
        // layoutIfNeeded applies it at once.
        let now = s.stage.run { () -> CGFloat in
            left.constant = 90
            s.container.layoutIfNeeded()
            return v.frame.minX
        }
        expectEqual(now, 90)
    }

    @Test func anAmbiguousViewSitsAtItsSuperviewsCorner() {
        // Only a size: the position is ambiguous; the engine picks the superview's top-left.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        s.activate { [v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 20)] }
        expectClose(s.frame(of: v), CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func aFrameSetByHandStaysUntilTheNextLayoutPassOfItsSuperview() {
        // As on iOS: the commit does not undo a hand-set frame; a layout of the superview does.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        s.place(v, x: 10, y: 10, width: 30, height: 30)
        s.stage.run { v.frame.origin.x = 100 }
        s.stage.engine.advance(by: 0.1)
        expectEqual(s.frame(of: v).minX, 100)
        s.turn { s.container.setNeedsLayout() }
        expectEqual(s.frame(of: v).minX, 10)
    }

    @Test func aLongChainLandsExactlyOnItsEdges() {
        // 80 views stacked 1 apart, 3 high: view k starts at 1 + 4k; the last at 1 + 4·79 = 317,
        // exactly (the solver's rounding noise is snapped away). Half the container wide: 150.
        let s = AutoLayoutStage()
        let views = (0..<80).map { _ in s.constrainedView() }
        s.activate {
            views.indices.flatMap { k in
                [views[k].topAnchor.constraint(equalTo: k == 0 ? s.container.topAnchor : views[k - 1].bottomAnchor, constant: 1),
                 views[k].leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: CGFloat(k)),
                 views[k].widthAnchor.constraint(equalTo: s.container.widthAnchor, multiplier: 0.5),
                 views[k].heightAnchor.constraint(equalToConstant: 3)]
            }
        }
        expectEqual(s.frame(of: views[79]), CGRect(x: 79, y: 317, width: 150, height: 3))
    }

    @Test func cousinsInDifferentSuperviewsAreConverted() {
        // a: (10, 5, 30, 20) in the container; b lives in `box` (translated, at (50, 60)) and
        // starts at a's bottom-right corner: (40, 25) in the container is (−10, −35) in the box.
        let s = AutoLayoutStage()
        let box = s.stage.addView(CGRect(x: 50, y: 60, width: 100, height: 100), to: s.container)
        let a = s.constrainedView(), b = s.constrainedView(in: box)
        s.place(a, x: 10, y: 5, width: 30, height: 20)
        s.activate {
            [b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
             b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5)]
        }
        expectEqual(s.frame(of: b), CGRect(x: -10, y: -35, width: 5, height: 5))
        // The container holds a's leading and top and the cousins' two: their closest common ancestor.
        expectEqual(s.stage.run { s.container.constraints.count }, 4)
    }
}
