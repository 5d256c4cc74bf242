import Expectations
import Testing
import UIKit

/// A scroll view's content and frame layout guides with the constraints that use them; button
/// configurations (iOS 15); `UIApplication.open(_:)`.
@MainActor
struct ScrollViewGuideTests {
    private func scene(_ build: (UIScrollView) -> Void) -> (UIKitEngine, UIScrollView) {
        let engine = UIKitEngine()
        let scroll = engine.run { () -> UIScrollView in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(scroll)
            window.makeKeyAndVisible()
            build(scroll)
            return scroll
        }
        engine.advance(by: 0)
        return (engine, scroll)
    }

    @Test func theContentGuidesConstraintsSetTheContentSizeAndScrollWithTheContent() {
        var content: UIView!, badge: UIView!
        let (engine, scroll) = scene { scroll in
            content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(content)
            badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(badge)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 300),
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
                badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        expectEqual(scroll.contentSize, CGSize(width: 100, height: 300))
        expectEqual(content.frame, CGRect(x: 0, y: 0, width: 100, height: 300))
        expectEqual(badge.frame.origin, CGPoint(x: 0, y: 10))
        expectEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 100, height: 100))
        engine.run { scroll.contentOffset = CGPoint(x: 0, y: 50) }
        engine.advance(by: 0)
        expectEqual(content.frame.origin, .zero, "the content scrolls")
        expectEqual(badge.frame.origin, CGPoint(x: 0, y: 60), "what the frame guide holds stays in view")
        expectEqual(scroll.frameLayoutGuide.layoutFrame.origin, CGPoint(x: 0, y: 50))
    }

    @Test func edgeConstraintsToTheScrollViewItselfAttachToItsContent() {
        var pinned: UIView!
        let (engine, scroll) = scene { scroll in
            pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 5),
                pinned.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                pinned.widthAnchor.constraint(equalToConstant: 10),
                pinned.heightAnchor.constraint(equalToConstant: 10),
            ])
            scroll.contentSize = CGSize(width: 100, height: 400)
        }
        engine.run {
            scroll.contentOffset = CGPoint(x: 0, y: 80)
            scroll.setNeedsLayout()
        }
        engine.advance(by: 0)
        expectEqual(pinned.frame.origin, CGPoint(x: 0, y: 5), "a layout pass after scrolling does not pull it into view")
        expectEqual(scroll.contentSize, CGSize(width: 100, height: 400), "an unused content guide leaves the content size alone")
    }
}

@MainActor
struct ButtonConfigurationTests {
    @Test func stylesGiveTheirColoursInsetsAndCorners() {
        UIKitEngine().run {
            var filled = UIButton.Configuration.filled()
            filled.title = "Buy"
            let buy = UIButton(configuration: filled)
            expectEqual(buy.titleLabel?.text, "Buy")
            expectEqual(buy.backgroundColor, buy.tintColor, "a filled button is the tint")
            expectEqual(buy.currentTitleColor, .white)
            expectEqual(buy.contentEdgeInsets, UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
            expectEqual(buy.layer.cornerRadius, 6)

            let plain = UIButton(configuration: .plain())
            expectNil(plain.backgroundColor)
            expectEqual(plain.currentTitleColor, plain.tintColor)
            var changed = UIButton.Configuration.tinted()
            changed.baseForegroundColor = .red
            changed.image = UIImage(systemName: "heart")
            changed.cornerStyle = .capsule
            plain.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
            plain.configuration = changed
            expectEqual(plain.currentTitleColor, .red)
            #expect(plain.currentImage?.isSymbolImage == true)
            expectEqual(plain.layer.cornerRadius, 15)
            var calls = 0
            plain.configurationUpdateHandler = { _ in calls += 1 }
            plain.setNeedsUpdateConfiguration()
            expectEqual(calls, 1)
        }
    }

    @Test func openingAURLFindsNoAppAndSaysSoNextTurn() {
        let engine = UIKitEngine()
        var heard: Bool?
        engine.run {
            #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
            UIApplication.shared.open(URL(string: "https://example.com")!) { heard = $0 }
        }
        #expect(heard == nil)
        engine.advance(by: 0.01)
        expectEqual(heard, false)
    }
}
