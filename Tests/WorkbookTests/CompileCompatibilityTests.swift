import Expectations
import Foundation
import Grading
import Testing
import TestSupport
@testable import Workbook

/// Code that compiles on iOS compiles against the engine's `UIKit` in the language mode lessons
/// use (Swift 5): the module's main-actor declarations are `@preconcurrency`, as Clang-imported
/// UIKit is on iOS (docs/FIDELITY.md §3.6).
struct CompileCompatibilityTests {
    /// A helper class of the kind public transition projects write: nonisolated, touching views.
    static let helper = """
        import UIKit

        class AnimationHelper: NSObject {
            class func perspective(for containerView: UIView) {
                var transform = CATransform3DIdentity
                transform.m34 = -0.002
                containerView.layer.sublayerTransform = transform
            }

            class func screenWidth() -> CGFloat {
                UIScreen.main.bounds.width
            }
        }
        """

    /// `swiftc -typecheck` of `source` against the engine's module; the exit status and output.
    func typecheck(_ source: String, _ flags: [String]) throws -> (ok: Bool, output: String) {
        let toolchain = try #require(TestWorkspace.toolchain, "the workbook executable and Modules must be built (swift build)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Helper.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", toolchain.modules.path] + flags + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, output)
    }

    @Test func aNonisolatedHelperTouchingViewsCompilesInSwift5Mode() throws {
        let result = try typecheck(Self.helper, ["-swift-version", "5"])
        #expect(result.ok, "\(result.output)")
        #expect(!result.output.contains("main actor"), "no diagnostic, as on iOS: \(result.output)")
    }

    @Test func completeCheckingWarnsAboutTheSameLines() throws {
        let result = try typecheck(Self.helper, ["-swift-version", "5", "-strict-concurrency=complete"])
        #expect(result.ok, "warnings only: \(result.output)")
        #expect(result.output.contains("warning: main actor-isolated property 'sublayerTransform' can not be mutated from a nonisolated context"), "\(result.output)")
    }

    @Test func swift6ModeWarnsToo() throws {
        // On iOS the Swift 6 mode makes these errors; here the module's `@preconcurrency` keeps
        // them warnings. Lessons compile in the Swift 5 mode, where both are silent.
        let result = try typecheck(Self.helper, ["-swift-version", "6"])
        #expect(result.output.contains("warning: main actor-isolated property 'sublayerTransform' can not be mutated from a nonisolated context"), "\(result.output)")
    }

    /// An app with Xcode's scene template: the lesson build finds its scene delegate and the
    /// generated entry makes it, so the app launches with its scene (FIDELITY §2.27).
    @Test func anAppWithASceneDelegateGetsAnEntryThatMakesIt() throws {
        let app = """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                }
            }

            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("SceneDelegate.swift")
        try app.write(to: file, atomically: true, encoding: .utf8)
        expectEqual(LessonBuilder.sceneDelegateClass(in: [file]), "SceneDelegate")
        let commented = directory.appendingPathComponent("Old.swift")
        try "// class SceneDelegate: UIResponder, UIWindowSceneDelegate {\nextension Later: UIWindowSceneDelegate {}\n".write(to: commented, atomically: true, encoding: .utf8)
        expectEqual(LessonBuilder.sceneDelegateClass(in: [commented]), "Later", "a comment is skipped; an extension counts")
        expectNil(LessonBuilder.sceneDelegateClass(in: []))

        let entry = GraderMain.entrySource(sceneDelegate: "SceneDelegate")
        #expect(entry.contains("UIKitEngine.current.makeSceneDelegate = { SceneDelegate() }"), "\(entry)")
        #expect(!GraderMain.entrySource().contains("makeSceneDelegate"))
        let result = try typecheck(app + entry, ["-swift-version", "5", "-parse-as-library"])
        #expect(result.ok, "\(result.output)")
    }

    /// Xcode's app templates since iOS 14: `@main` on the app delegate compiles; the name of
    /// the launch options key before Swift 4.2 fails as it does with the iOS SDK, naming the new
    /// one.
    @Test func todaysAppDelegateCompilesAndTheOldKeyNameSaysItsNewOne() throws {
        let modern = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            }

            """
        let result = try typecheck(modern, ["-swift-version", "5", "-parse-as-library"])
        #expect(result.ok, "\(result.output)")
        let old = """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool { true }
            }

            """
        let failed = try typecheck(old, ["-swift-version", "5", "-parse-as-library"])
        #expect(!failed.ok)
        #expect(failed.output.contains("'UIApplicationLaunchOptionsKey' has been renamed to 'UIApplication.LaunchOptionsKey'"), "\(failed.output)")
    }
}
