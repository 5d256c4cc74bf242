import Expectations
import Testing
import UIKit

/// (mask, expected frame) for a child at (50, 20, 100, 60) when its superview grows from 300 to
/// 400 points wide (Δ = 100). Flexible parts share Δ in proportion to their sizes (UIKit's
/// `AutoresizingMask` documentation: "distribute the size difference proportionally among the
/// flexible portions").
private let wideningCases: [(UIView.AutoresizingMask, CGRect)] = [
    ([], CGRect(x: 50, y: 20, width: 100, height: 60)),
    (.flexibleWidth, CGRect(x: 50, y: 20, width: 200, height: 60)),
    (.flexibleLeftMargin, CGRect(x: 150, y: 20, width: 100, height: 60)),
    (.flexibleRightMargin, CGRect(x: 50, y: 20, width: 100, height: 60)),
    // margins 50 and 150: the left one takes 100·50/200 = 25.
    ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 75, y: 20, width: 100, height: 60)),
    // width 100, right margin 150: the width takes 100·100/250 = 40.
    ([.flexibleWidth, .flexibleRightMargin], CGRect(x: 50, y: 20, width: 140, height: 60)),
    // 50 + 100 + 150 = 300: left +16.6667, width +33.3333.
    ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], CGRect(x: 66.666667, y: 20, width: 133.333333, height: 60)),
    // height flags do nothing when only the width changes.
    ([.flexibleHeight, .flexibleTopMargin], CGRect(x: 50, y: 20, width: 100, height: 60)),
]

