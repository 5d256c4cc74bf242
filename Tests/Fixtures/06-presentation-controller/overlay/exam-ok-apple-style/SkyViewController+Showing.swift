import UIKit

extension SkyViewController {
    /// Shows tonight's moon as a card over the dimmed sky.
    func showMoon() {
        let moon = MoonViewController()
        moon.transitioningDelegate = self.transitions
        moon.modalPresentationStyle = UIModalPresentationStyle.custom
        self.present(moon, animated: true, completion: nil)
    }

    /// Shows the star chart: by itself, or waiting for a finger to pull it in (`peeking`).
    func showChart(peeking: Bool) {
        let chart = StarChartViewController()
        chart.modalPresentationStyle = .fullScreen
        // TODO 2.1: Set the chart's `transitioningDelegate` to `transitions` too.
        // TODO 2.4: Tell `transitions` whether this is a peek, around `present(_:animated:)`.
        //   Set `transitions.peeking` before presenting, and back to false right after.
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
