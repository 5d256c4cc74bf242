import Expectations
import Testing
import UIKit

/// `UIStackView` (FIDELITY §2.24, §4.10 "Stack views"): the constraints it makes for each
/// distribution and alignment, spacing, hidden views, margins.
@MainActor
struct StackViewTests {
    /// A view with an intrinsic size.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { return nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack of boxes 50 × 20, 60 × 30 and 70 × 40 at (10, 100) in a window, `length` long
    /// along its axis (pinned) and sized by its content across; laid out.
    private func stack(_ axis: NSLayoutConstraint.Axis = .horizontal, length: CGFloat = 300, _ configure: (UIStackView, [Box]) -> Void = { _, _ in })
        -> (UIKitEngine, UIStackView, [Box]) {
        let engine = UIKitEngine()
        let boxes = engine.run { [Box(50, 20), Box(60, 30), Box(70, 40)] }
        let stack = engine.run { () -> UIStackView in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let stack = UIStackView(arrangedSubviews: boxes)
            stack.axis = axis
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                axis == .horizontal ? stack.widthAnchor.constraint(equalToConstant: length) : stack.heightAnchor.constraint(equalToConstant: length),
            ])
            configure(stack, boxes)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return stack
        }
        return (engine, stack, boxes)
    }

    private func frames(_ engine: UIKitEngine, _ boxes: [Box]) -> [CGRect] {
        engine.run {
            boxes.first?.window?.layoutIfNeeded()
            return boxes.map(\.frame)
        }
    }

    @Test func fillGivesTheRestToTheViewThatHugsLeast() {
        // 180 of content and two gaps of 10 in 300: the 100 left go to the middle box, whose
        // hugging is lowest; across, every box is as tall as the tallest's 40 (fill).
        let (engine, stack, boxes) = stack { stack, boxes in
            stack.spacing = 10
            boxes[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        }
        expectEqual(frames(engine, boxes), [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 60, y: 0, width: 160, height: 40),
                                            CGRect(x: 230, y: 0, width: 70, height: 40)])
        expectEqual(engine.run { stack.frame }, CGRect(x: 10, y: 100, width: 300, height: 40))
        // Two to the ends, two spacings, two per view across: named as UIKit names them.
        expectEqual(engine.run { stack.constraints.compactMap(\.identifier).filter { $0.hasPrefix("UISV-") }.count }, 10)
        expectEqual(engine.run { stack.arrangedSubviews.count }, 3)
    }

    @Test func fillEquallyMakesEveryViewAsLongAsTheOthers() {
        let (engine, _, boxes) = stack { stack, _ in
            stack.distribution = .fillEqually
            stack.spacing = 15
        }
        let widths = frames(engine, boxes).map(\.width)
        for width in widths { expectLess(abs(width - 90), 1e-9) }
        expectLess(abs(frames(engine, boxes)[2].minX - 210), 1e-9)
    }

    @Test func fillProportionallyKeepsTheIntrinsicProportions() {
        // 300 shared as 50 : 60 : 70 → 83.3, 100, 116.7.
        let (engine, _, boxes) = stack { stack, _ in stack.distribution = .fillProportionally }
        let widths = frames(engine, boxes).map(\.width)
        expectLess(abs(widths[0] - 250.0 / 3), 1e-6)
        expectLess(abs(widths[1] - 100), 1e-6)
        expectLess(abs(widths[2] - 350.0 / 3), 1e-6)
    }

    @Test func equalSpacingKeepsTheViewsAndSharesTheGaps() {
        let (engine, _, boxes) = stack { stack, _ in stack.distribution = .equalSpacing }
        expectEqual(frames(engine, boxes).map(\.minX), [0, 110, 230])
        expectEqual(frames(engine, boxes).map(\.width), [50, 60, 70])
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres 25 and 265 at the ends; the middle one's centre halfway, 145.
        let (engine, _, boxes) = stack { stack, _ in stack.distribution = .equalCentering }
        let centres = frames(engine, boxes).map(\.midX)
        expectEqual(centres, [25, 145, 265])
    }

    @Test func alignmentPlacesTheViewsAcross() {
        let (engine, stack, boxes) = stack { stack, _ in
            stack.distribution = .equalSpacing
            stack.alignment = .center
        }
        expectEqual(frames(engine, boxes).map(\.minY), [10, 5, 0])
        expectEqual(frames(engine, boxes).map(\.height), [20, 30, 40])
        expectEqual(engine.run { stack.frame.height }, 40, "as tall as its tallest view")
        engine.run { stack.alignment = .top }
        expectEqual(frames(engine, boxes).map(\.minY), [0, 0, 0])
        engine.run { stack.alignment = .bottom }
        expectEqual(frames(engine, boxes).map(\.maxY), [40, 40, 40])
    }

    @Test func aVerticalStackRunsDownward() {
        let (engine, stack, boxes) = stack(.vertical, length: 200) { stack, _ in
            stack.alignment = .leading
            stack.distribution = .equalSpacing
        }
        // 90 of content in 200: two gaps of 55.
        expectEqual(frames(engine, boxes).map(\.minY), [0, 75, 160])
        expectEqual(frames(engine, boxes).map(\.minX), [0, 0, 0])
        expectEqual(engine.run { stack.frame.width }, 70)
    }

    @Test func aHiddenViewLeavesTheArrangementAndSpacingCanBeCustom() {
        let (engine, stack, boxes) = stack { stack, boxes in
            stack.spacing = 10
            boxes[2].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        }
        engine.run { boxes[1].isHidden = true }
        let closed = frames(engine, boxes)
        expectEqual(closed[2].minX, 60, "the third follows the first")
        expectEqual(closed[2].width, 240)
        engine.run { stack.setCustomSpacing(30, after: boxes[0]) }
        expectEqual(frames(engine, boxes)[2].minX, 80)
        expectEqual(engine.run { stack.customSpacing(after: boxes[0]) }, 30)
        expectEqual(engine.run { stack.customSpacing(after: boxes[2]) }, UIStackView.spacingUseDefault)
        engine.run { boxes[1].isHidden = false }
        expectEqual(frames(engine, boxes)[1].minX, 80, "back in its place, 30 after the first")
    }

    @Test func removingAnArrangedViewKeepsItAsASubviewUnlessItLeaves() {
        let (engine, stack, boxes) = stack()
        engine.run { stack.removeArrangedSubview(boxes[0]) }
        #expect(engine.run { boxes[0].superview === stack && stack.arrangedSubviews.count == 2 })
        engine.run { boxes[1].removeFromSuperview() }
        #expect(engine.run { stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === boxes[2] })
        engine.run { stack.insertArrangedSubview(boxes[0], at: 0) }
        #expect(engine.run { stack.arrangedSubviews.map { $0 as! Box } == [boxes[0], boxes[2]] })
    }

    @Test func theMarginsCanHoldTheArrangement() {
        let (engine, _, boxes) = stack { stack, _ in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.distribution = .equalSpacing
        }
        expectEqual(frames(engine, boxes).map(\.minX), [8, 110, 222])
        expectEqual(frames(engine, boxes)[0].minY, 8)
    }
}
