import Expectations
import Testing
import Frames
import UIKit

/// A transition built from a picture of the leaving screen, as tutorials write it: the screen
/// drawn into an image (`UIGraphicsImageRenderer` + `drawHierarchy`), the image cut into slices
/// (`cgImage.cropping(to:)`), each slice a layer whose `contents` is its part, the slices falling
/// away one after another over the arriving screen.
@MainActor
struct SliceTransitionRenderingTests {
    final class Slices: NSObject, UIViewControllerAnimatedTransitioning {
        static let count = 4
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
            let bounds = from.bounds
            let picture = UIGraphicsImageRenderer(bounds: bounds).image { _ in
                _ = from.drawHierarchy(in: bounds, afterScreenUpdates: false)
            }
            to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.addSubview(to)
            from.removeFromSuperview()
            let width = bounds.width / CGFloat(Self.count)
            var slices: [UIView] = []
            for i in 0..<Self.count {
                let rect = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
                let slice = UIView(frame: rect)
                slice.layer.contents = picture.cgImage?.cropping(to: rect)
                container.addSubview(slice)
                slices.append(slice)
            }
            for (i, slice) in slices.enumerated() {
                UIView.animate(withDuration: 0.2, delay: 0.2 * Double(i), options: .curveLinear, animations: {
                    slice.transform = CGAffineTransform(translationX: 0, y: bounds.height)
                }, completion: { _ in
                    slice.removeFromSuperview()
                    if i == Self.count - 1 { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
                })
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Slices() }
    }

    @Test func theSlicesOfThePictureFallOneAfterAnother() {
        let scene = PhoneScene()
        let delegate = Delegate()
        let (root, next) = scene.run { () -> (UIViewController, UIViewController) in
            let root = scene.root.window!.rootViewController!
            root.view.backgroundColor = .black
            let next = UIViewController()
            next.view.backgroundColor = .white
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = delegate
            return (root, next)
        }
        scene.advance(by: 0.1)
        scene.run { root.present(next, animated: true) }
        let columns = scene.device.columns
        /// How many cells of each quarter of the screen's width show the black picture.
        func blackPerQuarter() -> [Int] {
            let frame = scene.frame()
            var counts = [0, 0, 0, 0]
            for line in frame.lines {
                for (c, ch) in line.enumerated() where ch == "@" { counts[min(3, c * 4 / columns)] += 1 }
            }
            return counts
        }
        scene.advance(by: 0.05)
        let start = blackPerQuarter()
        #expect(start.allSatisfy { $0 > 0 }, "the picture covers the screen at first: \(start)")
        scene.advance(by: 0.25)
        let early = blackPerQuarter()
        #expect(early[0] == 0, "the first slice has fallen: \(early)")
        #expect(early[1] > 0 && early[1] < start[1], "the second is falling: \(early)")
        #expect(early[2] == start[2] && early[3] == start[3], "the others wait: \(early)")
        scene.advance(by: 1)
        #expect(blackPerQuarter() == [0, 0, 0, 0])
        #expect(scene.run { root.presentedViewController === next })
    }
}
