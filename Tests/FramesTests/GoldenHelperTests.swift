import Foundation
import Expectations
import Testing
import Frames

/// The golden-file helper itself: modes, what it writes, what a failure says.
struct GoldenHelperTests {
    /// A fresh, empty goldens directory.
    private func temporaryStore(_ mode: GoldenRecordMode) throws -> GoldenStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return GoldenStore(directory: directory, mode: mode)
    }

    private let picture = Frame(lines: ["ab  ", " cd "], time: 0.5, deviceName: "4x2")
    private let rerun = "RECORD_GOLDENS=all swift test --filter 'Suite/test'"

    private func write(_ frame: Frame, in store: GoldenStore, named name: String) throws {
        try FrameFile.encode(frame).write(to: store.url(named: name), atomically: true, encoding: .utf8)
    }

    private func contents(of store: GoldenStore, named name: String) throws -> String {
        try String(contentsOf: store.url(named: name), encoding: .utf8)
    }

    // MARK: - Modes from the environment

    @Test func modeDefaultsToMissingLocallyAndNeverOnCI() throws {
        expectEqual(try GoldenRecordMode.from(environment: [:]), .missing)
        expectEqual(try GoldenRecordMode.from(environment: ["CI": "true"]), .never)
        expectEqual(try GoldenRecordMode.from(environment: ["CI": "1", "RECORD_GOLDENS": "all"]), .all)
        expectEqual(try GoldenRecordMode.from(environment: ["RECORD_GOLDENS": "failed"]), .failed)
        expectEqual(try GoldenRecordMode.from(environment: ["RECORD_GOLDENS": "NEVER"]), .never)
    }

    @Test func unknownModeIsAnErrorNamingTheValidOnes() {
        #expect {
            try GoldenRecordMode.from(environment: ["RECORD_GOLDENS": "yes"])
        } throws: { error in
            "\(error)" == "RECORD_GOLDENS=yes is not a record mode; use one of missing, failed, all, never."
        }
    }

    @Test func goldensAreFoundBesideTheTestSourcesNotTheWorkingDirectory() {
        let directory = GoldenStore.goldensDirectory
        expectEqual(directory.lastPathComponent, "Goldens")
        expectEqual(directory.deletingLastPathComponent().lastPathComponent, "FramesTests")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("README.md").path))
    }

    // MARK: - Matching

    @Test func matchingGoldenPassesAndIsLeftAlone() throws {
        for mode in GoldenRecordMode.allCases {
            let store = try temporaryStore(mode)
            try write(picture, in: store, named: "same")
            let outcome = try store.check(picture, as: .frame, named: "same", rerun: rerun)
            expectEqual(outcome, GoldenOutcome(failure: nil, wrote: false), "mode \(mode)")
        }
    }

    @Test func assertGoldenRecordsNoIssueForAMatch() throws {
        let store = try temporaryStore(.never)
        try write(picture, in: store, named: "match")
        try assertGolden(picture, named: "match", store: store)
    }

    // MARK: - Mismatches

    @Test func mismatchSaysHowManyCellsWhereAndShowsBothPictures() throws {
        let store = try temporaryStore(.missing)
        try write(picture, in: store, named: "changed")
        var changed = picture
        changed[3, 1] = "#"
        let outcome = try store.check(changed, as: .frame, named: "changed", rerun: rerun)
        let failure = try #require(outcome.failure)
        #expect(!outcome.wrote)
        #expect(failure.contains("The frame differs from the golden in 1 cell (12.5 %): row 2, column 4 (the bottom right of the screen)."))
        let sideBySide = SideBySide.render(picture, changed, leftCaption: "expected", rightCaption: "actual").joined(separator: "\n")
        #expect(failure.contains(sideBySide))
        #expect(failure.contains(rerun))
        expectEqual(try contents(of: store, named: "changed"), FrameFile.encode(picture), "missing mode never overwrites")
    }

    @Test func assertGoldenReportsAMismatchAsAnIssue() throws {
        let store = try temporaryStore(.never)
        try write(picture, in: store, named: "mismatch")
        withKnownIssue("the helper must report this deliberate mismatch") {
            try assertGolden(Frame(lines: ["xxxx", "xxxx"], time: 0.5, deviceName: "4x2"), named: "mismatch", store: store)
        }
    }

    @Test func frameOfAnotherSizeIsAMismatch() throws {
        let store = try temporaryStore(.never)
        try write(picture, in: store, named: "size")
        let failure = try #require(try store.check(Frame(lines: ["ab"], time: 0.5, deviceName: "4x2"), as: .frame, named: "size", rerun: rerun).failure)
        #expect(failure.contains("The frame is 2×1 cells; the golden is 4×2."))
    }

    @Test func differentTimeOrDeviceIsAMismatch() throws {
        let store = try temporaryStore(.never)
        try write(picture, in: store, named: "header")
        var later = picture
        later.time = 0.75
        let failure = try #require(try store.check(later, as: .frame, named: "header", rerun: rerun).failure)
        #expect(failure.contains("The frame is at t=0.750 on device \"4x2\"; the golden is at t=0.500 on \"4x2\"."))
    }

    @Test func sequenceMismatchNamesTheFrame() throws {
        let store = try temporaryStore(.never)
        let second = Frame(lines: ["....", "...."], time: 1, deviceName: "4x2")
        try FrameFile.encode([picture, second]).write(to: store.url(named: "sequence"), atomically: true, encoding: .utf8)
        var changed = second
        changed[0, 0] = "#"
        let failure = try #require(try store.check([picture, changed], as: .frames, named: "sequence", rerun: rerun).failure)
        #expect(failure.contains("Frame 2 of 2 differs from the golden in 1 cell"))
        #expect(!failure.contains("Frame 1 of 2"))
        let shorter = try #require(try store.check([picture], as: .frames, named: "sequence", rerun: rerun).failure)
        #expect(shorter.contains("The golden holds 2 frame(s); the test drew 1."))
    }

    @Test func unreadableGoldenIsReportedWithTheFormatError() throws {
        let store = try temporaryStore(.never)
        try "not a frame\n".write(to: store.url(named: "broken"), atomically: true, encoding: .utf8)
        let failure = try #require(try store.check(picture, as: .frame, named: "broken", rerun: rerun).failure)
        #expect(failure.contains("The golden file cannot be read: frame file, line 1: expected a header"))
    }

    // MARK: - Recording

    @Test func missingModeWritesAnAbsentGoldenAndStillFails() throws {
        let store = try temporaryStore(.missing)
        let outcome = try store.check(picture, as: .frame, named: "new", rerun: rerun)
        #expect(outcome.wrote)
        let failure = try #require(outcome.failure)
        #expect(failure.hasPrefix("Recorded a new golden"))
        expectEqual(try contents(of: store, named: "new"), FrameFile.encode(picture))
        #expect(try store.check(picture, as: .frame, named: "new", rerun: rerun).passed, "passes once recorded")
    }

    @Test func neverModeRefusesToWriteAndFails() throws {
        let store = try temporaryStore(.never)
        let outcome = try store.check(picture, as: .frame, named: "absent", rerun: rerun)
        #expect(!outcome.wrote)
        #expect(!FileManager.default.fileExists(atPath: store.url(named: "absent").path))
        let failure = try #require(outcome.failure)
        #expect(failure.contains("No golden"))
        #expect(failure.contains("RECORD_GOLDENS=missing swift test --filter 'Suite/test'"), "says what to run to record it")
        #expect(failure.contains(FrameFile.encode(picture)), "shows what the test drew")
    }

    @Test func failedAndAllModesRewriteAMismatchAndFail() throws {
        for mode in [GoldenRecordMode.failed, .all] {
            let store = try temporaryStore(mode)
            try write(picture, in: store, named: "rewrite")
            let newer = Frame(lines: ["zzzz", "zzzz"], time: 0.5, deviceName: "4x2")
            let outcome = try store.check(newer, as: .frame, named: "rewrite", rerun: rerun)
            #expect(outcome.wrote, "mode \(mode)")
            expectEqual(outcome.failure?.contains("Rewrote the golden"), true, "mode \(mode)")
            expectEqual(try contents(of: store, named: "rewrite"), FrameFile.encode(newer), "mode \(mode)")
        }
    }

    @Test func allModeNormalisesAMatchingGoldenWithoutFailing() throws {
        let store = try temporaryStore(.all)
        // Same picture, the time written with fewer digits: it matches but is not byte-identical.
        let text = FrameFile.encode(picture).replacingOccurrences(of: "t=0.500", with: "t=0.5")
        try text.write(to: store.url(named: "normalise"), atomically: true, encoding: .utf8)
        let outcome = try store.check(picture, as: .frame, named: "normalise", rerun: rerun)
        expectEqual(outcome, GoldenOutcome(failure: nil, wrote: true))
        expectEqual(try contents(of: store, named: "normalise"), FrameFile.encode(picture))
    }

    @Test func recordedGoldenKeepsTrailingSpacesVisible() throws {
        let store = try temporaryStore(.missing)
        _ = try store.check(picture, as: .frame, named: "spaces", rerun: rerun)
        let lines = try contents(of: store, named: "spaces").split(separator: "\n")
        #expect(lines.contains("|ab  |"))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func rerunCommandNamesTheRunningTest() {
        expectEqual(Golden.rerunCommand(), "RECORD_GOLDENS=all swift test --filter 'GoldenHelperTests/rerunCommandNamesTheRunningTest'")
    }
}
