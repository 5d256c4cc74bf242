import Frames
import Grading
import UIKit
import XCTest

/// What chapter 2 calls its views, and the mistakes its frames reveal.
enum Pop {
    /// Runs `check`; when it finds the details growing out of the wrong place and UIKit ran
    /// another animator than the list's `transition` (a new one the delegate made), says so:
    /// what was set on `transition` never reached the animator that ran.
    @MainActor static func explainingAnotherAnimator(_ app: LessonApp, _ run: RecordedTransition, _ check: () throws -> Void) throws {
        do {
            try check()
        } catch let error as GradingError where [.originFrameNotSet, .wrongFrame, .wrongCoordinateSpace].contains(error.cause) {
            guard let other = app.animatorOtherThanKept(run.participants, owner: run.participants.fromViewController, property: "transition") else { throw error }
            throw GradingError(Phrase("pop.another-animator", "UIKit ran a \(other), but not the list's `transition`: `animationController(forPresented:presenting:source:)` returned a new one, so what you set on `transition` (its `originFrame`, `presenting`) never reached the animator that ran. Return `transition` itself (TODO 1.5).\nWhat the check saw: \(error.phrase)"), cause: .wrongAnimator, mismatch: error.mismatch)
        }
    }

    /// The spring's length, in seconds.
    static let duration = 1.0

    /// The thumbnail the checks tap, and its place in the window (the shelf is at (16, 528)).
    static let herb = "herb.1"
    static let herbFrame = CGRect(x: 16 + 88, y: 528, width: 72, height: 96)

    static let vocabulary = Vocabulary([
        "herbs": Phrase("pop.name.herbs", "the herb list"), "details": Phrase("pop.name.details", "the details screen"),
        "details.text": Phrase("pop.name.details-text", "the details' text"),
        "herbs.background": Phrase("pop.name.background", "the background picture"), "herbs.shelf": Phrase("pop.name.shelf", "the shelf"),
        "herb.0": Phrase("pop.name.basil", "the basil thumbnail"), "herb.1": Phrase("pop.name.mint", "the mint thumbnail"),
        "herb.2": Phrase("pop.name.rosemary", "the rosemary thumbnail"), "herb.3": Phrase("pop.name.thyme", "the thyme thumbnail"),
    ])

    /// What to try when the flight's timing differs.
    static let timingAdvice: @Sendable (SceneComparison.TimingDifference) -> Phrase? = { t in
        if t.role == "details.text" {
            return Phrase("pop.timing.text", "Fade the text in the spring's own animation block (`textPanel.alpha`), so that it follows the spring.")
        }
        return Phrase("pop.timing.spring", "The reference is one spring of 1 s: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)` with damping 0.4 and velocity 0, which overshoots the full size a little and settles.")
    }

