import UIKit

/// Runs several property animators as one. Whatever UIKit and the drag do to the group — start,
/// pause, scrub, turn round, continue, stop — every animator must do, so that the card's spring
/// and the shelf's dim move together; the group's completions run once, when the last animator
/// ended.
final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
    let animators: [UIViewPropertyAnimator]
    private var remaining: Int
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    init(_ animators: [UIViewPropertyAnimator]) {
        self.animators = animators
        remaining = animators.count
        super.init()
        for animator in animators {
            animator.addCompletion { [weak self] position in
                self?.ended(at: position)
            }
        }
    }

    private func ended(at position: UIViewAnimatingPosition) {
        remaining -= 1
        guard remaining == 0 else { return }
        let toRun = completions
        completions = []
        for completion in toRun {
            completion(position)
        }
    }

    var state: UIViewAnimatingState { animators[0].state }
    var isRunning: Bool { animators.contains { $0.isRunning } }

    var isReversed: Bool {
        get { animators[0].isReversed }
        set { for animator in animators { animator.isReversed = newValue } }
    }

    var fractionComplete: CGFloat {
        get { animators[0].fractionComplete }
        set { for animator in animators { animator.fractionComplete = newValue } }
    }

    func startAnimation() {
        for animator in animators { animator.startAnimation() }
    }

    func startAnimation(afterDelay delay: TimeInterval) {
        for animator in animators { animator.startAnimation(afterDelay: delay) }
    }

    func pauseAnimation() {
        for animator in animators { animator.pauseAnimation() }
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        for animator in animators { animator.stopAnimation(withoutFinishing) }
    }

    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        for animator in animators { animator.finishAnimation(at: finalPosition) }
    }

    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        for animator in animators {
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }
}
