import Foundation
import Frames
import UIKit
import XCTest

/// The base of every grader: an XCTest case whose checks drive the lesson app as a black box
/// and fail with messages written for the learner. A check stops at its first failure: one
/// clear cause, in UIKit terms, with what to try.
///
/// ```swift
/// final class FadeChecks: LessonTestCase {
///     func test_detailFadesIn() {
///         grade { app in
///             let run = try app.recordTransition(named: "fade-in", duration: 0.5) { try app.tap("tile.0") }
///             try expectFinished(run, animator: "FadeAnimator")
///             try expectDuration(run, 0.5, of: "fade")
///             try expectFrames(run, match: "fade-in", tolerance: 0.02)
///         }
///     }
/// }
/// ```
open class LessonTestCase: XCTestCase {
    /// The failures of the check that ran, with their causes and frames (read by the grader).
    public private(set) var failures: [GradingError] = []
    /// The check's transition trace, when the grading context asks for it.
    public private(set) var trace: [String]?

    /// The exercise's names for its screens and its advice for the differences it foresees.
    open var explainer: Explainer { Explainer() }

    /// The checks' bodies by XCTest name ("Class.test_name"), registered by the grader process
    /// before it starts XCTest (`GraderMain`).
    nonisolated(unsafe) static var bodies: [String: XCTestCaseClosure] = [:]

    /// Runs the check with the synchronous set-up and tear-down only. XCTest on Linux runs an
    /// `async` `setUp()` and `tearDown()` around every test through an expectation, and its waiter
    /// can notice the fulfilment up to a tenth of a second late — twice per check, most of a
    /// check's time. Checks have no asynchronous set-up; a check the grader did not register
    /// runs as XCTest runs it.
    open override func invokeTest() {
        guard let body = Self.bodies[name] else { return super.invokeTest() }
        do {
            try setUpWithError()
            setUp()
            try body(self)
        } catch {
            XCTFail("threw error \"\(error)\"")
        }
        tearDown()
        do { try tearDownWithError() } catch { XCTFail("threw error \"\(error)\"") }
    }

    /// Records a failure of this check.
    public func fail(_ error: GradingError, file: StaticString = #filePath, line: UInt = #line) {
        failures.append(error)
        XCTFail(error.message, file: file, line: line)
    }

    /// Launches the lesson under test and runs `body` with it on the main actor. A thrown
    /// `GradingError` becomes the check's failure.
    public func grade(file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor (LessonApp) throws -> Void) {
        let (failure, trace): (GradingError?, [String]?) = MainActor.assumeIsolated {
            var app: LessonApp?
            var failure: GradingError?
            do {
                guard let context = GradingContext.current else {
                    throw GradingError("No lesson is loaded (the grader was started without one).")
                }
                app = try LessonApp.launch(context)
                try body(app!)
            } catch let error as GradingError {
                failure = error
            } catch {
                failure = GradingError("\(error)")
            }
            let trace = GradingContext.current?.includeTrace == true ? app?.engine.trace.events.map(\.description) : nil
            return (failure, trace)
        }
        self.trace = trace
        if let failure { fail(failure, file: file, line: line) }
    }

