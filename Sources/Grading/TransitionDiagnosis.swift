import Foundation
import UIKit

/// Reads a recorded transition the way a mentor would, and names the first mistake in UIKit
/// terms, with what to try. Every fact comes from the typed trace.
public enum TransitionDiagnosis {
    /// The first mistake the trace shows, or nil when the transition ran as UIKit expects.
    /// `animator` names the learner's animator in the messages ("your FadeAnimator").
    /// With `ownAnimation`, the transition is meant to play UIKit's own animation (a
    /// presentation controller's card without an animator), so no animator is asked for.
    @MainActor
    public static func problem(in run: RecordedTransition, animator: String? = nil, ownAnimation: Bool = false) -> GradingError? {
        (ownAnimation ? nil : delegateProblem(run.summary, animator: animator))
            ?? hangProblem(run)
            ?? ruleProblem(run.summary)
            ?? timingProblem(run.summary)
    }

    /// Whether UIKit got a custom animator from the delegate.
    public static func delegateProblem(_ s: TransitionSummary, animator: String?) -> GradingError? {
        let yours = animator.map { Phrase("diagnosis.your-animator-named", "your \($0)") } ?? Phrase("diagnosis.your-animator", "your animator")
        if let (property, released) = s.emptyDelegate {
            // What the property held, from the trace: an object set and released since, or nothing.
            let freed = released.map { Phrase("diagnosis.delegate-freed", "You set it to a \($0), but the property is weak and nothing else kept that object alive, so it was freed before UIKit asked it. ") } ?? Phrase(verbatim: "")
            let keep = released == nil ? Phrase("diagnosis.delegate-keep-alive", "Set it to an object that stays alive") : Phrase("diagnosis.delegate-keep-object", "Keep the object alive: make a controller that stays on screen the delegate (`self`), or keep the object in a stored property")
            switch property {
            case .transitioningDelegate:
                return GradingError(Phrase("diagnosis.no-transitioning-delegate", "UIKit found no `transitioningDelegate` on the presented screen, so it played its default animation instead of \(yours). \(freed)\(keep)."), cause: .noTransitioningDelegate)
            case .navigationControllerDelegate:
                return GradingError(Phrase("diagnosis.no-navigation-delegate", "The navigation controller has no `delegate`, so UIKit played its default push or pop instead of \(yours). \(freed)\(keep): `navigationController?.delegate`."), cause: .noTransitioningDelegate)
            case .tabBarControllerDelegate:
                return GradingError(Phrase("diagnosis.no-tab-bar-delegate", "The tab bar controller has no `delegate`, so UIKit switched tabs without \(yours). \(freed)\(keep)."), cause: .noTransitioningDelegate)
            }
        }
        if let (delegate, style) = s.delegateNotAsked {
            return GradingError(Phrase("diagnosis.sheet", "The presented screen has a `transitioningDelegate` (your \(delegate)), but its `modalPresentationStyle` is `.\(style)`, which shows a sheet, and a sheet never asks the delegate for an animator: UIKit played the sheet's own slide instead of \(yours). Set `modalPresentationStyle = .fullScreen` (or `.custom`) on it before `present(_:animated:)`."), cause: .notAskedForAnimator)
        }
        guard let (method, answer) = s.animatorAnswer else {
            switch s.kind {
            case .present?, .dismiss?:
                return GradingError(Phrase("diagnosis.never-asked", "UIKit never asked a transitioning delegate for an animator. Check that the presented controller's `modalPresentationStyle` is `.fullScreen` (or `.custom`): a sheet ignores custom animators."), cause: .notAskedForAnimator)
            default:
                return nil
            }
        }
        if answer == .none {
            return GradingError(Phrase("diagnosis.animator-nil", "UIKit asked your delegate for an animator (`\(method.rawValue)`) and got nil, so it played its default animation. Return \(yours) there."), cause: .animatorNotReturned)
        }
        return nil
    }

