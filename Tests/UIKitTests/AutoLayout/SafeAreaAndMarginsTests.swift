import Expectations
import Testing
import UIKit

/// The safe area a controller adds to (`additionalSafeAreaInsets`) and the layout margins
/// (FIDELITY §2.24, §4.10 "Safe area and margins").
@MainActor
struct SafeAreaAndMarginsTests {
    /// A root view with a band at the top (0, 0, 375, 100), a box lower down (0, 200, 375, 100)
    /// and a view pinned to each guide; it counts what it is told.
    final class Screen: UIViewController {
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 100))
        let underSafeArea = UIView(), underMargins = UIView()
        var safeAreaChanges = 0, marginChanges = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [band, box, underSafeArea, underMargins] { view.addSubview(v) }
            for v in [underSafeArea, underMargins] { v.translatesAutoresizingMaskIntoConstraints = false }
            let safe = view.safeAreaLayoutGuide, margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                underSafeArea.topAnchor.constraint(equalTo: safe.topAnchor), underSafeArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                underSafeArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor), underSafeArea.heightAnchor.constraint(equalToConstant: 10),
                underMargins.topAnchor.constraint(equalTo: margins.topAnchor), underMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                underMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor), underMargins.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); safeAreaChanges += 1 }
        override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); marginChanges += 1 }
    }

    final class Watched: UIView {
        var told = 0
        override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); told += 1 }
    }

    private func shown() -> (UIKitEngine, Screen) {
        let engine = UIKitEngine()
        let screen = engine.run { Screen() }
        _ = engine.show(screen)
        engine.advance(by: 0.1)
        return (engine, screen)
    }

    @Test func aViewOutsideAWindowHasNoSafeAreaAndEightPointMargins() {
        let engine = UIKitEngine()
        let view = engine.run { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        expectEqual(engine.run { view.safeAreaInsets }, .zero)
        expectEqual(engine.run { view.layoutMargins }, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        expectEqual(engine.run { view.directionalLayoutMargins }, NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        engine.run { view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        expectEqual(engine.run { view.directionalLayoutMargins }, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), "left is leading, left to right")
        #expect(engine.run { view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins })
    }

    @Test func aRootViewsMarginsAreUIKitsMinimumAtLeast() {
        let (engine, screen) = shown()
        expectEqual(engine.run { screen.view.safeAreaInsets }, .zero)
        expectEqual(engine.run { screen.systemMinimumLayoutMargins }, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        expectEqual(engine.run { screen.view.layoutMargins }, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        expectEqual(engine.run { screen.underMargins.frame }, CGRect(x: 16, y: 0, width: 343, height: 10))
        // Smaller margins asked for: the minimum stays, unless the controller lets it go.
        engine.run { screen.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4) }
        engine.advance(by: 0.1)
        expectEqual(engine.run { screen.view.layoutMargins }, UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        engine.run { screen.viewRespectsSystemMinimumLayoutMargins = false }
        engine.advance(by: 0.1)
        expectEqual(engine.run { screen.view.layoutMargins }, UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        expectEqual(engine.run { screen.underMargins.frame }, CGRect(x: 4, y: 4, width: 367, height: 10), "the guide follows at the next layout pass")
        expectEqual(engine.run { screen.marginChanges }, 2)
    }

    @Test func additionalInsetsMoveTheSafeAreaAndWhatIsPinnedToIt() {
        let (engine, screen) = shown()
        let watched = engine.run { () -> Watched in
            let w = Watched(frame: CGRect(x: 0, y: 20, width: 375, height: 60))
            screen.view.addSubview(w)
            return w
        }
        engine.advance(by: 0.1)
        expectEqual(engine.run { screen.safeAreaChanges }, 0)
        engine.run { screen.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0) }
        engine.advance(by: 0.1)
        expectEqual(engine.run { screen.view.safeAreaInsets }, UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0))
        // Subviews: only the part of them outside the root's safe area.
        expectEqual(engine.run { screen.band.safeAreaInsets }, UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        expectEqual(engine.run { screen.box.safeAreaInsets }, .zero)
        expectEqual(engine.run { watched.safeAreaInsets }, UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        expectEqual(engine.run { screen.underSafeArea.frame }, CGRect(x: 0, y: 50, width: 375, height: 10))
        expectEqual(engine.run { screen.view.safeAreaLayoutGuide.layoutFrame }, CGRect(x: 0, y: 50, width: 375, height: 587))
        // The margins are measured from the safe area's edges (insetsLayoutMarginsFromSafeArea).
        expectEqual(engine.run { screen.view.layoutMargins }, UIEdgeInsets(top: 50, left: 16, bottom: 30, right: 16))
        expectEqual(engine.run { screen.underMargins.frame }, CGRect(x: 16, y: 50, width: 343, height: 10))
        expectEqual(engine.run { [screen.safeAreaChanges, watched.told] }, [1, 1])
        expectEqual(engine.run { screen.marginChanges }, 1)
        engine.run { screen.view.insetsLayoutMarginsFromSafeArea = false }
        engine.advance(by: 0.1)
        expectEqual(engine.run { screen.view.layoutMargins }, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // The same insets again: nothing changes, nobody is told.
        engine.run { screen.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0) }
        engine.advance(by: 0.1)
        expectEqual(engine.run { screen.safeAreaChanges }, 1)
    }

    @Test func aChildControllersViewGetsTheParentsSafeAreaWhereItReachesAndItsOwn() {
        let (engine, screen) = shown()
        let child = engine.run { () -> UIViewController in
            let child = UIViewController()
            screen.addChild(child)
            child.view.frame = CGRect(x: 0, y: 20, width: 375, height: 300)
            screen.view.addSubview(child.view)
            child.didMove(toParent: screen)
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 10)
            return child
        }
        engine.advance(by: 0.1)
        expectEqual(engine.run { child.view.safeAreaInsets }, UIEdgeInsets(top: 25, left: 0, bottom: 0, right: 10))
    }

    @Test func aViewPreservingItsSuperviewsMarginsKeepsThemWhereTheyReach() {
        let (engine, screen) = shown()
        let inner = engine.run { () -> UIView in
            let inner = UIView(frame: CGRect(x: 10, y: 0, width: 355, height: 100))
            screen.view.addSubview(inner)
            return inner
        }
        expectEqual(engine.run { inner.layoutMargins }, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        engine.run {
            inner.directionalLayoutMargins = .zero
            inner.preservesSuperviewLayoutMargins = true
        }
        // The root's 16-point side margins reach 6 points into the inner view on each side.
        expectEqual(engine.run { inner.layoutMargins }, UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
    }
}
