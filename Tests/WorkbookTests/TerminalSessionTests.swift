import Foundation
import Frames
import Expectations
import Testing
import TestSupport
import Workbook

/// The REPL in a real terminal (tmux): the prompt, history with the up arrow, tab completion,
/// Ctrl-C cancelling a playback and clearing a line, Ctrl-D leaving.
@Suite(.serialized)
struct TerminalSessionTests {
    /// Runs tmux with `arguments`; returns its output.
    /// (The output goes through a file: the tmux server the first call starts would otherwise
    /// hold the pipe open.)
    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ChildProcess.run(["tmux"] + arguments, output: .file(file), timeout: 30)
        if result.timedOut { Issue.record("tmux \(arguments.joined(separator: " ")) did not end within 30 s") }
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// A tmux session running the workbook (colours on, `PAGER=cat`) in `directory`,
    /// `columns` × `rows`: its keys and its screen. Close it with `close()` (a `defer`).
    struct Session {
        let name: String

        init(_ directory: URL, columns: Int, rows: Int, prefix: String = "workbook") throws {
            let toolchain = try #require(TestWorkspace.toolchain)
            name = "\(prefix)-\(UUID().uuidString.prefix(8))"
            try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "-c", directory.path,
                                           "env TERM=xterm-256color PAGER=cat \(toolchain.executable.path); sleep 5"])
        }

        /// Sends keys, as tmux names them ("Enter", "S-Right", "C-c") or as text.
        func key(_ keys: String...) throws { try send(keys) }
        func send(_ keys: [String]) throws { try TerminalSessionTests.tmux(["send-keys", "-t", name] + keys) }

        /// The lines on screen now.
        func pane() throws -> [String] {
            try TerminalSessionTests.tmux(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        func close() { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
    }

    static var tmuxAvailable: Bool {
        (try? tmux(["-V"]))?.hasPrefix("tmux") ?? false
    }

    /// The last lines of a captured pane that show something: what a failure report keeps
    /// (`Scripts/test` prints a few lines per issue, and the pane's bottom is where it went wrong).
    static func tail(of pane: String, lines: Int = 20) -> String {
        var rows = pane.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = rows.last, last.trimmingCharacters(in: .whitespaces).isEmpty { rows.removeLast() }
        return rows.suffix(lines).joined(separator: "\n")
    }

    /// Waits until the pane shows `text` (or times out) and returns the pane. The wait is a
    /// `Task.sleep`, which gives the test's thread to other tests; a resumption that comes late
    /// on a loaded machine still looks once more after the deadline.
    func waitFor(_ text: String, in session: String, asLastLine: Bool = false, timeout: TimeInterval = 20) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var pane = ""
        func shows() throws -> Bool {
            pane = try Self.tmux(["capture-pane", "-p", "-t", session])
            if asLastLine {
                let last = pane.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                return last?.trimmingCharacters(in: .whitespaces) == text
            }
            return pane.contains(text)
        }
        while Date() < deadline {
            if try shows() { return pane }
            try await Task.sleep(for: .seconds(0.1))
        }
        if try shows() { return pane }
        Issue.record("timed out waiting for \"\(text)\"; the pane ends with:\n\(Self.tail(of: pane))")
        return pane
    }

    /// Waits until the last line shown is an empty prompt (a command has finished).
    func waitForPrompt(in session: String, timeout: TimeInterval = 60) async throws {
        _ = try await waitFor(#"^[a-z-]+ ❯\s*$"#, in: session, matching: true, timeout: timeout)
    }

    /// `waitFor` with `pattern` a regular expression the last line shown must match.
    func waitFor(_ pattern: String, in session: String, matching: Bool, timeout: TimeInterval) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var pane = ""
        func shows() throws -> Bool {
            pane = try Self.tmux(["capture-pane", "-p", "-t", session])
            let last = pane.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return last.map { $0.range(of: pattern, options: .regularExpression) != nil } ?? false
        }
        while Date() < deadline {
            if try shows() { return pane }
            try await Task.sleep(for: .seconds(0.1))
        }
        if try shows() { return pane }
        Issue.record("timed out waiting for a last line like \(pattern); the pane ends with:\n\(Self.tail(of: pane))")
        return pane
    }

    @Test(.enabled(if: tmuxAvailable, "tmux is installed by the test command (Scripts/test)"))
    func promptHistoryCompletionAndExit() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let name = "workbook-test-\(UUID().uuidString.prefix(8))"
        try Self.tmux(["new-session", "-d", "-s", name, "-x", "120", "-y", "50", "-c", scratch.workspace.root.path,
                       "env NO_COLOR=1 \(toolchain.executable.path); sleep 5"])
        defer { _ = try? Self.tmux(["kill-session", "-t", name]) }

        _ = try await waitFor("fade ❯", in: name)

        // Tab completes a command name.
        try Self.tmux(["send-keys", "-t", name, "prog", "Tab"])
        _ = try await waitFor("fade ❯ progress", in: name)
        try Self.tmux(["send-keys", "-t", name, "Enter"])
        _ = try await waitFor("0/\(scratch.catalog.entries.count) exercises", in: name)

        // Tab completes an exercise id after `go`.
        try Self.tmux(["send-keys", "-t", name, "go flip-d", "Tab", "Enter"])
        _ = try await waitFor("flip-dismiss ❯", in: name)

        // The up arrow recalls the previous lines.
        try Self.tmux(["send-keys", "-t", name, "Up"])
        _ = try await waitFor("flip-dismiss ❯ go flip-dismiss", in: name)
        try Self.tmux(["send-keys", "-t", name, "Up"])
        _ = try await waitFor("flip-dismiss ❯ progress", in: name)
        try Self.tmux(["send-keys", "-t", name, "C-u"])

        // Ctrl-C stops a playback and returns to the prompt.
        // The first playback of the reference records it (a build of the chapter's solution):
        // on a machine busy with the rest of the suite that can take minutes.
        try Self.tmux(["send-keys", "-t", name, "play --expected --slow 20", "Enter"])
        _ = try await waitFor("any key stops", in: name, timeout: 300)
        try Self.tmux(["send-keys", "-t", name, "C-c"])
        // The prompt must come back by itself: Ctrl-C was once lost for a whole session (libedit
        // put back "ignored" over a handler installed late), and a key typed next then stopped
        // the playback instead and was used up.
        _ = try await waitFor("flip-dismiss ❯", in: name, asLastLine: true)
        try Self.tmux(["send-keys", "-t", name, "list", "Enter"])
        _ = try await waitFor("0 of \(scratch.catalog.entries.count) done", in: name)

        // Ctrl-C while the reference is being recorded for its first playback ends `play`: it
        // does not go on to play the graded moments instead (a key typed next would stop that
        // playback and be used up).
        try Self.tmux(["send-keys", "-t", name, "go fade", "Enter"])
        _ = try await waitFor("fade ❯", in: name, asLastLine: true)
        try Self.tmux(["send-keys", "-t", name, "play --expected", "Enter"])
        // The last line: flip-dismiss's playback above said the same.
        _ = try await waitFor("Recording the reference animation for playback (once)…", in: name, asLastLine: true, timeout: 60)
        try Self.tmux(["send-keys", "-t", name, "C-c"])
        let cancelled = try await waitFor("fade ❯", in: name, asLastLine: true, timeout: 60)
        #expect(cancelled.contains("Recording cancelled."), "\(Self.tail(of: cancelled))")

        // Ctrl-C at the prompt drops the line and prompts again; it does not leave.
        try Self.tmux(["send-keys", "-t", name, "abc"])
        _ = try await waitFor("fade ❯ abc", in: name, asLastLine: true)
        try Self.tmux(["send-keys", "-t", name, "C-c"])
        let afterCtrlC = try await waitFor("fade ❯", in: name, asLastLine: true)
        #expect(!afterCtrlC.contains("See you soon."), "Ctrl-C at the prompt ended the session:\n\(afterCtrlC)")

        // Ctrl-D leaves.
        try Self.tmux(["send-keys", "-t", name, "C-d"])
        _ = try await waitFor("See you soon.", in: name)

        // The history was saved for next time.
        let history = try String(contentsOf: scratch.workspace.historyFile, encoding: .utf8)
        // libedit's format escapes spaces as \040.
        #expect(history.contains("go\\040flip-dismiss") || history.contains("go flip-dismiss"), "\(history)")
    }
}

