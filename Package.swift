// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransitionsWorkbook",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Frames", targets: ["Frames"]),
    ],
    targets: [
        // The engine: a deterministic, headless subset of UIKit and Core Animation.
        .target(name: "UIKit"),
        // Renders layer trees to ASCII frames; frame diffs and files.
        .target(name: "Frames", dependencies: ["UIKit"]),
        // Benchmarks (run in release mode; see the README).
        .executableTarget(name: "FramesBenchmark", dependencies: ["Frames", "UIKit"], path: "Benchmarks/FramesBenchmark"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
        .testTarget(name: "FramesTests", dependencies: ["Frames", "UIKit"], exclude: ["Goldens"]),
    ]
)
