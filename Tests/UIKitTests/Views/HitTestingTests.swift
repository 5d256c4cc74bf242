import Expectations
import Testing
import UIKit

/// `hitTest(_:with:)` and `point(inside:with:)`: the front-most descendant containing the point,
/// found through every transform, skipping hidden, nearly transparent (alpha < 0.01) and
/// non-interactive views.
@MainActor
struct HitTestingTests {
    /// A view whose touch area reaches 20 points beyond its bounds.
    final class GenerousView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    private func hit(_ stage: ViewStage, _ x: CGFloat, _ y: CGFloat) -> UIView? {
        stage.run { stage.window.hitTest(CGPoint(x: x, y: y), with: nil) }
    }

    @Test func emptyWindowHitsItselfInsideAndNothingOutside() {
        let stage = ViewStage()
        expectIdentical(hit(stage, 10, 10), stage.window)
        expectNil(hit(stage, -1, 10))
        expectNil(hit(stage, 10, 700), "below the 667-point screen")
    }

    @Test func frontMostOfOverlappingSiblingsWins() {
        let stage = ViewStage()
        let back = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100))
        expectIdentical(hit(stage, 75, 75), front)
        expectIdentical(hit(stage, 25, 25), back)
        stage.run { stage.window.bringSubviewToFront(back) }
        expectIdentical(hit(stage, 75, 75), back)
    }

    @Test func deepestDescendantWins() {
        let stage = ViewStage()
        let parent = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = stage.addView(CGRect(x: 50, y: 50, width: 50, height: 50), to: parent)
        expectIdentical(hit(stage, 60, 60), child)
        expectIdentical(hit(stage, 10, 10), parent)
    }

    @Test func hitTestingFollowsARotation() {
        // 100 × 100 centred at (200, 200), turned 45°: a diamond reaching 70.7 from the centre.
        // (200, 140) is inside the diamond but outside the unturned square (y from 150);
        // (155, 155) is inside the unturned square but outside the diamond (45 + 45 > 70.7).
        let stage = ViewStage()
        let v = stage.addView(CGRect(x: 150, y: 150, width: 100, height: 100))
        stage.run { v.transform = CGAffineTransform(rotationAngle: .pi / 4) }
        expectIdentical(hit(stage, 200, 140), v)
        expectIdentical(hit(stage, 155, 155), stage.window)
    }

    @Test func hitTestingFollowsAScaledParent() {
        // Parent (100, 100, 100, 100) scaled ×2 about (150, 150); child at (10, 10, 20, 20)
        // covers window x, y from (10 − 50)·2 + 150 = 70 to (30 − 50)·2 + 150 = 110.
        let stage = ViewStage()
        let parent = stage.addView(CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = stage.addView(CGRect(x: 10, y: 10, width: 20, height: 20), to: parent)
        stage.run { parent.transform = CGAffineTransform(scaleX: 2, y: 2) }
        expectIdentical(hit(stage, 72, 108), child)
        expectIdentical(hit(stage, 120, 120), parent)
        expectIdentical(hit(stage, 60, 60), parent, "outside the unscaled frame, inside the scaled one")
    }

    @Test func hitTestingFollowsAPerspectiveTurn() {
        // Container (0, 0, 200, 200) with m34 = −1/500; child (50, 50, 100, 100) turned π/4
        // about y: at y = 100 its image runs from x = 61.9544 to 133.0204 (see
        // ViewConversionTests), inside the unturned frame (50 to 150).
        let stage = ViewStage()
        let container = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100), to: container)
        stage.run {
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 500
            container.layer.sublayerTransform = p
            child.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        }
        expectIdentical(hit(stage, 130, 100), child)
        expectIdentical(hit(stage, 140, 100), container)
        expectIdentical(hit(stage, 55, 100), container, "inside the unturned frame, left of the image")
        // The near (left) edge is taller: it runs from y = 46.1954 to 153.8046, and the top edge
        // is the straight line to (133.0204, 53.3020): at x = 63 it is at y = 46.30.
        expectIdentical(hit(stage, 63, 48), child, "above the unturned frame (y from 50), inside the image")
    }

    @Test func hiddenAndTransparentViewsAreSkipped() {
        let stage = ViewStage()
        let back = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run { front.isHidden = true }
        expectIdentical(hit(stage, 50, 50), back)
        stage.run {
            front.isHidden = false
            front.alpha = 0.005
        }
        expectIdentical(hit(stage, 50, 50), back, "alpha below 0.01")
        stage.run { front.alpha = 0.02 }
        expectIdentical(hit(stage, 50, 50), front, "faint but not below 0.01: receives touches")
    }

    @Test func userInteractionDisabledSkipsTheViewAndItsSubviews() {
        let stage = ViewStage()
        let back = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = stage.addView(CGRect(x: 0, y: 0, width: 50, height: 50), to: front)
        stage.run { front.isUserInteractionEnabled = false }
        expectIdentical(hit(stage, 25, 25), back)
        stage.run {
            front.isUserInteractionEnabled = true
            child.isUserInteractionEnabled = false
        }
        expectIdentical(hit(stage, 25, 25), front, "a non-interactive child leaves the touch to its parent")
    }

    @Test func labelsAndImageViewsDoNotTakeTouchesByDefault() {
        let stage = ViewStage()
        let parent = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = stage.run { UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50)) }
        let image = stage.run { UIImageView(frame: CGRect(x: 0, y: 50, width: 100, height: 50)) }
        stage.add(label, to: parent)
        stage.add(image, to: parent)
        #expect(!label.isUserInteractionEnabled)
        #expect(!image.isUserInteractionEnabled)
        expectIdentical(hit(stage, 10, 10), parent)
        expectIdentical(hit(stage, 10, 60), parent)
    }

    @Test func pointInsideDecidesTheTouchArea() {
        let stage = ViewStage()
        let v = stage.run { GenerousView(frame: CGRect(x: 100, y: 100, width: 40, height: 40)) }
        stage.add(v)
        #expect(stage.run { v.point(inside: CGPoint(x: -10, y: 5), with: nil) })
        expectIdentical(hit(stage, 90, 105), v, "10 points left of the frame")
        expectIdentical(hit(stage, 70, 105), stage.window, "30 points left: outside")
        let plain = stage.addView(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(stage.run { plain.point(inside: CGPoint(x: 39.9, y: 0), with: nil) })
        #expect(!stage.run { plain.point(inside: CGPoint(x: 40, y: 0), with: nil) }, "the far edge is outside")
    }

    @Test func subviewOutsideItsParentsBoundsIsNotHit() {
        // UIKit asks the parent's point(inside:) first, whether or not it clips.
        let stage = ViewStage()
        let parent = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = stage.addView(CGRect(x: 150, y: 0, width: 50, height: 50), to: parent)
        expectIdentical(hit(stage, 160, 10), stage.window)
    }

    @Test func animatingViewsTakeTouchesOnlyWithAllowUserInteraction() {
        let stage = ViewStage()
        let still = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let moving = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run { UIView.animate(withDuration: 1, animations: { moving.alpha = 0.5 }) }
        stage.at(0.1)
        expectIdentical(hit(stage, 50, 50), still, "a block animation without .allowUserInteraction blocks touches")
        stage.at(1.1)
        expectIdentical(hit(stage, 50, 50), moving, "after the animation")
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { moving.alpha = 0.8 })
        }
        stage.at(1.2)
        expectIdentical(hit(stage, 50, 50), moving)
    }
}
