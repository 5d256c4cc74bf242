import Foundation
import Frames
import UIKit
import XCTest

/// The base of every grader: an XCTest case whose checks drive the lesson app as a black box
/// and fail with messages written for the learner.
///
/// ```swift
/// final class FadeChecks: LessonTestCase {
///     func test_detailFadesIn() {
///         grade { app in
///             let run = try app.recordTransition { try app.tap("tile.0") }
///             try self.expectFinished(run, animator: "FadeAnimator")
///             self.expectFrames(run, match: "fade-in", tolerance: 0.03)
///         }
///     }
/// }
/// ```
open class LessonTestCase: XCTestCase {
    /// Launches the lesson under test and runs `body` with it on the main actor. A thrown
    /// `GradingError` becomes the check's failure message.
    public func grade(file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor (LessonApp) throws -> Void) {
        MainActor.assumeIsolated {
            do {
                let app = try LessonApp.launchLesson()
                try body(app)
            } catch let error as GradingError {
                XCTFail(error.message, file: file, line: line)
            } catch {
                XCTFail("\(error)", file: file, line: line)
            }
        }
    }

    // MARK: Transitions

    /// Fails with the learner's explanation if the transition hung, was not animated by the
    /// expected animator, or broke a rule UIKit enforces.
    @MainActor
    public func expectFinished(_ run: RecordedTransition, animator: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        if let message = TransitionDiagnosis.problem(in: run, expectedAnimator: animator) {
            throw GradingError(message)
        }
    }

    /// Compares the recorded frames with the reference ones; the first frame that differs by
    /// more than `tolerance` (a share of cells) fails the check, shown side by side.
    @MainActor
    public func expectFrames(_ run: RecordedTransition, match golden: String, tolerance: Double = 0.03, file: StaticString = #filePath, line: UInt = #line) {
        let exact = ProcessInfo.processInfo.environment["GOLDENS_EXACT"] == "1"
        let limit = exact ? 0 : tolerance
        guard let directory = LessonHost.goldensDirectory else {
            XCTFail("The grader has no reference-frames folder (authoring error).", file: file, line: line)
            return
        }
        let store = GoldenStore(directory: directory)
        let recorded = run.frames.map(\.frame)
        let existing: [Frame]?
        do { existing = try store.load(golden) } catch {
            XCTFail("\(error)", file: file, line: line)
            return
        }
        if LessonHost.recordMode == .all || (existing == nil && LessonHost.recordMode == .missing) {
            do { try store.save(golden, recorded) } catch {
                XCTFail("Could not write reference frames \(store.url(golden).path): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = existing else {
            XCTFail("There are no reference frames for \"\(golden)\" (\(store.url(golden).path)); an author records them with `workbook author record`.", file: file, line: line)
            return
        }
        guard expected.count == recorded.count else {
            XCTFail("The reference \"\(golden)\" has \(expected.count) frames but \(recorded.count) were recorded; re-record with `workbook author record`.", file: file, line: line)
            return
        }
        for (index, pair) in zip(expected, run.frames).enumerated() {
            let diff = pair.0.diff(pair.1.frame)
            if diff.fraction > limit {
                let seconds = pair.1.frame.time ?? 0
                let percent = Int((pair.1.fraction * 100).rounded())
                let message = """
                At t = \(String(format: "%.2f", seconds)) s (\(percent) % through the transition) your screen differs from the reference in \(diff.count) of \(diff.columns * diff.rows) cells (\(Int((diff.fraction * 100).rounded())) %), in \(diff.whereabouts). Frame \(index + 1) of \(expected.count); `play` shows your animation, `diff \(String(format: "%.2f", seconds))` this moment side by side.
                """
                LessonHost.pendingMismatch = FrameMismatch(time: seconds, fraction: pair.1.fraction, expected: pair.0.lines, actual: pair.1.frame.lines, differingCells: diff.count, totalCells: diff.columns * diff.rows)
                XCTFail(message, file: file, line: line)
                return
            }
        }
    }

    /// Fails with `message` unless `condition` holds.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
        if !condition { XCTFail(message(), file: file, line: line) }
    }
}

/// Reads a recorded transition the way a mentor would, and names the first mistake in UIKit
/// terms, with what to try.
public enum TransitionDiagnosis {
    public static func problem(in run: RecordedTransition, expectedAnimator: String?) -> String? {
        let s = run.summary
        let answers = s.answers
        if let expectedAnimator {
            let method = answers.keys.first { $0.hasPrefix("animationController(") || $0.hasPrefix("navigationController(_:animationControllerFor") || $0.hasPrefix("tabBarController(_:animationControllerFor") }
            if let delegateMissing = answers["transitioningDelegate"] {
                return "UIKit found no transitioningDelegate on the presented screen (\(delegateMissing)), so it played its default animation instead of \(expectedAnimator). Set `transitioningDelegate` to an object you keep a strong reference to."
            }
            if let method {
                let got = answers[method] ?? "nil"
                if got == "nil" {
                    return "UIKit asked your transitioning delegate for an animator (\(method)) and got nil, so it played its default animation. Return your \(expectedAnimator) there."
                }
                if got != expectedAnimator {
                    return "UIKit asked \(method) and got a \(got); this exercise expects your \(expectedAnimator)."
                }
            } else if s.kind == "present" || s.kind == "dismiss" {
                return "UIKit never asked a transitioning delegate for an animator. Check that the presented controller's modalPresentationStyle is .fullScreen (a sheet ignores custom animators) and that its transitioningDelegate is set."
            }
        }
        if let hang = run.settleError {
            if s.wasInteractive && !s.events.contains(where: { if case .interaction = $0.kind { return true } else { return false } }) {
                let controller = answers["interactionControllerForDismissal(using:)"] ?? answers["interactionControllerForPresentation(using:)"] ?? "an interaction controller"
                return "UIKit asked for an interaction controller and got \(controller), but no gesture was driving it, so the transition waits at 0 % for ever and the app stops responding. Return the interaction controller only while a gesture is in progress (for example `interactionInProgress ? controller : nil`)."
            }
            if s.completions.isEmpty {
                return "completeTransition(_:) was never called — UIKit would wait for ever and the app would stop responding. Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when your animation ends (in its completion block)."
            }
            return hang.message
        }
        for problem in s.problems {
            if problem.contains("to-view was never added") {
                return "The screen you are presenting was never added to containerView, so it never appears. Add it first: transitionContext.containerView.addSubview(toView)."
            }
            if problem.contains("after the transition was cancelled") {
                return "completeTransition(true) was called after the transition was cancelled, so UIKit treats a cancelled swipe as finished. Pass !transitionContext.transitionWasCancelled instead of true."
            }
            if problem.contains("called again") {
                return "completeTransition(_:) was called more than once; call it exactly once, when the animation is over."
            }
            if problem.contains("presenting view was added") {
                return "In a .custom dismissal the presenting screen is not yours to add to containerView: it is removed with the container and disappears. Leave it where it is."
            }
        }
        return nil
    }
}
