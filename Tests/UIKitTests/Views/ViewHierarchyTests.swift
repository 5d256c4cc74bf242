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
        #expect(layers.count == parent.subviews.count, "sublayer count", sourceLocation: sourceLocation)
        #expect(zip(parent.subviews, layers).allSatisfy { $0.layer === $1 }, "subview order mirrored in layer.sublayers", sourceLocation: sourceLocation)
    }

    private func tags(_ view: UIView) -> [Int] { view.subviews.map(\.tag) }

    // MARK: Adding

    @Test func newViewHasNoSubviewsOrSuperview() {
        let engine = UIKitEngine()
        engine.run {
            let v = UIView(frame: .zero)
            #expect(v.subviews.isEmpty)
            #expect(v.superview == nil)
            #expect(v.window == nil)
            #expect(v.layer.sublayers == nil)
            #expect(v.layer.delegate === v, "the view is its layer's delegate")
        }
    }

    @Test func addSubviewAppendsInFront() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(3)
            for v in subs { parent.addSubview(v) }
            #expect(tags(parent) == [1, 2, 3])
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
            #expect(tags(parent) == [2, 3, 1])
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
            #expect(a.layer.sublayers == nil)
            #expect(v.superview === b)
            #expect(v.layer.superlayer === b.layer)
        }
    }

    @Test func insertAtIndexPlacesTheViewAndClamps() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(5)
            parent.addSubview(subs[0])
            parent.addSubview(subs[1])
            parent.insertSubview(subs[2], at: 0)
            #expect(tags(parent) == [3, 1, 2])
            parent.insertSubview(subs[3], at: 2)
            #expect(tags(parent) == [3, 1, 4, 2])
            parent.insertSubview(subs[4], at: 99)
            #expect(tags(parent) == [3, 1, 4, 2, 5], "an index past the end appends")
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
            #expect(tags(parent) == [1, 3, 2])
            parent.insertSubview(subs[3], belowSubview: subs[0])
            #expect(tags(parent) == [4, 1, 3, 2])
            parent.insertSubview(subs[4], aboveSubview: subs[1])
            #expect(tags(parent) == [4, 1, 3, 2, 5])
            // Moving existing subviews.
            parent.insertSubview(subs[3], aboveSubview: subs[1])
            #expect(tags(parent) == [1, 3, 2, 4, 5])
            parent.insertSubview(subs[4], belowSubview: subs[0])
            #expect(tags(parent) == [5, 1, 3, 2, 4])
            expectMirrored(parent)
        }
    }

    @Test func bringToFrontAndSendToBack() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(4)
            for v in subs { parent.addSubview(v) }
            parent.bringSubviewToFront(subs[1])
            #expect(tags(parent) == [1, 3, 4, 2])
            parent.sendSubviewToBack(subs[3])
            #expect(tags(parent) == [4, 1, 3, 2])
            parent.bringSubviewToFront(UIView(frame: .zero))
            #expect(tags(parent) == [4, 1, 3, 2], "a view that is not a subview changes nothing")
            expectMirrored(parent)
        }
    }

    @Test func exchangeSwapsTwoSubviewsAndTheirLayers() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            for v in views(4) { parent.addSubview(v) }
            parent.exchangeSubview(at: 0, withSubviewAt: 3)
            #expect(tags(parent) == [4, 2, 3, 1])
            parent.exchangeSubview(at: 1, withSubviewAt: 2)
            #expect(tags(parent) == [4, 3, 2, 1])
            expectMirrored(parent)
        }
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        UIKitEngine().run {
            let parent = UIView(frame: .zero)
            let subs = views(3)
            for v in subs { parent.addSubview(v) }
            subs[1].removeFromSuperview()
            #expect(tags(parent) == [1, 3])
            #expect(subs[1].superview == nil)
            #expect(subs[1].layer.superlayer == nil)
            expectMirrored(parent)
            subs[1].removeFromSuperview()
            #expect(tags(parent) == [1, 3], "removing a detached view is harmless")
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
            #expect(root.viewWithTag(7) === root)
            #expect(root.viewWithTag(42) === grandchild)
            #expect(root.viewWithTag(2) === other)
            #expect(root.viewWithTag(99) == nil)
            #expect(child.viewWithTag(2) == nil, "siblings are not searched")
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
        #expect(grandchild.window === stage.window)
        stage.run { child.removeFromSuperview() }
        #expect(grandchild.window == nil)
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
        #expect(Set(e) == ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview(view)", "didMoveToWindow(window)"])
        #expect(e.count == 4)
        #expect(e.first == "willMove(toSuperview: view)")
        let i = { (name: String) in e.firstIndex(of: name) ?? -1 }
        #expect(i("willMove(toWindow: window)") < i("didMoveToWindow(window)"))
        #expect(i("willMove(toWindow: window)") < i("didMoveToSuperview(view)"))
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
        #expect(parent.events == ["willRemoveSubview"])
        #expect(child.events.count == 4)
        #expect(Array(child.events.prefix(2)) == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)"])
        do {
            #expect(Array(child.events.suffix(2)) == ["didMoveToWindow(nil)", "didMoveToSuperview(nil)"])
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
        #expect(child.events == ["willMove(toSuperview: view)", "didMoveToSuperview(view)"])
    }

    @Test func windowCallbacksReachTheWholeSubtree() {
        let stage = ViewStage()
        let parent = stage.run { UIView(frame: .zero) }
        let grandchild = stage.run { RecordingView(frame: .zero) }
        stage.run { parent.addSubview(grandchild) }
        #expect(grandchild.events == ["willMove(toSuperview: view)", "didMoveToSuperview(view)"], "no window yet")
        grandchild.events = []
        stage.add(parent)
        #expect(grandchild.events == ["willMove(toWindow: window)", "didMoveToWindow(window)"])
        #expect(grandchild.window === stage.window)
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
