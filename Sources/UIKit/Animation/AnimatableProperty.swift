/// One animatable layer property: its key path, its value type, and how it is read from and
/// written to a `LayerState`. Every key path an animation may name is in `AnimatableProperties.table`.
struct PropertyKey<Value: AnimatableValue> {
    let get: (LayerState) -> Value
    let set: (inout LayerState, Value) -> Void

    init(get: @escaping (LayerState) -> Value, set: @escaping (inout LayerState, Value) -> Void) {
        self.get = get
        self.set = set
    }

    init(_ keyPath: WritableKeyPath<LayerState, Value>) {
        get = { $0[keyPath: keyPath] }
        set = { $0[keyPath: keyPath] = $1 }
    }
}

/// The type-erased face of a `PropertyKey`, used by the key-path table.
@MainActor
protocol AnyAnimatableProperty {
    var keyPath: String { get }
    /// The only kind of layer that has this property (nil: every layer).
    var onlyOn: LayerKind? { get }
    /// Whether changing the property outside an animation block animates implicitly on a
    /// standalone layer.
    var implicitlyAnimates: Bool { get }
    /// The current value, boxed (as `presentation().value(forKeyPath:)` would give it).
    func boxedValue(in state: LayerState) -> Any
    /// Builds the evaluator of a property animation, or explains what is wrong with it.
    func compile(_ animation: CAPropertyAnimation) throws(AnimationProblem) -> any CompiledAnimation
    /// UIKit's block animation from `old` to `new`: additive when the type allows it.
    func blockAnimation(from old: LayerState, to new: LayerState, presentation: LayerState, beginFromCurrentState: Bool) -> CABasicAnimation?
    /// Whether the property differs between two states.
    func differs(_ a: LayerState, _ b: LayerState) -> Bool
}

/// A kind of layer that has properties of its own.
enum LayerKind {
    case shape, gradient
    var name: String { self == .shape ? "CAShapeLayer" : "CAGradientLayer" }
    @MainActor func matches(_ layer: CALayer) -> Bool { self == .shape ? layer is CAShapeLayer : layer is CAGradientLayer }
}

/// What is wrong with an animation, worded for the learner.
struct AnimationProblem: Error {
    var kind: UIKitDiagnostic.Kind
    var message: String
}

@MainActor
struct AnimatableProperty<Value: AnimatableValue & Equatable>: AnyAnimatableProperty {
    let keyPath: String
    let key: PropertyKey<Value>
    var onlyOn: LayerKind? = nil
    var implicitlyAnimates = true
    /// UIKit animates this property additively in blocks (false for colours, which cannot be).
    var additiveInBlocks = true

    func boxedValue(in state: LayerState) -> Any {
        let value = key.get(state)
        if let path = value as? PathValue { return path.path }
        return value
    }

    func differs(_ a: LayerState, _ b: LayerState) -> Bool { key.get(a) != key.get(b) }

    func convert(_ any: Any?, _ role: String, _ animation: CAPropertyAnimation) throws(AnimationProblem) -> Value? {
        guard let any else { return nil }
        if let v = Value.from(any) { return v }
        var hint = ""
        if String(describing: type(of: any)) == "UIColor" { hint = " — layers take CGColor: write .cgColor after the colour" }
        throw AnimationProblem(
            kind: .wrongValueType,
            message: "\(animation.summary): \(role) is a \(type(of: any)), but \"\(keyPath)\" takes \(Value.expectedDescription)\(hint). The animation does nothing on iOS; here it is skipped too.")
    }

