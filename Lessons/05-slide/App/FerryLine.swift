import UIKit

/// One ferry line of the harbour: where it goes, where it stops, and its colour on the board.
struct FerryLine {
    let number: String
    let destination: String
    let stops: [String]
    let frequency: String
    let colour: UIColor

    static let all = [
        FerryLine(number: "F1", destination: "Gull Island", stops: ["Pier 1", "Fish Market", "Lighthouse", "Gull Island"],
                  frequency: "every 20 min, 06:00-23:40", colour: .systemOrange),
        FerryLine(number: "F2", destination: "Old Town", stops: ["Pier 1", "Shipyard", "Old Town"],
                  frequency: "every 30 min, 07:00-22:00", colour: .systemGreen),
        FerryLine(number: "F3", destination: "Seal Rocks", stops: ["Pier 1", "Lighthouse", "North Beach", "Cove", "Seal Rocks"],
                  frequency: "hourly, 09:00-18:00", colour: .systemPurple),
    ]
}
