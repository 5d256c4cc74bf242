import Foundation

/// The GitHub Actions workflow `classroom init` writes for GitHub Classroom: on every push the
/// student's repository builds the workbook (cached between pushes), checks each exercise as
/// one `autograding-command-grader` step with its points, keeps every result as a file for
/// `report`, and hands the scores to Classroom's reporter.
public struct ClassroomWorkflow: Sendable {
    /// The Swift toolchain the workflow runs on, as the README names it.
    public static let swiftVersion = "6.3.1"
    /// The official Swift container image of that version.
    public static var image: String { "swift:\(swiftVersion)-noble" }
    /// Where the workflow goes in the repository.
    public static let path = ".github/workflows/classroom.yml"
    /// The file the results step writes (and the artifact's name without it).
    public static let resultsFile = "workbook-results.json"
    /// What the workbook's own build depends on: the cache's key hashes them, and their dates are
    /// fixed after checkout so that a restored build counts as up to date (`./workbook` compares
    /// dates; a checkout dates every file now).
    public static let buildInputs = ["Package.swift", "Sources", "Tests/Graders"]

    /// The date the workbook's sources get after checkout: 2001-01-01 00:00 UTC, in seconds.
    static let fixedDate = 978_307_200

    public var exercises: [(id: String, title: String)]
    /// Points per exercise.
    public var points: Int
    /// Minutes one exercise's check may take (the action's `timeout`).
    public var timeoutMinutes = 5

    /// Whether `exercises` are all the workbook's (the results step then names none).
    public var allExercises = false
    /// A container image holding the workbook built (the Dockerfile's), instead of building it
    /// in each student's repository: no build, no cache, and the first push is as quick as the rest.
    public var image: String?

    public init(exercises: [(id: String, title: String)], points: Int, allExercises: Bool = false, image: String? = nil) {
        self.exercises = exercises
        self.points = points
        self.allExercises = allExercises
        self.image = image
    }

    /// The program the steps run: the repository's launcher, or the image's build (the
    /// Dockerfile links it as `workbook` on the PATH).
    public var workbook: String { image == nil ? "./workbook" : "workbook" }
    /// Where the Dockerfile keeps its warmed compiler cache, and the path it was made at.
    static let imageModuleCacheSeed = "/opt/workbook-module-cache"
    static let imageModuleCache = "/tmp/workbook-cache"

    /// The workflow as YAML.
    public func yaml() -> String {
        let ids = exercises.map(\.id)
        var y: [String] = []
        y.append("# Written by `workbook classroom init` (Transitions Workbook): GitHub Classroom grades each")
        y.append("# exercise on every push, \(points) point\(points == 1 ? "" : "s") each; README.md, \"Teaching a class\".")
        if image == nil {
            y.append("# The first push builds the workbook (a few minutes); later pushes restore that build from")
            y.append("# the cache and only check.")
        } else {
            y.append("# The image holds the workbook built (the repository's Dockerfile): every push only checks.")
            y.append("# It must be built from the same version of the workbook as this repository.")
        }
        y.append("name: Autograding Tests")
        y.append("'on':")
        y.append("- push")
        y.append("- repository_dispatch")
        y.append("permissions:")
        y.append("  checks: write")
        y.append("  actions: read")
        y.append("  contents: read")
        y.append("jobs:")
        y.append("  run-autograding-tests:")
        y.append("    runs-on: ubuntu-latest")
        y.append("    if: github.actor != 'github-classroom[bot]'")
        y.append("    container: \(Self.quoted(image ?? Self.image))")
        if image != nil {
            // The image's warmed compiler cache serves at the path it was made at (bin/run.sh).
            y.append("    env:")
            y.append("      XDG_CACHE_HOME: \(Self.imageModuleCache)")
        }
        y.append("    timeout-minutes: 60")
        y.append("    steps:")
        step(&y, name: "Checkout code", uses: "actions/checkout@v4")
        if image != nil {
            step(&y, name: "Bring the warmed compiler cache", run: "cp -R \(Self.imageModuleCacheSeed) \(Self.imageModuleCache)")
        } else {
            step(&y, name: "Install the system packages the workbook needs", run: "Scripts/install-dependencies")
            step(&y, name: "Give the workbook sources the date the cached build knows",
                 run: "find \(Self.buildInputs.joined(separator: " ")) -exec touch -h -d @\(Self.fixedDate) {} +")
            let hashed = (Self.buildInputs.map { $0.contains(".") ? $0 : $0 + "/**" } + ["Scripts/**", "workbook"]).map { "'\($0)'" }.joined(separator: ", ")
            step(&y, name: "Restore the workbook build", uses: "actions/cache@v4", with: [
                ("path", ".build"),
                ("key", "workbook-${{ runner.os }}-swift-\(Self.swiftVersion)-${{ hashFiles(\(hashed)) }}"),
            ])
            step(&y, name: "Build the workbook", run: "\(workbook) --help > /dev/null")
        }
        for exercise in exercises {
            step(&y, name: exercise.id, id: exercise.id, uses: "classroom-resources/autograding-command-grader@v1", with: [
                ("test-name", exercise.title.isEmpty ? exercise.id : "\(exercise.id): \(exercise.title)"),
                ("command", "\(workbook) check \(exercise.id)"),
                ("timeout", String(timeoutMinutes)),
                ("max-score", String(points)),
            ])
        }
        let selection = allExercises ? "" : " --exercises \(ids.joined(separator: ","))"
        step(&y, name: "Write every exercise result for the class table", condition: "always()",
             run: "\(workbook) check --all --json\(selection) > \(Self.resultsFile) || test -s \(Self.resultsFile)")
        step(&y, name: "Keep the results", condition: "always()", uses: "actions/upload-artifact@v4", with: [
            ("name", "workbook-results"),
            ("path", Self.resultsFile),
        ])
        step(&y, name: "Autograding Reporter", uses: "classroom-resources/autograding-grading-reporter@v1",
             env: exercises.map { ("\($0.id.uppercased())_RESULTS", "${{steps.\($0.id).outputs.result}}") },
             with: [("runners", ids.joined(separator: ","))])
        return y.joined(separator: "\n") + "\n"
    }

    private func step(_ y: inout [String], name: String, id: String? = nil, condition: String? = nil, uses: String? = nil, run: String? = nil,
                      env: [(String, String)] = [], with: [(String, String)] = []) {
        y.append("    - name: \(Self.quoted(name))")
        if let id { y.append("      id: \(id)") }
        if let condition { y.append("      if: \(condition)") }
        if let uses { y.append("      uses: \(uses)") }
        if let run { y.append("      run: \(Self.quoted(run))") }
        if !env.isEmpty {
            y.append("      env:")
            for (key, value) in env { y.append("        \(key): \(Self.quoted(value))") }
        }
        if !with.isEmpty {
            y.append("      with:")
            for (key, value) in with { y.append("        \(key): \(Self.quoted(value))") }
        }
    }

    /// A YAML scalar: plain when every YAML reader takes it back as the same string (no
    /// indicator, quote or bracket anywhere), else single-quoted.
    package static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.first.map { !"-?:,[]{}#&*!|>'\"%@`~ ".contains($0) } == true
            && !text.contains(where: { "[]{}'\"".contains($0) })
            && !text.contains(": ") && !text.contains(" #") && !text.hasSuffix(":") && !text.hasSuffix(" ")
            && Double(text) == nil && !["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
            && !text.contains("${{")
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
