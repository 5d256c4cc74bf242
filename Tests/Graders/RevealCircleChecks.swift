import Frames
import Grading
import UIKit
import XCTest

/// What chapter 3's last exercise calls its views, and what its circle must do.
enum Circle {
    /// Both transitions' length, in seconds.
    static let duration = 0.6
    /// The round buttons (the list's "Map", the map's "X"), and their centre.
    static let button = CGRect(x: 320, y: 16, width: 32, height: 32)
    static var buttonCentre: CGPoint { CGPoint(x: button.midX, y: button.midY) }

    static let vocabulary = Vocabulary([
        "list": Phrase("reveal-circle.name.list", "the packing list"), "map": Phrase("reveal-circle.name.map", "the trail map"),
        "splash": Phrase("reveal-circle.name.splash", "the splash screen"),
        "to-view mask": Phrase("reveal-circle.name.mask", "the map's mask"), "from-view mask": Phrase("reveal-circle.name.mask", "the map's mask"),
    ])

    /// Advice for the differences of the circle, open or closing.
    static let advice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        switch d.aspect {
        case .frame where d.role.hasSuffix("mask"), .size where d.role.hasSuffix("mask"):
            guard let a = d.actual, let e = d.expected else { return nil }
            if hypot(a.center.x - e.center.x, a.center.y - e.center.y) > 24 {
                return (.wrongFrame, Phrase("reveal-circle.off-button", "The circle is centred at (\(Int(a.center.x)), \(Int(a.center.y))), not on the round button at (\(Int(buttonCentre.x)), \(Int(buttonCentre.y))): both circles are ovals in the button's frame, `map.closeButton.frame`, the big one grown from it with `insetBy(dx: -reach, dy: -reach)`."))
            }
            return (.wrongFrame, Phrase("reveal-circle.other-size", "The circle is another size than the reference's at this moment: it spans \(Explainer.rect(a.frame)) where the reference's spans \(Explainer.rect(e.frame)). The reference animates `path` between the button's circle and one that reaches the farthest corner of the screen, easing in and out, over the whole `animationDuration`."))
        case .missing where d.role.hasSuffix("mask"):
            return (.maskMissing, Phrase("reveal-circle.mask-missing", "The map has no mask while the transition runs, so it shows whole instead of through a circle. Give the map's view a `CAShapeLayer` as its `layer.mask` and animate the mask's `path` (TODO 5.4)."))
        case .order:
            return (.wrongOrder, Phrase("reveal-circle.map-behind-list", "The map must be in front of the packing list while the circle opens or closes: add it on top when it opens (`addSubview(_:)`), and when it closes put the list below it — with \(fix: "guard let map = transitionContext.viewController(forKey: .from) as? TrailMapViewController, let list = transitionContext.view(forKey: .to) else { transitionContext.completeTransition(false); return }", todo: "5.2"), \(fix: "transitionContext.containerView.insertSubview(list, belowSubview: map.view)", todo: "5.2") — not on top."))
        default:
            return nil
        }
    }

    static let timing: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("reveal-circle.timing", "The reference animates the circle's `path` with one `CABasicAnimation` of `animationDuration`, easing in and out (`CAMediaTimingFunction(name: .easeInEaseOut)`): slow to start, fast in the middle, slow to land.")
    }

    /// Pushes the packing list from the splash (a tap) and lets the push end; a circle
    /// animator answering for the splash is named as such.
    @MainActor static func pushList(_ app: LessonApp, _ round: Phrase = Phrase(verbatim: "")) throws {
        let run = try app.recordTransition { try app.tap("splash") }
        if run.summary.animatorAnswer?.answer.typeName == "CircleRevealAnimator" {
            throw GradingError(Phrase("reveal-circle.splash-push-got-circle", "The splash's push\(round) got your CircleRevealAnimator: the packing list must still be revealed through the logo (and the circle animator finds no map there). Return `CircleRevealAnimator(operation:)` only when `toVC` or `fromVC` is a `TrailMapViewController`, and `transition` otherwise."), cause: .wrongAnimator)
        }
        try app.settle()
        guard app.findView("list").map(app.isVisible) == true else {
            throw GradingError(Phrase("reveal.tap-splash-no-list", "Tapping the splash did not leave the packing list showing."), cause: .screenNotVisible)
        }
    }

    /// Opens the map from the packing list (its round "Map" button) and lets the push end.
    @MainActor static func open(_ app: LessonApp) throws {
        try app.tap("list.map", leaving: "map", else: Phrase("reveal-circle.open-no-map", "Tapping the round \"Map\" button did not leave the trail map showing."))
    }

    /// Closes the map (its round "X") and lets the pop end.
    @MainActor static func close(_ app: LessonApp) throws {
        try app.tap("map.close", leaving: "list", else: Phrase("reveal-circle.close-no-list", "Closing the trail map did not leave the packing list showing."))
    }
}