    /// Why a transition never ended, in the learner's terms.
    @MainActor
    static func hangProblem(_ run: RecordedTransition) -> GradingError? {
        guard let hang = run.settleError else { return nil }
        let s = run.summary
        if s.wasInteractive, s.interactionCalls.isEmpty, !s.ranUntilPaused {
            let controller = s.interactionAnswer?.answer.typeName.map { Phrase(verbatim: $0) } ?? Phrase("diagnosis.an-interaction-controller", "an interaction controller")
            return GradingError(Phrase("diagnosis.no-gesture", "UIKit asked for an interaction controller and got your \(controller), but no gesture was driving it: nothing called `update(_:)`, `finish()` or `cancel()`, so the transition waits at 0 % for ever and the app stops responding. Return the interaction controller only while a gesture is in progress (for example `interactionInProgress ? controller : nil`)."), cause: .interactionControllerWithoutGesture)
        }
        if s.completions.isEmpty, !s.wasInteractive, let container = run.participants.container,
           let paused = sequence(first: container.layer, next: { $0.superlayer }).first(where: { $0.speed == 0 }) {
            let whose = paused === container.layer ? Phrase("diagnosis.container-has", "The transition's container view has") : Phrase("diagnosis.layer-above-has", "A layer above the transition's container view has")
            return GradingError(Phrase("diagnosis.paused", "\(whose) `speed = 0`: the clock of every animation in it stands still, so your animations never reach their end and `completeTransition(_:)` is never called. Stopping the clock is for a transition a gesture drives, whose `update(_:)`, `finish()` and `cancel()` move it; this \(kind(s.kind)) had no interaction controller, so nothing did. Pause the layer only when a gesture drives the transition (when your delegate returns an interaction controller)."), cause: .layerPausedWithoutGesture)
        }
        if s.completions.isEmpty {
            let animator = s.animatorAnswer?.answer.typeName.map { Phrase("diagnosis.your-type", "Your \($0)") } ?? Phrase("diagnosis.the-animator", "The animator")
            return GradingError(Phrase("diagnosis.never-completed", "\(animator) never called `completeTransition(_:)`, so UIKit waits for ever and the app stops responding. Call `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)` when your animation ends: in the completion block of `UIView.animate`, or for a Core Animation animation in its delegate's `animationDidStop(_:finished:)` (is the animation's `delegate` set?)."), cause: .completeTransitionNeverCalled)
        }
        return hang
    }

    /// A rule UIKit enforces, broken.
    static func ruleProblem(_ s: TransitionSummary) -> GradingError? {
        for problem in s.problems {
            switch problem {
            case .completeTransitionCalledAgain:
                return GradingError(Phrase("diagnosis.completed-twice", "`completeTransition(_:)` was called more than once. UIKit counts only the first call, so anything you meant to do before a later one came too late. Call it exactly once, when the animation is over (in its completion block)."), cause: .completeTransitionCalledTwice)
            case .completedAfterCancel:
                return GradingError(Phrase("diagnosis.completed-after-cancel", "`completeTransition(true)` was called after the transition was cancelled, so UIKit treats a cancelled gesture as finished and removes the screen your animation just put back. Pass `!transitionContext.transitionWasCancelled` instead of `true`."), cause: .completedAfterCancel)
            case .toViewNeverAdded:
                // Going back, the screen that leaves is in the container already: `addSubview`
                // would put the one coming back on top of it, hiding the animation.
                if s.kind == .pop || s.kind == .dismiss {
                    return GradingError(Phrase("diagnosis.to-view-never-added.back", "The screen you are going back to (the to-view) was never added to `transitionContext.containerView`, so it never appears. Add it before you animate, below the screen that leaves (`addSubview` would put it on top, hiding the animation): `transitionContext.containerView.insertSubview(toView, belowSubview: fromView)`."), cause: .toViewNeverAdded)
                }
                return GradingError(Phrase("diagnosis.to-view-never-added", "The screen you are showing (the to-view) was never added to `transitionContext.containerView`, so it never appears. Add it before you animate: `transitionContext.containerView.addSubview(toView)`."), cause: .toViewNeverAdded)
            case .toViewPutBackByUIKit:
                return GradingError(Phrase("diagnosis.to-view-put-back", "The screen you are going back to (the to-view) was never added to `transitionContext.containerView`. UIKit put it back only after your animation, so while it ran that screen was missing. Add it to the container at the start (below the view that leaves: `containerView.insertSubview(toView, belowSubview: fromView)`, or `addSubview` before adding what must stay in front)."), cause: .toViewNeverAdded)
            case let .presentingViewAddedToContainer(style):
                return GradingError(Phrase("diagnosis.presenting-view-added", "In a .\(style) dismissal the presenting screen is not yours to add to `containerView`: UIKit left it where it was, and the container (with it inside) is removed at the end, so it disappears. Leave it where it is."), cause: .presentingViewAddedToContainer)
            case .requestIgnored:
                continue
            }
        }
        return nil
    }