    /// Stops the check with `message` unless `condition` holds.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String, cause: Cause) throws {
        if !condition { throw GradingError(message(), cause: cause) }
    }

    /// Stops the check with `phrase` unless `condition` holds.
    public func expect(_ condition: Bool, _ phrase: @autoclosure () -> Phrase, cause: Cause) throws {
        if !condition { throw GradingError(phrase(), cause: cause) }
    }

    // MARK: Transitions

    /// Stops the check with the learner's explanation if the transition hung, was not animated by
    /// the learner's animator, or broke a rule UIKit enforces. `animator` names the exercise's
    /// animator in the messages (any class of the learner's is accepted); `notAnimators` are
    /// the chapter's animators that play something else (the other direction's).
    @MainActor
    public func expectFinished(_ run: RecordedTransition, animator: String? = nil, notAnimators: [String] = []) throws {
        if let (method, answer) = run.summary.animatorAnswer, let got = answer.typeName, notAnimators.contains(got) {
            let want = animator.map { Phrase("finished.your-animator", "your \($0)") } ?? Phrase("finished.this-direction", "the animator of this direction")
            throw GradingError(Phrase("finished.wrong-animator", "UIKit asked `\(method.rawValue)` and got your \(got), which plays another transition than this one. Return \(want) there."), cause: .wrongAnimator)
        }
        if let problem = TransitionDiagnosis.problem(in: run, animator: animator) { throw problem }
        try expectContextReleased(run)
    }

    /// Once a transition ended, UIKit lets go of its context, and with it the animator, the
    /// container and both screens; an app that keeps the context keeps them all. Who keeps it
    /// is read from the animator (a stored property holding it), when that is where it is.
    @MainActor
    public func expectContextReleased(_ run: RecordedTransition) throws {
        guard !run.summary.completions.isEmpty, let context = run.participants.context else { return }
        var animator: String?, property: String?
        if let kept = run.participants.animator {
            animator = "\(type(of: kept))"
            property = Mirror(reflecting: kept).children.first { child in
                // A stored context, optional or not.
                let value: Any? = (child.value as Any?).flatMap { value in
                    let mirror = Mirror(reflecting: value)
                    return mirror.displayStyle == .optional ? mirror.children.first?.value : value
                }
                return value.map { $0 as AnyObject } === context
            }?.label
        }
        if let animator, let property {
            throw GradingError(Phrase("context.kept-in-property", "After the transition, its context is still alive: your \(animator) keeps it in `\(property)`, and the context keeps the animator in turn (with the container and both screens), so none of them is ever freed. UIKit lets go of the context when the transition ends; use the one `animateTransition(using:)` gives you (its closures may capture it), or set `\(property) = nil` once you called `completeTransition(_:)`."), cause: .retainCycle)
        }
        throw GradingError(Phrase("context.kept", "After the transition, its context is still alive: something of your own keeps it (a stored property, or a closure that is kept), and with it the animator, the container and both screens. UIKit lets go of the context when the transition ends: keep it only until you call `completeTransition(_:)`."), cause: .retainCycle)
    }

    /// Stops the check unless `transitionDuration(using:)` returns `seconds` and the animation
    /// ends when it says. `noun` names the animation ("fade", "flip").
    @MainActor
    public func expectDuration(_ run: RecordedTransition, _ seconds: Double, of noun: Phrase) throws {
        let s = run.summary
        guard let returned = s.duration else { return }
        let ran = s.wasInteractive ? nil : s.completions.first.flatMap { c in s.startTime.map { c.time - $0 } }
        let show = TransitionDiagnosis.seconds
        if abs(returned - seconds) > 0.005 {
            let message: Phrase
            if let ran, abs(ran - returned) > Swift.max(0.05, returned * 0.1) {
                message = Phrase("duration.wrong-both", "`transitionDuration(using:)` returns \(show(returned)), and your \(noun) itself runs \(show(ran)); this exercise uses \(show(seconds)) for both, so that your frames can be compared with the reference's at the same moments.")
            } else {
                message = Phrase("duration.wrong", "Your \(noun) lasts \(show(returned)) (`transitionDuration(using:)` returns \(show(returned))); this exercise uses \(show(seconds)), so that your frames can be compared with the reference's at the same moments.")
            }
            throw GradingError(message + Phrase("duration.return", " Return \(show(seconds).dropLast(2)) and animate for `transitionDuration(using: transitionContext)`."), cause: .wrongDuration)
        }
        guard let ran, ran > 0.02 else { return }
        if ran - returned > Swift.max(0.05, returned * 0.1) {
            throw GradingError(Phrase("duration.runs-longer", "Your \(noun) runs for \(show(ran)), but `transitionDuration(using:)` returns \(show(returned)). UIKit times what runs alongside your animation (and an interactive transition scrubs it) by that number, so animate for exactly as long: pass `transitionDuration(using: transitionContext)` to the animation."), cause: .animationLongerThanDuration)
        }
        if returned - ran > Swift.max(0.05, returned * 0.1) {
            throw GradingError(Phrase("duration.runs-shorter", "Your \(noun) is over after \(show(ran)), but `transitionDuration(using:)` returns \(show(returned)). UIKit times what runs alongside your animation by that number, so animate for exactly as long: pass `transitionDuration(using: transitionContext)` to the animation."), cause: .animationShorterThanDuration)
        }
    }

    /// Compares the recorded frames with the reference frames `golden`: the first frame a person
    /// would see differ by more than `tolerance` (a share of cells, compared as in
    /// `Frame.perceptualDiff`) stops the check, explained by the view that differs most; frames
    /// that look alike must also show the reference's perspective and, with `timing` (frames at
    /// moments in time, not at the positions of a finger), follow its timing curves. With a
    /// `slack` of n, each frame may match any of the n reference frames before or after its own
    /// (for a gesture: a finger a few points ahead or behind). A frame also matches when the
    /// learner's screen one display frame before or after it does (`RecordedTransition.shifted`):
    /// an animation less than a frame early or late looks the same.
    @MainActor
    public func expectFrames(_ run: RecordedTransition, match golden: String, tolerance: Double, timing: Bool = true, slack: Int = 0,
                             explainer: Explainer? = nil) throws {
        guard let (context, expected) = try reference(golden, recording: run) else {
            if let flash = run.flashes.first {
                throw GradingError("The reference flashes on a device (authoring error): " + flash.explanation(), cause: .oneFrameFlash, mismatch: flash.mismatch)
            }
            return
        }
        let logged = run.diagnostics.filter { $0.time >= (run.summary.startTime ?? 0) }
        if var error = FrameVerdict.compare(expected: expected, actual: run.frames, tolerance: context.exactFrames ? 0 : tolerance,
                                            exact: context.exactFrames, explainer: explainer ?? self.explainer, diagnostics: logged, timing: timing,
                                            slack: context.exactFrames ? 0 : slack, shifted: { index in index < run.shifted.count ? run.shifted[index].map { $0.render() } : [] }) {
            error.mismatch?.animation = golden
            throw error
        }
        // Frames that look like the reference's can still hide one a device shows in between.
        try expectNoFlash(run.flashes)
    }

    /// Fails on the first of `flashes` (`LessonApp.watchingFlashes`), explained with `subject`
    /// (what flashes, in the exercise's words).
    @MainActor
    public func expectNoFlash(_ flashes: [Flash], subject: Phrase = Flash.screen) throws {
        guard let flash = flashes.first else { return }
        throw GradingError(flash.explanation(subject), cause: .oneFrameFlash, mismatch: flash.mismatch)
    }

    /// The reference frames read so far, by file.
    @MainActor private static var loadedGoldens: [String: [Frame]] = [:]

    /// The reference frames `golden`, with the grading context; nil when this run records them
    /// instead (`workbook author record`).
    @MainActor private func reference(_ golden: String, recording run: RecordedTransition) throws -> (GradingContext, [Frame])? {
        guard let context = GradingContext.current, let store = context.goldens else {
            throw GradingError("The grader has no reference-frames folder (authoring error).")
        }
        let path = store.url(named: golden).path
        // Several checks of an exercise compare with the same reference: it is read once per
        // grader (unless this run records references).
        let existing: [Frame]?
        do {
            existing = try context.recordMode == .never ? Self.loadedGoldens[path] ?? store.load(golden) : store.load(golden)
        } catch {
            throw GradingError("\(error) (`workbook author record`)")
        }
        if context.recordMode == .never, let existing { Self.loadedGoldens[path] = existing }
        if context.recordMode.overwritesMismatches || (existing == nil && context.recordMode.writesAbsent) {
            do { try store.save(golden, run.frames) } catch {
                throw GradingError("\(error)")
            }
            return nil
        }
        guard let expected = existing else {
            throw GradingError("There are no reference frames for \"\(golden)\" (\(store.url(named: golden).path)); an author records them with `workbook author record`.")
        }
        return (context, expected)
    }

    /// Compares where one view is, and how big, at each of the reference's moments — for an
    /// exercise whose look a later exercise changes (text, corners) but whose motion it keeps.
    /// At each moment the view `role` must be within `tolerance` points of the reference's, of
    /// its size in its own points (scaled, not resized, if the reference scales it), in front
    /// of or behind the other screen as in the reference; and each of the `watched` views
    /// (watched when recording) shown or hidden as in the reference. The first moment that
    /// differs stops the check, explained by the check's `explainer` — as a timing difference
    /// when the view moves along another curve or at other moments.
    @MainActor
    /// With `endFirst`, where the view ends (the last moment the reference shows it) is checked
    /// first: a wrong destination says more than a difference on the way there.
    public func expectMotion(_ run: RecordedTransition, match golden: String, role: String, watched: [String] = [], tolerance: CGFloat = 16,
                             endFirst: Bool = false) throws {
        guard let (_, expected) = try reference(golden, recording: run) else { return }
        guard expected.count == run.frames.count else {
            throw GradingError("The reference \"\(golden)\" has \(expected.count) frames but \(run.frames.count) were recorded (authoring error).")
        }
        let times = expected.map { $0.time ?? 0 }
        let expectedScenes = expected.compactMap { SceneState(notes: $0.notes) }
        let actualScenes = run.frames.compactMap { SceneState(notes: $0.notes) }
        guard expectedScenes.count == expected.count, actualScenes.count == expected.count else { return }
        func only(_ scene: SceneState) -> SceneState { SceneState(views: scene.views.filter { $0.role == role }) }
        func failure(_ at: Int, _ explained: (cause: Cause, sentence: Phrase)) -> GradingError {
            GradingError(explained.sentence, cause: explained.cause, mismatch: FrameMismatch(expected[at], run.frames[at], animation: golden))
        }
        func offset(_ a: CGRect, _ b: CGRect) -> CGFloat {
            Swift.max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
        }
        if endFirst, let last = expected.indices.last(where: { expectedScenes[$0][role]?.isVisible == true }),
           let e = expectedScenes[last][role], let a = actualScenes[last][role], offset(a.frame, e.frame) > tolerance {
            let difference = SceneDifference(aspect: .frame, role: role, actual: a, expected: e, other: nil, otherState: nil)
            throw failure(last, explainer.explain(difference, at: times[last]))
        }
        for index in expected.indices {
            let (eScene, aScene) = (expectedScenes[index], actualScenes[index])
            // The watched views: shown where the reference shows them, hidden where it hides them.
            for difference in SceneComparison.differences(expected: eScene, actual: aScene)
            where watched.contains(difference.role) && [.hidden, .opacity, .missing].contains(difference.aspect) {
                throw failure(index, explainer.explain(difference, at: times[index]))
            }
            guard let e = eScene[role], e.isVisible else { continue }
            guard let a = aScene[role] else {
                throw GradingError(Phrase("frame.missing.stop", "\(Explainer.at(times[index])) the reference shows \(explainer.vocabulary.name(role, e)); your screen has none."), cause: .viewMissing)
            }
            let g = e.frame
            if offset(a.frame, g) > tolerance {
                let (cause, sentence, at) = FrameVerdict.explain(index, scenes: (expectedScenes.map(only), actualScenes.map(only)), times: times,
                                                                 explainer: explainer, diagnostics: [], timing: true)
                throw failure(at, (cause, sentence))
            }
            // In the same place, but resized where the reference scales (or the reverse).
            if Swift.max(abs(a.size.width - e.size.width), abs(a.size.height - e.size.height)) > tolerance, g.width >= 1, g.height >= 1 {
                let difference = SceneDifference(aspect: .size, role: role, actual: a, expected: e, other: nil, otherState: nil)
                throw failure(index, explainer.explain(difference, at: times[index]))
            }
            // In front of the other screen, or behind it, as in the reference.
            for difference in SceneComparison.differences(expected: eScene, actual: aScene)
            where difference.aspect == .order && (difference.role == role || difference.other == role) {
                throw failure(index, explainer.explain(difference, at: times[index]))
            }
        }
    }

    /// At each of the reference's moments, the view `role` must look as the reference's in each
    /// of `aspects` (as `SceneComparison.differences` judges them: alpha within 0.15, corners
    /// within a cell on screen…) — for what a viewer sees of a view beyond where it is, when a
    /// few cells make the difference. The first moment that differs stops the check, explained
    /// as a timing difference when the view fades at other moments than the reference's.
    @MainActor
    public func expectLooks(_ run: RecordedTransition, match golden: String, role: String, aspects: Set<SceneDifference.Aspect>,
                            explainer: Explainer? = nil) throws {
        let explainer = explainer ?? self.explainer
        guard let (_, expected) = try reference(golden, recording: run) else { return }
        guard expected.count == run.frames.count else {
            throw GradingError("The reference \"\(golden)\" has \(expected.count) frames but \(run.frames.count) were recorded (authoring error).")
        }
        let times = expected.map { $0.time ?? 0 }
        let expectedScenes = expected.compactMap { SceneState(notes: $0.notes) }
        let actualScenes = run.frames.compactMap { SceneState(notes: $0.notes) }
        guard expectedScenes.count == expected.count, actualScenes.count == expected.count else { return }
        func only(_ scene: SceneState) -> SceneState { SceneState(views: scene.views.filter { $0.role == role }) }
        let (e, a) = (expectedScenes.map(only), actualScenes.map(only))
        for index in expected.indices {
            guard let difference = SceneComparison.differences(expected: e[index], actual: a[index]).first(where: { aspects.contains($0.aspect) }) else { continue }
            var explained = explainer.explain(difference, at: times[index])
            var at = index
            if [.opacity, .hidden].contains(difference.aspect), let timing = SceneComparison.timingDifference(expected: e, actual: a, times: times, role: role) {
                explained = explainer.explain(timing, times: times)
                at = timing.frame
            }
            throw GradingError(explained.sentence, cause: explained.cause, mismatch: FrameMismatch(expected[at], run.frames[at], animation: golden))
        }
    }

    /// Stops the check unless the transition left the app as UIKit expects: no snapshot in the
    /// window, and the screens that can come back at alpha 1, shown and flat (a screen UIKit
    /// takes off the window comes back as it was left). `after` names the transition ("the
    /// flip"); `comingBack` lists the roles of the screens to check (a screen made anew each time
    /// it is shown cannot come back as it was left).
    @MainActor
    public func expectLeftClean(_ app: LessonApp, after run: RecordedTransition, _ after: Phrase, comingBack: [String] = ["from-view", "to-view"]) throws {
        if let snapshot = app.leftoverSnapshots.first {
            let (frame, seen) = app.engine.run { (snapshot.convert(snapshot.bounds, to: nil), app.isVisible(snapshot)) }
            let what = seen && frame.width >= 1 && frame.height >= 1
                ? Phrase("clean.snapshot.frozen", "a frozen picture over the real screen, which hides everything that moves under it")
                : Phrase("clean.snapshot.invisible", "invisible now, but it stays in the window as long as that screen does, ready to cover it as soon as anything moves it")
            throw GradingError(Phrase("clean.snapshot", "After \(after) a snapshot is still in the window, at \(Explainer.rect(frame)): \(what). Remove it in the completion block: `snapshot.removeFromSuperview()`."), cause: .snapshotLeftBehind)
        }
        if run.summary.snapshotsLeftInContainer > 0, run.participants.container?.window == nil {
            throw GradingError(Phrase("clean.snapshot-in-container", "When \(after) called `completeTransition(_:)`, your snapshot was still in the container. After a finished transition UIKit throws the container away with it, so you cannot see it here; but a transition can also be cancelled, and then the container stays, with a frozen picture over the real screen. Remove the snapshot in the completion block, before you complete: `snapshot.removeFromSuperview()`."), cause: .snapshotLeftBehind)
        }
        let names = explainer.vocabulary
        for (role, view) in run.participants.screens where comingBack.contains(role) {
            let (hidden, alpha, transform, inWindow, name) = app.engine.run {
                (view.isHidden, view.alpha, view.layer.transform, view.window != nil, traceName(view))
            }
            let state = ViewState(role: role, name: name, frame: .zero, alpha: Double(alpha), isHidden: hidden)
            let who = names.name(role, state)
            let consequence = inWindow ? Phrase("clean.cannot-be-seen", "so it cannot be seen") : Phrase("clean.comes-back", "UIKit took it off the screen as it is, and it will come back like that the next time it is shown")
            if hidden {
                throw GradingError(Phrase("clean.hidden", "After \(after), \(who) is still hidden (`isHidden` is true), \(consequence). Set `isHidden = false` in the completion block."), cause: .hiddenNotRestored)
            }
            if alpha < 0.99 {
                throw GradingError(Phrase("clean.alpha", "After \(after), \(who) still has alpha \(Explainer.number(Double(alpha))), \(consequence). Set its `alpha` back to 1 in the completion block."), cause: .alphaNotRestored)
            }
            if !CATransform3DIsIdentity(transform) {
                let turned = ViewState(role: role, name: name, frame: .zero, rotation: ViewState.degrees(transform))
                let what = turned.isTurnedIn3D ? Phrase("clean.transform.turned", "still turned (\(Explainer.turn(turned)))") : Phrase("clean.transform.not-identity", "not the identity")
                let drawn = !inWindow ? consequence : turned.isTurnedIn3D ? Phrase("clean.drawn-turned", "so it stays drawn turned on screen") : Phrase("clean.drawn-scaled", "so it stays drawn scaled or moved on screen")
                // Turned so at every recorded moment: set before the animation, and nothing turned it back.
                let seen = run.frames.compactMap { SceneState(notes: $0.notes)?[role] }
                let close = { (a: (x: Double, y: Double, z: Double)) in abs(a.x - turned.rotation.x) < 2 && abs(a.y - turned.rotation.y) < 2 && abs(a.z - turned.rotation.z) < 2 }
                if turned.isTurnedIn3D, seen.count >= 2, seen.allSatisfy({ close($0.rotation) }) {
                    throw GradingError(Phrase("clean.turned-throughout", "After \(after), \(who) is still turned (\(Explainer.turn(turned))), \(drawn) — turned so from the first frame to the last: it was set before the animation, and nothing in your animation turns it back. Turn it back to the identity as part of the animation (a keyframe or an animation of its own), or in the completion block if it should only look turned while the animation runs."), cause: .transformNotRestored)
                }
                throw GradingError(Phrase("clean.transform", "After \(after), the `layer.transform` of \(who) is \(what), \(drawn). Set it back to the identity in the completion block (`CATransform3DIdentity`, or `.identity` for a view's `transform`)."), cause: .transformNotRestored)
            }
        }
    }
}

