import Foundation
import UIKit

/// One way a view on the learner's screen differs from the reference's at one moment.
public struct SceneDifference: Sendable {
    public enum Aspect: String, Sendable {
        /// The reference shows the view; the learner's screen has no such view.
        case missing
        /// The learner's screen shows a view the reference does not show.
        case extra
        /// A snapshot of another view than the reference's.
        case content
        /// Hidden (`isHidden`) in one, shown in the other.
        case hidden
        /// A different alpha.
        case opacity
        /// Turned in 3-D with perspective in one and without in the other.
        case perspective
        /// Turned about another axis.
        case rotationAxis
        /// Turned the other way.
        case rotationDirection
        /// Turned by a different angle.
        case rotation
        /// In another place or of another size.
        case frame
        /// In the same place on screen, but of another size in its own points (its bounds):
        /// resized where the other is scaled by its transform.
        case size
        /// Rounded by another corner radius.
        case corners
        /// In front of a view it should be behind, or the reverse.
        case order
    }

    public let aspect: Aspect
    public let role: String
    /// The learner's view (nil when missing).
    public let actual: ViewState?
    /// The reference's view (nil when extra).
    public let expected: ViewState?
    /// For `.order`: the view it is stacked against, and its state.
    public let other: String?
    public let otherState: ViewState?
    /// Seconds since the transition began, once an `Explainer` explains it (nil before).
    public var time: Double?
    /// Whether the learner's view stood in the same place in every recorded frame but the last
    /// (known when the difference comes from a sequence of frames): the animation never moved it.
    public var stillThroughout: Bool?

    public init(aspect: Aspect, role: String, actual: ViewState?, expected: ViewState?, other: String? = nil, otherState: ViewState? = nil) {
        self.aspect = aspect
        self.role = role
        self.actual = actual
        self.expected = expected
        self.other = other
        self.otherState = otherState
    }
}

/// Compares the views of the learner's frames with the reference's, moment by moment.
public enum SceneComparison {
    /// Largest difference, in points, between two frames that look the same.
    static let frameTolerance: CGFloat = 12
    /// Largest difference in degrees between two turns that look the same.
    static let rotationTolerance = 12.0
    /// Largest difference in how much of a view shows (alpha).
    static let opacityTolerance = 0.25
    /// Largest difference between two timing curves, as a share of the way (0…1).
    public static let curveTolerance = 0.1

    /// How much of a view shows: nothing when it is edge-on.
    static func seen(_ v: ViewState) -> Double { v.isEdgeOn ? 0 : v.shown }

    /// Whether the view covers at least a point.
    static func hasArea(_ v: ViewState) -> Bool { v.frame.width >= 1 && v.frame.height >= 1 }

    /// The axis a view is mostly turned about ("x" or "y"), when it is turned more than 10°.
    static func axis(_ v: ViewState) -> String? {
        guard max(abs(v.rotation.x), abs(v.rotation.y)) > 10 else { return nil }
        return abs(v.rotation.y) >= abs(v.rotation.x) ? "y" : "x"
    }

