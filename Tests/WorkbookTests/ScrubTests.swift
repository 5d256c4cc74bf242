import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Frames
import Expectations
import Testing
import TestSupport
@testable import Workbook

/// `scrub` without a terminal (one screen printed) and its parts: the moments, the keys.
/// (The keys in a real terminal: WindowFitTests.scrubStepsThroughTimeWithTheKeys.)
@Suite(.serialized)
struct ScrubTests {
    @Test func printedItShowsTheMomentAskedForAsTheRecordingHasIt() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("scrub --at 0.25 --view yours")
        expectEqual(result.exitCode, 0, "\(result.output)")
        #expect(result.output.contains("Recording your animation first (a check)…"), "no check had run: \(result.output)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let status = try #require(lines.first { $0.hasPrefix(" fade-in · yours") })
        expectEqual(status, " fade-in · yours · t = 0.250 s · frame 16/31")
        // The frame is the learner's display frame at that moment, whole (no window to fit).
        let recording = try #require(ExerciseFrames.yourPlayback(try f.scratch.entry("fade"), in: f.session, name: "fade-in"))
        expectEqual(recording.count, 31, "60 display frames a second for 0.5 s")
        let frame = try #require(recording.first { abs(($0.time ?? 0) - 0.25) < 0.001 })
        let shown = lines.filter { $0.hasPrefix("|") }.map { String($0.dropFirst().dropLast()) }
        expectEqual(shown, frame.lines)
        // The note compares the views at the moment the check compares.
        #expect(result.output.contains("At t = 0.25 s the to-view (detail)"), "\(result.output)")
        #expect(lines.last { !$0.isEmpty }?.contains("←/→ frame") == true)
    }

    @Test func theDifferenceMarksTheCellsThatDiffer() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.solve("fade")
        let same = try f.run("scrub --at 0.25 --view difference")
        #expect(!same.output.split(separator: "\n").contains { $0.hasPrefix("|") && $0.contains("#") }, "the solution differs nowhere:\n\(same.output)")
        #expect(same.output.contains("At 0.25 s the views are where the reference has them."), "\(same.output)")
        try f.scratch.patch("fade", "FadeAnimator.swift", replacing: "toView.alpha = 0\n", with: "toView.alpha = 0.6\n")
        let changed = try f.run("scrub --at 0.1 --view difference")
        #expect(changed.output.contains("Your code changed since the last check: checking again…"), "\(changed.output)")
        #expect(changed.output.split(separator: "\n").contains { $0.hasPrefix("|") && $0.contains("#") }, "\(changed.output)")
        #expect(changed.output.contains("alpha"), "\(changed.output)")
    }

    @Test func aCastIsAsciicastVersionTwoAndReplaysTheFramesPlayShows() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let file = f.scratch.workspace.root.appendingPathComponent("fade-in.cast")
        let result = try f.run("play --cast \(file.path)")
        #expect(result.output.contains("Wrote \(file.path): 31 frames over 0.50 s, 99 × 46"), "\(result.output)")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        expectEqual(header["version"] as? Int, 2)
        expectEqual(header["width"] as? Int, 99)
        expectEqual(header["height"] as? Int, 46)
        #expect(header["timestamp"] is Int && header["env"] is [String: String] && header["title"] is String, "\(header)")
        let events = try lines.dropFirst().map { line -> (time: Double, data: String) in
            let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            try #require(array.count == 3 && array[1] as? String == "o", "\(line)")
            return (try #require(array[0] as? Double), try #require(array[2] as? String))
        }
        expectEqual(events.map(\.time), events.map(\.time).sorted(), "in time order")
        // Each screen holds the learner's display frame of its moment, as `play` shows it,
        // beside the reference's; the last event only restores the cursor.
        let yours = try #require(ExerciseFrames.yourPlayback(try f.scratch.entry("fade"), in: f.session, name: "fade-in"))
        expectEqual(events.count, yours.count + 1)
        for (event, frame) in zip(events, yours) {
            expectEqual(event.time, frame.time ?? -1)
            let plain = event.data.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            let rows = plain.components(separatedBy: "\r\n")
            let right = rows.dropFirst(2).prefix(frame.rows).map { String($0.dropFirst(frame.columns + 3).dropFirst().dropLast()) }
            expectEqual(right, frame.lines, "at \(event.time) s")
        }
    }

    @Test func anSVGShowsOneMomentSideBySide() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        _ = try f.run("check")
        let file = f.scratch.workspace.root.appendingPathComponent("moment.svg")
        let result = try f.run("diff 0.25 --svg \(file.path)")
        expectEqual(result.output, "Wrote \(file.path): fade-in, expected and yours at 0.25 s (an SVG picture).\n")
        let data = try Data(contentsOf: file)
        final class Reader: NSObject, XMLParserDelegate {
            var root: String?
            var texts: [String] = []
            var inText = false
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if root == nil { root = name }
                if name == "text" { inText = true; texts.append("") }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { if name == "text" { inText = false } }
            func parser(_ parser: XMLParser, foundCharacters string: String) { if inText { texts[texts.count - 1] += string } }
        }
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        expectEqual(reader.root, "svg")
        let frames = try ExerciseFrames.load(try f.scratch.entry("fade"), in: f.session, name: "fade-in")
        let expected = try #require(frames.expected?.first { abs(($0.time ?? 0) - 0.25) < 0.001 })
        let yours = try #require(frames.yours?.first { abs(($0.time ?? 0) - 0.25) < 0.001 })
        let lines = SideBySide.render(expected, yours, leftCaption: "expected at 0.25 s", rightCaption: "yours at 0.25 s")
        expectEqual(reader.texts, lines)
    }

    @Test func wrongArgumentsSaySo() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        expectEqual(try f.run("scrub --slow 0").output.contains("--slow takes a factor between 0 and 50."), true)
        expectEqual(try f.run("scrub --at=-1").output.contains("--at takes a moment from 0 seconds on."), true)
        let unknown = try f.run("scrub nope")
        #expect(unknown.output.contains("This exercise's animations are: fade-in, fade-out."), "\(unknown.output)")
    }

    @Test func momentsAreEveryFrameOfEitherRecordingAndTheKeysStayWithinThem() {
        func frames(_ times: [Double]) -> [Frame] { times.map { Frame(lines: ["\($0)"], time: $0) } }
        var s = Scrubber(name: "x", expected: frames([0, 0.1, 0.2]), yours: frames([0, 0.05, 0.1, 0.3]), gradedExpected: [], gradedYours: [], view: .sideBySide)
        expectEqual(s.times, [0, 0.05, 0.1, 0.2, 0.3])
        s.step(-1)
        expectEqual(s.time, 0)
        s.step(2)
        expectEqual(s.time, 0.1)
        // The frame on screen at a moment is the last one at or before it.
        expectEqual(Scrubber.frame(s.expected, at: 0.05).lines, ["0.0"])
        expectEqual(Scrubber.frame(s.yours, at: 0.25).lines, ["0.1"])
        s.jump(0.1)
        expectEqual(s.time, 0.2)
        s.jump(0.001)
        expectEqual(s.time, 0.3, "a jump moves at least a frame")
        s.step(5)
        expectEqual(s.time, 0.3)
        #expect(s.atEnd)
        s.home()
        expectEqual(s.time, 0)
        s.move(to: 0.26)
        expectEqual(s.time, 0.3)
        let empty = Scrubber(name: "x", expected: [], yours: [], gradedExpected: [], gradedYours: [], view: .expected)
        expectEqual(empty.times, [0])
    }

    @Test func keysAreReadAsTerminalsSendThem() {
        func key(_ text: String) -> ScrubScreen.Key? { ScrubScreen.Key.parse(Array(text.utf8))?.key }
        expectEqual(key("\u{1B}[C"), .right)
        expectEqual(key("\u{1B}[D"), .left)
        expectEqual(key("\u{1B}[1;2C"), .shiftRight)
        expectEqual(key("\u{1B}[1;2D"), .shiftLeft)
        expectEqual(key("\u{1B}[H"), .home)
        expectEqual(key("\u{1B}OH"), .home)
        expectEqual(key("\u{1B}[1~"), .home)
        expectEqual(key("\u{1B}[F"), .end)
        expectEqual(key("\u{1B}[4~"), .end)
        expectEqual(key("]"), .shiftRight)
        expectEqual(key("["), .shiftLeft)
        expectEqual(key(" "), .space)
        expectEqual(key("e"), .view)
        expectEqual(key("q"), .quit)
        expectEqual(key("x"), .other)
        // Escape alone may be the start of a sequence: undecided until more comes (or time passes).
        expectNil(key("\u{1B}"))
        expectNil(key("\u{1B}[1;"))
        expectEqual(key("\u{1B}x"), .quit)
        expectEqual(ScrubScreen.Key.parse(Array("\u{1B}[Cq".utf8))?.length, 3)
    }
}
