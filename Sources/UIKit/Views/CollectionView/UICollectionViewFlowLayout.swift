/// A grid of equal items, laid out in lines from left to right and top to bottom (vertical
/// scrolling only here).
///
/// In each section, inside `sectionInset`, a line holds as many items of `itemSize` as fit with
/// at least `minimumInteritemSpacing` between them. The items of a line are justified: the first
/// at the left inset, the last at the right inset, the space left over shared equally between
/// the gaps. A shorter last line keeps the places of a full line (it lines up with the columns
/// above); a line that holds only one item has it centred. Lines are `minimumLineSpacing` apart;
/// sections follow each other, each with its own insets (an empty section still takes its top
/// and bottom insets).
///
/// For example, in a collection view 375 points wide with 100 × 100 items, spacing 10 and insets
/// 10: 355 points hold three items (3 × 100 + 2 × 10 = 320 ≤ 355), with gaps of
/// (355 − 300) / 2 = 27.5, at x = 10, 137.5 and 265; lines at y = 10, 120, 230, …
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between the lines of a section (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between the items of a line (10 by default); the actual space may be larger.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls in: only `.vertical` exists here.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var frames: [[CGRect]] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override func prepare() {
        super.prepare()
        frames = []
        contentSize = .zero
        guard let collectionView else { return }
        let width = collectionView.bounds.width - collectionView.contentInset.left - collectionView.contentInset.right
        let available = width - sectionInset.left - sectionInset.right
        let w = itemSize.width, h = itemSize.height
        // How many items a line holds: the most n with n·w + (n − 1)·spacing ≤ available, at least one.
        var perLine = 1
        if w + minimumInteritemSpacing > 0 {
            perLine = Swift.max(1, Int(((available + minimumInteritemSpacing) / (w + minimumInteritemSpacing)).rounded(.down)))
        }
        let columns: [CGFloat]
        if perLine == 1 {
            columns = [sectionInset.left + (available - w) / 2]
        } else {
            let gap = (available - CGFloat(perLine) * w) / CGFloat(perLine - 1)
            columns = (0..<perLine).map { sectionInset.left + CGFloat($0) * (w + gap) }
        }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            y += sectionInset.top
            var sectionFrames: [CGRect] = []
            sectionFrames.reserveCapacity(count)
            for item in 0..<count {
                let line = item / perLine
                sectionFrames.append(CGRect(x: columns[item % perLine], y: y + CGFloat(line) * (h + minimumLineSpacing), width: w, height: h))
            }
            let lines = (count + perLine - 1) / perLine
            if lines > 0 { y += CGFloat(lines) * h + CGFloat(lines - 1) * minimumLineSpacing }
            y += sectionInset.bottom
            frames.append(sectionFrames)
        }
        contentSize = CGSize(width: Swift.max(0, width), height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, sectionFrames) in frames.enumerated() {
            for (item, frame) in sectionFrames.enumerated() where frame.overlaps(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, frames.indices.contains(indexPath.section),
              frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }
}

extension CGRect {
    /// Whether the two rectangles share some area (touching edges do not count).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
