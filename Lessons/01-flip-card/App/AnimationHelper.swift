import UIKit

/// Small 3-D helpers for the flip animations.
@MainActor
enum AnimationHelper {
    /// A rotation of `angle` radians about the y axis (a card turning on its vertical centre line).
    static func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
    }

    /// Gives the sublayers of `containerView` a perspective, so that a view turning about the
    /// y axis narrows towards its far edge instead of just getting thinner.
    static func perspectiveTransform(for containerView: UIView) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        containerView.layer.sublayerTransform = transform
    }
}
