import Frames
import Grading
import UIKit
import XCTest

/// What chapter 7 calls its views, and how its checks find the grid's squares and follow the
/// flying picture.
enum Pool {
    static let duration = 0.6

    static let vocabulary = Vocabulary([
        "grid": Phrase("magic.name.grid", "the grid"), "detail": Phrase("magic.name.detail", "the detail screen"),
        "snapshot": Phrase("magic.name.snapshot", "the flying picture"), "photo": Phrase("magic.name.photo", "the photo"),
        "UINavigationController.view": Phrase("magic.name.navigation-view", "the detail screen (the navigation controller's view)"),
    ])

    /// What the reference's timing is, for any view that moves or fades at other moments.
    static let timing: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in
        Phrase("magic.timing", "The reference flies the picture and fades the detail in one spring, `UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations:completion:)`: a spring covers most of the way in its first third and settles for the rest, where UIKit's default curve eases in and out evenly.")
    }

    /// Where the detail screen's picture rests, in the window.
    static let detailImage = CGRect(x: 56, y: 96, width: 264, height: 192)

    /// The grid's collection view.
    @MainActor static func collection(_ app: LessonApp) throws -> UICollectionView {
        guard let collection = app.findView("grid.collection") as? UICollectionView else {
            throw GradingError(Phrase("magic.no-collection", "The grid's collection view (\"grid.collection\") is missing: the starter app has changed."), cause: .appChanged)
        }
        return collection
    }

    /// The picture inside a square of the grid.
    @MainActor static func picture(in cell: UICollectionViewCell) -> UIImageView? {
        cell.contentView.subviews.compactMap { $0 as? UIImageView }.first
    }

    /// The window frame of the picture of `item`'s square, if the square is on screen.
    @MainActor static func pictureFrame(_ app: LessonApp, item: Int) throws -> CGRect? {
        let collection = try collection(app)
        return app.engine.run {
            collection.layoutIfNeeded()
            guard let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)), let picture = picture(in: cell) else { return nil }
            return picture.convert(picture.bounds, to: nil)
        }
    }

    /// Taps the square of `item`, scrolling the grid first so that its row is in view.
    @MainActor static func tapItem(_ app: LessonApp, _ item: Int) throws {
        let collection = try collection(app)
        let point: CGPoint? = app.engine.run {
            guard let attributes = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else { return nil }
            let visible = collection.bounds
            if attributes.frame.minY < visible.minY || attributes.frame.maxY > visible.maxY {
                collection.scrollToItem(at: attributes.indexPath, at: .centeredVertically, animated: false)
            }
            collection.layoutIfNeeded()
            return collection.convert(CGPoint(x: attributes.frame.midX, y: attributes.frame.midY), to: nil)
        }
        guard let point else { throw GradingError(Phrase("magic.no-square", "The grid has no square \(item + 1)."), cause: .appChanged) }
        app.engine.tap(at: point)
    }

    /// Where the flying picture is, moment by moment, and the transition.
    struct Flight {
        let run: RecordedTransition
        /// The snapshot's frame in the window at the start and just before the end.
        let start: CGRect?
        let end: CGRect?
    }

    /// Performs `action`, which starts a push or pop, and follows it; with `frames`, at the
    /// moments of that golden.
    @MainActor static func fly(_ app: LessonApp, frames: String?, _ action: () throws -> Void) throws -> Flight {
        let run: RecordedTransition
        if let frames {
            run = try app.recordTransition(named: frames, duration: duration, action)
        } else {
            let (number, start, participants) = try app.startTransition(action)
            var notes: [Frame] = []
            for fraction in [0.0, 0.5, 0.95] {
                app.engine.advance(to: start + duration * fraction)
                var frame = Frame(columns: 1, rows: 1)
                frame.notes = app.scene(participants).notes
                notes.append(frame)
            }
            var settleError: GradingError?
            do { try app.settle() } catch let e as GradingError { settleError = e }
            run = RecordedTransition(summary: app.summary(of: number), frames: notes, settleError: settleError,
                                     diagnostics: app.engine.diagnostics, participants: participants)
        }
        // The flying picture: a snapshot, or a view of the learner's own (an image view with the
        // same picture) added to the container.
        let snapshots = run.frames.map { frame -> CGRect? in
            guard let scene = SceneState(notes: frame.notes) else { return nil }
            return (scene["snapshot"] ?? scene.views.first { $0.role.hasPrefix("other") && $0.isVisible })?.frame
        }
        // The start: the first moment; the end: the last moment the picture still flies.
        let end = run.frames.count > 3 ? snapshots.dropLast().last ?? nil : snapshots.last ?? nil
        return Flight(run: run, start: snapshots.first ?? nil, end: end)
    }

    /// Within a few points (a spring still moving near the end gets more).
    static func near(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Stops the check unless the delegate returned the magic move for `operation`.
    static func expectAnimator(_ run: RecordedTransition, push: Bool) throws {
        let s = run.summary
        if let (_, answer) = s.animatorAnswer, answer == .none {
            throw GradingError(push
                ? Phrase("magic.push-animator-nil", "Tapping a square played UIKit's own push: `navigationController(_:animationControllerFor:from:to:)` returned nil. Return \(fix: "MagicMoveAnimator(operation: .push)", todo: "1.4") for `.push` (TODO 1.4).")
                : Phrase("magic.pop-animator-nil", "\"< Pool\" played UIKit's own pop: `navigationController(_:animationControllerFor:from:to:)` returned nil for `.pop`. Return \(fix: "MagicMoveAnimator(operation: .pop)", todo: "2.4") for it too (TODO 2.4)."), cause: .animatorNotReturned)
        }
        if s.animatorAnswer == nil, s.missingDelegate == nil, s.kind == .push || s.kind == .pop {
            throw GradingError(Phrase("magic.never-asked", "UIKit never asked the grid for an animator: `navigationController(_:animationControllerFor:from:to:)` is missing from `PoolGridViewController+Navigation.swift`, or spelled differently (TODO 1.4)."), cause: .animatorNotReturned)
        }
    }

    /// Stops the check when the flight does not start at `from` and end at `to` (window frames).
    static func expectFlight(_ flight: Flight, from: CGRect, to: CGRect, fromName: Phrase, toName: Phrase, push: Bool) throws {
        guard let start = flight.start else {
            let kind = push ? Phrase("magic.noun.push", "push") : Phrase("magic.noun.pop", "pop")
            throw GradingError(Phrase("magic.no-snapshot", "No picture flies: when the \(kind) began there was no snapshot in the container. Make one of the picture that leaves with `snapshotView(afterScreenUpdates: false)`, and add it to `containerView` (TODO 1.2)."), cause: .viewMissing)
        }
        if !near(start, from, within: 3) {
            let inOwnSpace = CGRect(x: 8, y: 8, width: 88, height: 64)
            var why = push
                ? Phrase("magic.start.place-push", "Place it where the original is, in the container's coordinates: \(fix: "cell.imageView.convert(cell.imageView.bounds, to: containerView)", todo: "1.2") (TODO 1.2).")
                : Phrase("magic.start.place-pop", "Place it where the original is, in the container's coordinates: \(fix: "detail.imageView.convert(detail.imageView.bounds, to: containerView)", todo: "1.2") (TODO 1.2).")
            if push, near(start, inOwnSpace, within: 1) {
                why = Phrase("magic.start.own-cell", "That is the picture's `frame` in its own cell: a frame is in its superview's coordinates, and the container's are the screen's. Convert it: \(fix: "cell.imageView.convert(cell.imageView.bounds, to: containerView)", todo: "1.2") (TODO 1.2).")
            } else if near(CGRect(origin: CGPoint(x: start.minX - 8, y: start.minY - 8), size: start.size), from, within: 2) {
                why = Phrase("magic.start.origin-twice", "It is off by the picture's own origin, (8, 8): `convert(imageView.frame, to:)` from the image view itself counts its frame twice. Convert its `bounds` from it, or its `frame` from its superview (TODO 1.2).")
            }
            throw GradingError(Phrase("magic.start.jumps", "The flying picture starts at \(Explainer.rect(start)), but \(fromName) is at \(Explainer.rect(from)) on screen, so it jumps there before it flies. \(why)"), cause: .wrongCoordinateSpace)
        }
        guard let end = flight.end else { return }
        if !near(end, to, within: 12) {
            throw GradingError(push
                ? Phrase("magic.end.push", "Just before the push ends, the flying picture is at \(Explainer.rect(end)), but \(toName) is at \(Explainer.rect(to)). The snapshot's final frame is the detail's `imageView.bounds` converted to the container, measured once the detail screen is laid out at its final frame (TODO 1.1, 1.3).")
                : Phrase("magic.end.pop", "Just before the pop ends, the flying picture is at \(Explainer.rect(end)), but \(toName) is at \(Explainer.rect(to)). The snapshot's final frame is the cell's `imageView.bounds` converted to the container, measured once the grid is laid out at its final frame (TODO 2.1, 2.2)."), cause: .wrongFrame)
        }
    }

    /// The collection view in `view`'s tree (the grid's), if any.
    @MainActor static func collection(in view: UIView) -> UICollectionView? {
        if let collection = view as? UICollectionView { return collection }
        for subview in view.subviews { if let found = collection(in: subview) { return found } }
        return nil
    }

    /// Stops the check when a picture is still hidden after the transition (`push`: a push),
    /// or a snapshot left.
    @MainActor static func expectPicturesBack(_ app: LessonApp, _ after: Phrase, push: Bool) throws {
        let hidden: [(name: Phrase, square: Bool)] = app.engine.run {
            var names: [(name: Phrase, square: Bool)] = []
            if let detail = app.findView("detail.image"), detail.window != nil, detail.isHidden { names.append((Phrase("magic.detail-picture", "the detail's picture"), false)) }
            // The grid, on screen or (after a push) kept by the navigation controller under the
            // detail screen: a square left hidden there is a white hole when the learner comes back.
            let navigation = app.window?.rootViewController as? UINavigationController
            let grid = navigation?.viewControllers.first?.viewIfLoaded
            if let collection = app.findView("grid.collection") as? UICollectionView ?? grid.flatMap({ Self.collection(in: $0) }) {
                for cell in collection.visibleCells where picture(in: cell)?.isHidden == true {
                    let item = collection.indexPath(for: cell)?.item ?? -1
                    names.append((Phrase("magic.square-picture", "the picture of square \(item + 1)"), true))
                }
            }
            return names
        }
        if let first = hidden.first {
            let consequence = !first.square ? Phrase("magic.hidden.detail-no-picture", "the detail screen has no picture")
                : push ? Phrase("magic.hidden.hole-when-back", "the grid has a white hole when you come back to it")
                : Phrase("magic.hidden.hole", "the grid has a white hole")
            throw GradingError(Phrase("magic.hidden", "After \(after), \(first.name) is still hidden (`isHidden` is true): the flying snapshot is gone and the original never came back, so \(consequence). In the animation's completion, set `isHidden = false` on both pictures before `completeTransition(_:)` (TODO 1.3)."), cause: .hiddenNotRestored)
        }
    }
}

