import UIKit

/// A picture in the gallery.
struct Artwork {
    let title: String
    /// One line about the picture, shown under its title.
    let caption: String
    /// The ASCII art in `art/<artName>.txt`.
    let artName: String
    /// The colour of the picture's swatch in the gallery.
    let color: UIColor

    static let all = [
        Artwork(title: "Sunrise", caption: "first light over a calm sea", artName: "sunrise", color: .systemOrange),
        Artwork(title: "Peaks", caption: "three mountains and a cloud", artName: "mountains", color: .systemGreen),
        Artwork(title: "Sailboat", caption: "a small boat, a fair wind", artName: "sailboat", color: .systemBlue),
    ]
}
