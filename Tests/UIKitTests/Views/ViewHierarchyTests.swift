import Expectations
import Testing
import UIKit

/// The view tree: adding, inserting, reordering and removing subviews, finding views, the move
/// callbacks, and the layer tree mirroring the subview order.
@MainActor
struct ViewHierarchyTests {
    /// A view that writes down its hierarchy callbacks (and those it receives as a superview).
    final class RecordingView: UIView {
        var events: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { events.append("didMoveToSuperview(\(superview == nil ? "nil" : "view"))") }
        override func willMove(toWindow newWindow: UIWindow?) { events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { events.append("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
        override func didAddSubview(_ subview: UIView) { events.append("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { events.append("willRemoveSubview") }
    }

    private func views(_ count: Int) -> [UIView] {
        (0..<count).map { i in
            let v = UIView(frame: .zero)
            v.tag = i + 1
            return v
        }
    }

    /// Subviews and sublayers name the same objects in the same order.
    private func expectMirrored(_ parent: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        let layers = parent.layer.sublayers ?? []
        expectEqual(layers.count, parent.subviews.count, "sublayer count", sourceLocation: sourceLocation)
        #expect(zip(parent.subviews, layers).allSatisfy { $0.layer === $1 }, "subview order mirrored in layer.sublayers", sourceLocation: sourceLocation)
    }

    private func tags(_ view: UIView) -> [Int] { view.subviews.map(\.tag) }

    // MARK: Adding

    @Test func newViewHasNoSubviewsOrSuperview() {
        let engine = UIKitEngine()
        engine.run {
            let v = UIView(frame: .zero)
            #expect(v.subviews.isEmpty)
            expectNil(v.superview)
            expectNil(v.window)
            expectNil(v.layer.sublayers)
            expectIdentical(v.layer.delegate, v, "the view is its layer's delegate")
        }
    }

    @Test func addSubviewAppendsInFront() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(3)
            for v in subs { parent.addSubview(v) }
            expectEqual(tags(parent), [1, 2, 3])
            #expect(subs.allSatisfy { $0.superview === parent })
            expectMirrored(parent)
        }
    }

    @Test func addingAnExistingSubviewBringsItToTheFront() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(3)
            for v in subs { parent.addSubview(v) }
            parent.addSubview(subs[0])
            expectEqual(tags(parent), [2, 3, 1])
            expectMirrored(parent)
        }
    }

    @Test func addingToAnotherParentMovesTheView() {
        UIKitEngine().run {
            let a = UIView(frame: .zero), b = UIView(frame: .zero)
            let v = UIView(frame: .zero)
            a.addSubview(v)
            b.addSubview(v)
            #expect(a.subviews.isEmpty)
            expectNil(a.layer.sublayers)
            expectIdentical(v.superview, b)
            expectIdentical(v.layer.superlayer, b.layer)
        }
    }