/// How a recorded sequence is judged against its reference.
@MainActor
public enum FrameVerdict {
    /// The failure for the first frame that looks different — explained by the view that differs
    /// most, or by its timing — or for a turn seen without the reference's perspective, or for a
    /// property whose timing the reference does not share; nil when the sequences look alike.
    /// `diagnostics` are what UIKit logged during the transition.
    public static func compare(expected: [Frame], actual: [Frame], tolerance: Double, exact: Bool, explainer: Explainer,
                               diagnostics: [UIKitDiagnostic] = [], timing: Bool = true, slack: Int = 0, shifted: (Int) -> [Frame] = { _ in [] }) -> GradingError? {
        guard expected.count == actual.count else {
            return GradingError("The reference has \(expected.count) frames but \(actual.count) were recorded; re-record with `workbook author record` (authoring error).")
        }
        let expectedScenes = expected.map { SceneState(notes: $0.notes) }
        let actualScenes = actual.map { SceneState(notes: $0.notes) }
        let scenes = expectedScenes.allSatisfy { $0 != nil } && actualScenes.allSatisfy { $0 != nil }
            ? (expectedScenes.map { $0! }, actualScenes.map { $0! }) : nil
        let times = expected.map { $0.time ?? 0 }
        func failure(_ index: Int, _ cause: Cause, _ sentence: Phrase, cells: FrameDiff? = nil) -> GradingError {
            let diff = cells ?? (exact ? expected[index].diff(actual[index]) : expected[index].perceptualDiff(actual[index]))
            var message = sentence
            if cells != nil { message += "\n" + Self.cells(diff, index: index, of: expected.count, time: times[index]) }
            return GradingError(message, cause: cause, mismatch: FrameMismatch(time: times[index], expected: expected[index].lines, actual: actual[index].lines,
                                                                               differingCells: diff.count, totalCells: diff.columns * diff.rows))
        }
        for index in expected.indices {
            let diff = exact ? expected[index].diff(actual[index]) : expected[index].perceptualDiff(actual[index])
            guard diff.fraction > tolerance else { continue }
            let neighbours = Swift.max(0, index - slack)...Swift.min(expected.count - 1, index + slack)
            if neighbours.contains(where: { expected[$0].perceptualDiff(actual[index]).fraction <= tolerance }) { continue }
            // Less than a display frame early or late: no one could tell.
            if !exact, shifted(index).contains(where: { expected[index].perceptualDiff($0).fraction <= tolerance }) { continue }
            let (cause, sentence, at) = explain(index, scenes: scenes, times: times, explainer: explainer, diagnostics: diagnostics, timing: timing)
            // The frames shown are those the sentence speaks of.
            let shown = at == index ? diff : (exact ? expected[at].diff(actual[at]) : expected[at].perceptualDiff(actual[at]))
            return failure(at, cause, sentence, cells: shown)
        }
        guard !exact, let (e, a) = scenes else { return nil }
        if let (index, difference) = SceneComparison.perspectiveDifference(expected: e, actual: a) {
            let (cause, sentence) = explainer.explain(difference, at: times[index])
            return failure(index, cause, sentence)
        }
        if timing, let difference = SceneComparison.timingDifference(expected: e, actual: a, times: times) {
            let (cause, sentence) = explainer.explain(difference, times: times)
            return failure(difference.frame, cause, sentence)
        }
        return nil
    }

