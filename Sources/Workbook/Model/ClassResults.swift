import Foundation
import Grading

/// What `check --all --json` prints: one report per exercise checked (each in the Exercism
/// test-runner shape, as `check --json` prints it) and a summary. Its fields are documented in
/// docs/RESULTS.md and kept stable: ids, statuses and causes mean the same in every release.
public struct ResultsDocument: Codable, Equatable, Sendable {
    /// What this document is, for a program that finds it in a folder of files.
    public var format = ResultsDocument.formatName
    /// The version of this document's shape.
    public var version = 1
    /// Pass when every exercise passes, error when one could not be graded, else fail.
    public var status: GradeReport.Status
    public var summary: Summary
    /// In the workbook's order.
    public var exercises: [GradeReport]

    public static let formatName = "transitions-workbook-results"

    public struct Summary: Codable, Equatable, Sendable {
        /// Exercises checked.
        public var exercises: Int
        public var passed: Int
        public var failed: Int
        /// Exercises that could not be graded (the chapter did not compile, the lesson would not load).
        public var errored: Int
    }

    public init(exercises: [GradeReport]) {
        self.exercises = exercises
        let passed = exercises.filter { $0.status == .pass }.count
        let failed = exercises.filter { $0.status == .fail }.count
        let errored = exercises.filter { $0.status == .error }.count
        summary = Summary(exercises: exercises.count, passed: passed, failed: failed, errored: errored)
        status = errored > 0 ? .error : (failed > 0 || exercises.isEmpty ? .fail : .pass)
    }

    /// The exercise's verdict in a word a table can hold: its first failing check's cause
    /// (`completeTransitionNeverCalled`), `compileError` when the chapter did not compile, and
    /// `error` when it could not be graded otherwise; nil when it passed.
    public static func reason(_ report: GradeReport) -> String? {
        switch report.status {
        case .pass: return nil
        case .error where report.compileErrors?.isEmpty == false: return "compileError"
        case .error where report.tests.isEmpty: return "error"
        default:
            guard let first = report.tests.first(where: { $0.status != .pass }) else { return report.status.rawValue }
            if first.status == .error { return first.cause?.rawValue ?? "error" }
            return first.cause?.rawValue ?? "unexplained"
        }
    }

    /// Reads a results file: a `check --all --json` document, or one exercise's report
    /// (`check --json`, `bin/run.sh`'s `results.json`). Throws a sentence that says why not.
    public static func read(_ url: URL) throws -> ResultsDocument {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReadError(description: "cannot be read (\(error.localizedDescription))")
        }
        guard !data.isEmpty else { throw ReadError(description: "is empty") }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            throw ReadError(description: "is not JSON (a results file is what `workbook check --all --json` prints)")
        }
        let decoder = JSONDecoder()
        do {
            if dictionary["format"] != nil {
                guard dictionary["format"] as? String == formatName else {
                    throw ReadError(description: "is a \"\(dictionary["format"] ?? "")\" file, not the workbook's results")
                }
                let document = try decoder.decode(ResultsDocument.self, from: data)
                guard document.version <= 1 else {
                    throw ReadError(description: "has results of version \(document.version), newer than this workbook reads (1): update the workbook")
                }
                return document
            }
            return ResultsDocument(exercises: [try decoder.decode(GradeReport.self, from: data)])
        } catch let error as ReadError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReadError(description: "lacks \"\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))\"")
        } catch let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ReadError(description: "has a wrong value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" (\(context.debugDescription))")
        } catch {
            throw ReadError(description: "cannot be read as results (\(error))")
        }
    }

    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }
}

/// A class's results side by side: which exercises each student passed, and per exercise how
/// many passed, failed or could not be graded, with the most common reasons.
public struct ClassReport: Sendable {
    /// One student's results: a name (from the file) and their document.
    public struct Student: Sendable {
        public var name: String
        public var results: ResultsDocument
        public init(name: String, results: ResultsDocument) {
            self.name = name
            self.results = results
        }
    }

    /// One exercise across the class.
    public struct Row: Equatable, Sendable {
        public var exercise: String
        public var title: String
        /// Students whose results include the exercise.
        public var checked: Int
        public var passed: Int
        public var failed: Int
        public var errored: Int
        /// Reasons of those who did not pass, the most common first (ties by name), with counts.
        public var reasons: [(reason: String, count: Int)]

