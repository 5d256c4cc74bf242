import UIKit

/// One find in the rock pools: a name, a picture (ASCII art in `art/`) and a colour.
struct Creature {
    let name: String
    let art: String
    let color: UIColor

    /// Everything found this morning, in the order of the grid.
    static let all: [Creature] = {
        let kinds: [(String, String, UIColor)] = [
            ("Shore crab", "crab", .systemOrange), ("Starfish", "starfish", .systemPink),
            ("Blenny", "fish", .systemTeal), ("Periwinkle", "snail", .systemGreen),
            ("Scallop", "shell", .systemYellow), ("Moon jelly", "jelly", .systemPurple),
        ]
        // Five visits to the pools, the same six finds each time.
        return (1...5).flatMap { visit in
            kinds.map { Creature(name: "\($0.0) \(visit)", art: $0.1, color: $0.2) }
        }
    }()
}
