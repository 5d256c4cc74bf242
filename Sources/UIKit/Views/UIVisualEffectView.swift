/// A visual effect for `UIVisualEffectView`: a blur or a vibrancy. Frames draw a blur as a veil
/// of the style's tint over what is behind the view (docs/FRAMES.md); the blur itself, which
/// needs pixels, is not computed.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// The veil this effect lays over what is behind its view (nil: none).
    var veil: UIColor? { nil }
}

/// A blur of the content behind a `UIVisualEffectView`, tinted by its style.
@preconcurrency @MainActor
public final class UIBlurEffect: UIVisualEffect {
    /// iOS's blur styles with their raw values: the traditional ones (iOS 8 and 10) and the
    /// materials of iOS 13, which follow them in the header's order. `.extraDark` (3) is tvOS's.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint each style lays over the blurred content: light styles whiten it, `.dark`
    /// darkens it (values chosen to read in ASCII, see docs/FIDELITY.md §4.11).
    override var veil: UIColor? {
        switch style {
        case .extraLight: UIColor(white: 1, alpha: 0.8)
        case .light: UIColor(white: 1, alpha: 0.6)
        case .dark: UIColor(white: 0.1, alpha: 0.6)
        case .regular: UIColor(white: 0.97, alpha: 0.7)
        case .prominent: UIColor(white: 1, alpha: 0.85)
        // The materials: thicker ones veil more. The plain ones follow the device's light
        // appearance (the engine's screens are light), as the Light ones do.
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: UIColor(white: 1, alpha: 0.3)
        case .systemThinMaterial, .systemThinMaterialLight: UIColor(white: 1, alpha: 0.45)
        case .systemMaterial, .systemMaterialLight: UIColor(white: 1, alpha: 0.6)
        case .systemThickMaterial, .systemThickMaterialLight: UIColor(white: 1, alpha: 0.75)
        case .systemChromeMaterial, .systemChromeMaterialLight: UIColor(white: 0.97, alpha: 0.75)
        case .systemUltraThinMaterialDark: UIColor(white: 0.1, alpha: 0.3)
        case .systemThinMaterialDark: UIColor(white: 0.1, alpha: 0.45)
        case .systemMaterialDark: UIColor(white: 0.1, alpha: 0.6)
        case .systemThickMaterialDark: UIColor(white: 0.1, alpha: 0.75)
        case .systemChromeMaterialDark: UIColor(white: 0.15, alpha: 0.75)
        }
    }
}

/// Makes the content of a `UIVisualEffectView` vibrant over the blur of `blurEffect`. It lays no
/// veil of its own: its content view draws as it is.
@preconcurrency @MainActor
public final class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect to what is behind it, with its own content in
/// `contentView`. Setting `effect` inside an animation block animates it: from nil, the blur
/// fades in; to nil, it fades out.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where subviews go: adding one to the effect view itself stops the program, as iOS raises.
    public let contentView: UIView
    /// Draws the effect: the veil of `effect`, behind `contentView`.
    private let backdrop: UIView
    private var addingOwnSubview = false

    /// The effect: a `UIBlurEffect`, a `UIVibrancyEffect`, or nil for none.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        backdrop = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        for view in [backdrop, contentView] {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addingOwnSubview = true
            addSubview(view)
            addingOwnSubview = false
        }
        applyEffect()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if !addingOwnSubview {
            preconditionFailure("\(traceName(subview)) has been added as a subview to UIVisualEffectView. Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.")
        }
    }

    open override var frame: CGRect {
        didSet { layoutEffect() }
    }

    open override var bounds: CGRect {
        didSet { layoutEffect() }
    }

    private func layoutEffect() {
        backdrop.frame = bounds
        contentView.frame = bounds
    }

    /// The veil at full alpha for a blur; for none (or vibrancy), the same colour faded out, so
    /// that an animated change fades rather than jumps.
    private func applyEffect() {
        if let veil = effect?.veil {
            // From no effect only the alpha fades (the colour is put in place at once); from
            // another blur the tint changes along.
            if backdrop.alpha == 0 {
                UIView.performWithoutAnimation { backdrop.backgroundColor = veil }
            } else {
                backdrop.backgroundColor = veil
            }
            backdrop.alpha = 1
        } else {
            backdrop.alpha = 0
        }
    }
}
