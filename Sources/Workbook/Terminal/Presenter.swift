import Foundation
import Frames
import Grading

/// Shows exercises and verdicts in the learner's terminal.
public struct Presenter {
    public let session: Session
    var s: TerminalStyle { session.style }
    var out: TextOutput { session.output }

    public init(session: Session) { self.session = session }

    /// The exercise's section of the chapter text, and where its TODOs are.
    public func showExercise(_ entry: Catalog.Entry, withIntroduction: Bool) throws {
        let url = session.workspace.chapterDirectory(entry.chapter).appendingPathComponent(entry.chapter.text)
        let text: ChapterText
        do { text = try ChapterText.load(url) } catch {
            throw CommandError("The chapter text \(url.path) cannot be read: \(error.localizedDescription)")
        }
        let renderer = MarkdownRenderer(style: s)
        let position = "\(entry.index + 1)/\(session.catalog.entries.count)"
        out.line(s.dim("Chapter \(entry.chapter.title) · exercise \(position) · \(entry.exercise.id)"))
        if withIntroduction, !text.introduction.isEmpty {
            out.line(renderer.render(text.introduction))
            out.line()
        }
        if let section = text.sections[entry.exercise.section] {
            out.line(renderer.render(section))
        } else {
            out.line(s.yellow("(The chapter text has no section {#\(entry.exercise.section)} for this exercise.)"))
        }
        let todos = todoLocations(entry)
        if !todos.isEmpty {
            out.line()
            out.line(s.bold("Where to edit"))
            for todo in todos { out.line("  \(s.cyan(todo.location))  \(todo.text)") }
        }
        out.line()
        out.line(s.dim("`check` when ready · `hint` if stuck · `edit` opens the file"))
    }

    /// `// TODO` lines in the exercise's files, with file:line, in the order of their steps
    /// (`TODO 5.1` in the second file comes before `TODO 5.2` in the first; unnumbered ones keep
    /// their place after the numbered). In a chapter of several exercises a `TODO n.m` belongs
    /// to its chapter's exercise n; a file the exercises share shows each exercise only its own.
    public func todoLocations(_ entry: Catalog.Entry) -> [(location: String, text: String)] {
        var result: [(location: String, text: String)] = []
        let exerciseNumber = (entry.chapter.exercises.firstIndex { $0.id == entry.exercise.id } ?? 0) + 1
        for file in entry.exercise.files {
            let url = session.workspace.lessonFile(entry.chapter, file)
            guard let content = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (number, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// TODO") else { continue }
                if entry.chapter.exercises.count > 1, let owner = Self.todoExercise(line[range.upperBound...]), owner != exerciseNumber {
                    continue
                }
                let relative = "Lessons/\(entry.chapter.directory)/\(file):\(number + 1)"
                result.append((relative, String(line[range.lowerBound...]).replacingOccurrences(of: "// ", with: "")))
            }
        }
        let keyed = result.enumerated().map { (index, todo) in
            (step: Self.todoStep(todo.text.dropFirst("TODO".count)), index: index, todo: todo)
        }
        return keyed.sorted { a, b in
            switch (a.step, b.step) {
            case let (x?, y?) where x != y: return x.lexicographicallyPrecedes(y)
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.index < b.index
            }
        }.map(\.todo)
    }

