import Expectations
import Testing
import UIKit

/// Attributed text in labels, buttons and text views; SF Symbols by name; text-style fonts.
@MainActor
struct TextAndSymbolTests {
    private func shownText(_ label: UILabel) -> TextContents? {
        if case let .text(t)? = label.layer.content { return t }
        return nil
    }

    @Test func attributedTextSetsTheTextAndTheFirstCharactersStyle() {
        UIKitEngine().run {
            let label = UILabel()
            #expect(label.attributedText == nil)
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            let text = NSMutableAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30), .paragraphStyle: style, .kern: 2])
            text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 4))
            label.attributedText = text
            expectEqual(label.text, "Hello")
            expectEqual(label.textColor, .red)
            expectEqual(label.font.pointSize, 30)
            expectEqual(label.textAlignment, .center)
            expectEqual(shownText(label)?.color, UIColor.red.cgColor, "one colour per label: the first character's")
            expectEqual(label.attributedText?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor, .blue, "the attributes are kept")
            // Plain text replaces it, with the label's own attributes.
            label.text = "Bye"
            expectEqual(label.attributedText?.string, "Bye")
            expectEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
            expectNil(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil))
        }
    }

    @Test func buttonsShowAnAttributedTitleBeforeThePlainOne() {
        UIKitEngine().run {
            let button = UIButton(type: .system)
            button.setTitle("plain", for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "fancy", attributes: [.foregroundColor: UIColor.green]), for: .normal)
            expectEqual(button.titleLabel?.text, "fancy")
            expectEqual(button.titleLabel?.textColor, .green)
            expectEqual(button.currentAttributedTitle?.string, "fancy")
            expectEqual(button.currentTitle, "plain")
            button.setAttributedTitle(nil, for: .normal)
            expectEqual(button.titleLabel?.text, "plain")
        }
    }

    @Test func aTextViewTakesAttributedText() {
        UIKitEngine().run {
            let view = UITextView()
            view.attributedText = NSAttributedString(string: "notes", attributes: [.foregroundColor: UIColor.gray])
            expectEqual(view.text, "notes")
            expectEqual(view.textColor, .gray)
        }
    }

    @Test func symbolsAreTintedCharactersSizedByTheirConfiguration() {
        UIKitEngine().run {
            #expect(UIImage(systemName: "") == nil)
            let heart = UIImage(systemName: "heart.fill")!
            #expect(heart.isSymbolImage)
            expectEqual(heart.size, CGSize(width: 24, height: 16), "17 points: one row, a fifth wider")
            let big = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32, weight: .bold))!
            expectEqual(big.size.height, 32)
            expectEqual(big.symbolConfiguration?.weight, .bold)
            let merged = big.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
            expectEqual(merged.symbolConfiguration?.pointSize, 32, "applying keeps what the new one leaves out")
            expectEqual(merged.symbolConfiguration?.scale, .large)
            #expect(UIImage(asciiArt: "x").isSymbolImage == false)
            // Chevrons and arrows point their way.
            func glyph(_ name: String) -> Character? {
                guard case let .art(rows, _) = UIImage(systemName: name)!.content else { return nil }
                return rows.joined().first { $0 != " " }
            }
            expectEqual(glyph("chevron.left"), "<")
            expectEqual(glyph("arrow.up.circle"), "^")
            expectEqual(glyph("chevron.right"), ">")
            expectEqual(glyph("heart.fill"), "<")
            expectEqual(glyph("no.such.symbol"), "*")

            let view = UIImageView(image: heart)
            view.tintColor = .systemPink
            guard case let .picture(picture)? = view.layer.content else { Issue.record("no picture"); return }
            expectEqual(picture.tint, UIColor.systemPink.cgColor, "a symbol is a template")
            view.image = heart.withRenderingMode(.alwaysOriginal)
            guard case let .picture(original)? = view.layer.content else { Issue.record("no picture"); return }
            expectNil(original.tint)
            view.image = heart.withTintColor(.green)
            guard case let .picture(fixed)? = view.layer.content else { Issue.record("no picture"); return }
            expectEqual(fixed.tint, UIColor.green.cgColor)
            view.image = heart
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
            expectEqual(view.intrinsicContentSize.height, 32, "34 points round to two rows")
        }
    }

    @Test func textStylesHaveTheirDefaultSizes() {
        expectEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        expectEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        expectEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
    }
}
