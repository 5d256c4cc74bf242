import Expectations
import Testing
import UIKit

/// Activating, deactivating and holding constraints; views leaving the hierarchy; the
/// update-constraints pass.
@MainActor
struct ConstraintActivationTests {
    /// A view pinned to the container's top-left corner, 10 high; width left to the test.
    private func pinned(_ s: AutoLayoutStage) -> UIView {
        let v = s.constrainedView()
        s.activate { [v.leadingAnchor.constraint(equalTo: s.container.leadingAnchor), v.topAnchor.constraint(equalTo: s.container.topAnchor),
                      v.heightAnchor.constraint(equalToConstant: 10)] }
        return v
    }

    @Test func newConstraintsAreInactive() {
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        let c = s.stage.run { v.widthAnchor.constraint(equalToConstant: 10) }
        expectEqual(s.stage.run { c.isActive }, false)
        expectEqual(s.stage.run { c.priority }, .required)
        #expect(s.stage.run { s.container.constraints.isEmpty })
    }

    @Test func togglingIsActiveSwitchesBetweenLayouts() {
        // width 100 active → 100; swap to 200 → 200; swap back → 100.
        let s = AutoLayoutStage()
        let v = pinned(s)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        s.activate { [narrow] }
        expectEqual(s.frame(of: v).width, 100)
        for (active, inactive, width) in [(wide, narrow, 200.0), (narrow, wide, 100)] {
            s.stage.run {
                inactive.isActive = false
                active.isActive = true
            }
            s.stage.engine.advance(by: 0)
            expectEqual(s.frame(of: v).width, CGFloat(width))
            #expect(s.stage.run { active.isActive && !inactive.isActive })
        }
    }

    @Test func deactivateRemovesTheirEffect() {
        // width 150 required + width 60 low: 150; deactivate the 150 → 60.
        let s = AutoLayoutStage()
        let v = pinned(s)
        let strong = v.widthAnchor.constraint(equalToConstant: 150)
        let fallback = v.widthAnchor.constraint(equalToConstant: 60)
        fallback.priority = .defaultLow
        s.activate { [strong, fallback] }
        expectEqual(s.frame(of: v).width, 150)
        s.turn { NSLayoutConstraint.deactivate([strong]) }
        expectEqual(s.frame(of: v).width, 60)
    }

    @Test func theClosestCommonAncestorHoldsAConstraint() {
        // A width constraint is held by its view; one between siblings by their superview.
        let s = AutoLayoutStage()
        let a = s.constrainedView(), b = s.constrainedView()
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let siblings = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        s.activate { [width, siblings] }
        s.stage.run {
            expectEqual(a.constraints, [width])
            expectEqual(s.container.constraints, [siblings])
            s.container.removeConstraint(width)
            #expect(width.isActive, "the container does not hold the width constraint")
            s.container.removeConstraint(siblings)
            #expect(!siblings.isActive)
            s.container.addConstraint(siblings)
            #expect(siblings.isActive)
        }
    }

    @Test func removingAViewDeactivatesConstraintsReachingOut() {
        // The card's constraints to the container go with it; its own width stays active.
        let s = AutoLayoutStage()
        let card = s.constrainedView()
        let leading = card.leadingAnchor.constraint(equalTo: s.container.leadingAnchor)
        let width = card.widthAnchor.constraint(equalToConstant: 40)
        s.activate { [leading, width] }
        s.stage.run { card.removeFromSuperview() }
        #expect(s.stage.run { !leading.isActive && width.isActive })
    }

    @Test func priorityAndIdentifierAppearInTheDescription() {
        let s = AutoLayoutStage()
        let v = s.constrainedView(id: "card")
        let text = s.stage.run { () -> String in
            let c = v.widthAnchor.constraint(equalTo: s.container.widthAnchor, multiplier: 0.5, constant: -10)
            c.priority = UILayoutPriority(999)
            c.identifier = "half"
            return c.description
        }
        expectEqual(text, "<NSLayoutConstraint 'half' UIView(card).width == 0.5*UIView.width - 10.0   (priority 999.0)>")
    }

    @Test func priorityArithmeticAndNamedLevels() {
        expectEqual(UILayoutPriority.required.rawValue, 1000)
        expectEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        expectEqual(UILayoutPriority.defaultLow.rawValue, 250)
        expectEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        expectEqual(UILayoutPriority.defaultHigh + 1, UILayoutPriority(751))
        expectGreater(UILayoutPriority.required - 1, .defaultHigh)
    }

    @Test func updateConstraintsRunsAtTheLayoutPassWhenAsked() {
        // The view sets its own width in updateConstraints: nothing until
        // setNeedsUpdateConstraints; then 80 at the next layout pass, and once.
        final class SelfSizing: UIView {
            var width: NSLayoutConstraint?
            var target: CGFloat = 80
            var calls = 0
            override func updateConstraints() {
                calls += 1
                width?.constant = target
                super.updateConstraints()
            }
        }
        let s = AutoLayoutStage()
        let v = s.stage.run { SelfSizing(frame: .zero) }
        s.stage.run { v.translatesAutoresizingMaskIntoConstraints = false }
        s.stage.add(v, to: s.container)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        v.width = width
        s.activate { [width, v.leadingAnchor.constraint(equalTo: s.container.leadingAnchor),
                      v.topAnchor.constraint(equalTo: s.container.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)] }
        #expect(s.frame(of: v).width == 10 && v.calls == 0)
        s.stage.run { v.setNeedsUpdateConstraints() }
        #expect(s.stage.run { v.needsUpdateConstraints() })
        s.stage.engine.advance(by: 0)
        expectEqual(s.frame(of: v).width, 80)
        expectEqual(v.calls, 1)
        s.stage.engine.advance(by: 0.1)
        expectEqual(v.calls, 1)
    }
}

extension ConstraintActivationTests {
    @Test func aFreedViewTakesItsConstraintsWithIt() {
        // The width constraint of a view that is removed and released is deactivated at the
        // next layout pass.
        let s = AutoLayoutStage()
        var card: UIView? = s.constrainedView()
        let width = s.stage.run { card!.widthAnchor.constraint(equalToConstant: 40) }
        s.activate { [width] }
        s.stage.run { card!.removeFromSuperview() }
        card = nil
        s.stage.engine.advance(by: 0)
        #expect(s.stage.run { !width.isActive && width.firstItem == nil })
    }
}

extension ConstraintActivationTests {
    /// A screen that moves its badge in `updateViewConstraints()`.
    final class BadgeController: UIViewController {
        let badge = UIView()
        var leading: NSLayoutConstraint!
        var target: CGFloat = 0
        var calls = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            leading = badge.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            NSLayoutConstraint.activate([leading, badge.topAnchor.constraint(equalTo: view.topAnchor),
                                         badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20)])
        }

        override func updateViewConstraints() {
            calls += 1
            leading.constant = target
            super.updateViewConstraints()
        }
    }

    @Test func aControllersViewAsksUpdateViewConstraints() {
        // setNeedsUpdateConstraints on the controller's view: updateViewConstraints runs before
        // the next layout pass and the badge moves to x = 48.
        let engine = UIKitEngine()
        let screen = engine.run { BadgeController() }
        engine.show(screen)
        expectEqual(engine.run { screen.badge.frame.minX }, 0)
        engine.run {
            screen.target = 48
            screen.view.setNeedsUpdateConstraints()
        }
        engine.advance(by: 0)
        expectEqual(engine.run { screen.badge.frame.minX }, 48)
        expectEqual(screen.calls, 1)
    }
}
