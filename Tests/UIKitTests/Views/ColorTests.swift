import Expectations
import Testing
import UIKit

/// UIColor: the named colours, grey levels, hue–saturation–brightness (checked against RGB worked
/// out by hand), alpha, component reading, and `cgColor`.
@MainActor
struct ColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        let ok = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(ok)
        return [r, g, b, a]
    }

    private func expectRGBA(_ color: UIColor, _ expected: [CGFloat], tolerance: CGFloat = 1e-9, _ what: String = "",
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = rgba(color)
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(what): \(actual) is not \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test func classicNamedColours() {
        expectRGBA(.black, [0, 0, 0, 1], "black")
        expectRGBA(.white, [1, 1, 1, 1], "white")
        expectRGBA(.clear, [0, 0, 0, 0], "clear")
        expectRGBA(.red, [1, 0, 0, 1], "red")
        expectRGBA(.green, [0, 1, 0, 1], "green")
        expectRGBA(.blue, [0, 0, 1, 1], "blue")
        expectRGBA(.cyan, [0, 1, 1, 1], "cyan")
        expectRGBA(.yellow, [1, 1, 0, 1], "yellow")
        expectRGBA(.magenta, [1, 0, 1, 1], "magenta")
        expectRGBA(.orange, [1, 0.5, 0, 1], "orange")
        expectRGBA(.purple, [0.5, 0, 0.5, 1], "purple")
        expectRGBA(.brown, [0.6, 0.4, 0.2, 1], "brown")
        expectRGBA(.gray, [0.5, 0.5, 0.5, 1], "gray")
        expectRGBA(.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1], "darkGray")
        expectRGBA(.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1], "lightGray")
    }

    @Test func systemColoursUseTheLightAppearanceValues() {
        expectRGBA(.systemBlue, [0, 122.0 / 255, 1, 1], "systemBlue (0, 122, 255)")
        expectRGBA(.systemRed, [1, 59.0 / 255, 48.0 / 255, 1], "systemRed (255, 59, 48)")
        expectRGBA(.systemGreen, [52.0 / 255, 199.0 / 255, 89.0 / 255, 1], "systemGreen (52, 199, 89)")
        expectRGBA(.systemOrange, [1, 149.0 / 255, 0, 1], "systemOrange (255, 149, 0)")
        expectRGBA(.systemGray, [142.0 / 255, 142.0 / 255, 147.0 / 255, 1], "systemGray (142, 142, 147)")
        expectEqual(UIColor.systemBackground, .white)
        expectEqual(UIColor.label, .black)
    }

    @Test func whiteAndAlpha() {
        let grey = UIColor(white: 0.25, alpha: 0.5)
        expectRGBA(grey, [0.25, 0.25, 0.25, 0.5])
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(grey.getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
    }

    @Test func redGreenBlueAlphaRoundTrip() {
        let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        expectRGBA(c, [0.1, 0.2, 0.3, 0.4])
        expectEqual(c.cgColor.components, [0.1, 0.2, 0.3, 0.4])
        expectEqual(c.cgColor.alpha, 0.4)
        expectEqual(c, UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), "colours compare by value")
        expectNotEqual(c, UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    }

    @Test(arguments: [
        // (h, s, b) → (r, g, b), with H = 6h, i = ⌊H⌋, f = H − i, p = b(1 − s), q = b(1 − s·f), t = b(1 − s(1 − f)):
        ([0, 1, 1], [1, 0, 0]),                      // 0°: red
        ([1.0 / 3, 1, 1], [0, 1, 0]),                // 120°: green
        ([2.0 / 3, 1, 1], [0, 0, 1]),                // 240°: blue
        ([1, 1, 1], [1, 0, 0]),                      // 360° wraps to red
        ([0.5, 0.5, 0.8], [0.4, 0.8, 0.8]),          // H = 3, f = 0: (p, q, b) = (0.4, 0.8, 0.8)
        ([30.0 / 360, 0.75, 0.6], [0.6, 0.375, 0.15]), // H = 0.5: (b, t, p) = (0.6, 0.6·0.625, 0.6·0.25)
        ([200.0 / 360, 0.4, 0.9], [0.54, 0.78, 0.9]), // H = 3⅓, f = ⅓: p = 0.54, q = 0.9·(1 − 0.4/3) = 0.78 → (p, q, b)
        ([0.9, 0, 0.7], [0.7, 0.7, 0.7]),            // no saturation: grey at the brightness
    ] as [([CGFloat], [CGFloat])])
    func hueSaturationBrightness(hsb: [CGFloat], expected: [CGFloat]) {
        let c = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: 1)
        expectRGBA(c, expected + [1], tolerance: 1e-9, "hsb \(hsb)")
    }

    @Test func withAlphaComponentKeepsTheColour() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.3)
        expectRGBA(faded, [0, 122.0 / 255, 1, 0.3])
        expectRGBA(.systemBlue, [0, 122.0 / 255, 1, 1], "the original is unchanged")
    }

    @Test func viewBackgroundColourReachesTheLayerAsCGColor() {
        UIKitEngine().run {
            let v = UIView(frame: .zero)
            expectNil(v.backgroundColor)
            v.backgroundColor = .systemPink
            expectEqual(v.layer.backgroundColor, UIColor.systemPink.cgColor)
            expectIdentical(v.backgroundColor, UIColor.systemPink, "the same colour object comes back")
            v.layer.backgroundColor = UIColor.red.cgColor
            expectEqual(v.backgroundColor, .red, "a colour set on the layer reads back through the view")
        }
    }
}
