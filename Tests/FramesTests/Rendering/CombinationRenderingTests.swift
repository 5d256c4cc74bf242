import Expectations
import Testing
import Frames
import UIKit

/// Features together, as transitions use them, mostly on the full phone.
@MainActor
struct CombinationRenderingTests {
    @Test func roundedClippedCardWithLabel() throws {
        // A card with rounded corners that clips its orange header and holds a wrapped label,
        // on the phone.
        let scene = PhoneScene()
        scene.run {
            let card = block(CGRect(x: 40, y: 160, width: 296, height: 320), .systemGray6, in: scene.root)
            card.layer.cornerRadius = 40
            card.clipsToBounds = true
            block(CGRect(x: 0, y: 0, width: 296, height: 96), .systemOrange, in: card)
            label("A rounded card clips its header and holds a label", CGRect(x: 16, y: 112, width: 264, height: 64), in: card, lines: 0)
        }
        scene.advance(by: 0.25)
        try assertGolden(scene.frame(), named: "combo-rounded-clipped-card")
    }

    @Test func circularMaskGrowing() throws {
        // A circle mask on a picture (stripes and a label) grows from nothing to a circle of 24
        // cells (192 points) across in one second, linearly: frames at 0, ½ and 1 s.
        let stage = Stage(.cells(24, 10))
        stage.run {
            let picture = block(cells(0, 0, 24, 10), .systemBlue, in: stage.root)
            block(cells(0, 2, 24, 1), .systemYellow, in: picture)
            block(cells(0, 7, 24, 1), .systemYellow, in: picture)
            label("revealed", cells(0, 4, 24, 2), in: picture, alignment: .center)
            let mask = CAShapeLayer()
            let full = UIBezierPath(ovalIn: CGRect(x: 0, y: -16, width: 192, height: 192)).cgPath
            mask.path = full
            picture.layer.mask = mask
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = UIBezierPath(ovalIn: CGRect(x: 96, y: 80, width: 0, height: 0)).cgPath
            grow.toValue = full
            grow.duration = 1
            mask.add(grow, forKey: "grow")
        }
        var frames: [Frame] = []
        for time in [0, 0.5, 1] {
            stage.engine.advance(to: time)
            frames.append(stage.frame())
        }
        try assertGolden(frames, named: "combo-circle-mask-growing")
    }

    /// A little house, 32 × 32 points: a roof over a body.
    static func logoPath() -> CGPath {
        let logo = UIBezierPath()
        logo.move(to: CGPoint(x: 16, y: 0))
        logo.addLine(to: CGPoint(x: 32, y: 14))
        logo.addLine(to: CGPoint(x: 27, y: 14))
        logo.addLine(to: CGPoint(x: 27, y: 32))
        logo.addLine(to: CGPoint(x: 5, y: 32))
        logo.addLine(to: CGPoint(x: 5, y: 14))
        logo.addLine(to: CGPoint(x: 0, y: 14))
        logo.close()
        return logo.cgPath
    }

