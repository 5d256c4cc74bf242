import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// Every word a learner reads reaches the screen, in a real terminal (tmux) and through the
/// real pager (`less`, as a learner has it with `PAGER` unset) or none (`PAGER=cat`), at
/// 80 × 24, 60 × 20 and 160 × 50: no line is cut off, wider than the window or broken inside a
/// word, and a failed check keeps its first line in view. (Each test has a tmux window and a
/// scratch workspace of its own: they run side by side.)
@Suite
struct ReadingTests {
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (60, 20), (160, 50)]
    static let lessAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/less") || FileManager.default.isExecutableFile(atPath: "/bin/less")
    static var enabled: Bool { TerminalSessionTests.tmuxAvailable && lessAvailable }

    /// A REPL in a tmux window of its own.
    struct Window {
        let name: String
        let columns: Int
        let rows: Int
        let terminal = TerminalSessionTests()

        init(_ scratch: TestWorkspace, columns: Int, rows: Int, pager: String?) async throws {
            let toolchain = try #require(TestWorkspace.toolchain)
            name = "workbook-read-\(UUID().uuidString.prefix(8))"
            self.columns = columns
            self.rows = rows
            let environment = pager.map { "PAGER=\($0)" } ?? "-u PAGER"
            try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "-c", scratch.workspace.root.path,
                                           "env -u LESS \(environment) NO_COLOR=1 TERM=xterm-256color \(toolchain.executable.path); sleep 5"])
            _ = try await terminal.waitFor("❯", in: name)
        }

        func close() { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }

        /// The lines on screen now, without trailing spaces.
        func screen(joined: Bool = false) throws -> [String] {
            try TerminalSessionTests.tmux(["capture-pane", "-p"] + (joined ? ["-J"] : []) + ["-t", name])
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
        }

        /// The screen once it has stopped changing — and, when `previous` is given, once it is
        /// no longer that screen: a key sent to the pager may not have been read yet, and the
        /// page it leaves looks settled (taking it for the next one skips a page on the Space
        /// after).
        func settled(changedFrom previous: [String]? = nil) async throws -> [String] {
            var last = try screen()
            let deadline = Date().addingTimeInterval(90)
            while Date() < deadline {
                try await Task.sleep(for: .seconds(0.06))
                let now = try screen()
                if now == last, now != previous, let bottom = now.last(where: { !$0.isEmpty }), Self.isPrompt(bottom) || Self.isPager(bottom) { return now }
                last = now
            }
            // A resumption that came late on a loaded machine: one more look.
            let now = try screen()
            if let bottom = now.last(where: { !$0.isEmpty }), Self.isPrompt(bottom) || Self.isPager(bottom) { return now }
            Issue.record("the screen kept changing or showed neither a prompt nor a pager:\n\(last.joined(separator: "\n"))")
            return last
        }

        static func isPrompt(_ line: String) -> Bool { line.range(of: #"^[a-z-]+ ❯$"#, options: .regularExpression) != nil }
        static func isPager(_ line: String) -> Bool { line == ":" || line.hasSuffix("(END)") }

        /// Types `command` and reads everything it shows: page after page while the pager waits
        /// (Space), until the prompt is back. The lines seen, in order, and how many pages.
        func read(_ command: String) async throws -> (lines: [String], pages: Int) {
            try TerminalSessionTests.tmux(["send-keys", "-t", name, "clear", "Enter"])
            _ = try await settled()
            try TerminalSessionTests.tmux(["send-keys", "-t", name, "C-l"])
            try TerminalSessionTests.tmux(["send-keys", "-t", name, command, "Enter"])
            var seen: [String] = []
            var pages = 0
            var page: [String]?
            while true {
                let now = try await settled(changedFrom: page)
                page = now
                guard let bottom = now.lastIndex(where: { !$0.isEmpty }) else { break }
                if Self.isPrompt(now[bottom]) {
                    seen += now[..<bottom]
                    break
                }
                pages += 1
                seen += now[..<bottom]
                if now[bottom].hasSuffix("(END)") || pages > 60 {
                    try TerminalSessionTests.tmux(["send-keys", "-t", name, "q"])
                    _ = try await terminal.waitFor("❯", in: name, asLastLine: false)
                    break
                }
                try TerminalSessionTests.tmux(["send-keys", "-t", name, "Space"])
            }
            return (seen, pages)
        }
    }

    /// What `command` prints in a session of this window's size, without a terminal: the text
    /// the screen must show.
    func expected(_ command: String, _ scratch: TestWorkspace, columns: Int, rows: Int) throws -> [String] {
        let output = BufferOutput()
        let session = Session(workspace: scratch.workspace, catalog: scratch.catalog, output: output,
                              style: TerminalStyle(colors: false, width: columns, height: rows), input: nil, toolchain: TestWorkspace.toolchain)
        _ = Dispatcher.run(try Repl.split(command), in: session)
        return output.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
    }

    /// Checks that every line of `expected` was seen, in order; none wider than the window;
    /// and no word of the exercise's text broken.
    func expectAllRead(_ seen: [String], _ expected: [String], columns: Int, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var position = 0
        var missing: [String] = []
        for line in expected where !line.isEmpty {
            if let found = seen[position...].firstIndex(of: line) { position = found + 1 } else { missing.append(line) }
        }
        #expect(missing.isEmpty, "\(what): lines that never reached the screen:\n\(missing.prefix(5).joined(separator: "\n"))\n--- seen:\n\(seen.joined(separator: "\n"))", sourceLocation: sourceLocation)
        let wide = seen.filter { $0.count > columns }
        #expect(wide.isEmpty, "\(what): lines wider than \(columns):\n\(wide.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// The words of `markdown` (split also after `:`, `(`, `.` and `,`, where long code may
    /// break) that do not appear whole in `seen`: a word broken across two lines.
    func brokenWords(_ markdown: String, _ seen: [String]) -> [String] {
        let markup: (Character) -> Bool = { "`*_#[]{}|>".contains($0) }
        let text = " " + String(seen.joined(separator: " ").filter { !markup($0) }) + " "
        var broken: [String] = []
        // A fix mark (`` `code`{fix 1.2} ``) is for the self-check; the learner never sees it.
        for word in FixSnippet.unmarked(markdown).split(whereSeparator: { $0.isWhitespace }) {
            var piece = ""
            for character in word.filter({ !markup($0) }) {
                piece.append(character)
                if ":(.,".contains(character) {
                    if piece.count > 3, !text.contains(piece) { broken.append(piece) }
                    piece = ""
                }
            }
            let core = piece.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
            if core.count > 3, !text.contains(core) { broken.append(core) }
        }
        return broken
    }

    @Test(.enabled(if: enabled, "tmux and less are installed by the test command (Scripts/test)"), arguments: [0, 1, 2])
    func everyExerciseIsReadInFullThroughThePager(_ size: Int) async throws {
        let (columns, rows) = Self.sizes[size]
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let window = try await Window(scratch, columns: columns, rows: rows, pager: nil)
        defer { window.close() }
        var paged = 0
        for entry in scratch.catalog.entries {
            let (seen, pages) = try await window.read("show \(entry.exercise.id)")
            paged += pages > 0 ? 1 : 0
            expectAllRead(seen, try expected("show \(entry.exercise.id)", scratch, columns: columns, rows: rows), columns: columns, "show \(entry.exercise.id)")
            let text = try ChapterText.load(scratch.workspace.chapterDirectory(entry.chapter).appendingPathComponent(entry.chapter.text))
            let broken = brokenWords(text.sections[entry.exercise.section] ?? "", seen)
            #expect(broken.isEmpty, "show \(entry.exercise.id): words broken or missing: \(broken.prefix(8))")
        }
        expectGreater(paged, 0, "no exercise was long enough to page at \(columns)×\(rows)")
        for command in ["help", "list --all", "solution --yes"] {
            let (seen, _) = try await window.read(command)
            expectAllRead(seen, try expected(command, scratch, columns: columns, rows: rows), columns: columns, command)
        }
    }

    @Test(.enabled(if: enabled, "tmux and less are installed by the test command (Scripts/test)"), arguments: [0, 1, 2])
    func withoutAPagerEverythingIsPrintedWhole(_ size: Int) async throws {
        let (columns, rows) = Self.sizes[size]
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let window = try await Window(scratch, columns: columns, rows: rows, pager: "cat")
        defer { window.close() }
        for id in ["fade", "pop-open", "reveal-pan", "fly-in"] {
            let command = "show \(id)"
            // The whole text went by: read it back from the scrollback.
            try TerminalSessionTests.tmux(["send-keys", "-t", window.name, "clear", "Enter"])
            _ = try await window.settled()
            try TerminalSessionTests.tmux(["clear-history", "-t", window.name])
            try TerminalSessionTests.tmux(["send-keys", "-t", window.name, command, "Enter"])
            _ = try await window.settled()
            let all = try TerminalSessionTests.tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", window.name])
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
            expectAllRead(all, try expected(command, scratch, columns: columns, rows: rows), columns: columns, command)
        }
    }

    @Test(.enabled(if: enabled, "tmux and less are installed by the test command (Scripts/test)"))
    func aPagerThatCannotStartLeavesTheTextPrinted() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let window = try await Window(scratch, columns: 80, rows: 24, pager: "no-such-pager")
        defer { window.close() }
        try TerminalSessionTests.tmux(["send-keys", "-t", window.name, "show pop-open", "Enter"])
        _ = try await window.settled()
        let all = try TerminalSessionTests.tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", window.name])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
        #expect(all.contains { $0.contains("The pager \"no-such-pager\" could not be started") }, "\(all.joined(separator: "\n"))")
        expectAllRead(all, try expected("show pop-open", scratch, columns: 80, rows: 24), columns: 80, "show pop-open with a missing pager")
    }

    /// One workbook in a window resized to each size in turn, as a learner resizes theirs:
    /// each chapter is built once.
    @Test(.enabled(if: enabled, "tmux and less are installed by the test command (Scripts/test)"))
    func aFailedCheckKeepsItsFirstLineInView() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let window = try await Window(scratch, columns: 80, rows: 24, pager: nil)
        defer { window.close() }
        // A pristine stub, a bug with frames to show (pop-open's frame in the shelf's
        // coordinates), and chapter 7's first exercise.
        try scratch.solve("pop")
        let pop = try scratch.entry("pop-open")
        let file = "HerbListViewController+Transitioning.swift"
        try FileManager.default.removeItem(at: scratch.workspace.lessonFile(pop.chapter, file))
        try FileManager.default.copyItem(at: TestWorkspace.repository.appendingPathComponent("Tests/Fixtures/\(pop.chapter.directory)/pop-open/frame-not-converted/\(file)"),
                                         to: scratch.workspace.lessonFile(pop.chapter, file))
        for (columns, rows) in Self.sizes {
            try TerminalSessionTests.tmux(["resize-window", "-t", window.name, "-x", "\(columns)", "-y", "\(rows)"])
            for id in ["fade", "pop-open", "fly-in"] {
                _ = try await window.read("go \(id)")
                let (seen, _) = try await window.read("check")
                let screen = try window.screen()
                #expect(screen.contains { $0.hasPrefix("Checking \(id)") }, "check \(id) at \(columns)×\(rows): its first line scrolled away:\n\(screen.joined(separator: "\n"))")
                #expect(seen.contains { $0.contains("checks pass") }, "check \(id) at \(columns)×\(rows): no summary:\n\(seen.joined(separator: "\n"))")
                let wide = try window.screen(joined: true).filter { $0.count > columns }
                #expect(wide.isEmpty, "check \(id) at \(columns)×\(rows): lines wider than the window:\n\(wide.joined(separator: "\n"))")
                if id == "pop-open" {
                    let (diff, _) = try await window.read("diff --all")
                    #expect(diff.contains { $0.contains("expected at") } && diff.contains { $0.contains("yours at") }, "diff --all:\n\(diff.joined(separator: "\n"))")
                    #expect(diff.allSatisfy { $0.count <= columns })
                    let (one, _) = try await window.read("diff")
                    #expect(one.contains { $0.contains("expected at") }, "diff at \(columns)×\(rows) lost its captions:\n\(one.joined(separator: "\n"))")
                }
            }
        }
    }

    @Test(.enabled(if: enabled, "tmux and less are installed by the test command (Scripts/test)"))
    func fromAShellThePagerQuitsWithQ() async throws {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let name = "workbook-shell-\(UUID().uuidString.prefix(8))"
        let terminal = TerminalSessionTests()
        try TerminalSessionTests.tmux(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", "-c", scratch.workspace.root.path,
                                       "env -u PAGER -u LESS PS1='shell$ ' bash --norc --noprofile"])
        defer { _ = try? TerminalSessionTests.tmux(["kill-session", "-t", name]) }
        _ = try await terminal.waitFor("shell$", in: name)
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "\(toolchain.executable.path) show pop-open", "Enter"])
        let paging = try await terminal.waitFor(":", in: name, asLastLine: true)
        #expect(paging.contains("Pop a herb open"), "\(paging)")
        // Ctrl-C belongs to the pager: the workbook goes on.
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "C-c"])
        try await Task.sleep(for: .seconds(0.2))
        try TerminalSessionTests.tmux(["send-keys", "-t", name, "q"])
        // Timed without yielding the thread: a late resumption must not count as a slow pager.
        let started = Date()
        var back = false
        while !back, Date().timeIntervalSince(started) < 5 {
            let pane = try TerminalSessionTests.tmux(["capture-pane", "-p", "-t", name])
            back = pane.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(in: .whitespaces) == "shell$"
            if !back { usleep(20_000) }
        }
        #expect(back && Date().timeIntervalSince(started) < 1, "the shell prompt took \(Date().timeIntervalSince(started)) s to come back")
    }
}