    /// Advice for the differences of a flight. `presenting` says which way it goes.
    static func advice(presenting: Bool) -> @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? {
        { d in
            switch d.aspect {
            case .frame where d.role == "to-view" || d.role == "from-view":
                guard let a = d.actual?.frame, let e = d.expected?.frame else { return nil }
                // The thumbnail's frame in the shelf's coordinates: 528 points too high.
                if abs((e.minY - a.minY) - 528) < 24, abs(e.minX - a.minX) < 24, a.width < 200 {
                    let fact = presenting
                        ? Phrase("pop.shelf-coordinates.starts", "It starts at the thumbnail's frame in the shelf's coordinates, (\(Int(a.minX)), \(Int(a.minY))), not the window's: convert it before you hand it to the animator.")
                        : Phrase("pop.shelf-coordinates.ends", "It ends at the thumbnail's frame in the shelf's coordinates, (\(Int(a.minX)), \(Int(a.minY))), not the window's: convert it before you hand it to the animator.")
                    return (.wrongCoordinateSpace, fact + Phrase("pop.shelf-coordinates.how", " In the delegate the thumbnail is `selectedImage`: \(fix: "guard let thumbnail = selectedImage, let shelf = thumbnail.superview else { return nil }", todo: "1.5"), then \(fix: "transition.originFrame = shelf.convert(thumbnail.frame, to: nil)", todo: "1.5")."))
                }
                // Converted from the thumbnail's own coordinates: as far again from the shelf's corner (16, 528).
                if abs(a.minX - (2 * e.minX - 16)) < 24, abs(a.minY - (2 * e.minY - 528)) < 24, abs(a.minX - e.minX) > 24, a.width < 200 {
                    let fact = presenting
                        ? Phrase("pop.thumbnail-coordinates.starts", "It starts at (\(Int(a.minX)), \(Int(a.minY))), as far from the thumbnail as the thumbnail is from the shelf's corner: its frame was converted from the thumbnail's own coordinates.")
                        : Phrase("pop.thumbnail-coordinates.ends", "It ends at (\(Int(a.minX)), \(Int(a.minY))), as far from the thumbnail as the thumbnail is from the shelf's corner: its frame was converted from the thumbnail's own coordinates.")
                    return (.wrongCoordinateSpace, fact + Phrase("pop.thumbnail-coordinates.how", " A view's `frame` is in its superview's coordinates, so convert from the shelf: \(fix: "guard let thumbnail = selectedImage, let shelf = thumbnail.superview else { return nil }", todo: "1.5"), then \(fix: "transition.originFrame = shelf.convert(thumbnail.frame, to: nil)", todo: "1.5")."))
                }
                if !presenting, a.width >= 370, a.height >= 660, e.width < 200 {
                    return (.wrongFrame, Phrase("pop.details-never-shrink", "The details never shrink: they are still full size where the reference's are back in the thumbnail. If the list moves instead, the animator thinks it is presenting: set \(fix: "transition.presenting = false", todo: "2.1") in `animationController(forDismissed:)`. Otherwise animate the details' (the from-view's) transform and center towards the thumbnail."))
                }
                if a.minX < 8, a.minY < 8, a.width < e.width {
                    return (.originFrameNotSet, presenting
                        ? Phrase("pop.origin-not-set.grows", "It grows out of the top-left corner: `transition.originFrame` is still `.zero`. Set it to the thumbnail's frame, converted to the window's coordinates, in `animationController(forPresented:presenting:source:)`.")
                        : Phrase("pop.origin-not-set.shrinks", "It shrinks into the top-left corner: `transition.originFrame` is still `.zero`. Set it to the thumbnail's frame, converted to the window's coordinates, in `animationController(forPresented:presenting:source:)`."))
                }
                if e.width > 380 || e.height > 672, a.width <= 376, a.height <= 668 {
                    return (.wrongCurve, Phrase("pop.no-overshoot", "The reference's details overshoot the screen and settle back: a spring with `usingSpringWithDamping: 0.4` and `initialSpringVelocity: 0`, over the whole second."))
                }
                return nil
            case .opacity where d.role == "details.text":
                let tooMuch = (d.actual?.shown ?? 0) > (d.expected?.shown ?? 0)
                if !tooMuch {
                    return (.wrongOpacity, presenting
                        ? Phrase("pop.text-must-show.open", "The text must show on the big picture: take `textPanel.alpha` to 1 in the spring's animations, and leave it at 1 once the details are open.")
                        : Phrase("pop.text-must-show.close", "The text must show on the big picture: it fades out with the shrink, in the spring's animations, from 1, and leave it at 1 once the details are open."))
                }
                return (.wrongOpacity, presenting
                    ? Phrase("pop.text-on-small.open", "The text must not show on the small picture: set \(fix: "details.textPanel.alpha = 0", todo: "3.1") before the spring and take it to 1 in the spring's animations.")
                    : Phrase("pop.text-on-small.close", "The text must be gone before the picture is small: take `textPanel.alpha` to 0 in the spring's animations."))
            case .opacity where d.role == "to-view" || d.role == "from-view":
                return (.wrongOpacity, presenting
                    ? Phrase("pop.whole-screen-fades.open", "The whole details screen fades, picture and all, so the picture is faint on the small thumbnail where it should show at full strength. Only the text fades: animate `details.textPanel.alpha` from 0 to 1 in the spring's animations, and leave the details view's own `alpha` at 1.")
                    : Phrase("pop.whole-screen-fades.close", "The whole details screen fades, picture and all, so the picture is faint on the small thumbnail where it should show at full strength. Only the text fades: animate `details.textPanel.alpha` to 0 in the spring's animations, and leave the details view's own `alpha` at 1."))
            case .hidden where d.role == "details.text":
                return (.wrongOpacity, Phrase("pop.text-hidden", "`isHidden` does not animate: it shows or hides the text at once. Fade `textPanel.alpha` instead (0 on the small picture, 1 at full size), in the spring's animations."))
            case .hidden where d.role.hasPrefix("herb."), .opacity where d.role.hasPrefix("herb."):
                guard (d.actual?.shown ?? 0) > (d.expected?.shown ?? 0) else {
                    return presenting ? nil : (.thumbnailNotShownAgain, Phrase("pop.thumbnail-still-hidden", "The details have shrunk back into the thumbnail, and the thumbnail is still hidden from when they popped open. Give the animator a `dismissCompletion` that shows the thumbnail that was tapped (in `prepareTransition()`: \(fix: "transition.dismissCompletion = { [weak self] in self?.selectedImage?.isHidden = false }", todo: "2.3")), and call it in the spring's completion block when dismissing, before `completeTransition(_:)`."))
                }
                return (.thumbnailShown, presenting
                    ? Phrase("pop.thumbnail-shown.open", "The thumbnail shows while its details grow out of it. Hide it as soon as the transition starts (\(fix: "selectedImage?.isHidden = true", todo: "1.5") in `animationController(forPresented:presenting:source:)`), not when the animation ends.")
                    : Phrase("pop.thumbnail-shown.close", "The thumbnail is back before the details have shrunk into it. Show it again only at the end: from `dismissCompletion`, called in the spring's completion block just before `completeTransition(_:)`."))
            case .order where !presenting && d.other == "from-view":
                return (.wrongOrder, Phrase("pop.details-behind-list", "When dismissing, the details (the from-view) must stay in front of the list while they shrink: add the list first, then \(fix: "containerView.bringSubviewToFront(herbView)", todo: "1.4"). If the list itself moves, the animator thinks it is presenting: set \(fix: "transition.presenting = false", todo: "2.1") in `animationController(forDismissed:)`."))
            case .corners:
                return (.wrongCorners, Phrase("pop.corners", "At the thumbnail's size the picture's corners must look like the thumbnail's 20 points: in the view's own points that is `20 / scale` (the width's scale), 0 at full size. Set it before the spring when presenting and animate it in the spring's animations."))
            default:
                return nil
            }
        }
    }

