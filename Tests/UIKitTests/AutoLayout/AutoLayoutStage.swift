import Testing
@testable import UIKit

/// A `ViewStage` with a container at (10, 20) sized 300 × 400 in the window (its frame held by
/// the autoresizing-mask translation), and helpers to add views placed by constraints.
@MainActor
final class AutoLayoutStage {
    let stage = ViewStage()
    let container: UIView

    init() {
        container = stage.addView(CGRect(x: 10, y: 20, width: 300, height: 400))
    }

    /// A plain view with `translatesAutoresizingMaskIntoConstraints = false`, added to
    /// `parent` (the container when nil).
    func constrainedView(in parent: UIView? = nil, id: String? = nil) -> UIView {
        let view = stage.run { UIView(frame: .zero) }
        stage.run {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.accessibilityIdentifier = id
        }
        stage.add(view, to: parent ?? container)
        return view
    }

    /// Activates the constraints `build` makes, then ends the turn (the commit lays out).
    func activate(_ build: () -> [NSLayoutConstraint]) {
        stage.run { NSLayoutConstraint.activate(build()) }
        stage.engine.advance(by: 0)
    }

    func frame(of view: UIView) -> CGRect { stage.run { view.frame } }
}
