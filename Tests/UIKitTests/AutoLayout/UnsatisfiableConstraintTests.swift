import Expectations
import Testing
import UIKit

/// Contradicting required constraints: UIKit's message, and the constraint broken to recover.
@MainActor
struct UnsatisfiableConstraintTests {
    @Test func theConstraintThatContradictsIsBroken() throws {
        // width = 100, then width = 120, both required: the second is broken, the width is 100,
        // and the message lists both.
        let s = AutoLayoutStage()
        let v = s.constrainedView(id: "card")
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 120)
        s.activate { [first, second, v.heightAnchor.constraint(equalToConstant: 10)] }
        expectEqual(s.frame(of: v).width, 100)
        let warnings = s.stage.engine.diagnostics(ofKind: .unsatisfiableConstraints)
        let message = try #require(warnings.first).message
        expectEqual(warnings.count, 1)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint UIView(card).width == 100.0>\""))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint UIView(card).width == 120.0>"))
        #expect(s.stage.run { second.isActive }, "a broken constraint stays active, as on iOS")
    }

    @Test func aConstantChangeThatContradictsBreaksTheChangedConstraint() {
        // width ≤ 200 and width = 150; the second becomes 250: broken, the width falls back to
        // whatever the rest allows (the ambiguity default gives no size: 0).
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        let width = v.widthAnchor.constraint(equalToConstant: 150)
        s.activate { [cap, width] }
        expectEqual(s.frame(of: v).width, 150)
        s.turn { width.constant = 250 }
        expectEqual(s.stage.engine.diagnostics(ofKind: .unsatisfiableConstraints).count, 1)
        expectLessOrEqual(s.frame(of: v).width, 200)
        // Back within the cap, the constraint is tried again and holds.
        s.turn { width.constant = 120 }
        expectEqual(s.frame(of: v).width, 120)
    }

    @Test func forgettingToTurnOffTheTranslationListsTheAutoresizingConstraints() throws {
        // A view left with translatesAutoresizingMaskIntoConstraints = true at x = 0: a leading
        // constraint of 30 contradicts its translated frame; the user's constraint is broken
        // and the frame stays.
        let s = AutoLayoutStage()
        let v = s.stage.addView(CGRect(x: 0, y: 0, width: 40, height: 40), to: s.container)
        s.stage.run { v.accessibilityIdentifier = "card" }
        s.activate { [v.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 30)] }
        expectEqual(s.frame(of: v), CGRect(x: 0, y: 0, width: 40, height: 40))
        let message = try #require(s.stage.engine.diagnostics(ofKind: .unsatisfiableConstraints).first).message
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint UIView(card).minX == 0.0"))
    }
}
