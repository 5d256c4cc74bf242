import Grading
/// What to do about a compiler error that comes from writing iOS code where there is no
/// Objective-C runtime, no storyboard and no Core Graphics (docs/FIDELITY.md §3): the compiler
/// says what is wrong in its own terms; this says it in a learner's, with the rewrite.
public enum CompilerAdvice {
    /// One rule: when the message contains every `contains` (and the source line, if given,
    /// contains `line`), the advice applies.
    struct Rule {
        var contains: [String]
        var line: String?
        /// The advice, given the method a `#selector` names (`handleGesture` when it names none).
        var advice: @Sendable (String) -> Phrase
    }

    static let noPixels = Phrase("workbook.advice.no-pixels", """
        Images here are kept as what they show (ASCII art, a drawing, a picture of views), not as \
        pixels, so there is no PNG or JPEG data. Keep the UIImage itself, or its cgImage.
        """)

    static let rules: [Rule] = [
        Rule(contains: ["no such module 'UIKit.UIGestureRecognizerSubclass'"], line: nil) { _ in
            Phrase("workbook.advice.gesture-subclass-import", """
                Delete this import: UIKit here is one Swift module without submodules, and import UIKit \
                already lets a recognizer subclass set state, override reset() and the touches… methods. \
                (docs/FIDELITY.md §3.1)
                """)
        },
        Rule(contains: ["no such module"], line: nil) { _ in
            Phrase("workbook.advice.no-such-module", """
                Lessons can import UIKit (and Foundation) only: the workbook's own modules (Grading, \
                Frames, Workbook) drive and judge your app from outside, as XCTest does on iOS. Remove \
                the import.
                """)
        },
        Rule(contains: ["'#selector'"], line: nil) { method in
            Phrase("workbook.advice.selector", """
                There is no Objective-C runtime here, so no #selector. Pass the method itself, named \
                through the type it belongs to — action: YourType.\(method) — or use a closure. \
                (docs/FIDELITY.md §3.1 lists every rewrite.)
                """)
        },
        Rule(contains: ["Objective-C interoperability is disabled"], line: nil) { _ in
            Phrase("workbook.advice.objc", """
                Remove @objc: without the Objective-C runtime, UIKit here calls your Swift method directly.
                """)
        },
        Rule(contains: ["cannot find", "'Selector'"], line: nil) { _ in
            Phrase("workbook.advice.selector-type", """
                Selector needs the Objective-C runtime. Keep a reference to the method instead \
                (SwipeInteractionController.handleGesture) or a closure.
                """)
        },
        Rule(contains: ["has no member 'perform'"], line: nil) { _ in
            Phrase("workbook.advice.perform", """
                perform(_:with:afterDelay:) needs the Objective-C runtime. Use \
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in … }, which runs on the \
                workbook's clock.
                """)
        },
        Rule(contains: ["has no member 'responds'"], line: nil) { _ in
            Phrase("workbook.advice.responds", """
                responds(to:) needs the Objective-C runtime. Optional protocol methods have default \
                implementations here: call the method.
                """)
        },
        Rule(contains: ["has no member 'conforms'"], line: nil) { _ in
            Phrase("workbook.advice.conforms", """
                conforms(to:) needs the Objective-C runtime. Ask Swift instead: \
                `if object is UIContentContainer` (or `as? UIContentContainer` to use it).
                """)
        },
        Rule(contains: ["does not override any method"], line: "prepare(for") { _ in
            Phrase("workbook.advice.prepare-for-segue", """
                There are no storyboards or segues here, so no prepare(for:sender:). Make it a plain \
                method and call it before present(_:animated:completion:).
                """)
        },
        Rule(contains: ["cannot be overridden from extension"], line: nil) { _ in
            Phrase("workbook.advice.override-in-extension", """
                On iOS an extension can override UIKit's methods because they are Objective-C methods; \
                without the Objective-C runtime it cannot. Move the override into the class's own body \
                (it can call a method of your extension that does the work).
                """)
        },
        Rule(contains: ["has no member 'pngData'"], line: nil) { _ in noPixels },
        Rule(contains: ["has no member 'jpegData'"], line: nil) { _ in noPixels },
        Rule(contains: ["has no member 'draw'"], line: "withAttributes") { _ in
            Phrase("workbook.advice.draw-text", """
                Text is not drawn with Core Graphics here: put it in a UILabel (a subview of the view \
                that draws), which draws it on the screen's character grid.
                """)
        },
        Rule(contains: ["use the 'required' modifier to override a required initializer"], line: "init(frame") { _ in
            Phrase("workbook.advice.required-init-frame", """
                A collection view makes the cells you register through init(frame:), so here that \
                initializer is required (there is no Objective-C runtime to find it otherwise): write \
                `required init(frame: CGRect)` instead of `override init(frame: CGRect)`. That spelling \
                compiles on iOS too. (docs/FIDELITY.md, the collection view table.)
                """)
        },
        Rule(contains: ["'required' initializer 'init(frame:)' must be provided"], line: nil) { _ in
            Phrase("workbook.advice.required-init-frame-missing", """
                A collection view makes the cells you register through init(frame:), so a cell or \
                reusable-view subclass with an initializer of its own must also provide \
                `required init(frame: CGRect) { super.init(frame: frame) }` here.
                """)
        },
        Rule(contains: ["use the 'required' modifier to override a required initializer"], line: "init(style") { _ in
            Phrase("workbook.advice.required-init-style", """
                A table view makes the cells you register through init(style:reuseIdentifier:), so here \
                that initializer is required (there is no Objective-C runtime to find it otherwise): \
                write `required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`. \
                That spelling compiles on iOS too. (docs/FIDELITY.md, the table view table.)
                """)
        },
        Rule(contains: ["'required' initializer 'init(style:reuseIdentifier:)' must be provided"], line: nil) { _ in
            Phrase("workbook.advice.required-init-style-missing", """
                A table view makes the cells you register through init(style:reuseIdentifier:), so a \
                cell subclass with an initializer of its own must also provide `required override \
                init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)` here (calling super).
                """)
        },
        Rule(contains: ["use the 'required' modifier to override a required initializer"], line: "init(reuseIdentifier") { _ in
            Phrase("workbook.advice.required-init-reuse", """
                A table view makes the header and footer views you register through \
                init(reuseIdentifier:), so here that initializer is required: write `required override \
                init(reuseIdentifier: String?)`. That spelling compiles on iOS too.
                """)
        },
        Rule(contains: ["cannot find", "UIStoryboard"], line: nil) { _ in
            Phrase("workbook.advice.storyboard-type", """
                There are no storyboards here. Create the view controller in code: MyViewController().
                """)
        },
        Rule(contains: ["'storyboard'"], line: nil) { _ in
            Phrase("workbook.advice.storyboard-property", """
                There are no storyboards here, so a controller has no storyboard property. Create the \
                controller in code: SecondViewController() instead of \
                storyboard!.instantiateViewController(withIdentifier: …) as! SecondViewController. \
                (docs/FIDELITY.md §3.2)
                """)
        },
        Rule(contains: ["'@IBOutlet' property"], line: nil) { _ in
            Phrase("workbook.advice.iboutlet", """
                There are no storyboards here to connect an outlet. Drop @IBOutlet and make the view in \
                code: let cardView = UIView(), added to the view in viewDidLoad(). (docs/FIDELITY.md §3.2)
                """)
        },
        Rule(contains: ["@IBAction methods must have 1 argument"], line: nil) { _ in
            Phrase("workbook.advice.ibaction", """
                Without the Objective-C runtime, Swift accepts @IBAction only on a method that takes \
                one argument (the sender); iOS also allows none. There is no storyboard to connect it \
                anyway: drop @IBAction and call the method, or connect it in code with \
                addTarget(self, action: MyViewController.close, for: .touchUpInside). (docs/FIDELITY.md §3.2)
                """)
        },
        Rule(contains: ["cannot find 'performSegue'"], line: nil) { _ in
            Phrase("workbook.advice.perform-segue", """
                There are no segues here. Make the destination controller in code, do what \
                prepare(for:sender:) did, then call present(_:animated:) or pushViewController(_:animated:).
                """)
        },
    ]

    /// The advice for one diagnostic, if it is one of the known Linux rewrites.
    public static func advice(for diagnostic: LessonBuilder.Diagnostic) -> Phrase? {
        let source = diagnostic.excerpt.first ?? ""
        for rule in rules where rule.contains.allSatisfy({ diagnostic.message.contains($0) }) {
            if let line = rule.line, !source.contains(line) { continue }
            return rule.advice(selectorMethod(in: source) ?? "handleGesture")
        }
        return nil
    }

    /// `handleGesture` in a line with `#selector(handleGesture(_:))` or `#selector(handleGesture)`.
    package static func selectorMethod(in source: String) -> String? {
        guard let start = source.range(of: "#selector(")?.upperBound else { return nil }
        var name = source[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return name.isEmpty ? nil : String(name)
    }
}
