import Expectations
import Testing
import Frames

struct FrameDiffTests {
    /// A 9 × 9 frame of dots with `#` at the given cells.
    private func dots(marking cells: [(column: Int, row: Int)] = []) -> Frame {
        var frame = Frame(columns: 9, rows: 9, fill: ".")
        for cell in cells { frame[cell.column, cell.row] = "#" }
        return frame
    }

    @Test func equalFramesDifferNowhere() {
        let diff = dots().diff(dots())
        #expect(diff.isEmpty)
        expectEqual(diff.count, 0)
        expectEqual(diff.fraction, 0)
        expectNil(diff.boundingBox)
        expectEqual(diff.whereabouts, "nowhere")
    }

    @Test func emptyFramesDifferNowhere() {
        let diff = Frame(lines: []).diff(Frame(lines: []))
        #expect(diff.isEmpty)
        expectEqual(diff.fraction, 0)
    }

    @Test func oneCellIsCountedMarkedAndLocated() {
        let diff = dots().diff(dots(marking: [(0, 0)]))
        expectEqual(diff.count, 1)
        expectEqual(diff.fraction, 1.0 / 81)
        #expect(diff.differs(column: 0, row: 0))
        #expect(!diff.differs(column: 1, row: 0))
        let box = try! #require(diff.boundingBox)
        expectEqual(box.columns, 0...0)
        expectEqual(box.rows, 0...0)
        expectEqual(diff.whereabouts, "row 1, column 1 (the top left of the screen)")
    }

    @Test func twoCellsSpanTheirBoundingBox() {
        let diff = dots(marking: [(2, 6), (5, 3)]).diff(dots())
        expectEqual(diff.count, 2)
        let box = try! #require(diff.boundingBox)
        expectEqual(box.columns, 2...5)
        expectEqual(box.rows, 3...6)
        #expect(diff.rowDiffers(3))
        #expect(diff.rowDiffers(6))
        #expect(!diff.rowDiffers(4))
        #expect(diff.columnDiffers(2))
        #expect(!diff.columnDiffers(3))
        expectEqual(diff.whereabouts, "rows 4–7, columns 3–6 (the centre of the screen)")
    }

    @Test func whereaboutsNamesTheThirdOfTheScreen() {
        expectEqual(dots().diff(dots(marking: [(4, 4)])).whereabouts, "row 5, column 5 (the centre of the screen)")
        expectEqual(dots().diff(dots(marking: [(7, 3), (8, 5)])).whereabouts, "rows 4–6, columns 8–9 (the right side of the screen)")
        expectEqual(dots().diff(dots(marking: [(0, 4)])).whereabouts, "row 5, column 1 (the left side of the screen)")
        expectEqual(dots().diff(dots(marking: [(4, 8)])).whereabouts, "row 9, column 5 (the bottom of the screen)")
        expectEqual(dots().diff(dots(marking: [(8, 0)])).whereabouts, "row 1, column 9 (the top right of the screen)")
    }

    @Test func everyCellDifferingIsTheWholeScreen() {
        let diff = dots().diff(Frame(columns: 9, rows: 9, fill: "#"))
        expectEqual(diff.count, 81)
        expectEqual(diff.fraction, 1)
        // Not "the centre": a difference over everything is named so.
        expectEqual(diff.whereabouts, "rows 1–9, columns 1–9 (the whole screen)")
    }

    @Test func framesOfDifferentSizesDifferEverywhereOverTheLargerSize() {
        let diff = Frame(lines: ["ab"]).diff(Frame(lines: ["abc", "def"]))
        expectEqual(diff.columns, 3)
        expectEqual(diff.rows, 2)
        expectEqual(diff.count, 6)
        expectEqual(diff.fraction, 1)
        #expect(diff.differs(column: 0, row: 0), "even where the characters agree")
        expectEqual(Frame(lines: ["abc", "def"]).diff(Frame(lines: ["ab"])), diff, "in either order")
    }

    @Test func timeAndDeviceAreNoDifference() {
        let diff = Frame(lines: ["ab"], time: 1, deviceName: "x").diff(Frame(lines: ["ab"], time: 2, deviceName: "y"))
        #expect(diff.isEmpty)
    }
}