    /// The differences beyond tolerance (scaled by `strictness`: 0.5 finds differences half as
    /// large), the most visible first.
    public static func differences(expected: SceneState, actual: SceneState, strictness: Double = 1) -> [SceneDifference] {
        var found: [SceneDifference] = []
        func add(_ aspect: SceneDifference.Aspect, _ role: String, _ a: ViewState?, _ e: ViewState?, other: String? = nil) {
            found.append(SceneDifference(aspect: aspect, role: role, actual: a, expected: e, other: other, otherState: other.flatMap { actual[$0] ?? expected[$0] }))
        }
        let visible = 0.05
        for e in expected.views where e.role != "container" {
            guard let a = actual[e.role] else {
                if seen(e) > 0.5 { add(.missing, e.role, nil, e) }
                continue
            }
            let (sa, se) = (seen(a), seen(e))
            if sa <= visible && se <= visible { continue }
            if e.role.hasPrefix("snapshot"), a.name != e.name { add(.content, e.role, a, e) }
            // Shown in one and not the other (hidden, transparent, edge-on, or of no size).
            if se <= visible || sa <= visible || !hasArea(a) {
                if se > 0.15 || (sa > 0.15 && hasArea(a)) {
                    if a.isHidden != e.isHidden {
                        add(.hidden, e.role, a, e)
                    } else if a.isEdgeOn != e.isEdgeOn, a.shown > visible, e.shown > visible {
                        add(.rotation, e.role, a, e)
                    } else if hasArea(a) || !hasArea(e) {
                        add(.opacity, e.role, a, e)
                    } else {
                        add(.frame, e.role, a, e)
                    }
                }
                continue
            }
            if abs(sa - se) > opacityTolerance * strictness { add(a.isHidden != e.isHidden ? .hidden : .opacity, e.role, a, e) }
            var turnedDifferently = false
            if a.isTurnedIn3D || e.isTurnedIn3D {
                if (a.perspective == 0) != (e.perspective == 0), max(abs(a.rotation.y), abs(a.rotation.x)) > 5 {
                    add(.perspective, e.role, a, e)
                }
                let turnA = turn(a), turnE = turn(e)
                if let axisA = axis(a), let axisE = axis(e), axisA != axisE {
                    add(.rotationAxis, e.role, a, e)
                    turnedDifferently = true
                } else if turnA * turnE < 0, abs(turnA) > 5, abs(turnE) > 5 {
                    add(.rotationDirection, e.role, a, e)
                    turnedDifferently = true
                } else if abs(turnA - turnE) > rotationTolerance * strictness {
                    add(.rotation, e.role, a, e)
                    turnedDifferently = true
                }
            }
            // A view turned otherwise covers another place on screen: that is the turn's doing.
            let f = a.frame, g = e.frame
            if !turnedDifferently, max(abs(f.minX - g.minX), abs(f.minY - g.minY), abs(f.maxX - g.maxX), abs(f.maxY - g.maxY)) > frameTolerance * strictness {
                add(.frame, e.role, a, e)
            }
            // Corners: in the view's own points, as seen at its size on screen.
            let scale = Double(max(g.width, 1)) / Double(max(e.size.width, 1))
            if abs(a.cornerRadius - e.cornerRadius) * scale > 8 * strictness { add(.corners, e.role, a, e) }
        }
        for a in actual.views where a.role != "container" && seen(a) > 0.5 && hasArea(a) {
            if expected[a.role] == nil { add(.extra, a.role, a, nil) }
        }
        // Stacking: two overlapping views side by side in both scenes, in the other order.
        let shared = expected.views.filter { e in e.role != "container" && seen(e) > visible && (actual[e.role].map(seen) ?? 0) > visible }
        for (i, e1) in shared.enumerated() {
            for e2 in shared[(i + 1)...] where e1.parent == e2.parent {
                guard let a1 = actual[e1.role], let a2 = actual[e2.role], a1.parent == a2.parent, a1.parent == e1.parent,
                      e1.frame.intersects(e2.frame) else { continue }
                if (e1.depth < e2.depth) != (a1.depth < a2.depth) {
                    let (front, back) = a1.depth > a2.depth ? (e1.role, e2.role) : (e2.role, e1.role)
                    add(.order, front, actual[front], expected[front], other: back)
                }
            }
        }
        let rank: [SceneDifference.Aspect] = [.missing, .extra, .content, .hidden, .perspective, .rotationAxis, .rotationDirection, .frame, .size, .opacity, .rotation, .corners, .order]
        return found.sorted { rank.firstIndex(of: $0.aspect)! < rank.firstIndex(of: $1.aspect)! }
    }

    /// The main turn of a view in degrees: about y, or about x when that is larger.
    static func turn(_ v: ViewState) -> Double { abs(v.rotation.y) >= abs(v.rotation.x) ? v.rotation.y : v.rotation.x }

    /// The first moment a turning, visible view of the learner's is seen without the perspective
    /// the reference's has (or with one it has not): frame index and difference.
    public static func perspectiveDifference(expected: [SceneState], actual: [SceneState]) -> (frame: Int, difference: SceneDifference)? {
        for (index, (e, a)) in zip(expected, actual).enumerated() {
            for difference in differences(expected: e, actual: a) where difference.aspect == .perspective {
                guard let view = difference.actual, seen(view) > 0.5, abs(turn(view)) > 10, abs(turn(view)) < 80 else { continue }
                return (index, difference)
            }
        }
        return nil
    }