/// Chapter 7, exercise 1: the tapped square's picture flies to the detail screen.
final class FlyInChecks: LessonTestCase {
    static var allTests: [(String, (FlyInChecks) -> () throws -> Void)] {
        [
            ("test_thePictureFliesFromItsSquareToTheDetail", test_thePictureFliesFromItsSquareToTheDetail),
            ("test_onlyTheSnapshotIsSeenWhileItFlies", test_onlyTheSnapshotIsSeenWhileItFlies),
            ("test_aSquareFurtherDownFliesFromWhereItIsOnScreen", test_aSquareFurtherDownFliesFromWhereItIsOnScreen),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Pool.vocabulary, adviseTiming: Pool.timing) }

    /// Pushes `item` and checks the flight; the flight.
    @MainActor private func push(_ app: LessonApp, _ item: Int, frames: String?) throws -> Pool.Flight {
        guard let from = try Pool.pictureFrame(app, item: item) else {
            throw GradingError(Phrase("magic.square-off-screen", "Square \(item + 1) is not on screen."), cause: .appChanged)
        }
        let flight = try Pool.fly(app, frames: frames) { try Pool.tapItem(app, item) }
        try Pool.expectAnimator(flight.run, push: true)
        try expectFinished(flight.run, animator: "MagicMoveAnimator")
        try expectDuration(flight.run, Pool.duration, of: Phrase("magic.noun.flight", "flight"))
        try Pool.expectFlight(flight, from: from, to: Pool.detailImage, fromName: Phrase("magic.square-picture", "the picture of square \(item + 1)"),
                              toName: Phrase("magic.detail-screen-picture", "the detail screen's picture"), push: true)
        try expectLeftClean(app, after: flight.run, Phrase("magic.after.push", "the push"), comingBack: ["to-view"])
        try Pool.expectPicturesBack(app, Phrase("magic.after.push", "the push"), push: true)
        try expect(app.findView("detail").map(app.isVisible) == true, Phrase("magic.push.detail-not-showing", "After the push the detail screen is not showing."), cause: .screenNotVisible)
        return flight
    }

