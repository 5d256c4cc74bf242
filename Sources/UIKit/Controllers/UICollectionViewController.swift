/// A view controller whose view is a collection view, with the controller as its data source and
/// delegate. Override the data source and delegate methods (with `override`, as on iOS).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// A controller whose collection view (made when the view loads) uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The collection view (the controller's view, loaded on first access). Setting it makes it
    /// the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }

    /// The layout of the collection view (the one given to `init` until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Whether `viewWillAppear(_:)` deselects every selected item (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a screen-sized collection view with the layout, resizing with its superview, with
    /// this controller as data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        self.collectionView = collectionView
    }

    /// Deselects every item when `clearsSelectionOnViewWillAppear`; call `super` when you override it.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView {
            collectionView.selectItem(at: nil, animated: animated, scrollPosition: [])
        }
    }

    /// One section, unless you override it.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override it when you have items: like iOS, the controller has no cells of its own to give.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
    }

    /// Override it when the layout has supplementary views (headers, footers).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("\(type(of: self))'s layout has a \(kind) but it does not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    /// True, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Nothing, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// True, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Nothing, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Nothing, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    /// Nothing, unless you override it.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}