/// Chapter 3, exercise 5: the trail map opens in a circle growing out of the round button, and
/// closes by shrinking into it; the logo reveal stays the splash's.
final class RevealCircleChecks: LessonTestCase {
    static var allTests: [(String, (RevealCircleChecks) -> () throws -> Void)] {
        [
            ("test_circleStartsAtTheButtonAndEndsOverTheWholeScreen", test_circleStartsAtTheButtonAndEndsOverTheWholeScreen),
            ("test_mapOpensInAGrowingCircle", test_mapOpensInAGrowingCircle),
            ("test_mapClosesIntoTheButton", test_mapClosesIntoTheButton),
            ("test_mapIsAPlainScreenAfterwards", test_mapIsAPlainScreenAfterwards),
            ("test_logoAndCircleEachKeepTheirOwnTransitions", test_logoAndCircleEachKeepTheirOwnTransitions),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Circle.vocabulary, advise: Circle.advice, adviseTiming: Circle.timing) }

    /// Stops the check unless the navigation delegate answered the map's transition with a
    /// CircleRevealAnimator holding the operation UIKit asked for (`answer`, from a spy).
    @MainActor private func expectCircleAnimator(_ run: RecordedTransition, _ answer: NavigationDelegateSpy.Answer?, _ which: Phrase) throws {
        try Reveal.expectDelegate(run, animator: "CircleRevealAnimator")
        guard let (_, returned) = run.summary.animatorAnswer else { return }
        switch returned.typeName {
        case nil:
            throw GradingError(Phrase("reveal-circle.animator-nil", "For \(which), the navigation controller asked its delegate for an animator and got nil, so the map slid as usual. In `navigationController(_:animationControllerFor:from:to:)`, when `toVC` or `fromVC` is a `TrailMapViewController`, return \(fix: "CircleRevealAnimator(operation: operation)", todo: "5.1") (TODO 5.1)."), cause: .animatorNotReturned)
        case "RevealAnimator"?:
            throw GradingError(Phrase("reveal-circle.got-reveal-animator", "For \(which), the navigation delegate returned the RevealAnimator, which reveals the splash's logo, not the map. Look at the controllers UIKit passes: when `toVC` or `fromVC` is a `TrailMapViewController`, return \(fix: "CircleRevealAnimator(operation: operation)", todo: "5.1") instead, before the lines that return `transition` (TODO 5.1)."), cause: .wrongAnimator)
        default:
            break
        }
        if let answer, let stored = answer.stored, stored != answer.operation {
            throw GradingError(Phrase("reveal-circle.wrong-operation", "For \(which), UIKit asked with `operation` \(Reveal.name(answer.operation)), but the CircleRevealAnimator you returned holds \(Reveal.name(stored)), so it plays the other direction. Create it with the operation UIKit gives you: \(fix: "CircleRevealAnimator(operation: operation)", todo: "5.1")."), cause: .wrongOperation)
        }
    }

    /// Performs `action` (the map's push or pop) with a spy on the navigation delegate, records
    /// it, and checks the animator, the path animation and the duration.
    @MainActor private func circleTransition(_ app: LessonApp, _ which: Phrase, frames: String?, _ action: () throws -> Void) throws -> RecordedTransition {
        let navigation = try Reveal.navigation(app)
        let spy = app.engine.run { NavigationDelegateSpy.install(on: navigation) }
        let run = try app.recordTransition(named: frames, duration: Circle.duration, action)
        app.engine.run { spy?.uninstall(from: navigation) }
        try expectCircleAnimator(run, spy?.answers.last, which)
        try expectFinished(run, animator: "CircleRevealAnimator")
        try expectPathAnimation(run)
        try expectDuration(run, Circle.duration, of: Phrase("reveal-circle.noun.circle", "circle"))
        return run
    }

