import UIKit

/// Runs several property animators as one. Whatever UIKit and the drag do to the group — start,
/// pause, scrub, turn round, continue, stop — every animator must do, so that the card's spring
/// and the shelf's dim move together; the group's completions run once, when the last animator
/// ended.
final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
    let animators: [UIViewPropertyAnimator]
    private var groupCompletions = [(UIViewAnimatingPosition) -> Void]()
    private var lastPosition = UIViewAnimatingPosition.end
    private var remaining: Int {
        didSet {
            guard remaining == 0 else { return }
            let toRun = groupCompletions
            groupCompletions = []
            toRun.forEach { $0(lastPosition) }
        }
    }

    init(_ animators: [UIViewPropertyAnimator]) {
        self.animators = animators
        remaining = animators.count
        super.init()
        for a in animators {
            a.addCompletion { [weak self] position in
                guard let self = self else { return }
                self.lastPosition = position
                self.remaining -= 1
            }
        }
    }

    var state: UIViewAnimatingState { animators.first!.state }
    var isRunning: Bool { animators.reduce(false) { $0 || $1.isRunning } }

    var isReversed: Bool {
        get { animators.first!.isReversed }
        set { for a in animators { a.isReversed = newValue } }
    }

    var fractionComplete: CGFloat {
        get { animators.first!.fractionComplete }
        set { for a in animators { a.fractionComplete = newValue } }
    }

    func startAnimation() {
        for a in animators { a.startAnimation() }
    }

    func startAnimation(afterDelay delay: TimeInterval) {
        for a in animators { a.startAnimation(afterDelay: delay) }
    }

    func pauseAnimation() {
        for a in animators { a.pauseAnimation() }
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        for a in animators { a.stopAnimation(withoutFinishing) }
    }

    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        for a in animators { a.finishAnimation(at: finalPosition) }
    }


    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        groupCompletions.append(completion)
    }
}
