import UIKit

/// A herb to grow on the windowsill.
struct Herb {
    let name: String
    /// What it is like and how to use it, for the details screen.
    let description: String
    /// The big picture in `art/<artName>.txt`, and the thumbnail in `art/<artName>-small.txt`.
    let artName: String
    /// The light tint behind its pictures.
    let tint: UIColor

    static let all = [
        Herb(name: "Basil",
             description: "Sweet and a little peppery. Basil wants sun and warmth; pick the top leaves often and it grows bushier. Tear it over tomatoes at the last moment.",
             artName: "basil", tint: UIColor(red: 0.86, green: 0.95, blue: 0.84, alpha: 1)),
        Herb(name: "Mint",
             description: "Mint grows almost anywhere and spreads everywhere, so give it a pot of its own. A few leaves in hot water make a fresh tea.",
             artName: "mint", tint: UIColor(red: 0.84, green: 0.95, blue: 0.93, alpha: 1)),
        Herb(name: "Rosemary",
             description: "A woody evergreen that likes dry soil and plenty of light. Strip the needles from a sprig and roast them with potatoes.",
             artName: "rosemary", tint: UIColor(red: 0.88, green: 0.90, blue: 0.97, alpha: 1)),
        Herb(name: "Thyme",
             description: "Tiny leaves, big taste. Thyme likes poor, dry soil and forgives a forgotten watering. Drop whole sprigs into soups and stews.",
             artName: "thyme", tint: UIColor(red: 0.96, green: 0.92, blue: 0.84, alpha: 1)),
    ]
}