    static func explainer(presenting: Bool) -> Explainer {
        Explainer(vocabulary: vocabulary, advise: advice(presenting: presenting), adviseTiming: timingAdvice)
    }

    /// The shelf's place in each orientation.
    static let shelfPortrait = CGRect(x: 16, y: 528, width: 336, height: 128)
    static let shelfLandscape = CGRect(x: 160, y: 224, width: 336, height: 128)

    /// For the rotation: changes belong in the rotation's own animation.
    static let rotationExplainer = Explainer(vocabulary: vocabulary, advise: { d in
        switch d.aspect {
        case .frame where d.role == "herbs.shelf":
            guard let a = d.actual?.frame, let e = d.expected?.frame else { return nil }
            // Already where it goes, or still where it was: it did not move with the turn.
            let target = e == shelfPortrait ? shelfLandscape : e == shelfLandscape ? shelfPortrait : nil
            if let target, a == target {
                return (.wrongTiming, Phrase("pop.rotation.shelf-jumps", "The shelf is already in its new place when the turn begins: it was moved outside the rotation's animation, so it jumps. Move it inside `coordinator.animate(alongsideTransition:completion:)`, which runs your changes in step with the turn."))
            }
            return nil
        case .opacity where d.role == "herbs.background", .hidden where d.role == "herbs.background":
            let (a, e) = (d.actual?.shown ?? 0, d.expected?.shown ?? 0)
            // At one of the two values while the reference is at the other: it jumped.
            if [(0.25, 0.55), (0.55, 0.25)].contains(where: { abs(a - $0.0) < 0.02 && abs(e - $0.1) < 0.02 }) {
                return (.wrongTiming, Phrase("pop.rotation.background-jumps", "The background's alpha jumps between 0.55 and 0.25 instead of changing in step with the turn: set it inside `coordinator.animate(alongsideTransition:completion:)`, not before the turn or in its completion."))
            }
            return (.wrongOpacity, Phrase("pop.rotation.dim-background", "Dim the background alongside the rotation: `backgroundImage.alpha` 0.25 in landscape, 0.55 in portrait, inside `coordinator.animate(alongsideTransition:completion:)`."))
        default:
            return nil
        }
    }, adviseTiming: { _ in
        Phrase("pop.rotation.timing", "The reference changes in step with the turn: inside `coordinator.animate(alongsideTransition:completion:)`, which runs your changes in the rotation's own animation (its duration and curve), not in an animation of your own or in the completion.")
    })

