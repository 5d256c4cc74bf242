import Foundation
import Grading

/// The learner's progress: one small versioned JSON file, written atomically (a temporary file
/// renamed over the old one), so a crash never leaves half a file.
public struct Progress: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version = Progress.currentVersion
    /// The exercise the learner is on.
    public var current: String?
    /// Exercises whose checks all passed.
    public var passed: [String] = []
    /// How many hint tiers were shown, per exercise.
    public var hintsShown: [String: Int] = [:]
    /// Exercises whose solution the learner looked at.
    public var solutionsSeen: [String] = []
    /// Exercises that passed once and fail now (a later check failed, or their files were reset).
    public var passedBefore: [String] = []
    /// The language the learner chose with `lang` (a `Language` code); nil follows the locale.
    public var language: String?

    public init() {}

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? Progress.currentVersion
        current = try c.decodeIfPresent(String.self, forKey: .current)
        passed = try c.decodeIfPresent([String].self, forKey: .passed) ?? []
        hintsShown = try c.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
        solutionsSeen = try c.decodeIfPresent([String].self, forKey: .solutionsSeen) ?? []
        passedBefore = try c.decodeIfPresent([String].self, forKey: .passedBefore) ?? []
        language = try c.decodeIfPresent(String.self, forKey: .language)
    }

    public func hasPassed(_ exercise: String) -> Bool { passed.contains(exercise) }

    public mutating func markPassed(_ exercise: String) {
        if !passed.contains(exercise) { passed.append(exercise) }
        passedBefore.removeAll { $0 == exercise }
    }

    /// The exercise fails now: it keeps no ✓ (and is remembered as passed before, if it was).
    public mutating func markFailing(_ exercise: String) {
        guard passed.contains(exercise) else { return }
        passed.removeAll { $0 == exercise }
        if !passedBefore.contains(exercise) { passedBefore.append(exercise) }
    }
}

