import Expectations
import Testing
import UIKit

/// Presentations on top of presentations. Apple (dismiss(animated:completion:)): "If you present
/// several view controllers in succession, thus building a stack of presented view controllers,
/// calling this method on a view controller lower in the stack dismisses its immediate child view
/// controller and all view controllers above that child on the stack."
@MainActor
struct PresentationStackTests {
    private func stack() throws -> (UIKitEngine, UIViewController, UIViewController, UIViewController, UIWindow) {
        let engine = UIKitEngine()
        let a = engine.run { UIViewController() }
        let window = engine.show(a)
        let b = engine.run { UIViewController() }, c = engine.run { UIViewController() }
        engine.run {
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
        }
        try engine.runUntilIdle(timeout: 2)
        engine.run { b.present(c, animated: true) }
        try engine.runUntilIdle(timeout: 2)
        return (engine, a, b, c, window)
    }

    @Test func presentingOnAPresentedControllerStacksThem() throws {
        let (engine, a, b, c, window) = try stack()
        expectIdentical(engine.run { a.presentedViewController }, b)
        expectIdentical(engine.run { b.presentedViewController }, c)
        expectIdentical(engine.run { c.presentingViewController }, b)
        expectIdentical(engine.run { c.view.window }, window)
        expectNil(engine.run { b.view.window })
    }

    @Test func dismissingFromTheMiddleRemovesTheTop() throws {
        let (engine, a, b, c, window) = try stack()
        engine.run { b.dismiss(animated: true) }
        try engine.runUntilIdle(timeout: 2)
        expectNil(engine.run { b.presentedViewController })
        expectIdentical(engine.run { a.presentedViewController }, b)
        expectIdentical(engine.run { b.view.window }, window)
        expectNil(engine.run { c.view.window })
    }

    @Test func dismissingFromTheBottomRemovesEverythingAbove() throws {
        let (engine, a, b, c, window) = try stack()
        engine.run { a.dismiss(animated: true) }
        try engine.runUntilIdle(timeout: 2)
        do {
            expectNil(engine.run { a.presentedViewController })
            expectNil(engine.run { b.presentingViewController })
            expectIdentical(engine.run { a.view.window }, window)
        }
        expectNil(engine.run { c.view.window })
    }
}
