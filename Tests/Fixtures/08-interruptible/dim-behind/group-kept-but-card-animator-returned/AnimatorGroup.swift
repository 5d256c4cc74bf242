import UIKit

/// Runs several property animators as one. Whatever UIKit and the drag do to the group — start,
/// pause, scrub, turn round, continue, stop — every animator must do, so that the card's spring
/// and the shelf's dim move together; the group's completions run once, when the last animator
/// ended.
final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
    let animators: [UIViewPropertyAnimator]
    private var finished = Set<ObjectIdentifier>()
    private var whenDone: [(UIViewAnimatingPosition) -> Void] = []

    init(_ animators: UIViewPropertyAnimator...) {
        self.animators = animators
        super.init()
        animators.forEach { animator in
            animator.addCompletion { [weak self, unowned animator] position in
                self?.markFinished(animator, at: position)
            }
        }
    }

    private func markFinished(_ animator: UIViewPropertyAnimator, at position: UIViewAnimatingPosition) {
        finished.insert(ObjectIdentifier(animator))
        if finished.count < animators.count { return }
        let blocks = whenDone
        whenDone.removeAll()
        blocks.forEach { $0(position) }
    }

    var state: UIViewAnimatingState { animators[0].state }
    var isRunning: Bool { animators.first(where: { $0.isRunning }) != nil }

    var isReversed: Bool {
        get { animators[0].isReversed }
        set { animators.forEach { $0.isReversed = newValue } }
    }

    var fractionComplete: CGFloat {
        get { animators[0].fractionComplete }
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
        whenDone.append(completion)
    }
}
