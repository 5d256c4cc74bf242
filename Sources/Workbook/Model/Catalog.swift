import Foundation

/// The lesson catalog: `Lessons/manifest.json`, versioned.
public struct Catalog: Codable, Equatable, Sendable {
    public static let supportedVersion = 1

    public var version: Int
    public var chapters: [Chapter]

    public struct Chapter: Codable, Equatable, Sendable {
        public var id: String
        public var title: String
        /// Folder under `Lessons/` (and `Solutions/`, and the goldens).
        public var directory: String
        /// The chapter text, relative to the chapter folder.
        public var text: String
        public var exercises: [Exercise]
    }

    public struct Exercise: Codable, Equatable, Sendable {
        public var id: String
        public var title: String
        /// Anchor of the exercise's section in the chapter text.
        public var section: String
        /// The XCTest grader class.
        public var grader: String
        /// Files the learner edits, relative to the chapter folder.
        public var files: [String]
        /// Hints, vaguest first.
        public var hints: [String]
        /// Names of the frame sequences the grader records (for `play` and `diff`).
        public var frames: [String]?
    }

    /// An exercise with its chapter and position.
    public struct Entry: Equatable, Sendable {
        public let chapter: Chapter
        public let exercise: Exercise
        /// Position in the whole catalog (0-based).
        public let index: Int
    }

    /// Every exercise in order.
    public var entries: [Entry] {
        var result: [Entry] = []
        for chapter in chapters {
            for exercise in chapter.exercises { result.append(Entry(chapter: chapter, exercise: exercise, index: result.count)) }
        }
        return result
    }

    public func entry(_ id: String) -> Entry? { entries.first { $0.exercise.id == id } }

    public func chapter(_ id: String) -> Chapter? { chapters.first { $0.id == id } }

    /// Why a manifest could not be read, for the learner or author.
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads and validates the manifest at `url`.
    public static func load(from url: URL) throws -> Catalog {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LoadError(description: "Cannot read the lesson manifest \(url.path): \(error.localizedDescription)")
        }
        let catalog: Catalog
        do { catalog = try JSONDecoder().decode(Catalog.self, from: data) } catch {
            throw LoadError(description: "The lesson manifest \(url.path) is not valid: \(error)")
        }
        guard catalog.version == supportedVersion else {
            throw LoadError(description: "The lesson manifest has version \(catalog.version); this workbook reads version \(supportedVersion). Update the workbook (git pull).")
        }
        var seen = Set<String>()
        for entry in catalog.entries {
            guard seen.insert(entry.exercise.id).inserted else {
                throw LoadError(description: "The lesson manifest lists the exercise id \"\(entry.exercise.id)\" twice.")
            }
        }
        return catalog
    }
}
