import Testing
import Frames
import UIKit

/// Sliders and switches are drawn as the views they are made of: a track of two colours and a
/// round thumb.
@MainActor
struct ControlRenderingTests {
    @Test func aSliderAndASwitchAreDrawn() {
        let stage = Stage(.cells(40, 8))
        stage.run {
            stage.root.backgroundColor = .white
            let slider = UISlider(frame: cells(0, 0, 40, 2))
            slider.minimumTrackTintColor = .black
            slider.maximumTrackTintColor = .lightGray
            slider.thumbTintColor = .darkGray
            slider.value = 0.5
            stage.root.addSubview(slider)
            let toggle = UISwitch(frame: cells(2, 4, 0, 0))
            toggle.onTintColor = .black
            toggle.isOn = true
            stage.root.addSubview(toggle)
        }
        let lines = stage.frame().lines
        // The track's left half dark up to the thumb (columns 19–21), its right half light; the
        // switch's dark track with its white thumb at the right end.
        #expect(lines[0].contains("@@@@@@@@@@@@@@@@@@##::::::::::::::::::"), "\(lines.joined(separator: "\n"))")
        #expect(lines[1].trimmingCharacters(in: .whitespaces) == "##", "the thumb's lower half:\n\(lines.joined(separator: "\n"))")
        #expect(lines[4...].joined().contains("@@@"), "the switch's dark track:\n\(lines.joined(separator: "\n"))")
    }

    @Test func aSegmentedControlShowsItsTitlesAndTheSelectedPlate() {
        let stage = Stage(.cells(40, 4))
        stage.run {
            stage.root.backgroundColor = .white
            let control = UISegmentedControl(items: ["ONE", "TWO"])
            control.frame = cells(0, 1, 40, 2)
            control.backgroundColor = .black
            control.selectedSegmentIndex = 1
            stage.root.addSubview(control)
        }
        let lines = stage.frame().lines
        let text = lines.joined(separator: "\n")
        // Both titles; the first on the dark background, the second on the white plate.
        #expect(text.contains("ONE") && text.contains("TWO"), "\(text)")
        let row = lines.first { $0.contains("TWO") } ?? ""
        #expect(row.hasPrefix("@") && !row.hasSuffix("@"), "dark left half, light plate on the right:\n\(text)")
    }
}