    /// Path animations that cannot run: a key path the mask does not have, or two paths of
    /// different shapes.
    @MainActor private func expectPathAnimation(_ run: RecordedTransition) throws {
        let start = run.summary.startTime ?? 0
        let recent = run.diagnostics.filter { $0.time >= start }
        if let paths = recent.first(where: { $0.kind == .uninterpolablePaths }) {
            throw GradingError(Phrase("reveal-circle.uninterpolable", "Core Animation cannot morph one of your circles into the other. UIKit says: \"\(Phrase(verbatim: paths.message, foreign: true))\" A path animation moves each point of `fromValue` to the same point of `toValue`, so both must be made the same way: two `UIBezierPath(ovalIn:)` (an `arcCenter:` circle or a rectangle has other points), each turned into a `CGPath` with `.cgPath`."), cause: .uninterpolablePaths)
        }
        if let unknown = recent.first(where: { $0.kind == .unknownKeyPath || $0.kind == .wrongValueType }) {
            throw GradingError(Phrase("reveal-circle.key-path", "Your circle animation animates nothing. UIKit says: \"\(Phrase(verbatim: unknown.message, foreign: true))\" Animate the shape layer's `\"path\"`, with `CGPath` values (`UIBezierPath(ovalIn:).cgPath`)."), cause: .wrongKeyPath)
        }
    }

    @MainActor private func openMap(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        try circleTransition(app, Phrase("reveal-circle.the-maps-push", "the map's push"), frames: frames) { try app.tap("list.map") }
    }

    @MainActor private func closeMap(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        try circleTransition(app, Phrase("reveal-circle.the-maps-pop", "the map's pop"), frames: frames) { try app.tap("map.close") }
    }

    func test_mapOpensInAGrowingCircle() {
        grade { app in
            try Circle.pushList(app)
            let run = try openMap(app, frames: "circle-open")
            try expectFrames(run, match: "circle-open", tolerance: 0.06)
        }
    }

    func test_mapClosesIntoTheButton() {
        grade { app in
            try Circle.pushList(app)
            try Circle.open(app)
            let run = try closeMap(app, frames: "circle-close")
            try expectFrames(run, match: "circle-close", tolerance: 0.06)
            try expect(app.findView("list").map(app.isVisible) == true, Phrase("reveal-circle.closed-list-not-showing", "After the map closed the packing list is not showing."), cause: .screenNotVisible)
        }
    }

    /// The corners of `bounds` a path leaves out, by name ("top-left").
    private func uncovered(_ bounds: CGRect, by path: CGPath?) -> [Phrase] {
        let inset = bounds.insetBy(dx: 1, dy: 1)
        let corners = [(Phrase("reveal-circle.corner.top-left", "top-left"), CGPoint(x: inset.minX, y: inset.minY)),
                       (Phrase("reveal-circle.corner.top-right", "top-right"), CGPoint(x: inset.maxX, y: inset.minY)),
                       (Phrase("reveal-circle.corner.bottom-left", "bottom-left"), CGPoint(x: inset.minX, y: inset.maxY)),
                       (Phrase("reveal-circle.corner.bottom-right", "bottom-right"), CGPoint(x: inset.maxX, y: inset.maxY))]
        return corners.filter { !(path?.contains($0.1) ?? false) }.map(\.0)
    }

