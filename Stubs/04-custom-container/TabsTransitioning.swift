import UIKit

// TODO 2.2: Declare `protocol TabsViewControllerDelegate: AnyObject` (mark it `@MainActor`), the
//   questions your container asks, modelled on `UITabBarControllerDelegate`:
//   `tabsViewController(_:animationControllerForTransitionFrom:to:)` returning an optional
//   `UIViewControllerAnimatedTransitioning`, and
//   `tabsViewController(_:interactionControllerFor:)` returning an optional
//   `UIViewControllerInteractiveTransitioning`; give the second a default answer, nil, in an
//   extension (Swift's way of an optional method).

// TODO 2.3: Make `SlideTransitions` (below) adopt `TabsViewControllerDelegate`: it returns a
//   `SlideAnimator` whose direction is `.left` when the new page's index (in
//   `tabsViewController.viewControllers`) is greater than the old one's, `.right` otherwise.
// TODO 3.3: Add `let interaction = PanInteraction()`, and answer
//   `tabsViewController(_:interactionControllerFor:)` with it while `interaction.isDriving`,
//   nil otherwise.

/// The slides between the pages (the tabs controller's delegate).
final class SlideTransitions: NSObject {
}
