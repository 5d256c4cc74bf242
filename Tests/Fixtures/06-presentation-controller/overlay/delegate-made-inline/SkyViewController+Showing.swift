import UIKit

extension SkyViewController {
    /// Shows tonight's moon as a card over the dimmed sky.
    func showMoon() {
        let moon = MoonViewController()
        // 1.1: only a `.custom` presentation asks the delegate for a presentation controller;
        // the delegate is the object this screen keeps (the property is weak).
        moon.modalPresentationStyle = .custom
        moon.transitioningDelegate = SkyTransitions()
        present(moon, animated: true)
    }

    /// Shows the star chart: by itself, or waiting for a finger to pull it in (`peeking`).
    func showChart(peeking: Bool) {
        let chart = StarChartViewController()
        chart.modalPresentationStyle = .fullScreen
        // 2.1: the chart asks the same delegate for its animators.
        chart.transitioningDelegate = transitions
        // 2.4: UIKit asks for the interaction controller inside `present`; afterwards taps are
        // taps again.
        transitions.peeking = peeking
        present(chart, animated: true)
        transitions.peeking = false
    }

    /// Shows Saturn through the telescope; "Done" or a pull down puts it away.
    func showTelescope() {
        let telescope = TelescopeViewController()
        telescope.modalPresentationStyle = .fullScreen
        // 3.4: the telescope asks the same delegate; a pull on its screen dismisses it.
        telescope.transitioningDelegate = transitions
        transitions.pullDown.attach(to: telescope)
        present(telescope, animated: true)
    }
}