    func test_thePictureFliesFromItsSquareToTheDetail() {
        grade { app in
            let flight = try push(app, 4, frames: "fly-in")
            try expectFrames(flight.run, match: "fly-in", tolerance: 0.04)
        }
    }

    /// Half way through, the two originals are hidden and only the snapshot shows the picture.
    func test_onlyTheSnapshotIsSeenWhileItFlies() {
        grade { app in
            let collection = try Pool.collection(app)
            let item = 2
            let (number, start, participants) = try app.startTransition { try Pool.tapItem(app, item) }
            app.engine.advance(to: start + Pool.duration / 2)
            let (cellHidden, detailHidden, snapshots) = app.engine.run { () -> (Bool?, Bool?, Int) in
                let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)).flatMap(Pool.picture(in:))
                let detail = app.findView("detail.image")
                let screens = participants.screens.map(\.view)
                let flying = (participants.container?.subviews ?? []).filter { view in
                    !screens.contains { $0 === view } && !view.isHidden && view.alpha > 0.01
                }
                return (cell?.isHidden, detail?.isHidden, flying.count)
            }
            var settleError: GradingError?
            do { try app.settle() } catch let e as GradingError { settleError = e }
            let run = RecordedTransition(summary: app.summary(of: number), frames: [], settleError: settleError, diagnostics: [], participants: participants)
            try Pool.expectAnimator(run, push: true)
            try expectFinished(run, animator: "MagicMoveAnimator")
            try expect(snapshots > 0, Phrase("magic.half-way.nothing-flies", "Half way through the push no picture is flying: there is nothing in the container but the two screens. Add a snapshot of the square's picture to the container (TODO 1.2)."), cause: .viewMissing)
            if cellHidden == false {
                throw GradingError(Phrase("magic.half-way.square-shows", "Half way through the push, the picture is still in its square as well as flying: two of it on screen. Hide the original while its snapshot flies, \(fix: "cell.imageView.isHidden = true", todo: "1.2") (TODO 1.2), and show it again in the completion."), cause: .hiddenNotRestored)
            }
            if detailHidden == false {
                throw GradingError(Phrase("magic.half-way.detail-shows", "Half way through the push, the detail screen's own picture already shows in its place while the snapshot is still on its way there. Hide it while the snapshot flies, \(fix: "detail.imageView.isHidden = true", todo: "1.2") (TODO 1.2), and show it in the completion."), cause: .hiddenNotRestored)
            }
            try Pool.expectPicturesBack(app, Phrase("magic.after.push", "the push"), push: true)
        }
    }

    /// After scrolling, a square's frame in the collection view is not its place on screen.
    func test_aSquareFurtherDownFliesFromWhereItIsOnScreen() {
        grade { app in
            let collection = try Pool.collection(app)
            app.engine.run {
                collection.setContentOffset(CGPoint(x: 0, y: 320), animated: false)
                collection.layoutIfNeeded()
            }
            _ = try push(app, 10, frames: nil)
        }
    }
}