    @Test func logoMaskScaledA150TimesShowsTheWholeScreen() throws {
        // The logo reveal: the app's screen masked by the logo, on a blue window background; the
        // mask scales 1 → 6 → 150 (linear keyframes over one second). At ×150 the whole app
        // shows, exactly as without a mask.
        let scene = PhoneScene()
        let (app, mask) = scene.run { () -> (UIView, CAShapeLayer) in
            scene.root.backgroundColor = .systemBlue
            let app = block(scene.root.bounds, .white, in: scene.root)
            block(CGRect(x: 0, y: 0, width: 375, height: 64), .systemGray5, in: app)
            label("Welcome", CGRect(x: 0, y: 32, width: 375, height: 16), in: app, alignment: .center)
            for row in 0..<4 {
                label("Row \(row + 1)", CGRect(x: 16, y: 96 + CGFloat(row) * 48, width: 200, height: 16), in: app)
            }
            label("Home", CGRect(x: 0, y: 336, width: 375, height: 16), in: app, alignment: .center)
            block(CGRect(x: 0, y: 619, width: 375, height: 48), .systemGray5, in: app)
            let mask = CAShapeLayer()
            mask.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
            mask.position = CGPoint(x: 187.5, y: 333.5)
            mask.path = Self.logoPath()
            app.layer.mask = mask
            return (app, mask)
        }
        scene.advance(by: 0)
        scene.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mask.transform = CATransform3DMakeScale(150, 150, 1)
            CATransaction.commit()
            let zoom = CAKeyframeAnimation(keyPath: "transform.scale")
            zoom.values = [1, 6, 150]
            zoom.keyTimes = [0, 0.5, 1]
            zoom.duration = 1
            mask.add(zoom, forKey: "zoom")
        }
        var frames: [Frame] = []
        for time in [0, 0.5, 1] {
            scene.engine.advance(to: time)
            frames.append(scene.frame())
        }
        try assertGolden(frames, named: "combo-logo-mask-x150")
        scene.run { app.layer.mask = nil }
        expectEqual(frames[2], scene.frame(), "at ×150 the mask covers the whole screen")
    }

    @Test func halfAlphaViewOverAnother() throws {
        // A red view at 50 % over a blue one: where they overlap, red and blue alternate; over
        // the white background, red alternates with the background.
        let stage = Stage(.cells(20, 8))
        stage.run {
            block(cells(2, 1, 12, 4), .systemBlue, in: stage.root)
            block(cells(8, 3, 12, 4), .systemRed, in: stage.root).alpha = 0.5
        }
        try assertGolden(stage.frame(), named: "combo-half-alpha-over")
    }

    @Test func nestedTransformsIn3D() throws {
        // A container with perspective turned 30° about y holds a card turned 15° in its plane
        // and a scaled label: transforms compose through the tree.
        let stage = Stage(.cells(32, 16))
        stage.run {
            stage.root.layer.sublayerTransform = perspective()
            let container = block(cells(4, 2, 24, 12), .systemGray6, in: stage.root)
            container.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
            let card = block(cells(4, 2, 16, 6), .systemTeal, in: container)
            card.transform = CGAffineTransform(rotationAngle: .pi / 12)
            let text = label("hello", cells(4, 9, 16, 1), in: container, alignment: .center)
            text.transform = CGAffineTransform(scaleX: 1, y: 2)
        }
        try assertGolden(stage.frame(), named: "combo-nested-3d")
    }

    @Test func fullScreenViewFillsEveryCellOfTheLandscapePhone() throws {
        // 667 × 375 points at 8 × 16 points a cell is 83.4 × 23.4 cells; the device rounds to
        // 83 × 23, every cell's centre is on the screen, and the black view fills them all.
        let scene = PhoneScene(.phoneLandscape)
        scene.run { scene.root.backgroundColor = .black }
        let frame = scene.frame()
        #expect(frame.columns == 83 && frame.rows == 23)
        expectEqual(frame.inkCount, 83 * 23)
    }

    @Test func landscapePhone() throws {
        // The phone on its side: 83 × 23 cells, a header, a card with a label, an image.
        let scene = PhoneScene(.phoneLandscape)
        scene.run {
            block(CGRect(x: 0, y: 0, width: 667, height: 48), .systemGray5, in: scene.root)
            label("Landscape", CGRect(x: 0, y: 16, width: 667, height: 16), in: scene.root, alignment: .center)
            let card = block(CGRect(x: 40, y: 96, width: 320, height: 224), .systemBlue, in: scene.root)
            card.layer.cornerRadius = 24
            label("Pets", CGRect(x: 0, y: 96, width: 320, height: 16), in: card, alignment: .center)
            let image = UIImageView(frame: CGRect(x: 424, y: 112, width: 160, height: 128))
            image.image = UIImage(asciiArt: ImageRenderingTests.cat)
            image.contentMode = .scaleAspectFit
            scene.root.addSubview(image)
        }
        let frame = scene.frame()
        expectEqual(frame.columns, 83)
        expectEqual(frame.rows, 23)
        try assertGolden(frame, named: "combo-landscape")
    }
}
