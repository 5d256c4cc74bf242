// Supplementary views (a flow layout's section headers and footers): registered, dequeued,
// placed and reused like cells, with queues per kind and identifier.

extension UICollectionView {
    /// Makes supplementary views of `elementKind` (`UICollectionView.elementKindSectionHeader`,
    /// …) for `identifier` from `viewClass` (a `UICollectionReusableView` subclass). A nil class
    /// removes the registration.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            registeredSupplementaryClasses[elementKind]?[identifier] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionView: \(viewClass) registered for \(elementKind) \"\(identifier)\" is not a UICollectionReusableView subclass")
        }
        registeredSupplementaryClasses[elementKind, default: [:]][identifier] = type
    }

    /// A supplementary view of `elementKind` for `indexPath`: one waiting under `identifier`
    /// (after its `prepareForReuse()`), or a new one of the registered class. Call it from
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        if var queue = supplementaryQueues[elementKind]?[identifier], !queue.isEmpty {
            let view = queue.removeFirst()
            supplementaryQueues[elementKind]?[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = registeredSupplementaryClasses[elementKind]?[identifier] else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return view
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryViewsOnScreen[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryViewsOnScreen.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Where the layout puts the supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Headers, footers and other supplementary views: those that left go to their queues, those
    /// that came are asked of the data source.
    func layOutSupplementaryViews(_ wanted: [UICollectionViewLayoutAttributes]) {
        let keys = wanted.compactMap { a in a.representedElementKind.map { SupplementaryKey(kind: $0, indexPath: a.indexPath) } }
        let keep = Set(keys)
        for (key, view) in supplementaryViewsOnScreen where !keep.contains(key) {
            supplementaryViewsOnScreen[key] = nil
            enqueueSupplementary(view)
        }
        for (key, attributes) in zip(keys, wanted.filter { $0.representedElementKind != nil }) {
            if let view = supplementaryViewsOnScreen[key] {
                apply(attributes, to: view)
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            precondition(view.reuseIdentifier != nil, "the view returned from collectionView(_:viewForSupplementaryElementOfKind:at:) does not have a reuseIdentifier - views must be retrieved by calling dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
            supplementaryViewsOnScreen[key] = view
            apply(attributes, to: view)
            if view.superview !== self { addSubview(view) }
        }
    }

    func enqueueSupplementary(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let kind = view.elementKind, let identifier = view.reuseIdentifier else { return }
        supplementaryQueues[kind, default: [:]][identifier, default: []].append(view)
    }
}
