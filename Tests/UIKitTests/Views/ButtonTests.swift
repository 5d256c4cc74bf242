import Expectations
import Testing
import UIKit

/// UIButton: titles and title colours per state, and actions — a `UIAction` closure or a method
/// reference (`addTarget(self, action: TypeName.method, for:)`, the Linux spelling of
/// `#selector`) — fired by scripted taps on the key window.
@MainActor
struct ButtonTests {
    /// A screen that reacts to its button the way iOS code does, through a method reference.
    final class Screen: NSObject {
        var taps = 0
        var senders: [UIControl] = []
        func didTap() { taps += 1 }
        func didTapButton(_ sender: UIControl) { senders.append(sender) }
    }

    /// A 120 × 44 button at (100, 100) in a key window (centre (160, 122)).
    private func buttonStage(type: UIButton.ButtonType = .system) -> (ViewStage, UIButton) {
        let stage = ViewStage()
        let button = stage.run { UIButton(type: type) }
        stage.run {
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.setTitle("Go", for: .normal)
        }
        stage.add(button)
        return (stage, button)
    }

    // MARK: Edge insets and size

    @Test func contentEdgeInsetsGrowTheSize() {
        // "Go" is 2 cells (16 × 16); 16 points each side makes it 48 wide.
        UIKitEngine().run {
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            expectEqual(button.intrinsicContentSize, CGSize(width: 16, height: 16))
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
            expectEqual(button.sizeThatFits(.zero), CGSize(width: 48, height: 24))
            expectEqual(button.intrinsicContentSize, CGSize(width: 48, height: 24))
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
            expectEqual(button.intrinsicContentSize, CGSize(width: 48, height: 24), "title insets move the title, not the size")
        }
    }

    @Test func theTitleIsLaidOutInsideTheInsets() {
        // 120 × 44 with content insets (5, 10, 5, 10): content (10, 5, 100, 34); title insets
        // (0, 4, 0, −4) move the title 4 points right: (14, 5, 100, 34).
        let (stage, button) = buttonStage()
        stage.run {
            button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        }
        stage.engine.advance(by: 0)
        expectEqual(stage.run { button.titleLabel?.frame }, CGRect(x: 14, y: 5, width: 100, height: 34))
        expectEqual(stage.run { button.imageView?.frame }, CGRect(x: 10, y: 5, width: 100, height: 34))
        stage.run { button.frame.size.width = 200 }
        stage.engine.advance(by: 0)
        expectEqual(stage.run { button.titleLabel?.frame }, CGRect(x: 14, y: 5, width: 180, height: 34), "the insets stay when the button grows")
    }

