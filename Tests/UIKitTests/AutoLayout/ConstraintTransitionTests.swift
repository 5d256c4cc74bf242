import Expectations
import Testing
import UIKit

/// A presentation animator that slides a bottom sheet up by swapping constraints and calling
/// `layoutIfNeeded()` in its animation block, as iOS animators of constraint-based screens do.
@MainActor
struct ConstraintTransitionTests {
    /// A screen whose 200-point sheet hangs below its bottom edge until `raise()`.
    final class SheetController: UIViewController {
        let sheet = UIView()
        private var hidden: NSLayoutConstraint!
        private var shown: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            sheet.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sheet)
            hidden = sheet.topAnchor.constraint(equalTo: view.bottomAnchor)
            shown = sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                sheet.heightAnchor.constraint(equalToConstant: 200),
                hidden,
            ])
        }

        func raise() {
            hidden.isActive = false
            shown.isActive = true
        }
    }

    final class RaiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var startTime: CFTimeInterval = -1

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.viewController(forKey: .to) as! SheetController
            transitionContext.containerView.addSubview(to.view)
            to.view.frame = transitionContext.finalFrame(for: to)
            to.view.layoutIfNeeded()
            startTime = CACurrentMediaTime()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                to.raise()
                to.view.layoutIfNeeded()
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
        let animator = RaiseAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator
        }
    }

    @Test func theSheetSlidesUpWithTheSwappedConstraints() throws {
        // Screen 375 × 667. The sheet's frame goes from (0, 667, 375, 200) to (0, 467, 375, 200):
        // centre y 767 → 567, linear over 1 s, so 667 half way.
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        engine.show(root)
        let sheetScreen = engine.run { SheetController() }
        let vendor = engine.run { Vendor() }
        engine.run {
            sheetScreen.modalPresentationStyle = .fullScreen
            sheetScreen.transitioningDelegate = vendor
            root.present(sheetScreen, animated: true)
        }
        engine.advance(by: 0)
        let start = vendor.animator.startTime
        try #require(start >= 0, "animateTransition ran")
        expectEqual(engine.run { sheetScreen.sheet.frame }, CGRect(x: 0, y: 467, width: 375, height: 200))
        for (t, y) in [(0.0, 767.0), (0.5, 667), (1, 567)] {
            engine.advance(to: start + t)
            let p = try engine.presentation(of: sheetScreen.sheet.layer)
            expectClose(p.position.y, CGFloat(y), tolerance: 1e-6, "centre y at \(t)")
        }
        try engine.runUntilIdle(timeout: 2)
        expectNotNil(engine.run { sheetScreen.view.window })
    }
}
