import Foundation
import Frames
import Grading
import Expectations
import Testing
import UIKit

/// The pieces a verdict is made of, one by one: the typed trace read as a mentor would, the
/// state of the views in frame notes, the comparison of scenes and of timing, the request.
struct TransitionDiagnosisTests {
    typealias Kind = TransitionTrace.Kind

    /// A recorded transition from trace events (at the given times, starting at 1 s).
    @MainActor
    func run(_ kinds: [(CFTimeInterval, Kind)], hang: Bool = false) -> RecordedTransition {
        let events = kinds.map { TransitionTrace.Event(time: $0.0, transition: 1, kind: $0.1) }
        return RecordedTransition(summary: TransitionSummary(number: 1, events: events),
                                  frames: [], settleError: hang ? GradingError("still busy") : nil, diagnostics: [], participants: Participants())
    }

    /// The events of a presentation by `FadeAnimator` up to `animateTransition`.
    let started: [(CFTimeInterval, Kind)] = [
        (1, .began(.present, from: "Gallery", to: "Detail", animated: true)),
        (1, .asked(.animationControllerForPresented, answer: .object("FadeAnimator"))),
        (1, .asked(.interactionControllerForPresentation, answer: .none)),
        (1, .duration(0.5)),
        (1, .animateTransition(interactive: false)),
    ]

    @MainActor @Test func aTransitionThatRanAsUIKitExpectsHasNoProblem() {
        let done = run(started + [(1.5, .animationsRunning(0)), (1.5, .completeTransition(true, cancelled: false)), (1.5, .ended(completed: true))])
        expectNil(TransitionDiagnosis.problem(in: done))
    }

    @MainActor @Test func eachBrokenRuleHasItsCause() {
        let cases: [([(CFTimeInterval, Kind)], Bool, Cause)] = [
            ([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .noDelegate(.transitioningDelegate))], false, .noTransitioningDelegate),
            ([(1, .began(.present, from: "G", to: "D", animated: true))], false, .notAskedForAnimator),
            ([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .asked(.animationControllerForPresented, answer: .none))], false, .animatorNotReturned),
            (started, true, .completeTransitionNeverCalled),
            (started + [(1, .animationsRunning(2)), (1, .completeTransition(true, cancelled: false))], false, .completeTransitionTooEarly),
            (started + [(1.01, .animationsRunning(0)), (1.01, .completeTransition(true, cancelled: false))], false, .nothingAnimated),
            (started + [(1.5, .completeTransition(true, cancelled: false)), (1.5, .problem(.completeTransitionCalledAgain))], false, .completeTransitionCalledTwice),
            (started + [(1.5, .completeTransition(true, cancelled: false)), (1.5, .problem(.toViewNeverAdded))], false, .toViewNeverAdded),
            (started + [(1.5, .completeTransition(true, cancelled: false)), (1.5, .problem(.toViewPutBackByUIKit))], false, .toViewNeverAdded),
            (started + [(1.5, .completeTransition(true, cancelled: true)), (1.5, .problem(.completedAfterCancel))], false, .completedAfterCancel),
            ([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .delegateNotAsked(.transitioningDelegate, delegate: "G", style: "automatic"))], false, .notAskedForAnimator),
            (started + [(1.5, .animationsRunning(0)), (1.5, .completeTransition(false, cancelled: false))], false, .cancelledByAnimator),
            ([(1, .began(.dismiss, from: "P", to: "C", animated: true)), (1, .asked(.animationControllerForDismissed, answer: .object("Flip"))),
              (1, .asked(.interactionControllerForDismissal, answer: .object("Swipe"))), (1, .duration(0.6)), (1, .animateTransition(interactive: true))], true, .interactionControllerWithoutGesture),
        ]
        for (events, hang, cause) in cases {
            expectEqual(TransitionDiagnosis.problem(in: run(events, hang: hang))?.cause, cause, "\(events.map(\.1))")
        }
    }

    /// Facts, not guesses: a delegate set and released is named; one never set is not said to
    /// be released; a sheet names the style.
    @MainActor @Test func anEmptyDelegateIsExplainedByWhatTheTraceRecorded() {
        let released = run([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .noDelegate(.transitioningDelegate, released: "FadeTransitions"))])
        let never = run([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .noDelegate(.transitioningDelegate))])
        let sheet = run([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .delegateNotAsked(.transitioningDelegate, delegate: "Gallery", style: "automatic"))])
        #expect(TransitionDiagnosis.problem(in: released)?.message.contains("You set it to a FadeTransitions, but the property is weak") == true)
        #expect(TransitionDiagnosis.problem(in: never)?.message.contains("weak and nothing else kept") == false)
        #expect(TransitionDiagnosis.problem(in: sheet)?.message.contains("`modalPresentationStyle` is `.automatic`, which shows a sheet") == true)
        expectEqual(released.summary.emptyDelegateFact.english, "It was set to a FadeTransitions, but the property is weak and nothing else kept that object alive, so it was freed before UIKit asked it.")
        expectEqual(never.summary.emptyDelegateFact.english, "Nothing was assigned to it.")
        expectEqual(run(started).summary.emptyDelegateFact.english, "")
    }

    /// `completeTransition(false)` when the animation ended, with no finger and no cancel: the
    /// animator cancelled a transition nobody cancelled. After a cancelled interaction it is right.
    @MainActor @Test func falseAtTheEndOfAnUncancelledTransitionIsTheAnimatorsMistake() {
        let alone = run(started + [(1.5, .animationsRunning(0)), (1.5, .completeTransition(false, cancelled: false)), (1.5, .ended(completed: false))])
        expectEqual(TransitionDiagnosis.problem(in: alone)?.cause, .cancelledByAnimator)
        let interactive: [(CFTimeInterval, Kind)] = [
            (1, .began(.dismiss, from: "P", to: "C", animated: true)), (1, .asked(.animationControllerForDismissed, answer: .object("Flip"))),
            (1, .asked(.interactionControllerForDismissal, answer: .object("Swipe"))), (1, .duration(0.5)), (1, .animateTransition(interactive: true)),
            (1.2, .interaction(.update, percent: 0.2)), (1.3, .interaction(.cancel, percent: 0.2)),
            (1.4, .animationsRunning(0)), (1.4, .completeTransition(false, cancelled: true)), (1.4, .ended(completed: false)),
        ]
        expectNil(TransitionDiagnosis.problem(in: run(interactive)))
    }

    @Test func aSentenceGoesOnAfterALeadInWithItsNamesInCapitals() {
        expectEqual(Explainer.continuing("UIKit asked your delegate"), "UIKit asked your delegate")
        expectEqual(Explainer.continuing("The navigation controller"), "the navigation controller")
        expectEqual(Explainer.continuing("A sheet"), "a sheet")
        expectEqual(Explainer.continuing(""), "")
    }

    @MainActor @Test func theMessageNamesTheMethodAndTheAnimator() {
        let nilAnimator = run([(1, .began(.present, from: "G", to: "D", animated: true)), (1, .asked(.animationControllerForPresented, answer: .none))])
        let message = TransitionDiagnosis.problem(in: nilAnimator, animator: "FadeAnimator")?.message ?? ""
        #expect(message.contains("`animationController(forPresented:presenting:source:)`"))
        #expect(message.contains("Return your FadeAnimator there."))
    }
}

