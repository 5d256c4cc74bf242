import Foundation

// UIKit adds `item`, `section` and `init(item:section:)` to Foundation's `IndexPath`
// (NSIndexPath+UIKitAdditions.h). Foundation on Linux has `IndexPath` but not these.
extension IndexPath {
    /// An index path for an item of a collection view: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// An index path for a table row: `[section, row]`, the same indexes as
    /// `init(item:section:)` (UIKit declares it for `UITableView`, which the engine lacks; code
    /// that only carries index paths around uses it too).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row in its section: the second index, the same as `item`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
