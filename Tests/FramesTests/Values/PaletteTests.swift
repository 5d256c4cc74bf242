import Expectations
import Testing
import Frames
import UIKit

@MainActor
struct PaletteTests {
    private func character(of color: UIColor) -> Character {
        let c = color.cgColor.components!
        return Palette.appearance(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2])).character
    }

    /// The documented table, written out by hand.
    private let table: [(UIColor, Character)] = [
        (.white, " "), (.systemBackground, " "), (.black, "@"), (.label, "@"),
        (.darkGray, "#"), (.gray, "="), (.lightGray, ":"),
        (.red, "%"), (.systemRed, "%"), (.green, "+"), (.systemGreen, "+"),
        (.blue, "~"), (.systemBlue, "~"), (.cyan, "\""), (.systemTeal, "\""), (.systemCyan, "\""), (.systemMint, "\""),
        (.yellow, "*"), (.systemYellow, "*"), (.orange, "&"), (.systemOrange, "&"),
        (.magenta, "^"), (.systemPink, "^"), (.purple, "$"), (.systemPurple, "$"), (.systemIndigo, "$"),
        (.brown, "8"), (.systemBrown, "8"),
        (.systemGray, "="), (.systemGray2, "-"), (.systemGray3, ";"), (.systemGray4, ","), (.systemGray5, "`"), (.systemGray6, "."),
    ]

    @Test func namedColoursMapToTheirCharacters() {
        for (color, expected) in table {
            expectEqual(character(of: color), expected, "\(color)")
        }
    }

    @Test func everyEntryOfTheTableMapsToItsOwnCharacter() {
        for entry in Palette.named {
            let look = Palette.appearance(red: entry.red, green: entry.green, blue: entry.blue)
            expectEqual(look.character, entry.character, "\(entry.name)")
            expectEqual(look.ansi, entry.ansi, "\(entry.name)")
        }
    }

    @Test func rampSharesOnlyTheLightGreysCharacters() {
        // The ramp's three lightest steps are systemGray6's ".", systemGray4's "," and
        // systemGray3's ";": a light colour looks like a light grey; no other named colour's
        // character is on the ramp.
        let named = Set(Palette.named.map(\.character))
        let shared = Set(Palette.ramp).intersection(named)
        expectEqual(shared, [".", ",", ";"])
    }

    @Test func otherColoursFollowTheLuminanceRampFromLightToDark() {
        // Greys that are no named colour, one per step of the ramp: step = ⌊(1 − L) × 7⌋.
        let greys: [(Double, Character)] = [(0.97, "."), (0.80, ","), (0.65, ";"), (0.52, "o"), (0.36, "O"), (0.2, "0"), (0.05, "M")]
        for (grey, expected) in greys {
            expectEqual(Palette.appearance(red: grey, green: grey, blue: grey).character, expected, "grey \(grey)")
        }
    }

    @Test func rampStepsChangeAtSevenths() {
        let boundary = 1 - 1.0 / 7   // between "." and ","
        expectEqual(Palette.appearance(red: boundary + 0.01, green: boundary + 0.01, blue: boundary + 0.01).character, ".")
        expectEqual(Palette.appearance(red: boundary - 0.01, green: boundary - 0.01, blue: boundary - 0.01).character, ",")
    }

    @Test func rampWeighsGreenMostAndBlueLeast() {
        // Relative luminance: 0.2126 R + 0.7152 G + 0.0722 B.
        let darkGreenish = Palette.appearance(red: 0.1, green: 0.9, blue: 0.1).character    // L ≈ 0.672
        let darkBluish = Palette.appearance(red: 0.1, green: 0.1, blue: 0.9).character       // L ≈ 0.157
        expectEqual(darkGreenish, ";")
        expectEqual(darkBluish, "0")
    }

    @Test func nearlyNamedColoursAreMatchedWithinATolerance() {
        expectEqual(Palette.appearance(red: 1, green: 0.001, blue: 0.001).character, "%")
        expectNotEqual(Palette.appearance(red: 1, green: 0.01, blue: 0.01).character, "%")
    }

    @Test func otherColoursGetTheNearestANSICubeColour() {
        expectEqual(Palette.ansi256(red: 1, green: 0, blue: 0), 196)
        expectEqual(Palette.ansi256(red: 0, green: 0, blue: 0), 16)
        expectEqual(Palette.ansi256(red: 1, green: 1, blue: 1), 231)
        #expect(Palette.ansi256(red: 0.2, green: 0.4, blue: 0.6) == 16 + 36 * 1 + 6 * 2 + 3)
        expectEqual(Palette.appearance(red: 0.2, green: 0.4, blue: 0.6).ansi, 67)
    }

    @Test func ditherThresholdsAreSixteenDistinctSteps() {
        let thresholds = (0..<4).flatMap { row in (0..<4).map { Palette.threshold(column: $0, row: row) } }
        expectEqual(Set(thresholds).count, 16)
        #expect(thresholds.allSatisfy { $0 > 0 && $0 < 1 })
        expectEqual(thresholds.min(), 0.5 / 16)
        expectEqual(thresholds.max(), 15.5 / 16)
    }

    @Test func alphaOfKSixteenthsShowsKCellsOfEachBlock() {
        for k in 0...16 {
            let alpha = Double(k) / 16
            let shown = (0..<4).flatMap { row in (0..<4).map { Palette.threshold(column: $0, row: row) } }.filter { alpha > $0 }.count
            expectEqual(shown, k, "alpha \(k)/16")
        }
    }

    @Test func thresholdsRepeatEveryFourCells() {
        expectEqual(Palette.threshold(column: 5, row: 6), Palette.threshold(column: 1, row: 2))
        expectEqual(Palette.threshold(column: 0, row: 0), 0.5 / 16)
        expectEqual(Palette.threshold(column: 1, row: 1), 4.5 / 16)
    }

    @Test func fiftyPercentIsACheckerboard() {
        for row in 0..<4 {
            for column in 0..<4 {
                expectEqual((0.5 > Palette.threshold(column: column, row: row)), ((row + column) % 2 == 0), "cell \(column),\(row)")
            }
        }
    }
}