/// What a learner sees fits the window: 80 × 24 (a terminal's default) and 160 × 50, in colour.
@Suite(.serialized)
struct WindowFitTests {
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (160, 50)]

    /// The pane's lines so far (the scrollback too), with wrapped lines joined: a line longer
    /// than the window is one the terminal had to wrap.
    func transcript(_ session: String) throws -> [String] {
        try TerminalSessionTests.tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", session])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
    }

    /// Lines in the scrollback plus the cursor's row: what has been printed so far.
    func printedLines(_ session: String) throws -> Int {
        let numbers = try TerminalSessionTests.tmux(["display", "-p", "-t", session, "#{history_size} #{cursor_y}"])
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return numbers.reduce(0, +)
    }

    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"),
          arguments: [0, 1])
    func everythingFitsTheWindow(_ size: Int) async throws {
        let (columns, rows) = Self.sizes[size]
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let name = "workbook-fit-\(UUID().uuidString.prefix(8))"
        let terminal = TerminalSessionTests()
        // PAGER=cat: long text is printed (folded to the width) instead of paged, so it can be read back.
        try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "-c", scratch.workspace.root.path,
                                       "env TERM=xterm-256color PAGER=cat \(toolchain.executable.path); sleep 5"])
        defer { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
        _ = try await terminal.waitFor("fade ❯", in: name)

        // The prompt's escape codes are marked as non-printing: none shows as text.
        let pane = try TerminalSessionTests.tmux(["capture-pane", "-p", "-t", name])
        #expect(!pane.contains("[1m") && !pane.contains("[0m"), "stray escape codes in the prompt:\n\(pane)")

        // The first `play --expected` records the reference's display frames (one line says so).
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "play --expected --once", "Enter"])
        try await Task.sleep(for: .seconds(0.3))
        try await terminal.waitForPrompt(in: name)

        // `play` draws on the alternate screen: a status line while it plays, nothing left in
        // the scrollback afterwards but the command's own line.
        // (Slow enough to be seen on a loaded machine, then stopped with a key.)
        let before = try printedLines(name)
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "play --expected --once --slow 40", "Enter"])
        let playing = try await terminal.waitFor("any key stops", in: name)
        #expect(playing.contains("expected · fade-in"), "\(playing)")
        expectLessOrEqual(playing.split(separator: "\n").count, rows)
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "x"])
        _ = try await terminal.waitFor("fade ❯", in: name, asLastLine: true, timeout: 30)
        expectLessOrEqual(try printedLines(name) - before, 1, "play left lines behind")

        // A failed check, its frames, `diff`, `show` and `solution`: no line wider than the window.
        for command in ["check", "diff", "show", "solution --yes", "go flip-present", "check", "diff"] {
            try TerminalSessionTests.tmux(["send-keys", "-t", name, command, "Enter"])
            try await Task.sleep(for: .seconds(0.3))
            try await terminal.waitForPrompt(in: name)
        }
        let lines = try transcript(name)
        let wide = lines.filter { $0.count > columns }
        #expect(wide.isEmpty, "lines wider than \(columns) columns:\n\(wide.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("expected at") }, "the frames were shown:\n\(lines.joined(separator: "\n"))")
    }

    /// With a Chinese locale at 80 × 24: the banner, chapter 0's text and hints and chapter 8's
    /// text are shown in Chinese, no line is wider than the window (a Chinese character takes
    /// two columns) and none begins with ，or 。.
    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"))
    func chineseTextFitsTheWindowAndBreaksWhereChineseBreaks() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let name = "workbook-zh-\(UUID().uuidString.prefix(8))"
        let terminal = TerminalSessionTests()
        try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", "-c", scratch.workspace.root.path,
                                       "env TERM=xterm-256color LANG=zh_CN.UTF-8 PAGER=cat \(toolchain.executable.path); sleep 5"])
        defer { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
        _ = try await terminal.waitFor("fade ❯", in: name)
        for command in ["lang", "show", "hint", "hint", "hint", "help", "help check", "show catch-in-flight", "show dim-behind"] {
            try TerminalSessionTests.tmux(["send-keys", "-t", name, command, "Enter"])
            try await Task.sleep(for: .seconds(0.3))
            try await terminal.waitForPrompt(in: name)
        }
        let lines = try transcript(name)
        #expect(lines.contains { $0.contains("简体中文") }, "lang says Chinese:\n\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("转场") }, "the texts are in Chinese")
        let wide = lines.filter { DisplayWidth.of($0) > 80 }
        #expect(wide.isEmpty, "lines wider than 80 columns:\n\(wide.joined(separator: "\n"))")
        // The text of a line, after the margin, a list bullet or a quote's bar.
        let starts = lines.compactMap { line -> Character? in line.drop { " •│┃>-".contains($0) }.first }
        #expect(!starts.contains("，") && !starts.contains("。"), "a line begins with ，or 。:\n\(lines.filter { ($0.drop { " •│┃>-".contains($0) }.first).map { "，。".contains($0) } ?? false }.joined(separator: "\n"))")
    }

    /// In Chinese, at 80 × 24: chapter 0 solved passes, and the first exercise of every other
    /// chapter, as it comes (its stubs), fails — every line of it in Chinese, apart from code,
    /// ids and what other programs say (`EnglishProse`), none wider than the window, none
    /// beginning with ，or 。.
    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"))
    func checksSpeakChineseInEveryChapter() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let fade = try scratch.entry("fade")
        for file in fade.exercise.files {
            let solved = try String(contentsOf: scratch.workspace.solutionFile(fade.chapter, file), encoding: .utf8)
            try solved.write(to: scratch.workspace.lessonFile(fade.chapter, file), atomically: true, encoding: .utf8)
        }
        let name = "workbook-zh-check-\(UUID().uuidString.prefix(8))"
        let terminal = TerminalSessionTests()
        try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", "-c", scratch.workspace.root.path,
                                       "env TERM=xterm-256color LANG=zh_CN.UTF-8 PAGER=cat \(toolchain.executable.path); sleep 5"])
        defer { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
        _ = try await terminal.waitFor("fade ❯", in: name)
        let firsts = scratch.catalog.chapters.dropFirst().compactMap { $0.exercises.first?.id }
        for command in ["check"] + firsts.flatMap { ["go \($0)", "check"] } {
            try TerminalSessionTests.tmux(["send-keys", "-t", name, command, "Enter"])
            try await Task.sleep(for: .seconds(0.3))
            try await terminal.waitForPrompt(in: name, timeout: 180)
        }
        let lines = try transcript(name)
        let all = lines.joined(separator: "\n")
        #expect(all.contains("项检查全部通过"), "chapter 0 passes:\n\(all)")
        #expect(lines.filter { $0.contains("项检查中通过了") }.count == firsts.count, "every other chapter's first exercise fails:\n\(all)")
        // A frame is a picture of the app (its labels are the app's own words).
        let prose = lines.filter { !$0.contains("│") && !$0.contains("┃") && !$0.contains("|") }
        let english = prose.filter { !EnglishProse.runs(in: $0).isEmpty }
        #expect(english.isEmpty, "English left:\n\(english.joined(separator: "\n"))")
        let wide = lines.filter { DisplayWidth.of($0) > 80 }
        #expect(wide.isEmpty, "lines wider than 80 columns:\n\(wide.joined(separator: "\n"))")
        let starts = lines.compactMap { line -> Character? in line.drop { " •│┃>-✗✓".contains($0) }.first }
        #expect(!starts.contains("，") && !starts.contains("。"), "a line begins with ，or 。")
    }

    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"))
    func watchRedrawsAndTakesSingleKeys() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let name = "workbook-watch-\(UUID().uuidString.prefix(8))"
        let terminal = TerminalSessionTests()
        try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", "-c", scratch.workspace.root.path,
                                       "env TERM=xterm-256color PAGER=cat \(toolchain.executable.path); sleep 5"])
        defer { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
        _ = try await terminal.waitFor("fade ❯", in: name)
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "watch", "Enter"])
        // The screen is redrawn: the exercise and the progress bar at the top, then the verdict.
        let first = try await terminal.waitFor("q quit", in: name)
        expectEqual(first.split(separator: "\n").first?.contains("Watching fade"), true, "\(first)")
        #expect(first.contains("0/\(scratch.catalog.entries.count) exercises"))
        #expect(!first.contains("n next"), "no next before a pass")
        // `h` shows a hint at once, without Enter.
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "h"])
        _ = try await terminal.waitFor("Hint 1 of", in: name)
        // `c` checks again.
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "c"])
        _ = try await terminal.waitFor("check 2", in: name)
        _ = try await terminal.waitFor("q quit", in: name)
        // Saving the file checks again too.
        let file = scratch.workspace.lessonFile(try scratch.entry("fade").chapter, "FadeAnimator.swift")
        try (String(contentsOf: file, encoding: .utf8) + "\n").write(to: file, atomically: true, encoding: .utf8)
        _ = try await terminal.waitFor("check 3", in: name)
        _ = try await terminal.waitFor("q quit", in: name)
        // `q` leaves the watch, back at the prompt.
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "q"])
        _ = try await terminal.waitFor("Stopped watching.", in: name)
        try await terminal.waitForPrompt(in: name)
    }

    /// `scrub` at 80 × 24 and 160 × 50: the keys move through time as the status line says, the
    /// frames are those `diff` shows at the same moment, and the screen comes back on `q`, on
    /// Escape and on Ctrl-C; a resized window is drawn again within its new width.
    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"),
          arguments: [0, 1])
    func scrubStepsThroughTimeWithTheKeys(_ size: Int) async throws {
        let (columns, rows) = Self.sizes[size]
        let scratch = try TestWorkspace.make(reusingBuilds: true)
        defer { scratch.recycle() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let name = "workbook-scrub-\(UUID().uuidString.prefix(8))"
        let terminal = TerminalSessionTests()
        try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "-c", scratch.workspace.root.path,
                                       "env TERM=xterm-256color PAGER=cat \(toolchain.executable.path); sleep 5"])
        defer { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
        _ = try await terminal.waitFor("fade ❯", in: name)
        func key(_ keys: String...) throws { try TerminalSessionTests.tmux(["send-keys", "-t", name] + keys) }
        func pane() throws -> [String] { try TerminalSessionTests.tmux(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

        // With no check yet, it checks first (and records the reference's display frames once).
        try key("scrub", "Enter")
        _ = try await terminal.waitFor("fade-in · side by side · t = 0.000 s · frame 1/31", in: name, timeout: 60)
        try key("Right", "Right", "Right")
        _ = try await terminal.waitFor("t = 0.050 s · frame 4/31", in: name)
        try key("]")
        _ = try await terminal.waitFor("t = 0.150 s · frame 10/31", in: name)
        try key("S-Right")
        _ = try await terminal.waitFor("t = 0.250 s · frame 16/31", in: name)
        try key("Left")
        _ = try await terminal.waitFor("t = 0.233 s · frame 15/31", in: name)
        try key("End")
        _ = try await terminal.waitFor("t = 0.500 s · frame 31/31", in: name)
        try key("Home", "e")
        _ = try await terminal.waitFor("fade-in · expected · t = 0.000 s", in: name)
        try key("e")
        _ = try await terminal.waitFor("fade-in · yours · t = 0.000 s", in: name)
        try key("e")
        let difference = try await terminal.waitFor("fade-in · difference · t = 0.000 s", in: name)
        // The pristine stub: UIKit's own slide; the note says how the views differ from the reference's.
        #expect(difference.contains("At t = 0.00 s the to-view (detail)"), "\(difference)")
        #expect(try pane().allSatisfy { $0.count <= columns })
        /// The screen once it has stopped changing: a capture can catch a redraw half done.
        func settledPane() async throws -> String {
            var before = try pane()
            for _ in 0..<30 {
                try await Task.sleep(for: .seconds(0.1))
                let now = try pane()
                if now == before { break }
                before = now
            }
            return before.joined(separator: "\n")
        }
        try key("e", "S-Right", "S-Right", "Right", "Right", "Right")
        _ = try await terminal.waitFor("fade-in · side by side · t = 0.250 s · frame 16/31", in: name)
        let scrubbed = try await settledPane()
        // Space plays to the end, slowed down.
        try key("Space")
        _ = try await terminal.waitFor("t = 0.500 s · frame 31/31", in: name, timeout: 30)
        try key("q")
        _ = try await terminal.waitFor("fade ❯", in: name, asLastLine: true)
        #expect(!(try pane().contains { $0.contains("frame 31/31") }), "the alternate screen is gone")

        if rows >= 50 {
            // As large as the window allows, the frames are `diff`'s at the same moment, cell for cell.
            try key("diff 0.25", "Enter")
            _ = try await terminal.waitFor("fade-in: ", in: name)
            try await terminal.waitForPrompt(in: name)
            let shown = try await settledPane()
            func frameRows(_ text: [String]) -> [String] { text.filter { $0.hasPrefix("|") || $0.hasPrefix("+") } }
            let diffRows = frameRows(shown.split(separator: "\n").map(String.init))
            let scrubRows = frameRows(scrubbed.split(separator: "\n").map(String.init))
            expectEqual(scrubRows.count, 44, "two frames of 42 rows in their boxes")
            expectEqual(scrubRows, diffRows)
        }

        // Escape and Ctrl-C leave too; a resized window is drawn again.
        try key("scrub --view yours", "Enter")
        _ = try await terminal.waitFor("fade-in · yours · t = 0.000 s", in: name)
        try TerminalSessionTests.tmux(["resize-window", "-t", name, "-x", "70", "-y", "20"])
        _ = try await terminal.waitFor("fade-in · yours · t = 0.000 s · frame 1/31", in: name)
        try await Task.sleep(for: .seconds(0.3))
        let resized = try pane()
        #expect(resized.allSatisfy { $0.count <= 70 }, "\(resized.joined(separator: "\n"))")
        try key("Escape")
        _ = try await terminal.waitFor("fade ❯", in: name, asLastLine: true)
        try key("scrub", "Enter")
        _ = try await terminal.waitFor("t = 0.000 s · frame 1/31", in: name)
        try key("C-c")
        _ = try await terminal.waitFor("fade ❯", in: name, asLastLine: true)
        #expect(!(try pane().contains { $0.contains("frame 1/31") }), "the alternate screen is gone")
    }

    /// One exercise of every chapter after the first, and an animation of it: a rotation and a
    /// container's own transition, which UIKit does not run as view-controller transitions,
    /// among them.
    static let scrubbed: [(exercise: String, chapter: String, animation: String)] = [
        ("flip-present", "flip-card", "present"), ("turn-the-phone", "pop", "rotate-landscape"), ("reveal-logo", "reveal", "reveal"),
        ("own-context", "custom-container", "slide-left"), ("slide-navigation", "slide", "push"), ("overlay", "presentation", "moon-up"),
        ("fly-in", "magic-move", "fly-in"), ("open-card", "interruptible", "open"),
    ]

    /// `scrub` through one exercise of every chapter, as a learner who solved it: at 160 × 50 the
    /// arrow keys step from one moment the check compares to the next as the status line says,
    /// and the frames are those `diff` shows at both; then, the window made 80 × 24, every
    /// scrub fits it and none builds again.
    @Test(.enabled(if: TerminalSessionTests.tmuxAvailable, "tmux is installed by the test command (Scripts/test)"))
    func scrubStepsThroughEveryChapter() async throws {
        let scratch = try TestWorkspace.make(reusingBuilds: true)
        defer { scratch.recycle() }
        for chapter in Set(Self.scrubbed.map(\.chapter)) { try scratch.solve(chapter) }
        let session = try TerminalSessionTests.Session(scratch.workspace.root, columns: 160, rows: 50, prefix: "workbook-chapters")
        defer { session.close() }
        let (name, terminal) = (session.name, TerminalSessionTests())
        func key(_ keys: String...) throws { try session.send(keys) }
        func pane() throws -> [String] { try session.pane() }
        func frameRows(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") || $0.hasPrefix("+") } }
        _ = try await terminal.waitFor("fade ❯", in: name)

        var compared = 0
        for (exercise, chapter, animation) in Self.scrubbed {
            let golden = scratch.workspace.goldensDirectory(try #require(scratch.catalog.chapter(chapter))).appendingPathComponent(animation + ".frames")
            let moments = try FrameFile.decode(String(contentsOf: golden, encoding: .utf8))
            // Two moments the check compares that are also display frames (1/60 s apart): the
            // middle one and the next.
            let times = moments.compactMap(\.time).filter { abs($0 * 60 - ($0 * 60).rounded()) < 1e-6 }
            try #require(times.count >= 2, "\(animation) has moments to step between")
            let (first, second) = (times[(times.count - 1) / 2], times[(times.count - 1) / 2 + 1])
            func status(_ t: Double) -> String { "\(animation) · side by side · t = \(String(format: "%.3f", t)) s" }

            try key("go \(exercise)", "Enter")
            try await terminal.waitForPrompt(in: name)
            // The first scrub checks (a build) and records the reference's display frames.
            try key("scrub \(animation) --at \(first)", "Enter")
            _ = try await terminal.waitFor(status(first), in: name, timeout: 120)
            // The screen is compared once it is still: a busy machine draws the status line
            // before the frame's rows.
            func settled() async throws -> String {
                // Three captures alike in a row: a stalled redraw can look still for one gap.
                var before = try pane(), alike = 0
                for _ in 0..<40 {
                    try await Task.sleep(for: .seconds(0.1))
                    let now = try pane()
                    alike = now == before ? alike + 1 : 0
                    if alike == 2 { break }
                    before = now
                }
                return before.joined(separator: "\n")
            }
            func statusLine(_ text: String) -> String { text.split(separator: "\n").first { $0.contains(" · t = ") }.map(String.init) ?? "" }
            /// Steps with → or ← (each press seen on the screen before the next) until the
            /// status says `target`, and returns the screen once still — stepping back if a
            /// press the machine read late moved it past the target meanwhile.
            func walk(to target: Double) async throws -> String {
                var shown = try await settled()
                for _ in 0..<80 {
                    if shown.contains(status(target)) {
                        let still = try await settled()
                        if still.contains(status(target)) { return still }
                        shown = still
                        continue
                    }
                    let line = statusLine(shown)
                    let now = line.range(of: #"t = [0-9.]+"#, options: .regularExpression).flatMap { Double(line[$0].dropFirst(4)) } ?? 0
                    try key(now < target ? "Right" : "Left")
                    for _ in 0..<40 {
                        try await Task.sleep(for: .seconds(0.05))
                        let next = try pane().joined(separator: "\n")
                        if statusLine(next) != line { shown = next; break }
                    }
                }
                return ""
            }
            let atFirst = try await walk(to: first)
            #expect(!atFirst.isEmpty, "scrub --at \(first) never showed \(first) s in \(animation)")
            // → a display frame at a time, to the next moment the check compares.
            let atSecond = try await walk(to: second)
            let last = try pane().joined(separator: "\n")
            #expect(!atSecond.isEmpty, "→ never reached \(second) s in \(animation):\n\(last)")
            try key("q")
            try await terminal.waitForPrompt(in: name)

            // Where the frames are shown as large as they are (two side by side fit), they are
            // `diff`'s at the same moments, cell for cell.
            let full = moments[0].rows + 2
            for (time, scrubbed) in [(first, atFirst), (second, atSecond)] where frameRows(scrubbed).count == full {
                try key("clear", "Enter")
                try key("diff \(animation) \(time)", "Enter")
                let shown = try await terminal.waitFor("\(animation): ", in: name)
                try await terminal.waitForPrompt(in: name)
                var expected = frameRows(shown), actual = frameRows(scrubbed)
                if exercise == "own-context" {
                    // The container's checks compare the pages only: their frames leave the tab
                    // bar (the rows above the pages) blank, which `play` and `scrub` show.
                    let blank = expected.indices.filter { expected[$0].allSatisfy { " |".contains($0) } && actual[$0] != expected[$0] }
                    expectLessOrEqual(blank.count, 4, "only the tab bar's rows")
                    for row in blank.reversed() { expected.remove(at: row); actual.remove(at: row) }
                }
                let differing = zip(actual, expected).enumerated().filter { $0.element.0 != $0.element.1 }
                    .map { "row \($0.offset):\n  scrub \($0.element.0)\n  diff  \($0.element.1)" }
                #expect(actual == expected, "\(animation) at \(time) s: \(actual.count) rows scrubbed, \(expected.count) from diff\n\(differing.prefix(6).joined(separator: "\n"))")
                compared += 1
            }
        }
        expectGreaterOrEqual(compared, 2 * (Self.scrubbed.count - 1), "all but the landscape frames compared")

        // 80 × 24: the same scrubs fit, and none rebuilds (the code did not change).
        try TerminalSessionTests.tmux(["resize-window", "-t", name, "-x", "80", "-y", "24"])
        for (exercise, _, animation) in Self.scrubbed {
            try key("clear", "Enter")
            try key("go \(exercise)", "Enter")
            try await terminal.waitForPrompt(in: name)
            try key("scrub \(animation)", "Enter")
            _ = try await terminal.waitFor("\(animation) · side by side · t = 0.000 s", in: name, timeout: 30)
            try key("]", "Right", "e")
            let stepped = try await terminal.waitFor("\(animation) · expected · t = ", in: name)
            let lines = stepped.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { $0.count <= 80 } && lines.count <= 24, "\(animation) at 80 × 24:\n\(stepped)")
            #expect(!stepped.contains("0.000 s"), "] and → moved on:\n\(stepped)")
            try key("q")
            try await terminal.waitForPrompt(in: name)
            let back = try pane().joined(separator: "\n")
            #expect(!back.contains("checking again"), "\(exercise) was built again:\n\(back)")
            #expect(!back.contains("side by side · t ="), "the alternate screen is gone:\n\(back)")
        }
    }
}
