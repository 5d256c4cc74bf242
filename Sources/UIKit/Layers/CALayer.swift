/// A rectangle of content with geometry, appearance, a time space and animations — Core
/// Animation's layer.
///
/// Setting a property changes the layer's *model* at once. If an action is found for the
/// property (a UIView animation block, or an implicit animation on a standalone layer that is
/// on screen), an animation is added, and the *presentation* — what the screen shows, read with
/// `presentation()` — moves from the old value to the new one over time.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    /// The model values.
    package var modelState = LayerState()

    weak var engineRef: UIKitEngine?
    /// The engine this layer lives in (the one current when it was created).
    var engine: UIKitEngine { engineRef ?? UIKitEngine.current }

    var storedSublayers: [CALayer] = []
    weak var storedSuperlayer: CALayer?
    /// The layer this layer masks, when it is some layer's `mask`.
    weak var maskOwner: CALayer?
    var storedMask: CALayer?

    /// What the layer draws besides its background and border (text, ASCII art, a snapshot, a
    /// picture).
    package var content: LayerContents?
    /// What `contents` was set to.
    var publicContents: Any?
    /// Whether `content` is what `display()` drew (and so goes when a display draws nothing).
    var contentIsDrawn = false
    var needsDisplayFlag = false

    /// The layer's image: set a `CGImage` (`layer.contents = image.cgImage`) and the layer shows
    /// it, placed by `contentsGravity`. Anything else is kept and shows nothing, as on iOS (a
    /// `UIImage` itself is not an image to a layer).
    open var contents: Any? {
        get { publicContents }
        set {
            let hadImage = publicContents is CGImage
            publicContents = newValue
            if newValue is CGImage {
                updateImageContent()
            } else if hadImage {
                content = nil
            }
        }
    }

    /// How `contents` is placed in the bounds (`.resize` by default).
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { updateImageContent() }
    }
    /// Pixels per point of the layer's drawing (1, the screen's scale here).
    open var contentsScale: CGFloat = 1
    /// Whether `setNeedsDisplay()` is implied by a change of the bounds' size.
    open var needsDisplayOnBoundsChange = false
    /// Kept: a layer is drawn the same rasterised or not at the screen's cells (§3.3).
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    /// Kept; drawing happens on the main thread here.
    open var drawsAsynchronously = false
    /// A hint that the layer's drawing is opaque; kept.
    open var isOpaque = false

    /// Marks the layer to be drawn again (`display()`) at the end of the current turn, when it
    /// is on screen.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        engine.layerNeedsDisplay(self)
    }

    /// Marks the layer to be drawn again; the whole layer is drawn (the rectangle is accepted).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Draws the layer now if it is marked.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Draws the layer's content: the delegate's `display(_:)`, whose default gives a context
    /// of the bounds' size to `draw(in:)`. You do not call it: `setNeedsDisplay()` does, at the
    /// end of the turn.
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's content in `ctx` (y down, in the bounds' coordinates). The default asks
    /// the delegate (a view: its `draw(_:)`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer and its sublayers, as their model values are (animations are not drawn,
    /// as on iOS), into `ctx` at its current transform.
    open func render(in ctx: CGContext) { renderModel(in: ctx) }

    /// Animations attached to the layer, in the order added.
    var attached: [AttachedAnimation] = []
    /// Set at the first commit while the layer is on screen; implicit animations and
    /// `presentation()` need it, as on iOS.
    var hasBeenCommitted = false
    var needsLayoutFlag = false

    /// For a presentation copy: the model layer it was made from.
    var presentationSource: CALayer?

    /// The layer's delegate (a view, for a view's layer): asked for actions and layout.
    open weak var delegate: CALayerDelegate?
    /// A name for debugging and for finding the layer.
    open var name: String?
    /// Actions per key, consulted after the delegate.
    open var actions: [String: CAAction]?

    // CAMediaTiming
    /// When the layer's time starts, in its parent's time.
    open var beginTime: CFTimeInterval = 0
    /// For a layer, 0 means its time runs for ever (the usual case).
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A new layer in the current engine. Required (unlike on iOS) so that a view can create the
    /// layer of its `layerClass`; a subclass that adds a designated initializer must implement it.
    public required override init() {
        engineRef = UIKitEngine.current
        super.init()
    }

    /// A copy of `layer`'s model values (not its sublayers or animations); used to make
    /// presentation copies. Subclasses that add properties override it to copy them.
    public required init(layer: Any) {
        let other = layer as? CALayer
        engineRef = other?.engineRef ?? UIKitEngine.current
        super.init()
        if let other {
            modelState = other.modelState
            content = other.content
            publicContents = other.publicContents
            contentIsDrawn = other.contentIsDrawn
            contentsGravity = other.contentsGravity
            name = other.name
            beginTime = other.beginTime
            duration = other.duration
            speed = other.speed
            timeOffset = other.timeOffset
            repeatCount = other.repeatCount
            repeatDuration = other.repeatDuration
            autoreverses = other.autoreverses
            fillMode = other.fillMode
        }
    }

    var isPresentationCopy: Bool { presentationSource != nil }

    /// Changes one model property, running the action found for it (if any).
    func setProperty<V: Equatable>(_ key: String, _ keyPath: WritableKeyPath<LayerState, V>, _ newValue: V) {
        if modelState[keyPath: keyPath] == newValue { return }
        let action = actionForChange(key)
        modelState[keyPath: keyPath] = newValue
        action?.run(forKey: key, object: self, arguments: nil)
        if key == "bounds" {
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    // MARK: Geometry

    /// The layer's rectangle in its own coordinate space.
    open var bounds: CGRect {
        get { modelState.bounds }
        set { setProperty("bounds", \.bounds, newValue) }
    }

    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { modelState.position }
        set { setProperty("position", \.position, newValue) }
    }

    open var zPosition: CGFloat {
        get { modelState.zPosition }
        set { setProperty("zPosition", \.zPosition, newValue) }
    }

    /// The point (in unit coordinates of the bounds) that `position` refers to and that
    /// transforms turn around; (0.5, 0.5) is the centre.
    open var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { setProperty("anchorPoint", \.anchorPoint, newValue) }
    }

    open var anchorPointZ: CGFloat {
        get { modelState.anchorPointZ }
        set { setProperty("anchorPointZ", \.anchorPointZ, newValue) }
    }

    /// Applied about the anchor point.
    open var transform: CATransform3D {
        get { modelState.transform }
        set { setProperty("transform", \.transform, newValue) }
    }

    /// Applied to every sublayer, about this layer's anchor point (perspective for a 3-D scene
    /// goes here: `sublayerTransform.m34 = -1 / 500`).
    open var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransform }
        set { setProperty("sublayerTransform", \.sublayerTransform, newValue) }
    }

    /// The layer's rectangle in its superlayer: computed from bounds, anchor point, position and
    /// transform (the bounding box when transformed). Setting it sets `bounds.size` and
    /// `position` and ignores the transform; as in UIKit, do not set it while a non-identity
    /// transform is in place.
    open var frame: CGRect {
        get { modelState.frame }
        set {
            let r = newValue.standardized
            bounds = CGRect(origin: bounds.origin, size: r.size)
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    // MARK: Appearance

    /// 0 is invisible, 1 is opaque (animatable: `"opacity"`).
    open var opacity: Float {
        get { modelState.opacity }
        set { setProperty("opacity", \.opacity, newValue) }
    }

    open var isHidden: Bool {
        get { modelState.isHidden }
        set { setProperty("hidden", \.isHidden, newValue) }
    }

    /// Whether sublayers (and contents) are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { setProperty("masksToBounds", \.masksToBounds, newValue) }
    }

    /// Whether the back of the layer is drawn when it faces away from the viewer.
    open var isDoubleSided: Bool {
        get { modelState.isDoubleSided }
        set { setProperty("doubleSided", \.isDoubleSided, newValue) }
    }

    open var backgroundColor: CGColor? {
        get { modelState.backgroundColor }
        set { setProperty("backgroundColor", \.backgroundColor, newValue) }
    }

    /// Rounds the background and border; with `masksToBounds`, also clips sublayers.
    open var cornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set { setProperty("cornerRadius", \.cornerRadius, newValue) }
    }

    /// Which corners `cornerRadius` rounds (all four by default); the others stay square, for
    /// the background, the border and the clip. Not animated (iOS 11).
    open var maskedCorners: CACornerMask {
        get { modelState.maskedCorners }
        set { modelState.maskedCorners = newValue }
    }

    /// How the rounded corners curve (`.circular` by default). Kept: the difference between a
    /// circular and a continuous corner is finer than the character cells frames are drawn in.
    open var cornerCurve: CALayerCornerCurve = .circular

    open var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set { setProperty("borderWidth", \.borderWidth, newValue) }
    }

    /// Opaque black by default.
    open var borderColor: CGColor? {
        get { modelState.borderColor }
        set { setProperty("borderColor", \.borderColor, newValue) }
    }

    // MARK: Shadow

    /// The shadow's colour; opaque black by default (animatable: `"shadowColor"`).
    open var shadowColor: CGColor? {
        get { modelState.shadowColor }
        set { setProperty("shadowColor", \.shadowColor, newValue) }
    }

    /// 0 (the default) casts no shadow, 1 an opaque one (animatable: `"shadowOpacity"`).
    open var shadowOpacity: Float {
        get { modelState.shadowOpacity }
        set { setProperty("shadowOpacity", \.shadowOpacity, newValue) }
    }

    /// How far the shadow is moved, in points; (0, -3) by default — 3 points *up* on iOS, a
    /// leftover of the Mac's flipped y axis (animatable: `"shadowOffset"`).
    open var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { setProperty("shadowOffset", \.shadowOffset, newValue) }
    }

    /// The blur radius in points; 3 by default (animatable: `"shadowRadius"`).
    open var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set { setProperty("shadowRadius", \.shadowRadius, newValue) }
    }

    /// The shadow's shape in the layer's space, filled with the non-zero rule; nil (the default)
    /// uses the layer's shape. Animatable explicitly (`"shadowPath"`), never implicitly, as every
    /// path property on iOS.
    open var shadowPath: CGPath? {
        get { modelState.shadowPath }
        set { setProperty("shadowPath", \.shadowPath, newValue) }
    }

    /// A layer whose covered area decides which parts of this layer show. It is positioned in
    /// this layer's coordinate space and must not have a superlayer.
    open var mask: CALayer? {
        get {
            if let source = presentationSource { return source.storedMask?.presentation() }
            return storedMask
        }
        set {
            if storedMask === newValue { return }
            storedMask?.maskOwner = nil
            if let newValue, newValue.storedSuperlayer != nil {
                engine.report(UIKitDiagnostic(kind: .misuse, message: "A layer used as a mask must not have a superlayer (call removeFromSuperlayer() first); on iOS the result is undefined.", time: engine.currentTime))
                newValue.removeFromSuperlayer()
            }
            storedMask = newValue
            newValue?.maskOwner = self
        }
    }

    // MARK: Overridable behaviour (bodies live in the CALayer+… files)

    /// The action for `event`: the delegate's answer, then `actions[event]`, then
    /// `defaultAction(forKey:)`. `NSNull` anywhere stops the search (no action).
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

    /// The implicit animation for a property: a basic animation of that key for the animatable
    /// properties (taking the transaction's duration and curve when it runs), nil otherwise.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimation(forKey: event) }

    /// Asks the delegate to lay out the sublayers (a view's `layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Whether `p` (in this layer's space) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The front-most layer at `p` (in the superlayer's space) among this layer and its
    /// descendants, or nil. Hidden layers are skipped; a layer that masks to bounds hides the
    /// parts of its sublayers outside it.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestLayers(p) }

    /// Attaches a copy of `anim` under `key` (replacing, and stopping with `finished == false`,
    /// an animation already under that key). An animation with `beginTime == 0` starts at the
    /// next commit — the end of the current run-loop turn or `CATransaction.commit()`.
    ///
    /// An unknown key path or a value of the wrong type is reported to the learner (see
    /// `UIKitEngine.diagnostics`); the animation still runs its time span and calls its delegate.
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    open override var description: String {
        MainActor.assumeIsolated {
            var parts = ["\(type(of: self))"]
            if let name { parts.append("name: \(name)") }
            parts.append("frame: \(frame)")
            return "<" + parts.joined(separator: "; ") + ">"
        }
    }
}

/// What a layer's delegate (usually its view) is asked. All methods are optional.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// The action to run when `event` (a property key) changes, `NSNull()` for none, or nil to
    /// let the layer keep searching (its `actions`, then the default implicit animation).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out the layer's sublayers (a view lays out its subviews here).
    func layoutSublayers(of layer: CALayer)
    /// Draws the layer's content itself; the default draws it with `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content in `ctx` (a view: its `draw(_:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// The corners of a layer that `cornerRadius` rounds (`CALayer.maskedCorners`). In UIKit's
/// coordinates min-Y is the top: `.layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners (`CALayer.cornerCurve`, iOS 13).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve that eases into the straight edges, as the display's corners do.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
