import UIKit

extension SkyViewController {
    /// Shows tonight's moon as a card over the dimmed sky.
    func showMoon() {
        let moon = MoonViewController()
        // TODO 1.1: Make this a `.custom` presentation, and set the moon's
        //   `transitioningDelegate` to `transitions` (the object this screen keeps: the property
        //   is weak).
        present(moon, animated: true)
    }

    /// Shows the star chart: by itself, or waiting for a finger to pull it in (`peeking`).
    func showChart(peeking: Bool) {
        let chart = StarChartViewController()
        chart.modalPresentationStyle = .fullScreen
        // TODO 2.1: Set the chart's `transitioningDelegate` to `transitions` too.
        // TODO 2.4: Tell `transitions` whether this presentation is a peek before presenting,
        //   and set it back to false right after `present(_:animated:)`.
        present(chart, animated: true)
    }
}
