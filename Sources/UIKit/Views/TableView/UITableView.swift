/// A scroll view showing rows in sections, one under the other, with cells reused as they
/// scroll in and out of sight.
///
/// The number of sections and rows is read when the data is loaded (the first layout pass, and
/// after `reloadData()`), not while scrolling. A row counts at its estimated height
/// (`estimatedRowHeight`, or the delegate's `estimatedHeightForRowAt`) until it is shown; then
/// its cell is asked for (`cellForRowAt`, which dequeues one: from the queue after its
/// `prepareForReuse()`, or new of the registered class), and its height
/// (`heightForRowAt`, or `rowHeight`; `UITableView.automaticDimension` sizes it to the
/// cell's constraints) replaces the estimate, so `contentSize` is the measured rows plus the
/// estimates of the others. With estimating off (an estimate of 0), every height is asked at
/// load. Cells are subviews placed in content coordinates, so they move with `contentOffset`;
/// in the plain style a section's header stays at the top while its rows pass under it.
///
/// ```swift
/// let table = UITableView(frame: view.bounds, style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "herb")
/// table.dataSource = self
/// table.delegate = self
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How sections look.
    public enum Style: Int, Sendable {
        /// Sections one after the other, headers staying at the top while their rows scroll.
        case plain = 0
        /// Sections as separate groups (laid out as `.plain` here, headers not staying).
        case grouped = 1
        /// Groups inset from the sides (laid out as `.plain` here, headers not staying).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little movement as shows the whole row (none if it is shown).
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// A height that is worked out: a row's from its cell's constraints, an estimate by the
    /// table, a header's from its title or view.
    public static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public let style: Style

    /// Gives the rows and their cells (held weakly). Setting it reloads the data.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate (`UIScrollView.delegate`) as a table view's. On iOS `delegate` itself is
    /// typed `UITableViewDelegate?`; Swift cannot narrow an inherited property's type, so here it
    /// stays `UIScrollViewDelegate?` (FIDELITY §2.26).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of every row the delegate does not size (`automaticDimension` by default:
    /// rows size themselves to their cells' constraints, 44 points without any).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != rowHeight { heightsChanged() } }
    }

    /// The height a row counts at until it is shown (`automaticDimension` by default: the
    /// `rowHeight` when it is fixed, else 44 points); 0 turns estimating off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != estimatedRowHeight { heightsChanged() } }
    }

    /// The height of sections' headers the delegate does not size (`automaticDimension` by
    /// default: 28 points for a title or for a view that does not say, none without either).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionHeaderHeight { heightsChanged() } }
    }

    /// The height of sections' footers the delegate does not size, like `sectionHeaderHeight`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionFooterHeight { heightsChanged() } }
    }

    /// A view above the first section, as wide as the table, as high as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            guard oldValue !== tableHeaderView else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }

    /// A view below the last section, as wide as the table, as high as its frame.
    open var tableFooterView: UIView? {
        didSet {
            guard oldValue !== tableFooterView else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }

    /// A view behind the rows that fills the table and does not scroll (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects rows (true by default).
    open var allowsSelection = true
    /// Whether several rows may be selected at once (false by default); then a tap on a selected
    /// row deselects it.
    open var allowsMultipleSelection = false

    /// The measured or estimated geometry of the rows; nil until the data is loaded.
    private var sections: [Section]?
    private struct Section {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var heights: [CGFloat] = []
        var measured: [Bool] = []
        var headerView: UIView?
        var footerView: UIView?
    }

    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells waiting to be reused, by identifier: the last one in is the first out.
    var cellQueues: [String: [UITableViewCell]] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views in the table now.
    private var shownHeaderFooterViews: [UIView] = []
    private var reloadPending = false
    var selection: [IndexPath] = []
    /// The row a finger went down on, and whether it was highlighted.
    private var trackedTouch: (touch: UITouch, indexPath: IndexPath, highlighted: Bool)?
    /// True while the data source is asked for a cell during layout (dequeued cells take the
    /// row's width then).
    private var dequeueingFor: (indexPath: IndexPath, height: CGFloat)?

    /// A table of `style` (its style cannot change later).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Cells

    /// Makes cells for `identifier` from `cellClass` (a `UITableViewCell` subclass, made with
    /// `init(style: .default, reuseIdentifier:)`). A nil class removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView: \(cellClass) registered for \"\(identifier)\" is not a UITableViewCell subclass")
        }
        registeredCellClasses[identifier] = type
    }

    /// Makes header and footer views for `identifier` from `aClass` (a
    /// `UITableViewHeaderFooterView` subclass). A nil class removes the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooterClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView: \(aClass) registered for \"\(identifier)\" is not a UITableViewHeaderFooterView subclass")
        }
        registeredHeaderFooterClasses[identifier] = type
    }

    /// A cell waiting under `identifier` (after its `prepareForReuse()`), else a new one of the
    /// registered class, else nil: the old way, where the caller makes a cell when given none.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = cellQueues[identifier], let cell = queue.popLast() {
            cellQueues[identifier] = queue
            cell.prepareForReuse()
            return sized(cell)
        }
        guard let type = registeredCellClasses[identifier] else { return nil }
        return sized(type.init(style: .default, reuseIdentifier: identifier))
    }

    /// A cell for the row at `indexPath`: one waiting under `identifier` (after its
    /// `prepareForReuse()`), or a new one of the registered class; during layout it is as wide
    /// as the table. An unregistered identifier stops the program with UIKit's message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard registeredCellClasses[identifier] != nil else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return dequeueReusableCell(withIdentifier: identifier)!
    }

    /// A header or footer view waiting under `identifier`, else a new one of the registered
    /// class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// A cell dequeued while the table asks for a row's cell takes the row's width and the
    /// height it counts at.
    private func sized(_ cell: UITableViewCell) -> UITableViewCell {
        if let (_, height) = dequeueingFor { cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height) }
        return cell
    }

    /// The cell of the row, if it is on screen (nil otherwise, and before the first layout).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the cells on screen, in order (nil before the first layout, as on
    /// iOS).
    open var indexPathsForVisibleRows: [IndexPath]? {
        sections == nil ? nil : visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The row at `point` (in the table's coordinates: content coordinates), on screen or not,
    /// at the heights known now; nil on headers, footers and below the last row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        var found: IndexPath?
        walkRows { indexPath, rect in
            if rect.minY <= point.y, point.y < rect.maxY { found = indexPath; return false }
            return rect.minY <= point.y
        }
        return found
    }

    /// The rows meeting `rect`, in order, at the heights known now.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var rows: [IndexPath] = []
        walkRows { indexPath, frame in
            if frame.intersects(rect) { rows.append(indexPath) }
            return frame.minY < rect.maxY
        }
        return rows
    }

    /// Where the row is (content coordinates), at the heights known now (an estimate for a
    /// row not shown yet).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        var found = CGRect.zero
        walkRows { path, rect in
            if path == indexPath { found = rect; return false }
            return true
        }
        return found
    }

    /// Where the section is: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        sectionFrames().indices.contains(section) ? sectionFrames()[section].section : .zero
    }

    /// Where the section's header is in the list (a floating header is drawn lower while its
    /// rows pass under it).
    open func rectForHeader(inSection section: Int) -> CGRect {
        sectionFrames().indices.contains(section) ? sectionFrames()[section].header : .zero
    }

    /// Where the section's footer is.
    open func rectForFooter(inSection section: Int) -> CGRect {
        sectionFrames().indices.contains(section) ? sectionFrames()[section].footer : .zero
    }

    /// The header view of the section, if it is on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard let view = sections?[safe: section]?.headerView, shownHeaderFooterViews.contains(where: { $0 === view }) else { return nil }
        return view as? UITableViewHeaderFooterView
    }

    /// The footer view of the section, if it is on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard let view = sections?[safe: section]?.footerView, shownHeaderFooterViews.contains(where: { $0 === view }) else { return nil }
        return view as? UITableViewHeaderFooterView
    }

    // MARK: Data

    /// Reads the rows from the data source again at the next layout pass: every cell on screen
    /// goes back to its queue, and the data source is asked for the cells anew.
    open func reloadData() {
        sections = nil
        reloadPending = true
        setNeedsLayout()
    }

    /// The number of sections, as the data source said when the data was loaded (0 without
    /// one).
    open var numberOfSections: Int { loadedSections.count }

    /// The number of rows in `section`, as the data source said when the data was loaded.
    open func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedSections
        precondition(sections.indices.contains(section), "UITableView: section \(section) out of range 0..<\(sections.count)")
        return sections[section].heights.count
    }

    private var loadedSections: [Section] {
        if let sections { return sections }
        let loaded = loadData()
        sections = loaded
        selection.removeAll { !isValid($0, in: loaded) }
        return loaded
    }

    /// Asks the data source for the sections and rows, and the delegate for the heights it
    /// knows before any row is shown.
    private func loadData() -> [Section] {
        guard let dataSource else { return [] }
        let count = Swift.max(0, dataSource.numberOfSections(in: self))
        var loaded: [Section] = []
        for section in 0..<count {
            var entry = Section()
            entry.headerView = tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? dataSource.tableView(self, titleForHeaderInSection: section).map(titleView)
            entry.footerView = tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? dataSource.tableView(self, titleForFooterInSection: section).map(titleView)
            entry.header = height(of: entry.headerView, asked: tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            entry.footer = height(of: entry.footerView, asked: tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            let rows = Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                if estimate == 0, case let asked = askedHeight(indexPath), asked >= 0 {
                    entry.heights.append(asked)
                    entry.measured.append(true)
                } else {
                    entry.heights.append(estimate > 0 ? estimate : (rowHeight >= 0 ? rowHeight : 44))
                    entry.measured.append(false)
                }
            }
            loaded.append(entry)
        }
        return loaded
    }

    /// A header or footer view showing a section's title.
    private func titleView(_ title: String) -> UIView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    /// A header's or footer's height: the one asked for, or, automatic, 28 points for a view
    /// (its constraints' height when they give one) and none without a view.
    private func height(of view: UIView?, asked: CGFloat) -> CGFloat {
        if asked >= 0 { return asked }
        guard let view else { return 0 }
        if !(view is UITableViewHeaderFooterView) {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height }
        }
        return 28
    }

    /// The row's height as the delegate (or `rowHeight`) gives it.
    private func askedHeight(_ indexPath: IndexPath) -> CGFloat {
        tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    /// A height setting changed: the rows are counted again at the next layout pass (the cells
    /// on screen stay).
    private func heightsChanged() {
        guard sections != nil else { return }
        sections = nil
        setNeedsLayout()
    }

    private func isValid(_ indexPath: IndexPath, in sections: [Section]) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && sections[indexPath.section].heights.indices.contains(indexPath.row)
    }

    func isValid(_ indexPath: IndexPath) -> Bool { isValid(indexPath, in: loadedSections) }

    // MARK: Geometry

    private var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// Calls `body` with each row's index path and frame, top to bottom, until it returns false.
    private func walkRows(_ body: (IndexPath, CGRect) -> Bool) {
        var y = tableHeaderHeight
        for (section, entry) in loadedSections.enumerated() {
            y += entry.header
            for (row, height) in entry.heights.enumerated() {
                guard body(IndexPath(row: row, section: section), CGRect(x: 0, y: y, width: bounds.width, height: height)) else { return }
                y += height
            }
            y += entry.footer
        }
    }

    private func sectionFrames() -> [(section: CGRect, header: CGRect, footer: CGRect)] {
        var y = tableHeaderHeight
        let width = bounds.width
        return loadedSections.map { entry in
            let top = y
            let rows = entry.heights.reduce(0, +)
            let header = CGRect(x: 0, y: top, width: width, height: entry.header)
            let footer = CGRect(x: 0, y: top + entry.header + rows, width: width, height: entry.footer)
            y = footer.maxY
            return (CGRect(x: 0, y: top, width: width, height: y - top), header, footer)
        }
    }

    private var contentHeight: CGFloat {
        tableHeaderHeight + loadedSections.reduce(0) { $0 + $1.header + $1.heights.reduce(0, +) + $1.footer } + (tableFooterView?.frame.height ?? 0)
    }

    // MARK: Layout

    /// Places the cells of the rows in the bounds, reusing those that left; shown rows are
    /// measured; headers and footers are placed, a plain table's headers staying at the top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if reloadPending {
            reloadPending = false
            recycleEverythingOnScreen()
        }
        _ = loadedSections
        let area = tilingArea
        backgroundView?.frame = bounds

        // Cells of rows that left go back to their queues first, so that the rows coming in can
        // have them.
        var staying = Set<IndexPath>()
        walkRows { indexPath, rect in
            if rect.intersects(area) { staying.insert(indexPath) }
            return rect.minY < area.maxY
        }
        for indexPath in visibleCellsByIndexPath.keys.sorted() where !staying.contains(indexPath) {
            enqueue(visibleCellsByIndexPath.removeValue(forKey: indexPath)!, endingDisplayOf: indexPath)
        }

        // Then the rows meeting the bounds, top to bottom, each measured as it is shown (which
        // moves the rows under it).
        var shown = Set<IndexPath>()
        var y = tableHeaderHeight
        let width = bounds.width
        for section in loadedSections.indices {
            y += sections![section].header
            for row in sections![section].heights.indices {
                let indexPath = IndexPath(row: row, section: section)
                var height = sections![section].heights[row]
                if y < area.maxY, y + height > area.minY || (height == 0 && !sections![section].measured[row] && y >= area.minY) {
                    let cell = visibleCellsByIndexPath[indexPath] ?? makeCell(for: indexPath, height: height)
                    if !sections![section].measured[row] {
                        let asked = askedHeight(indexPath)
                        height = asked >= 0 ? asked : cell.selfSizingHeight(width: width)
                        sections![section].heights[row] = height
                        sections![section].measured[row] = true
                    }
                    let frame = CGRect(x: 0, y: y, width: width, height: height)
                    if frame.intersects(area) {
                        cell.frame = frame
                        if visibleCellsByIndexPath[indexPath] == nil {
                            visibleCellsByIndexPath[indexPath] = cell
                            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                        }
                        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
                        shown.insert(indexPath)
                    } else if visibleCellsByIndexPath[indexPath] == nil {
                        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
                    }
                }
                y += height
            }
            y += sections![section].footer
        }
        for indexPath in visibleCellsByIndexPath.keys.sorted() where !shown.contains(indexPath) {
            enqueue(visibleCellsByIndexPath.removeValue(forKey: indexPath)!, endingDisplayOf: indexPath)
        }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderHeight)
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: contentHeight - tableFooterView.frame.height, width: width, height: tableFooterView.frame.height)
        }
        layOutHeadersAndFooters(in: area)
        let size = CGSize(width: width, height: contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// Places the headers and footers meeting `area`, above the cells; a plain table's header
    /// stays at the top of the bounds while its section's rows pass under it, until the next
    /// section pushes it up.
    private func layOutHeadersAndFooters(in area: CGRect) {
        var wanted: [UIView] = []
        for (section, frames) in sectionFrames().enumerated() {
            let entry = sections![section]
            var header = frames.header
            if style == .plain {
                let top = bounds.minY + adjustedContentInset.top
                header.origin.y = Swift.min(Swift.max(header.minY, top), frames.section.maxY - header.height)
            }
            for (view, frame) in [(entry.headerView, header), (entry.footerView, frames.footer)] {
                guard let view, frame.height > 0, frame.intersects(area) else { continue }
                view.frame = frame
                wanted.append(view)
                if view.superview !== self || subviews.last !== view { addSubview(view) }
            }
        }
        // Those that left the bounds, or belong to data loaded before, leave the table.
        for view in shownHeaderFooterViews where !wanted.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        shownHeaderFooterViews = wanted
    }

    private func makeCell(for indexPath: IndexPath, height: CGFloat) -> UITableViewCell {
        guard let dataSource else { preconditionFailure("UITableView: rows without a data source") }
        dequeueingFor = (indexPath, height)
        defer { dequeueingFor = nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame.size.width = bounds.width
        cell.setSelected(selection.contains(indexPath), animated: false)
        return cell
    }

    /// Takes the cell out of the view into its queue, and tells the delegate.
    private func enqueue(_ cell: UITableViewCell, endingDisplayOf indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// After a reload, the cells on screen belong to the old data: they wait in their queues,
    /// the last row's first; the old headers and footers go.
    private func recycleEverythingOnScreen() {
        trackedTouch = nil
        let shown = visibleCellsByIndexPath
        visibleCellsByIndexPath = [:]
        for indexPath in shown.keys.sorted().reversed() { enqueue(shown[indexPath]!, endingDisplayOf: indexPath) }
        for view in shownHeaderFooterViews where view.superview === self { view.removeFromSuperview() }
        shownHeaderFooterViews = []
    }


    // MARK: Selection

    /// The selected row (the first, with several); nil when none is.
    open var indexPathForSelectedRow: IndexPath? { selection.sorted().first }

    /// The selected rows, in order; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selection.isEmpty ? nil : selection.sorted()
    }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls it
    /// to `scrollPosition` (`.none`: no scrolling); nil deselects every row. Calls no delegate
    /// method.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for selected in selection { deselectRow(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selection where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; animated, its cell's selection fades (with the animation this is
    /// called in, such as a transition's). Calls no delegate method.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Scrolls so that the row sits at `scrollPosition`: its top at the top of the bounds,
    /// its centre in the middle or its bottom at the bottom; `.none` moves as little as shows the
    /// whole row. The offset stays within the content.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            preconditionFailure("attempt to scroll to invalid index path: \(indexPath)")
        }
        let frame = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = frame.minY - inset.top
        case .middle: offset.y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = frame.maxY - inset.top - visibleHeight
        case .none:
            if frame.minY < contentOffset.y + inset.top { offset.y = frame.minY - inset.top }
            else if frame.maxY > contentOffset.y + inset.top + visibleHeight { offset.y = frame.maxY - inset.top - visibleHeight }
        }
        let maximum = Swift.max(-inset.top, contentHeight + inset.bottom - bounds.height)
        offset.y = Swift.min(Swift.max(offset.y, -inset.top), maximum)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    // MARK: Touches

    /// A finger down on a row highlights it if the delegate's `shouldHighlightRowAt` agrees
    /// (`isHighlighted`, then `didHighlightRowAt`); if it does not, the touch selects nothing.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, trackedTouch == nil, let touch = touches.first,
              let indexPath = indexPathForRow(at: touch.location(in: self)),
              let cell = cellForRow(at: indexPath) else {
            return super.touchesBegan(touches, with: event)
        }
        let highlights = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        trackedTouch = (touch, indexPath, highlights)
        guard highlights else { return }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// A finger that leaves the row it went down on gives up: the highlight goes and the lift
    /// selects nothing.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return super.touchesMoved(touches, with: event) }
        guard tracked.highlighted, indexPathForRow(at: tracked.touch.location(in: self)) != tracked.indexPath else { return }
        trackedTouch?.highlighted = false
        unhighlight(tracked.indexPath)
    }

    /// A finger lifted on the highlighted row: the highlight goes (`didUnhighlightRowAt`), then
    /// `willSelectRowAt` says which row to select (nil: none); the row losing the selection is
    /// deselected (`willDeselectRowAt`, `didDeselectRowAt`), then the row is selected and
    /// `didSelectRowAt` is called. With `allowsMultipleSelection`, a lift on a selected row
    /// deselects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return super.touchesEnded(touches, with: event) }
        trackedTouch = nil
        guard tracked.highlighted else { return }
        unhighlight(tracked.indexPath)
        if allowsMultipleSelection, selection.contains(tracked.indexPath) {
            guard let row = willDeselect(tracked.indexPath) else { return }
            deselectRow(at: row, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        guard let indexPath = willSelect(tracked.indexPath), isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selection where other != indexPath {
                guard let row = willDeselect(other) else { continue }
                deselectRow(at: row, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: row)
            }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A cancelled touch (the pan took over) removes the highlight and selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return super.touchesCancelled(touches, with: event) }
        trackedTouch = nil
        if tracked.highlighted { unhighlight(tracked.indexPath) }
    }

    /// The row the delegate lets a tap select instead of `indexPath` (itself without a delegate).
    private func willSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willSelectRowAt: indexPath)
    }

    private func willDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
