extension UIView {
    /// A new view that looks like this view now: a frozen copy of its rendered appearance,
    /// subviews included, sized like its bounds. Later changes to the original do not show in it,
    /// and resizing it scales the picture.
    ///
    /// With `afterScreenUpdates: false` a view that has never been on screen gives an empty
    /// snapshot, as on iOS (which logs a warning); pass `true` to lay out pending changes first.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshot(of: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    /// A snapshot of the part `rect` (in this view's coordinates); when the snapshot is resized,
    /// the `capInsets` edges keep their size and the middle stretches.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeSnapshot(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    /// Renders the view as the screen shows it now (its subviews too) into `rect` of the current
    /// context (an image renderer's, say), upright. Returns false, drawing nothing, when there
    /// is no context or the view has never been rendered and `afterUpdates` is false.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let frozen = picture(afterScreenUpdates: afterUpdates, what: "Drawing the hierarchy of") else { return false }
        context.drawUpright(.snapshot(SnapshotContents(root: frozen, sourceRect: bounds), size: bounds.size), in: rect)
        return true
    }

    /// The view's tree frozen as the screen shows it, laid out and drawn first when
    /// `afterScreenUpdates`; nil (said as UIKit logs it) for a view never rendered.
    private func picture(afterScreenUpdates: Bool, what: String = "Snapshotting") -> FrozenLayer? {
        let engine = self.engine
        if afterScreenUpdates {
            // The view's own tree: its ancestors are laid out by the commit, as before.
            updateConstraintsIfNeeded()
            layer.layoutTreeIfNeeded()
            layer.displayTreeIfNeeded()
        } else if !layer.hasBeenCommitted {
            engine.report(UIKitDiagnostic(kind: .emptySnapshot, message: "\(what) a view (\(type(of: self))) that has not been rendered results in an empty snapshot. Ensure your view has been rendered at least once before snapshotting or snapshot after screen updates (snapshotView(afterScreenUpdates: true)).", time: engine.currentTime))
            return nil
        }
        if isHidden {
            engine.report(UIKitDiagnostic(kind: .emptySnapshot, message: "\(what) a hidden view (\(traceName(self))) gives an empty picture: a hidden view draws nothing. Take the snapshot before you hide the view.", time: engine.currentTime))
        }
        return layer.freeze(atGlobalTime: engine.currentTime)
    }

    private func makeSnapshot(of rect: CGRect, afterScreenUpdates: Bool, capInsets: UIEdgeInsets) -> UIView {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        guard let frozen = picture(afterScreenUpdates: afterScreenUpdates) else { return snapshot }
        snapshot.layer.content = .snapshot(SnapshotContents(root: frozen, sourceRect: rect, capInsets: capInsets))
        snapshot.isUserInteractionEnabled = false
        snapshot.snapshotSource = traceName(self)
        return snapshot
    }
}