    /// The numbers of a ` n.m:` or ` n:` that follows `TODO`, if it is there.
    package static func todoStep(_ rest: Substring) -> [Int]? {
        let text = rest.drop { $0 == " " }
        let number = text.prefix { $0.isNumber || $0 == "." }
        let parts = number.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// The n of a ` n.m:` that follows `// TODO`, if it is there.
    package static func todoExercise(_ rest: Substring) -> Int? {
        let text = rest.drop { $0 == " " }
        let digits = text.prefix { $0.isNumber }
        guard !digits.isEmpty, text.dropFirst(digits.count).first == ".",
              text.dropFirst(digits.count + 1).first?.isNumber == true else { return nil }
        return Int(digits)
    }

    /// The verdict: per check ✓/✗ with messages, a frame side by side, compile errors.
    public func showOutcome(_ outcome: Checker.Outcome, entry: Catalog.Entry, verbose: Bool) {
        let report = outcome.report
        if !outcome.diagnostics.isEmpty {
            out.line("\(s.fail) \(s.bold("Your code does not compile yet")) (\(outcome.diagnostics.count) error\(outcome.diagnostics.count == 1 ? "" : "s")):")
            let chapterPath = session.workspace.chapterDirectory(entry.chapter).path + "/"
            for d in outcome.diagnostics.prefix(8) {
                let shown = d.file.hasPrefix(chapterPath) ? "Lessons/\(entry.chapter.directory)/" + d.file.dropFirst(chapterPath.count) : (d.file as NSString).lastPathComponent
                out.line("  \(s.cyan("\(shown):\(d.line):\(d.column)")): \(s.red(d.message))")
                for excerpt in d.excerpt { out.line("      " + excerpt) }
                if let advice = CompilerAdvice.advice(for: d) {
                    let lines = MarkdownRenderer(style: s).wrap(advice, width: min(s.width, 100) - 8, indent: "")
                    for (i, line) in lines.enumerated() { out.line((i == 0 ? "    → " : "      ") + s.yellow(line)) }
                }
                if d.file.hasSuffix("WorkbookEntry.swift") {
                    out.line(s.dim("      (The workbook starts your app through `AppDelegate`; keep that class in App/.)"))
                }
            }
            if outcome.diagnostics.count > 8 { out.line(s.dim("  … and \(outcome.diagnostics.count - 8) more")) }
            if verbose {
                out.line(s.dim("The compiler's whole output:"))
                out.line(outcome.buildLog)
            } else {
                out.line(s.dim("  (`check --verbose` shows the compiler's whole output)"))
            }
            return
        }
        if report.status == .error, report.tests.isEmpty {
            out.line("\(s.error) \(report.message ?? "The checks could not run.")")
            return
        }
        // Every check's verdict and explanation first, then the frames of the first failure, as
        // large as the window leaves room for: the explanations stay in view above them.
        var lines: [String] = []
        var firstMismatch: (check: String, mismatch: FrameMismatch)?
        for test in report.tests {
            let mark = test.status == .pass ? s.pass : (test.status == .fail ? s.fail : s.error)
            lines.append("  \(mark) \(test.name)")
            if let message = test.message, test.status != .pass {
                for line in MarkdownRenderer(style: s).wrap(message, width: min(s.width, 100) - 6, indent: "") { lines.append("      " + line) }
                if let mismatch = test.mismatch, firstMismatch == nil { firstMismatch = (test.name, mismatch) }
                if let printed = test.output {
                    lines.append(s.dim("      Your code printed:"))
                    for line in printed.split(separator: "\n", omittingEmptySubsequences: false).prefix(6) {
                        lines.append(contentsOf: MarkdownRenderer(style: s).wrap(s.dim(String(line)), width: min(s.width, 100) - 8, indent: "        "))
                    }
                }
            }
        }
        if let message = report.message, report.status == .error { lines.append("\(s.error) \(message)") }
        if verbose {
            lines.append(s.dim(String(format: "  built in %.2f s, graded in %.2f s", outcome.buildSeconds, outcome.gradeSeconds)))
        }
        for line in lines { out.line(line) }
        if let (check, mismatch) = firstMismatch {
            // Rows left: the window less the command line, the "Checking" line, the lines
            // above, this caption, the summary and the next prompt.
            showMismatch(mismatch, check: check, height: s.height.map { $0 - lines.count - 5 })
        }
        let passed = report.tests.filter { $0.status == .pass }.count
        if report.status == .pass {
            session.say(s.green(s.bold("All \(report.tests.count) checks pass.")) + " " + nextStep(after: entry))
        } else {
            session.say("\(passed) of \(report.tests.count) checks pass. " + s.dim("`hint` for a nudge · `play` to watch your animation · `diff` to compare"))
        }
    }

    func nextStep(after entry: Catalog.Entry) -> String {
        let entries = session.catalog.entries
        if entry.index + 1 < entries.count { return "Type `next` for \(entries[entry.index + 1].exercise.id)." }
        return "That was the last exercise — well done."
    }

    /// Expected and actual frames side by side under a caption naming the check, fitted to
    /// the window's width and to `height` rows (nil: whole).
    public func showMismatch(_ mismatch: FrameMismatch, check: String, height: Int?) {
        let expected = Frame(lines: mismatch.expected)
        let actual = Frame(lines: mismatch.actual)
        let time = String(format: "%.2f s", mismatch.time)
        let style: FrameStyle = s.colors ? .ansi : .plain
        let fitted: (lines: [String], scaled: Bool)?
        if s.height == nil {
            // Not a terminal: the frames whole, as they were recorded.
            fitted = (SideBySide.render(expected, actual, leftCaption: "expected at \(time)", rightCaption: "yours at \(time)", style: style), false)
        } else {
            fitted = SideBySide.fitted(expected, actual, leftCaption: "expected at \(time)", rightCaption: "yours at \(time)", style: style,
                                       width: s.width - 4, height: height)
        }
        guard let (lines, scaled) = fitted else {
            out.line(s.dim("  (`diff \(String(format: "%.2f", mismatch.time))` shows the moment where \"\(check)\" first differs: there is no room for it here.)"))
            return
        }
        out.line(s.dim("  \(check), the moment it first differs" + (scaled ? " (shrunk to fit the window; `diff` shows it larger):" : ":")))
        for line in lines { out.line("    " + line) }
    }
}
