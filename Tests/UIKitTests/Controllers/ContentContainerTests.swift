import Expectations
import Testing
import UIKit

/// `UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:)`: a child (or a
/// presented controller) that changes its `preferredContentSize` tells its parent (or its
/// presentation controller), as "A Look Inside Presentation Controllers" (WWDC 2014) describes.
@MainActor
struct ContentContainerTests {
    final class Parent: UIViewController {
        var heard: [(child: UIViewController?, size: CGSize)] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            heard.append((container as? UIViewController, container.preferredContentSize))
        }
    }

    final class Presentation: UIPresentationController {
        var heard: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            heard.append(container.preferredContentSize)
        }
    }

    @Test func aControllerWithoutAParentTellsNobodyAndKeepsTheSize() {
        let engine = UIKitEngine()
        let parent = engine.run { Parent() }
        engine.run { parent.preferredContentSize = CGSize(width: 100, height: 50) }
        #expect(parent.heard.isEmpty)
        expectEqual(engine.run { parent.preferredContentSize }, CGSize(width: 100, height: 50))
    }

    @Test func aChildsNewPreferredSizeIsToldToItsParent() {
        let engine = UIKitEngine()
        let (parent, first, second) = engine.run {
            let parent = Parent(), first = UIViewController(), second = UIViewController()
            parent.addChild(first)
            parent.addChild(second)
            return (parent, first, second)
        }
        engine.run { second.preferredContentSize = CGSize(width: 320, height: 240) }
        expectEqual(parent.heard.count, 1)
        expectIdentical(parent.heard.first?.child, second)
        expectEqual(parent.heard.first?.size, CGSize(width: 320, height: 240), "the new size is in place when the parent hears")
        engine.run { first.preferredContentSize = CGSize(width: 10, height: 20) }
        expectEqual(parent.heard.map(\.size), [CGSize(width: 320, height: 240), CGSize(width: 10, height: 20)])
        expectIdentical(parent.heard.last?.child, first)
    }

    @Test func theSameSizeAgainTellsNobody() {
        let engine = UIKitEngine()
        let (parent, child) = engine.run {
            let parent = Parent(), child = UIViewController()
            parent.addChild(child)
            return (parent, child)
        }
        engine.run { child.preferredContentSize = .zero }
        #expect(parent.heard.isEmpty, "zero is the size it had")
        engine.run { child.preferredContentSize = CGSize(width: 1, height: 1) }
        engine.run { child.preferredContentSize = CGSize(width: 1, height: 1) }
        expectEqual(parent.heard.count, 1)
    }

    @Test func aPresentedControllersNewSizeIsToldToItsPresentationController() throws {
        let engine = UIKitEngine()
        let root = engine.run { Parent() }
        let presented = engine.run { UIViewController() }
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
        engine.run { presented.preferredContentSize = CGSize(width: 300, height: 400) }
        expectEqual(presentation?.heard, [CGSize(width: 300, height: 400)])
        #expect(root.heard.isEmpty, "the presenting controller is not its parent")
    }
}
