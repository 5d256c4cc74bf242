// The data source and delegate protocols of UITableView.h, as far as this table view goes.
// Methods that are `optional` in Objective-C are requirements with default implementations
// here, so a type implements only the ones it needs, as on iOS.

/// Gives a table view its rows: how many in each section, a cell for each, and the sections'
/// titles.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`. Asked when the data is (re)loaded, not while scrolling.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: usually one from
    /// `dequeueReusableCell(withIdentifier:for:)`, configured for the row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the section's header (nil by default: no header unless the delegate gives a
    /// view).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer (nil by default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Told when the user highlights, selects and deselects rows by touch and when cells come and
/// go; asked for heights and for the sections' header and footer views. As a
/// `UIScrollViewDelegate` it also hears how the table scrolls.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row; by default the table's `rowHeight`. `UITableView.automaticDimension`
    /// sizes the row to its cell's constraints.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height the row is counted at until it is shown; by default the table's
    /// `estimatedRowHeight`. 0 turns estimating off: every row's height is asked at once.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the section's header; by default the table's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the section's footer; by default the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for the section's header (nil by default: the data source's title, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for the section's footer (nil by default).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Whether a finger down on the row highlights it; true by default. False bypasses the whole
    /// selection: the lift selects nothing.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A finger down highlighted the row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The highlight went: the finger lifted, left the row, or the touch was cancelled.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap is about to select: `indexPath` (the default), another row, or nil for none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row a tap is about to deselect: `indexPath` (the default), another, or nil for none.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (not called for `selectRow(at:animated:scrollPosition:)`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap deselected the row: another row was tapped, or, with multiple selection, this one
    /// again (not called for `deselectRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The cell is about to be shown for the row: configured, sized and placed, not yet in the
    /// table view.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell of the row left the table view (it scrolled out, or the data was reloaded).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
