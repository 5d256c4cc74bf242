import Foundation
import UIKit

/// What one view taking part in a transition looks like at one moment: its presentation values
/// (what is on screen, not what the code last set), in window coordinates.
public struct ViewState: Equatable, Sendable {
    /// The part the view plays: `from-view`, `to-view`, `container`, `snapshot`, `snapshot 2`,
    /// or `other <name>` for anything else in the container.
    public var role: String
    /// Its `accessibilityIdentifier`, or its controller's or its own type (`PetViewController.view`).
    public var name: String
    /// The smallest rectangle holding the view on screen, in points (with its transform).
    public var frame: CGRect
    /// Its centre (the layer's position) on screen, and its bounds' size: where it is and how big,
    /// leaving its own transform out.
    public var center: CGPoint
    public var size: CGSize
    /// Its own presentation opacity.
    public var alpha: Double
    /// Its opacity times its ancestors'.
    public var opacity: Double
    /// Whether it is in the window, with neither it nor an ancestor hidden.
    public var isVisible: Bool
    public var isHidden: Bool
    /// Its layer transform's rotation about x, y and z, in degrees.
    public var rotation: (x: Double, y: Double, z: Double)
    /// The perspective it is seen with: `m34` of its own transform, or else of its superlayer's
    /// `sublayerTransform` (0: none).
    public var perspective: Double
    /// Its layer's corner radius, in its own points.
    public var cornerRadius: Double
    /// The role or name of its superview ("window" for the window, "" when it has none).
    public var parent: String
    /// Its place among its superview's subviews (0: at the back).
    public var depth: Int

    public init(role: String, name: String, frame: CGRect, center: CGPoint? = nil, size: CGSize? = nil, alpha: Double = 1, opacity: Double? = nil,
                isVisible: Bool = true, isHidden: Bool = false, rotation: (x: Double, y: Double, z: Double) = (0, 0, 0),
                perspective: Double = 0, cornerRadius: Double = 0, parent: String = "", depth: Int = 0) {
        self.cornerRadius = cornerRadius
        self.role = role
        self.name = name
        self.frame = frame
        self.center = center ?? CGPoint(x: frame.midX, y: frame.midY)
        self.size = size ?? frame.size
        self.alpha = alpha
        self.opacity = opacity ?? alpha
        self.isVisible = isVisible
        self.isHidden = isHidden
        self.rotation = rotation
        self.perspective = perspective
        self.parent = parent
        self.depth = depth
    }

    public static func == (a: ViewState, b: ViewState) -> Bool {
        a.role == b.role && a.name == b.name && a.frame == b.frame && a.center == b.center && a.size == b.size && a.alpha == b.alpha
            && a.opacity == b.opacity && a.isVisible == b.isVisible && a.isHidden == b.isHidden && a.rotation == b.rotation
            && a.perspective == b.perspective && a.cornerRadius == b.cornerRadius && a.parent == b.parent && a.depth == b.depth
    }

    /// How much of it shows: its opacity when visible, else 0.
    /// How much of it shows: its opacity (0…1 — a spring may take a layer's opacity past 1 for
    /// a moment, which looks like 1), or 0 when it is not visible.
    public var shown: Double { isVisible ? Swift.min(Swift.max(opacity, 0), 1) : 0 }

    /// Whether it is turned about x or y (so that perspective shows).
    public var isTurnedIn3D: Bool { abs(rotation.x) > 1 || abs(rotation.y) > 1 }
}

/// The views taking part in a transition at one moment.
public struct SceneState: Equatable, Sendable {
    public var views: [ViewState]

    public init(views: [ViewState]) { self.views = views }

    public subscript(role: String) -> ViewState? { views.first { $0.role == role } }

    // MARK: Notes

    /// The state as frame notes: one line per view, `view to-view "pet" frame=0,0,375,667
    /// center=187.5,333.5 size=375,667 alpha=1 opacity=1 visible=1 hidden=0 rotation=0,0,0
    /// m34=0 parent=container depth=1`.
    public var notes: [String] { views.map(Self.note) }