    /// Taps the mint thumbnail and waits until its details are on show.
    @MainActor static func openDetails(_ app: LessonApp, herb: String = herb) throws {
        try app.tap(herb, leaving: "details", else: Phrase("pop.tap-no-details", "Tapping a thumbnail did not leave the details screen showing. The animator plays both directions: if an earlier pop worked, is `presenting` set back to true in `animationController(forPresented:presenting:source:)` every time?"))
    }

    /// The thumbnail's state now.
    @MainActor static func isHidden(_ app: LessonApp, _ id: String) throws -> Bool {
        let thumbnail = try app.view(id)
        return app.engine.run { thumbnail.isHidden }
    }
}

/// Chapter 2, exercise 1: the details pop open out of the tapped thumbnail on a spring.
final class PopOpenChecks: LessonTestCase {
    static var allTests: [(String, (PopOpenChecks) -> () throws -> Void)] {
        [
            ("test_herbPopsOpenOnASpring", test_herbPopsOpenOnASpring),
            ("test_thumbnailHidesWhileItsTwinIsOut", test_thumbnailHidesWhileItsTwinIsOut),
            ("test_eachHerbPopsOutOfItsOwnThumbnail", test_eachHerbPopsOutOfItsOwnThumbnail),
        ]
    }

    override var explainer: Explainer { Pop.explainer(presenting: true) }

    @MainActor private func pop(_ app: LessonApp, herb: String = Pop.herb, frames: String?) throws -> RecordedTransition {
        let run = try app.recordTransition(named: frames, duration: Pop.duration) { try app.tap(herb) }
        try expectFinished(run, animator: "PopAnimator")
        try expectDuration(run, Pop.duration, of: Phrase("pop.noun.pop", "pop"))
        return run
    }

    func test_herbPopsOpenOnASpring() {
        grade { app in
            app.watched = [Pop.herb]
            let run = try pop(app, frames: "pop-open")
            try expectLeftClean(app, after: run, Phrase("pop.after.pop", "the pop"), comingBack: ["from-view"])
            try Pop.explainingAnotherAnimator(app, run) { try expectMotion(run, match: "pop-open", role: "to-view", watched: [Pop.herb]) }
        }
    }

    func test_thumbnailHidesWhileItsTwinIsOut() {
        grade { app in
            // The list leaves the window while the details are on show: keep hold of the thumbnail.
            let thumbnail = try app.view(Pop.herb)
            _ = try pop(app, frames: nil)
            try expect(app.engine.run { thumbnail.isHidden }, Phrase("pop.thumbnail-showing-while-open", "While the details are open, the thumbnail they came out of is still showing: when they shrink back into it, it would be seen twice. Hide it when the transition starts (\(fix: "selectedImage?.isHidden = true", todo: "1.5") in `animationController(forPresented:presenting:source:)`)."), cause: .thumbnailShown)
        }
    }

