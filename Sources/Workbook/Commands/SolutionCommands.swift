import ArgumentParser
import Foundation
import Grading

/// `solution`: the reference solution, and how it differs from the learner's files.
public struct SolutionCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "solution", abstract: "Show the reference solution and how it differs from your files.", aliases: ["sol"])
    @Flag(help: "Show it even if the exercise has not passed yet, without asking.") public var yes = false
    @Flag(help: "Print the whole solution files, not only the differences.") public var full = false
    public init() {}

    public func run(in session: Session) throws {
        let entry = session.current
        let id = entry.exercise.id
        if !session.progress.hasPassed(id), !yes {
            guard session.input != nil else {
                throw CommandError(Phrase("workbook.solution.not-passed", "You have not passed \(id) yet. Add --yes to see its solution anyway."), in: session)
            }
            let answer = session.ask(session.text(Phrase("workbook.solution.ask", "You have not passed \(id) yet — seeing the solution now spoils the puzzle. Show it anyway? [y/N]")))
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                session.output.line(session.text(Phrase("workbook.solution.not-shown", "Not shown. `hint` gives a smaller nudge.")))
                return
            }
        }
        let s = session.style
        try session.paging { try show(entry, style: s, in: session) }
        session.updateProgress { p in if !p.solutionsSeen.contains(id) { p.solutionsSeen.append(id) } }
    }

    private func show(_ entry: Catalog.Entry, style s: TerminalStyle, in session: Session) throws {
        for file in entry.exercise.files {
            let solution = session.workspace.solutionFile(entry.chapter, file)
            guard let reference = try? String(contentsOf: solution, encoding: .utf8) else {
                throw CommandError(Phrase("workbook.solution.missing", "The reference solution \(solution.path) is missing."), in: session)
            }
            let mine = (try? String(contentsOf: session.workspace.lessonFile(entry.chapter, file), encoding: .utf8)) ?? ""
            session.output.line(s.bold("Solutions/\(entry.chapter.directory)/\(file)"))
            if full {
                session.output.line(reference)
            }
            let hunks = LineDiff.unified(from: mine, to: reference, style: s)
            if hunks.isEmpty {
                session.output.line(s.green("  " + session.text(Phrase("workbook.solution.same", "Your file is the same as the solution."))))
            } else {
                session.output.line(s.dim("  " + session.text(Phrase("workbook.solution.legend", "- your line   + the solution's line"))))
                for line in hunks { session.output.line("  " + line) }
            }
            session.output.line()
        }
    }
}

/// `reset`: restore the pristine stub, keeping the learner's version as a backup.
public struct ResetCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "reset", abstract: "Restore the exercise's files as they were, keeping yours as a backup.")
    @Argument(help: "Only this file of the exercise (default: all its files).") public var file: String?
    @Flag(help: "Do not ask for confirmation.") public var yes = false
    public init() {}

    public func run(in session: Session) throws {
        let entry = session.current
        var files = entry.exercise.files
        if let file {
            guard let match = files.first(where: { $0 == file || $0.lowercased().hasPrefix(file.lowercased()) }) else {
                throw CommandError(Phrase("workbook.reset.not-a-file", "\(file) is not one of this exercise's files (\(files.joined(separator: ", ")))."), in: session)
            }
            files = [match]
        }
        // A file the chapter's other exercises share holds their work too.
        let sharing = entry.chapter.exercises.filter { other in other.id != entry.exercise.id && other.files.contains { files.contains($0) } }.map(\.id)
        let others = sharing.joined(separator: ", ")
        let shared: Phrase? = switch (files.count == 1, sharing.count == 1) {
        case _ where sharing.isEmpty: nil
        case (true, true): Phrase("workbook.reset.shared", "It is shared with \(others): your work for that exercise in it is undone too.")
        case (true, false): Phrase("workbook.reset.shared-exercises", "It is shared with \(others): your work for those exercises in it is undone too.")
        case (false, true): Phrase("workbook.reset.shared-files", "They are shared with \(others): your work for that exercise in them is undone too.")
        case (false, false): Phrase("workbook.reset.shared-files-exercises", "They are shared with \(others): your work for those exercises in them is undone too.")
        }
        if !yes {
            guard session.input != nil else {
                let addYes = Phrase("workbook.reset.add-yes", "Add --yes to reset without a question (your files are backed up).")
                throw CommandError(shared.map { addYes + " " + $0 } ?? addYes, in: session)
            }
            let names = files.joined(separator: ", ")
            let question = shared.map { Phrase("workbook.reset.ask-shared", "Restore \(names) as distributed? Your versions are kept as backups. \($0) [y/N]") }
                ?? Phrase("workbook.reset.ask", "Restore \(names) as distributed? Your versions are kept as backups. [y/N]")
            let answer = session.ask(session.text(question))
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                session.output.line(session.text(Phrase("workbook.reset.nothing-changed", "Nothing was changed.")))
                return
            }
        }
        let fm = FileManager.default
        var backupDirectory: URL?
        for file in files {
            guard let pristine = session.workspace.pristineText(entry.chapter, file) else {
                throw CommandError(Phrase("workbook.reset.stub-missing", "The distributed copy of \(file) (Stubs/\(entry.chapter.directory)/\(file)) is missing. Nothing was changed."), in: session)
            }
            let url = session.workspace.lessonFile(entry.chapter, file)
            if let mine = try? String(contentsOf: url, encoding: .utf8) {
                if mine == pristine {
                    session.output.line(session.text(Phrase("workbook.reset.already-distributed", "\(file) is already as distributed.")))
                    continue
                }
                let directory = try backupDirectory ?? Self.newBackupDirectory(in: session.workspace.backups, for: entry.exercise.id, catalogue: session.catalogue)
                backupDirectory = directory
                let backup = directory.appendingPathComponent(file)
                try mine.write(to: backup, atomically: true, encoding: .utf8)
                let saved = session.workspace.relativePath(backup.path)
                session.output.line(session.text(Phrase("workbook.reset.backed-up", "Your \(file) is saved as \(saved).")))
            }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try pristine.write(to: url, atomically: true, encoding: .utf8)
            session.output.line(session.style.green(session.text(Phrase("workbook.reset.restored", "Restored \(file)."))))
        }
        // The stubs fail: the list shows that, for every exercise whose work was undone.
        session.updateProgress { progress in
            for id in [entry.exercise.id] + sharing { progress.markFailing(id) }
        }
    }

    /// A backup folder of its own for this reset: `<exercise>-<time>`, then `-2`, `-3`… when
    /// resets come within the same second.
    static func newBackupDirectory(in backups: URL, for exercise: String, catalogue: Catalogue? = nil) throws -> URL {
        let fm = FileManager.default
        try fm.createDirectory(at: backups, withIntermediateDirectories: true)
        let base = "\(exercise)-\(timestamp())"
        var attempt = 1
        while true {
            let candidate = backups.appendingPathComponent(attempt == 1 ? base : "\(base)-\(attempt)")
            // mkdir fails when the folder exists: no two resets can take the same one.
            if mkdir(candidate.path, 0o755) == 0 { return candidate }
            guard errno == EEXIST else {
                let reason = Phrase(verbatim: String(cString: strerror(errno)), foreign: true)
                throw CommandError(Phrase("workbook.reset.backup-failed", "Could not make a backup folder \(candidate.path): \(reason). Nothing was changed."), catalogue)
            }
            attempt += 1
        }
    }

    static func timestamp() -> String {
        let f = DateFormatter()
        f.dateFormat = "yyyyMMdd-HHmmss"
        f.locale = Locale(identifier: "en_US_POSIX")
        return f.string(from: Date())
    }
}
