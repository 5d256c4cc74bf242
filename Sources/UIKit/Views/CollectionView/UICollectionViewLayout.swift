/// The object that places a collection view's items. Subclass it (or use
/// `UICollectionViewFlowLayout`): the collection view calls `prepare()` once after each
/// invalidation, reads `collectionViewContentSize` for its `contentSize`, and asks
/// `layoutAttributesForElements(in:)` for the cells and supplementary views in its bounds at
/// every layout pass.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when the layout is given to one).
    public internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// Computes the layout; called before the layout is first used after an invalidation.
    /// The default does nothing.
    open func prepare() {}

    /// The size of all the content. The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect`. The default returns nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item. The default returns nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view. The default returns nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: the collection view calls `prepare()` again and lays
    /// its cells out again at its next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }
}
