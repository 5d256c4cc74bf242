/// How the virtual device is held.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIKitEngine {
    /// The current orientation of the virtual device.
    public var interfaceOrientation: UIInterfaceOrientation {
        (storage[ObjectIdentifier(OrientationBox.self)] as? OrientationBox)?.value ?? .portrait
    }

    /// Turns the virtual device: the screen's bounds swap, every window's root controller (and
    /// the controllers it presents) hears `viewWillTransition(to:with:)` with a coordinator, and
    /// the windows resize inside an animation of `duration` seconds in which alongside animations
    /// run and autoresizing subviews follow. When the size classes change (upright ↔ sideways),
    /// `traitCollectionDidChange(_:)` is called at the start of that animation, and the status
    /// bar is read again.
    public func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval = 0.4) {
        run {
            let old = interfaceOrientation
            guard orientation != old, orientation != .unknown else { return }
            storage[ObjectIdentifier(OrientationBox.self)] = OrientationBox(orientation)
            let size = screen.bounds.size
            let newSize = old.isPortrait == orientation.isPortrait ? size : CGSize(width: size.height, height: size.width)
            screen.bounds = CGRect(origin: .zero, size: newSize)
            let angle: CGFloat = old.isPortrait == orientation.isPortrait ? .pi : (orientation == .landscapeLeft || old == .landscapeRight ? -.pi / 2 : .pi / 2)
            for window in windows {
                let coordinator = TransitionCoordinator(
                    isAnimated: duration > 0, presentationStyle: .fullScreen, initiallyInteractive: false, duration: duration,
                    curve: .easeInOut, containerView: window, targetTransform: CGAffineTransform(rotationAngle: angle),
                    viewControllers: [:], views: [:], interactive: { false }, cancelled: { false }, percent: { 0 })
                var controllers: [UIViewController] = []
                var current = window.rootViewController
                while let vc = current {
                    controllers.append(vc)
                    current = vc.storedPresented
                }
                let newTraits = UITraitCollection.device(screenSize: newSize)
                if newTraits != screen.traitCollection {
                    for vc in controllers {
                        vc.willTransition(to: newTraits, with: coordinator)
                        vc.storedPresentationController?.willTransition(to: newTraits, with: coordinator)
                    }
                }
                for vc in controllers {
                    vc.viewWillTransition(to: newSize, with: coordinator)
                    vc.storedPresentationController?.viewWillTransition(to: newSize, with: coordinator)
                }
                let resize = {
                    // The traits change inside the rotation's animation, after every controller
                    // heard viewWillTransition(to:with:) with the old ones still in effect.
                    self.updateTraits()
                    window.frame = CGRect(origin: .zero, size: newSize)
                    for vc in controllers {
                        vc.storedPresentationController?.containerView?.frame = window.bounds
                    }
                    window.layoutIfNeeded()
                }
                if duration > 0 {
                    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .layoutSubviews], animations: {
                        resize()
                        coordinator.start()
                    }, completion: { _ in coordinator.end() })
                } else {
                    UIView.performWithoutAnimation(resize)
                    coordinator.start()
                    performOnNextTurn { coordinator.end() }
                }
            }
            // Without a window, nothing was resized; the screen's traits still follow it.
            updateTraits()
        }
    }
}

private final class OrientationBox {
    let value: UIInterfaceOrientation
    init(_ value: UIInterfaceOrientation) { self.value = value }
}
