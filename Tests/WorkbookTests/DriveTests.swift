import Foundation
import Expectations
import Testing
import TestSupport
import UIKit
@testable import Workbook

/// What `drive` does without a terminal: its keys, what its status line makes of the calls
/// UIKit heard, the gestures it keeps, and the sentences for what cannot be done.
struct DriveScriptTests {
    @Test func keysParseAsTheTerminalSendsThem() {
        func key(_ text: String) -> DriveScreen.Key? { DriveScreen.Key.parse(Array(text.utf8))?.key }
        expectEqual(key("\u{1B}[C"), .arrow(dx: 1, dy: 0, big: false))
        expectEqual(key("\u{1B}[1;2A"), .arrow(dx: 0, dy: -1, big: true))
        expectEqual(key("\u{1B}OB"), .arrow(dx: 0, dy: 1, big: false))
        expectEqual(key("\u{1B}[D"), .arrow(dx: -1, dy: 0, big: false))
        expectEqual(key("\r"), .lift)
        expectEqual(key("f"), .flick)
        expectEqual(key("t"), .tap)
        expectEqual(key("\t"), .anchor)
        expectEqual(key("\u{1B}[Z"), .anchor)
        expectEqual(key("a"), .cursor(dx: -1, dy: 0))
        expectEqual(key("S"), .cursor(dx: 0, dy: 5))
        expectEqual(key("\u{03}"), .quit, "Ctrl-C leaves: the drive turns off the terminal's signals")
        expectEqual(key("q"), .quit)
        expectEqual(key("x"), .other)
        // An escape sequence not complete yet waits for its end; a lone Escape is decided later.
        expectNil(DriveScreen.Key.parse(Array("\u{1B}[1;".utf8)))
        expectNil(DriveScreen.Key.parse(Array("\u{1B}".utf8)))
        expectEqual(DriveScreen.Key.parse(Array("\u{1B}[1;2Cq".utf8))?.length, 6)
    }

    @Test func runsOfUpdatesAreCountedAndTheLatestCallsFit() {
        expectEqual(Driver.summary([]), "")
        expectEqual(Driver.summary(["update(0.10)"]), "update(0.10)")
        expectEqual(Driver.summary(["dismiss began", "update(0.10)", "update(0.25)", "update(0.40)", "cancel()", "completeTransition(false)"]),
                    "dismiss began · update ×3 → 0.40 · cancel() · completeTransition(false)")
        let parts = Driver.parts(["present began", "completeTransition(true)", "dismiss began", "update(0.2)", "update(0.6)", "finish() completionSpeed 2.0", "completeTransition(true)"])
        let lines = Driver.latest(parts, prefix: "UIKit heard: ", width: 50, lines: 2)
        expectEqual(lines.count, 2)
        #expect(lines.allSatisfy { MarkdownRenderer.visibleLength($0) <= 50 }, "\(lines)")
        #expect(lines[0].hasPrefix(" UIKit heard: … ·"), "the earliest calls give way: \(lines)")
        #expect(lines.contains { $0.contains("finish() completionSpeed 2.0") } && lines[1].hasSuffix("completeTransition(true)"),
                "the latest calls stay, each on one line: \(lines)")
        expectEqual(Driver.latest(parts, prefix: "", width: 500), [" " + parts.joined(separator: " · ")])
    }

    @Test func gesturesAreKeptAndABadFileSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drive-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = DriveScript(exercise: "flip-swipe", events: [
            .init(time: 1, kind: .down, x: 4, y: 300), .init(time: 1.05, kind: .move, x: 14, y: 300), .init(time: 1.5, kind: .up, x: 14, y: 300),
        ], calls: ["dismiss began", "update(0.05)"])
        let url = folder.appendingPathComponent("swipe.json")
        try script.write(to: url)
        expectEqual(try DriveScript.read(url), script)

        try Data("{".utf8).write(to: url)
        #expect(throws: CommandError.self) { try DriveScript.read(url) }
        try Data(#"{"format": "asciicast", "version": 1, "exercise": "x", "events": []}"#.utf8).write(to: url)
        let other = try? DriveScript.read(url)
        expectNil(other, "another format is refused")
        var newer = script
        newer.version = DriveScript.currentVersion + 1
        try newer.write(to: url)
        do {
            _ = try DriveScript.read(url)
            Issue.record("a newer version was read")
        } catch let error as CommandError {
            #expect(error.description.contains("newer workbook"), "\(error)")
        }
    }

    @Test func gestureNamesAreWordsOfTheirOwn() {
        for good in ["last", "swipe-slow", "pull_2"] { #expect(throws: Never.self) { try Drives.validate(name: good) } }
        for bad in ["", "../x", "a b", "swipe.json", String(repeating: "a", count: 61)] {
            #expect(throws: (any Error).self, "\(bad)") { try Drives.validate(name: bad) }
        }
    }

    @Test func withoutATerminalOrAGestureItSaysWhatToDo() throws {
        let fixture = try SessionFixture()
        defer { fixture.remove() }
        _ = try fixture.run("go flip-swipe")
        let drive = try fixture.run("drive")
        expectEqual(drive.exitCode, 2)
        #expect(drive.output.contains("needs a terminal") && drive.output.contains("play --drive"), "\(drive.output)")
        let none = try fixture.run("play --drive swipe")
        expectEqual(none.exitCode, 2)
        #expect(none.output.contains("There is no gesture \"swipe\" for flip-swipe") && none.output.contains("`drive` records one"), "\(none.output)")
        let listed = try fixture.run("drive --list")
        #expect(listed.output.contains("No gestures are saved for flip-swipe"), "\(listed.output)")
        let named = try fixture.run("drive --save a/b")
        #expect(named.output.contains("letters, digits"), "\(named.output)")
        let mixed = try fixture.run("scrub swipe --drive last")
        #expect(mixed.output.contains("does not go with an animation"), "\(mixed.output)")
    }
}