    func compile(_ animation: CAPropertyAnimation) throws(AnimationProblem) -> any CompiledAnimation {
        let timing = animation.timingModel
        let common = CompiledProperty<Value>.Common(
            key: key, keyPath: keyPath, timing: timing, timingFunction: animation.timingFunction,
            additive: animation.isAdditive, cumulative: animation.isCumulative)
        if let keyframes = animation as? CAKeyframeAnimation {
            var values: [Value] = []
            if let path = keyframes.path {
                guard Value.self == CGPoint.self else {
                    throw AnimationProblem(kind: .wrongValueType, message: "\(animation.summary): a keyframe path can only move a CGPoint property such as \"position\".")
                }
                guard let motion = PathMotion(path, mode: keyframes.calculationMode, keyTimes: keyframes.keyTimes?.map(\.doubleValue)) else {
                    throw AnimationProblem(kind: .misuse, message: "\(animation.summary): its path has no segments to move along.")
                }
                return CompiledProperty(common: common, source: .path(motion, functions: keyframes.timingFunctions))
            } else {
                for (i, v) in (keyframes.values ?? []).enumerated() {
                    if let value = try convert(v, "values[\(i)]", animation) { values.append(value) }
                }
            }
            guard !values.isEmpty else {
                throw AnimationProblem(kind: .misuse, message: "\(animation.summary) has no values: set values (or path) before adding it.")
            }
            let mode = keyframes.calculationMode
            let keyTimes = KeyframeTiming.keyTimes(
                values: values, given: keyframes.keyTimes?.map(\.doubleValue), mode: mode)
            if values.count > 1, mode != .discrete {
                for i in 0..<(values.count - 1) where values[i].interpolated(to: values[i + 1], 0.5) == nil {
                    throw AnimationProblem(kind: .uninterpolablePaths, message: "\(animation.summary): values[\(i)] and values[\(i + 1)] cannot be interpolated — paths must have the same number and kinds of points (build both with the same UIBezierPath initializer).")
                }
            }
            return CompiledProperty(common: common, source: .keyframes(
                values: values, keyTimes: keyTimes, functions: keyframes.timingFunctions, mode: mode))
        }
        let basic = animation as? CABasicAnimation
        let from = try convert(basic?.fromValue, "fromValue", animation)
        let to = try convert(basic?.toValue, "toValue", animation)
        let by = try convert(basic?.byValue, "byValue", animation)
        if let from, let to, from.interpolated(to: to, 0.5) == nil {
            throw AnimationProblem(kind: .uninterpolablePaths, message: "\(animation.summary): fromValue and toValue cannot be interpolated — paths must have the same number and kinds of points (build both with the same UIBezierPath initializer). On iOS the shape jumps instead of morphing.")
        }
        if let spring = animation as? CASpringAnimation {
            return CompiledProperty(common: common, source: .spring(spring.spring, from: from, to: to, by: by))
        }
        return CompiledProperty(common: common, source: .basic(from: from, to: to, by: by))
    }

    func blockAnimation(from old: LayerState, to new: LayerState, presentation: LayerState, beginFromCurrentState: Bool) -> CABasicAnimation? {
        let oldValue = beginFromCurrentState ? key.get(presentation) : key.get(old)
        let newValue = key.get(new)
        let animation = CABasicAnimation(keyPath: keyPath)
        if additiveInBlocks, !beginFromCurrentState, let delta = oldValue.delta(from: newValue) {
            animation.isAdditive = true
            animation.fromValue = delta
            animation.toValue = Value.additiveIdentity
        } else {
            animation.fromValue = oldValue
            animation.toValue = newValue
        }
        return animation
    }
}

