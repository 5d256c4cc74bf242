import Foundation
import Grading

/// Grades fixtures the way a learner's check is built: a fixture differs from the solution in
/// a file or two, so each chapter's solution is built once, and each fixture's files are
/// compiled against the solution's other files and linked with them (`QuickRebuild.derive`),
/// instead of building the whole chapter from nothing; a fixture whose file declares
/// something the solution's does not is built from nothing. Exercises run side by side, as
/// many at a time as there are `workers`.
public struct FixtureRun: Sendable {
    public let checker: Checker
    /// How many exercises are graded at the same time.
    public var workers: Int
    /// Options of every check (the variant and the build folders are the run's).
    public var options: Checker.Options
    /// Where the solutions' builds are kept, one folder per chapter: nil for folders of the
    /// run's own, removed at its end; runs given the same folder share them.
    public var bases: URL?

    /// `workers` defaults to the machine's cores.
    public init(checker: Checker, workers: Int = ProcessInfo.processInfo.activeProcessorCount, bases: URL? = nil) {
        self.checker = checker
        self.workers = max(1, workers)
        self.bases = bases
        var options = Checker.Options()
        options.saveFrames = false
        // One grader per check: lanes already use the cores, and a verdict must not depend on
        // the machine's load.
        options.graders = 1
        // A check takes well under a second here: an endless loop is known long before the
        // learner's 8 s, and a runaway long before 1 GiB (a grader needs about 100 MiB). Both
        // limits are what the runtime fixtures cost, and a busy machine must not make one
        // runaway look like the other.
        options.checkTimeout = 4
        options.memoryLimit = 384 << 20
        // A fixture's verdict is its first failing check (one grader runs them in order).
        options.stopAtFirstFailure = true
        self.options = options
    }

    /// One fixture's grading: the outcome and what is wrong with it (nil when it is the verdict
    /// the fixture expects).
    public struct Verdict: Sendable {
        public var fixture: Fixture
        public var outcome: Checker.Outcome
        public var problem: String?
    }

