import Foundation
import UIKit

/// Turns views into the words a chapter uses for them.
public struct Vocabulary: Sendable {
    /// Names by `accessibilityIdentifier` ("cards": "the card screen").
    public var names: [String: Phrase]

    public init(_ names: [String: Phrase] = [:]) { self.names = names }

    /// "the card screen", "the snapshot", "the to-view (PetViewController.view)".
    public func name(_ role: String, _ state: ViewState?) -> Phrase {
        if let state, let name = names[state.name] { return name }
        let shown = state.map { " (\($0.name))" } ?? ""
        switch role {
        case "container": return Phrase("view.container", "the container view")
        case "from-view": return Phrase("view.from-view", "the from-view\(shown)")
        case "to-view": return Phrase("view.to-view", "the to-view\(shown)")
        default:
            if role.hasPrefix("other ") { return Phrase("view.other", "the view \(role.dropFirst(6))") }
            if role.hasPrefix("snapshot") { return Phrase("view.snapshot-role", "the \(Phrase("view.snapshot", "snapshot"))\(role.dropFirst(8))") }
            return Phrase("view.role", "the \(role)")
        }
    }
}

/// What a check knows about its exercise that turns a difference into advice: the names of its
/// screens and, for the differences it foresees, what the learner most likely forgot.
public struct Explainer: Sendable {
    public var vocabulary: Vocabulary
    /// Advice for a difference this exercise foresees (its cause and what to try), or nil for
    /// the general advice.
    public var advise: @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)?
    /// What to try when a view's timing differs, or nil for the general advice.
    public var adviseTiming: @Sendable (SceneComparison.TimingDifference) -> Phrase?

    public init(vocabulary: Vocabulary = Vocabulary(), advise: @escaping @Sendable (SceneDifference) -> (cause: Cause, advice: Phrase)? = { _ in nil },
                adviseTiming: @escaping @Sendable (SceneComparison.TimingDifference) -> Phrase? = { _ in nil }) {
        self.vocabulary = vocabulary
        self.advise = advise
        self.adviseTiming = adviseTiming
    }

    /// "At t = 0.25 s".
    public static func at(_ time: Double) -> Phrase { Phrase("frame.at", "At t = \(String(format: "%.2f", time)) s") }

    /// The sentence for a difference at `time` (seconds since the transition began).
    public func explain(_ difference: SceneDifference, at time: Double) -> (cause: Cause, sentence: Phrase) {
        var d = difference
        d.time = time
        let name = vocabulary.name(d.role, d.actual ?? d.expected)
        let at = Self.at(time)
        let fact: Phrase
        var cause: Cause
        var advice: Phrase
        switch d.aspect {
        case .missing:
            fact = Phrase("frame.missing", "\(at) the reference shows \(name); your screen has none")
            cause = .viewMissing
            advice = d.role.hasPrefix("snapshot") ? Phrase("frame.missing.snapshot-advice", "Did you add the snapshot to `transitionContext.containerView`?") : Phrase("frame.missing.advice", "Is it added to `transitionContext.containerView`?")
        case .extra:
            fact = Phrase("frame.extra", "\(at) your screen shows \(name), which the reference does not show at this moment")
            cause = d.role.hasPrefix("snapshot") ? .snapshotLeftBehind : .extraView
            advice = Phrase("frame.extra.advice", "Is it left over from the animation? Remove it (`removeFromSuperview()`) or hide it when its part is over.")
        case .content:
            fact = Phrase("frame.content", "\(at) your snapshot is a picture of \(pictured(d.actual)), the reference's of \(pictured(d.expected))")
            cause = .wrongSnapshot
            advice = Phrase("frame.content.advice", "Snapshot the view the reference pictures: `snapshotView(afterScreenUpdates:)` on that controller's view.")
        case .rotationAxis:
            let a = d.actual!, e = d.expected!
            fact = Phrase("frame.rotation-axis", "\(at) \(name) is turned \(Self.turn(a)) in yours, \(Self.turn(e)) in the reference: about another axis")
            cause = .wrongRotation
            advice = Phrase("frame.rotation-axis.advice", "`CATransform3DMakeRotation(angle, x, y, z)` turns about the axis (x, y, z): (0, 1, 0) is the vertical one, y.")
        case .corners:
            fact = Phrase("frame.corners", "\(at) \(name) has a corner radius of \(Self.number(d.actual?.cornerRadius ?? 0, 0)) points in yours, \(Self.number(d.expected?.cornerRadius ?? 0, 0)) in the reference")
            cause = .wrongCorners
            advice = Phrase("frame.corners.advice", "Check `layer.cornerRadius` before the animation and in the animation block.")
        case .hidden:
            let yours = d.actual?.isHidden == true
            fact = yours ? Phrase("frame.hidden.yours", "\(at) \(name) is hidden (`isHidden` is true) in yours, shown in the reference")
                : Phrase("frame.hidden.reference", "\(at) \(name) is shown in yours, hidden in the reference")
            cause = .wrongOpacity
            advice = yours ? Phrase("frame.hidden.yours.advice", "Show it again (`isHidden = false`) where the reference does.") : Phrase("frame.hidden.reference.advice", "Hide it (`isHidden = true`) while something else plays its part.")
        case .opacity:
            fact = Phrase("frame.opacity", "\(at) \(name) shows at alpha \(Self.number(d.actual?.shown ?? 0)) in yours, \(Self.number(d.expected?.shown ?? 0)) in the reference")
            cause = .wrongOpacity
            advice = Phrase("frame.opacity.advice", "Check which view you fade, from which alpha to which.")
        case .perspective:
            let a = d.actual!, e = d.expected!
            if a.perspective == 0 {
                fact = Phrase("frame.no-perspective", "\(at) \(name) is turned \(Self.turn(a)) with no perspective (`m34` is 0), so it only gets narrower; the reference's is seen with perspective (`m34` = \(Self.number(e.perspective, 4)))")
                cause = .noPerspective
                advice = Phrase("frame.no-perspective.advice", "Set the perspective before you animate: `m34` of the container layer's `sublayerTransform` (or of the layer's own transform).")
            } else {
                fact = Phrase("frame.extra-perspective", "\(at) \(name) is seen with perspective (`m34` = \(Self.number(a.perspective, 4))); the reference's has none")
                cause = .wrongFrame
                advice = Phrase("frame.extra-perspective.advice", "Leave its transform flat.")
            }
        case .rotationDirection:
            fact = Phrase("frame.rotation-direction", "\(at) \(name) is turned \(Self.turn(d.actual!)) in yours, \(Self.turn(d.expected!)) in the reference: it turns the other way")
            cause = .wrongRotationDirection
            advice = Phrase("frame.rotation-direction.advice", "Check the sign of the angle you rotate by.")
        case .rotation:
            fact = Phrase("frame.rotation", "\(at) \(name) is turned \(Self.turn(d.actual!)) in yours, \(Self.turn(d.expected!)) in the reference")
            cause = .wrongRotation
            advice = Phrase("frame.rotation.advice", "Check the angles and when each turn happens.")
        case .frame:
            let a = d.actual!.frame, e = d.expected!.frame
            fact = Phrase("frame.frame", "\(at) \(name) is \(Self.size(a)) at \(Self.point(a.origin)) in yours; the reference has it at \(Self.rect(e))")
            cause = .wrongFrame
            advice = a.width < 1 || a.height < 1 ? Phrase("frame.frame.no-size-advice", "It has no size: is the frame it starts from set?") : Phrase("frame.frame.advice", "Check the frame you give it before the animation and in the animation block.")
        case .size:
            let a = d.actual!, e = d.expected!
            let scaled = { (v: ViewState) in abs(v.frame.width - v.size.width) > 1 || abs(v.frame.height - v.size.height) > 1 }
            let yours = Self.size(CGRect(origin: .zero, size: a.size)), theirs = Self.size(CGRect(origin: .zero, size: e.size))
            switch (scaled(a), scaled(e)) {
            case (true, true): fact = Phrase("frame.size.both-scaled", "\(at) \(name) covers the same place in both, but yours is a view of \(yours) points scaled by its transform, the reference's a view of \(theirs) points scaled by its transform")
            case (true, false): fact = Phrase("frame.size.yours-scaled", "\(at) \(name) covers the same place in both, but yours is a view of \(yours) points scaled by its transform, the reference's a view of \(theirs) points")
            case (false, true): fact = Phrase("frame.size.reference-scaled", "\(at) \(name) covers the same place in both, but yours is a view of \(yours) points drawn at that size, the reference's a view of \(theirs) points scaled by its transform")
            case (false, false): fact = Phrase("frame.size.none-scaled", "\(at) \(name) covers the same place in both, but yours is a view of \(yours) points drawn at that size, the reference's a view of \(theirs) points")
            }
            cause = .wrongFrame
            advice = scaled(e)
                ? Phrase("frame.size.scale-advice", "Scale it (`transform = CGAffineTransform(scaleX:y:)`) instead of changing its frame or bounds: a resized view lays its content out again at the new size, while a scaled one shrinks the whole picture.")
                : Phrase("frame.size.resize-advice", "Change its frame rather than scaling it with a transform.")
        case .order:
            let other = vocabulary.name(d.other ?? "", d.otherState)
            fact = Phrase("frame.order", "\(at) \(name) is in front of \(other) in yours, behind it in the reference")
            cause = .wrongOrder
            advice = Phrase("frame.order.advice", "Check the order you add them in (`insertSubview(_:belowSubview:)` puts a view behind another).")
        }
        if let special = advise(d) {
            cause = special.cause
            advice = special.advice
        }
        return (cause, fact + Phrase("sentence.end", ". ") + advice)
    }

    /// The sentence for a property whose timing differs, and its cause: `.wrongTiming` when it
    /// moves at clearly other moments, `.wrongCurve` when only its pace differs. `times` are the
    /// frames' times.
    public func explain(_ t: SceneComparison.TimingDifference, times: [Double]) -> (cause: Cause, sentence: Phrase) {
        let name = vocabulary.name(t.role, ViewState(role: t.role, name: t.name, frame: .zero))
        func time(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
        let at = times.indices.contains(t.frame) ? times[t.frame] : 0
        let yours = Int((t.actual * 100).rounded()), theirs = Int((t.expected * 100).rounded())
        var sentence = switch t.family {
        case "fade": Phrase("timing.faded", "At t = \(time(at)) \(name) has faded \(yours) % of the way in yours, \(theirs) % in the reference")
        case "turn": Phrase("timing.turned", "At t = \(time(at)) \(name) has turned \(yours) % of the way in yours, \(theirs) % in the reference")
        default: Phrase("timing.moved", "At t = \(time(at)) \(name) has moved \(yours) % of the way in yours, \(theirs) % in the reference")
        }
        if let a = t.actualWindow, let e = t.expectedWindow {
            let window: Phrase = switch t.family {
            case "fade": Phrase("timing.fades-window", ": yours fades from about \(time(a.start)) to \(time(a.end)), the reference's from \(time(e.start)) to \(time(e.end))")
            case "turn": Phrase("timing.turns-window", ": yours turns from about \(time(a.start)) to \(time(a.end)), the reference's from \(time(e.start)) to \(time(e.end))")
            default: Phrase("timing.moves-window", ": yours moves from about \(time(a.start)) to \(time(a.end)), the reference's from \(time(e.start)) to \(time(e.end))")
            }
            sentence += window
        }
        sentence += Phrase("sentence.stop", ".")
        if t.springDiffers {
            sentence += t.overshoots.expected
                ? Phrase("timing.reference-springs", " The reference springs past its end and settles back; yours stops at its end.")
                : Phrase("timing.yours-springs", " Yours springs past its end and settles back; the reference's stops at its end.")
        }
        let cause: Cause = t.springDiffers || !t.isShifted ? .wrongCurve : .wrongTiming
        let advice = adviseTiming(t) ?? (t.isShifted
            ? Phrase("timing.shifted.advice", "Check when each part of your animation starts and how long it runs (for keyframes, `withRelativeStartTime` and `relativeDuration` are fractions of the whole animation, not seconds).")
            : Phrase("timing.curve.advice", "Check the animation's timing curve: `UIView.animate` eases in and out unless its options say otherwise, and a keyframe animation eases its whole timeline in and out."))
        return (cause, sentence + " " + advice)
    }


    /// "0.25", "1", "-0.002": a number as a learner writes it.
    /// `sentence` going on after a lead-in ("For the push, " + …): its first letter in lower
    /// case, unless its first word is a name written in capitals ("UIKit", "TODO").
    public static func continuing(_ sentence: String) -> String { Phrase.continuing(sentence) }

    public static func number(_ v: Double, _ digits: Int = 2) -> String {
        var text = String(format: "%.\(digits)f", v)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// What a snapshot pictures, from its name ("snapshot of pet" → "the pet screen").
    func pictured(_ v: ViewState?) -> Phrase {
        guard let name = v?.name, name.hasPrefix("snapshot of ") else { return Phrase("view.another", "another view") }
        let source = String(name.dropFirst(12))
        return vocabulary.names[source] ?? Phrase(verbatim: source)
    }

    static func point(_ p: CGPoint) -> String { "(\(number(Double(p.x), 0)), \(number(Double(p.y), 0)))" }
    static func size(_ r: CGRect) -> String { "\(number(Double(r.width), 0))×\(number(Double(r.height), 0))" }
    /// "(48, 96, 280, 400)".
    public static func rect(_ r: CGRect) -> String { "(\(number(Double(r.minX), 0)), \(number(Double(r.minY), 0)), \(number(Double(r.width), 0)), \(number(Double(r.height), 0)))" }

    /// "−45° about y".
    static func turn(_ v: ViewState) -> Phrase {
        let (angle, axis) = abs(v.rotation.y) >= abs(v.rotation.x) ? (v.rotation.y, "y") : (v.rotation.x, "x")
        let sign = angle < 0 ? "−" : "+"
        return Phrase("frame.turn", "\(sign)\(number(abs(angle), 0))° about \(axis)")
    }
}
