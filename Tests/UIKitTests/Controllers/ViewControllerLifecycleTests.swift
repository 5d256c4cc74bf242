import Expectations
import Testing
import UIKit

/// The device and a controller's life before any transition: launching an app through its
/// delegate, the key window and its root controller, and the lazily loaded view.
@MainActor
struct ViewControllerLifecycleTests {
    final class CountingViewController: UIViewController {
        var loads = 0
        var didLoads = 0
        override func loadView() {
            loads += 1
            let view = UIView(frame: UIScreen.main.bounds)
            view.accessibilityIdentifier = "counting.root"
            self.view = view
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            didLoads += 1
        }
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
        var window: UIWindow?
        let root = CountingViewController()
        var launched = 0

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launched += 1
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = root
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test func theViewLoadsLazilyOnce() {
        let engine = UIKitEngine()
        let vc = engine.run { CountingViewController() }
        #expect(!vc.isViewLoaded)
        expectNil(vc.viewIfLoaded)
        expectEqual(vc.loads, 0)
        let view = engine.run { vc.view }
        expectEqual(view?.accessibilityIdentifier, "counting.root")
        #expect(vc.isViewLoaded)
        _ = engine.run { vc.view }
        #expect(vc.loads == 1 && vc.didLoads == 1, "loadView and viewDidLoad run once")
    }

    /// Nothing is loaded from a nib, so, as for objects made in code on iOS, `awakeFromNib()`
    /// is never called; overriding it in a view and a controller compiles (FIDELITY §3.2).
    @Test func awakeFromNibIsAHookNothingCalls() {
        final class Cell: UIView {
            var awoken = 0
            override func awakeFromNib() { super.awakeFromNib(); awoken += 1 }
        }
        final class Screen: UIViewController {
            var awoken = 0
            let cell = Cell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            override func awakeFromNib() { super.awakeFromNib(); awoken += 1 }
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(cell) }
        }
        let engine = UIKitEngine()
        let screen = engine.run { Screen() }
        engine.show(screen)
        engine.advance(by: 0.5)
        expectEqual(engine.run { screen.awoken + screen.cell.awoken }, 0)
    }

    @Test func theDefaultViewFillsTheScreenAndResizes() {
        let engine = UIKitEngine()
        let vc = engine.run { UIViewController() }
        let view = engine.run { vc.view! }
        expectClose(view.frame, UIScreen.defaultBounds)
        expectEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        expectEqual(engine.run { vc.preferredContentSize }, .zero)
        engine.run { vc.preferredContentSize = CGSize(width: 300, height: 200) }
        expectEqual(engine.run { vc.preferredContentSize }, CGSize(width: 300, height: 200))
    }

    @Test func launchingCallsTheDelegateAndShowsItsWindow() throws {
        let engine = UIKitEngine()
        let delegate = engine.run { AppDelegate() }
        let result = engine.launch(delegate)
        #expect(result)
        expectEqual(delegate.launched, 1)
        expectIdentical(engine.run { UIApplication.shared }, engine.application)
        expectIdentical(engine.run { UIApplication.shared.delegate }, delegate)
        let window = try #require(delegate.window)
        expectIdentical(engine.keyWindow, window)
        #expect(window.isKeyWindow)
        expectIdentical(engine.run { window.rootViewController }, delegate.root)
        expectIdentical(engine.run { delegate.root.view.superview }, window)
        expectClose(engine.run { delegate.root.view.frame }, window.bounds)
        expectEqual(delegate.root.appearanceState, .appearing, "will-appear now…")
        engine.advance(by: engine.frameDuration)
        expectEqual(delegate.root.appearanceState, .appeared, "…did-appear after the first frame")
    }

    @Test func replacingTheRootControllerSwapsTheViews() {
        let engine = UIKitEngine()
        let first = engine.run { UIViewController() }, second = engine.run { UIViewController() }
        let window = engine.show(first)
        engine.run { window.rootViewController = second }
        expectNil(engine.run { first.view.superview })
        expectIdentical(engine.run { second.view.superview }, window)
        expectClose(engine.run { second.view.frame }, window.bounds)
    }

    @Test func visibleViewControllerIncludesWhatTheTopPresents() throws {
        let engine = UIKitEngine()
        let top = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: top) }
        engine.show(nav)
        expectIdentical(engine.run { nav.visibleViewController }, top)
        let modal = engine.run { UIViewController() }
        engine.run {
            modal.modalPresentationStyle = .fullScreen
            top.present(modal, animated: false)
        }
        expectIdentical(engine.run { nav.visibleViewController }, modal)
        expectIdentical(engine.run { modal.presentingViewController }, nav, "the container presents for its child")
    }
}