    /// Where the circle starts, where it ends, and what is drawn once the animation is over
    /// (before `animationDidStop(_:finished:)` can clean up), for both directions; after a
    /// first round that the animator is the circle's, runs its time and ends.
    func test_circleStartsAtTheButtonAndEndsOverTheWholeScreen() {
        grade { app in
            try Circle.pushList(app)
            _ = try openMap(app, frames: nil)
            _ = try closeMap(app, frames: nil)
            for opening in [true, false] {
                let which = opening ? Phrase("reveal-circle.the-maps-push", "the map's push") : Phrase("reveal-circle.the-maps-pop", "the map's pop")
                let (_, start, participants) = try app.startTransition { try app.tap(opening ? "list.map" : "map.close") }
                guard let map = (opening ? participants.toViewController : participants.fromViewController)?.viewIfLoaded else { return try app.settle() }
                // Halfway, the mask holds the animation: read what it draws at any moment.
                app.engine.advance(to: start + Circle.duration / 2)
                let sample = app.engine.run { () -> (bounds: CGRect, button: CGPath?, whole: CGPath?, after: CGPath?)? in
                    guard let mask = map.layer.mask else { return nil }
                    let early = mask.presentationState(atGlobalTime: start + 0.01).path
                    let late = mask.presentationState(atGlobalTime: start + Circle.duration - 0.005).path
                    let after = mask.presentationState(atGlobalTime: start + Circle.duration + 0.02).path
                    return (map.bounds, opening ? early : late, opening ? late : early, after)
                }
                try app.settle()
                guard let sample else {
                    throw GradingError(Phrase("reveal-circle.no-mask-halfway", "Halfway through \(which) the map has no mask, so there is no circle to see. Give the map's view a `CAShapeLayer` as its `layer.mask` and animate the mask's `path` (TODO 5.4)."), cause: .maskMissing)
                }
                // The small circle: the round button.
                if let small = sample.button, !small.isEmpty {
                    let box = small.boundingBoxOfPath
                    let centre = CGPoint(x: box.midX, y: box.midY)
                    // The button is 32 points across: a circle half its size off (the button's
                    // centre taken for its frame's origin) is off by 22 points, and shows.
                    if hypot(centre.x - Circle.buttonCentre.x, centre.y - Circle.buttonCentre.y) > 6 {
                        let (x, y, buttonX, buttonY) = (Int(centre.x), Int(centre.y), Int(Circle.buttonCentre.x), Int(Circle.buttonCentre.y))
                        let elsewhere = opening
                            ? Phrase("reveal-circle.grows-out-of", "In \(which) the circle grows out of (\(x), \(y)), but the round button is at (\(buttonX), \(buttonY)).")
                            : Phrase("reveal-circle.shrinks-into", "In \(which) the circle shrinks into (\(x), \(y)), but the round button is at (\(buttonX), \(buttonY)).")
                        throw GradingError(elsewhere + Phrase("reveal-circle.circles-from-button", " Make both circles from the button's frame: \(fix: "UIBezierPath(ovalIn: map.closeButton.frame)", todo: "5.3"), and `ovalIn:` the same frame grown with `insetBy(dx: -reach, dy: -reach)`."), cause: .wrongFrame)
                    }
                    if max(box.width, box.height) > 3 * Circle.button.width {
                        throw GradingError(opening
                            ? Phrase("reveal-circle.starts-too-big", "In \(which) the circle starts \(Int(box.width)) points across; the small circle is the round button itself, 32 points: \(fix: "UIBezierPath(ovalIn: map.closeButton.frame)", todo: "5.3").")
                            : Phrase("reveal-circle.ends-too-big", "In \(which) the circle ends \(Int(box.width)) points across; the small circle is the round button itself, 32 points: \(fix: "UIBezierPath(ovalIn: map.closeButton.frame)", todo: "5.3")."), cause: .wrongFrame)
                    }
                }
                // The big circle covers the whole screen.
                let left = uncovered(sample.bounds, by: sample.whole)
                if let whole = sample.whole, !whole.isEmpty, !left.isEmpty {
                    let box = whole.boundingBoxOfPath
                    let b = sample.bounds
                    let farthest = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
                        .map { hypot($0.x - Circle.buttonCentre.x, $0.y - Circle.buttonCentre.y) }.max() ?? 0
                    let names = left.dropFirst().reduce(left[0]) { $0 + Phrase("reveal-circle.corner.and", " and ") + $1 }
                    let corners = left.count > 1 ? Phrase("reveal-circle.corners", "the \(names) corners") : Phrase("reveal-circle.corner", "the \(names) corner")
                    let so = opening
                        ? Phrase("reveal-circle.corner-appears-at-end", "at the end the rest of the map appears at once, when the mask comes off")
                        : Phrase("reveal-circle.corner-gone-at-start", "the map starts closing with a corner already gone")
                    throw GradingError(Phrase("reveal-circle.big-circle-too-small", "In \(which) the big circle (\(Int(box.width / 2)) points from its centre to its edge) leaves \(corners) of the map uncovered, so \(so). The farthest corner is \(Int(farthest.rounded())) points from the button's centre: measure all four corners (`hypot` of the distances) and take the largest."), cause: .maskTooSmall)
                }
                // What is drawn once Core Animation has removed the animation.
                if opening, left.isEmpty, !uncovered(sample.bounds, by: sample.after).isEmpty {
                    let gone = sample.after?.isEmpty ?? true
                    let drawn = gone
                        ? Phrase("reveal-circle.open-snaps-to-nothing", "When the circle animation ends, the mask's own `path` is drawn again (no path at all), so on a device the map disappears for a moment before `animationDidStop(_:finished:)` takes the mask off.")
                        : Phrase("reveal-circle.open-snaps-to-circle", "When the circle animation ends, the mask's own `path` is drawn again (the circle \(Explainer.rect(sample.after!.boundingBoxOfPath))), so on a device the map is cut back to that circle for a moment before `animationDidStop(_:finished:)` takes the mask off.")
                    throw GradingError(drawn + Phrase("reveal-circle.open-keep-last-circle", " An animation changes only what is drawn while it runs: give the mask the circle it ends on as its own `path` (\(fix: "let mask = CAShapeLayer()", todo: "5.4"), then \(fix: "mask.path = big", todo: "5.4")) and animate from the small one."), cause: .animationSnapsBack)
                }
                if !opening, let after = sample.after, !after.isEmpty, after.boundingBoxOfPath.width > 3 * Circle.button.width {
                    throw GradingError(Phrase("reveal-circle.close-snaps-back", "When the closing circle animation ends, the mask's own `path` — the big circle — is drawn again, so on a device the whole map flashes back for a moment before `animationDidStop(_:finished:)` completes. Give the mask the circle it ends on as its own `path` (for the pop, \(fix: "let mask = CAShapeLayer()", todo: "5.4"), then \(fix: "mask.path = small", todo: "5.4")) and animate from the big one."), cause: .animationSnapsBack)
                }
                let shown = opening ? "map" : "list"
                if app.findView(shown).map(app.isVisible) != true {
                    throw GradingError(opening
                        ? Phrase("reveal-circle.map-not-showing-after", "After \(which) the trail map is not showing.")
                        : Phrase("reveal-circle.list-not-showing-after", "After \(which) the packing list is not showing."), cause: .screenNotVisible)
                }
            }
        }
    }

