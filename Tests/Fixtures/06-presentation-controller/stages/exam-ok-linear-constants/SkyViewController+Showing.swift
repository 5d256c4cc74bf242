import UIKit

extension SkyViewController {
    /// Shows tonight's moon as a card over the dimmed sky.
    func showMoon() {
        let moon = MoonViewController()
        moon.modalPresentationStyle = .custom
        moon.transitioningDelegate = transitions
        present(moon, animated: true)
    }

    /// Shows the star chart: by itself, or waiting for a finger to pull it in (`peeking`).
    func showChart(peeking: Bool) {
        let chart = StarChartViewController()
        chart.modalPresentationStyle = .fullScreen
        chart.transitioningDelegate = transitions
        transitions.peeking = peeking
        present(chart, animated: true)
        transitions.peeking = false
    }

    /// Shows Saturn through the telescope; "Done" or a pull down puts it away.
    func showTelescope() {
        let telescope = TelescopeViewController()
        telescope.transitioningDelegate = transitions
        telescope.modalPresentationStyle = .fullScreen
        transitions.pullDown.attach(to: telescope)
        present(telescope, animated: true, completion: nil)
    }
}
