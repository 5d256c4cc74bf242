import Foundation

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

    public init() {}

    public func hasPassed(_ exercise: String) -> Bool { passed.contains(exercise) }

    public mutating func markPassed(_ exercise: String) {
        if !passed.contains(exercise) { passed.append(exercise) }
    }
}

/// Loads and saves `Progress`, surviving a damaged or foreign file.
public struct ProgressStore: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// What was found on disk, with a one-line notice when something was wrong.
    public struct Loaded: Sendable {
        public var progress: Progress
        public var notice: String?
    }

    /// Reads the progress. A missing file is a fresh start; a damaged file, a newer version or
    /// exercises that no longer exist are reported in `notice` and the tool carries on (the
    /// damaged file is kept aside, never deleted).
    public func load(catalog: Catalog) -> Loaded {
        let fm = FileManager.default
        guard fm.fileExists(atPath: url.path) else { return Loaded(progress: Progress(), notice: nil) }
        guard let data = try? Data(contentsOf: url) else {
            return Loaded(progress: Progress(), notice: "Could not read your progress file (\(url.path)); starting from the first exercise. Your lesson files are untouched.")
        }
        struct VersionOnly: Decodable { var version: Int }
        if let header = try? JSONDecoder().decode(VersionOnly.self, from: data), header.version > Progress.currentVersion {
            return Loaded(progress: Progress(), notice: "Your progress file was written by a newer workbook (version \(header.version)); it is left as it is and progress is not saved until you update (git pull). Your lesson files are untouched.")
        }
        guard var progress = try? JSONDecoder().decode(Progress.self, from: data) else {
            let aside = url.appendingPathExtension("damaged-\(Int(Date().timeIntervalSince1970))")
            try? fm.copyItem(at: url, to: aside)
            return Loaded(progress: Progress(), notice: "Your progress file was damaged; it was kept as \(aside.lastPathComponent) and progress starts again. Your lesson files are untouched.")
        }
        let known = Set(catalog.entries.map(\.exercise.id))
        let unknown = progress.passed.filter { !known.contains($0) } + (progress.current.map { known.contains($0) ? [] : [$0] } ?? [])
        if !unknown.isEmpty {
            progress.passed.removeAll { !known.contains($0) }
            progress.solutionsSeen.removeAll { !known.contains($0) }
            progress.hintsShown = progress.hintsShown.filter { known.contains($0.key) }
            if let current = progress.current, !known.contains(current) { progress.current = nil }
            return Loaded(progress: progress, notice: "Your progress mentions exercises that no longer exist (\(Set(unknown).sorted().joined(separator: ", "))); they were dropped.")
        }
        return Loaded(progress: progress, notice: nil)
    }

    /// Whether the file on disk may be overwritten (not when it belongs to a newer version).
    public func isWritable() -> Bool {
        struct VersionOnly: Decodable { var version: Int }
        guard let data = try? Data(contentsOf: url), let header = try? JSONDecoder().decode(VersionOnly.self, from: data) else { return true }
        return header.version <= Progress.currentVersion
    }

    /// Writes atomically.
    public func save(_ progress: Progress) throws {
        guard isWritable() else { return }
        let fm = FileManager.default
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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
