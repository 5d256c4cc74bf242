/// Collects the property changes of an `animateKeyframes` block, keyframe by keyframe, and turns
/// them into one `CAKeyframeAnimation` per changed property spanning the whole duration.
@MainActor
final class KeyframeRecorder {
    struct Track {
        let layer: CALayer
        let property: any AnyAnimatableProperty
        let initial: LayerState
        /// (relative start, relative end, state after the keyframe), in the order recorded.
        var keyframes: [(start: Double, end: Double, state: LayerState)] = []
    }

    var tracks: [Track] = []
    /// The window of the keyframe being recorded; changes made outside any keyframe span the
    /// whole animation.
    var window: (start: Double, duration: Double) = (0, 1)

    func record(layer: CALayer, property: any AnyAnimatableProperty, old: LayerState, new: LayerState) {
        let start = window.start, end = window.start + window.duration
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.property.keyPath == property.keyPath }) {
            tracks[index].keyframes.append((start, end, new))
        } else {
            var track = Track(layer: layer, property: property, initial: old)
            track.keyframes.append((start, end, new))
            tracks.append(track)
        }
    }

    /// Adds the keyframe animations to their layers.
    func finish(context: ViewAnimationContext, options: UIView.KeyframeAnimationOptions) {
        // The pacing of the whole animation: the block's curve (ease-in-ease-out unless the curve
        // bits say otherwise), or the enclosing block's when inherited.
        let pacing = context.curve.flatMap { $0.isLinear ? nil : $0 }
        for track in tracks {
            var times: [Double] = [0]
            var states: [LayerState] = [track.initial]
            for keyframe in track.keyframes.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }).map(\.element) {
                if keyframe.start > times[times.count - 1] + 1e-9 {
                    times.append(keyframe.start)
                    states.append(states[states.count - 1])
                }
                times.append(Swift.max(keyframe.end, times[times.count - 1]))
                states.append(keyframe.state)
            }
            if times[times.count - 1] < 1 - 1e-9 {
                times.append(1)
                states.append(states[states.count - 1])
            }
            let animation = CAKeyframeAnimation(keyPath: track.property.keyPath)
            animation.values = states.map { track.property.boxedValue(in: $0) }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.timingFunction = pacing
            UIView.configure(animation, with: context)
            let layer = track.layer
            layer.add(animation, forKey: UIView.uniqueKey(track.property.keyPath, on: layer, engine: layer.engine))
        }
    }
}

extension UIView {
    /// Animates the changes made by the `addKeyframe` calls in `animations`, each over its own
    /// part of `duration`. Between keyframes values follow the calculation mode in `options`
    /// (linear by default); the curve bits of `UIView.AnimationOptions` pace the whole animation
    /// (ease-in-ease-out when none is given, as on iOS).
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
        runBlock(duration: duration, delay: delay, options: viewOptions, spring: nil, keyframeOptions: options, animations: animations, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes in `animations` happen between
    /// `frameStartTime` and `frameStartTime + frameDuration`, both fractions of the whole
    /// duration.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        let engine = UIKitEngine.current
        guard let recorder = engine.viewAnimations.stack.last?.keyframes else {
            engine.report(UIKitDiagnostic(kind: .misuse, message: "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) was called outside UIView.animateKeyframes(…); its changes were applied without animation.", time: engine.currentTime))
            performWithoutAnimation(animations)
            return
        }
        let saved = recorder.window
        recorder.window = (Swift.min(Swift.max(frameStartTime, 0), 1), Swift.min(Swift.max(frameDuration, 0), 1 - Swift.min(Swift.max(frameStartTime, 0), 1)))
        animations()
        recorder.window = saved
    }
}