struct SceneStateTests {
    let card = ViewState(role: "from-view", name: "cards", frame: CGRect(x: 136.1, y: -20, width: 105.5, height: 700),
                         center: CGPoint(x: 187.5, y: 333.5), size: CGSize(width: 375, height: 667), alpha: 1, opacity: 0.5,
                         isVisible: true, isHidden: false, rotation: (0, -45, 0), perspective: -0.002, parent: "container", depth: 0)

    @Test func notesRoundTrip() {
        let scene = SceneState(views: [card, ViewState(role: "snapshot", name: "snapshot", frame: CGRect(x: 0, y: 0, width: 0, height: 0), isVisible: false, isHidden: true)])
        let back = SceneState(notes: scene.notes)
        expectEqual(back, scene, "\(scene.notes)")
        expectEqual(scene.notes[0], "view from-view \"cards\" frame=136.1,-20,105.5,700 center=187.5,333.5 size=375,667 alpha=1 opacity=0.5 visible=1 hidden=0 rotation=0,-45,0 m34=-0.002 radius=0 parent=container depth=0")
    }

    @Test func notesWithoutViewsDescribeNoScene() {
        expectNil(SceneState(notes: []))
        expectNil(SceneState(notes: ["a remark"]))
    }

    func scene(_ edit: (inout ViewState) -> Void) -> SceneState {
        var v = card
        v.opacity = 1
        edit(&v)
        return SceneState(views: [v])
    }

    @Test func eachKindOfDifferenceIsFound() {
        let reference = scene { _ in }
        let cases: [(SceneState, SceneDifference.Aspect)] = [
            (SceneState(views: []), .missing),
            (scene { $0.perspective = 0 }, .perspective),
            (scene { $0.rotation.y = 45 }, .rotationDirection),
            (scene { $0.rotation.y = -70 }, .rotation),
            (scene { $0.rotation = (-45, 0, 0) }, .rotationAxis),
            (scene { $0.cornerRadius = 40 }, .corners),
            (scene { $0.frame.origin.x += 40 }, .frame),
            (scene { $0.isHidden = true; $0.isVisible = false }, .hidden),
            (scene { $0.opacity = 0.6 }, .opacity),
        ]
        for (actual, aspect) in cases {
            expectEqual(SceneComparison.differences(expected: reference, actual: actual).first?.aspect, aspect, "\(aspect)")
        }
        #expect(SceneComparison.differences(expected: reference, actual: scene { $0.frame.origin.x += 6; $0.rotation.y = -50 }).isEmpty, "within tolerance")
    }

