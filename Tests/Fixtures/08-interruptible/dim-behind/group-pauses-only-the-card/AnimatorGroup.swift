import UIKit

/// Runs several property animators as one. Whatever UIKit and the drag do to the group — start,
/// pause, scrub, turn round, continue, stop — every animator must do, so that the card's spring
/// and the shelf's dim move together; the group's completions run once, when the last animator
/// ended.
final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
    let animators: [UIViewPropertyAnimator]

    /// Like a DispatchGroup: one "enter" per animator, one "leave" when it ends, and the
    /// notifications run when nothing is left inside.
    private var inside = 0
    private var notifications: [(UIViewAnimatingPosition) -> Void] = []

    init(_ animators: [UIViewPropertyAnimator]) {
        self.animators = animators
        super.init()
        for animator in animators {
            enter()
            animator.addCompletion { position in
                self.leave(at: position)
            }
        }
    }

    private func enter() {
        inside += 1
    }

    private func leave(at position: UIViewAnimatingPosition) {
        inside -= 1
        if inside == 0 {
            notify(position)
        }
    }

    private func notify(_ position: UIViewAnimatingPosition) {
        while !notifications.isEmpty {
            let next = notifications.removeFirst()
            next(position)
        }
    }

    var state: UIViewAnimatingState { animators[0].state }

    var isRunning: Bool {
        animators.contains(where: \.isRunning)
    }

    var isReversed: Bool {
        get { animators[0].isReversed }
        set {
            for animator in animators {
                animator.isReversed = newValue
            }
        }
    }

    var fractionComplete: CGFloat {
        get { animators[0].fractionComplete }
        set {
            for animator in animators {
                animator.fractionComplete = newValue
            }
        }
    }

    func startAnimation() {
        for animator in animators {
            animator.startAnimation()
        }
    }

    func startAnimation(afterDelay delay: TimeInterval) {
        for animator in animators {
            animator.startAnimation(afterDelay: delay)
        }
    }

    func pauseAnimation() {
        animators[0].pauseAnimation()
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        for animator in animators {
            animator.stopAnimation(withoutFinishing)
        }
    }

    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        for animator in animators {
            animator.finishAnimation(at: finalPosition)
        }
    }

    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        for animator in animators {
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        notifications.append(completion)
    }
}
