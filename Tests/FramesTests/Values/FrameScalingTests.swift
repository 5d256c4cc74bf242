import Expectations
import Testing
import Frames

/// Frames shrunk for a window too small for them (`play`, `diff`): the picture keeps its
/// proportions, text and lines win over blank cells, and graded frames are never touched.
struct FrameScalingTests {
    @Test func aFrameThatFitsIsLeftAsItIs() {
        let frame = Frame(lines: ["ab", "cd"])
        expectEqual(frame.scaled(columns: 2, rows: 2), frame)
        expectEqual(frame.scaled(columns: 9, rows: 9), frame)
        #expect(frame.fittingSize(columns: 10, rows: 10)! == (2, 2))
    }

    @Test func halvingKeepsWhatCarriesMost() {
        // Each 2 × 2 block shows its letter, else its line, else its dot.
        let frame = Frame(lines: [
            "a . -.",
            "      ",
            ". |   ",
            "   . .",
        ])
        let half = frame.scaled(columns: 3, rows: 2)
        expectEqual(half.lines, ["a.-", ".|."])
    }

    @Test func twoLinesOfTextMergedShowOneOfThemWhole() {
        // Every other row of a list: each new row shows one old line, never letters of both.
        let frame = Frame(lines: [
            "[ ] Head torch ",
            "    spare cells",
            "               ",
            "[ ] Wool socks ",
        ])
        let half = frame.scaled(columns: 15, rows: 2)
        expectEqual(half.lines, ["[ ] Head torch ", "[ ] Wool socks "])
        // The upper line wins, even when the lower one is longer; an empty row does not count.
        expectEqual(Frame(lines: ["ab  ", "cdef"]).scaled(columns: 4, rows: 1).lines, ["ab  "])
        expectEqual(Frame(lines: ["    ", "cdef"]).scaled(columns: 4, rows: 1).lines, ["cdef"])
        // Lines and marks still come from every row.
        let drawn = Frame(lines: ["a   ", "  --"]).scaled(columns: 4, rows: 1)
        expectEqual(drawn.lines, ["a --"])
    }

    @Test func timeNotesAndTonesComeAlong() {
        var frame = Frame(lines: ["ab", "cd"], time: 0.25, deviceName: "phone")
        frame.notes = ["> view to-view"]
        frame.tones = [0, 1, 1, 0]
        let one = frame.scaled(columns: 1, rows: 1)
        expectEqual(one.time, 0.25)
        expectEqual(one.notes, frame.notes)
        expectEqual(one.tones, [0.5])
        expectEqual(one.deviceName, "phone (scaled)")
    }

    @Test func theFittingSizeShrinksEachDirectionAsLittleAsItCan() {
        let phone = Frame(columns: 47, rows: 42)
        // An 80 × 24 window: every other row, nearly every column (at most twice as stretched).
        let fit = phone.fittingSize(columns: 78, rows: 21)!
        expectEqual(fit.rows, 21)
        expectEqual(fit.columns, 47)
        let narrow = phone.fittingSize(columns: 30, rows: 21)!
        #expect(narrow == (30, 21))
        // Proportions kept when asked.
        let kept = phone.fittingSize(columns: 78, rows: 21, stretch: 1)!
        #expect(kept == (23, 21))
        // Too small to tell anything: a quarter of the size in either direction.
        expectNil(phone.fittingSize(columns: 78, rows: 9))
        #expect(Frame(lines: []).fittingSize(columns: 5, rows: 5)! == (0, 0))
    }

    @Test func aPairFitsTheWindowSideBySideOrOneAboveTheOther() throws {
        let left = Frame(columns: 47, rows: 42, fill: ".")
        var right = left
        right[3, 3] = "#"
        // Wide and tall enough: side by side, whole.
        let whole = try #require(SideBySide.fitted(left, right, leftCaption: "expected", rightCaption: "yours", width: 120, height: 60))
        #expect(!whole.scaled)
        expectEqual(whole.lines, SideBySide.render(left, right, leftCaption: "expected", rightCaption: "yours"))
        // 80 × 24: shrunk, no line wider or taller than the window.
        let small = try #require(SideBySide.fitted(left, right, leftCaption: "expected", rightCaption: "yours", width: 80, height: 22))
        #expect(small.scaled)
        expectLessOrEqual(small.lines.count, 22)
        #expect(small.lines.allSatisfy { $0.count <= 80 })
        // Narrow and tall: one above the other is larger.
        let narrow = try #require(SideBySide.fitted(left, right, leftCaption: "expected", rightCaption: "yours", width: 50, height: 100))
        #expect(!narrow.scaled)
        expectEqual(narrow.lines.first, " expected")
        #expect(narrow.lines.allSatisfy { $0.count <= 50 })
        // Too small for anything.
        expectNil(SideBySide.fitted(left, right, leftCaption: "", rightCaption: "", width: 20, height: 8))
    }

    @Test func clippingCountsOnlyWhatPrints() {
        let red = "\u{1B}[31m"
        expectEqual(SideBySide.clip("abcdef", to: 3), "abc")
        expectEqual(SideBySide.clip(red + "abcdef", to: 3), red + "abc\u{1B}[0m")
        expectEqual(SideBySide.clip("ab", to: 3), "ab")
    }
}
