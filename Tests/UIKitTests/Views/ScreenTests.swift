import Expectations
import Testing
import UIKit

/// `UIScreen.main` is the screen of the engine that is running: each engine has its own.
@MainActor
struct ScreenTests {
    @Test func defaultScreenIsAPhoneHeldUpright() {
        let engine = UIKitEngine()
        engine.run {
            expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
            expectEqual(UIScreen.main.nativeBounds, UIScreen.main.bounds)
            expectEqual(UIScreen.main.characterCellSize, CGSize(width: 8, height: 16))
            expectEqual(UIScreen.main.scale, 1)
            expectIdentical(UIScreen.main, engine.screen)
        }
    }

    @Test func eachEngineHasItsOwnMainScreen() {
        let tablet = UIKitEngine(), phone = UIKitEngine()
        tablet.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 768, height: 1024), characterCellSize: CGSize(width: 8, height: 16))
        let tabletBounds = tablet.run { UIScreen.main.bounds }
        let phoneBounds = phone.run { UIScreen.main.bounds }
        expectEqual(tabletBounds.size, CGSize(width: 768, height: 1024))
        expectEqual(phoneBounds.size, CGSize(width: 375, height: 667))
        let tabletScreen = tablet.run { UIScreen.main }
        let phoneScreen = phone.run { UIScreen.main }
        expectNotIdentical(tabletScreen, phoneScreen)
    }

    @Test func nestedRunsSeeTheInnerEnginesScreen() {
        let outer = UIKitEngine(), inner = UIKitEngine()
        inner.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), characterCellSize: CGSize(width: 4, height: 8))
        outer.run {
            expectEqual(UIScreen.main.bounds.width, 375)
            inner.run { expectEqual(UIScreen.main.bounds.width, 100) }
            expectEqual(UIScreen.main.bounds.width, 375)
        }
    }

    @Test func windowFillsTheScreenItIsMadeFor() {
        let engine = UIKitEngine()
        engine.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), characterCellSize: CGSize(width: 8, height: 16))
        let window = engine.run { UIWindow(frame: UIScreen.main.bounds) }
        engine.run { window.makeKeyAndVisible() }
        expectEqual(window.frame, CGRect(x: 0, y: 0, width: 320, height: 568))
        expectIdentical(engine.keyWindow, window)
        #expect(engine.displayedLayers.contains { $0 === window.layer })
    }
}
