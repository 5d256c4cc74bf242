import Testing
import Frames
import UIKit

@MainActor
struct FrameTests {
    @Test func emptyFrameHasNoCells() {
        let frame = Frame(lines: [])
        #expect(frame.columns == 0)
        #expect(frame.rows == 0)
        #expect(frame.lines.isEmpty)
        #expect(frame.text == "")
        #expect(frame.inkCount == 0)
    }

    @Test func filledFrameRepeatsItsCharacter() {
        let frame = Frame(columns: 3, rows: 2, fill: "#")
        #expect(frame.lines == ["###", "###"])
        #expect(frame.inkCount == 6)
    }

    @Test func linesArePaddedToTheLongestWithSpaces() {
        let frame = Frame(lines: ["ab", "", "abcd"], time: 1.5, deviceName: "tiny")
        #expect(frame.columns == 4)
        #expect(frame.rows == 3)
        #expect(frame.lines == ["ab  ", "    ", "abcd"])
        #expect(frame.text == "ab  \n    \nabcd")
        #expect(frame.description == frame.text)
        #expect(frame.time == 1.5)
        #expect(frame.deviceName == "tiny")
    }

    @Test func linesKeepNonASCIICharactersOneCellEach() {
        let frame = Frame(lines: ["wrap…", "é"])
        #expect(frame.columns == 5)
        #expect(frame[4, 0] == "…")
        #expect(frame[0, 1] == "é")
    }

    @Test func subscriptReadsAndWritesByColumnThenRow() {
        var frame = Frame(lines: ["abc", "def"])
        #expect(frame[0, 0] == "a")
        #expect(frame[2, 0] == "c")
        #expect(frame[0, 1] == "d")
        frame[1, 1] = "#"
        #expect(frame.lines == ["abc", "d#f"])
    }

    @Test func inkCountsCellsThatAreNotSpaces() {
        #expect(Frame(lines: ["a b", "  c"]).inkCount == 3)
    }

    @Test func equalityComparesCharactersOnly() {
        let a = Frame(lines: ["ab"], time: 0, deviceName: "one")
        let b = Frame(lines: ["ab"], time: 2, deviceName: "two")
        #expect(a == b, "time and device do not count")
        #expect(a.hashValue == b.hashValue)
        #expect(a != Frame(lines: ["ax"]))
        #expect(a != Frame(lines: ["ab "]), "a different size is a different frame")
        #expect(Frame(lines: ["ab", "cd"]) != Frame(lines: ["abcd"]), "same cells in another shape")
    }

    @Test func equalityIgnoresColour() {
        // `.red` and `.systemRed` share the character "%" but not the ANSI colour.
        func square(_ color: UIColor) -> Frame {
            let stage = Stage(.cells(2, 1))
            stage.run { stage.root.backgroundColor = color }
            return stage.frame()
        }
        let red = square(.red), systemRed = square(.systemRed)
        #expect(red.lines == ["%%"])
        #expect(red.color(column: 0, row: 0) == 196)
        #expect(systemRed.color(column: 0, row: 0) == 203)
        #expect(red == systemRed)
    }

    @Test func framesBuiltFromTextHaveTheDefaultColour() {
        let frame = Frame(lines: ["ab"])
        #expect(frame.color(column: 0, row: 0) == 0)
        #expect(frame.color(column: 1, row: 0) == 0)
    }
}