/// Loads and saves `Progress`, surviving a damaged or foreign file and another workbook
/// saving at the same time: every save re-reads the file under a lock (`flock` on a file of
/// its own) and applies the change to what is there, so two processes never lose each other's
/// progress. A file that cannot be read is never saved over.
public struct ProgressStore: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// What was found on disk, with a one-line notice when something was wrong (for the
    /// session to say in the learner's language).
    public struct Loaded: Sendable {
        public var progress: Progress
        public var notice: Phrase?
    }

    /// The file as it is on disk.
    public enum DiskState: Sendable {
        case missing
        case readable(Progress)
        /// Present but not progress this workbook can read (damaged, or not readable at all).
        case unreadable(reason: Phrase)
        /// Written by a newer workbook.
        case newer(version: Int)
    }

    /// Why a change was not saved (a phrase that goes on after a lead-in: "your progress file …").
    public struct NotSaved: Error, CustomStringConvertible, Sendable {
        public let phrase: Phrase
        public var description: String { phrase.english }
    }

    public func read() -> DiskState {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            return .unreadable(reason: Phrase("workbook.progress.cannot-open", "it cannot be opened (\(Phrase(verbatim: error.localizedDescription, foreign: true)))"))
        }
        struct VersionOnly: Decodable { var version: Int }
        if let header = try? JSONDecoder().decode(VersionOnly.self, from: data), header.version > Progress.currentVersion {
            return .newer(version: header.version)
        }
        do { return .readable(try JSONDecoder().decode(Progress.self, from: data)) } catch {
            return .unreadable(reason: Phrase("workbook.progress.not-progress", "it is not progress this workbook can read"))
        }
    }

    /// Reads the progress. A missing file is a fresh start; a damaged file, a newer version or
    /// exercises that no longer exist are reported in `notice` and the tool carries on with the
    /// file left as it is.
    public func load(catalog: Catalog) -> Loaded {
        let shown = url.path
        switch read() {
        case .missing:
            return Loaded(progress: Progress(), notice: nil)
        case let .unreadable(reason):
            return Loaded(progress: Progress(), notice: Phrase("workbook.progress.unreadable", "Your progress file (\(shown)) cannot be read: \(reason). It is left as it is and nothing is saved over it, so this session's progress is kept in memory only; move the file aside or delete it to save again. Your lesson files are untouched."))
        case let .newer(version):
            return Loaded(progress: Progress(), notice: Phrase("workbook.progress.newer", "Your progress file was written by a newer workbook (version \(version)); it is left as it is and progress is not saved until you update (git pull). Your lesson files are untouched."))
        case var .readable(progress):
            let unknown = Self.dropUnknown(&progress, catalog: catalog)
            guard unknown.isEmpty else {
                let ids = unknown.joined(separator: ", ")
                return Loaded(progress: progress, notice: Phrase("workbook.progress.dropped", "Your progress mentions exercises that no longer exist (\(ids)); they were dropped."))
            }
            return Loaded(progress: progress, notice: nil)
        }
    }

    /// Removes the exercises the catalog does not have; returns their ids.
    static func dropUnknown(_ progress: inout Progress, catalog: Catalog) -> [String] {
        let known = Set(catalog.entries.map(\.exercise.id))
        let unknown = progress.passed.filter { !known.contains($0) } + (progress.current.map { known.contains($0) ? [] : [$0] } ?? [])
        progress.passed.removeAll { !known.contains($0) }
        progress.passedBefore.removeAll { !known.contains($0) }
        progress.solutionsSeen.removeAll { !known.contains($0) }
        progress.hintsShown = progress.hintsShown.filter { known.contains($0.key) }
        if let current = progress.current, !known.contains(current) { progress.current = nil }
        return Set(unknown).sorted()
    }

    /// Applies `change` to the progress on disk, under the lock, and saves it; returns what was
    /// saved. Throws `NotSaved` when the file on disk cannot be read or belongs to a newer
    /// workbook (it is left as it is).
    @discardableResult
    public func update(_ change: (inout Progress) -> Void) throws -> Progress {
        let fm = FileManager.default
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = try FileLock(url.appendingPathExtension("lock"))
        defer { lock.unlock() }
        var progress: Progress
        switch read() {
        case .missing: progress = Progress()
        case let .readable(onDisk): progress = onDisk
        case let .unreadable(reason): throw NotSaved(phrase: Phrase("workbook.progress.not-saved-unreadable", "your progress file cannot be read (\(reason)), and is not saved over"))
        case let .newer(version): throw NotSaved(phrase: Phrase("workbook.progress.not-saved-newer", "your progress file belongs to a newer workbook (version \(version))"))
        }
        change(&progress)
        try write(progress)
        return progress
    }

    /// Writes atomically: a temporary file renamed over the old one.
    private func write(_ progress: Progress) throws {
        let fm = FileManager.default
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(progress)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".progress-\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        // rename(2) replaces the old file in one step (FileManager.replaceItemAt is not reliable
        // on Linux).
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(url.path): \(reason)"])
        }
    }
}

/// An exclusive advisory lock on a file (`flock`), held until `unlock` (or the process ends).
final class FileLock {
    private let descriptor: Int32
    private var held = true

    /// Waits for the lock; with `giveUp`, asked every few milliseconds while another holds it,
    /// the wait ends (throwing `Abandoned`) when it answers true — a Ctrl-C.
    init(_ url: URL, giveUp: (() -> Bool)? = nil) throws {
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot open \(url.path): \(String(cString: strerror(errno)))"])
        }
        guard let giveUp else {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            return
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if giveUp() {
                close(descriptor)
                held = false
                throw Abandoned()
            }
            usleep(5_000)
        }
    }

    /// The wait for the lock was given up.
    struct Abandoned: Error {}

    /// Lets go of the lock (once; later calls do nothing).
    func unlock() {
        guard held else { return }
        held = false
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
