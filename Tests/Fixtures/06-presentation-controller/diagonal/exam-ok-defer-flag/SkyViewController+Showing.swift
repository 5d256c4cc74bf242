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

        // The flag is read inside present(_:animated:), and must be down again afterwards.
        transitions.peeking = peeking
        defer { transitions.peeking = false }
        present(chart, animated: true)
    }

    /// Shows Saturn through the telescope; "Done" or a pull down puts it away.
    func showTelescope() {
        let telescope = TelescopeViewController()
        telescope.modalPresentationStyle = .fullScreen
        // TODO 3.4: Set the telescope's `transitioningDelegate` to `transitions` as well.
        transitions.pullDown.attach(to: telescope)
        present(telescope, animated: true)
    }
}
