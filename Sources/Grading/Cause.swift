/// Why a check failed, as a name a program can rely on: the kind of mistake the check's message
/// explains. It travels with the check's result (and `check --json`), and the mistake fixtures
/// state the cause they expect.
public enum Cause: String, Codable, Sendable, CaseIterable {
    // The delegate.
    /// UIKit found no transitioning delegate (none set, or already released: the property is weak).
    case noTransitioningDelegate
    /// The presented controller's style is a sheet, so UIKit asked no delegate.
    case notAskedForAnimator
    /// The delegate returned nil for the animator, so UIKit's default animation played.
    case animatorNotReturned
    /// UIKit asked for no presentation controller (the style is not `.custom`), or the delegate
    /// returned nil for it.
    case presentationControllerNotReturned

    // The transition context.
    /// UIKit was never told that the transition ended (`completeTransition(_:)` not called): it waits, and the app stops answering touches.
    case completeTransitionNeverCalled
    /// `completeTransition(_:)` came before the animation ran.
    case completeTransitionTooEarly
    /// `completeTransition(_:)` was called more than once in one transition.
    case completeTransitionCalledTwice
    /// `completeTransition(true)` after a cancelled interaction.
    case completedAfterCancel
    /// A controller is kept alive by its own closures (a strong `self` captured by a closure
    /// it owns through another object): a retain cycle.
    case retainCycle
    /// The animator called `completeTransition(false)` at once, with no interaction to cancel:
    /// the transition was undone (a `guard` that failed, a direction flag not set).
    case cancelledByAnimator
    /// The arriving view was never put in `containerView`, so it cannot be seen during the transition.
    case toViewNeverAdded
    /// The presenting view was put in the container of a dismissal that leaves it where it is.
    case presentingViewAddedToContainer
    /// The learner took the presenting view off screen in a presentation that keeps it (`.custom`).
    case presentingViewRemoved
    /// The presenting view, which a `.custom` presentation leaves out of the transition, was
    /// animated anyway (reached through `viewController(forKey:)`).
    case presentingViewMoved

    // Time.
    /// `transitionDuration(using:)` is not the exercise's.
    case wrongDuration
    /// The animation outlasts what `transitionDuration(using:)` returns.
    case animationLongerThanDuration
    /// The animation ends before `transitionDuration(using:)` is over.
    case animationShorterThanDuration

    // Containment (a container controller of the app's own).
    /// A view controller's view is shown by a container that did not make it a child.
    case notAChild
    /// A child that should have been let go is still a child, or its view is still there.
    case childLeftBehind
    /// A child never heard `viewWillAppear`/`viewWillDisappear`: it was not a child while its
    /// view entered or left the window.
    case appearanceNotForwarded
    /// `didMove(toParent:)` was never called on a new child.
    case didMoveNotCalled
    /// A child was removed without `willMove(toParent: nil)` first.
    case willMoveNotCalled
    /// A transition context of the learner's answers the animator wrongly.
    case contextAnswersWrong
    /// A second switch started while one was running.
    case transitionOverlaps
    /// A container still holds the context of a switch that is over, and ignores every tap.
    case contextNotReleased
    /// A gesture went for a tab that does not exist.
    case wrongTarget
    /// A cancelled switch left the new tab selected.
    case selectionNotRestored
    /// A display link kept running after its work was done.
    case displayLinkNotInvalidated
    /// A look that should follow an animation's progress jumps to its end.
    case colourJumps
    /// A look that should follow an animation's progress shows another moment.
    case wrongColour
    /// On a device one frame shows something the frames on either side do not: an animation
    /// removed before its callback cleaned up, or a change a display link paints over a frame
    /// later (`Flash`).
    case oneFrameFlash

