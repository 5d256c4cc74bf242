import Expectations
import Testing
import UIKit

/// `UISegmentedControl` (FIDELITY §2.10): segments, selection by touch and in code, the events,
/// the views it draws with.
@MainActor
struct SegmentedControlTests {
    final class Host: UIViewController {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        var changes: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            control.frame = CGRect(x: 30, y: 100, width: 300, height: 32)
            view.addSubview(control)
            control.addAction(UIAction { [unowned self] _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        }
    }

    private func shown() -> (UIKitEngine, Host) {
        let engine = UIKitEngine()
        let host = engine.run { Host() }
        _ = engine.show(host)
        engine.advance(by: 0.1)
        return (engine, host)
    }

    @Test func itemsBecomeSegmentsAndNothingIsSelectedAtFirst() {
        let engine = UIKitEngine()
        engine.run {
            let control = UISegmentedControl(items: ["A", "Longer"])
            expectEqual(control.numberOfSegments, 2)
            expectEqual(control.titleForSegment(at: 1), "Longer")
            expectNil(control.titleForSegment(at: 5))
            expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            // Equal segments, each as wide as the widest title plus 16 points each side.
            let size = control.intrinsicContentSize
            expectEqual(size.height, 32)
            expectEqual(size.width, 2 * (UILabel().then { $0.text = "Longer" }.sizeThatFits(.zero).width + 32))
            control.insertSegment(withTitle: "First", at: 0, animated: false)
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Zero", at: 0, animated: false)
            expectEqual(control.selectedSegmentIndex, 2, "the selection moves with its segment")
            control.removeSegment(at: 2, animated: false)
            expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "the selected one removed")
            control.selectedSegmentIndex = 9
            expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            control.removeAllSegments()
            expectEqual(control.numberOfSegments, 0)
        }
    }

    @Test func aTapSelectsTheSegmentUnderTheFingerAndSendsValueChangedOnce() {
        let (engine, host) = shown()
        // Segments 100 points wide from x 30: "Week" spans 130 … 230.
        engine.tap(at: CGPoint(x: 180, y: 116))
        expectEqual(engine.run { host.control.selectedSegmentIndex }, 1)
        engine.tap(at: CGPoint(x: 180, y: 116))
        expectEqual(engine.run { host.changes }, [1], "the same segment again changes nothing")
        engine.run { host.control.setEnabled(false, forSegmentAt: 2) }
        engine.tap(at: CGPoint(x: 300, y: 116))
        expectEqual(engine.run { host.control.selectedSegmentIndex }, 1, "a disabled segment is not selected")
        engine.run { host.control.selectedSegmentIndex = 0 }
        expectEqual(engine.run { host.changes }, [1], "in code: no event")
        engine.advance(by: 0.5)
        // The plate sits under the selected segment, inset 2 points.
        let plate = engine.run { host.control.subviews[0] }
        expectEqual(engine.run { plate.frame }, CGRect(x: 2, y: 2, width: 96, height: 28))
        #expect(engine.run { !plate.isHidden })
    }

    @Test func aMomentaryControlReportsTheTapAndKeepsNoSelection() {
        let (engine, host) = shown()
        engine.run { host.control.isMomentary = true }
        engine.tap(at: CGPoint(x: 80, y: 116))
        engine.tap(at: CGPoint(x: 80, y: 116))
        expectEqual(engine.run { host.changes }, [0, 0])
        expectEqual(engine.run { host.control.selectedSegmentIndex }, UISegmentedControl.noSegment)
    }
}

private extension UILabel {
    func then(_ configure: (UILabel) -> Void) -> UILabel {
        configure(self)
        return self
    }
}
