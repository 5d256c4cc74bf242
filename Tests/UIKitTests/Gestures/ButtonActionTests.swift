import Expectations
import Testing
import UIKit

/// `UIButton` actions from scripted touches: `.touchUpInside` on a tap (target–action through a
/// method reference, or a `UIAction`), `.touchUpOutside` when the finger leaves, nothing when
/// disabled, `.touchCancel` when a recognizer takes the touch.
@MainActor
struct ButtonActionTests {
    final class Target {
        var taps = 0
        var senders: [UIControl] = []
        func tapped() { taps += 1 }
        func tapped(_ sender: UIControl) { senders.append(sender) }
        func buttonTapped(_ sender: UIButton) { senders.append(sender) }
        func switched(_ sender: UISwitchLike) { senders.append(sender) }
    }

    /// A control type the scene's button is not.
    final class UISwitchLike: UIControl {}

    @MainActor final class Scene {
        let gestures = GestureScene()
        let button: UIButton
        var events: [String] = []

        init() {
            let engine = gestures.engine
            button = engine.run { UIButton(type: .system) }
            let (button, root) = (self.button, gestures.root)
            engine.run {
                button.frame = CGRect(x: 100, y: 500, width: 120, height: 40)
                button.setTitle("Go", for: .normal)
                root.view.addSubview(button)
            }
            for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                  (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel")] {
                engine.run { button.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event) }
            }
        }

        var engine: UIKitEngine { gestures.engine }
        var center: CGPoint { CGPoint(x: 160, y: 520) }
    }

    @Test func aTapSendsTouchUpInside() {
        let s = Scene()
        let target = Target()
        s.engine.run {
            s.button.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            s.button.addTarget(target, action: Target.tapped as (Target) -> (UIControl) -> Void, for: .touchUpInside)
        }
        let touch = s.engine.touchDown(at: s.center)
        #expect(s.button.isHighlighted, "highlighted while pressed")
        expectEqual(s.events, ["touchDown"])
        touch.lift()
        #expect(!s.button.isHighlighted)
        expectEqual(s.events, ["touchDown", "touchUpInside"])
        expectEqual(target.taps, 1)
        expectIdentical(target.senders.first, s.button)
    }

    @Test func anActionMayTakeTheButtonItself() {
        let s = Scene()
        let target = Target()
        s.engine.run { s.button.addTarget(target, action: Target.buttonTapped, for: .touchUpInside) }
        s.engine.tap(at: s.center)
        #expect(target.senders.count == 1 && target.senders.first === s.button)
        #expect(s.engine.diagnostics.isEmpty)
    }

    @Test func anActionTakingAnotherControlTypeIsRefusedAndSaysSo() {
        let s = Scene()
        let target = Target()
        s.engine.run { s.button.addTarget(target, action: Target.switched, for: .touchUpInside) }
        #expect(s.engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("takes a UISwitchLike, but it was added to a UIButton") }, "\(s.engine.diagnostics)")
        s.engine.tap(at: s.center)
        #expect(target.senders.isEmpty)
    }

    @Test func removingEveryTargetKeepsTheUIActionsAndNamingOneOfSeveralWarns() {
        let s = Scene()
        let target = Target(), other = Target()
        s.engine.run {
            s.button.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            s.button.addTarget(target, action: Target.buttonTapped, for: .touchUpInside)
            s.button.removeTarget(target, action: Target.buttonTapped, for: .touchUpInside)
        }
        #expect(s.engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("removed all 2 actions of Target") }, "\(s.engine.diagnostics)")
        s.engine.run {
            s.button.addTarget(target, action: Target.buttonTapped, for: .touchUpInside)
            s.button.addTarget(other, action: Target.buttonTapped, for: .touchDown)
            s.button.removeTarget(nil, action: nil, for: .allEvents)
        }
        s.engine.tap(at: s.center)
        #expect(target.taps == 0 && target.senders.isEmpty && other.senders.isEmpty, "nil removes every target")
        expectEqual(s.events, ["touchDown", "touchUpInside"], "the UIActions stay")
    }

    @Test func removingForSomeEventsKeepsTheOthers() {
        let s = Scene()
        let target = Target()
        var actionRuns = 0
        let action = UIAction { _ in actionRuns += 1 }
        s.engine.run {
            s.button.addTarget(target, action: Target.buttonTapped, for: [.touchDown, .touchUpInside])
            s.button.addAction(action, for: [.touchDown, .touchUpInside])
            s.button.removeTarget(target, action: nil, for: .touchDown)
            s.button.removeAction(action, for: .touchUpInside)
        }
        s.engine.tap(at: s.center)
        expectEqual(target.senders.count, 1, "still sent for .touchUpInside")
        expectEqual(actionRuns, 1, "still run for .touchDown")
    }

    @Test func liftingOutsideSendsTouchUpOutside() {
        let s = Scene()
        let touch = s.engine.touchDown(at: s.center)
        s.engine.advance(by: 0.05)
        touch.move(to: CGPoint(x: 160, y: 620))
        #expect(!s.button.isHighlighted)
        touch.lift()
        expectEqual(s.events, ["touchDown", "touchUpOutside"])
    }

    @Test func aDisabledButtonDoesNothing() {
        let s = Scene()
        s.engine.run { s.button.isEnabled = false }
        s.engine.tap(at: s.center)
        #expect(s.events.isEmpty)
        #expect(s.button.state.contains(.disabled))
    }

    @Test func removingTheTargetStopsItsAction() {
        let s = Scene()
        let target = Target()
        s.engine.run {
            s.button.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            s.button.removeTarget(target, action: nil, for: .touchUpInside)
        }
        s.engine.tap(at: s.center)
        expectEqual(target.taps, 0)
        #expect(s.events.contains("touchUpInside"), "the UIAction is still there")
    }

    @Test func aPanOverTheButtonCancelsItsTouch() {
        let s = Scene()
        let log = GestureLog()
        s.gestures.add(s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }, to: s.gestures.root.view)
        s.engine.drag(from: s.center, to: CGPoint(x: 200, y: 520), duration: 0.2, steps: 4)
        expectEqual(log.states.first, .began)
        expectEqual(s.events, ["touchDown", "touchCancel"], "the pan took the touch: no touchUpInside")
        #expect(!s.button.isHighlighted)
    }

    @Test func aButtonWinsOverATapRecognizerOnItsSuperview() {
        // Apple (Event Handling Guide, iOS 6+): "If you have a single tap gesture recognizer
        // attached to a button's parent view, and the user taps the button, then the button's
        // action method receives the touch event instead of the gesture recognizer."
        let s = Scene()
        let log = GestureLog()
        s.gestures.add(s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }, to: s.gestures.root.view)
        s.engine.tap(at: s.center)
        #expect(s.events.contains("touchUpInside"))
        do {
            #expect(log.calls.isEmpty, "the recognizer does not fire for a tap on the button")
        }
    }
}