/// Key times for keyframes: the given ones when they fit, evenly spread otherwise, or by
/// distance for the paced modes.
enum KeyframeTiming {
    static func keyTimes<V: AnimatableValue>(values: [V], given: [Double]?, mode: CAAnimationCalculationMode) -> [Double] {
        let n = values.count
        if n <= 1 { return [0] }
        switch mode {
        case .paced, .cubicPaced:
            var distances = [0.0]
            for i in 1..<n { distances.append(distances[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = distances[n - 1]
            return total > 0 ? distances.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        case .discrete:
            if let given, given.count == n + 1 || given.count == n { return given }
            return (0...n).map { Double($0) / Double(n) }
        default:
            if let given, given.count == n { return given }
            return (0..<n).map { Double($0) / Double(n - 1) }
        }
    }
}

/// The key paths animations may use, and on which layers.
@MainActor
enum AnimatableProperties {
    static let table: [String: any AnyAnimatableProperty] = makeTable()

    private static func makeTable() -> [String: any AnyAnimatableProperty] {
        var t: [String: any AnyAnimatableProperty] = [:]
        func add(_ p: any AnyAnimatableProperty) { t[p.keyPath] = p }

        add(AnimatableProperty(keyPath: "bounds", key: PropertyKey(\.bounds)))
        add(AnimatableProperty(keyPath: "bounds.origin", key: PropertyKey(\.bounds.origin)))
        add(AnimatableProperty(keyPath: "bounds.origin.x", key: PropertyKey(\.bounds.origin.x)))
        add(AnimatableProperty(keyPath: "bounds.origin.y", key: PropertyKey(\.bounds.origin.y)))
        add(AnimatableProperty(keyPath: "bounds.size", key: PropertyKey(\.bounds.size)))
        add(AnimatableProperty(keyPath: "bounds.size.width", key: PropertyKey(\.bounds.size.width)))
        add(AnimatableProperty(keyPath: "bounds.size.height", key: PropertyKey(\.bounds.size.height)))
        add(AnimatableProperty(keyPath: "position", key: PropertyKey(\.position)))
        add(AnimatableProperty(keyPath: "position.x", key: PropertyKey(\.position.x)))
        add(AnimatableProperty(keyPath: "position.y", key: PropertyKey(\.position.y)))
        add(AnimatableProperty(keyPath: "zPosition", key: PropertyKey(\.zPosition)))
        add(AnimatableProperty(keyPath: "anchorPoint", key: PropertyKey(\.anchorPoint)))
        add(AnimatableProperty(keyPath: "anchorPointZ", key: PropertyKey(\.anchorPointZ)))
        add(AnimatableProperty(keyPath: "opacity", key: PropertyKey(\.opacity)))
        add(AnimatableProperty(keyPath: "cornerRadius", key: PropertyKey(\.cornerRadius)))
        add(AnimatableProperty(keyPath: "borderWidth", key: PropertyKey(\.borderWidth)))
        add(AnimatableProperty(keyPath: "backgroundColor", key: PropertyKey(
            get: { $0.backgroundColor ?? .clear }, set: { $0.backgroundColor = $1 }), additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "borderColor", key: PropertyKey(
            get: { $0.borderColor ?? .clear }, set: { $0.borderColor = $1 }), additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "shadowColor", key: PropertyKey(
            get: { $0.shadowColor ?? .clear }, set: { $0.shadowColor = $1 }), additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "shadowOpacity", key: PropertyKey(\.shadowOpacity)))
        add(AnimatableProperty(keyPath: "shadowOffset", key: PropertyKey(\.shadowOffset)))
        add(AnimatableProperty(keyPath: "shadowRadius", key: PropertyKey(\.shadowRadius)))
        // Like every CGPath property on iOS, explicit animations only (CALayer docs, shadowPath).
        add(AnimatableProperty(keyPath: "shadowPath", key: PropertyKey<PathValue>(
            get: { PathValue($0.shadowPath) }, set: { $0.shadowPath = $1.path }), implicitlyAnimates: false))

        for base in ["transform", "sublayerTransform"] {
            let matrix: WritableKeyPath<LayerState, CATransform3D> = base == "transform" ? \.transform : \.sublayerTransform
            add(AnimatableProperty(keyPath: base, key: PropertyKey(matrix)))
            for component in TransformComponent.allCases {
                if component == .translation {
                    add(AnimatableProperty<CGSize>(keyPath: "\(base).\(component.rawValue)", key: PropertyKey(
                        get: { s in let t = TransformParts(s[keyPath: matrix]); return CGSize(width: t.translation.x, height: t.translation.y) },
                        set: { s, v in
                            var t = TransformParts(s[keyPath: matrix])
                            t.translation.x = Double(v.width); t.translation.y = Double(v.height)
                            s[keyPath: matrix] = t.matrix
                        }), implicitlyAnimates: false))
                } else {
                    add(AnimatableProperty<CGFloat>(keyPath: "\(base).\(component.rawValue)", key: PropertyKey(
                        get: { s in CGFloat(TransformParts(s[keyPath: matrix])[component]) },
                        set: { s, v in
                            var t = TransformParts(s[keyPath: matrix])
                            t[component] = Double(v)
                            s[keyPath: matrix] = t.matrix
                        }), implicitlyAnimates: false))
                }
            }
        }

        add(AnimatableProperty(keyPath: "path", key: PropertyKey<PathValue>(
            get: { PathValue($0.path) }, set: { $0.path = $1.path }), onlyOn: .shape, implicitlyAnimates: false))
        add(AnimatableProperty(keyPath: "fillColor", key: PropertyKey(
            get: { $0.fillColor ?? .clear }, set: { $0.fillColor = $1 }), onlyOn: .shape, additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "strokeColor", key: PropertyKey(
            get: { $0.strokeColor ?? .clear }, set: { $0.strokeColor = $1 }), onlyOn: .shape, additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "lineWidth", key: PropertyKey(\.lineWidth), onlyOn: .shape))
        add(AnimatableProperty(keyPath: "strokeStart", key: PropertyKey(\.strokeStart), onlyOn: .shape))
        add(AnimatableProperty(keyPath: "strokeEnd", key: PropertyKey(\.strokeEnd), onlyOn: .shape))
        add(AnimatableProperty(keyPath: "colors", key: PropertyKey<ListValue<CGColor>>(
            get: { ListValue(elements: $0.gradientColors ?? []) }, set: { $0.gradientColors = $1.elements.isEmpty ? nil : $1.elements }),
            onlyOn: .gradient, additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "locations", key: PropertyKey<ListValue<CGFloat>>(
            get: { ListValue(elements: $0.gradientLocations ?? []) }, set: { $0.gradientLocations = $1.elements.isEmpty ? nil : $1.elements }),
            onlyOn: .gradient, additiveInBlocks: false))
        add(AnimatableProperty(keyPath: "startPoint", key: PropertyKey(\.startPoint), onlyOn: .gradient))
        add(AnimatableProperty(keyPath: "endPoint", key: PropertyKey(\.endPoint), onlyOn: .gradient))
        return t
    }

    /// Properties that exist on layers but that Core Animation cannot animate, with advice.
    static let notAnimatable: [String: String] = [
        "frame": "\"frame\" is not animatable in Core Animation (it is computed from bounds, position, anchorPoint and transform): animate \"position\" and \"bounds\" instead, or set frame inside UIView.animate.",
        "center": "layers have no \"center\": animate \"position\".",
        "alpha": "layers have no \"alpha\": animate \"opacity\" (views call it alpha).",
        "hidden": "\"hidden\" does not animate smoothly: animate \"opacity\" instead.",
        "isHidden": "\"isHidden\" does not animate smoothly: animate \"opacity\" instead.",
        "masksToBounds": "\"masksToBounds\" cannot be animated.",
    ]

    /// Looks up `keyPath` for `layer`, or explains why it cannot be animated there.
    static func property(_ keyPath: String?, for layer: CALayer, animation: CAPropertyAnimation) throws(AnimationProblem) -> any AnyAnimatableProperty {
        guard let keyPath, !keyPath.isEmpty else {
            throw AnimationProblem(kind: .unknownKeyPath, message: "\(animation.summary) has no key path: create it with \(type(of: animation))(keyPath: \"opacity\") (or another property).")
        }
        if let advice = notAnimatable[keyPath] {
            throw AnimationProblem(kind: .unknownKeyPath, message: "\(animation.summary): \(advice)")
        }
        guard let property = table[keyPath] else {
            var message = "\(animation.summary): \(type(of: layer)) has no animatable property \"\(keyPath)\"."
            if let guess = closestKey(to: keyPath) { message += " Did you mean \"\(guess)\"?" }
            throw AnimationProblem(kind: .unknownKeyPath, message: message)
        }
        if let kind = property.onlyOn, !kind.matches(layer) {
            throw AnimationProblem(kind: .unknownKeyPath, message: "\(animation.summary): only a \(kind.name) has \"\(keyPath)\"; this layer is a \(type(of: layer)).")
        }
        return property
    }

    /// The known key path nearest to `key` by edit distance, if it is close.
    static func closestKey(to key: String) -> String? {
        let candidates = table.keys.sorted()
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(2, key.count / 3) else { return nil }
        return best.0
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
