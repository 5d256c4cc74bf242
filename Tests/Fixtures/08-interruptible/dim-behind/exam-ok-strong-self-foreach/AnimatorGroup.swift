import UIKit

/// Runs several property animators as one. Whatever UIKit and the drag do to the group — start,
/// pause, scrub, turn round, continue, stop — every animator must do, so that the card's spring
/// and the shelf's dim move together; the group's completions run once, when the last animator
/// ended.
final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
    let animators: [UIViewPropertyAnimator]
    private var finished = 0
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    init(_ animators: [UIViewPropertyAnimator]) {
        self.animators = animators
        super.init()
        animators.forEach { animator in
            animator.addCompletion { position in
                self.finished += 1
                if self.finished == self.animators.count {
                    self.completions.forEach { $0(position) }
                    self.completions.removeAll()
                }
            }
        }
    }

    var state: UIViewAnimatingState { animators.first!.state }
    var isRunning: Bool { !animators.allSatisfy { !$0.isRunning } }

    var isReversed: Bool {
        get { animators.first!.isReversed }
        set { animators.forEach { $0.isReversed = newValue } }
    }

    var fractionComplete: CGFloat {
        get { animators.first!.fractionComplete }
        set { animators.forEach { $0.fractionComplete = newValue } }
    }

    func startAnimation() {
        animators.forEach { $0.startAnimation() }
    }

    func startAnimation(afterDelay delay: TimeInterval) {
        animators.forEach { $0.startAnimation(afterDelay: delay) }
    }

    func pauseAnimation() {
        animators.forEach { $0.pauseAnimation() }
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        animators.forEach { $0.stopAnimation(withoutFinishing) }
    }

    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        animators.forEach { $0.finishAnimation(at: finalPosition) }
    }

    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        animators.forEach { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions += [completion]
    }
}