    /// Why frame `index` looks different, in the learner's terms, and the frame the sentence
    /// speaks of.
    static func explain(_ index: Int, scenes: ([SceneState], [SceneState])?, times: [Double], explainer: Explainer,
                        diagnostics: [UIKitDiagnostic], timing: Bool) -> (Cause, Phrase, Int) {
        if let empty = diagnostics.first(where: { $0.kind == .emptySnapshot }) {
            return (.emptySnapshot, Phrase("frame.empty-snapshot", "Your snapshot is empty, so nothing shows where the reference's picture is. UIKit says: \"\(Phrase(verbatim: empty.message, foreign: true))\""), index)
        }
        let time = times[index]
        guard let (e, a) = scenes else {
            return (.framesDiffer, Phrase("frame.differs", "\(Explainer.at(time)) your screen does not look like the reference's."), index)
        }
        // The view that differs most; if none is beyond tolerance, the one closest to it.
        var difference = SceneComparison.differences(expected: e[index], actual: a[index]).first
            ?? SceneComparison.differences(expected: e[index], actual: a[index], strictness: 0.4).first
        if let role = difference?.role {
            let frames = a.dropLast().compactMap { $0[role]?.frame }
            difference?.stillThroughout = frames.count >= 2 && frames.allSatisfy { abs($0.minX - frames[0].minX) < 1 && abs($0.minY - frames[0].minY) < 1 && abs($0.width - frames[0].width) < 1 && abs($0.height - frames[0].height) < 1 }
        }
        guard let difference else {
            return (.framesDiffer, Phrase("frame.differs-subtly", "\(Explainer.at(time)) your screen does not look like the reference's, though each view is about where the reference has it and shows the same."), index)
        }
        // A view in another place, turned or faded otherwise, may only be early or late: then
        // the clearest evidence of the timing, whichever view shows it, explains the frames —
        // but not at the start, where every curve and delay shows the same moment.
        if timing, time > 0, [.frame, .opacity, .rotation, .corners].contains(difference.aspect),
           SceneComparison.timingDifference(expected: e, actual: a, times: times, role: difference.role) != nil,
           let timing = SceneComparison.timingDifference(expected: e, actual: a, times: times) {
            let (cause, sentence) = explainer.explain(timing, times: times)
            return (cause, sentence, timing.frame)
        }
        let (cause, sentence) = explainer.explain(difference, at: time)
        return (cause, sentence, index)
    }