    @Test func insertAtIndexPlacesTheViewAndClamps() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(5)
            parent.addSubview(subs[0])
            parent.addSubview(subs[1])
            parent.insertSubview(subs[2], at: 0)
            expectEqual(tags(parent), [3, 1, 2])
            parent.insertSubview(subs[3], at: 2)
            expectEqual(tags(parent), [3, 1, 4, 2])
            parent.insertSubview(subs[4], at: 99)
            expectEqual(tags(parent), [3, 1, 4, 2, 5], "an index past the end appends")
            expectMirrored(parent)
        }
    }

    @Test func insertAboveAndBelowASibling() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(5)
            parent.addSubview(subs[0])
            parent.addSubview(subs[1])
            parent.insertSubview(subs[2], aboveSubview: subs[0])
            expectEqual(tags(parent), [1, 3, 2])
            parent.insertSubview(subs[3], belowSubview: subs[0])
            expectEqual(tags(parent), [4, 1, 3, 2])
            parent.insertSubview(subs[4], aboveSubview: subs[1])
            expectEqual(tags(parent), [4, 1, 3, 2, 5])
            // Moving existing subviews.
            parent.insertSubview(subs[3], aboveSubview: subs[1])
            expectEqual(tags(parent), [1, 3, 2, 4, 5])
            parent.insertSubview(subs[4], belowSubview: subs[0])
            expectEqual(tags(parent), [5, 1, 3, 2, 4])
            expectMirrored(parent)
        }
    }

    @Test func bringToFrontAndSendToBack() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(4)
            for v in subs { parent.addSubview(v) }
            parent.bringSubviewToFront(subs[1])
            expectEqual(tags(parent), [1, 3, 4, 2])
            parent.sendSubviewToBack(subs[3])
            expectEqual(tags(parent), [4, 1, 3, 2])
            parent.bringSubviewToFront(UIView(frame: .zero))
            expectEqual(tags(parent), [4, 1, 3, 2], "a view that is not a subview changes nothing")
            expectMirrored(parent)
        }
    }

    @Test func exchangeSwapsTwoSubviewsAndTheirLayers() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            for v in views(4) { parent.addSubview(v) }
            parent.exchangeSubview(at: 0, withSubviewAt: 3)
            expectEqual(tags(parent), [4, 2, 3, 1])
            parent.exchangeSubview(at: 1, withSubviewAt: 2)
            expectEqual(tags(parent), [4, 3, 2, 1])
            expectMirrored(parent)
        }
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(3)
            for v in subs { parent.addSubview(v) }
            subs[1].removeFromSuperview()
            expectEqual(tags(parent), [1, 3])
            expectNil(subs[1].superview)
            expectNil(subs[1].layer.superlayer)
            expectMirrored(parent)
            subs[1].removeFromSuperview()
            expectEqual(tags(parent), [1, 3], "removing a detached view is harmless")
        }
    }

    // MARK: Finding

    @Test func viewWithTagSearchesTheViewThenItsDescendants() {
        UIKitEngine().run {
            let root = UIView(frame: .zero)
            root.tag = 7
            let child = UIView(frame: .zero), grandchild = UIView(frame: .zero), other = UIView(frame: .zero)
            child.tag = 1
            grandchild.tag = 42
            other.tag = 2
            root.addSubview(child)
            child.addSubview(grandchild)
            root.addSubview(other)
            expectIdentical(root.viewWithTag(7), root)
            expectIdentical(root.viewWithTag(42), grandchild)
            expectIdentical(root.viewWithTag(2), other)
            expectNil(root.viewWithTag(99))
            expectNil(child.viewWithTag(2), "siblings are not searched")
        }
    }

    @Test func isDescendantOfFollowsTheSuperviewChain() {
        UIKitEngine().run {
            let root = UIView(frame: .zero), child = UIView(frame: .zero), grandchild = UIView(frame: .zero), sibling = UIView(frame: .zero)
            root.addSubview(child)
            child.addSubview(grandchild)
            root.addSubview(sibling)
            #expect(grandchild.isDescendant(of: root))
            #expect(grandchild.isDescendant(of: child))
            #expect(grandchild.isDescendant(of: grandchild), "a view is a descendant of itself")
            #expect(!grandchild.isDescendant(of: sibling))
            #expect(!root.isDescendant(of: child))
        }
    }

    @Test func windowIsFoundThroughTheAncestors() {
        let stage = ViewStage()
        let child = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = stage.addView(CGRect(x: 0, y: 0, width: 5, height: 5), to: child)
        expectIdentical(grandchild.window, stage.window)
        stage.run { child.removeFromSuperview() }
        expectNil(grandchild.window)
    }

    // MARK: Callbacks

    @Test func addingToAWindowCallsTheMoveCallbacksOnce() {
        let stage = ViewStage()
        let parent = stage.run { RecordingView(frame: .zero) }
        stage.add(parent)
        let child = stage.run { RecordingView(frame: .zero) }
        stage.run { parent.addSubview(child) }
        // What is certain on iOS: will… before did…, each once, with the new superview and window.
        let e = child.events
        expectEqual(Set(e), ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview(view)", "didMoveToWindow(window)"])
        expectEqual(e.count, 4)
        expectEqual(e.first, "willMove(toSuperview: view)")
        let i = { (name: String) in e.firstIndex(of: name) ?? -1 }
        expectLess(i("willMove(toWindow: window)"), i("didMoveToWindow(window)"))
        expectLess(i("willMove(toWindow: window)"), i("didMoveToSuperview(view)"))
        #expect(parent.events.contains("didAddSubview"))
    }

    @Test func removingFromAWindowCallsTheMoveCallbacksInUIKitsOrder() {
        // iOS logs for removeFromSuperview of a view on screen: willMoveToSuperview: nil,
        // willMoveToWindow: nil, didMoveToWindow, didMoveToSuperview (the window callbacks nest
        // inside the superview ones); the old superview hears willRemoveSubview.
        let stage = ViewStage()
        let parent = stage.run { RecordingView(frame: .zero) }
        stage.add(parent)
        let child = stage.run { RecordingView(frame: .zero) }
        stage.run { parent.addSubview(child) }
        child.events = []
        parent.events = []
        stage.run { child.removeFromSuperview() }
        expectEqual(parent.events, ["willRemoveSubview"])
        expectEqual(child.events.count, 4)
        expectEqual(Array(child.events.prefix(2)), ["willMove(toSuperview: nil)", "willMove(toWindow: nil)"])
        do {
            expectEqual(Array(child.events.suffix(2)), ["didMoveToWindow(nil)", "didMoveToSuperview(nil)"])
        }
    }

    @Test func movingWithinOneWindowDoesNotCallTheWindowCallbacks() {
        let stage = ViewStage()
        let a = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = stage.run { RecordingView(frame: .zero) }
        stage.run { a.addSubview(child) }
        child.events = []
        stage.run { b.addSubview(child) }
        expectEqual(child.events, ["willMove(toSuperview: view)", "didMoveToSuperview(view)"])
    }

    @Test func windowCallbacksReachTheWholeSubtree() {
        let stage = ViewStage()
        let parent = stage.run { UIView(frame: .zero) }
        let grandchild = stage.run { RecordingView(frame: .zero) }
        stage.run { parent.addSubview(grandchild) }
        expectEqual(grandchild.events, ["willMove(toSuperview: view)", "didMoveToSuperview(view)"], "no window yet")
        grandchild.events = []
        stage.add(parent)
        expectEqual(grandchild.events, ["willMove(toWindow: window)", "didMoveToWindow(window)"])
        expectIdentical(grandchild.window, stage.window)
    }

    @Test func reorderingDoesNotCallTheMoveCallbacks() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let a = RecordingView(frame: .zero), b = RecordingView(frame: .zero)
            parent.addSubview(a)
            parent.addSubview(b)
            a.events = []
            parent.bringSubviewToFront(a)
            parent.sendSubviewToBack(a)
            parent.exchangeSubview(at: 0, withSubviewAt: 1)
            #expect(a.events.isEmpty)
        }
    }
}