/// Chapter 7, exercise 2: the picture flies back to the square selected when "< Pool" is
/// tapped, found through the collection view (cells are reused as the grid scrolls).
final class FlyBackChecks: LessonTestCase {
    static var allTests: [(String, (FlyBackChecks) -> () throws -> Void)] {
        [
            ("test_thePictureFliesBackToItsSquare", test_thePictureFliesBackToItsSquare),
            ("test_afterNextItFliesToTheNewSquare", test_afterNextItFliesToTheNewSquare),
            ("test_backAndForthLeavesEveryPictureShowing", test_backAndForthLeavesEveryPictureShowing),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Pool.vocabulary, adviseTiming: Pool.timing) }

    /// Pushes `item` and lets the push end, whichever animation plays.
    @MainActor private func open(_ app: LessonApp, _ item: Int) throws {
        let run = try app.recordTransition { try Pool.tapItem(app, item) }
        if run.summary.animatorAnswer?.answer == TransitionTrace.Answer.none || run.summary.animatorAnswer == nil {
            throw GradingError(Phrase("magic.open.uikit-push", "Tapping a square played UIKit's own push: exercise 1 first. `navigationController(_:animationControllerFor:from:to:)` returns \(fix: "MagicMoveAnimator(operation: .push)", todo: "1.4") for a push (TODO 1.4), and the flight there works both ways."), cause: .animatorNotReturned)
        }
        try expectFinished(run, animator: "MagicMoveAnimator")
        try expect(app.findView("detail").map(app.isVisible) == true, Phrase("magic.open.detail-not-showing", "Tapping square \(item + 1) did not leave the detail screen showing."), cause: .screenNotVisible)
    }

    /// Taps "< Pool" and checks the flight back to the selected square; `when` says what came
    /// before (" after \"Next >\""), or is empty.
    @MainActor private func back(_ app: LessonApp, to item: Int, frames: String?, _ when: Phrase = Phrase(verbatim: "")) throws -> Pool.Flight {
        let flight = try Pool.fly(app, frames: frames) { try app.tap("detail.back") }
        try Pool.expectAnimator(flight.run, push: false)
        try expectFinished(flight.run, animator: "MagicMoveAnimator")
        try expectDuration(flight.run, Pool.duration, of: Phrase("magic.noun.flight", "flight"))
        try expect(app.findView("grid").map(app.isVisible) == true && app.findView("detail") == nil,
                   Phrase("magic.back.grid-not-showing", "After \"< Pool\"\(when) the grid is not showing."), cause: .screenNotVisible)
        guard let to = try Pool.pictureFrame(app, item: item) else {
            throw GradingError(Phrase("magic.back.square-off-screen", "After \"< Pool\"\(when) square \(item + 1), the selected one, is not on screen: the starter app scrolls it into view; did something scroll the grid?"), cause: .appChanged)
        }
        do {
            try Pool.expectFlight(flight, from: Pool.detailImage, to: to, fromName: Phrase("magic.detail-screen-picture", "the detail screen's picture"),
                                  toName: Phrase("magic.selected-square-picture", "the picture of square \(item + 1), the creature selected now,"), push: false)
        } catch let error as GradingError where error.cause == .wrongFrame && !when.english.isEmpty {
            throw GradingError(error.phrase + Phrase("magic.back.stale-cell", " The selected creature changed with \"Next\", and the grid scrolled to it: a cell kept from the push is not that square any more (cells are reused for other items as the grid scrolls). Ask the collection view at pop time: \(fix: "grid.collectionView.cellForItem(at: grid.selectedIndexPath!)", todo: "2.2"), after the grid is laid out (TODO 2.1, 2.2)."), cause: .wrongFrame)
        }
        try expectLeftClean(app, after: flight.run, Phrase("magic.after.pop", "the pop"), comingBack: ["to-view"])
        try Pool.expectPicturesBack(app, when.english.isEmpty ? Phrase("magic.after.pop", "the pop") : Phrase("magic.after.pop-when", "the pop\(when)"), push: false)
        return flight
    }

    func test_thePictureFliesBackToItsSquare() {
        grade { app in
            try open(app, 4)
            let flight = try back(app, to: 4, frames: "fly-back")
            try expectFrames(flight.run, match: "fly-back", tolerance: 0.04)
        }
    }

    /// "Next" twenty-four times: the selection moves eight rows down, to a square that was off
    /// screen at the push, and the grid scrolls (its cells are reused, and the new square's cell
    /// exists only once the grid is laid out again).
    func test_afterNextItFliesToTheNewSquare() {
        grade { app in
            try open(app, 1)
            for _ in 0..<24 { try app.tap("detail.next") }
            _ = try back(app, to: 25, frames: nil, Phrase("magic.when.after-next-24", " after \"Next >\" twenty-four times"))
        }
    }

    func test_backAndForthLeavesEveryPictureShowing() {
        grade { app in
            for item in [0, 5, 7] {
                try open(app, item)
                _ = try back(app, to: item, frames: nil, item == 0 ? Phrase(verbatim: "") : Phrase("magic.when.square", " (square \(item + 1))"))
            }
            try open(app, 3)
            try app.tap("detail.next")
            _ = try back(app, to: 4, frames: nil, Phrase("magic.when.after-next", " after \"Next >\""))
        }
    }
}