    /// Not only the mint: every thumbnail is the start of its own details.
    func test_eachHerbPopsOutOfItsOwnThumbnail() {
        grade { app in
            let (number, _, participants) = try app.startTransition { try app.tap("herb.3") }
            let start = app.scene(participants)["to-view"]
            let expected = CGRect(x: 16 + 3 * 88, y: 528, width: 72, height: 96)
            // What UIKit was given comes first: without your animator, UIKit's own moves the view.
            try app.settle()
            try expectFinished(RecordedTransition(summary: app.summary(of: number), frames: [], settleError: nil, diagnostics: [], participants: participants), animator: "PopAnimator")
            if let start {
                let f = start.frame
                let off = max(abs(f.minX - expected.minX), abs(f.minY - expected.minY), abs(f.maxX - expected.maxX), abs(f.maxY - expected.maxY))
                if off > 8 {
                    let reference = ViewState(role: "to-view", name: "details", frame: expected)
                    let difference = SceneDifference(aspect: .frame, role: "to-view", actual: start, expected: reference, other: nil, otherState: nil)
                    let (cause, sentence) = explainer.explain(difference, at: 0)
                    throw GradingError(Phrase("pop.tapping-thyme", "Tapping the thyme thumbnail, \(sentence.continuing)"), cause: cause)
                }
            }
        }
    }
}

/// Chapter 2, exercise 2: the details shrink back into their thumbnail, which shows again.
final class ShrinkBackChecks: LessonTestCase {
    static var allTests: [(String, (ShrinkBackChecks) -> () throws -> Void)] {
        [
            ("test_detailsShrinkBackIntoTheThumbnail", test_detailsShrinkBackIntoTheThumbnail),
            ("test_thumbnailShowsAgain", test_thumbnailShowsAgain),
            ("test_everyHerbOpensAndClosesInTurn", test_everyHerbOpensAndClosesInTurn),
            ("test_listIsNotKeptAliveByItsAnimator", test_listIsNotKeptAliveByItsAnimator),
        ]
    }

    override var explainer: Explainer { Pop.explainer(presenting: false) }

    /// The closure the list gives its animator must not hold the list: the list owns the
    /// animator, so a strong `self` in it is a cycle that keeps both alive for ever.
    func test_listIsNotKeptAliveByItsAnimator() {
        grade { app in
            try expect(app.rootControllerIsFreedWhenReplaced(), Phrase("pop.list-kept-alive", "When the window lets go of the herb list, the list stays alive: something of your own still holds it. The list owns its `transition`, so a `dismissCompletion` closure that uses `self` strongly holds the list in turn, and neither can ever be freed. Capture it weakly: \(fix: "transition.dismissCompletion = { [weak self] in self?.selectedImage?.isHidden = false }", todo: "2.3")."), cause: .retainCycle)
        }
    }

    @MainActor private func shrink(_ app: LessonApp, frames: String?) throws -> RecordedTransition {
        guard app.findView("details").map(app.isVisible) == true else {
            throw GradingError(Phrase("pop.details-not-showing", "The details screen is not showing, so it cannot be tapped to close."), cause: .screenNotVisible)
        }
        let run = try app.recordTransition(named: frames, duration: Pop.duration) { try app.tap("details") }
        try expectFinished(run, animator: "PopAnimator")
        try expectDuration(run, Pop.duration, of: Phrase("pop.noun.shrink", "shrink"))
        return run
    }

