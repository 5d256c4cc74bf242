extension UIView {
    /// Changes `view` with a transition: the changes in `animations` apply at once, and the old
    /// appearance turns into the new one by the style in `options` (`.transitionCrossDissolve`,
    /// `.transitionFlipFromLeft/Right/Top/Bottom`; the page curls are drawn as a cross-dissolve).
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let engine = view.engine
        guard duration > 0 else {
            if let animations { performWithoutAnimation(animations) }
            CompletionGroup(engine: engine) { finished in completion?(finished) }.seal()
            return
        }
        let before = view.layer.freeze(atGlobalTime: engine.currentTime)
        if let animations { performWithoutAnimation(animations) }

        let overlay = CALayer()
        // The overlay keeps its animations (not removed on completion), their delegate this
        // group, and the group its completion: the completion holds the overlay weakly, so that
        // once it is off the layer tree everything goes (and the transition context a
        // completion captured with it, as on iOS).
        let group = CompletionGroup(engine: engine) { [weak overlay] finished in
            overlay?.removeFromSuperlayer()
            completion?(finished)
        }
        overlay.content = .snapshot(SnapshotContents(root: before, sourceRect: view.bounds))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.bounds = CGRect(origin: .zero, size: view.bounds.size)
        overlay.position = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        overlay.name = "UIView.transition snapshot"
        view.layer.addSublayer(overlay)
        CATransaction.commit()

        let context = ViewAnimationContext(duration: duration, delay: 0, options: options, curve: options.curve.timingFunction, spring: nil, group: group)
        let savedGroups = engine.transactions.blockGroups
        engine.transactions.blockGroups = [group]
        defer { engine.transactions.blockGroups = savedGroups }

        let style = options.transitionStyle
        switch style {
        case 1, 2, 6, 7:
            let axis: (CGFloat, CGFloat) = style == 1 || style == 2 ? (0, 1) : (1, 0)
            // From the left: the left edge comes forward (+y turn); from the top: the top edge
            // comes forward (−x turn, since y points down).
            let sign: CGFloat = style == 1 || style == 7 ? 1 : -1
            func turned(_ angle: CGFloat) -> CATransform3D {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 1000
                return CATransform3DConcat(CATransform3DMakeRotation(angle, axis.0, axis.1, 0), perspective)
            }
            let flip = CAKeyframeAnimation(keyPath: "transform")
            let base = view.layer.transform
            flip.values = [0, .pi / 2, -.pi / 2, 0].map { CATransform3DConcat(turned(sign * $0), base) }
            flip.keyTimes = [0, 0.5, 0.5, 1]
            flip.timingFunction = context.curve
            configure(flip, with: context)
            view.layer.add(flip, forKey: uniqueKey("transition.flip", on: view.layer, engine: engine))
            let swap = CAKeyframeAnimation(keyPath: "opacity")
            swap.values = [1, 0]
            swap.keyTimes = [0, 0.5, 1]
            swap.calculationMode = .discrete
            swap.timingFunction = context.curve
            configure(swap, with: context)
            swap.fillMode = .both
            swap.isRemovedOnCompletion = false
            overlay.add(swap, forKey: "transition.swap")
        default:
            if style == 3 || style == 4 {
                engine.report(UIKitDiagnostic(kind: .misuse, message: "Page curl transitions are drawn as a cross-dissolve in the terminal.", time: engine.currentTime))
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.timingFunction = context.curve
            configure(fade, with: context)
            fade.fillMode = .both
            fade.isRemovedOnCompletion = false
            overlay.add(fade, forKey: "transition.fade")
        }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in its superview by a transition (with
    /// `.showHideTransitionViews`, hides one and shows the other instead).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        transition(with: container ?? fromView, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
