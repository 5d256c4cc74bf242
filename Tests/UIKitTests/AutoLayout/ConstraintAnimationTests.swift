import Expectations
import Testing
import UIKit

/// The transition animator's pattern: change constants, then `layoutIfNeeded()` inside an
/// animation block, so the frames the solver produces animate like any frame change.
@MainActor
struct ConstraintAnimationTests {
    @Test func constantChangeAnimatesWithLayoutIfNeededInTheBlock() throws {
        // A 100 × 100 card at the container's top-left: centre (50, 50). Leading 0 → 200 and
        // width 100 → 200, linear over 1 s, from t = 0:
        //   model at once: frame (200, 0, 200, 100), centre (300, 50);
        //   t = ½: centre x 50 + ½·250 = 175, bounds width 100 + ½·100 = 150;
        //   t = 1: centre x 300, width 200.
        let s = AutoLayoutStage()
        let card = s.constrainedView()
        let placement = s.place(card, width: 100, height: 100)
        expectEqual(s.frame(of: card), CGRect(x: 0, y: 0, width: 100, height: 100))

        s.stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                placement.leading.constant = 200
                placement.width.constant = 200
                s.container.layoutIfNeeded()
            })
        }
        expectEqual(s.frame(of: card), CGRect(x: 200, y: 0, width: 200, height: 100))
        for (t, x, w) in [(0.0, 50.0, 100.0), (0.5, 175, 150), (1, 300, 200)] {
            s.stage.at(t)
            let p = try s.stage.presentation(of: card)
            expectClose(p.position.x, CGFloat(x), tolerance: 1e-6, "centre x at \(t)")
            expectClose(p.bounds.width, CGFloat(w), tolerance: 1e-6, "width at \(t)")
        }
    }

    @Test func withoutLayoutIfNeededTheChangeDoesNotAnimate() throws {
        // The constant changes in the block but the layout pass runs after it, at the end of the
        // turn: the card jumps (presentation at t = ½ is already at the new place).
        let s = AutoLayoutStage()
        let card = s.constrainedView()
        let placement = s.place(card, width: 100, height: 100)
        s.stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { placement.leading.constant = 200 })
        }
        s.stage.at(0.5)
        expectClose(try s.stage.presentation(of: card).position.x, 250)
    }

    @Test func aSubviewOfAResizedViewFollowsInTheSameAnimation() throws {
        // The panel grows 100 → 300 wide; its label is pinned 10 from the panel's trailing
        // edge with width 50: label x 40 → 240 in the panel, centre x 65 → 265; at t = ½: 165.
        let s = AutoLayoutStage()
        let panel = s.constrainedView()
        let label = s.constrainedView(in: panel)
        let width = s.place(panel, width: 100, height: 50).width
        s.activate {
            [label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10), label.widthAnchor.constraint(equalToConstant: 50),
             label.topAnchor.constraint(equalTo: panel.topAnchor), label.heightAnchor.constraint(equalToConstant: 20)]
        }
        expectEqual(s.frame(of: label).minX, 40)
        s.stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                width.constant = 300
                s.container.layoutIfNeeded()
            })
        }
        expectEqual(s.frame(of: label).minX, 240)
        s.stage.at(0.5)
        expectClose(try s.stage.presentation(of: label).position.x, 165, tolerance: 1e-6)
    }

    @Test func layoutIfNeededOnTheMovedViewItselfAlsoAnimates() throws {
        // Core Animation lays out from the highest superlayer that needs layout: asking the card
        // (not its superview) still places it inside the block. Top 0 → 100, linear 1 s:
        // centre y 50 → 150, 100 at t = ½.
        let s = AutoLayoutStage()
        let card = s.constrainedView()
        let top = s.place(card, width: 100, height: 100).top
        s.stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                top.constant = 100
                card.layoutIfNeeded()
            })
        }
        s.stage.at(0.5)
        expectClose(try s.stage.presentation(of: card).position.y, 100, tolerance: 1e-6)
    }

    @Test func aPropertyAnimatorScrubsTheSolvedFrames() throws {
        // The interactive pattern: constants change and layoutIfNeeded runs in a property
        // animator's block; fractionComplete = 0.25 shows a quarter of the way. Leading 0 → 200:
        // centre x 50 → 250, 100 at a quarter.
        let s = AutoLayoutStage()
        let card = s.constrainedView()
        let leading = s.place(card, width: 100, height: 100).leading
        let animator = s.stage.run {
            UIViewPropertyAnimator(duration: 1, curve: .linear) {
                leading.constant = 200
                s.container.layoutIfNeeded()
            }
        }
        s.stage.run { animator.fractionComplete = 0.25 }
        s.stage.at(0.1)
        expectClose(try s.stage.presentation(of: card).position.x, 100, tolerance: 1e-6)
        expectEqual(s.frame(of: card).minX, 200)
    }
}