    func test_detailsShrinkBackIntoTheThumbnail() {
        grade { app in
            let thumbnail = try app.view(Pop.herb)
            try Pop.openDetails(app)
            if !app.engine.run({ thumbnail.isHidden }) {
                throw GradingError(Phrase("pop.thumbnail-back-too-early", "The details have popped open, and the mint thumbnail is already back on the shelf under them: it was shown again at the end of the transition that opened them, so it will sit there while they shrink back into it. `dismissCompletion` belongs to the dismissal only: call it in the spring's completion block when `presenting` is false, just before `completeTransition(_:)` (TODO 2.2)."), cause: .thumbnailShown)
            }
            app.watched = [Pop.herb]
            let run = try shrink(app, frames: "shrink-back")
            // The list itself flew: the animator took the to-view for the details, or thought it
            // was presenting.
            let moved = run.frames.dropFirst().dropLast().lazy.compactMap { frame in
                SceneState(notes: frame.notes)?["to-view"].flatMap { $0.frame.width < 360 || $0.frame.height < 650 ? (frame.time ?? 0, $0.frame) : nil }
            }.first
            if let (time, frame) = moved {
                let flew = Phrase("pop.list-flew", "While the details should shrink back, the herb list itself flew: at t = \(Explainer.number(time, 2)) s it is drawn at \(Explainer.rect(frame)), and the details stay full screen.")
                let presenting = app.engine.run { run.participants.animator.flatMap { Mirror(reflecting: $0).children.first { $0.label == "presenting" }?.value as? Bool } }
                if presenting == true {
                    throw GradingError(flew + Phrase("pop.list-flew.still-presenting", " Your animator's `presenting` is still true, so it flies the to-view, as when the details open: set \(fix: "transition.presenting = false", todo: "2.1") in `animationController(forDismissed:)` before returning it (TODO 2.1)."), cause: .wrongFrame)
                }
                throw GradingError(flew + Phrase("pop.list-flew.wrong-view", " Dismissing, the view that flies is the details, the from-view: `let herbView = presenting ? toView : transitionContext.view(forKey: .from)` (TODO 1.2); the list waits behind it, untouched."), cause: .wrongFrame)
            }
            // The details are made anew for every herb: only the list comes back.
            try expectLeftClean(app, after: run, Phrase("pop.after.shrink", "the shrink"), comingBack: ["to-view"])
            try expectMotion(run, match: "shrink-back", role: "from-view", watched: [Pop.herb], endFirst: true)
        }
    }

    func test_thumbnailShowsAgain() {
        grade { app in
            try Pop.openDetails(app)
            _ = try shrink(app, frames: nil)
            try expect(!(try Pop.isHidden(app, Pop.herb)), Phrase("pop.mint-still-hidden", "The details shrank back into the mint thumbnail, and the thumbnail is gone: it is still hidden from when they popped open. Give the animator a `dismissCompletion` that shows it again (in `prepareTransition()`: \(fix: "transition.dismissCompletion = { [weak self] in self?.selectedImage?.isHidden = false }", todo: "2.3")), and call it before `completeTransition(_:)` when dismissing."), cause: .thumbnailNotShownAgain)
        }
    }

    /// Two herbs, one after the other: each shrinks back into its own thumbnail.
    func test_everyHerbOpensAndClosesInTurn() {
        grade { app in
            try Pop.openDetails(app, herb: "herb.0")
            _ = try shrink(app, frames: nil)
            try Pop.openDetails(app, herb: "herb.2")
            let (number, start, participants) = try app.startTransition { try app.tap("details") }
            app.engine.advance(to: start + Pop.duration * 0.98)
            let end = app.scene(participants)["from-view"]
            try app.settle()
            try expectFinished(RecordedTransition(summary: app.summary(of: number), frames: [], settleError: nil, diagnostics: [], participants: participants), animator: "PopAnimator")
            let expected = CGRect(x: 16 + 2 * 88, y: 528, width: 72, height: 96)
            if let end, max(abs(end.frame.midX - expected.midX), abs(end.frame.midY - expected.midY)) > 12 {
                let first = CGRect(x: 16, y: 528, width: 72, height: 96)
                let (x, y) = (Int(end.frame.midX), Int(end.frame.midY))
                let (ex, ey) = (Int(expected.midX), Int(expected.midY))
                if max(abs(end.frame.midX - first.midX), abs(end.frame.midY - first.midY)) <= 12 {
                    throw GradingError(Phrase("pop.rosemary-into-basil", "Opened and closed after the basil, the rosemary's details shrink towards (\(x), \(y)), not into the rosemary thumbnail at (\(ex), \(ey)), but into the basil's, tapped before: set `originFrame` from the thumbnail tapped each time, in `animationController(forPresented:presenting:source:)`."), cause: .wrongFrame)
                }
                let reference = ViewState(role: "from-view", name: "details", frame: expected)
                let difference = SceneDifference(aspect: .frame, role: "from-view", actual: end, expected: reference, other: nil, otherState: nil)
                let advice = explainer.advise(difference)?.advice ?? Phrase("pop.check-shrink-end", "Check where the shrink ends: the frame you shrink into, and the center you move to.")
                throw GradingError(Phrase("pop.rosemary-elsewhere", "Opened and closed after the basil, the rosemary's details shrink towards (\(x), \(y)), not into the rosemary thumbnail at (\(ex), \(ey)). \(advice)"), cause: .wrongFrame)
            }
            for herb in ["herb.0", "herb.2"] {
                try expect(!(try Pop.isHidden(app, herb)), Phrase("pop.thumbnail-hidden-after-two", "After two herbs were opened and closed, \(Pop.vocabulary.names[herb] ?? Phrase(verbatim: herb)) is still hidden. The thumbnail shown again must be the one that was tapped (`selectedImage`)."), cause: .thumbnailNotShownAgain)
            }
        }
    }
}