/// Chapter 7, exercise 3: a finger pulls the full-screen photo down; let go, the rest of the
/// slide plays at the finger's speed (never slower than the slide's own), a flick decides by its
/// direction, and without one the finger's place does.
final class PullAwayChecks: LessonTestCase {
    static var allTests: [(String, (PullAwayChecks) -> () throws -> Void)] {
        [
            ("test_thePhotoFollowsTheFingerAndComesBack", test_thePhotoFollowsTheFingerAndComesBack),
            ("test_letGoPastHalfwayTheRestPlaysAtItsOwnSpeed", test_letGoPastHalfwayTheRestPlaysAtItsOwnSpeed),
            ("test_aFlickDownGoesOnAtTheFingersSpeed", test_aFlickDownGoesOnAtTheFingersSpeed),
            ("test_aFlickUpPutsThePhotoBack", test_aFlickUpPutsThePhotoBack),
            ("test_closeStaysATapAndPullsWorkTwice", test_closeStaysATapAndPullsWorkTwice),
            ("test_anInterruptedPullPutsThePhotoBack", test_anInterruptedPullPutsThePhotoBack),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Pool.vocabulary, advise: Self.advice) }

    static let advice: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { d in
        guard (d.actual ?? d.expected)?.name == "photo", d.aspect == .frame else { return nil }
        return (.wrongCurve, Phrase("magic.pull.linear", "The photo slides straight down by the screen's height, at a steady speed (`options: .curveLinear`): the interaction turns the finger's progress into the animation's time, and only a linear curve keeps the photo under the finger — an eased one leaves it behind at first and puts it ahead later (TODO 3.2)."))
    }

    static let duration = 0.4
    static let height: CGFloat = 667
    /// Where the finger goes down: on the photo's black, above the picture.
    static let start = CGPoint(x: 188, y: 120)

    /// Opens square 1's detail and its photo, whatever animations play; `when` says which time
    /// (" again"), or is empty.
    @MainActor private func openPhoto(_ app: LessonApp, _ when: Phrase = Phrase(verbatim: "")) throws {
        if app.findView("detail") == nil {
            _ = try app.recordTransition { try Pool.tapItem(app, 0) }
            try expect(app.findView("detail").map(app.isVisible) == true, Phrase("magic.pull.first-square-not-opened", "Tapping the first square did not open its detail screen."), cause: .screenNotVisible)
        }
        let run = try app.recordTransition { try app.tap("detail.image") }
        if let problem = TransitionDiagnosis.problem(in: run, ownAnimation: true) { throw problem }
        try expect(app.findView("photo").map(app.isVisible) == true, Phrase("magic.pull.photo-not-shown", "Tapping the detail's picture\(when) did not show the photo."), cause: .screenNotVisible)
    }

