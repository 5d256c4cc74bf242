// swift-tools-version: 6.0
import PackageDescription

// Swift Testing declares a cross-import overlay for Apple's UIKit (`_Testing_UIKit`), which this
// toolchain does not have: a test file that imports both Testing and the engine's UIKit would
// look for it and fail. The engine's tests do not need it.
let noTestingOverlay = SwiftSetting.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])

// The engine and the renderer are optimised in debug builds too: the tests grade hundreds of
// lessons, and the grading runs four to eight times faster on them optimised (the graders
// themselves gain nothing measurable). The learner's `./workbook` is a release build.
let optimised = SwiftSetting.unsafeFlags(["-O"], .when(configuration: .debug))

let package = Package(
    name: "TransitionsWorkbook",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Frames", targets: ["Frames"]),
        .executable(name: "workbook", targets: ["workbook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The engine: a deterministic, headless subset of UIKit and Core Animation.
        .target(name: "UIKit", swiftSettings: [optimised]),
        // Renders layer trees to ASCII frames; frame diffs and files.
        .target(name: "Frames", dependencies: ["UIKit"], swiftSettings: [optimised]),
        // Drives lesson apps like UI tests and turns what they do into learner-facing verdicts.
        .target(name: "Grading", dependencies: ["UIKit", "Frames", "CSystem"]),
        // The graders: XCTest checks per exercise, run against a compiled lesson.
        .target(name: "Graders", dependencies: ["Grading", "UIKit", "Frames"], path: "Tests/Graders",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // The workbook: catalog, progress, build-and-grade runner, terminal presentation.
        .target(name: "Workbook", dependencies: ["Grading", "Frames", "CSystem", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // POSIX helpers: posix_spawn with only the standard descriptors (ChildProcess), Ctrl-C.
        .target(name: "CSystem"),
        // libedit (line editing for the REPL); Debian's libedit-dev provides it.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // The executable: one command tree for subcommands and the REPL. Its symbols are
        // exported so that compiled lessons it loads (in grader mode) link against its UIKit.
        .executableTarget(
            name: "workbook",
            dependencies: ["Workbook", "Graders", "Grading", "CLibEdit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
        // Benchmarks (run in release mode; see the README).
        .executableTarget(name: "FramesBenchmark", dependencies: ["Frames", "UIKit"], path: "Benchmarks/FramesBenchmark"),
        // Comparisons as plain functions: they build many times faster than `#expect(a == b)`.
        .target(name: "Expectations", path: "Tests/Expectations"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Expectations"], swiftSettings: [noTestingOverlay]),
        .testTarget(name: "FramesTests", dependencies: ["Frames", "UIKit", "Expectations"], exclude: ["Goldens"], swiftSettings: [noTestingOverlay]),
        // Helpers shared by the test targets (scratch workspaces).
        .target(name: "TestSupport", dependencies: ["Workbook"], path: "Tests/TestSupport"),
        .testTarget(name: "GradingTests", dependencies: ["Workbook", "Grading", "Frames", "UIKit", "TestSupport", "Expectations"], swiftSettings: [noTestingOverlay]),
        .testTarget(name: "WorkbookTests", dependencies: ["Workbook", "Grading", "Frames", "UIKit", "TestSupport", "Expectations"], swiftSettings: [noTestingOverlay]),
    ]
)