    // What is left behind.
    /// A view left on screen after the transition keeps an `alpha` the animation gave it.
    case alphaNotRestored
    /// A view left on screen after the transition keeps a `transform` the animation gave it.
    case transformNotRestored
    /// A view hidden for the animation (`isHidden`) stays hidden after it.
    case hiddenNotRestored
    /// A snapshot made for the animation is still in the view hierarchy after it.
    case snapshotLeftBehind
    /// After the transition, a screen that should show is not visible for another reason.
    case screenNotVisible
    /// A thumbnail that flies as a big twin still shows meanwhile.
    case thumbnailShown
    /// The thumbnail hidden for the flight is not shown again afterwards.
    case thumbnailNotShownAgain
    /// A mask set for the transition is still on the view after it.
    case maskLeftBehind
    /// The view the transition should show through a mask has none while it runs.
    case maskMissing
    /// A mask meant to uncover the whole screen at its end leaves part of it out.
    case maskTooSmall
    /// An animation kept with `isRemovedOnCompletion = false` is still on a layer after the
    /// transition, holding it at its last value.
    case animationLeftBehind

    // What the frames show.
    /// A 3D rotation drawn flat: no perspective (`m34`) on the transform or the container.
    case noPerspective
    /// The view turns the other way round than the reference.
    case wrongRotationDirection
    /// The frame a view starts from (or ends at) was never set: it stays `.zero`.
    case originFrameNotSet
    /// A view is at another place or size than the reference at some moment.
    case wrongFrame
    /// A frame in another view's coordinates than the window's (not converted).
    case wrongCoordinateSpace
    /// A view is turned by another angle than the reference at some moment.
    case wrongRotation
    /// A snapshot of another view than the reference's.
    case wrongSnapshot
    /// A corner radius that differs from the reference's.
    case wrongCorners
    /// The delegate returned the animator of the other direction.
    case wrongAnimator
    /// The navigation operation the animator was given is not the one UIKit asked for.
    case wrongOperation
    /// The screens slid the other way than the reference's (a pop that slides like a push, a tab
    /// to the left that comes in from the right, a ticket that comes down from the top).
    case wrongDirection
    /// A view animated to a transform that squashes it to nothing (a scale of 0), which Core
    /// Animation cannot interpolate.
    case singularTransform
    /// An explicit animation snaps back to the layer's own value when it ends (no
    /// `fillMode = .forwards` with `isRemovedOnCompletion = false`).
    case animationSnapsBack
    /// An explicit animation names a key path the layer does not have.
    case wrongKeyPath
    /// A path animation between paths of different shapes, which Core Animation cannot morph.
    case uninterpolablePaths
    /// A view is more or less transparent than the reference at some moment.
    case wrongOpacity
    /// A view's timing curve differs from the reference's (linear instead of ease-in-out, …).
    case wrongCurve
    /// A part of the animation happens at other moments (keyframes in another order, or at
    /// other start times).
    case wrongTiming
    /// A snapshot of a view never drawn, taken without `afterScreenUpdates`: it shows nothing.
    case emptySnapshot
    /// The animation block changed nothing, so the transition ended at once.
    case nothingAnimated
    /// A view the animation should move stays in one place for the whole transition (its
    /// starting value set after the animation block, or the block never changes it).
    case viewNotAnimated
    /// Views stacked in the wrong order.
    case wrongOrder
    /// A view the reference shows is missing.
    case viewMissing
    /// A view the reference does not show is on screen.
    case extraView
    /// The frames differ and no view explains it.
    case framesDiffer

