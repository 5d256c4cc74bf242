extension UIView {
    /// The layer of `view`, or of this view's window (or top-most ancestor) for nil: the space
    /// UIKit calls "window coordinates".
    private func coordinateLayer(_ view: UIView?) -> CALayer? {
        if let view { return view.layer }
        return nil
    }

    /// Converts a point from this view's coordinates to `view`'s (window coordinates for nil),
    /// through every transform on the way, 3-D perspective included.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: coordinateLayer(view))
    }

    /// Converts a point from `view`'s coordinates (window coordinates for nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: coordinateLayer(view))
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its mapped corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: coordinateLayer(view))
    }

    /// Converts a rectangle from `view`'s coordinates: the bounding box of its mapped corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: coordinateLayer(view))
    }

    /// True while a block animation made without `.allowUserInteraction` runs on the view.
    var isAnimatingWithoutInteraction: Bool {
        layer.attached.contains { !$0.stopped && $0.animation.blocksInteraction && $0.started }
    }
}
