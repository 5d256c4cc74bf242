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
}