/// A kept gesture replayed by `play --drive` (printed, as to a pipe): on the learner's code and on
/// The finger the keys make, on an app of one pannable view: the pan's velocity at the lift is
/// what the keys' pace says, however late the terminal hands them over.
@MainActor
struct DriverTests {
    final class PanApp: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = UIViewController()
            controller.view.addGestureRecognizer(UIPanGestureRecognizer())
            window.rootViewController = controller
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    func driver() throws -> Driver { try Driver(exercise: "pan", makeAppDelegate: { PanApp() }, artDirectory: nil) }

    @Test func keysReadInOneBurstAreAKeyHeldDownNotAFlick() throws {
        // Ten presses read at once (a busy machine): 10 points every 1/25 s, 250 points a second.
        let burst = try driver()
        for _ in 0..<10 { burst.drag(by: CGVector(dx: 0, dy: Driver.step)) }
        burst.lift()
        let velocity = try #require(burst.liftVelocity)
        #expect(abs(velocity.y - 250) < 1, "\(velocity)")
        #expect(velocity.x == 0, "\(velocity)")
        // The kept gesture has the same pace: a replay lifts as fast.
        let moves = burst.events.filter { $0.kind == .move }.map(\.time)
        expectEqual(moves.count, 10)
        for (earlier, later) in zip(moves, moves.dropFirst()) { #expect(abs(later - earlier - 0.04) < 0.0015, "\(moves)") }

        // Presses further apart than a repeat keep their own pace.
        let slow = try driver()
        for _ in 0..<10 {
            slow.drag(by: CGVector(dx: Driver.step, dy: 0))
            slow.advance(0.1)
        }
        slow.lift()
        let slowVelocity = try #require(slow.liftVelocity)
        #expect(abs(slowVelocity.x - 100) < 1, "\(slowVelocity)")

        // A flick is 40 points a display frame, whatever came before it.
        let flick = try driver()
        flick.drag(by: CGVector(dx: 0, dy: Driver.step))
        flick.flick()
        let flickVelocity = try #require(flick.liftVelocity)
        #expect(abs(flickVelocity.y - 2400) < 1, "\(flickVelocity)")
    }
}

/// the reference, and an app that crashes on it said to.
struct DriveReplayTests {
    /// A tap on the card, then a swipe from the left edge, 120 points in 0.6 s.
    static let swipe: DriveScript = {
        var events: [DriveScript.Event] = [.init(time: 0.5, kind: .down, x: 187, y: 333), .init(time: 0.55, kind: .up, x: 187, y: 333),
                                           .init(time: 1.5, kind: .down, x: 4, y: 333)]
        for step in 1...12 { events.append(.init(time: 1.5 + Double(step) * 0.05, kind: .move, x: 4 + Double(step) * 10, y: 333)) }
        events.append(.init(time: 2.2, kind: .up, x: 124, y: 333))
        return DriveScript(exercise: "flip-swipe", events: events)
    }()

