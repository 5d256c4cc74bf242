import Expectations
import Testing
import UIKit

/// `UIScreenEdgePanGestureRecognizer` begins only for a touch that starts at one of its `edges` and
/// moves away from it (UIKIT-SEMANTICS §8).
@MainActor
struct ScreenEdgePanGestureTests {
    private func edgeScene(_ edges: UIRectEdge) -> (GestureScene, GestureLog) {
        let s = GestureScene()
        let log = GestureLog()
        let edge = s.engine.run { UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdge) }
        s.engine.run { edge.edges = edges }
        s.add(edge, to: s.root.view)
        return (s, log)
    }

    @Test func aDragFromTheLeftEdgeBegins() {
        let (s, log) = edgeScene(.left)
        s.engine.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 204, y: 300), duration: 0.5, steps: 10)
        expectEqual(log.states.first, .began)
        expectEqual(log.states.last, .ended)
        expectClose(log.calls.last?.translation ?? .zero, CGPoint(x: 200, y: 0))
    }

    @Test func aDragFromTheMiddleDoesNotBegin() {
        let (s, log) = edgeScene(.left)
        s.engine.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5, steps: 10)
        #expect(log.calls.isEmpty)
    }

    @Test func aDragFromTheLeftEdgeTowardsItDoesNotBegin() {
        let (s, log) = edgeScene(.left)
        s.engine.drag(from: CGPoint(x: 15, y: 300), to: CGPoint(x: 15, y: 500), duration: 0.5, steps: 10)
        #expect(log.calls.isEmpty, "moving along the edge is not a swipe from it")
    }

    @Test func theRightEdgeIsTheOtherSide() {
        let (s, log) = edgeScene(.right)
        s.engine.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 204, y: 300), duration: 0.5, steps: 10)
        #expect(log.calls.isEmpty, "the left edge is not watched")
        s.engine.drag(from: CGPoint(x: 372, y: 300), to: CGPoint(x: 172, y: 300), duration: 0.5, steps: 10)
        expectEqual(log.states.first, .began)
        expectClose(log.calls.last?.translation ?? .zero, CGPoint(x: -200, y: 0))
    }

    @Test func withoutEdgesItNeverBegins() {
        let (s, log) = edgeScene([])
        s.engine.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 204, y: 300), duration: 0.5, steps: 10)
        #expect(log.calls.isEmpty)
    }
}
