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

// The same additions on the reference type (NSIndexPath+UIKitAdditions.h declares them on
// `NSIndexPath`): Swift imports `+indexPathForRow:inSection:` and `+indexPathForItem:inSection:`
// as these initializers, so code written before `IndexPath` existed (Swift 2) still compiles on
// iOS. A position the path does not have reads `NSNotFound`, as Apple's `indexAtPosition:` answers
// (Foundation on Linux traps there instead).
extension NSIndexPath {
    /// An index path for a table row: `[section, row]`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path for an item of a collection view: `[section, item]`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(orNotFoundAt: 0) }

    /// The row in its section: the second index.
    public var row: Int { index(orNotFoundAt: 1) }

    /// The item in its section: the second index, the same as `row`.
    public var item: Int { index(orNotFoundAt: 1) }

    private func index(orNotFoundAt position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