/// Chapter 2, exercise 3: no text on the small picture, and corners that never jump.
final class SmoothEdgesChecks: LessonTestCase {
    static var allTests: [(String, (SmoothEdgesChecks) -> () throws -> Void)] {
        [
            ("test_textShowsOnlyAtFullSize", test_textShowsOnlyAtFullSize),
            ("test_textIsGoneBeforeThePictureIsSmall", test_textIsGoneBeforeThePictureIsSmall),
        ]
    }

    override var explainer: Explainer { Pop.explainer(presenting: true) }

    func test_textShowsOnlyAtFullSize() {
        grade { app in
            app.watched = ["details.text"]
            let run = try app.recordTransition(named: "smooth-open", duration: Pop.duration) { try app.tap(Pop.herb) }
            try expectFinished(run, animator: "PopAnimator")
            try expectDuration(run, Pop.duration, of: Phrase("pop.noun.pop", "pop"))
            try expectLooks(run, match: "smooth-open", role: "details.text", aspects: [.opacity, .hidden, .missing])
            try expectLooks(run, match: "smooth-open", role: "to-view", aspects: [.corners, .opacity])
            try expectFrames(run, match: "smooth-open", tolerance: 0.03)
        }
    }

    func test_textIsGoneBeforeThePictureIsSmall() {
        grade { app in
            try Pop.openDetails(app)
            app.watched = ["details.text"]
            let run = try app.recordTransition(named: "smooth-close", duration: Pop.duration) { try app.tap("details") }
            try expectFinished(run, animator: "PopAnimator")
            try expectDuration(run, Pop.duration, of: Phrase("pop.noun.shrink", "shrink"))
            let closing = Pop.explainer(presenting: false)
            try expectLooks(run, match: "smooth-close", role: "details.text", aspects: [.opacity, .hidden, .missing], explainer: closing)
            try expectLooks(run, match: "smooth-close", role: "from-view", aspects: [.corners, .opacity], explainer: closing)
            try expectFrames(run, match: "smooth-close", tolerance: 0.03, explainer: closing)
        }
    }
}

/// Chapter 2, exercise 4: when the phone turns, the background dims and the shelf moves, in step
/// with the rotation.
final class RotationChecks: LessonTestCase {
    static var allTests: [(String, (RotationChecks) -> () throws -> Void)] {
        [
            ("test_backgroundDimsAlongsideTheTurn", test_backgroundDimsAlongsideTheTurn),
            ("test_shelfFindsItsPlaceInLandscape", test_shelfFindsItsPlaceInLandscape),
            ("test_turningBackRestoresPortrait", test_turningBackRestoresPortrait),
        ]
    }

    override var explainer: Explainer { Pop.rotationExplainer }

    static let watched = ["herbs.background", "herbs.shelf"]
    /// The turn takes 0.4 s; what follows it shows an animation of the learner's own that lags.
    static let watching = 0.8