    @Test func aGestureReplaysOnYourCodeAndTheReferenceAndACrashIsSaid() throws {
        let fixture = try SessionFixture()
        defer { fixture.remove() }
        try fixture.scratch.solve("flip-card")
        _ = try fixture.run("go flip-swipe")
        try Self.swipe.write(to: Drives.file(try fixture.scratch.entry("flip-swipe"), named: "swipe", in: fixture.scratch.workspace))
        let listed = try fixture.run("drive --list")
        #expect(listed.output.contains("  swipe"), "\(listed.output)")

        let yours = try fixture.run("play --drive swipe")
        expectEqual(yours.exitCode, 0, "\(yours.output)")
        let moments = yours.output.split(separator: "\n").filter { $0.hasPrefix("yours · gesture swipe · t = ") }
        // From 0.2 s before the tap to the app at rest after the lift: a frame every tenth.
        expectGreaterOrEqual(moments.count, 20, "\(moments)")
        expectEqual(moments.first.map(String.init), "yours · gesture swipe · t = 0.00 s")
        let reference = try fixture.run("play --drive swipe --expected")
        expectEqual(reference.exitCode, 0, "\(reference.output)")
        #expect(reference.output.contains("expected · gesture swipe · t = 0.00 s"), "\(reference.output.prefix(400))")

        try fixture.scratch.patch("flip-card", "SwipeInteractionController.swift", replacing: "update(progress)",
                                  with: "let crash: [Int] = []; _ = crash[progress > 0.3 ? 1 : 0]; update(progress)")
        let crashed = try fixture.run("play --drive swipe")
        expectEqual(crashed.exitCode, 2)
        #expect(crashed.output.contains("Your app stopped on a Swift runtime error (Fatal error: Index out of range) while it was driven"), "\(crashed.output)")
    }
}

/// `drive` in a real terminal (tmux, 80 × 24): the learner's own interaction controller hears the
/// keys' finger, short of the threshold and past it, and tells UIKit what the graders' scripted
/// gestures make it tell; the gesture is kept and replays.
@Suite(.serialized)
struct DriveTerminalTests {
    /// The calls of each transition, as kinds in order with runs of updates as one:
    /// ["began dismiss", "update", "cancel", "completeTransition(false)"].
    static func shapes(_ lines: [(transition: Int, call: String)]) -> [[String]] {
        var order: [Int] = []
        var groups: [Int: [String]] = [:]
        for (transition, call) in lines {
            let kind: String?
            if let began = call.range(of: #"^(began [a-z]+|[a-z]+ began)"#, options: .regularExpression) {
                let words = call[began].split(separator: " ")
                kind = "began " + (words[0] == "began" ? words[1] : words[0])
            } else if call.hasPrefix("update") { kind = "update" }
            else if call.hasPrefix("finish") { kind = "finish" }
            else if call.hasPrefix("cancel") { kind = "cancel" }
            else if call.hasPrefix("pause") { kind = "pause" }
            else if call.hasPrefix("completeTransition(") { kind = String(call.prefix { $0 != ")" }) + ")" }
            else { kind = nil }
            guard let kind else { continue }
            if groups[transition] == nil { order.append(transition) }
            if kind == "update", groups[transition]?.last == "update" { continue }
            groups[transition, default: []].append(kind)
        }
        return order.map { groups[$0]! }
    }

    /// The drive's calls, a transition starting at each "… began".
    static func driveShapes(_ calls: [String]) -> [[String]] {
        var number = 0
        return shapes(calls.map { call in
            if call.hasSuffix(" began") { number += 1 }
            return (number, call)
        })
    }

    /// A check's trace lines ("0.512 #3 updateInteractiveTransition(0.4)") by transition.
    static func traceShapes(_ trace: [String]) -> [[String]] {
        shapes(trace.compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count == 3, words[1].hasPrefix("#"), let number = Int(words[1].dropFirst()), number > 0 else { return nil }
            return (number, String(words[2]))
        })
    }