    /// `completeTransition(_:)` before the animation could run.
    static func timingProblem(_ s: TransitionSummary) -> GradingError? {
        guard !s.wasInteractive, let start = s.startTime, let first = s.completions.first,
              let duration = s.duration, duration > 0.05 else { return nil }
        let elapsed = first.time - start
        guard elapsed < 0.05 else {
            // At the end of the animation, `false` for a transition nothing cancelled.
            guard !first.value, s.interactionCalls.isEmpty else { return nil }
            return GradingError(Phrase("diagnosis.false-at-end", "Your animator called `completeTransition(false)` when its animation ended, though nothing cancelled the transition (no finger drove it): UIKit takes `false` as a cancelled transition and puts everything back as it was, so the screen you animated in is taken away again. Pass `!transitionContext.transitionWasCancelled`, which is true here."), cause: .cancelledByAnimator)
        }
        if !first.value {
            return GradingError(Phrase("diagnosis.false-at-once", "Your animator called `completeTransition(false)` at once, without animating. UIKit takes that as a cancelled transition and puts everything back as it was, so the transition did not happen. Find the path that leads there: often a `guard` whose condition failed — a cast to the wrong controller, or a flag saying which way to go that was not set for this direction."), cause: .cancelledByAnimator)
        }
        if s.animationsRunningAtCompletion == 0 {
            return GradingError(Phrase("diagnosis.nothing-animated", "Your animation was over at once: the animation block changed nothing that was not already so, so its completion ran straight away and UIKit ended the transition without anything moving. Give the views their starting values before you animate (for a fade in: `toView.alpha = 0` before `UIView.animate`, which then animates it to 1)."), cause: .nothingAnimated)
        }
        return GradingError(Phrase("diagnosis.completed-too-early", "`completeTransition(_:)` was called \(seconds(elapsed)) into a transition of \(seconds(duration)), before your animation ran, so UIKit ended the transition at once while your animation was still playing. Call it when the animation ends: in the completion block of `UIView.animate`, or in `animationDidStop(_:finished:)` for a Core Animation animation."), cause: .completeTransitionTooEarly)
    }

    /// The kind of a transition, as a sentence names it ("present", "pop"), or `unknown`.
    public static func kind(_ kind: TransitionTrace.TransitionKind?, unknown: Phrase = Phrase("kind.transition", "transition")) -> Phrase {
        switch kind {
        case .present?: Phrase("kind.present", "present")
        case .dismiss?: Phrase("kind.dismiss", "dismiss")
        case .push?: Phrase("kind.push", "push")
        case .pop?: Phrase("kind.pop", "pop")
        case .tab?: Phrase("kind.tab", "tab")
        case .child?: Phrase("kind.child", "child")
        case nil: unknown
        }
    }

    /// "0.5 s", "0.25 s", "1 s".
    static func seconds(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
}