    /// Puts a finger on the photo and drags it down to each of `fractions` of the screen's
    /// height, `step` seconds apart; `when` says which time (" again"), or is empty.
    @MainActor private func pull(_ app: LessonApp, to fractions: [CGFloat], step: CFTimeInterval = 0.05, frames name: String? = nil, _ when: Phrase = Phrase(verbatim: "")) throws -> Drag {
        var pull = try app.beginDrag(at: Self.start, nudge: CGVector(dx: 0, dy: 10), pause: 0.02) {
            GradingError(Phrase("magic.pull.nothing-dismissed", "Pulling the photo down\(when) dismissed nothing."), cause: .noTransitionFromGesture)
        }
        let started = (number: pull.number, participants: pull.participants)
        func stop(_ error: GradingError) -> GradingError { app.abandon(pull, error) }
        let summary = app.summary(of: started.number)
        if summary.missingDelegate != nil {
            throw stop(GradingError(Phrase("magic.pull.no-delegate", "For a pull\(when), the photo had no `transitioningDelegate`, so UIKit played its own dismissal. \(summary.emptyDelegateFact) In `showPhoto(of:)`, set \(fix: "photo.transitioningDelegate = self", todo: "3.4") (TODO 3.4)."), cause: .noTransitioningDelegate))
        }
        if let (_, answer) = summary.animatorAnswer, answer.typeName != "PhotoDismissAnimator" {
            let sentence = answer.typeName.map { got in
                Phrase("magic.pull.wrong-animator", "For a pull\(when), UIKit asked `animationController(forDismissed:)` and got your \(got). Return \(fix: "PhotoDismissAnimator()", todo: "3.4") for the photo (TODO 3.4).")
            } ?? Phrase("magic.pull.animator-nil", "For a pull\(when), UIKit asked `animationController(forDismissed:)` and got nil. Return \(fix: "PhotoDismissAnimator()", todo: "3.4") for the photo (TODO 3.4).")
            throw stop(GradingError(sentence, cause: answer == .none ? .animatorNotReturned : .wrongAnimator))
        }
        guard summary.wasInteractive else {
            throw stop(GradingError(summary.interactionAnswer == nil
                ? Phrase("magic.pull.interaction-missing", "The pull\(when) started the dismissal, but the photo slid away by itself instead of following the finger: `interactionControllerForDismissal(using:)` is missing. Return the photo's `pull` while `pull.isPulling` is true (TODO 3.5).")
                : Phrase("magic.pull.interaction-nil", "The pull\(when) started the dismissal, but the photo slid away by itself instead of following the finger: `interactionControllerForDismissal(using:)` returned nil. Return the photo's `pull` while `pull.isPulling` is true (TODO 3.5)."), cause: .interactionControllerNotReturned))
        }
        let behind = app.engine.run { () -> Bool in
            guard let detail = started.participants.toViewController?.viewIfLoaded else { return true }
            return detail.superview === started.participants.container
        }
        if !behind {
            throw stop(GradingError(Phrase("magic.pull.nothing-behind", "The pull\(when) began, and the photo is in the container, but the detail screen behind it is not: as the photo slides down, nothing is there. In a `.fullScreen` dismissal UIKit gives you the screen underneath as `view(forKey: .to)` (the navigation controller's view, with the detail in it): insert it below the photo (TODO 3.1)."), cause: .toViewNeverAdded))
        }
        try app.follow(&pull, through: fractions.map { CGPoint(x: Self.start.x, y: Self.start.y + $0 * Self.height) }, step: step, frames: name) { i, now in
            let fraction = fractions[i]
            if !now.completions.isEmpty {
                throw GradingError(Phrase("magic.pull.ended-early", "With the finger still down, the dismissal ended on its own (`completeTransition` was called): only `finish()` or `cancel()`, when the finger lifts, may end it (TODO 3.3)."), cause: .interactionNeverEnded)
            }
            guard let percent = now.lastUpdate else {
                throw GradingError(Phrase("magic.pull.no-update", "The finger moved down \(Int(fraction * Self.height)) points, but UIKit never heard of it: `update(_:)` was not called. In the pan's `.changed` case, call `update(progress)` (TODO 3.3)."), cause: .updateNeverCalled)
            }
            if abs(percent - Double(fraction)) > 0.05 {
                throw GradingError(Phrase("magic.pull.wrong-progress", "When the finger had moved down \(Int(fraction * Self.height)) points, your pull reported \(Int((percent * 100).rounded())) % (`update(\(String(format: "%.2f", percent)))`); the screen's height is the whole slide, so it should be \(Int((fraction * 100).rounded())) %. Measure in the window, which does not move: with \(fix: "guard let window = pan.view?.window else { return }", todo: "3.3"), \(fix: "pan.translation(in: window).y / window.bounds.height", todo: "3.3") (TODO 3.3)."), cause: .wrongProgressScale)
            }
        }
        return pull
    }