    @Test func callsAreGroupedAsTheyHappen() {
        expectEqual(Self.driveShapes(["present began", "completeTransition(true)", "dismiss began", "update(0.1)", "update(0.2)", "cancel() completionSpeed 1.0", "completeTransition(false)"]),
                    [["began present", "completeTransition(true)"], ["began dismiss", "update", "cancel", "completeTransition(false)"]])
        expectEqual(Self.traceShapes(["0.100 #2 began dismiss A → B", "0.200 #2 updateInteractiveTransition(0.1)", "0.300 #2 updateInteractiveTransition(0.2)",
                                      "0.310 #2 finishInteractiveTransition(0.2)", "0.400 #0 appearance", "0.500 #2 completeTransition(true)"]),
                    [["began dismiss", "update", "finish", "completeTransition(true)"]])
    }

    /// How each exercise's app is driven: the keys that bring up the screen the gesture starts
    /// on, where the finger goes down, and which way it moves; `short` and `past` presses.
    struct Route: Sendable, CustomTestStringConvertible {
        var exercise: String
        var chapter: String
        /// Views to tap, in order, each found with Tab.
        var taps: [String]
        /// The view (or "the left edge") the finger goes down on, and Shift-w presses after.
        var start: String
        var raise: Int
        var direction: String
        var short: Int
        var past: Int
        var testDescription: String { exercise }
    }

