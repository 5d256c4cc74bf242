import Foundation
import Frames
import Grading

/// Shows exercises and verdicts in the learner's terminal.
public struct Presenter {
    public let session: Session
    var s: TerminalStyle { session.style }
    var out: TextOutput { session.output }

    public init(session: Session) { self.session = session }

    func chapterText(_ entry: Catalog.Entry) throws -> ChapterText {
        // In the learner's language when the chapter is translated (English otherwise).
        let url = session.translations.textURL(entry.chapter, in: session.workspace)
        do { return try ChapterText.load(url) } catch {
            throw CommandError(Phrase("workbook.show.text-unreadable", "The chapter text \(url.path) cannot be read: \(Phrase(verbatim: error.localizedDescription, foreign: true))"), in: session)
        }
    }

    func heading(_ entry: Catalog.Entry) -> String {
        s.dim(session.text(.heading(chapter: session.title(of: entry.chapter), number: entry.index + 1, of: session.catalog.entries.count, id: entry.exercise.id)))
    }

    /// What `go`, `next` and `previous` print: a card that fits a small window — where the
    /// learner is, the exercise's title and goal, the files and TODO steps to edit, and what to
    /// type next. `show` reads the whole exercise.
    public func showCard(_ entry: Catalog.Entry, newChapter: Bool) throws {
        let text = try chapterText(entry)
        out.line(heading(entry))
        out.line(s.bold(session.title(of: entry.exercise, in: entry.chapter)))
        out.line()
        if let section = text.sections[entry.exercise.section], let goal = Self.goal(in: section) {
            out.line(MarkdownRenderer(style: s).render(goal))
            out.line()
        }
        let files = todoFiles(entry)
        if !files.isEmpty {
            out.line(s.bold(session.text(.whereToEdit)))
            for file in files { out.line("  \(s.cyan(file.location))  \(session.text(file.steps))") }
            out.line()
        }
        if newChapter {
            session.say(s.dim(session.text(.newChapter)))
        }
        session.say(s.dim(session.text(.cardKeys)))
    }

    /// The exercise's goal: the paragraph of its section that begins "**Goal:**" (in a Chinese
    /// text "**目标：**").
    static let goalMarks = ["**Goal:**", "**目标：**", "**目标:**"]