    private static func cells(_ diff: FrameDiff, index: Int, of count: Int, time: Double) -> Phrase {
        Phrase("frame.cells", "Your screen looks different from the reference in \(diff.count) of \(diff.columns * diff.rows) cells (\(Int((diff.fraction * 100).rounded())) %), in \(whereabouts(diff)): frame \(index + 1) of \(count). `play` shows your animation, `diff \(String(format: "%.2f", time))` this moment side by side.")
    }

    /// "rows 10–14, columns 3–20 (the top left of the screen)", as `FrameDiff.whereabouts`.
    nonisolated public static func whereabouts(_ diff: FrameDiff) -> Phrase {
        guard let box = diff.boundingBox, let place = diff.place else { return Phrase("place.nowhere", "nowhere") }
        let (r0, r1, c0, c1) = (box.rows.lowerBound + 1, box.rows.upperBound + 1, box.columns.lowerBound + 1, box.columns.upperBound + 1)
        let rows = r0 == r1 ? Phrase("place.row", "row \(r0)") : Phrase("place.rows", "rows \(r0)–\(r1)")
        let columns = c0 == c1 ? Phrase("place.column", "column \(c0)") : Phrase("place.columns", "columns \(c0)–\(c1)")
        let region: Phrase = switch place {
        case .whole(true): Phrase("place.whole", "the whole screen")
        case .whole(false): Phrase("place.most", "most of the screen")
        case .band(across: true): Phrase("place.band-across", "a band across the middle of the screen")
        case .band(across: false): Phrase("place.band-down", "a band down the middle of the screen")
        case .centre: Phrase("place.centre", "the centre of the screen")
        case .edge("top", nil): Phrase("place.top", "the top of the screen")
        case .edge(_, nil): Phrase("place.bottom", "the bottom of the screen")
        case .edge(nil, "left"): Phrase("place.left", "the left side of the screen")
        case .edge(nil, _): Phrase("place.right", "the right side of the screen")
        case .edge("top", "left"): Phrase("place.top-left", "the top left of the screen")
        case .edge("top", _): Phrase("place.top-right", "the top right of the screen")
        case .edge(_, "left"): Phrase("place.bottom-left", "the bottom left of the screen")
        case .edge: Phrase("place.bottom-right", "the bottom right of the screen")
        }
        return Phrase("place.cells", "\(rows), \(columns) (\(region))")
    }
}
