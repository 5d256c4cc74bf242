/// The style of the status bar's content (its text and icons).
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the system: dark content on the light interface the engine models.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

/// How the status bar appears or disappears.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

extension UIViewController {
    /// The controller that decides the status bar of the window whose root is `self`: the root,
    /// or the last controller presented above it that takes the status bar over (presented
    /// `.fullScreen`, or capturing it), skipping one that is being dismissed.
    var statusBarDecider: UIViewController {
        var decider = self
        var next = storedPresented
        while let presented = next, !presented.beingDismissed {
            if presented.storedPresentationController?.takesOverStatusBar == true { decider = presented }
            next = presented.storedPresented
        }
        return decider
    }

    /// Follows `childForStatusBarStyle` (or `childForStatusBarHidden`) down to the controller
    /// that answers. A chain that comes back to a controller already asked stops there.
    func statusBarController(following child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var visited: [ObjectIdentifier] = [ObjectIdentifier(self)]
        while let next = child(current), !visited.contains(ObjectIdentifier(next)) {
            visited.append(ObjectIdentifier(next))
            current = next
        }
        return current
    }
}

extension UIKitEngine {
    /// Reads the status bar attributes again, as UIKit does when a controller calls
    /// `setNeedsStatusBarAppearanceUpdate()`, when the root controller appears, when a
    /// transition begins (with its destination in place) and ends, and when the interface
    /// turns. The key window's root controller decides; a change is recorded in the trace, under
    /// `transition` (by default the latest transition in progress, or 0).
    func updateStatusBarAppearance(transition: Int? = nil) {
        guard let root = keyWindow?.rootViewController else { return }
        let decider = root.statusBarDecider
        let style = decider.statusBarController { $0.childForStatusBarStyle }.preferredStatusBarStyle
        let hidden = decider.statusBarController { $0.childForStatusBarHidden }.prefersStatusBarHidden
        let app = application
        guard style != app.resolvedStatusBarStyle || hidden != app.resolvedStatusBarHidden else { return }
        app.resolvedStatusBarStyle = style
        app.resolvedStatusBarHidden = hidden
        let number = transition ?? transitions.active.last?.number ?? 0
        trace.record(.statusBar(style: style, hidden: hidden), transition: number, at: currentTime)
    }
}