    /// The state the notes of a frame describe (nil when they describe none).
    public init?(notes: [String]) {
        let views = notes.compactMap(Self.parse)
        guard !views.isEmpty else { return nil }
        self.views = views
    }

    private static func number(_ value: Double, _ digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        var trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()) : text
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed == "-0" ? "0" : trimmed
    }

    private static func note(_ v: ViewState) -> String {
        func list(_ values: Double..., digits: Int = 1) -> String { values.map { number($0, digits) }.joined(separator: ",") }
        let f = v.frame
        return "view \(v.role) \"\(v.name)\" frame=\(list(f.minX, f.minY, f.width, f.height))"
            + " center=\(list(v.center.x, v.center.y)) size=\(list(v.size.width, v.size.height))"
            + " alpha=\(number(v.alpha, 3)) opacity=\(number(v.opacity, 3)) visible=\(v.isVisible ? 1 : 0) hidden=\(v.isHidden ? 1 : 0)"
            + " rotation=\(list(v.rotation.x, v.rotation.y, v.rotation.z)) m34=\(number(v.perspective, 5)) radius=\(number(v.cornerRadius, 1))"
            + " parent=\(v.parent.isEmpty ? "-" : v.parent) depth=\(v.depth)"
    }

    private static func parse(_ line: String) -> ViewState? {
        guard line.hasPrefix("view "), let open = line.firstIndex(of: "\""),
              let close = line[line.index(after: open)...].firstIndex(of: "\"") else { return nil }
        let role = line[line.index(line.startIndex, offsetBy: 5)..<open].trimmingCharacters(in: .whitespaces)
        let name = String(line[line.index(after: open)..<close])
        var fields: [String: [Double]] = [:]
        var parent = ""
        for field in line[line.index(after: close)...].split(separator: " ") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0] == "parent" { parent = parts[1] == "-" ? "" : String(parts[1]); continue }
            fields[String(parts[0])] = parts[1].split(separator: ",").compactMap { Double($0) }
        }
        func value(_ key: String, _ count: Int) -> [Double]? {
            guard let v = fields[key], v.count == count else { return nil }
            return v
        }
        guard let frame = value("frame", 4), let center = value("center", 2), let size = value("size", 2),
              let alpha = value("alpha", 1), let opacity = value("opacity", 1), let visible = value("visible", 1),
              let hidden = value("hidden", 1), let rotation = value("rotation", 3), let m34 = value("m34", 1),
              let depth = value("depth", 1) else { return nil }
        return ViewState(role: role, name: name, frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                         center: CGPoint(x: center[0], y: center[1]), size: CGSize(width: size[0], height: size[1]),
                         alpha: alpha[0], opacity: opacity[0], isVisible: visible[0] != 0, isHidden: hidden[0] != 0,
                         rotation: (rotation[0], rotation[1], rotation[2]), perspective: m34[0], cornerRadius: fields["radius"]?.first ?? 0,
                         parent: parent, depth: Int(depth[0]))
    }
}

extension ViewState {
    /// A transform's turn in degrees about x, y and z, written the simple way: a turn of 100°
    /// about y decomposes as (180°, 80°, 180°) and is given as (0°, 100°, 0°).
    static func degrees(_ t: CATransform3D) -> (x: Double, y: Double, z: Double) {
        let r = t.eulerRotation
        let d = (x: r.x * 180 / .pi, y: r.y * 180 / .pi, z: r.z * 180 / .pi)
        if abs(abs(d.x) - 180) < 1, abs(abs(d.z) - 180) < 1 {
            return (0, (d.y >= 0 ? 180 : -180) - d.y, 0)
        }
        return d
    }

    /// Whether the view is seen edge-on (turned a quarter about x or y), so nothing of it shows.
    public var isEdgeOn: Bool { abs(abs(rotation.y) - 90) < 3 || abs(abs(rotation.x) - 90) < 3 }