    static func goal(in section: String) -> String? {
        var lines: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if lines.isEmpty {
                if goalMarks.contains(where: { line.hasPrefix($0) }) { lines.append(String(line)) }
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                break
            } else {
                lines.append(String(line))
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Each file the exercise's TODOs are in, at its first TODO, with the steps there
    /// ("TODO 1.1–1.4", "TODO 2.3, 2.5", "3 TODOs").
    func todoFiles(_ entry: Catalog.Entry) -> [(location: String, steps: Phrase)] {
        var files: [(file: String, location: String, steps: [[Int]], unnumbered: Int)] = []
        for todo in todoLocations(entry) {
            let file = String(todo.location[..<(todo.location.lastIndex(of: ":") ?? todo.location.endIndex)])
            let index = files.firstIndex { $0.file == file } ?? { files.append((file, todo.location, [], 0)); return files.count - 1 }()
            if let step = Self.todoStep(todo.text.dropFirst("TODO".count)) { if !files[index].steps.contains(step) { files[index].steps.append(step) } } else { files[index].unnumbered += 1 }
        }
        return files.map { file in
            var parts: [String] = []
            // Runs of consecutive steps (1.1, 1.2, 1.3) as a range.
            var run: [[Int]] = []
            func flush() {
                guard let first = run.first, let last = run.last else { return }
                let name = { (step: [Int]) in step.map(String.init).joined(separator: ".") }
                parts.append(run.count > 2 ? "\(name(first))–\(name(last))" : run.map(name).joined(separator: ", "))
                run = []
            }
            for step in file.steps.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                if let last = run.last, step.count == last.count, step.dropLast() == last.dropLast(), step.last == last.last.map({ $0 + 1 }) {
                    run.append(step)
                } else {
                    flush()
                    run = [step]
                }
            }
            flush()
            // `TODO` is the marker in the code, the same in every language.
            let numbered = parts.isEmpty ? "" : "TODO " + parts.joined(separator: ", ")
            let count = file.unnumbered
            let steps: Phrase = switch (numbered.isEmpty, count) {
            case (_, 0): Phrase(verbatim: numbered)
            case (true, 1): Phrase("workbook.card.one-todo", "1 TODO")
            case (true, _): Phrase("workbook.card.todos", "\(count) TODOs")
            case (false, 1): Phrase("workbook.card.steps-and-one-todo", "\(numbered) and 1 TODO")
            case (false, _): Phrase("workbook.card.steps-and-todos", "\(numbered) and \(count) TODOs")
            }
            return (file.location, steps)
        }
    }

    /// The exercise's section of the chapter text (after the chapter's introduction when
    /// `withIntroduction`), and where its TODOs are.
    public func showExercise(_ entry: Catalog.Entry, withIntroduction: Bool) throws {
        let text = try chapterText(entry)
        let renderer = MarkdownRenderer(style: s)
        out.line(heading(entry))
        if withIntroduction, !text.introduction.isEmpty {
            out.line(renderer.render(text.introduction))
            out.line()
        }
        if let section = text.sections[entry.exercise.section] {
            out.line(renderer.render(section))
        } else {
            out.line(s.yellow(session.text(Phrase("workbook.show.no-section", "(The chapter text has no section {#\(entry.exercise.section)} for this exercise.)"))))
        }
        let todos = todoLocations(entry)
        if !todos.isEmpty {
            out.line()
            out.line(s.bold(session.text(.whereToEdit)))
            for todo in todos {
                out.line("  " + s.cyan(todo.location))
                for line in renderer.wrap(renderer.inline(todo.text), width: min(s.width, 100) - 4, indent: "    ") { out.line(line) }
            }
        }
        out.line()
        out.line(s.dim(session.text(Phrase("workbook.show.keys", "`check` when ready · `hint` if stuck · `edit` opens the file"))))
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
            let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                guard let range = line.range(of: "// TODO") else { continue }
                if entry.chapter.exercises.count > 1, let owner = Self.todoExercise(line[range.upperBound...]), owner != exerciseNumber {
                    continue
                }
                // The step goes on over the comment lines indented under it.
                var text = String(line[range.lowerBound...]).replacingOccurrences(of: "// ", with: "")
                for next in lines.dropFirst(number + 1) {
                    let trimmed = next.drop { $0 == " " }
                    guard trimmed.hasPrefix("//  "), !trimmed.contains("TODO") else { break }
                    text += " " + trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
                }
                let relative = "Lessons/\(entry.chapter.directory)/\(file):\(number + 1)"
                result.append((relative, text))
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
        let catalogue = session.catalogue
        func say(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
        let report = outcome.report.localized(catalogue)
        if !outcome.diagnostics.isEmpty {
            let count = Phrase.count(outcome.diagnostics.count, Phrase("workbook.noun.error", "error"), Phrase("workbook.noun.errors", "errors"))
            let heading = Phrase(verbatim: s.bold(say(Phrase("workbook.check.does-not-compile", "Your code does not compile yet"))))
            out.line("\(s.fail) " + say(Phrase("workbook.check.does-not-compile-count", "\(heading) (\(count)):")))
            let chapterPath = session.workspace.chapterDirectory(entry.chapter).path + "/"
            for d in outcome.diagnostics.prefix(8) {
                let shown = d.file.hasPrefix(chapterPath) ? "Lessons/\(entry.chapter.directory)/" + d.file.dropFirst(chapterPath.count) : (d.file as NSString).lastPathComponent
                out.line("  \(s.cyan("\(shown):\(d.line):\(d.column)")): \(s.red(d.message))")
                for excerpt in Self.fitted(excerpt: d.excerpt, width: s.width - 6) { out.line("      " + excerpt) }
                if let advice = CompilerAdvice.advice(for: d) {
                    let lines = MarkdownRenderer(style: s).wrap(say(advice), width: min(s.width, 100) - 8, indent: "")
                    for (i, line) in lines.enumerated() { out.line((i == 0 ? "    → " : "      ") + s.yellow(line)) }
                }
                if d.file.hasSuffix("WorkbookEntry.swift") {
                    out.line(s.dim("      " + say(Phrase("workbook.check.keep-app-delegate", "(The workbook starts your app through `AppDelegate`; keep that class in App/.)"))))
                }
            }
            if outcome.diagnostics.count > 8 { out.line(s.dim("  " + say(Phrase("workbook.check.more-errors", "… and \(outcome.diagnostics.count - 8) more")))) }
            if verbose {
                out.line(s.dim(say(Phrase("workbook.check.compiler-output", "The compiler's whole output:"))))
                out.line(outcome.buildLog)
            } else {
                out.line(s.dim("  " + say(Phrase("workbook.check.verbose-hint", "(`check --verbose` shows the compiler's whole output)"))))
            }
            return
        }
        for warning in outcome.warnings.isEmpty ? report.warnings ?? [] : outcome.warnings.map(say) {
            let lines = MarkdownRenderer(style: s).wrap(MarkdownRenderer(style: s).inline(warning), width: min(s.width, 100) - 4, indent: "")
            for (i, line) in lines.enumerated() { out.line((i == 0 ? "\(s.yellow("⚠")) " : "  ") + line) }
        }
        if report.status == .error, report.tests.isEmpty {
            out.line("\(s.error) \(report.message ?? say(Phrase("workbook.check.could-not-run", "The checks could not run.")))")
            return
        }
        // Every check's verdict, the first failure's explanation in full, a later failure's first
        // sentence (or, when its cause is one already explained, that it is the same), then the
        // frames of the first failure, as large as the rows left allow: all of it in one window,
        // so the heading above stays in view. `check -v` explains every failure in full.
        var lines: [String] = []
        var firstMismatch: (check: String, mismatch: FrameMismatch)?
        var explained: [Cause?] = []
        var shortened = false
        let renderer = MarkdownRenderer(style: s)
        let width = min(s.width, 100) - 6
        for test in report.tests {
            let mark = test.status == .pass ? s.pass : (test.status == .fail ? s.fail : s.error)
            lines.append("  \(mark) \(test.name)")
            guard let message = test.message, test.status != .pass else { continue }
            if let mismatch = test.mismatch, firstMismatch == nil { firstMismatch = (test.name, mismatch) }
            if !verbose, !explained.isEmpty {
                let same = test.cause != nil && explained.contains(test.cause)
                let sentence = Self.firstSentence(message)
                lines.append("      " + Self.truncated(renderer.inline(same ? say(Phrase("workbook.check.same-cause", "Same cause: \(sentence)")) : sentence), width: width))
                shortened = true
                explained.append(test.cause)
                continue
            }
            explained.append(test.cause)
            for line in renderer.wrap(renderer.inline(message), width: width, indent: "") { lines.append("      " + line) }
            if let printed = test.output {
                lines.append(s.dim("      " + say(Phrase("workbook.check.printed", "Your code printed:"))))
                for line in printed.split(separator: "\n", omittingEmptySubsequences: false).prefix(6) {
                    lines.append(contentsOf: renderer.wrap(s.dim(String(line)), width: width - 2, indent: "        "))
                }
            }
        }
        if shortened { lines.append(s.dim("  " + say(Phrase("workbook.check.explain-all", "(`check -v` explains every failure in full)")))) }
        if let message = report.message, report.status == .error { lines.append("\(s.error) \(message)") }
        if verbose {
            let (built, graded) = (String(format: "%.2f", outcome.buildSeconds), String(format: "%.2f", outcome.gradeSeconds))
            lines.append(s.dim("  " + say(Phrase("workbook.check.timings", "built in \(built) s, graded in \(graded) s"))))
        }
        for line in lines { out.line(line) }
        let passed = report.tests.filter { $0.status == .pass }.count
        let summary = report.status == .pass
            ? s.green(s.bold(session.text(.allPass(count: report.tests.count)))) + " " + nextStep(after: entry)
            : session.text(.somePass(passed: passed, of: report.tests.count)) + " " + s.dim(session.text(.failKeys))
        let summaryLines = renderer.wrap(summary, width: max(20, s.width), indent: "")
        if let (check, mismatch) = firstMismatch {
            // Rows left: the window less the command line, the "Checking" line, the lines
            // above, this caption, the summary and the next prompt.
            showMismatch(mismatch, check: check, height: s.height.map { $0 - lines.count - 4 - summaryLines.count }, catalogue: catalogue)
        }
        for line in summaryLines { out.line(line) }
    }

    /// A compiler excerpt (the source line and the caret line under it) that fits `width`:
    /// when a line is too long, every line is cut to the same columns around the caret, with
    /// "…" where the code goes on — never wrapped, so the caret stays under what it marks.
    package static func fitted(excerpt: [String], width: Int) -> [String] {
        guard width > 8, excerpt.contains(where: { $0.count > width }) else { return excerpt }
        func isCaretLine(_ line: String) -> Bool { line.contains("^") && line.allSatisfy { " ^~".contains($0) } }
        let caret = excerpt.first(where: isCaretLine).flatMap { line in line.firstIndex(of: "^").map { line.distance(from: line.startIndex, to: $0) } } ?? 0
        let room = width - 2
        let longest = excerpt.map(\.count).max() ?? 0
        let start = min(max(0, caret - room / 3), max(0, longest - room))
        return excerpt.map { line in
            let characters = Array(line)
            let slice = start < characters.count ? String(characters[start..<min(characters.count, start + room)]) : ""
            let caretLine = isCaretLine(line)
            let head = start > 0 ? (caretLine ? " " : "…") : ""
            let tail = characters.count > start + room && !caretLine ? "…" : ""
            return head + slice + tail
        }
    }

    /// The first sentence of a message (up to a full stop, question or exclamation mark and a
    /// space, or a colon and a space, or Chinese 。！？, outside code spans).
    package static func firstSentence(_ message: String) -> String {
        var inCode = false
        var previous: Character?
        for index in message.indices {
            let character = message[index]
            if character == "`" { inCode.toggle() }
            // Chinese ends a sentence with its full stop, question or exclamation mark, no space after.
            if !inCode, "。！？".contains(character) { return String(message[...index]) }
            // A colon ends a sentence that says something ("It starts at the thumbnail's frame:"),
            // not a label ("Not run:", "Your code crashed:"), which goes on to say what.
            if !inCode, character == " ", let previous, ".!?".contains(previous) || (previous == ":" && message.distance(from: message.startIndex, to: index) >= 30) {
                return String(message[..<index]).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return message
    }

    /// `text` cut to `width` columns, with "…" when it was longer (a wide character that would
    /// stand across the edge is left out whole).
    static func truncated(_ text: String, width: Int) -> String {
        guard MarkdownRenderer.visibleLength(text) > width else { return text }
        var out = ""
        var visible = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                out.append(character)
                if character.isLetter, character != "[" { inEscape = false }
                continue
            }
            let w = DisplayWidth.of(character)
            guard visible + w <= width - 1 else { break }
            out.append(character)
            visible += w
        }
        return out + "…" + (text.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }

    func nextStep(after entry: Catalog.Entry) -> String {
        let entries = session.catalog.entries
        if entry.index + 1 < entries.count { return session.text(.nextExercise(id: entries[entry.index + 1].exercise.id)) }
        return session.text(.lastExercise)
    }

    /// Expected and actual frames side by side under a caption naming the check, fitted to
    /// the window's width and to `height` rows (nil: whole).
    public func showMismatch(_ mismatch: FrameMismatch, check: String, height: Int?) {
        showMismatch(mismatch, check: check, height: height, catalogue: session.catalogue)
    }

    func showMismatch(_ mismatch: FrameMismatch, check: String, height: Int?, catalogue: Catalogue?) {
        func say(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
        let expected = Frame(lines: mismatch.expected)
        let actual = Frame(lines: mismatch.actual)
        let time = String(format: "%.2f s", mismatch.time)
        let style: FrameStyle = s.colors ? .ansi : .plain
        let captions = mismatch.captionPhrases?.map(say) ?? mismatch.captions
        let left = captions?.first ?? say(Words.expected(at: time)), right = captions?.last ?? say(Words.yours(at: time))
        // `diff` shows a moment of a recorded animation; frames of no recording only here.
        let recorded = mismatch.animation != nil
        let fitted: (lines: [String], scaled: Bool)?
        if s.height == nil {
            // Not a terminal: the frames whole, as they were recorded.
            fitted = (SideBySide.render(expected, actual, leftCaption: left, rightCaption: right, style: style), false)
        } else {
            fitted = SideBySide.fitted(expected, actual, leftCaption: left, rightCaption: right, style: style,
                                       width: s.width - 4, height: height)
        }
        guard let (lines, scaled) = fitted else {
            let moment = String(format: "%.2f", mismatch.time)
            out.line(s.dim("  " + say(recorded
                ? Phrase("workbook.check.no-room-diff", "(`diff \(moment)` shows the moment where \"\(check)\" first differs: there is no room for it here.)")
                : Phrase("workbook.check.no-room", "(A taller window shows the frames of \"\(check)\" side by side here, under the messages.)"))))
            return
        }
        let caption = !scaled ? Phrase("workbook.check.first-differs", "\(check), the moment it first differs:")
            : recorded ? Phrase("workbook.check.first-differs-shrunk-diff", "\(check), the moment it first differs (shrunk to fit the window; `diff` shows it larger):")
            : Phrase("workbook.check.first-differs-shrunk", "\(check), the moment it first differs (shrunk to fit the window):")
        out.line(s.dim("  " + say(caption)))
        for line in lines { out.line("    " + line) }
    }
}
