import Expectations
import Testing
import Frames
import UIKit

@MainActor
struct FrameTests {
    @Test func emptyFrameHasNoCells() {
        let frame = Frame(lines: [])
        expectEqual(frame.columns, 0)
        expectEqual(frame.rows, 0)
        #expect(frame.lines.isEmpty)
        expectEqual(frame.text, "")
        expectEqual(frame.inkCount, 0)
    }

    @Test func filledFrameRepeatsItsCharacter() {
        let frame = Frame(columns: 3, rows: 2, fill: "#")
        expectEqual(frame.lines, ["###", "###"])
        expectEqual(frame.inkCount, 6)
    }

    @Test func linesArePaddedToTheLongestWithSpaces() {
        let frame = Frame(lines: ["ab", "", "abcd"], time: 1.5, deviceName: "tiny")
        expectEqual(frame.columns, 4)
        expectEqual(frame.rows, 3)
        expectEqual(frame.lines, ["ab  ", "    ", "abcd"])
        expectEqual(frame.text, "ab  \n    \nabcd")
        expectEqual(frame.description, frame.text)
        expectEqual(frame.time, 1.5)
        expectEqual(frame.deviceName, "tiny")
    }

    @Test func linesKeepNonASCIICharactersOneCellEach() {
        let frame = Frame(lines: ["wrap…", "é"])
        expectEqual(frame.columns, 5)
        expectEqual(frame[4, 0], "…")
        expectEqual(frame[0, 1], "é")
    }

    @Test func subscriptReadsAndWritesByColumnThenRow() {
        var frame = Frame(lines: ["abc", "def"])
        expectEqual(frame[0, 0], "a")
        expectEqual(frame[2, 0], "c")
        expectEqual(frame[0, 1], "d")
        frame[1, 1] = "#"
        expectEqual(frame.lines, ["abc", "d#f"])
    }

    @Test func inkCountsCellsThatAreNotSpaces() {
        expectEqual(Frame(lines: ["a b", "  c"]).inkCount, 3)
    }

    @Test func equalityComparesCharactersOnly() {
        let a = Frame(lines: ["ab"], time: 0, deviceName: "one")
        let b = Frame(lines: ["ab"], time: 2, deviceName: "two")
        expectEqual(a, b, "time and device do not count")
        expectEqual(a.hashValue, b.hashValue)
        expectNotEqual(a, Frame(lines: ["ax"]))
        expectNotEqual(a, Frame(lines: ["ab "]), "a different size is a different frame")
        expectNotEqual(Frame(lines: ["ab", "cd"]), Frame(lines: ["abcd"]), "same cells in another shape")
    }

    @Test func equalityIgnoresColour() {
        // `.red` and `.systemRed` share the character "%" but not the ANSI colour.
        func square(_ color: UIColor) -> Frame {
            let stage = Stage(.cells(2, 1))
            stage.run { stage.root.backgroundColor = color }
            return stage.frame()
        }
        let red = square(.red), systemRed = square(.systemRed)
        expectEqual(red.lines, ["%%"])
        expectEqual(red.color(column: 0, row: 0), 196)
        expectEqual(systemRed.color(column: 0, row: 0), 203)
        expectEqual(red, systemRed)
    }

    @Test func framesBuiltFromTextHaveTheDefaultColour() {
        let frame = Frame(lines: ["ab"])
        expectEqual(frame.color(column: 0, row: 0), 0)
        expectEqual(frame.color(column: 1, row: 0), 0)
    }
}