    @Test func autoLayoutKeepsAButtonAroundItsTitle() {
        // Centred in a 375 × 667 window with only position constraints: 48 × 24 around (187.5, 333.5).
        let stage = ViewStage()
        let button = stage.run { UIButton(type: .system) }
        stage.run {
            button.setTitle("Go", for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
            button.translatesAutoresizingMaskIntoConstraints = false
        }
        stage.add(button)
        stage.run {
            NSLayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: stage.window.centerXAnchor),
                                         button.centerYAnchor.constraint(equalTo: stage.window.centerYAnchor)])
        }
        stage.engine.advance(by: 0)
        expectEqual(stage.run { button.frame }, CGRect(x: 163.5, y: 321.5, width: 48, height: 24))
        stage.run { button.setTitle("Again", for: .normal) }
        stage.engine.advance(by: 0)
        expectEqual(stage.run { button.frame.width }, 72, "a new title resizes it: 40 + 32")
    }

    // MARK: Titles and colours

    @Test func titlePerStateFallsBackToNormal() {
        UIKitEngine().run {
            let button = UIButton(type: .system)
            expectNil(button.currentTitle)
            button.setTitle("Go", for: .normal)
            button.setTitle("Going", for: .highlighted)
            expectEqual(button.title(for: .normal), "Go")
            expectEqual(button.title(for: .highlighted), "Going")
            expectEqual(button.title(for: .disabled), "Go", "no title for .disabled: the normal one")
            expectEqual(button.currentTitle, "Go")
            expectEqual(button.titleLabel?.text, "Go")
            button.isHighlighted = true
            expectEqual(button.state, .highlighted)
            expectEqual(button.currentTitle, "Going")
            expectEqual(button.titleLabel?.text, "Going")
            button.isHighlighted = false
            expectEqual(button.titleLabel?.text, "Go")
        }
    }

    @Test func titleColourPerState() {
        UIKitEngine().run {
            let button = UIButton(type: .custom)
            expectEqual(button.titleColor(for: .normal), .white, "a custom button's titles are white")
            expectEqual(UIButton(type: .system).titleColor(for: .normal), .systemBlue, "a system button's follow the tint")
            button.setTitle("Go", for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.setTitleColor(.gray, for: .disabled)
            expectEqual(button.titleLabel?.textColor, .black)
            button.isEnabled = false
            expectEqual(button.state, .disabled)
            expectEqual(button.currentTitleColor, .gray)
            expectEqual(button.titleLabel?.textColor, .gray)
            button.isEnabled = true
            expectEqual(button.currentTitleColor, .black)
        }
    }

    @Test func titleLabelFollowsTheButtonsSize() {
        UIKitEngine().run {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            expectEqual(button.titleLabel?.frame, CGRect(x: 0, y: 0, width: 120, height: 44))
            expectEqual(button.titleLabel?.textAlignment, .center)
        }
    }

    @Test func buttonFitsItsTitle() {
        // "Go" is 2 cells: 16 × 16.
        UIKitEngine().run {
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            expectEqual(button.sizeThatFits(.zero), CGSize(width: 16, height: 16))
        }
    }

    // MARK: Actions

    @Test func tapFiresAUIActionOnce() {
        let (stage, button) = buttonStage()
        var fired: [AnyObject?] = []
        stage.run { button.addAction(UIAction { action in fired.append(action.sender) }, for: .touchUpInside) }
        stage.engine.tap(at: CGPoint(x: 160, y: 122))
        expectEqual(fired.count, 1)
        expectIdentical((fired.first ?? nil), button, "the action's sender is the button")
    }

    @Test func tapFiresAMethodReferenceTarget() {
        let (stage, button) = buttonStage()
        let screen = Screen()
        stage.run {
            button.addTarget(screen, action: Screen.didTap, for: .touchUpInside)
            button.addTarget(screen, action: Screen.didTapButton, for: .touchUpInside)
        }
        stage.engine.tap(at: CGPoint(x: 110, y: 105))
        expectEqual(screen.taps, 1)
        #expect(screen.senders.count == 1 && screen.senders.first === button)
    }

    @Test func tapOutsideTheButtonDoesNothing() {
        let (stage, button) = buttonStage()
        var count = 0
        stage.run { button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside) }
        stage.engine.tap(at: CGPoint(x: 90, y: 122))
        stage.engine.tap(at: CGPoint(x: 160, y: 150))
        expectEqual(count, 0)
    }

    @Test func disabledButtonDoesNotFire() {
        let (stage, button) = buttonStage()
        var count = 0
        stage.run {
            button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
            button.isEnabled = false
        }
        stage.engine.tap(at: CGPoint(x: 160, y: 122))
        expectEqual(count, 0)
    }

    @Test func buttonIsHighlightedWhileTheFingerIsDown() {
        let (stage, button) = buttonStage()
        var events: [String] = []
        stage.run {
            button.setTitle("Going", for: .highlighted)
            button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
            button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        }
        let touch = stage.engine.touchDown(at: CGPoint(x: 160, y: 122))
        #expect(button.isHighlighted)
        expectEqual(button.titleLabel?.text, "Going")
        expectEqual(events, ["down"])
        stage.engine.advance(by: 0.05)
        stage.run { touch.move(to: CGPoint(x: 300, y: 300)) }
        #expect(!button.isHighlighted, "dragged outside")
        stage.run { touch.lift() }
        expectEqual(events, ["down", "up outside"])
        expectEqual(button.titleLabel?.text, "Go")
    }

    @Test func removedTargetsAndActionsNoLongerFire() {
        let (stage, button) = buttonStage()
        let screen = Screen()
        var count = 0
        let action = UIAction { _ in count += 1 }
        stage.run {
            button.addTarget(screen, action: Screen.didTap, for: .touchUpInside)
            button.addAction(action, for: .touchUpInside)
            button.removeTarget(screen, action: Screen.didTap, for: .touchUpInside)
            button.removeAction(action, for: .touchUpInside)
        }
        stage.engine.tap(at: CGPoint(x: 160, y: 122))
        expectEqual(screen.taps, 0)
        expectEqual(count, 0)
    }

    @Test func targetsAreHeldWeakly() {
        let (stage, button) = buttonStage()
        weak var gone: Screen?
        stage.run {
            let screen = Screen()
            gone = screen
            button.addTarget(screen, action: Screen.didTap, for: .touchUpInside)
        }
        expectNil(gone, "the button does not keep its target alive")
        stage.engine.tap(at: CGPoint(x: 160, y: 122))
    }

    @Test func sendActionsRunsTheActionsForTheEventsInOrder() {
        UIKitEngine().run {
            let button = UIButton(type: .system)
            var log: [Int] = []
            button.addAction(UIAction { _ in log.append(1) }, for: .touchUpInside)
            button.addAction(UIAction { _ in log.append(2) }, for: [.touchUpInside, .valueChanged])
            button.addAction(UIAction { _ in log.append(3) }, for: .valueChanged)
            button.sendActions(for: .touchUpInside)
            expectEqual(log, [1, 2])
            button.sendActions(for: .valueChanged)
            expectEqual(log, [1, 2, 2, 3])
        }
    }
}
