// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransitionsWorkbook",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    targets: [
        // The engine: a deterministic, headless subset of UIKit and Core Animation.
        .target(name: "UIKit"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
    ]
)
