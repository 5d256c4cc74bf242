import Expectations
import Testing
import Frames

struct FrameFileTests {
    private let card = Frame(lines: [" .--. ", " |ab| ", " '--' "], time: 0.25, deviceName: "phone")

    // MARK: - Writing

    @Test func oneFrameIsAHeaderAndABox() {
        #expect(FrameFile.encode(card) == """
            frame 6x3 t=0.250 device=phone
            +------+
            | .--. |
            | |ab| |
            | '--' |
            +------+

            """)
    }

    @Test func unknownTimeIsADashAndNoDeviceIsLeftOut() {
        expectEqual(FrameFile.encode(Frame(lines: ["x"])), "frame 1x1 t=-\n+-+\n|x|\n+-+\n")
    }

    @Test func sequenceSeparatesFramesWithABlankLine() {
        let later = Frame(lines: ["ab"], time: 1, deviceName: "phone")
        expectEqual(FrameFile.encode([card, later]), FrameFile.encode(card) + "\n" + FrameFile.encode(later))
        expectEqual(FrameFile.encode([Frame]()), "")
    }

    // MARK: - Round trips

    @Test func oneFrameRoundTrips() throws {
        let decoded = try FrameFile.decode(FrameFile.encode(card))
        expectEqual(decoded, [card])
        expectEqual(decoded.first?.time, 0.25)
        expectEqual(decoded.first?.deviceName, "phone")
    }

    @Test func manyFramesRoundTripInOrderWithTheirTimes() throws {
        let frames = (0..<4).map { Frame(lines: [String(repeating: "#", count: $0 + 1)], time: Double($0) / 4, deviceName: "d") }
        let decoded = try FrameFile.decode(FrameFile.encode(frames))
        expectEqual(decoded, frames)
        expectEqual(decoded.map(\.time), [0, 0.25, 0.5, 0.75])
        expectEqual(decoded.map(\.columns), [1, 2, 3, 4])
    }

    @Test func trailingSpacesAndBlankRowsSurvive() throws {
        let frame = Frame(lines: ["a   ", "    ", "   b"])
        let text = FrameFile.encode(frame)
        #expect(text.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") }, "no line of the file ends in a space")
        let decoded = try #require(try FrameFile.decode(text).first)
        expectEqual(decoded.lines, ["a   ", "    ", "   b"])
        expectNil(decoded.time)
        expectEqual(decoded.deviceName, "")
    }

    @Test func timeKeepsMilliseconds() throws {
        let decoded = try FrameFile.decode(FrameFile.encode(Frame(lines: ["x"], time: 0.123456)))
        expectEqual(decoded.first?.time, 0.123)
    }

    @Test func emptyFrameRoundTrips() throws {
        expectEqual(try FrameFile.decode(FrameFile.encode(Frame(lines: []))), [Frame(lines: [])])
    }

    @Test func emptyTextHoldsNoFrames() throws {
        #expect(try FrameFile.decode("").isEmpty)
        #expect(try FrameFile.decode("\n\n").isEmpty)
    }

    @Test func extraBlankLinesBetweenFramesAreAllowed() throws {
        let text = "\n" + FrameFile.encode(card) + "\n\n\n" + FrameFile.encode(card)
        expectEqual(try FrameFile.decode(text), [card, card])
    }

    @Test func fileWithoutAFinalNewlineReads() throws {
        expectEqual(try FrameFile.decode("frame 1x1 t=0.000\n+-+\n|x|\n+-+"), [Frame(lines: ["x"])])
    }

    @Test func deviceNameWithASpaceRoundTrips() throws {
        // Authors name their own devices; the header splits its fields at spaces.
        let frame = Frame(lines: ["x"], time: 0, deviceName: "small phone")
        do {
            let decoded = try FrameFile.decode(FrameFile.encode(frame))
            expectEqual(decoded.first?.deviceName, "small phone")
        }
    }

    // MARK: - Malformed files, each with the line of the fault

    /// The description of the error decoding `text` throws, or nil.
    private func fault(decoding text: String) -> String? {
        do {
            _ = try FrameFile.decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func headerMustStartWithFrame() {
        expectEqual(fault(decoding: "hello\n"), "frame file, line 1: " + "expected a header starting with \"frame \", found \"hello\"")
    }

    @Test func timeMustBeANumberOrADash() {
        expectEqual(fault(decoding: "frame 2x1 t=soon\n+--+\n|ab|\n+--+\n"), "frame file, line 1: " + "bad time \"soon\"")
    }

    @Test func sizeMustBeColumnsByRows() {
        expectEqual(fault(decoding: "frame 2y1\n+--+\n|ab|\n+--+\n"), "frame file, line 1: " + "bad size \"2y1\" (expected COLUMNSxROWS)")
        expectEqual(fault(decoding: "frame 2x1 speed=3\n+--+\n|ab|\n+--+\n"), "frame file, line 1: " + "bad size \"speed=3\" (expected COLUMNSxROWS)")
    }

    @Test func headerMustHaveASize() {
        expectEqual(fault(decoding: "frame t=0.5\n+--+\n"), "frame file, line 1: " + "the header has no size")
    }

    @Test func topBorderMustMatchTheWidth() {
        expectEqual(fault(decoding: "frame 2x1\n+---+\n|ab|\n+--+\n"), "frame file, line 2: " + "expected the top border of a 2-column frame")
        expectEqual(fault(decoding: "frame 2x1"), "frame file, line 2: " + "expected the top border of a 2-column frame")
    }

    @Test func rowMustHoldExactlyTheColumnsBetweenBars() {
        expectEqual(fault(decoding: "frame 2x2\n+--+\n|ab|\n|abc|\n+--+\n"), "frame file, line 4: " + "expected |…| with exactly 2 characters inside")
        expectEqual(fault(decoding: "frame 2x1\n+--+\n ab \n+--+\n"), "frame file, line 3: " + "expected |…| with exactly 2 characters inside")
    }

    @Test func fileMustNotEndInsideAFrame() {
        expectEqual(fault(decoding: "frame 2x2\n+--+\n|ab|"), "frame file, line 4: " + "the file ends inside a frame")
    }

    @Test func bottomBorderMustFollowTheRows() {
        expectEqual(fault(decoding: "frame 2x1\n+--+\n|ab|\n"), "frame file, line 4: " + "expected the bottom border")
        expectEqual(fault(decoding: "frame 2x1\n+--+\n|ab|\n|cd|\n"), "frame file, line 4: " + "expected the bottom border")
    }

    @Test func faultInALaterFrameGivesItsLineInTheFile() {
        // Frame 1 takes lines 1–4, line 5 is blank, frame 2's header is line 6.
        let text = FrameFile.encode([Frame(lines: ["ab"]), Frame(lines: ["cd"])]).replacingOccurrences(of: "|cd|", with: "|cde|")
        expectEqual(fault(decoding: text), "frame file, line 8: " + "expected |…| with exactly 2 characters inside")
    }

    @Test func errorCarriesItsLineAndReason() {
        do {
            _ = try FrameFile.decode("frame 1x1\n+-+\n|x|\n")
            Issue.record("a missing bottom border must be rejected")
        } catch {
            expectEqual(error.line, 4)
            expectEqual(error.reason, "expected the bottom border")
        }
    }
}
