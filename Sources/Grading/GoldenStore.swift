import Foundation
import Frames

/// Reference frames on disk: one frame-file sequence per check, recorded from the reference
/// solution and committed (`Tests/Goldens/<chapter>/<name>.frames`).
public struct GoldenStore: Sendable {
    /// When goldens may be written: never (CI, learners), when missing, or always (re-record).
    public enum RecordMode: String, Codable, Sendable {
        case never, missing, all

        /// From `RECORD_GOLDENS`; never when `CI` is set, whatever it says.
        public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
            if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
            return environment["RECORD_GOLDENS"].flatMap(RecordMode.init(rawValue:)) ?? .never
        }
    }

    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public func url(_ name: String) -> URL { directory.appendingPathComponent(name + ".frames") }

    /// The frames of `name`, nil when there is no such golden.
    public func load(_ name: String) throws -> [Frame]? {
        guard let text = try? String(contentsOf: url(name), encoding: .utf8) else { return nil }
        do {
            return try FrameFile.decode(text)
        } catch {
            throw GradingError("The reference frames \(url(name).path) are damaged (\(error)); re-record them with `workbook author record`.")
        }
    }

    public func save(_ name: String, _ frames: [Frame]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FrameFile.encode(frames).write(to: url(name), atomically: true, encoding: .utf8)
    }
}
