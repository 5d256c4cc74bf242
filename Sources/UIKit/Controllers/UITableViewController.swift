/// A view controller whose view is a table view, with the controller as its data source and
/// delegate. Override the data source and delegate methods (with `override`, as on iOS).
///
/// When its view appears again (the screen pushed over it is popped), the selected rows are
/// deselected alongside the transition: their selection fades as the pop plays, and comes back
/// if an interactive pop is cancelled (`clearsSelectionOnViewWillAppear`).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style
    private var storedTableView: UITableView?

    /// A controller whose table view (made when the view loads) has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table view.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The table view (the controller's view, loaded on first access). Setting it makes it the
    /// view.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return storedTableView
        }
        set {
            storedTableView = newValue
            view = newValue
        }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a screen-sized table view of the style, resizing with its superview, with this
    /// controller as data source and delegate.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        self.tableView = tableView
    }

    /// When `clearsSelectionOnViewWillAppear`, deselects the selected rows: alongside the transition
    /// that shows the view (selected again if it is cancelled), or at once. Call `super` when
    /// you override it.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView = storedTableView, let selected = tableView.indexPathsForSelectedRows else { return }
        if let coordinator = transitionCoordinator {
            let alongside = coordinator.animate(alongsideTransition: { _ in
                for indexPath in selected { tableView.deselectRow(at: indexPath, animated: true) }
            }, completion: { context in
                guard context.isCancelled else { return }
                for indexPath in selected { tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
            })
            if alongside { return }
        }
        for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
    }

    /// One section, unless you override it.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows, unless you override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Override it when you have rows: like iOS, the controller has no cells of its own to give.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:)")
    }

    /// None, unless you override it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// None, unless you override it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// The table's `rowHeight`, unless you override it.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`, unless you override it.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// The table's `sectionHeaderHeight`, unless you override it.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`, unless you override it.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// None, unless you override it.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// None, unless you override it.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// True, unless you override it.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing, unless you override it.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing, unless you override it.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row itself, unless you override it.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The row itself, unless you override it.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing, unless you override it.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing, unless you override it.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing, unless you override it.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing, unless you override it.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