        public static func == (a: Row, b: Row) -> Bool {
            a.exercise == b.exercise && a.title == b.title && a.checked == b.checked && a.passed == b.passed && a.failed == b.failed
                && a.errored == b.errored && a.reasons.map(\.reason) == b.reasons.map(\.reason) && a.reasons.map(\.count) == b.reasons.map(\.count)
        }
    }

    public var students: [Student]
    public var rows: [Row]

    /// `order` gives the exercises' ids and titles in the workbook's order; exercises it does
    /// not know (a newer workbook's) follow, by id.
    public init(students: [Student], order: [(id: String, title: String)]) {
        self.students = students.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        let seen = Set(students.flatMap { $0.results.exercises.map(\.exercise) })
        let known = order.filter { seen.contains($0.id) }
        let unknown = seen.subtracting(order.map(\.id)).sorted().map { (id: $0, title: "") }
        rows = (known + unknown).map { exercise in
            let reports = students.compactMap { student in student.results.exercises.first { $0.exercise == exercise.id } }
            var counts: [String: Int] = [:]
            for report in reports { if let reason = ResultsDocument.reason(report) { counts[reason, default: 0] += 1 } }
            let reasons = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { (reason: $0.key, count: $0.value) }
            return Row(exercise: exercise.id, title: exercise.title, checked: reports.count,
                       passed: reports.filter { $0.status == .pass }.count, failed: reports.filter { $0.status == .fail }.count,
                       errored: reports.filter { $0.status == .error }.count, reasons: reasons)
        }
    }

    /// How many reasons a row shows.
    static let reasonsShown = 3

    /// The report as Markdown: a table per exercise, then one per student.
    public func markdown() -> String {
        var lines = ["# Class results", ""]
        let count = students.count
        lines.append("\(count) student\(count == 1 ? "" : "s"), \(rows.count) exercise\(rows.count == 1 ? "" : "s").")
        lines.append("")
        lines.append("| Exercise | Passed | Failing | Not graded | Most common reasons |")
        lines.append("|---|---:|---:|---:|---|")
        for row in rows {
            let reasons = row.reasons.prefix(Self.reasonsShown).map { "`\($0.reason)` (\($0.count))" }.joined(separator: ", ")
            lines.append("| \(Self.cell(row.exercise))\(row.title.isEmpty ? "" : " — " + Self.cell(row.title)) | \(row.passed) of \(row.checked) | \(row.failed) | \(row.errored) | \(reasons) |")
        }
        lines.append("")
        lines.append("| Student | Passed | Not passed |")
        lines.append("|---|---:|---|")
        for student in students {
            let results = student.results
            let missed = results.exercises.filter { $0.status != .pass }.map { report in
                "\(report.exercise) (`\(ResultsDocument.reason(report) ?? "")`)"
            }
            lines.append("| \(Self.cell(student.name)) | \(results.summary.passed) of \(results.summary.exercises) | \(missed.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as CSV (RFC 4180): one row per exercise, or per student and exercise.
    public func csv(byStudent: Bool) -> String {
        var lines: [String]
        if byStudent {
            lines = ["student,exercise,status,reason,checks passed,checks"]
            for student in students {
                for report in student.results.exercises {
                    lines.append([student.name, report.exercise, report.status.rawValue, ResultsDocument.reason(report) ?? "",
                                  String(report.tests.filter { $0.status == .pass }.count), String(report.tests.count)].map(Self.csvField).joined(separator: ","))
                }
            }
        } else {
            lines = ["exercise,title,checked,passed,failed,not graded,reasons"]
            for row in rows {
                let reasons = row.reasons.map { "\($0.reason): \($0.count)" }.joined(separator: "; ")
                lines.append([row.exercise, row.title, String(row.checked), String(row.passed), String(row.failed), String(row.errored), reasons]
                    .map(Self.csvField).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A Markdown table cell: pipes escaped, on one line.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    package static func csvField(_ text: String) -> String {
        guard text.contains(where: { ",\"\r\n".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
