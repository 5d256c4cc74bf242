/// Where a layout puts one element of a collection view — an item's cell or a supplementary
/// view such as a section header: its frame (in the collection view's content coordinates),
/// alpha and whether it is hidden. The collection view applies them to the element's view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// Whether the attributes place a cell or a supplementary view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of supplementary view (`UICollectionView.elementKindSectionHeader`, …); nil for a cell.
    public let representedElementKind: String?
    /// The item (or, for a section's header or footer, `[section, 0]`) these attributes place.
    open var indexPath: IndexPath
    /// The item's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame`; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The cell's alpha (1 by default).
    open var alpha: CGFloat = 1
    /// Whether the cell is hidden (false by default).
    open var isHidden = false

    /// Attributes for the cell of the item at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`, with a zero frame.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
}
