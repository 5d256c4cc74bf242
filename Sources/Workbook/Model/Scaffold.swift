import Foundation

/// `author new chapter` and `author new exercise`: everything a chapter or an exercise is made
/// of, written in its place and named in the manifest, with placeholders marked
/// `Scaffold.marker` for the lesson's own content; the self-check lists every placeholder left.
public struct Scaffold {
    /// Marks what the author still has to write.
    public static let marker = "scaffold:"

    public let workspace: Workspace

    public init(workspace: Workspace) { self.workspace = workspace }

    /// A file written or changed, and what is in it for the author.
    public struct Change: Equatable {
        public let path: String
        public let what: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// "magic-move" → "MagicMove".
    public static func typeName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// "Magic move" for "magic-move".
    static func title(_ id: String) -> String {
        let words = id.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    static func validate(_ id: String, _ what: String) throws {
        guard id.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"#, options: .regularExpression) != nil else {
            throw Failure("\"\(id)\" cannot be \(what) id: use lower-case words joined by hyphens, such as \"fly-in\".")
        }
    }

    /// Adds an empty chapter after the last: its folder (text, starter app), the mirrors under
    /// `Solutions/`, `Stubs/`, `Tests/Goldens/`, `Tests/Fixtures/`, and its manifest entry.
    public func newChapter(id: String, title: String?) throws -> [Change] {
        try Self.validate(id, "a chapter")
        var catalog = try Catalog.load(from: workspace.manifest)
        guard catalog.chapter(id) == nil else { throw Failure("There is already a chapter \"\(id)\" in Lessons/manifest.json.") }
        let number = (catalog.chapters.compactMap { Int($0.directory.prefix { $0.isNumber }) }.max() ?? -1) + 1
        let directory = String(format: "%02d-%@", number, id)
        let title = title ?? Self.title(id)
        let chapter = Catalog.Chapter(id: id, title: title, directory: directory, text: "README.md", exercises: [])
        let folder = workspace.chapterDirectory(chapter)
        guard !FileManager.default.fileExists(atPath: folder.path) else { throw Failure("Lessons/\(directory) already exists.") }
        var changes: [Change] = []
        let home = Self.typeName(id) + "ViewController"
        try write(folder.appendingPathComponent("README.md"), """
            # Chapter \(number) — \(title)

            \(Self.marker) the chapter's introduction, in the workbook's own words: the app the learner \
            works on, what they will build, and the parts of UIKit at play. Each exercise adds its \
            section below (`author new exercise <id> --chapter \(id)`).

            """, &changes, "the chapter text: write its introduction")
        try write(folder.appendingPathComponent("App/AppDelegate.swift"), """
            import UIKit

            /// Launches the chapter's app: one window showing \(home).
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = \(home)()
                    window.makeKeyAndVisible()
                    self.window = window
                    return true
                }
            }

            """, &changes, "the starter app's launch (the grader starts the app through it)")
        try write(folder.appendingPathComponent("App/\(home).swift"), """
            import UIKit

            /// The first screen of the chapter's app.
            final class \(home): UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // \(Self.marker) build the screen the transitions start from; give every view a
                    // grader needs an `accessibilityIdentifier`.
                    view.backgroundColor = .white
                    view.accessibilityIdentifier = "\(id)"
                }
            }

            """, &changes, "the starter app's first screen")
        for mirror in [workspace.solutionDirectory(chapter), workspace.stubFile(chapter, "").deletingLastPathComponent(), workspace.goldensDirectory(chapter), workspace.fixturesDirectory(chapter)] {
            try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
        }
        catalog.chapters.append(chapter)
        try save(catalog, &changes, "the chapter \(id), with no exercises yet")
        return changes
    }