    func test_mapIsAPlainScreenAfterwards() {
        grade { app in
            try Circle.pushList(app)
            let run = try openMap(app, frames: nil)
            let map = try app.view("map")
            try expect(app.engine.run { map.layer.mask } == nil, Phrase("reveal-circle.mask-left", "After the map's push the map still has the circle as its `layer.mask`. A mask set for the transition stays until you remove it: the map is drawn through a circle from now on, and whatever it shows outside that circle later (turned to landscape, scrolled, resized) is cut off. In `animationDidStop(_:finished:)`, set the map view's `layer.mask = nil` before completing (TODO 5.5)."), cause: .maskLeftBehind)
            try expectLeftClean(app, after: run, Phrase("reveal-circle.after.push", "the map's push"), comingBack: ["from-view"])
            let back = try closeMap(app, frames: nil)
            try expectLeftClean(app, after: back, Phrase("reveal-circle.after.pop", "the map's pop"), comingBack: ["to-view"])
            try expect(app.findView("list").map(app.isVisible) == true, Phrase("reveal-circle.closed-list-not-showing", "After the map closed the packing list is not showing."), cause: .screenNotVisible)
        }
    }

    /// Every way in, twice: the splash's push and pop keep the logo reveal, and the map opens
    /// and closes with the circle each time.
    func test_logoAndCircleEachKeepTheirOwnTransitions() {
        grade { app in
            for (second, time) in [(false, Phrase("reveal-circle.the-first-time", "the first time")), (true, Phrase("reveal-circle.the-second-time", "the second time"))] {
                try Circle.pushList(app, Phrase("reveal-circle.round", " (\(time))"))
                _ = try openMap(app, frames: nil)
                let back = try closeMap(app, frames: second ? "circle-close" : nil)
                if second { try expectFrames(back, match: "circle-close", tolerance: 0.06) }
                let again = try openMap(app, frames: second ? "circle-open" : nil)
                if second { try expectFrames(again, match: "circle-open", tolerance: 0.06) }
                try Circle.close(app)
                let pop = try app.recordTransition { try app.tap("list.back") }
                if pop.summary.animatorAnswer?.answer.typeName == "CircleRevealAnimator" {
                    throw GradingError(Phrase("reveal-circle.pop-got-circle", "The pop back to the splash (\(time)) got your CircleRevealAnimator: it must still shrink the list. Return `CircleRevealAnimator(operation:)` only when `toVC` or `fromVC` is a `TrailMapViewController`."), cause: .wrongAnimator)
                }
                try app.settle()
                try expect(app.findView("splash").map(app.isVisible) == true, Phrase("reveal-circle.back-splash-not-showing", "After going back from the list the splash screen is not showing."), cause: .screenNotVisible)
            }
        }
    }
}