    /// Grades `fixtures` and returns their verdicts in the order given; `each` is called (on the
    /// lane's thread, one call at a time) as each fixture is graded.
    public func run(_ fixtures: [Fixture], each: @escaping @Sendable (Verdict) -> Void = { _ in }) -> [Verdict] {
        let lanes = Self.lanes(fixtures)
        let results = Results(count: fixtures.count)
        let next = Counter()
        let report = NSLock()
        let positions = Dictionary(uniqueKeysWithValues: fixtures.enumerated().map { ($0.element.description, $0.offset) })
        let bases = self.bases ?? checker.workspace.builds.appendingPathComponent("fixture-bases-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { if self.bases == nil { try? FileManager.default.removeItem(at: bases) } }
        DispatchQueue.concurrentPerform(iterations: min(workers, lanes.count)) { _ in
            while let lane = next.take(from: lanes) {
                grade(lane, bases: bases) { verdict in
                    results.set(positions[verdict.fixture.description] ?? 0, verdict)
                    report.withLock { each(verdict) }
                }
            }
        }
        return results.all
    }

    /// The fixtures of one exercise, derived from its chapter's solution, built first unless
    /// it is there (the folder's lock lets one lane build it while the others wait). A fixture
    /// whose file declares what the solution's does is one compiled file and a link; one that
    /// declares something else (a helper of its own, an exercise not yet done) is compiled with
    /// the whole chapter — unless others of the lane declare the same: their first is built as
    /// a base of the lane's own, and the rest derive from it.
    func grade(_ lane: [Fixture], bases: URL, each: (Verdict) -> Void) {
        guard let first = lane.first else { return }
        let fm = FileManager.default
        let chapter = first.entry.chapter
        let base = bases.appendingPathComponent(chapter.directory)
        let scratch = checker.workspace.builds.appendingPathComponent("fixture-base-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? fm.removeItem(at: scratch) }
        // A solution that does not build leaves no recipe: each fixture is then built from nothing.
        _ = try? checker.builder.build(chapter, in: checker.workspace, variant: .solution, directory: scratch.appendingPathComponent("library"), incremental: base)
        for group in Self.groups(lane, in: checker.workspace) {
            var groupBase = base
            if group.declaresOtherwise, group.fixtures.count >= Self.smallestGroupWithABase {
                // The first fixture of the group that builds is the group's base.
                let folder = scratch.appendingPathComponent("group-\(UUID().uuidString.prefix(8))")
                for fixture in group.fixtures {
                    if case .built? = try? checker.builder.build(chapter, in: checker.workspace, variant: fixture.variant(in: checker.workspace),
                                                                directory: scratch.appendingPathComponent("library"), incremental: folder) {
                        groupBase = folder
                        break
                    }
                }
            }
            for fixture in group.fixtures {
                var options = self.options
                options.variant = fixture.variant(in: checker.workspace)
                options.base = groupBase
                let outcome = checker.check(fixture.entry, options: options)
                each(Verdict(fixture: fixture, outcome: outcome, problem: fixture.judge(outcome) ?? untranslated(outcome)))
            }
        }
    }

    /// The catalogue of every language but English (a few small files, read for each verdict).
    var catalogues: [(Language, Catalogue)] {
        Language.allCases.compactMap { language in
            Translations(language: language).catalogue(in: checker.workspace, catalog: checker.catalog).map { (language, $0) }
        }
    }

    /// English left in a translation of what a failed check says (`EnglishProse`): every
    /// verdict a fixture gets must read in each language the workbook speaks.
    func untranslated(_ outcome: Checker.Outcome) -> String? {
        let phrases = [outcome.report.phrase].compactMap { $0 } + outcome.report.tests.compactMap(\.phrase)
        for (language, catalogue) in catalogues {
            for phrase in phrases {
                if let run = EnglishProse.runs(in: phrase, catalogue: catalogue).first {
                    let ids = phrase.all.map(\.id).filter { catalogue.templates[$0] == nil }
                    return "\(outcome.report.exercise): in \(language.rawValue) the message still has English (\"\(run)\")"
                        + (ids.isEmpty ? ": a String, not a Phrase, reaches it" : ", untranslated: \(ids.joined(separator: ", "))")
                        + "\n  " + phrase.rendered(catalogue)
                }
            }
        }
        return nil
    }

    /// A group of a lane needs this many fixtures to be worth a base of its own: building it
    /// takes about as long as compiling two fixtures with the whole chapter, deriving from it
    /// a third of that.
    static let smallestGroupWithABase = 3

    /// A lane's fixtures grouped by what their files declare (`QuickRebuild.declarations`):
    /// those that declare what the solution's files do first, then the others, each group of
    /// those declaring the same together, in the lane's order otherwise.
    static func groups(_ lane: [Fixture], in workspace: Workspace) -> [(declaresOtherwise: Bool, fixtures: [Fixture])] {
        var order: [String] = []
        var groups: [String: [Fixture]] = [:]
        var solutions: [String: [String]] = [:]
        for fixture in lane {
            var key = ""
            for file in fixture.replacedFiles {
                let own = (try? String(contentsOf: fixture.directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
                let solution = solutions[file] ?? QuickRebuild.declarations((try? String(contentsOf: workspace.referenceFile(fixture.entry.chapter, file), encoding: .utf8)) ?? "")
                solutions[file] = solution
                let declared = QuickRebuild.declarations(own)
                if declared != solution { key += "\(file)\u{1}\(declared.joined(separator: "\u{2}"))\u{3}" }
            }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(fixture)
        }
        return (order.filter(\.isEmpty) + order.filter { !$0.isEmpty }).map { (!$0.isEmpty, groups[$0]!) }
    }

    /// Fixtures grouped by exercise, the largest group first (so that the last lane to start is
    /// a short one); within a group, by the files they replace and their names.
    static func lanes(_ fixtures: [Fixture]) -> [[Fixture]] {
        var groups: [String: [Fixture]] = [:]
        var order: [String] = []
        for fixture in fixtures {
            let id = fixture.entry.exercise.id
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(fixture)
        }
        return order.map { id in
            groups[id]!.sorted { ($0.replacedFiles.joined(separator: "\n"), $0.name) < ($1.replacedFiles.joined(separator: "\n"), $1.name) }
        }
        .enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }

    /// Hands out lanes, each once.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var index = 0
        func take<T>(from items: [T]) -> T? {
            lock.withLock {
                guard index < items.count else { return nil }
                defer { index += 1 }
                return items[index]
            }
        }
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var verdicts: [Verdict?]
        init(count: Int) { verdicts = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ verdict: Verdict) { lock.withLock { verdicts[index] = verdict } }
        var all: [Verdict] { lock.withLock { verdicts.compactMap { $0 } } }
    }
}

extension Fixture {
    /// The files this fixture replaces (the others are the solution's), sorted: editable files
    /// by name, app files as `App/<name>`.
    public var replacedFiles: [String] {
        let fm = FileManager.default
        let app = ((try? fm.contentsOfDirectory(atPath: directory.appendingPathComponent("App").path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { "App/" + $0 }
        return (entry.chapter.exercises.flatMap(\.files) + app)
            .filter { fm.fileExists(atPath: directory.appendingPathComponent($0).path) }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .sorted()
    }
}
