import Expectations
import Testing
import Frames
import UIKit

/// A snapshot view draws a frozen copy of its source, scaled to its own bounds.
@MainActor
struct SnapshotRenderingTests {
    /// A 8 × 3-cell card with a black border and a centred label, at columns 1–8, rows 1–3.
    private func stageWithCard() -> (Stage, UIView) {
        let stage = Stage(.cells(20, 5))
        let card = stage.run {
            let card = block(cells(1, 1, 8, 3), .systemBlue, in: stage.root)
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.black.cgColor
            label("Hi", cells(1, 1, 6, 1), in: card, alignment: .center)
            return card
        }
        stage.advance(by: 0)
        return (stage, card)
    }

    @Test func snapshotAtItsSourcesSizeLooksLikeTheSource() throws {
        let (stage, card) = stageWithCard()
        stage.run {
            let snapshot = card.snapshotView(afterScreenUpdates: false)!
            snapshot.frame = cells(11, 1, 8, 3)
            stage.root.addSubview(snapshot)
        }
        let frame = stage.frame()
        let source = frame.lines.map { String(Array($0)[1...8]) }, copy = frame.lines.map { String(Array($0)[11...18]) }
        do {
            expectEqual(copy, source)
        }
    }

    @Test func snapshotDoesNotFollowLaterChanges() throws {
        let stage = Stage(.cells(8, 1))
        let source = stage.run { block(cells(0, 0, 4, 1), .black, in: stage.root) }
        stage.advance(by: 0)
        stage.run {
            let snapshot = source.snapshotView(afterScreenUpdates: false)!
            snapshot.frame = cells(4, 0, 4, 1)
            stage.root.addSubview(snapshot)
            source.backgroundColor = .systemRed
        }
        expectEqual(stage.frame().lines, ["%%%%@@@@"])
    }

    @Test func snapshotOfAViewNeverOnScreenIsEmpty() throws {
        let stage = Stage(.cells(8, 1))
        stage.run {
            let offscreen = UIView(frame: cells(0, 0, 4, 1))
            offscreen.backgroundColor = .black
            let snapshot = offscreen.snapshotView(afterScreenUpdates: false)!
            snapshot.frame = cells(4, 0, 4, 1)
            stage.root.addSubview(snapshot)
        }
        expectEqual(stage.frame().inkCount, 0)
    }

    @Test func snapshotGrowsWithItsFrame() throws {
        // A card without a border (see the known issue above) with a label, snapshotted, then
        // grown from 8 × 3 to 20 × 8 cells in one second: at 0, ½ and 1 s.
        let stage = Stage(.cells(24, 10))
        let card = stage.run {
            let card = block(cells(2, 1, 8, 3), .systemBlue, in: stage.root)
            card.layer.cornerRadius = 8
            card.clipsToBounds = true
            block(cells(0, 0, 8, 1), .systemYellow, in: card)
            label("Hi", cells(1, 1, 6, 1), in: card, alignment: .center)
            return card
        }
        stage.advance(by: 0)
        stage.run {
            let snapshot = card.snapshotView(afterScreenUpdates: false)!
            snapshot.frame = card.frame
            card.removeFromSuperview()
            stage.root.addSubview(snapshot)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                snapshot.frame = cells(2, 1, 20, 8)
            }
        }
        var frames: [Frame] = []
        for time in [0, 0.5, 1] {
            stage.engine.advance(to: time)
            frames.append(stage.frame())
        }
        try assertGolden(frames, named: "snapshot-growing")
    }
}
