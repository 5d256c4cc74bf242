import Testing
import Frames
import UIKit

/// The zoom (iOS 18's `preferredTransition`) is drawn as the views it moves: half way, the
/// pushed screen shows through a window between the thumbnail's place and the whole screen.
@MainActor
struct ZoomRenderingTests {
    @Test func halfWayTheDetailShowsThroughAGrowingWindow() throws {
        let stage = PhoneScene()
        let window = stage.run { stage.root.window! }
        let (nav, thumb, detail) = stage.run { () -> (UINavigationController, UIView, UIViewController) in
            let grid = UIViewController()
            grid.view.backgroundColor = .white
            let thumb = UIView(frame: CGRect(x: 120, y: 300, width: 120, height: 96))
            thumb.backgroundColor = .black
            grid.view.addSubview(thumb)
            let nav = UINavigationController(rootViewController: grid)
            window.rootViewController = nav
            let detail = UIViewController()
            detail.view.backgroundColor = .systemYellow
            detail.preferredTransition = .zoom { _ in thumb }
            return (nav, thumb, detail)
        }
        stage.advance(by: 0.1)
        let before = stage.frame()
        stage.run { nav.pushViewController(detail, animated: true) }
        stage.advance(by: 0.15)
        let during = stage.frame()
        stage.advance(by: 1)
        let after = stage.frame()
        let mark = Palette.appearance(red: 1, green: 204.0 / 255, blue: 0).character
        func yellow(_ frame: Frame) -> Int { frame.lines.joined().filter { $0 == mark }.count }
        _ = thumb
        #expect(yellow(before) == 0)
        #expect(yellow(during) > 0 && yellow(during) < yellow(after) / 2, "\(during.lines.joined(separator: "\n"))")
        #expect(yellow(after) > 0)
    }
}
