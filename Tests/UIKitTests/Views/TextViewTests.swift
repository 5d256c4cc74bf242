import Expectations
import Testing
import UIKit

/// `UITextView` (FIDELITY §2.9): text wrapped to its width inside its insets, in a scroll view as
/// tall as the text; nothing edits it.
@MainActor
struct TextViewTests {
    /// A text view 80 points (ten cells) wide and 100 high, in a window.
    private func textView(_ text: String) -> (UIKitEngine, UITextView) {
        let engine = UIKitEngine()
        let view = engine.run { () -> UITextView in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 80, height: 100))
            view.text = text
            window.addSubview(view)
            window.makeKeyAndVisible()
            return view
        }
        engine.advance(by: 0.1)
        return (engine, view)
    }

    @Test func theTextWrapsInsideTheInsetsAndTheContentIsAsTallAsIt() {
        // Five words of four letters: two a line in ten columns, three lines (48 points),
        // plus the insets' 8 above and below.
        let (engine, view) = textView("aaaa bbbb cccc dddd eeee")
        expectEqual(engine.run { view.contentSize }, CGSize(width: 80, height: 64))
        expectEqual(engine.run { view.textContainerInset }, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        expectEqual(engine.run { view.sizeThatFits(CGSize(width: 80, height: 0)) }, CGSize(width: 80, height: 64))
        #expect(engine.run { view.isEditable && view.isSelectable })
        engine.run { view.text = nil }
        expectEqual(engine.run { view.text }, "")
    }

    @Test func aLongTextScrollsUnderAFinger() {
        let long = Array(repeating: "word", count: 40).joined(separator: " ")
        let (engine, view) = textView(long)
        // 40 words, two a line: 20 lines, 320 points and the insets.
        expectEqual(engine.run { view.contentSize.height }, 336)
        let touch = engine.drag(from: CGPoint(x: 40, y: 90), to: CGPoint(x: 40, y: 30), duration: 0.3, lift: false)
        engine.advance(by: 0.1)
        touch.move(to: touch.location)
        touch.lift()
        try? engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { view.contentOffset.y }, 60)
    }

    @Test func aTextViewDelegateIsAScrollViewsDelegate() {
        final class Listener: NSObject, UITextViewDelegate {
            var scrolled = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        let (engine, view) = textView("text")
        let listener = Listener()
        engine.run {
            view.delegate = listener
            view.contentOffset = CGPoint(x: 0, y: 4)
        }
        expectEqual(listener.scrolled, 1)
    }
}
