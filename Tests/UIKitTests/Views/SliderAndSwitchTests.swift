import Expectations
import Testing
import UIKit

/// `UISlider` and `UISwitch` (FIDELITY §2.10): their values, what a finger does to them, the
/// events they send and the views they draw with.
@MainActor
struct SliderAndSwitchTests {
    /// A screen holding `control`, shown; the events the control sent, in order.
    final class Host: UIViewController {
        let control: UIControl
        var events: [String] = []
        init(_ control: UIControl) {
            self.control = control
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(control)
            let named: [(UIControl.Event, String)] = [(.touchDown, "down"), (.valueChanged, "changed"), (.touchUpInside, "up inside"),
                                                      (.touchUpOutside, "up outside"), (.touchCancel, "cancel")]
            for (event, name) in named { control.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event) }
        }
    }

    private func host(_ make: () -> UIControl) -> (UIKitEngine, Host) {
        let engine = UIKitEngine()
        let host = engine.run { Host(make()) }
        _ = engine.show(host)
        engine.advance(by: 0.1)
        return (engine, host)
    }

    // MARK: Slider

    /// A slider 300 wide at (20, 100): its thumb's centre travels from x 34 to 306 in the window.
    private func slider(_ configure: (UISlider) -> Void = { _ in }) -> (UIKitEngine, Host, UISlider) {
        let (engine, host) = host {
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
            configure(slider)
            return slider
        }
        return (engine, host, host.control as! UISlider)
    }

    @Test func aSlidersValueStaysInItsRangeAndSendsNothingWhenSet() {
        let (engine, host, slider) = slider()
        expectEqual(engine.run { (slider.value, slider.minimumValue, slider.maximumValue) == (0, 0, 1) }, true)
        engine.run { slider.value = 2 }
        expectEqual(engine.run { slider.value }, 1, "clamped to the maximum")
        engine.run {
            slider.maximumValue = 10
            slider.minimumValue = 4
        }
        expectEqual(engine.run { slider.value }, 4, "a minimum above the value carries it")
        engine.run { slider.maximumValue = 2 }
        expectEqual(engine.run { (slider.minimumValue, slider.maximumValue, slider.value) == (2, 2, 2) }, true, "a maximum below the minimum carries both")
        expectEqual(engine.run { host.events }, [])
        expectEqual(engine.run { slider.intrinsicContentSize }, CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func theThumbSitsWhereTheValueSaysAndTheTrackIsTwoColours() {
        let (engine, _, slider) = slider { $0.value = 0.5 }
        let track = engine.run { slider.trackRect(forBounds: slider.bounds) }
        expectEqual(track, CGRect(x: 0, y: 13.5, width: 300, height: 4))
        expectEqual(engine.run { slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) }, CGRect(x: 136, y: 1.5, width: 28, height: 28))
        expectEqual(engine.run { slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) }.maxX, 300)
        // Drawn: the part before the thumb in the tint colour, the rest grey, the thumb white.
        let parts = engine.run { slider.subviews.map { ($0.frame, $0.backgroundColor) } }
        expectEqual(parts.count, 3)
        // The track is drawn a text row (16 points) thick, centred on the 4-point track.
        expectEqual(parts[0].0, CGRect(x: 0, y: 7.5, width: 150, height: 16))
        expectEqual(parts[0].1, engine.run { slider.tintColor })
        expectEqual(parts[1].0, CGRect(x: 150, y: 7.5, width: 150, height: 16))
        expectEqual(parts[2].1, .white)
        engine.run { slider.minimumTrackTintColor = .systemRed }
        expectEqual(engine.run { slider.subviews[0].backgroundColor }, .systemRed)
    }

    @Test func aDragOnTheThumbMovesItAndSendsValueChangedAtEachMove() {
        let (engine, host, slider) = slider()
        // The thumb's centre is at x 34 (window); the finger takes it 2 points off centre.
        let finger = engine.touchDown(at: CGPoint(x: 36, y: 115))
        engine.advance(by: 0.05)
        finger.move(to: CGPoint(x: 36 + 136, y: 115))
        expectEqual(engine.run { slider.value }, 0.5, "half the travel (272 points)")
        engine.advance(by: 0.05)
        finger.move(to: CGPoint(x: 400, y: 300))
        expectEqual(engine.run { slider.value }, 1, "past the end: the maximum, even far off the slider")
        finger.lift()
        expectEqual(engine.run { host.events }, ["down", "changed", "changed", "up outside"])
    }

    @Test func aNonContinuousSliderSendsValueChangedOnceAtTheLift() {
        let (engine, host, slider) = slider { $0.isContinuous = false }
        let finger = engine.touchDown(at: CGPoint(x: 34, y: 115))
        for x in stride(from: 60, through: 180, by: 40) {
            engine.advance(by: 0.05)
            finger.move(to: CGPoint(x: CGFloat(x), y: 115))
        }
        finger.lift()
        expectEqual(engine.run { host.events }, ["down", "changed", "up inside"])
        expectClose(Double(engine.run { slider.value }), 146.0 / 272, tolerance: 1e-6)
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbMovesNothing() {
        let (engine, host, slider) = slider()
        let finger = engine.touchDown(at: CGPoint(x: 250, y: 115))
        engine.advance(by: 0.05)
        finger.move(to: CGPoint(x: 280, y: 115))
        finger.lift()
        expectEqual(engine.run { slider.value }, 0)
        expectEqual(engine.run { host.events }, [])
    }

    @Test func setValueAnimatedMovesTheThumbOverAFifthOfASecond() {
        let (engine, _, slider) = slider()
        engine.run { slider.setValue(1, animated: true) }
        expectEqual(engine.run { slider.value }, 1, "the value at once")
        engine.advance(by: 0.1)
        let x = engine.run { slider.subviews[2].layer.presentation()?.frame.minX ?? -1 }
        #expect(x > 0 && x < 272, "the thumb on its way: \(x)")
        engine.advance(by: 0.2)
        expectEqual(engine.run { slider.subviews[2].layer.presentation()?.frame.minX }, 272)
    }

    // MARK: Switch

    @Test func aSwitchHasItsOwnSizeAndIsOffAtFirst() {
        let (engine, host) = host { UISwitch(frame: CGRect(x: 40, y: 80, width: 200, height: 100)) }
        let toggle = host.control as! UISwitch
        expectEqual(engine.run { toggle.frame }, CGRect(x: 40, y: 80, width: 51, height: 31))
        engine.run { toggle.frame = CGRect(x: 10, y: 20, width: 5, height: 5) }
        expectEqual(engine.run { toggle.frame }, CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(engine.run { !toggle.isOn })
        expectEqual(engine.run { toggle.subviews[1].frame }, CGRect(x: 2, y: 2, width: 27, height: 27), "the thumb at the left end")
        expectEqual(engine.run { toggle.subviews[0].backgroundColor }, .systemGray5)
    }

    @Test func aTapTurnsTheSwitchOverAnimatedAndSendsValueChanged() {
        let (engine, host) = host { UISwitch(frame: CGRect(x: 40, y: 80, width: 0, height: 0)) }
        let toggle = host.control as! UISwitch
        engine.tap(at: CGPoint(x: 60, y: 95))
        #expect(engine.run { toggle.isOn })
        expectEqual(engine.run { host.events }, ["down", "up inside", "changed"])
        engine.advance(by: 0.1)
        let x = engine.run { toggle.subviews[1].layer.presentation()?.frame.minX ?? -1 }
        #expect(x > 2 && x < 22, "the thumb slides: \(x)")
        engine.advance(by: 0.3)
        expectEqual(engine.run { toggle.subviews[1].layer.presentation()?.frame.minX }, 22)
        expectEqual(engine.run { toggle.subviews[0].backgroundColor }, .systemGreen)
        // In code: no event; a touch lifted outside: no change.
        engine.run { toggle.setOn(false, animated: false) }
        let finger = engine.touchDown(at: CGPoint(x: 60, y: 95))
        engine.advance(by: 0.05)
        finger.move(to: CGPoint(x: 200, y: 300))
        finger.lift()
        #expect(engine.run { !toggle.isOn })
        expectEqual(engine.run { host.events }, ["down", "up inside", "changed", "down", "up outside"])
    }
}
