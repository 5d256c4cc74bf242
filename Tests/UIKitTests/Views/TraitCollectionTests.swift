import Expectations
import Testing
import UIKit

/// Size classes (FIDELITY §2.19 "Traits"): the phone this engine models (375 × 667 points) is
/// compact × regular upright and compact × compact sideways, as Apple's size-class table has it
/// for the non-Plus iPhones; turning between the two calls `willTransition(to:with:)` before the
/// rotation and `traitCollectionDidChange(_:)` inside it.
@MainActor
struct TraitCollectionTests {
    typealias SizeClasses = (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)

    private func classes(_ traits: UITraitCollection) -> SizeClasses {
        (traits.horizontalSizeClass, traits.verticalSizeClass)
    }

    // MARK: The value

    @Test func anEmptyTraitCollectionSpecifiesNothing() {
        let traits = UITraitCollection()
        #expect(classes(traits) == (.unspecified, .unspecified))
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1 && UIUserInterfaceSizeClass.regular.rawValue == 2)
    }

    @Test func eachInitializerSpecifiesOneTrait() {
        #expect(classes(UITraitCollection(horizontalSizeClass: .compact)) == (.compact, .unspecified))
        #expect(classes(UITraitCollection(verticalSizeClass: .regular)) == (.unspecified, .regular))
    }

    @Test func combiningTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(),
        ])
        #expect(classes(combined) == (.regular, .regular))
        #expect(classes(UITraitCollection(traitsFrom: [])) == (.unspecified, .unspecified))
    }

    @Test func traitCollectionsWithTheSameTraitsAreEqual() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .compact)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(verticalSizeClass: .compact), UITraitCollection(horizontalSizeClass: .compact)])
        expectEqual(a, b)
        expectEqual(a.hash, b.hash)
        expectNotEqual(a, UITraitCollection(horizontalSizeClass: .compact))
    }

    @Test func containsTraitsComparesOnlyWhatTheOtherSpecifies() {
        let phone = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular)])
        #expect(phone.containsTraits(in: nil))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(phone.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!phone.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        #expect(phone.containsTraits(in: phone))
    }

    // MARK: The device

    @Test func thePhoneUprightIsCompactWidthRegularHeightEverywhere() {
        let engine = UIKitEngine()
        let vc = engine.run { UIViewController() }
        let window = engine.show(vc)
        let expected: SizeClasses = (.compact, .regular)
        #expect(engine.run { classes(UIScreen.main.traitCollection) } == expected)
        #expect(engine.run { classes(window.traitCollection) } == expected)
        #expect(engine.run { classes(vc.traitCollection) } == expected)
        #expect(engine.run { classes(vc.view.traitCollection) } == expected)
        #expect(engine.run { window.screen === UIScreen.main })
    }

    @Test func thePhoneSidewaysIsCompactBothWays() throws {
        let engine = UIKitEngine()
        let vc = engine.run { UIViewController() }
        engine.show(vc)
        engine.rotate(to: .landscapeLeft)
        try engine.runUntilIdle(timeout: 2)
        #expect(engine.run { classes(vc.traitCollection) } == (.compact, .compact))
        #expect(engine.run { classes(UIScreen.main.traitCollection) } == (.compact, .compact))
        engine.rotate(to: .portrait)
        try engine.runUntilIdle(timeout: 2)
        #expect(engine.run { classes(vc.traitCollection) } == (.compact, .regular))
    }

    @Test func largePhonesAreRegularWideSidewaysAndIPadsRegularBothWays() {
        #expect(classes(UITraitCollection.device(screenSize: CGSize(width: 414, height: 736))) == (.compact, .regular))
        #expect(classes(UITraitCollection.device(screenSize: CGSize(width: 736, height: 414))) == (.regular, .compact))
        #expect(classes(UITraitCollection.device(screenSize: CGSize(width: 568, height: 320))) == (.compact, .compact))
        #expect(classes(UITraitCollection.device(screenSize: CGSize(width: 768, height: 1024))) == (.regular, .regular))
        #expect(classes(UITraitCollection.device(screenSize: CGSize(width: 1024, height: 768))) == (.regular, .regular))
    }

    @Test func aScreenMadeSidewaysStartsWithSidewaysTraits() {
        let engine = UIKitEngine()
        engine.screen = engine.run { UIScreen(bounds: CGRect(x: 0, y: 0, width: 667, height: 375), characterCellSize: UIScreen.defaultCellSize) }
        let vc = engine.run { UIViewController() }
        #expect(engine.run { classes(vc.traitCollection) } == (.compact, .compact))
    }

    // MARK: Hearing the change

    /// Writes down the trait callbacks it hears, and the traits in effect at each.
    final class Listener: UIViewController {
        let name: String
        let log: TraitLog
        init(_ name: String, log: TraitLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = ListeningView(name: "\(name).view", log: log) }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name).willTransition(to: \(newCollection.verticalSizeClass)) now \(traitCollection.verticalSizeClass)")
            super.willTransition(to: newCollection, with: coordinator)  // forwards to the children
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name).viewWillTransition now \(traitCollection.verticalSizeClass)")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.entries.append("\(name).traitCollectionDidChange(\(previousTraitCollection?.verticalSizeClass ?? .unspecified)) now \(traitCollection.verticalSizeClass)")
            log.insideAnimation.append(UIView.inheritedAnimationDuration)
        }
    }

    final class ListeningView: UIView {
        let name: String
        let log: TraitLog
        init(name: String, log: TraitLog) {
            self.name = name
            self.log = log
            super.init(frame: UIScreen.main.bounds)
        }
        required init?(coder: NSCoder) { nil }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.entries.append("\(name).traitCollectionDidChange(\(previousTraitCollection?.verticalSizeClass ?? .unspecified))")
        }
    }

    final class TraitLog {
        var entries: [String] = []
        var insideAnimation: [TimeInterval] = []
    }

    @Test func turningSidewaysTellsControllersThenViewsWithThePreviousTraits() throws {
        let engine = UIKitEngine()
        let log = TraitLog()
        let (root, child) = engine.run {
            let root = Listener("root", log: log)
            let child = Listener("child", log: log)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            return (root, child)
        }
        engine.show(root)
        engine.rotate(to: .landscapeLeft)
        #expect(log.entries == [
            "root.willTransition(to: compact) now regular",
            "child.willTransition(to: compact) now regular",
            "root.viewWillTransition now regular",
            "child.viewWillTransition now regular",
            "root.traitCollectionDidChange(regular) now compact",
            "child.traitCollectionDidChange(regular) now compact",
            "root.view.traitCollectionDidChange(regular)",
            "child.view.traitCollectionDidChange(regular)",
        ], "\(log.entries)")
        _ = child
        try engine.runUntilIdle(timeout: 2)
    }

    @Test(arguments: [(UIInterfaceOrientation.landscapeLeft, UIInterfaceOrientation.landscapeRight), (.portrait, .portraitUpsideDown)])
    func turningWithoutChangingSizeClassesTellsNobody(first: UIInterfaceOrientation, second: UIInterfaceOrientation) throws {
        let engine = UIKitEngine()
        let log = TraitLog()
        engine.show(engine.run { Listener("root", log: log) })
        engine.rotate(to: first)
        try engine.runUntilIdle(timeout: 2)
        log.entries.removeAll()
        engine.rotate(to: second)
        try engine.runUntilIdle(timeout: 2)
        expectEqual(log.entries, ["root.viewWillTransition now \(first.isLandscape ? "compact" : "regular")"])
    }

    @Test func presentedControllersAndTheirPresentationControllersHearTheChange() throws {
        final class Presentation: UIPresentationController {
            var heard: [UIUserInterfaceSizeClass] = []
            var willHear: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                heard.append(traitCollection.verticalSizeClass)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                willHear.append(newCollection.verticalSizeClass)
            }
        }
        let engine = UIKitEngine()
        let log = TraitLog()
        let root = engine.run { Listener("root", log: log) }
        let presented = engine.run { Listener("presented", log: log) }
        var presentation: Presentation?
        let vendor = TransitionVendor()
        vendor.makePresentationController = { presentedVC, presenting in
            let made = Presentation(presentedViewController: presentedVC, presenting: presenting)
            presentation = made
            return made
        }
        engine.show(root)
        engine.run {
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = vendor
            root.present(presented, animated: false)
        }
        try engine.runUntilIdle(timeout: 2)
        log.entries.removeAll()
        engine.rotate(to: .landscapeRight)
        let heard = log.entries.filter { $0.contains("traitCollectionDidChange") }
        #expect(heard == [
            "root.traitCollectionDidChange(regular) now compact",
            "presented.traitCollectionDidChange(regular) now compact",
            "root.view.traitCollectionDidChange(regular)",
            "presented.view.traitCollectionDidChange(regular)",
        ], "\(heard)")
        expectEqual(presentation?.heard, [.compact])
        expectEqual(presentation?.willHear, [.compact])
        expectEqual(log.insideAnimation, [0.4, 0.4], "inside the rotation's 0.4 s animation")
        try engine.runUntilIdle(timeout: 2)
    }

    @Test func theScreenHearsTheChangeToo() throws {
        final class Screen: UIScreen {
            var previous: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.verticalSizeClass ?? .unspecified)
            }
        }
        let engine = UIKitEngine()
        let screen = engine.run { Screen(bounds: UIScreen.defaultBounds, characterCellSize: UIScreen.defaultCellSize) }
        engine.screen = screen
        engine.rotate(to: .landscapeLeft)
        expectEqual(screen.previous, [.regular], "even with no window")
        #expect(classes(engine.run { screen.traitCollection }) == (.compact, .compact))
    }
}