    /// Lifts the finger (after holding it still, unless `flick`) and lets the dismissal end:
    /// the run, when the finger lifted, the progress then and the finger's speed (points a second,
    /// down positive) as the pan measured it.
    @MainActor private func letGo(_ app: LessonApp, _ pull: Drag, flick: Bool, interrupted: Bool = false) throws -> (run: RecordedTransition, liftedAt: CFTimeInterval, percent: Double, speed: Double) {
        var speed = 0.0
        let release = app.release(pull, hold: flick ? nil : 0.1, interrupted: interrupted) {
            speed = app.engine.run {
                guard let photo = app.findView("photo"), let window = photo.window,
                      let pan = photo.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer }).first else { return 0 }
                return Double(pan.velocity(in: window).y)
            }
        }
        let (run, liftedAt, percent) = (release.run, release.liftedAt, release.percent)
        if release.neverEnded, interrupted {
            throw GradingError(Phrase("magic.pull.interrupted-never-ended", "When the system interrupts a pull (a call comes in), the pan's state becomes `.cancelled`, and neither `finish()` nor `cancel()` reached UIKit: the photo stays where the finger left it and the app stops responding. Handle `.cancelled` as `.ended`: \(fix: "isPulling = false", todo: "3.3"), then finish or cancel as a lifted finger does (TODO 3.3)."), cause: .interactionNeverEnded)
        }
        if release.neverEnded {
            throw GradingError(Phrase("magic.pull.never-ended", "The finger lifted, but neither `finish()` nor `cancel()` reached UIKit, so the photo stays where the finger left it and the app stops responding. In the pan's `.ended` and `.cancelled` cases, call one of them (TODO 3.3)."), cause: .interactionNeverEnded)
        }
        try expectFinished(run, animator: "PhotoDismissAnimator")
        return (run, liftedAt, percent, speed)
    }

    /// The rest took as long as a completion speed of max(1, finger / slide speed) gives.
    @MainActor private func expectRest(_ app: LessonApp, _ run: RecordedTransition, liftedAt: CFTimeInterval, rest: Double, speed: Double, _ what: Phrase) throws {
        guard let completed = run.summary.completions.first?.time else { return }
        let slide = Double(Self.height) / Self.duration
        let expectedSpeed = max(1, abs(speed) / slide)
        let expected = rest * Self.duration / expectedSpeed
        let took = completed - liftedAt
        guard abs(took - expected) > 2 * app.engine.frameDuration + 0.02 else { return }
        let theirs = took > 0.001 ? rest * Self.duration / took : 0
        let should = abs(speed) > slide
            ? Phrase("magic.rest.finger-faster", "the finger was faster, so the rest should go on at the finger's speed: `completionSpeed = abs(speed) / (window.bounds.height / duration)`, \(String(format: "%.1f", expectedSpeed))")
            : Phrase("magic.rest.finger-slower", "the finger was slower, so the rest plays at the slide's own speed: `completionSpeed` 1 (`max(1, …)`)")
        throw GradingError(Phrase("magic.rest.wrong-speed", "Let go with \(Int((rest * 100).rounded())) % of the slide \(what), at \(Int(abs(speed))) points a second, the rest took \(Explainer.number(took, 2)) s: a `completionSpeed` of about \(String(format: "%.1f", theirs)). The slide alone moves \(Int(slide)) points a second (the screen's height in 0.4 s); \(should), \(Explainer.number(expected, 2)) s (TODO 3.3)."), cause: .wrongCompletionSpeed)
    }

    @MainActor private func expectPhotoBack(_ app: LessonApp, _ run: RecordedTransition, _ what: Phrase) throws {
        try expect(run.summary.wasCancelled, Phrase("magic.photo-back.finished", "\(what) should have put the photo back, but the dismissal finished."), cause: .wrongFinishThreshold)
        try expect(app.findView("photo").map(app.isVisible) == true, Phrase("magic.photo-back.not-showing", "After \(what) the photo should be showing again, but it is not."), cause: .screenNotVisible)
        try expectLeftClean(app, after: run, what, comingBack: ["from-view"])
    }

    @MainActor private func expectPhotoGone(_ app: LessonApp, _ run: RecordedTransition, _ what: Phrase) throws {
        try expect(run.summary.wasFinished, Phrase("magic.photo-gone.came-back", "\(what) should have put the photo away, but it came back."), cause: .wrongFinishThreshold)
        try expect(app.findView("photo") == nil && app.findView("detail").map(app.isVisible) == true,
                   Phrase("magic.photo-gone.detail-not-showing", "After \(what) the detail screen should be showing, but it is not."), cause: .screenNotVisible)
    }

    func test_thePhotoFollowsTheFingerAndComesBack() {
        grade { app in
            try openPhoto(app)
            let pull = try pull(app, to: [0.1, 0.2, 0.3, 0.4, 0.3], frames: "pull-away")
            // A pull scrubs `transitionDuration` seconds of the animations: a longer one lags.
            if let returned = app.summary(of: pull.number).duration, let longest = app.longestAnimationDuration(), longest - returned > 0.05 {
                throw app.abandon(pull, GradingError(Phrase("magic.pull.lags", "Your slide lasts \(Explainer.number(longest, 2)) s, but `transitionDuration(using:)` returns \(Explainer.number(returned, 2)) s. A pull turns the finger's progress into that many seconds of your animation, so the photo covers only \(Int((returned / longest * 100).rounded())) % of its way when the finger has gone all of it, and lags behind the finger; Close slides it away more slowly than the reference. Animate for `transitionDuration(using: transitionContext)`."), cause: .animationLongerThanDuration))
            }
            try expectFrames(RecordedTransition(summary: app.summary(of: pull.number), frames: pull.frames, settleError: nil, diagnostics: [], participants: pull.participants),
                             match: "pull-away", tolerance: 0.04, timing: false, slack: 1)
            let (run, _, _, _) = try letGo(app, pull, flick: false)
            try expectPhotoBack(app, run, Phrase("magic.what.let-go-30", "a pull let go at 30 %"))
            // The same photo screen, closed with its button: the pull is over.
            try closeAfterPull(app, Phrase("magic.what.pull-put-back", "a pull that put the photo back"))
        }
    }

    func test_letGoPastHalfwayTheRestPlaysAtItsOwnSpeed() {
        grade { app in
            try openPhoto(app)
            // A gentle release: the finger still moving, at about 200 points a second (the
            // slide alone moves more than 1,600), lifted at about 65 %.
            let gentle = (1...3).map { 0.6 + CGFloat($0) * 10 / Self.height }
            let pull = try pull(app, to: [0.2, 0.4, 0.6] + gentle)
            let (run, liftedAt, percent, speed) = try letGo(app, pull, flick: true)
            try expectPhotoGone(app, run, Phrase("magic.what.let-go-gently", "a pull let go gently at \(Int((percent * 100).rounded())) %"))
            try expectRest(app, run, liftedAt: liftedAt, rest: 1 - percent, speed: speed, Phrase("magic.rest.left-to-play", "left to play"))
        }
    }

    func test_aFlickDownGoesOnAtTheFingersSpeed() {
        grade { app in
            try openPhoto(app)
            // 60 points every 0.02 s: 3,000 points a second, let go at 36 %.
            let steps = (1...4).map { CGFloat($0) * 60 / Self.height }
            let pull = try pull(app, to: steps, step: 0.02)
            let (run, liftedAt, percent, speed) = try letGo(app, pull, flick: true)
            try expect(run.summary.wasFinished, Phrase("magic.flick-down.put-back", "A flick down at \(Int(abs(speed))) points a second, let go at \(Int((percent * 100).rounded())) %, put the photo back; a flick (over 1,000 points a second) decides by its direction: down finishes, whatever the progress (TODO 3.3)."), cause: .wrongFinishThreshold)
            try expectPhotoGone(app, run, Phrase("magic.what.flick-down", "the flick down"))
            try expectRest(app, run, liftedAt: liftedAt, rest: 1 - percent, speed: speed, Phrase("magic.rest.left-to-play", "left to play"))
        }
    }

    func test_aFlickUpPutsThePhotoBack() {
        grade { app in
            try openPhoto(app)
            // Down to 80 %, then up at 3,000 points a second to 53 %: past half way, but flung back.
            let down: [CGFloat] = [0.2, 0.4, 0.6, 0.8]
            let up = (1...3).map { 0.8 - CGFloat($0) * 60 / Self.height }
            let pull = try pull(app, to: down + up, step: 0.02)
            let (run, liftedAt, percent, speed) = try letGo(app, pull, flick: true)
            try expect(run.summary.wasCancelled, Phrase("magic.flick-up.put-away", "A flick up at \(Int(abs(speed))) points a second, let go at \(Int((percent * 100).rounded())) %, put the photo away; a flick (over 1,000 points a second) decides by its direction: up puts the photo back, even past half way (TODO 3.3)."), cause: .wrongFinishThreshold)
            try expectPhotoBack(app, run, Phrase("magic.what.flick-up", "the flick up"))
            try expectRest(app, run, liftedAt: liftedAt, rest: percent, speed: speed, Phrase("magic.rest.to-roll-back", "to roll back"))
        }
    }

    /// Taps "Close" on the photo a pull put back: UIKit must not get the pull. Why it did is
    /// read from the pull itself: `isPulling` left true, or the pull vended whatever the flag.
    @MainActor private func closeAfterPull(_ app: LessonApp, _ after: Phrase) throws {
        let pulling: Bool? = app.engine.run {
            let photo = app.window?.rootViewController.flatMap { root -> UIViewController? in
                var top = root
                while let next = top.presentedViewController { top = next }
                return top
            }
            guard let photo, let pull = Mirror(reflecting: photo).children.first(where: { $0.label == "pull" })?.value else { return nil }
            return Mirror(reflecting: pull).children.first { $0.label == "isPulling" }?.value as? Bool
        }
        let close = try app.recordTransition { try app.tap("photo.close") }
        if close.summary.wasInteractive {
            if pulling == false {
                throw GradingError(Phrase("magic.close.hangs-not-pulling", "After \(after), tapping \"Close\" hangs the app: `isPulling` is false, yet the delegate handed UIKit the pull for a dismissal no finger drives, so it waits at 0 %. Return the pull only while `pull.isPulling` is true, nil otherwise (TODO 3.5)."), cause: .interactionControllerWithoutGesture)
            }
            throw GradingError(Phrase("magic.close.hangs-still-pulling", "After \(after), tapping \"Close\" hangs the app: `isPulling` is still true, so the delegate handed UIKit the pull for a dismissal no finger drives, and it waits at 0 %. Set it back to false when the finger lifts, in `.ended` and `.cancelled` (\(fix: "isPulling = false", todo: "3.3"), TODO 3.3)."), cause: .interactionFlagNotReset)
        }
        try expectFinished(close, animator: "PhotoDismissAnimator")
    }

    /// A pull the system interrupts (the pan's state `.cancelled`) at 30 % puts the photo back,
    /// as a lifted finger does, and "Close" then plays by itself.
    func test_anInterruptedPullPutsThePhotoBack() {
        grade { app in
            try openPhoto(app)
            let pull = try pull(app, to: [0.1, 0.2, 0.3])
            let (run, _, _, _) = try letGo(app, pull, flick: false, interrupted: true)
            try expectPhotoBack(app, run, Phrase("magic.what.interrupted-30", "a pull the system interrupted at 30 %"))
            try closeAfterPull(app, Phrase("magic.what.interrupted", "an interrupted pull"))
        }
    }

    func test_closeStaysATapAndPullsWorkTwice() {
        grade { app in
            try openPhoto(app)
            let close = try app.recordTransition { try app.tap("photo.close") }
            if close.summary.wasInteractive {
                throw GradingError(Phrase("magic.close.hangs", "Tapping \"Close\" hangs the app: UIKit got the pull for a dismissal no finger drives, so it waits at 0 %. Return the pull only while `pull.isPulling` is true (TODO 3.5)."), cause: .interactionControllerWithoutGesture)
            }
            try expectFinished(close, animator: "PhotoDismissAnimator")
            try expect(app.findView("photo") == nil, Phrase("magic.close.photo-still-showing", "After \"Close\" the photo is still showing."), cause: .screenNotVisible)
            let rounds = [Phrase("magic.when.again", " again"), Phrase("magic.when.third-time", " a third time")]
            for (index, round) in rounds.enumerated() {
                try openPhoto(app, round)
                let p = try pull(app, to: [0.3, 0.6], round)
                let (run, _, _, _) = try letGo(app, p, flick: false)
                try expectPhotoGone(app, run, index == 0 ? Phrase("magic.what.let-go-60", "a pull let go at 60 %")
                                    : Phrase("magic.what.let-go-60-again", "a pull let go at 60 % (the second time)"))
            }
            try openPhoto(app, Phrase("magic.when.after-two-pulls", " after two pulls"))
            let last = try app.recordTransition { try app.tap("photo.close") }
            if last.summary.wasInteractive {
                throw GradingError(Phrase("magic.close.hangs-after-pulls", "After pulls, tapping \"Close\" hangs the app: UIKit got the pull for a dismissal no finger drives. Return it only while `pull.isPulling` is true, and set that back to false when the finger lifts (TODO 3.3, 3.5)."), cause: .interactionControllerWithoutGesture)
            }
            try expectFinished(last, animator: "PhotoDismissAnimator")
        }
    }
}