    @Test func anEdgeOnViewIsNotComparedByItsFrame() {
        let edgeOn = scene { $0.rotation.y = -90 }
        let alsoEdgeOn = scene { $0.rotation.y = -89; $0.frame = CGRect(x: 180, y: -400, width: 9, height: 2000) }
        #expect(SceneComparison.differences(expected: edgeOn, actual: alsoEdgeOn).isEmpty)
    }

    /// A fade of `role` over 11 frames following `curve` (0…1 → 0…1).
    func fade(_ role: String, _ curve: (Double) -> Double, out: Bool = false) -> [SceneState] {
        (0...10).map { i in
            let p = curve(Double(i) / 10)
            return SceneState(views: [ViewState(role: role, name: role, frame: CGRect(x: 0, y: 0, width: 375, height: 667), opacity: out ? 1 - p : p)])
        }
    }

    /// An ease in and out about as strong as Core Animation's.
    func easeInOut(_ x: Double) -> Double { x * x * x * (x * (6 * x - 15) + 10) }

    let times = (0...10).map { Double($0) / 20 }

    @Test func aFadeOutInFrontFollowsTheSameCurveAsAFadeInBehind() {
        expectNil(SceneComparison.timingDifference(expected: fade("to-view", easeInOut), actual: fade("from-view", easeInOut, out: true), times: times))
    }

    @Test func aLinearFadeDiffersFromAnEasedOne() throws {
        let difference = try #require(SceneComparison.timingDifference(expected: fade("to-view", easeInOut), actual: fade("to-view", { $0 }), times: times))
        #expect(!difference.isShifted, "it starts and ends with the reference's")
        expectEqual(difference.family, "fade")
    }

    @Test func aViewThatEndsElsewhereIsNotATimingDifference() {
        // A fade that goes back to where it started differs in state, not in timing.
        let thereAndBack = fade("to-view", { $0 <= 0.5 ? 2 * $0 : 2 - 2 * $0 })
        expectNil(SceneComparison.timingDifference(expected: fade("to-view", easeInOut), actual: thereAndBack, times: times))
    }

    @Test func aTurnAtOtherMomentsIsAWindowDifference() throws {
        func turn(from start: Int, to end: Int) -> [SceneState] {
            (0...10).map { i in
                let p = Double(min(max(i - start, 0), end - start)) / Double(end - start)
                return SceneState(views: [ViewState(role: "from-view", name: "cards", frame: CGRect(x: 0, y: 0, width: 375, height: 667), rotation: (0, -90 * p, 0), perspective: -0.002)])
            }
        }
        let difference = try #require(SceneComparison.timingDifference(expected: turn(from: 0, to: 3), actual: turn(from: 7, to: 10), times: times))
        #expect(difference.isShifted)
        let actual = try #require(difference.actualWindow), expected = try #require(difference.expectedWindow)
        #expect(actual.start >= 0.3 && expected.start < 0.05, "\(actual) \(expected)")
    }
}

struct GradingRequestTests {
    @Test func aRequestTravelsAsJSON() throws {
        var request = GradingRequest(lessonLibrary: "/tmp/libFade.so", grader: "FadeChecks", exercise: "fade", resultsFile: "/tmp/r.jsonl",
                                     chapterDirectory: "/w/Lessons/00-fade", goldensDirectory: "/w/Tests/Goldens/00-fade", runsDirectory: nil)
        request.options.only = ["test_detailFadesIn"]
        request.skip = ["test_detailFadesOut"]
        request.options.recordMode = .missing
        request.options.exactFrames = true
        request.options.includeTrace = true
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("request-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONEncoder().encode(request).write(to: file)
        expectEqual(try GraderMain.loadRequest(file.path), request)
    }
}

@MainActor
struct MomentTests {
    @Test func framesAreRecordedAtTheReferencesMomentsWhateverTheLearnersDuration() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let times = [0, 0.1, 0.37]
        try GoldenStore(directory: directory, mode: .never, fileExtension: "frames").save("fade-in", times.map { Frame(columns: 2, rows: 1, time: $0) })
        let context = GradingContext(exercise: "fade", makeAppDelegate: { EmptyApp() }, chapterDirectory: nil, goldensDirectory: directory)
        let app = try LessonApp.launch(context)
        expectEqual(app.moments(of: "fade-in", duration: 0.3), times)
        expectEqual(app.moments(of: "missing", duration: 0.5), RecordedTransition.standardFractions.map { $0 * 0.5 }, "without a golden: 11 moments of the reference's duration")
    }
}

/// An app with a window and nothing in it.
final class EmptyApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