/// frame, bounds, center and transform (UIKIT-SEMANTICS §5), autoresizing masks, layout and
/// sizing.
@MainActor
struct ViewGeometryTests {
    /// Counts `layoutSubviews` calls and, if given, lays its first subview out inset by 10.
    final class LayoutView: UIView {
        var layoutCount = 0
        var insetsFirstSubview = false
        override func layoutSubviews() {
            layoutCount += 1
            if insetsFirstSubview, let child = subviews.first { child.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
    }

    // MARK: frame, bounds, center

    @Test func frameSetsBoundsSizeAndCenter() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
            expectEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 60))
            expectEqual(v.center, CGPoint(x: 60, y: 50), "(10 + 100/2, 20 + 60/2)")
            expectEqual(v.layer.position, v.center)
            expectEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 60))
        }
    }

    @Test func centerMovesTheFrameNotTheBounds() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
            v.center = CGPoint(x: 200, y: 200)
            expectEqual(v.frame, CGRect(x: 150, y: 170, width: 100, height: 60))
            expectEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 60))
        }
    }

    @Test func boundsSizeGrowsTheFrameAroundTheCenter() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
            v.bounds.size = CGSize(width: 120, height: 100)
            expectEqual(v.center, CGPoint(x: 60, y: 50))
            expectEqual(v.frame, CGRect(x: 0, y: 0, width: 120, height: 100), "60 − 120/2, 50 − 100/2")
        }
    }

    @Test func boundsOriginShiftsTheSubviewsNotTheFrame() {
        let stage = ViewStage()
        let parent = stage.addView(CGRect(x: 100, y: 100, width: 200, height: 200))
        let child = stage.addView(CGRect(x: 10, y: 10, width: 20, height: 20), to: parent)
        stage.run { parent.bounds.origin = CGPoint(x: 5, y: -5) }
        expectEqual(parent.frame, CGRect(x: 100, y: 100, width: 200, height: 200))
        // child origin (10, 10) in parent bounds space → window: 100 + (10 − 5), 100 + (10 + 5).
        expectEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 105, y: 115))
    }

    @Test func anchorPointMovesTheFrameAroundTheCenter() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            v.layer.anchorPoint = CGPoint(x: 0, y: 0)
            expectEqual(v.center, CGPoint(x: 50, y: 30), "center is the layer position")
            expectEqual(v.frame, CGRect(x: 50, y: 30, width: 100, height: 60))
            v.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
            expectEqual(v.center, CGPoint(x: 10, y: 10), "the anchor (top-left) sits on the frame origin")
        }
    }

    // MARK: transform

    @Test func rotatedFrameIsTheBoundingBox() {
        // 100 × 100 centred at (100, 100), turned 45°: the box is 100·√2 = 141.4214 wide,
        // from 100 − 70.7107 = 29.2893.
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            v.transform = CGAffineTransform(rotationAngle: .pi / 4)
            expectClose(v.frame, CGRect(x: 29.289322, y: 29.289322, width: 141.421356, height: 141.421356), tolerance: 1e-5)
            expectEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 100), "bounds ignore the transform")
            expectEqual(v.center, CGPoint(x: 100, y: 100))
        }
    }

    @Test func scaledAndTranslatedFrames() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            v.transform = CGAffineTransform(scaleX: 2, y: 0.5)
            expectEqual(v.frame, CGRect(x: 0, y: 75, width: 200, height: 50), "scaled about the centre (100, 100)")
            v.transform = CGAffineTransform(translationX: 30, y: -10)
            expectEqual(v.frame, CGRect(x: 80, y: 40, width: 100, height: 100))
            expectEqual(v.center, CGPoint(x: 100, y: 100), "a translation does not move the center")
            v.transform = .identity
            expectEqual(v.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
        }
    }

    @Test func transformIsTheLayerTransformFlattened() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            v.transform = t
            expectEqual(v.layer.transform, CATransform3DMakeAffineTransform(t))
            expectEqual(v.transform, t)
            let r = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            v.transform3D = r
            expectEqual(v.layer.transform, r)
        }
    }

    // MARK: Autoresizing

    @Test(arguments: wideningCases)
    func autoresizingWhenTheSuperviewWidens(mask: UIView.AutoresizingMask, expected: CGRect) {
        UIKitEngine().run {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let child = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
            child.autoresizingMask = mask
            parent.addSubview(child)
            parent.frame.size.width = 400
            expectClose(child.frame, expected, tolerance: 1e-5)
        }
    }

    @Test func autoresizingVertically() {
        // Parent 200 → 300 tall (Δ = 100); child y 20, height 60, bottom margin 120.
        // [top, height, bottom]: 20 + 60 + 120 = 200 → y + 10, height + 30.
        // [height, bottom]: height + 100·60/180 = 33.3333.
        UIKitEngine().run {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let all = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
            all.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            let two = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
            two.autoresizingMask = [.flexibleHeight, .flexibleBottomMargin]
            parent.addSubview(all)
            parent.addSubview(two)
            parent.bounds.size.height = 300
            expectClose(all.frame, CGRect(x: 50, y: 30, width: 100, height: 90), tolerance: 1e-5)
            expectClose(two.frame, CGRect(x: 50, y: 20, width: 100, height: 93.333333), tolerance: 1e-5)
        }
    }

    @Test func autoresizingShrinksToo() {
        UIKitEngine().run {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let child = UIView(frame: CGRect(x: 50, y: 20, width: 200, height: 60))
            child.autoresizingMask = [.flexibleWidth]
            parent.addSubview(child)
            parent.bounds.size.width = 250
            expectEqual(child.frame, CGRect(x: 50, y: 20, width: 150, height: 60))
        }
    }

    @Test func autoresizesSubviewsOffKeepsSubviewsAsTheyAre() {
        UIKitEngine().run {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            parent.autoresizesSubviews = false
            let child = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
            child.autoresizingMask = [.flexibleWidth]
            parent.addSubview(child)
            parent.bounds.size.width = 400
            expectEqual(child.frame, CGRect(x: 50, y: 20, width: 100, height: 60))
        }
    }

    @Test func autoresizingInsideAnAnimationBlockAnimatesTheSubviews() throws {
        // Parent 300 → 400 wide inside a 1 s linear block; the child (flexible width) goes from
        // (50, 20, 100, 60) to (50, 20, 200, 60): at ½ its bounds are 150 wide and its position
        // x is halfway from 100 to 150 = 125.
        let stage = ViewStage()
        let parent = stage.addView(CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = stage.run { UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60)) }
        stage.run { child.autoresizingMask = [.flexibleWidth] }
        stage.add(child, to: parent)
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { parent.bounds.size.width = 400 })
        }
        expectEqual(child.frame, CGRect(x: 50, y: 20, width: 200, height: 60), "model at once")
        stage.at(0.5)
        let p = try stage.presentation(of: child)
        expectClose(p.bounds.width, 150, tolerance: 1e-6)
        expectClose(p.position.x, 125, tolerance: 1e-6)
    }

    // MARK: Layout

    @Test func layoutIfNeededLaysOutOnlyWhenNeeded() {
        UIKitEngine().run {
            let v = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.layoutIfNeeded()
            let base = v.layoutCount
            v.layoutIfNeeded()
            expectEqual(v.layoutCount, base, "nothing pending")
            v.setNeedsLayout()
            expectEqual(v.layoutCount, base, "setNeedsLayout only marks")
            v.layoutIfNeeded()
            expectEqual(v.layoutCount, base + 1)
            v.layoutIfNeeded()
            expectEqual(v.layoutCount, base + 1)
        }
    }

    @Test func resizingMarksTheViewForLayout() {
        UIKitEngine().run {
            let v = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.layoutIfNeeded()
            let base = v.layoutCount
            v.frame.origin.x = 30
            v.layoutIfNeeded()
            expectEqual(v.layoutCount, base, "moving does not need layout")
            v.bounds.size.width = 150
            #expect(v.layer.needsLayout())
            v.layoutIfNeeded()
            expectEqual(v.layoutCount, base + 1)
        }
    }

    @Test func layoutSubviewsRunsAtTheNextCommitAfterSetNeedsLayout() {
        // UIKit lays out every view marked with setNeedsLayout() before the next frame is drawn.
        let stage = ViewStage()
        let v = stage.run { LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        stage.add(v)
        stage.at(0.1)
        let base = v.layoutCount
        stage.run { v.setNeedsLayout() }
        expectEqual(v.layoutCount, base, "not synchronously")
        stage.at(0.1 + stage.engine.frameDuration)
        do {
            expectEqual(v.layoutCount, base + 1)
        }
    }

    @Test func layoutSubviewsOptionAnimatesTheLayout() throws {
        // The parent lays its child out at bounds inset by 10. Parent 100 → 200 wide inside a 1 s
        // linear block with .layoutSubviews: the child goes (10, 10, 80, 80) → (10, 10, 180, 80)
        // inside the block, so it animates: at ½ its width is 130, its position x 75 (50 → 100).
        let stage = ViewStage()
        let parent = stage.run { LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        parent.insetsFirstSubview = true
        stage.add(parent)
        let child = stage.addView(.zero, to: parent)
        stage.run { parent.layoutIfNeeded() }
        expectEqual(child.frame, CGRect(x: 10, y: 10, width: 80, height: 80))
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                parent.bounds.size.width = 200
            })
        }
        expectEqual(child.frame, CGRect(x: 10, y: 10, width: 180, height: 80), "laid out inside the block")
        stage.at(0.5)
        let p = try stage.presentation(of: child)
        expectClose(p.bounds.width, 130, tolerance: 1e-6)
        expectClose(p.position.x, 75, tolerance: 1e-6)
    }

    // MARK: Sizing

    @Test func plainViewFitsItsCurrentSize() {
        UIKitEngine().run {
            let v = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
            expectEqual(v.sizeThatFits(CGSize(width: 1000, height: 1000)), CGSize(width: 30, height: 40))
            v.sizeToFit()
            expectEqual(v.frame, CGRect(x: 5, y: 5, width: 30, height: 40))
        }
    }

    @Test func sizeToFitKeepsTheFrameOrigin() {
        // "Hello" is 5 cells of 8 × 16 points. Placing a label at (20, 40) and calling
        // sizeToFit() is the classic manual-layout idiom: the label grows right and down from its
        // origin (UIKit re-implementations write it as frame.size = sizeThatFits(frame.size)).
        UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
            label.text = "Hello"
            label.sizeToFit()
            expectEqual(label.bounds.size, CGSize(width: 40, height: 16))
            do {
                expectEqual(label.frame.origin, CGPoint(x: 20, y: 40))
            }
        }
    }
}