    static let routes = [
        Route(exercise: "flip-swipe", chapter: "flip-card", taps: ["card"], start: "the left edge", raise: 0, direction: "Right", short: 8, past: 14),
        Route(exercise: "pull-away", chapter: "magic-move", taps: ["cell.image", "detail.image"], start: "\"photo\"", raise: 4, direction: "Down", short: 10, past: 40),
    ]

    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"), arguments: routes)
    func theKeysAreTheFingerAndTheControllerHearsThem(_ route: Route) async throws {
        let scratch = try TestWorkspace.make(reusingBuilds: true)
        defer { scratch.recycle() }
        try scratch.solve(route.chapter)
        let session = try TerminalSessionTests.Session(scratch.workspace.root, columns: 80, rows: 24, prefix: "workbook-drive")
        defer { session.close() }
        let (name, terminal) = (session.name, TerminalSessionTests())
        func key(_ keys: String...) throws { try session.send(keys) }
        func pane() throws -> [String] { try session.pane() }
        /// The status's sentence on where the cursor is ("" when there is none).
        func cursorLine() throws -> String { try pane().first { $0.contains("The cursor is on ") } ?? "" }
        /// Presses Tab until the status says the cursor is on `target`, each press seen on the
        /// screen before the next (a busy machine draws late: a press not yet drawn would be
        /// pressed again, past the target).
        func aim(at target: String) async throws {
            var last = try cursorLine()
            for _ in 0..<40 {
                try key("Tab")
                var now = last
                for _ in 0..<30 {
                    try await Task.sleep(for: .seconds(0.1))
                    now = try cursorLine()
                    if now != last { break }
                }
                if now.contains("The cursor is on \(target).") { return }
                last = now
            }
            Issue.record("Tab never put the cursor on \(target):\n\(try pane().joined(separator: "\n"))")
        }
        /// Waits until the screen stops changing (the clock in the status aside): a transition
        /// started by a tap has ended.
        func settle() async throws {
            func still() throws -> [String] { try pane().map { $0.contains(" · t ") ? $0.filter { !$0.isNumber } : $0 } }
            var before = try still()
            for _ in 0..<40 {
                try await Task.sleep(for: .seconds(0.3))
                let now = try still()
                if now == before { return }
                before = now
            }
        }
        /// Presses `key` `count` times, a little apart (as a key held down repeats).
        func press(_ name: String, _ count: Int) async throws {
            for _ in 0..<count {
                try key(name)
                try await Task.sleep(for: .seconds(0.04))
            }
        }

        _ = try await terminal.waitFor("fade ❯", in: name)
        try key("go \(route.exercise)", "Enter")
        _ = try await terminal.waitFor("\(route.exercise) ❯", in: name, asLastLine: true)
        try key("drive", "Enter")
        _ = try await terminal.waitFor("drive \(route.exercise) · t ", in: name, timeout: 90)
        for view in route.taps {
            try await aim(at: "\"\(view)\"")
            try key("t")
            try await Task.sleep(for: .seconds(0.6))
            try await settle()
        }
        /// Waits until the status lines say, after the last transition began, `first` and then
        /// `then`.
        func waitFor(_ first: String, then: String) async throws -> String {
            for _ in 0..<100 {
                let text = try pane().joined(separator: "\n")
                if let began = text.range(of: " began", options: .backwards), let at = text[began.upperBound...].range(of: first),
                   text[at.upperBound...].contains(then) { return text }
                try await Task.sleep(for: .seconds(0.1))
            }
            let text = try pane().joined(separator: "\n")
            Issue.record("timed out waiting for \(first) then \(then):\n\(text)")
            return text
        }
        for (ending, completion, presses) in [("cancel()", "completeTransition(false)", route.short), ("finish()", "completeTransition(true)", route.past)] {
            try await aim(at: route.start)
            try await press("W", route.raise)
            try await press(route.direction, presses)
            let dragging = try await terminal.waitFor("finger down", in: name)
            #expect(dragging.contains("percentComplete 0."), "the status line follows the progress:\n\(dragging)")
            try key("Enter")
            let status = try await waitFor(ending, then: completion)
            #expect(status.contains("Lifted at ("), "\(status)")
            let lines = try pane()
            #expect(lines.allSatisfy { MarkdownRenderer.visibleLength($0) <= 80 }, "\(lines.joined(separator: "\n"))")
            try await settle()
        }
        // A flick from just past the start: `f` throws the finger on in the last direction.
        try await aim(at: "\"\(route.taps.last!)\"")
        try key("t")
        try await Task.sleep(for: .seconds(0.6))
        try await settle()
        try await aim(at: route.start)
        try await press("W", route.raise)
        try await press(route.direction, 2)
        try key("f")
        let flicked = try await waitFor("finish()", then: "completeTransition(true)")
        if route.exercise == "pull-away" {
            // Chapter 7 plays the rest faster after a fast flick.
            #expect(flicked.contains("finish() completionSpeed "), "\(flicked)")
        }
        try await Task.sleep(for: .seconds(1))
        try key("q")
        _ = try await terminal.waitFor("Kept the gesture as \"last\"", in: name)
        try await terminal.waitForPrompt(in: name)
        let lines = try pane()
        #expect(!lines.contains { $0.contains("drive \(route.exercise) · t ") }, "the drive's screen is gone:\n\(lines.joined(separator: "\n"))")

        // The controller told UIKit what the graders' own gestures make it tell, in that order.
        let entry = try scratch.entry(route.exercise)
        let script = try DriveScript.read(Drives.file(entry, named: "last", in: scratch.workspace))
        let driven = Self.driveShapes(script.calls).filter { $0.contains("finish") || $0.contains("cancel") }
        expectEqual(driven.map { $0.contains("finish") }, [false, true, true], "a short drag, a long one, a flick: \(driven)")
        let outcome = try scratch.check(route.exercise) { $0.grading.includeTrace = true }
        expectEqual(outcome.report.status, .pass, "\(outcome.messages)")
        let graded = Set(outcome.report.tests.flatMap { Self.traceShapes($0.trace ?? []) })
        for shape in driven {
            #expect(graded.contains(shape), "the drive's \(shape) is not among the graders' gestures: \(graded)")
        }

        // The gesture replays, on the learner's code and on the reference.
        try key("scrub --drive last", "Enter")
        let scrub = try await terminal.waitFor("gesture last · side by side · t = 0.000 s", in: name, timeout: 90)
        #expect(scrub.contains("expected") && scrub.contains("yours"), "\(scrub)")
        try key("End")
        _ = try await terminal.waitFor("the same to the eye", in: name)
        try key("q")
        try await terminal.waitForPrompt(in: name)

        // A drive redraws in a resized window, and Ctrl-C leaves it as q does, keeping the last
        // gesture when no finger touched.
        try key("clear", "Enter")
        try key("drive", "Enter")
        _ = try await terminal.waitFor("drive \(route.exercise) · t ", in: name, timeout: 60)
        try TerminalSessionTests.tmux(["resize-window", "-t", name, "-x", "60", "-y", "20"])
        try await Task.sleep(for: .seconds(0.5))
        let resized = try pane()
        #expect(resized.contains { $0.contains("drive \(route.exercise) · t ") } && resized.allSatisfy { MarkdownRenderer.visibleLength($0) <= 60 },
                "\(resized.joined(separator: "\n"))")
        try key("C-c")
        _ = try await terminal.waitFor("No finger touched the screen", in: name)
        try await terminal.waitForPrompt(in: name)
        expectEqual(try DriveScript.read(Drives.file(entry, named: "last", in: scratch.workspace)), script, "the kept gesture stays")
    }
}
