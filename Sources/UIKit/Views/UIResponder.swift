/// An object that can take part in event handling: views, view controllers, the application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder up the chain (a view's superview or view controller, ...).
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }

    open func becomeFirstResponder() -> Bool { false }

    open func resignFirstResponder() -> Bool { true }

    open var isFirstResponder: Bool { false }

    /// Called on an object loaded from a nib or storyboard once its outlets are connected. No nib
    /// is ever loaded here (FIDELITY §3.2), so UIKit never calls it, as on iOS for an object made
    /// in code; it is here so that subclasses written for iOS, which override it, compile. (On iOS
    /// it is `NSObject`'s; every class that overrides it here is a responder.)
    open func awakeFromNib() {}

    /// Called when touches begin in the responder; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
