import Expectations
import Testing
import UIKit

/// `systemLayoutSizeFitting`: the size a view's own constraints give it, solved apart from the
/// window's layout. The character cell is 8 × 16 points, so a label's text is 8 points a letter.
@MainActor
struct FittingSizeTests {
    /// A card laid out as a modal sheet's content is: a 100-point banner 16 points from the
    /// top and sides, a label "Resize" (6 letters: 48 × 16) 16 points below it, a 50-point
    /// button bar 16 points below that, and the bar 16 points above the bottom at 999 — the
    /// card's height follows its content. The card is the stage's 300 × 400 container.
    private func card(_ s: AutoLayoutStage) -> (banner: UIView, label: UILabel, bar: UIView) {
        let banner = s.constrainedView(id: "banner")
        let label = s.stage.run { UILabel(frame: .zero) }
        s.stage.run {
            label.text = "Resize"
            label.translatesAutoresizingMaskIntoConstraints = false
        }
        s.stage.add(label, to: s.container)
        let bar = s.constrainedView(id: "bar")
        let c = s.container
        s.activate {
            let bottom = bar.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -16)
            bottom.priority = UILayoutPriority(999)
            return [
                banner.topAnchor.constraint(equalTo: c.topAnchor, constant: 16),
                banner.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 16),
                banner.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -16),
                banner.heightAnchor.constraint(equalToConstant: 100),
                label.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 16),
                label.centerXAnchor.constraint(equalTo: c.centerXAnchor),
                bar.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
                bar.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 16),
                bar.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -16),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bottom,
            ]
        }
        return (banner, label, bar)
    }

    @Test func aCardFitsItsContentAtAGivenWidth() {
        // Width 343 required, height as small as the content allows: 16 + 100 + 16 + 16 + 16 +
        // 50 + 16 = 230 (the 999 bottom beats the 250 wish for 0).
        let s = AutoLayoutStage()
        _ = card(s)
        let size = s.stage.run {
            s.container.systemLayoutSizeFitting(CGSize(width: 343, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .defaultLow)
        }
        expectEqual(size, CGSize(width: 343, height: 230))
    }

    @Test func fittingMovesNothing() {
        // The card keeps its 300 × 400 frame and the bar stays 16 points above its bottom.
        let s = AutoLayoutStage()
        let views = card(s)
        let before = [s.container, views.banner, views.label, views.bar].map { s.frame(of: $0) }
        expectEqual(before[3], CGRect(x: 16, y: 334, width: 268, height: 50))
        _ = s.stage.run { s.container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        s.turn {}
        expectEqual([s.container, views.banner, views.label, views.bar].map { s.frame(of: $0) }, before)
    }

    @Test func theSingleArgumentFormLetsEveryConstraintDecide() {
        // Both wishes at fittingSizeLevel (50). Across, nothing has a lower or upper bound (the
        // banner's and bar's widths may go negative, the label is only centred), so the width
        // is the wish: 0 compressed, 10⁷ expanded. Down, the chain from the top fixes the bar at
        // 214 and the bottom at 999 beats the wish: 230 both ways.
        let s = AutoLayoutStage()
        _ = card(s)
        let compressed = s.stage.run { s.container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        expectEqual(compressed, CGSize(width: 0, height: 230))
        let expanded = s.stage.run { s.container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) }
        expectEqual(expanded, CGSize(width: 10_000_000, height: 230))
    }

    @Test func aLabelFitsItsText() {
        // "Hello": 40 × 16 whether asked small or large (hugging and compression resistance beat 50).
        UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            label.text = "Hello"
            expectEqual(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 40, height: 16))
            expectEqual(label.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize), CGSize(width: 40, height: 16))
            expectEqual(label.frame.size, CGSize(width: 200, height: 100), "its own translated frame takes no part and does not change")
        }
    }

    @Test func aPlainViewWithoutConstraintsFitsToTheWish() {
        // Nothing constrains it: each dimension is what was wished.
        UIKitEngine().run {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            expectEqual(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), .zero)
            expectEqual(view.systemLayoutSizeFitting(CGSize(width: 30, height: 20)), CGSize(width: 30, height: 20))
        }
    }

    @Test func aRequiredWishGivesWayToARequiredConstraint() {
        // The view must be 200 wide; asked for 343 at .required, it answers 200.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        s.activate { [v.widthAnchor.constraint(equalToConstant: 200), v.heightAnchor.constraint(equalToConstant: 10)] }
        let size = s.stage.run { v.systemLayoutSizeFitting(CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel) }
        expectEqual(size, CGSize(width: 200, height: 10))
    }

    @Test func constraintsReachingOutsideTakeNoPart() {
        // The banner's width is tied to a view outside the card (the window's other child): for
        // the card's fitting that constraint does not exist.
        let s = AutoLayoutStage()
        let outside = s.stage.addView(CGRect(x: 0, y: 500, width: 50, height: 50))
        let banner = s.constrainedView()
        s.activate {
            [banner.widthAnchor.constraint(equalTo: outside.widthAnchor), banner.heightAnchor.constraint(equalToConstant: 30),
             banner.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 10),
             banner.trailingAnchor.constraint(lessThanOrEqualTo: s.container.trailingAnchor),
             banner.topAnchor.constraint(equalTo: s.container.topAnchor), s.container.bottomAnchor.constraint(greaterThanOrEqualTo: banner.bottomAnchor)]
        }
        expectEqual(s.frame(of: banner).width, 50, "laid out in the window, the tie holds")
        let size = s.stage.run { s.container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        expectEqual(size, CGSize(width: 0, height: 30), "untied, the banner may be −10 wide: the card shrinks to the wish, 0; with the tie it could not be under 60")
    }

    @Test func theSafeAreaGuideCoversTheView() {
        // Pinned 8 points inside the container's safe area guide: the guide is the container's
        // bounds (0, 0, 300, 400), so the view is at (8, 8), 284 × 384.
        let s = AutoLayoutStage()
        let v = s.constrainedView()
        let guide = s.stage.run { s.container.safeAreaLayoutGuide }
        s.activate {
            [v.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
             v.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
             v.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
             v.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8)]
        }
        expectEqual(s.frame(of: v), CGRect(x: 8, y: 8, width: 284, height: 384))
        expectEqual(s.stage.run { guide.layoutFrame }, CGRect(x: 0, y: 0, width: 300, height: 400))
        expectIdentical(s.stage.run { s.container.safeAreaLayoutGuide }, guide, "made once")
        expectIdentical(s.stage.run { guide.owningView }, s.container)
        expectEqual(s.stage.run { guide.identifier }, "UIViewSafeAreaLayoutGuide")
        #expect(s.stage.run { s.container.layoutGuides.isEmpty })
        expectEqual(s.stage.run { s.container.constraints.compactMap(\.identifier).filter { $0.hasPrefix("UIViewSafeAreaLayoutGuide-") }.sorted() }, ["UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-top"])
        // The container grows: the guide and the view follow.
        s.turn { s.container.frame.size.height = 500 }
        expectEqual(s.frame(of: v), CGRect(x: 8, y: 8, width: 284, height: 484))
    }

    @Test func theSafeAreaIsTheWholeView() {
        // The engine's device has no status bar, sensor housing or home indicator.
        let s = AutoLayoutStage()
        expectEqual(s.stage.run { s.container.safeAreaInsets }, .zero)
        expectEqual(s.stage.run { s.stage.window.safeAreaInsets }, .zero)
    }

    @Test func aConstraintTheFrameBrokeStillTakesPart() {
        // A 100-point-high view whose content asks for 8 + 30 + 8: the window's layout breaks a
        // required constraint (the frame is held), but fitting solves the content alone, as a
        // table's self-sizing cell is measured before it is given its height.
        let stage = ViewStage()
        let box = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = stage.addView(.zero, to: box)
        stage.run {
            content.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                content.heightAnchor.constraint(equalToConstant: 30),
                content.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
                content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -8),
            ])
        }
        stage.engine.advance(by: 0.1)
        let size = stage.run {
            box.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        expectEqual(size, CGSize(width: 375, height: 46))
    }
}
