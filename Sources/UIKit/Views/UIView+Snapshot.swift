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

    private func makeSnapshot(of rect: CGRect, afterScreenUpdates: Bool, capInsets: UIEdgeInsets) -> UIView {
        let engine = self.engine
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        if afterScreenUpdates {
            // The view's own tree: its ancestors are laid out by the commit, as before.
            updateConstraintsIfNeeded()
            layer.layoutTreeIfNeeded()
        } else if !layer.hasBeenCommitted {
            engine.report(UIKitDiagnostic(kind: .emptySnapshot, message: "Snapshotting a view (\(type(of: self))) that has not been rendered results in an empty snapshot. Ensure your view has been rendered at least once before snapshotting or snapshot after screen updates (snapshotView(afterScreenUpdates: true)).", time: engine.currentTime))
            return snapshot
        }
        if isHidden {
            engine.report(UIKitDiagnostic(kind: .emptySnapshot, message: "Snapshotting a hidden view (\(traceName(self))) gives an empty picture: a hidden view draws nothing. Take the snapshot before you hide the view.", time: engine.currentTime))
        }
        let frozen = layer.freeze(atGlobalTime: engine.currentTime)
        snapshot.layer.contents = .snapshot(SnapshotContents(root: frozen, sourceRect: rect, capInsets: capInsets))
        snapshot.isUserInteractionEnabled = false
        snapshot.snapshotSource = traceName(self)
        return snapshot
    }
}