    // Interaction.
    /// The interaction controller was vended with no gesture driving it: the transition waits at 0 %.
    case interactionControllerWithoutGesture
    /// A flag such as `interactionInProgress` stayed true after a gesture, so the next tap hangs.
    case interactionFlagNotReset
    /// The gesture's transition was not interactive.
    case interactionControllerNotReturned
    /// The gesture moved but the interaction controller was never updated (`update(_:)`): the transition does not follow the finger.
    case updateNeverCalled
    /// The gesture ended but neither `finish()` nor `cancel()` was called: the transition waits.
    case interactionNeverEnded
    /// Letting go finishes or cancels on the other side of the exercise's threshold.
    case wrongFinishThreshold
    /// The rest of an interactive transition, after the finger lifted, played at another speed
    /// than the exercise's `completionSpeed`.
    case wrongCompletionSpeed
    /// The progress is not the chapter's (for example not translation / 200).
    case wrongProgressScale
    /// The gesture started no transition.
    case noTransitionFromGesture
    /// Letting go finishes the transition even where it should cancel.
    case alwaysFinishes
    /// Letting go cancels the transition even where it should finish.
    case alwaysCancels
    /// `finish()` where `cancel()` belongs, and the reverse.
    case finishAndCancelSwapped
    // Interruptible transitions (property animators).
    /// The animator has no `interruptibleAnimator(using:)` (or returns no property animator):
    /// UIKit and interaction controllers have nothing to pause, scrub or reverse.
    case interruptibleAnimatorMissing
    /// The animator `interruptibleAnimator(using:)` returns was never started (by
    /// `animateTransition(using:)`, or by a group of animators for each of its own).
    case interruptibleAnimatorNotStarted
    /// `interruptibleAnimator(using:)` returned a different animator when asked again during the
    /// same transition.
    case animatorNotReused
    /// The property animator of a finished transition was kept and returned again for the next
    /// one: used up, it never runs, and the transition never completes.
    case animatorNotCleared
    /// When the finger let go, the spring the transition continued with did not start at the
    /// finger's speed (no velocity, points per second instead of distances per second, a wrong
    /// distance or direction).
    case wrongReleaseVelocity
    /// A finger that caught a running transition did not stop it: it kept going under the finger.
    case catchIgnored
    /// A finger that caught a running transition made it jump away from where it was caught.
    case catchJumps
    /// A transition a finger starts ran by itself instead of following the finger from the
    /// start (`wantsInteractiveStart` left false).
    case notDrivenFromStart

    /// Core Animation animations the animator added kept running while the finger rested: the
    /// container's layer was not paused (`speed = 0`).
    case layerNotPaused
    /// `update(_:)` moved the paused layer's `timeOffset` to the wrong time (not from `pausedTime`).
    case wrongTimeOffset
    /// `finish()` or `cancel()` did not set the paused layer going again (`beginTime`, `speed`).
    case layerNotRestarted
    /// The container's layer was paused (`speed = 0`) for a transition no gesture drives:
    /// nothing moves its clock, and the transition never ends.
    case layerPausedWithoutGesture
    /// The container's layer was left paused or running backwards after the transition.
    case layerNotRestored
    /// A gesture recognizer an interaction controller installed is still there after the
    /// transition it drove.
    case gestureLeftInstalled
    /// A stage of a multi-stage animation did not follow the finger: it was started outside
    /// `animateTransition(using:)` (in a completion block), where an interaction cannot hold it.
    case stageNotScrubbed

    // Presentation controllers.
    /// The presentation controller added no dimming view behind the presented view.
    case dimmingMissing
    /// The dimming view did not fade in or out alongside the transition.
    case dimmingNotFaded
    /// The dimming view (or another view of the presentation) is still on screen after the
    /// dismissal.
    case dimmingLeftBehind
    /// After the container changed size (a rotation), the presentation's views kept their old
    /// frames.
    case notLaidOutAgain

    // The program.
    /// The transition never ended for another reason.
    case transitionHangs
    /// The learner's code crashed (`fatalError`, a failed `as!`, a runtime check) where no more precise cause applies.
    case crash
    /// A check did not end within its time: the learner's code loops.
    case endlessLoop
    /// The learner's code used memory without bound.
    case memoryRunaway
    /// Endless recursion overflowed the stack.
    case stackOverflow
    /// An array was indexed out of its range.
    case indexOutOfRange
    /// A force unwrap (`!`) found nil.
    case forceUnwrapOfNil
    /// The learner's code called `exit(_:)`: the app quit in the middle of a check.
    case exitCalled
    /// A check did not run because an earlier one stopped the grader.
    case notRun
    /// Something the check needs is missing from the app (a view, an identifier).
    case appChanged
}