    /// The state of `view` at global time `time`, through the presentation values of it and its
    /// ancestors.
    @MainActor
    static func capture(_ view: UIView, role: String, parent: String, at time: CFTimeInterval) -> ViewState {
        var chain: [CALayer] = []
        var layer: CALayer? = view.layer
        while let l = layer { chain.insert(l, at: 0); layer = l.superlayer }
        return capture(chain: chain, maskOf: nil, role: role, name: traceName(view), parent: parent,
                       depth: view.superview?.subviews.firstIndex { $0 === view } ?? 0, inWindow: view.window != nil, at: time)
    }

    /// The state of the mask of `view`'s layer (in its owner's space), or nil without one.
    @MainActor
    static func captureMask(of view: UIView, role: String, at time: CFTimeInterval) -> ViewState? {
        guard let mask = view.layer.mask else { return nil }
        var chain: [CALayer] = []
        var layer: CALayer? = view.layer
        while let l = layer { chain.insert(l, at: 0); layer = l.superlayer }
        return capture(chain: chain, maskOf: mask, role: role + " mask", name: "\(type(of: mask))", parent: role,
                       depth: 0, inWindow: view.window != nil, at: time)
    }

    /// The state of the last layer of `chain` (root first) — or of `mask`, the mask of that
    /// layer — at global time `time`.
    @MainActor
    private static func capture(chain: [CALayer], maskOf mask: CALayer?, role: String, name: String, parent: String,
                                depth: Int, inWindow: Bool, at time: CFTimeInterval) -> ViewState {
        var forward = Homography.identity
        var parentForward = Homography.identity
        var parentState: LayerState?
        var visible = inWindow
        var opacity = 1.0
        var own = LayerState()
        var inherited = 0.0
        for l in chain {
            let state = l.presentationState(atGlobalTime: time)
            parentForward = forward
            forward = CALayer.toParentHomography(state, parent: parentState, isMask: false).then(forward)
            if state.isHidden { visible = false }
            opacity *= Double(state.opacity)
            own = state
            inherited = Double(parentState?.sublayerTransform.m34 ?? 0)
            parentState = state
        }
        if let mask {
            // A mask lives in its owner's bounds space; the owner's sublayerTransform does not apply.
            let state = mask.presentationState(atGlobalTime: time)
            parentForward = forward
            forward = CALayer.toParentHomography(state, parent: own, isMask: true).then(forward)
            if state.isHidden { visible = false }
            opacity *= Double(state.opacity)
            own = state
            inherited = 0
        }
        // A shape layer used as a mask covers what its path covers, wherever the path lies: a
        // `CAShapeLayer()` with no bounds masks through its path all the same, so its path is
        // what is measured (and its centre, since its position says nothing then).
        var b = own.bounds
        var pathCentre: (x: CGFloat, y: CGFloat, w: CGFloat)?
        if mask is CAShapeLayer, b.width == 0 || b.height == 0, let path = own.path, !path.isEmpty {
            b = path.boundingBoxOfPath
            pathCentre = forward.map(b.midX, b.midY)
        }
        let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map { forward.map($0.0, $0.1) }
        var frame = CGRect.zero
        if corners.allSatisfy({ $0.w > 0 }) {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            frame = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        // The position is in the superlayer's bounds space; the superlayer's own map takes it to
        // the screen (its sublayerTransform would turn it with the view: left out).
        let centre = pathCentre ?? parentForward.map(own.position.x, own.position.y)
        let ownM34 = Double(own.transform.m34)
        return ViewState(role: role, name: name, frame: frame,
                         center: centre.w > 0 ? CGPoint(x: centre.x, y: centre.y) : .zero, size: b.size,
                         alpha: Double(own.opacity), opacity: opacity, isVisible: visible, isHidden: own.isHidden,
                         rotation: degrees(own.transform), perspective: ownM34 != 0 ? ownM34 : inherited,
                         cornerRadius: Double(own.cornerRadius), parent: parent, depth: depth)
    }
}
