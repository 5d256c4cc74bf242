import UIKit

/// Runs several property animators as one. Whatever UIKit and the drag do to the group — start,
/// pause, scrub, turn round, continue, stop — every animator must do, so that the card's spring
/// and the shelf's dim move together; the group's completions run once, when the last animator
/// ended.
final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
    let animators: [UIViewPropertyAnimator]

    init(_ animators: [UIViewPropertyAnimator]) {
        self.animators = animators
        super.init()
        // TODO 4.1: Give every animator a completion that counts it off; when the last one has
        //   ended, run the group's completions (kept by `addCompletion(_:)` below) once, with
        //   the position that last animator ended at.
    }

    // TODO 4.2: As written, each member below asks only the first animator. Make every
    //   animator start, pause, stop, finish, continue, turn round (`isReversed`) and scrub
    //   (`fractionComplete`); `isRunning` is true while any runs. Reading `state`,
    //   `isReversed` and `fractionComplete` from the first is fine.
    var state: UIViewAnimatingState { animators[0].state }
    var isRunning: Bool { animators[0].isRunning }

    var isReversed: Bool {
        get { animators[0].isReversed }
        set { animators[0].isReversed = newValue }
    }

    var fractionComplete: CGFloat {
        get { animators[0].fractionComplete }
        set { animators[0].fractionComplete = newValue }
    }

    func startAnimation() {
        animators[0].startAnimation()
    }

    func startAnimation(afterDelay delay: TimeInterval) {
        animators[0].startAnimation(afterDelay: delay)
    }

    func pauseAnimation() {
        animators[0].pauseAnimation()
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        animators[0].stopAnimation(withoutFinishing)
    }

    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        animators[0].finishAnimation(at: finalPosition)
    }

    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        animators[0].continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animators[0].addCompletion(completion)
    }
}