    /// Adds an exercise at the end of `chapter`: its manifest entry (two hints to write), a stub
    /// with numbered TODOs and its distributed copy, the solution, the text's section, a grader
    /// class registered under the manifest's name, and its fixtures folder. `file` is the file
    /// the learner edits (`<Id>Animator.swift` unless given); an existing one is only named.
    public func newExercise(id: String, chapter chapterID: String, title: String?, file: String?) throws -> [Change] {
        try Self.validate(id, "an exercise")
        var catalog = try Catalog.load(from: workspace.manifest)
        guard let index = catalog.chapters.firstIndex(where: { $0.id == chapterID }) else {
            throw Failure("There is no chapter \"\(chapterID)\" in Lessons/manifest.json (chapters: \(catalog.chapters.map(\.id).joined(separator: ", "))). Add one with `author new chapter \(chapterID)`.")
        }
        guard catalog.entry(id) == nil else { throw Failure("There is already an exercise \"\(id)\" in Lessons/manifest.json: exercise ids are unique across the workbook.") }
        let chapter = catalog.chapters[index]
        let number = chapter.exercises.count + 1
        let type = Self.typeName(id)
        let grader = type + "Checks"
        let sources = GraderSources.read(workspace.root.appendingPathComponent("Tests/Graders"))
        guard sources.file(declaring: grader) == nil else { throw Failure("A grader named \(grader) is already declared in Tests/Graders: choose another exercise id.") }
        let title = title ?? Self.title(id)
        let fileName = file ?? "\(type)Animator.swift"
        guard fileName.hasSuffix(".swift"), !fileName.contains("/") else { throw Failure("\"\(fileName)\" cannot be an editable file: name a .swift file in the chapter's folder, such as \(type)Animator.swift.") }
        var changes: [Change] = []

        let lesson = workspace.lessonFile(chapter, fileName)
        if FileManager.default.fileExists(atPath: lesson.path) {
            changes.append(Change(path: workspace.relativePath(lesson.path), what: "already there: add this exercise's steps as // TODO \(number).1, \(number).2 … (and to its copy in Stubs/)"))
        } else {
            let animator = String(fileName.dropLast(".swift".count))
            let stub = Self.animator(animator, title: title, body: """
                        // TODO \(number).1: \(Self.marker) the first small step, in the learner's terms.
                        0
                    }

                    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                        // TODO \(number).2: \(Self.marker) the next step; end with
                        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
                    }
                """)
            try write(lesson, stub, &changes, "the stub the learner edits, with TODO \(number).1 and \(number).2 to write")
            try write(workspace.stubFile(chapter, fileName), stub, &changes, "its distributed copy (what `reset` restores): keep it equal to the stub")
            try write(workspace.solutionFile(chapter, fileName), Self.animator(animator, title: title, body: """
                        0.3
                    }

                    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                        // \(Self.marker) the reference solution, written as a good iOS developer would.
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                """), &changes, "the reference solution to write")
        }

        let text = workspace.chapterDirectory(chapter).appendingPathComponent(chapter.text)
        var chapterText = (try? String(contentsOf: text, encoding: .utf8)) ?? "# \(chapter.title)\n"
        if !chapterText.hasSuffix("\n") { chapterText += "\n" }
        chapterText += """

            ## \(number). \(title) {#\(id)}

            \(Self.marker) the goal; the API and why; the steps, in `\(fileName)` (TODO \(number).1, \
            \(number).2); what the learner will see when it works.

            ### Pitfalls

            - **\(Self.marker) A mistake a learner makes.** What goes wrong, and what they see. Each \
              pitfall is made by a mistake fixture whose expect.json names it ("pitfall": the title in \
              lower case, words joined by "-").

            """
        try write(text, chapterText, &changes, "the section {#\(id)} to write")

        let graderFile = chapter.exercises.lazy.compactMap { sources.file(declaring: $0.grader)?.url }.first
            ?? workspace.root.appendingPathComponent("Tests/Graders/\(Self.typeName(chapter.id))Checks.swift")
        var graders = (try? String(contentsOf: graderFile, encoding: .utf8)) ?? "import Frames\nimport Grading\nimport UIKit\nimport XCTest\n"
        if !graders.hasSuffix("\n") { graders += "\n" }
        graders += """

            /// \(chapter.title), exercise \(number): \(title).
            final class \(grader): LessonTestCase {
                static var allTests: [(String, (\(grader)) -> () throws -> Void)] {
                    [
                        ("test_transitionPlays", test_transitionPlays),
                    ]
                }

                func test_transitionPlays() {
                    grade { app in
                        // \(Self.marker) perform what the learner's code answers (a tap, a swipe) and
                        // check what it did, one cause a failure (CONTRIBUTING.md, "The grader").
                        throw GradingError("This check is not written yet.", cause: .appChanged)
                    }
                }
            }

            """
        try write(graderFile, graders, &changes, "\(grader), its checks to write")
        let registry = workspace.root.appendingPathComponent("Tests/Graders/Registry.swift")
        guard var registered = try? String(contentsOf: registry, encoding: .utf8), let end = registered.range(of: "\n    ]\n", options: .backwards) else {
            throw Failure("Tests/Graders/Registry.swift was not found, or has no list ending in \"    ]\": register \(grader) there by hand.")
        }
        registered.insert(contentsOf: "\n        \"\(grader)\": testCase(\(grader).allTests),", at: end.lowerBound)
        try write(registry, registered, &changes, "\(grader) registered under the manifest's name")

        let fixtures = workspace.fixturesDirectory(chapter).appendingPathComponent(id)
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        changes.append(Change(path: workspace.relativePath(fixtures.path) + "/", what: "mistake fixtures and at least two correct alternatives to write"))

        catalog.chapters[index].exercises.append(Catalog.Exercise(
            id: id, title: title, section: id, grader: grader, files: [fileName],
            hints: ["\(Self.marker) a nudge: what UIKit asks, and when.", "\(Self.marker) the API to use, nearly the code."], frames: nil))
        try save(catalog, &changes, "the exercise \(id): its title, files, grader, and two hints to write")
        return changes
    }

    static func animator(_ name: String, title: String, body: String) -> String {
        """
        import UIKit

        /// \(title).
        final class \(name): NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        \(body)
        }

        """
    }

    private func write(_ url: URL, _ text: String, _ changes: inout [Change], _ what: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        changes.append(Change(path: workspace.relativePath(url.path), what: what))
    }

    private func save(_ catalog: Catalog, _ changes: inout [Change], _ what: String) throws {
        try catalog.manifestText.write(to: workspace.manifest, atomically: true, encoding: .utf8)
        changes.append(Change(path: workspace.relativePath(workspace.manifest.path), what: what))
    }
}
