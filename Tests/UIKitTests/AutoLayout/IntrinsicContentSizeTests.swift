import Expectations
import Testing
import UIKit

/// Labels size themselves by their text through hugging (250) and compression resistance (750).
/// The screen's character cell is 8 × 16 points (UIScreen.main).
@MainActor
struct IntrinsicContentSizeTests {
    /// A label "Hello" (5 cells: 40 × 16) pinned to the container's top-left corner.
    private func label(_ s: AutoLayoutStage) -> UILabel {
        let label = s.stage.run { UILabel(frame: .zero) }
        s.stage.run {
            label.text = "Hello"
            label.translatesAutoresizingMaskIntoConstraints = false
        }
        s.stage.add(label, to: s.container)
        return label
    }

    private func pin(_ v: UIView, _ s: AutoLayoutStage) -> [NSLayoutConstraint] {
        [v.leadingAnchor.constraint(equalTo: s.container.leadingAnchor), v.topAnchor.constraint(equalTo: s.container.topAnchor)]
    }

    @Test func aLabelTakesItsTextsSize() {
        let s = AutoLayoutStage()
        let l = label(s)
        expectEqual(s.stage.run { UIScreen.main.characterCellSize }, CGSize(width: 8, height: 16))
        s.activate { pin(l, s) }
        expectEqual(s.frame(of: l), CGRect(x: 0, y: 0, width: 40, height: 16))
        // New text: the size follows at the next layout pass (7 cells: 56).
        s.turn { l.text = "Goodbye" }
        expectEqual(s.frame(of: l).width, 56)
    }

    /// The label pinned, wishing to be 100 wide at priority 200: hugging (250) wins, 40.
    private func wishingLabel(_ s: AutoLayoutStage, sourceLocation: SourceLocation = #_sourceLocation) -> (UILabel, NSLayoutConstraint) {
        let l = label(s)
        let wish = l.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = UILayoutPriority(200)
        s.activate { pin(l, s) + [wish] }
        expectEqual(s.frame(of: l).width, 40, sourceLocation: sourceLocation)
        return (l, wish)
    }

    @Test func huggingBeatsALowerWishAndLosesToAHigherOne() {
        // Hugging lowered to 100: the wish wins, 100.
        let s = AutoLayoutStage()
        let (l, _) = wishingLabel(s)
        s.turn { l.setContentHuggingPriority(UILayoutPriority(100), for: .horizontal) }
        expectEqual(s.frame(of: l).width, 100)
        expectEqual(s.stage.run { l.contentHuggingPriority(for: .horizontal) }, UILayoutPriority(100))
        expectEqual(s.stage.run { l.contentHuggingPriority(for: .vertical) }, .defaultLow)
    }

    @Test func raisingAnActiveWishAboveHuggingWins() {
        // The wish raised to 300 while active: 100.
        let s = AutoLayoutStage()
        let (l, wish) = wishingLabel(s)
        s.turn { wish.priority = UILayoutPriority(300) }
        expectEqual(s.frame(of: l).width, 100)
    }

    @Test func compressionResistanceLosesToARequiredCap() {
        // width ≤ 24 required beats compression resistance: 24. At 700 (< 750) the cap loses: 40.
        let s = AutoLayoutStage()
        let l = label(s)
        let cap = l.widthAnchor.constraint(lessThanOrEqualToConstant: 24)
        s.activate { pin(l, s) + [cap] }
        expectEqual(s.frame(of: l).width, 24)
        s.turn { cap.isActive = false; cap.priority = UILayoutPriority(700); cap.isActive = true }
        expectEqual(s.frame(of: l).width, 40)
        expectEqual(s.stage.run { l.contentCompressionResistancePriority(for: .horizontal) }, .defaultHigh)
    }
}
