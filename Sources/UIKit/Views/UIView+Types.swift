extension UIView {
    /// How a view's content fits its bounds (used by image views).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// Where content of another size goes in the bounds.
        package var placement: ArtContents.Mode {
            switch self {
            case .scaleAspectFit: .aspectFit
            case .scaleAspectFill: .aspectFill
            case .scaleToFill, .redraw: .scaleToFill
            case .center: .unscaled(h: 0, v: 0)
            case .top: .unscaled(h: 0, v: -1)
            case .bottom: .unscaled(h: 0, v: 1)
            case .left: .unscaled(h: -1, v: 0)
            case .right: .unscaled(h: 1, v: 0)
            case .topLeft: .unscaled(h: -1, v: -1)
            case .topRight: .unscaled(h: 1, v: -1)
            case .bottomLeft: .unscaled(h: -1, v: 1)
            case .bottomRight: .unscaled(h: 1, v: 1)
            }
        }
    }

    /// How a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The pacing of a block animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of `UIView.animate(…)` and `UIView.transition(…)`.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the block so their frame changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets animating views receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen (the presentation value) instead of the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays forwards then backwards (with `.repeat`, back and forth).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Inside another block, keep this block's duration instead of the outer one.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Inside another block, keep this block's curve instead of the outer one.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted for source compatibility: content is always redrawn here.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// With `transition(from:to:…)`: hide and show the views instead of removing and adding.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inside another block, keep this block's options instead of the outer ones.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve encoded in bits 16–19.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition style encoded in bits 20–23 (0 for none).
        var transitionStyle: UInt { (rawValue >> 20) & 0xF }
    }

    /// Options of `UIView.animateKeyframes(…)`: the shared options plus how values between
    /// keyframes are computed. The curve bits of `AnimationOptions` (ease-in-out when none is
    /// given) pace the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
