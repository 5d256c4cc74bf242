import UIKit

/// Where the postcard sits, closed and open.
enum Postcard {
    /// The postcard on the shelf, in the window's coordinates.
    static let closedFrame = CGRect(x: 16, y: 480, width: 344, height: 176)
    /// How far the card's top edge moves between closed (y = 480) and open (y = 0): a finger that
    /// drags the top edge this far has moved the card all the way.
    static let travel: CGFloat = 480
    /// The card's colour, closed and open.
    static let colour = UIColor.systemOrange
    /// How dark the shelf is behind the open card: the alpha of the shelf's `dimView`.
    static let dimmed: CGFloat = 0.6
}
