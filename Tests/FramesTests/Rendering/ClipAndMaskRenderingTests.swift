import Expectations
import Testing
import Frames
import UIKit

/// `clipsToBounds` clips descendants to the (rounded) bounds, `layer.mask` keeps what the mask
/// covers, `isHidden` hides a view and its subviews.
@MainActor
struct ClipAndMaskRenderingTests {
    @Test func clipsToBoundsClipsAChild() throws {
        // The same parent and child twice: on the left the parent clips, on the right it does not.
        let stage = Stage(.cells(30, 7))
        stage.run {
            for (index, clips) in [true, false].enumerated() {
                let parent = block(cells(1 + CGFloat(index) * 15, 1, 8, 3), .systemGray5, in: stage.root)
                parent.clipsToBounds = clips
                block(cells(4, 1, 8, 4), .systemRed, in: parent)
            }
        }
        try assertGolden(stage.frame(), named: "clip-to-bounds")
    }

    @Test func roundedClipCutsTheChildsCorners() throws {
        let stage = Stage(.cells(20, 8))
        stage.run {
            let parent = block(cells(2, 1, 16, 6), .systemGray5, in: stage.root)
            parent.layer.cornerRadius = 32
            parent.clipsToBounds = true
            block(cells(0, 0, 16, 3), .systemOrange, in: parent)
        }
        try assertGolden(stage.frame(), named: "clip-to-rounded-bounds")
    }

    @Test func clipsNestAndIntersect() throws {
        // A grandchild clipped by both ancestors shows only where all three overlap.
        let stage = Stage(.cells(12, 6))
        stage.run {
            let outer = block(cells(1, 1, 6, 4), nil, in: stage.root)
            outer.clipsToBounds = true
            let inner = block(cells(2, -1, 6, 2), nil, in: outer)
            inner.clipsToBounds = true
            block(cells(-4, 0, 20, 20), .black, in: inner)
        }
        // The grandchild is visible on columns 3–6 (outer ends at 6, inner starts at 3) and
        // row 1 (outer starts at 1, inner ends at 1).
        #expect(stage.frame().lines == [
            "            ",
            "   @@@@     ",
            "            ",
            "            ",
            "            ",
            "            ",
        ])
    }

    @Test func circularMaskKeepsTheCircle() throws {
        // A 16 × 8-cell (128-point) circle masking a red view and its striped child.
        let stage = Stage(.cells(20, 10))
        stage.run {
            let view = block(cells(0, 0, 20, 10), .systemRed, in: stage.root)
            block(cells(0, 4, 20, 2), .black, in: view)
            let mask = CAShapeLayer()
            mask.path = UIBezierPath(ovalIn: CGRect(x: 16, y: 16, width: 128, height: 128)).cgPath
            view.layer.mask = mask
        }
        try assertGolden(stage.frame(), named: "mask-circle")
    }

    @Test func maskIsPlacedByItsFrameInTheViewsSpace() throws {
        // A plain layer as a mask: its opaque background is what shows.
        let stage = Stage(.cells(8, 3))
        stage.run {
            let view = block(cells(0, 0, 8, 3), .black, in: stage.root)
            let mask = CALayer()
            mask.frame = cells(2, 1, 4, 1)
            mask.backgroundColor = UIColor.white.cgColor
            view.layer.mask = mask
        }
        expectEqual(stage.frame().lines, ["        ", "  @@@@  ", "        "])
    }

    @Test func hiddenViewAndItsSubviewsDrawNothing() throws {
        // Hidden: the middle view (and its child); shown: its siblings, and a view whose own
        // hidden child is the only thing hidden.
        let stage = Stage(.cells(12, 3))
        stage.run {
            block(cells(0, 0, 4, 3), .systemBlue, in: stage.root)
            let hidden = block(cells(4, 0, 4, 3), .systemRed, in: stage.root)
            block(cells(1, 1, 2, 1), .black, in: hidden)
            hidden.isHidden = true
            let shown = block(cells(8, 0, 4, 3), .systemGreen, in: stage.root)
            block(cells(1, 1, 2, 1), .black, in: shown).isHidden = true
        }
        try assertGolden(stage.frame(), named: "hidden")
    }

    @Test func aLayerOutsideItsActiveSpanDrawsNothing() throws {
        // A black view whose layer has a 1 s active span (duration 1, no fill), holding a red
        // child: both are drawn during the span and neither after it.
        let stage = Stage(.cells(8, 1))
        stage.run {
            let timed = block(cells(0, 0, 6, 1), .black, in: stage.root)
            block(cells(4, 0, 2, 1), .systemRed, in: timed)
            timed.layer.beginTime = CACurrentMediaTime()
            timed.layer.duration = 1
        }
        stage.advance(by: 0.5)
        expectEqual(stage.frame().lines, ["@@@@%%  "])
        stage.advance(by: 1)
        expectEqual(stage.frame().lines, ["        "])
    }
}
