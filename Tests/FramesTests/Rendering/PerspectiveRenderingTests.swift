import Expectations
import Testing
import Frames
import UIKit

/// 3-D transforms with perspective: each cell centre is mapped back into the layer's plane, so a
/// card turning about y narrows, its near edge grows taller, and edge-on it disappears.
@MainActor
struct PerspectiveRenderingTests {
    /// A 30 × 24-cell screen whose root has perspective (eye 500 points away) holding a blue
    /// card of 20 × 14 cells (160 × 224 points) with a rounded black border and a label.
    @MainActor
    private final class Turntable {
        let stage = Stage(.cells(30, 24))
        let card: UIView

        init() {
            let stage = self.stage
            card = stage.run {
                stage.root.layer.sublayerTransform = perspective()
                let card = block(cells(5, 5, 20, 14), .systemBlue, in: stage.root)
                card.layer.cornerRadius = 16
                card.layer.borderWidth = 1
                card.layer.borderColor = UIColor.black.cgColor
                label("CARD", cells(2, 6, 16, 2), in: card, alignment: .center)
                return card
            }
        }

        func frame(turnedBy degrees: CGFloat, about axis: (CGFloat, CGFloat, CGFloat) = (0, 1, 0)) -> Frame {
            stage.run { card.layer.transform = CATransform3DMakeRotation(degrees * .pi / 180, axis.0, axis.1, axis.2) }
            return stage.frame()
        }
    }

    /// Columns holding ink in `row`, and rows holding ink in `column`.
    private func inkColumns(_ frame: Frame, row: Int) -> [Int] { (0..<frame.columns).filter { frame[$0, row] != " " } }
    private func inkRows(_ frame: Frame, column: Int) -> [Int] { (0..<frame.rows).filter { frame[column, $0] != " " } }
    private func inkColumns(_ frame: Frame) -> [Int] { (0..<frame.columns).filter { c in (0..<frame.rows).contains { frame[c, $0] != " " } } }

    @Test func cardTurnedAboutYAtZero45And80And90Degrees() throws {
        let turntable = Turntable()
        let frames = [0, 45, 80, 90].map { turntable.frame(turnedBy: $0) }
        try assertGolden(frames, named: "perspective-card-about-y")
    }

    @Test func cardAt45DegreesNarrowsAndItsNearEdgeIsTaller() throws {
        let turntable = Turntable()
        let flat = turntable.frame(turnedBy: 0)
        let turned = turntable.frame(turnedBy: 45)
        let flatColumns = inkColumns(flat), turnedColumns = inkColumns(turned)
        expectEqual(flatColumns, Array(5...24))
        expectLess(turnedColumns.count, flatColumns.count)
        // A positive turn about y takes the right edge away from the eye and brings the left
        // edge nearer. The card is 14 rows tall flat; its rounded corners take the outermost
        // column's end cells, so measure the near edge over its two outer columns.
        let near = inkRows(turned, column: turnedColumns[0]) + inkRows(turned, column: turnedColumns[1])
        let far = inkRows(turned, column: turnedColumns.last!)
        expectGreater(near.max()! - near.min()! + 1, 14)
        expectLess(far.count, 14)
        #expect(near.min()! < far.min()! && near.max()! > far.max()!)
    }

    @Test func cardEdgeOnIsASliverOrNothing() throws {
        let turntable = Turntable()
        expectLessOrEqual(inkColumns(turntable.frame(turnedBy: 90)).count, 1)
        expectLessOrEqual(inkColumns(turntable.frame(turnedBy: -90)).count, 1)
        #expect(inkColumns(turntable.frame(turnedBy: 90, about: (1, 0, 0))).count == 0 || inkRows(turntable.frame(turnedBy: 90, about: (1, 0, 0)), column: 15).count <= 1)
    }

    @Test func textIsReadableAtRest() throws {
        let flat = Turntable().frame(turnedBy: 0)
        #expect(flat.lines[11].contains("|~~~~~~~CARD~~~~~~~|"))
    }

    @Test func turningTheOtherWayMirrorsThePicture() throws {
        let turntable = Turntable()
        let left = turntable.frame(turnedBy: 45)
        let right = turntable.frame(turnedBy: -45)
        // The outline (ink or not) of one is the mirror image of the other's.
        let outline: (Frame) -> [String] = { $0.lines.map { String($0.map { $0 == " " ? " " : "#" }) } }
        expectEqual(outline(left), outline(right).map { String($0.reversed()) })
    }

    @Test func singleSidedCardTurnedAroundIsNotDrawn() throws {
        // Two cards turned 180° about y: the double-sided one (left) shows its back, the text
        // mirrored; the single-sided one (right) is not drawn at all.
        let stage = Stage(.cells(30, 7))
        stage.run {
            stage.root.layer.sublayerTransform = perspective()
            for (index, doubleSided) in [true, false].enumerated() {
                let card = block(cells(1 + CGFloat(index) * 15, 1, 13, 5), .systemGreen, in: stage.root)
                label("front", cells(0, 2, 13, 1), in: card, alignment: .left)
                card.layer.isDoubleSided = doubleSided
                card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            }
        }
        try assertGolden(stage.frame(), named: "perspective-single-sided-turned")
    }

    @Test func singleSidedCardFacingTheEyeIsDrawn() throws {
        let stage = Stage(.cells(6, 3))
        stage.run {
            let card = block(cells(1, 1, 4, 1), .black, in: stage.root)
            card.layer.isDoubleSided = false
            card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        }
        expectGreater(stage.frame().inkCount, 0)
    }

    @Test func perspectiveOnTheLayerItselfAlsoForeshortens() throws {
        // m34 in the card's own transform (rather than the parent's sublayerTransform).
        let stage = Stage(.cells(30, 24))
        stage.run {
            let card = block(cells(5, 5, 20, 14), .systemBlue, in: stage.root)
            card.layer.transform = CATransform3DRotate(perspective(), .pi / 4, 0, 1, 0)
        }
        let frame = stage.frame()
        let columns = inkColumns(frame)
        expectLess(columns.count, 20)
        expectNotEqual(inkRows(frame, column: columns.first!).count, inkRows(frame, column: columns.last!).count)
    }
}
