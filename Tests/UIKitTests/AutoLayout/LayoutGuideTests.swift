import Expectations
import Testing
import UIKit

/// Layout guides: rectangles that take part in layout without being views.
@MainActor
struct LayoutGuideTests {
    @Test func aGuideSpacesTwoViewsAndReportsItsFrame() {
        // a: x 0, width 40; a guide 30 wide after it; b starts at the guide's trailing edge:
        // x 70. The guide's layoutFrame: (40, 0, 30, 10) in the container.
        let s = AutoLayoutStage()
        let a = s.constrainedView(), b = s.constrainedView()
        let gap = UILayoutGuide()
        s.stage.run {
            gap.identifier = "gap"
            s.container.addLayoutGuide(gap)
        }
        s.place(a, width: 40, height: 10)
        s.activate {
            [gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 30),
             gap.topAnchor.constraint(equalTo: a.topAnchor), gap.heightAnchor.constraint(equalTo: a.heightAnchor),
             b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.topAnchor.constraint(equalTo: gap.topAnchor),
             b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 10)]
        }
        expectEqual(s.frame(of: b), CGRect(x: 70, y: 0, width: 20, height: 10))
        expectEqual(s.stage.run { gap.layoutFrame }, CGRect(x: 40, y: 0, width: 30, height: 10))
        expectEqual(s.stage.run { s.container.layoutGuides }, [gap])
        expectIdentical(s.stage.run { gap.owningView }, s.container)
    }

    @Test func aGuideCentresAViewInARegion() {
        // The guide is the container's right half (x 150 … 300); a 50-wide badge centred in it:
        // x = 225 − 25 = 200. A guide with no other position sits at its owner's origin.
        let s = AutoLayoutStage()
        let badge = s.constrainedView()
        let half = UILayoutGuide()
        s.stage.run { s.container.addLayoutGuide(half) }
        s.activate {
            [half.trailingAnchor.constraint(equalTo: s.container.trailingAnchor),
             half.widthAnchor.constraint(equalTo: s.container.widthAnchor, multiplier: 0.5),
             badge.centerXAnchor.constraint(equalTo: half.centerXAnchor), badge.topAnchor.constraint(equalTo: s.container.topAnchor),
             badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 50)]
        }
        expectEqual(s.frame(of: badge).minX, 200)
        expectEqual(s.stage.run { half.layoutFrame }, CGRect(x: 150, y: 0, width: 150, height: 0))
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let s = AutoLayoutStage()
        let guide = UILayoutGuide()
        s.stage.run { s.container.addLayoutGuide(guide) }
        let width = s.stage.run { guide.widthAnchor.constraint(equalToConstant: 10) }
        s.activate { [width] }
        s.stage.run { s.container.removeLayoutGuide(guide) }
        #expect(s.stage.run { !width.isActive && guide.owningView == nil && s.container.layoutGuides.isEmpty })
        expectEqual(s.stage.run { guide.layoutFrame }, .zero)
    }
}