    @MainActor private func state(_ app: LessonApp, _ id: String) throws -> (alpha: CGFloat, frame: CGRect) {
        let view = try app.view(id)
        return app.engine.run { (view.alpha, view.frame) }
    }

    /// A rotation's frames as a recorded transition, for the frame checks.
    @MainActor private func recorded(_ frames: [Frame]) -> RecordedTransition {
        RecordedTransition(summary: TransitionSummary(number: 0, events: []), frames: frames, settleError: nil, diagnostics: [], participants: Participants())
    }

    func test_backgroundDimsAlongsideTheTurn() {
        grade { app in
            app.watched = Self.watched
            let frames = try app.recordRotation(named: "rotate-landscape", to: .landscapeLeft, watching: Self.watching)
            let alpha = try state(app, "herbs.background").alpha
            try expect(abs(alpha - 0.25) < 0.01, Phrase("pop.landscape-background", "In landscape the background picture's alpha is \(Explainer.number(Double(alpha))): dim it to 0.25 when the screen is wider than tall, in `followRotation(to:with:)`, inside `coordinator.animate(alongsideTransition:completion:)`."), cause: .wrongOpacity)
            try expectLooks(recorded(frames), match: "rotate-landscape", role: "herbs.background", aspects: [.opacity, .hidden])
        }
    }

    func test_shelfFindsItsPlaceInLandscape() {
        grade { app in
            app.watched = Self.watched
            let frames = try app.recordRotation(named: "rotate-landscape", to: .landscapeLeft, watching: Self.watching)
            let frame = try state(app, "herbs.shelf").frame
            let expected = Pop.shelfLandscape
            try expect(frame == expected, frame.maxY > 375
                ? Phrase("pop.landscape-shelf.below", "In landscape the shelf is at \(Explainer.rect(frame)), below the bottom of the screen: move it to `shelfFrame(for: size)`, \(Explainer.rect(expected)) on the 667 × 375 screen, inside the alongside animation: \(fix: "self.shelf.frame = self.shelfFrame(for: size)", todo: "4.1").")
                : Phrase("pop.landscape-shelf.elsewhere", "In landscape the shelf is at \(Explainer.rect(frame)), not where it belongs: move it to `shelfFrame(for: size)`, \(Explainer.rect(expected)) on the 667 × 375 screen, inside the alongside animation: \(fix: "self.shelf.frame = self.shelfFrame(for: size)", todo: "4.1")."), cause: .wrongFrame)
            try expectMotion(recorded(frames), match: "rotate-landscape", role: "herbs.shelf", tolerance: 8)
        }
    }

    func test_turningBackRestoresPortrait() {
        grade { app in
            app.engine.rotate(to: .landscapeLeft)
            try app.settle()
            let landscape = try state(app, "herbs.shelf").frame
            try expect(landscape == Pop.shelfLandscape, Phrase("pop.landscape-first", "This check turns the phone back from landscape, and in landscape the shelf is not in its place yet (it is at \(Explainer.rect(landscape))): make \"shelf finds its place in landscape\" pass first."), cause: .wrongFrame)
            app.watched = Self.watched
            let frames = try app.recordRotation(named: "rotate-portrait", to: .portrait, watching: Self.watching)
            let (alpha, _) = try state(app, "herbs.background")
            let shelf = try state(app, "herbs.shelf").frame
            try expect(abs(alpha - 0.55) < 0.01, Phrase("pop.portrait-background", "Back in portrait the background picture's alpha is \(Explainer.number(Double(alpha))): it must return to 0.55 when the screen is taller than wide."), cause: .wrongOpacity)
            try expect(shelf == Pop.shelfPortrait, Phrase("pop.portrait-shelf", "Back in portrait the shelf is at \(Explainer.rect(shelf)): move it with \(fix: "self.shelf.frame = self.shelfFrame(for: size)", todo: "4.1") whichever way the phone turns."), cause: .wrongFrame)
            try expectFrames(recorded(frames), match: "rotate-portrait", tolerance: 0.03)
        }
    }
}
