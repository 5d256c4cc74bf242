import Expectations
import Testing
import Frames

struct SideBySideTests {
    private let expected = Frame(lines: ["abc", "def"])

    @Test func equalFramesHaveCaptionsAndNoMarkers() {
        #expect(SideBySide.render(expected, expected, leftCaption: "expected", rightCaption: "yours") == [
            " expe yours",
            "+---+ +---+",
            "|abc| |abc|",
            "|def| |def|",
            "+---+ +---+",
        ])
    }

    @Test func differenceIsMarkedInTheGutterAndUnderTheColumns() {
        var yours = expected
        yours[2, 1] = "#"
        #expect(SideBySide.render(expected, yours, leftCaption: "expected", rightCaption: "yours") == [
            " expe yours",
            "+---+ +---+",
            "|abc| |abc|",
            "|def|>|de#|",
            "+---+ +---+",
            "         ^",
        ])
    }

    @Test func markerRowSitsUnderTheRightFramesColumns() {
        var yours = Frame(columns: 10, rows: 3, fill: ".")
        yours[0, 0] = "#"
        yours[9, 2] = "#"
        let lines = SideBySide.render(Frame(columns: 10, rows: 3, fill: "."), yours, leftCaption: "", rightCaption: "")
        let rightFrameLine = lines[2]
        let markerLine = try! #require(lines.last)
        // The first '#' of the right frame and the first '^' are in the same column.
        expectEqual(rightFrameLine.firstIndex(of: "#").map { rightFrameLine.distance(from: rightFrameLine.startIndex, to: $0) }, markerLine.firstIndex(of: "^").map { markerLine.distance(from: markerLine.startIndex, to: $0) })
        expectEqual(markerLine.filter { $0 == "^" }.count, 2)
        expectEqual(lines.filter { $0.contains("|>|") }.count, 2, "rows 1 and 3 marked")
    }

    @Test func captionsStartAboveEachFrame() {
        // The left caption is indented by one (over the left border), the right one starts
        // over the right frame's border (after the one-column gutter).
        let wide = Frame(columns: 12, rows: 1, fill: " ")
        let lines = SideBySide.render(wide, wide, leftCaption: "expected", rightCaption: "yours")
        expectEqual(lines[0], " expected" + String(repeating: " ", count: 14 - 9) + " yours")
        expectEqual(String(lines[0].dropFirst(14 + 1)), "yours")
    }

    @Test func widthIsTwoBoxedFramesAndTheGutter() {
        var yours = expected
        yours[0, 0] = "#"
        let lines = SideBySide.render(expected, yours, leftCaption: "expected", rightCaption: "actual")
        for line in lines.dropFirst().dropLast() {
            expectEqual(line.count, SideBySide.width(columns: 3))
        }
        expectEqual(SideBySide.width(columns: 3), 11)
    }

    @Test func framesOfDifferentSizesAreShownWithoutMarkers() {
        let lines = SideBySide.render(Frame(lines: ["ab"]), Frame(lines: ["abc", "def"]), leftCaption: "expected", rightCaption: "yours")
        #expect(lines == [
            " exp yours",
            "+--+ +---+",
            "|ab| |abc|",
            "+--+ |def|",
            "     +---+",
        ])
    }

    @Test func phoneFramesFitSideBySideInAHundredColumns() {
        // The issue: "a default phone-like device whose frames fit two side by side, with a
        // gutter, in a 100-column terminal".
        do {
            expectLessOrEqual(SideBySide.width(columns: Device.phone.columns), 100)
        }
    }

    @Test func ansiStyleColoursCellsAndReversesDifferences() {
        var yours = expected
        yours[1, 0] = "#"
        let lines = SideBySide.render(expected, yours, leftCaption: "e", rightCaption: "y", style: .ansi)
        expectEqual(lines[2], "|abc|>|a\u{1B}[7m#\u{1B}[0mc|")
        #expect(!lines[2].prefix(5).contains("\u{1B}"), "the expected side is not highlighted")
    }
}
