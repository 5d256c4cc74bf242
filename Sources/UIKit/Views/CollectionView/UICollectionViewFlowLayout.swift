/// A grid of equal items, laid out in lines: rows from left to right, one under the other, when
/// scrolling vertically; columns from top to bottom, side by side, when scrolling horizontally.
///
/// In each section, inside `sectionInset`, a line holds as many items of `itemSize` as fit with
/// at least `minimumInteritemSpacing` between them. The items of a line are justified: the first
/// at one inset, the last at the other, the space left over shared equally between the gaps. A
/// shorter last line keeps the places of a full line (it lines up with the lines before); a line
/// that holds only one item has it centred. Lines are `minimumLineSpacing` apart; sections
/// follow each other, each with its own insets (an empty section still takes its insets). A
/// section's header (`headerReferenceSize`) comes before its top inset and its footer
/// (`footerReferenceSize`) after its bottom inset, each spanning the collection view.
///
/// For example, in a collection view 375 points wide with 100 × 100 items, spacing 10 and insets
/// 10: 355 points hold three items (3 × 100 + 2 × 10 = 320 ≤ 355), with gaps of
/// (355 − 300) / 2 = 27.5, at x = 10, 137.5 and 265; lines at y = 10, 120, 230, …
///
/// A delegate adopting `UICollectionViewDelegateFlowLayout` may size each item and give each
/// section its insets, spacings, header and footer; items of different sizes fill lines as they
/// fit (docs/FIDELITY.md §4.9).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between the lines of a section (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between the items of a line (10 by default); the actual space may be larger.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls in (`.vertical` by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header (zero by default: no header). Only the height counts
    /// when scrolling vertically (the header is as wide as the collection view), only the width
    /// when scrolling horizontally.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, like `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    private var frames: [[CGRect]] = []
    private var headers: [CGRect?] = []
    private var footers: [CGRect?] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override func prepare() {
        super.prepare()
        frames = []
        headers = []
        footers = []
        contentSize = .zero
        guard let collectionView else { return }
        // Work in "across" (the direction a line runs: x when scrolling vertically) and "along"
        // (the direction lines follow each other), then turn the results back into x and y.
        let vertical = scrollDirection == .vertical
        let inset = collectionView.contentInset
        let across = vertical ? collectionView.bounds.width - inset.left - inset.right
                              : collectionView.bounds.height - inset.top - inset.bottom
        // Sizes, insets and spacings come from the delegate where it gives them
        // (`UICollectionViewDelegateFlowLayout`), from the layout's properties otherwise.
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        func acrossOf(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func alongOf(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        // A header or footer spans the whole collection view across, its reference size along.
        func supplementary(_ size: CGSize, at position: CGFloat) -> CGRect? {
            let length = alongOf(size)
            guard length > 0 else { return nil }
            return vertical ? CGRect(x: 0, y: position, width: Swift.max(0, across), height: length)
                            : CGRect(x: position, y: 0, width: length, height: Swift.max(0, across))
        }
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let sectionInset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interitemSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let headerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let sizes = (0..<count).map { item in
                flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            }
            let (acrossStart, acrossEnd) = vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
            let (alongStart, alongEnd) = vertical ? (sectionInset.top, sectionInset.bottom) : (sectionInset.left, sectionInset.right)
            let available = across - acrossStart - acrossEnd
            let header = supplementary(headerSize, at: along)
            headers.append(header)
            if let header { along += alongOf(header.size) }
            along += alongStart
            var sectionFrames: [CGRect] = []
            sectionFrames.reserveCapacity(count)
            if let size = sizes.first, sizes.allSatisfy({ $0 == size }) {
                // Equal items: a line holds the most n with n·item + (n − 1)·spacing ≤ available
                // (at least one), justified; a shorter last line keeps a full line's places; a
                // line of one item is centred (§4.9).
                let item = acrossOf(size)
                var perLine = 1
                if item + interitemSpacing > 0 {
                    perLine = Swift.max(1, Int(((available + interitemSpacing) / (item + interitemSpacing)).rounded(.down)))
                }
                let places: [CGFloat]
                if perLine == 1 {
                    places = [acrossStart + (available - item) / 2]
                } else {
                    let gap = (available - CGFloat(perLine) * item) / CGFloat(perLine - 1)
                    places = (0..<perLine).map { acrossStart + CGFloat($0) * (item + gap) }
                }
                for index in 0..<count {
                    let a = places[index % perLine]
                    let b = along + CGFloat(index / perLine) * (alongOf(size) + lineSpacing)
                    sectionFrames.append(vertical ? CGRect(x: a, y: b, width: size.width, height: size.height)
                                                  : CGRect(x: b, y: a, width: size.width, height: size.height))
                }
                let lines = (count + perLine - 1) / perLine
                if lines > 0 { along += CGFloat(lines) * alongOf(size) + CGFloat(lines - 1) * lineSpacing }
            } else {
                // Items of different sizes: a line takes items in order while they fit with at
                // least the inter-item spacing (at least one); it is as deep as its deepest item,
                // each item centred in that depth. Lines are justified, but the last of several
                // starts at the inset with the least spacing, and a line of one item is centred
                // (§4.9).
                var lines: [Range<Int>] = []
                var start = 0
                while start < count {
                    var end = start + 1
                    var used = acrossOf(sizes[start])
                    while end < count, used + interitemSpacing + acrossOf(sizes[end]) <= available {
                        used += interitemSpacing + acrossOf(sizes[end])
                        end += 1
                    }
                    lines.append(start..<end)
                    start = end
                }
                for (index, line) in lines.enumerated() {
                    let isLast = index == lines.count - 1
                    let depth = line.map { alongOf(sizes[$0]) }.max() ?? 0
                    var positions: [CGFloat] = []
                    if line.count == 1 {
                        positions = [acrossStart + (available - acrossOf(sizes[line.lowerBound])) / 2]
                    } else {
                        let total = line.reduce(CGFloat(0)) { $0 + acrossOf(sizes[$1]) }
                        let gap = isLast && lines.count > 1 ? interitemSpacing : (available - total) / CGFloat(line.count - 1)
                        var position = acrossStart
                        for item in line {
                            positions.append(position)
                            position += acrossOf(sizes[item]) + gap
                        }
                    }
                    for (item, a) in zip(line, positions) {
                        let size = sizes[item]
                        let b = along + (depth - alongOf(size)) / 2
                        sectionFrames.append(vertical ? CGRect(x: a, y: b, width: size.width, height: size.height)
                                                      : CGRect(x: b, y: a, width: size.width, height: size.height))
                    }
                    along += depth + (isLast ? 0 : lineSpacing)
                }
            }
            along += alongEnd
            frames.append(sectionFrames)
            let footer = supplementary(footerSize, at: along)
            footers.append(footer)
            if let footer { along += alongOf(footer.size) }
        }
        contentSize = vertical ? CGSize(width: Swift.max(0, across), height: along) : CGSize(width: along, height: Swift.max(0, across))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, sectionFrames) in frames.enumerated() {
            if let header = headers[section], header.overlaps(rect) {
                result.append(attributes(UICollectionView.elementKindSectionHeader, header, section))
            }
            for (item, frame) in sectionFrames.enumerated() where frame.overlaps(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
            if let footer = footers[section], footer.overlaps(rect) {
                result.append(attributes(UICollectionView.elementKindSectionFooter, footer, section))
            }
        }
        return result
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, headers.indices.contains(indexPath.section) else { return nil }
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: frame = footers[indexPath.section]
        default: frame = nil
        }
        return frame.map { attributes(elementKind, $0, indexPath.section) }
    }

    private func attributes(_ kind: String, _ frame: CGRect, _ section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
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
