import Foundation

/// Grades fixtures the way a learner's checks run: each exercise's fixtures one after the
/// other in a build folder of their own, kept between them, so that a fixture recompiles only
/// the files it changes (one file changed inside its bodies is compiled and linked without the
/// driver, `QuickRebuild`), instead of building the whole chapter from nothing. Exercises run
/// side by side, as many at a time as there are `workers`.
public struct FixtureRun: Sendable {
    public let checker: Checker
    /// How many exercises are graded at the same time.
    public var workers: Int
    /// Options of every check (the variant and the build folder are the run's).
    public var options: Checker.Options

    /// `workers` defaults to the machine's cores.
    public init(checker: Checker, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.checker = checker
        self.workers = max(1, workers)
        var options = Checker.Options()
        options.saveFrames = false
        // One grader per check: lanes already use the cores, and a verdict must not depend on
        // the machine's load.
        options.graders = 1
        // A check takes well under a second here: an endless loop is known long before the
        // learner's 8 s.
        options.checkTimeout = 4
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
        DispatchQueue.concurrentPerform(iterations: min(workers, lanes.count)) { _ in
            while let lane = next.take(from: lanes) {
                grade(lane) { verdict in
                    results.set(positions[verdict.fixture.description] ?? 0, verdict)
                    report.withLock { each(verdict) }
                }
            }
        }
        return results.all
    }

    /// The fixtures of one exercise, in one build folder, in the order that changes the fewest
    /// files from one to the next.
    func grade(_ lane: [Fixture], each: (Verdict) -> Void) {
        guard let first = lane.first else { return }
        let fm = FileManager.default
        let folder = checker.workspace.builds.appendingPathComponent(
            "\(first.entry.chapter.directory)-fixtures-\(first.entry.exercise.id)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? fm.removeItem(at: folder) }
        for fixture in lane {
            var options = self.options
            options.variant = fixture.variant(in: checker.workspace)
            options.buildFolder = folder
            let outcome = checker.check(fixture.entry, options: options)
            each(Verdict(fixture: fixture, outcome: outcome, problem: fixture.judge(outcome)))
        }
    }

    /// Fixtures grouped by exercise, the largest group first (so that the last lane to start is
    /// a short one); within a group, fixtures that replace the same files follow each other.
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
    /// The editable files this fixture replaces (the others are the solution's), sorted.
    public var replacedFiles: [String] {
        let fm = FileManager.default
        return entry.chapter.exercises.flatMap(\.files)
            .filter { fm.fileExists(atPath: directory.appendingPathComponent($0).path) }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .sorted()
    }
}
