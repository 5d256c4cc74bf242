import Expectations
import Testing
import UIKit

/// `transitioningDelegate` and the navigation and tab bar controllers' `delegate` are weak
/// (UIKIT-SEMANTICS §6): a delegate created inline is released at once and UIKit's default
/// animation plays. The trace says why.
@MainActor
struct WeakDelegateTests {
    /// A new object, as `controller.transitioningDelegate = SomeDelegate()` would create.
    private func freshVendor(_ animator: FadeAnimator, released probe: inout TransitionVendor?) -> TransitionVendor {
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        probe = vendor
        return vendor
    }

    @Test func aTransitioningDelegateCreatedInlineIsReleasedAndTheDefaultAnimationPlays() throws {
        let engine = UIKitEngine()
        let animator = FadeAnimator(duration: 0.3)
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        weak var released: TransitionVendor?
        engine.run {
            var probe: TransitionVendor?
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = freshVendor(animator, released: &probe)
            released = probe
        }
        expectNil(released, "nothing holds the delegate: it is gone")
        expectNil(engine.run { next.transitioningDelegate })
        engine.run { root.present(next, animated: true) }
        try engine.runUntilIdle(timeout: 3)
        expectEqual(animator.runs, 0, "the custom animator never ran")
        let lines = engine.latestTraceLines
        #expect(lines.contains("asked transitioningDelegate → nil (a TransitionVendor was set, and released: the property is weak)"), "\(lines)")
        #expect(lines.contains("transitionDuration → 0.5"), "UIKit's cover-vertical animation: \(lines)")
        expectIdentical(engine.run { root.presentedViewController }, next, "the presentation still happens")
    }

    @Test func aDelegateHeldByAPropertyIsAsked() throws {
        let engine = UIKitEngine()
        let animator = FadeAnimator(duration: 0.3)
        let vendor = TransitionVendor(present: animator)  // held by the test, as by a property
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        expectEqual(animator.runs, 1)
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("asked transitioningDelegate") })
    }

    @Test func aNavigationDelegateCreatedInlineIsReleasedAndTheSlidePlays() throws {
        let engine = UIKitEngine()
        let animator = FadeAnimator(duration: 0.3)
        let first = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: first) }
        engine.show(nav)
        weak var released: NavigationVendor?
        engine.run {
            let vendor = NavigationVendor { _ in animator }
            nav.delegate = vendor
            released = vendor
        }
        expectNil(released)
        expectNil(engine.run { nav.delegate })
        let second = engine.run { UIViewController() }
        engine.run { nav.pushViewController(second, animated: true) }
        try engine.runUntilIdle(timeout: 3)
        expectEqual(animator.runs, 0)
        let lines = engine.latestTraceLines
        #expect(lines.contains("transitionDuration → 0.35"), "UIKit's push slide: \(lines)")
        #expect(lines.contains("asked navigationController delegate → nil (a NavigationVendor was set, and released: the property is weak)"), "the trace says the delegate is gone: \(lines)")
        #expect(!lines.contains { $0.hasPrefix("asked navigationController(_:animationControllerFor") }, "no delegate left to ask: \(lines)")
        expectIdentical(engine.run { nav.topViewController }, second)
    }

    @Test func aTabBarDelegateCreatedInlineIsReleasedAndTheSwitchIsImmediate() throws {
        final class TabVendor: NSObject, UITabBarControllerDelegate {
            let animator: FadeAnimator
            init(_ animator: FadeAnimator) { self.animator = animator }
            func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let engine = UIKitEngine()
        let animator = FadeAnimator(duration: 0.3)
        let tabs = engine.run { UITabBarController() }
        let a = engine.run { UIViewController() }, b = engine.run { UIViewController() }
        engine.run { tabs.viewControllers = [a, b] }
        engine.show(tabs)
        weak var released: TabVendor?
        engine.run {
            let vendor = TabVendor(animator)
            tabs.delegate = vendor
            released = vendor
        }
        expectNil(released)
        engine.run { tabs.selectedIndex = 1 }
        expectNotNil(engine.run { b.view.window }, "no animator: the switch happens at once")
        expectNil(engine.run { a.view.window })
        expectEqual(animator.runs, 0)
        // No transition runs, but the trace records the immediate switch and the missing delegate.
        let lines = engine.latestTraceLines
        #expect(lines.contains("asked tabBarController delegate → nil (a TabVendor was set, and released: the property is weak)"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("transitionDuration") }, "\(lines)")
        #expect(engine.isIdle)
    }

    @Test func aDelegateNeverSetIsNamedAsNoneSet() throws {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        #expect(engine.latestTraceLines.contains("asked transitioningDelegate → nil (none set)"), "\(engine.latestTraceLines)")
    }

    @Test func aDelegateSetBackToNilIsNotCalledReleased() throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.3))
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            next.transitioningDelegate = nil
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        #expect(engine.latestTraceLines.contains("asked transitioningDelegate → nil (none set)"), "\(engine.latestTraceLines)")
    }

    /// Since iOS 13 `.automatic` presents a sheet, which never asks the transitioning delegate
    /// (UIKIT-SEMANTICS §6): the trace names the delegate and the style.
    @Test func aSheetDoesNotAskItsDelegateAndTheTraceSaysSo() throws {
        let engine = UIKitEngine()
        let animator = FadeAnimator(duration: 0.3)
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        expectEqual(animator.runs, 0)
        let lines = engine.latestTraceLines
        #expect(lines.contains("transitioningDelegate TransitionVendor not asked (modalPresentationStyle .automatic)"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("asked animationController") }, "\(lines)")
    }
}