    // MARK: Timing

    /// A property a curve follows.
    enum Quantity: String, CaseIterable {
        case shown, rotationX, rotationY, rotationZ, centerX, centerY, width, height

        func value(_ v: ViewState) -> Double {
            switch self {
            case .shown: v.shown
            case .rotationX: v.rotation.x
            case .rotationY: v.rotation.y
            case .rotationZ: v.rotation.z
            case .centerX: Double(v.center.x)
            case .centerY: Double(v.center.y)
            case .width: Double(v.size.width)
            case .height: Double(v.size.height)
            }
        }

        /// The least change that counts as an animation of it.
        var meaningfulChange: Double {
            switch self {
            case .shown: 0.3
            case .rotationX, .rotationY, .rotationZ: 20
            case .centerX, .centerY, .width, .height: 24
            }
        }

        /// "fade", "turn" or "move".
        var family: String {
            switch self {
            case .shown: "fade"
            case .rotationX, .rotationY, .rotationZ: "turn"
            case .centerX, .centerY, .width, .height: "move"
            }
        }
    }

    /// How far a view has come along a changing property at each frame, or nil when the
    /// property does not change enough: 0 at the start and 1 at the end — so a spring that
    /// overshoots goes past 1 and comes back — or, for a property that comes back to where it
    /// started, 1 at the value furthest from the start.
    static func progress(_ values: [Double], _ quantity: Quantity) -> [Double]? {
        guard let first = values.first, let last = values.last, let far = values.max(by: { abs($0 - first) < abs($1 - first) }),
              abs(far - first) >= quantity.meaningfulChange else { return nil }
        let unit = abs(last - first) >= quantity.meaningfulChange ? last - first : far - first
        return values.map { ($0 - first) / unit }
    }

    /// A changing property of one view across a sequence.
    struct Curve {
        let role: String
        let name: String
        let quantity: Quantity
        /// Progress per frame; nil where the view is not on screen.
        let progress: [Double?]
        /// The property's value at the first and the last frame on screen.
        let start: Double
        let end: Double
        /// How far it goes at most from its start.
        let reach: Double

        /// Goes past its end by a tenth of the way and comes back (a spring).
        var overshoots: Bool {
            abs(end - start) > 0 && progress.contains { ($0 ?? 0) > 1.1 }
        }

        /// When it moves, in seconds: from the moment it leaves its start (5 % of the way) to the
        /// moment it has (nearly) arrived (95 %), each found between the two frames around it.
        func window(times: [Double]) -> (start: Double, end: Double)? {
            func crossing(_ level: Double) -> Double? {
                var previous: (time: Double, value: Double)?
                for (time, value) in zip(times, progress) {
                    guard let value else { continue }
                    if value >= level {
                        guard let p = previous, value > p.value else { return time }
                        return p.time + (time - p.time) * (level - p.value) / (value - p.value)
                    }
                    previous = (time, value)
                }
                return nil
            }
            guard let start = crossing(0.05), let end = crossing(0.95) else { return nil }
            return (start, end)
        }

    }

    /// The curves of the views of a sequence: every property of a view that changes
    /// meaningfully over the frames where the view is visible in the window (at least three).
    static func curves(_ scenes: [SceneState]) -> [Curve] {
        var roles: [String] = []
        for scene in scenes { for v in scene.views where !roles.contains(v.role) && v.role != "container" { roles.append(v.role) } }
        var result: [Curve] = []
        for role in roles {
            let states = scenes.map { $0[role] }
            let present = states.map { $0?.isVisible ?? false }
            guard present.filter({ $0 }).count >= 3, let name = states.lazy.compactMap({ $0 }).first?.name else { continue }
            for quantity in Quantity.allCases {
                let values = zip(states, present).compactMap { $1 ? quantity.value($0!) : nil }
                guard let p = progress(values, quantity) else { continue }
                var iterator = p.makeIterator()
                result.append(Curve(role: role, name: name, quantity: quantity, progress: present.map { $0 ? iterator.next() : nil },
                                    start: values.first ?? 0, end: values.last ?? 0,
                                    reach: values.map { abs($0 - (values.first ?? 0)) }.max() ?? 0))
            }
        }
        return result
    }

