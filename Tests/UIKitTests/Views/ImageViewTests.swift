import Expectations
import Testing
import UIKit

/// UIImage (ASCII art: one character per screen cell, `UIImage(named:)` through the engine's image
/// directories, `UIImage(contentsOfFile:)`) and UIImageView's content modes.
@MainActor
struct ImageViewTests {
    /// A fresh temporary directory, removed by the caller.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("view-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func art(_ view: UIImageView, sourceLocation: SourceLocation = #_sourceLocation) -> ArtContents? {
        guard case let .art(a)? = view.layer.content else {
            Issue.record("the image view shows no art", sourceLocation: sourceLocation)
            return nil
        }
        return a
    }

    // MARK: UIImage

    @Test func asciiArtRowsAndSizeInCells() {
        // 2 rows, widest 4 characters: 4·8 × 2·16 = 32 × 32. Trailing blank lines are dropped.
        UIKitEngine().run {
            let image = UIImage(asciiArt: " /\\\n/__\\\n\n   \n")
            expectEqual(image.rows, [" /\\", "/__\\"])
            expectEqual(image.size, CGSize(width: 32, height: 32))
            expectEqual(image.scale, 1)
        }
    }

    @Test func emptyArtHasNoSize() {
        UIKitEngine().run {
            expectEqual(UIImage(asciiArt: "").size, .zero)
        }
    }

    @Test func artIsMeasuredInTheScreensCells() {
        let engine = UIKitEngine()
        engine.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), characterCellSize: CGSize(width: 10, height: 20))
        engine.run {
            expectEqual(UIImage(asciiArt: "abc\nde").size, CGSize(width: 30, height: 40))
        }
    }

    @Test func namedImagesComeFromTheEnginesImageDirectoriesInOrder() throws {
        let first = try temporaryDirectory(), second = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try "*\n".write(to: first.appendingPathComponent("star.txt"), atomically: true, encoding: .utf8)
        try "+++\n".write(to: second.appendingPathComponent("star.txt"), atomically: true, encoding: .utf8)
        try "(  )\n".write(to: second.appendingPathComponent("moon.txt"), atomically: true, encoding: .utf8)
        let engine = UIKitEngine()
        engine.imageDirectories = [first, second]
        engine.run {
            expectEqual(UIImage(named: "star")?.rows, ["*"], "the first directory wins")
            expectEqual(UIImage(named: "moon")?.rows, ["(  )"])
            expectEqual(UIImage(named: "moon.txt")?.rows, ["(  )"], "a name with an extension is used as is")
            expectNil(UIImage(named: "sun"))
        }
        UIKitEngine().run {
            expectNil(UIImage(named: "star"), "another engine has its own (empty) directories")
        }
    }

    @Test func anImageLiteralIsTheNamedArt() throws {
        // Xcode's `#imageLiteral(resourceName:)`, in a folder as an asset catalogue's name has it.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
        try "/\\\n\\/\n".write(to: directory.appendingPathComponent("images/1.txt"), atomically: true, encoding: .utf8)
        let engine = UIKitEngine()
        engine.imageDirectories = [directory]
        engine.run {
            let image: UIImage = #imageLiteral(resourceName: "images/1")
            expectEqual(image.rows, ["/\\", "\\/"])
            expectEqual(image.size, CGSize(width: 16, height: 32))
            let untyped = #imageLiteral(resourceName: "images/1")
            expectEqual(untyped.rows, image.rows, "without a written type the literal is a UIImage too")
        }
    }

    @Test func imageFromAFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("boat.txt")
        try "  |\\\n__|_\\\n\\___/\n".write(to: file, atomically: true, encoding: .utf8)
        UIKitEngine().run {
            let image = UIImage(contentsOfFile: file.path)
            expectEqual(image?.rows, ["  |\\", "__|_\\", "\\___/"])
            expectEqual(image?.size, CGSize(width: 40, height: 48))
            expectNil(UIImage(contentsOfFile: directory.appendingPathComponent("none.txt").path))
        }
    }

    // MARK: UIImageView

    @Test func imageViewTakesTheImagesSize() throws {
        try UIKitEngine().run {
            let image = UIImage(asciiArt: "ab\ncd")
            let view = UIImageView(image: image)
            expectEqual(view.frame, CGRect(x: 0, y: 0, width: 16, height: 32))
            let a = try #require(art(view))
            expectEqual(a.rows, [["a", "b"], ["c", "d"]])
            expectEqual(a.size, CGSize(width: 16, height: 32))
            expectEqual(a.mode, .scaleToFill, "scaleToFill is the default content mode")
            expectEqual(view.intrinsicContentSize, image.size)
            #expect(!view.isUserInteractionEnabled)
        }
    }

    @Test func contentModesMapToTheArtsPlacement() throws {
        try UIKitEngine().run {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.image = UIImage(asciiArt: "x")
            let cases: [(UIView.ContentMode, ArtContents.Mode)] = [
                (.scaleToFill, .scaleToFill), (.scaleAspectFit, .aspectFit), (.scaleAspectFill, .aspectFill),
                (.center, .unscaled(h: 0, v: 0)), (.top, .unscaled(h: 0, v: -1)), (.bottom, .unscaled(h: 0, v: 1)),
                (.left, .unscaled(h: -1, v: 0)), (.right, .unscaled(h: 1, v: 0)),
                (.topLeft, .unscaled(h: -1, v: -1)), (.bottomRight, .unscaled(h: 1, v: 1)),
            ]
            for (mode, expected) in cases {
                view.contentMode = mode
                let a = try #require(art(view))
                expectEqual(a.mode, expected, "\(mode)")
            }
        }
    }

    @Test func removingTheImageClearsTheContents() {
        UIKitEngine().run {
            let view = UIImageView(image: UIImage(asciiArt: "x"))
            view.image = nil
            expectNil(view.layer.content)
            expectEqual(view.sizeThatFits(.zero), .zero)
        }
    }

    @Test func sizeToFitTakesTheImageSize() {
        UIKitEngine().run {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.image = UIImage(asciiArt: "abc")
            expectEqual(view.sizeThatFits(.zero), CGSize(width: 24, height: 16))
            view.sizeToFit()
            expectEqual(view.bounds.size, CGSize(width: 24, height: 16))
        }
    }
}
