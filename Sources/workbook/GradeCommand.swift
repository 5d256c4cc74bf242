import ArgumentParser
import Foundation
import Graders
import Grading

/// The grader process (internal): loads a compiled lesson and runs one exercise's checks, as the
/// request file (a `GradingRequest` in JSON, written by `check`) says.
struct GradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "__grade",
        abstract: "Run one exercise's checks against a compiled lesson (used by `check`).",
        shouldDisplay: false)

    @Option(name: .customLong("request"), help: "The grading request (JSON).") var request: String

    func run() throws {
        let request: GradingRequest
        do {
            request = try GraderMain.loadRequest(self.request)
        } catch {
            throw ValidationError("The grading request \(self.request) cannot be read: \(error)")
        }
        MainActor.assumeIsolated {
            GraderMain.run(request, graders: graderRegistry)
        }
    }
}

/// The graders (internal): each name the manifest may use, with its checks in order, as JSON
/// (read by the authoring self-check, `author check`).
struct GradersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "__graders",
        abstract: "List the graders and their checks (used by `author check`).",
        shouldDisplay: false)

    func run() throws {
        let list = MainActor.assumeIsolated { graderRegistry.mapValues { $0.allTests.map(\.0) } }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(list), as: UTF8.self))
    }
}