    /// A learner's property that changes at other moments, or along another curve, than the
    /// reference's, while it starts and ends alike.
    public struct TimingDifference: Sendable {
        public let role: String
        public let name: String
        /// "fade", "turn" or "move".
        public let family: String
        /// When it moves, in seconds, in yours and in the reference.
        public let actualWindow: (start: Double, end: Double)?
        public let expectedWindow: (start: Double, end: Double)?
        /// Whether it moves at clearly other moments (parts in another order, or at other
        /// times), rather than at about the same moments along another curve.
        public let isShifted: Bool
        /// The frame where the two differ most.
        public let frame: Int
        /// How far the learner's view had come there, and the reference's (0…1).
        public let actual: Double
        public let expected: Double
        /// Whether the property goes past its end and comes back (a spring) in yours, and in
        /// the reference.
        public var overshoots: (actual: Bool, expected: Bool) = (false, false)

        /// The reference springs past the end and settles; yours does not (or the reverse).
        public var springDiffers: Bool { overshoots.actual != overshoots.expected }
    }

    /// The property of the learner's views whose timing differs most from the reference's: the
    /// same property of the same view when the reference animates it, else — for fades, where
    /// a fade-out of the view in front looks like a fade-in of the one behind — any fade. Only
    /// properties that end where the reference's end count (a view that ends elsewhere is a
    /// difference of state, not of timing). `times` are the frames' times; `role` limits the
    /// search to one view.
    public static func timingDifference(expected: [SceneState], actual: [SceneState], times: [Double], role: String? = nil) -> TimingDifference? {
        guard expected.count == actual.count, times.count == expected.count, expected.count > 2 else { return nil }
        let span = (times.last ?? 0) - (times.first ?? 0)
        let reference = curves(expected)
        var found: [(difference: TimingDifference, weight: Double)] = []
        for learner in curves(actual) where role == nil || learner.role == role {
            var candidates = reference.filter { $0.role == learner.role && $0.quantity == learner.quantity }
            if candidates.isEmpty, learner.quantity == .shown { candidates = reference.filter { $0.quantity == .shown } }
            guard !candidates.isEmpty else { continue }
            func distance(_ c: Curve) -> (Double, Int) {
                var worst = (0.0, 0)
                for (i, pair) in zip(c.progress, learner.progress).enumerated() {
                    guard let x = pair.0, let y = pair.1 else { continue }
                    if abs(x - y) > worst.0 { worst = (abs(x - y), i) }
                }
                return worst
            }
            let (match, (worst, frame)) = candidates.map { ($0, distance($0)) }.min { $0.1.0 < $1.1.0 }!
            guard worst > curveTolerance else { continue }
            // Starts and ends where the reference's does (within a fifth of the way it goes).
            let way = max(abs(match.end - match.start), match.reach, learner.quantity.meaningfulChange)
            guard abs(learner.start - match.start) < 0.2 * way, abs(learner.end - match.end) < 0.2 * way else { continue }
            let windows = (learner.window(times: times), match.window(times: times))
            // Shifted: the move happens earlier or later (its middle moves), or one of its ends
            // is far off; a curve of another pace starts earlier and ends later alike.
            var shift = 0.0, middle = 0.0
            if let a = windows.0, let e = windows.1 {
                shift = max(abs(a.start - e.start), abs(a.end - e.end))
                middle = abs((a.start + a.end) - (e.start + e.end)) / 2
            }
            var difference = TimingDifference(role: learner.role, name: learner.name, family: learner.quantity.family,
                                              actualWindow: windows.0, expectedWindow: windows.1,
                                              isShifted: middle > 0.05 * span || shift > 0.15 * span,
                                              frame: frame, actual: learner.progress[frame] ?? 0, expected: match.progress[frame] ?? 0)
            difference.overshoots = (learner.overshoots, match.overshoots)
            found.append((difference, shift + worst * span))
        }
        return found.max { $0.weight < $1.weight }?.difference
    }
}
