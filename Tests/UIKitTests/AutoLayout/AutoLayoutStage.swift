import Testing
import UIKit

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
        turn { NSLayoutConstraint.activate(build()) }
    }

    /// Runs `body` in the engine, then ends the turn (the commit lays out).
    func turn(_ body: () -> Void) {
        stage.run(body)
        stage.engine.advance(by: 0)
    }

    func frame(of view: UIView) -> CGRect { stage.run { view.frame } }
}

/// The four constraints that place a view by its top-left corner and size.
@MainActor
struct Placement {
    let leading, top, width, height: NSLayoutConstraint
}

extension AutoLayoutStage {
    /// Places `view` at (`x`, `y`) from its superview's top-left corner (the container's when
    /// `parent` is nil), sized `width` × `height`; activates and commits.
    @discardableResult
    func place(_ view: UIView, in parent: UIView? = nil, x: CGFloat = 0, y: CGFloat = 0, width: CGFloat, height: CGFloat) -> Placement {
        let parent = parent ?? container
        let placement = stage.run {
            Placement(leading: view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
                      top: view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
                      width: view.widthAnchor.constraint(equalToConstant: width),
                      height: view.heightAnchor.constraint(equalToConstant: height))
        }
        activate { [placement.leading, placement.top, placement.width, placement.height] }
        return placement
    }
}
