import Expectations
import Testing
import Workbook

/// Compiler errors from iOS habits that cannot work here get the rewrite (docs/FIDELITY.md §3).
struct CompilerAdviceTests {
    func diagnostic(_ message: String, _ source: String = "") -> LessonBuilder.Diagnostic {
        LessonBuilder.Diagnostic(file: "/w/Lessons/01-flip-card/Swipe.swift", line: 16, column: 78, severity: "error",
                                 message: message, excerpt: source.isEmpty ? [] : [source, "  ^"])
    }

    @Test func selectorNamesTheMethodToPassInstead() throws {
        let advice = try #require(CompilerAdvice.advice(for: diagnostic(
            "'#selector' can only be used with the Objective-C runtime",
            "let g = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))"))).english
        #expect(advice.contains("action: YourType.handlePan"))
        #expect(advice.contains("§3.1"))
    }

    @Test func aQualifiedSelectorKeepsOnlyTheMethodName() {
        expectEqual(CompilerAdvice.selectorMethod(in: "#selector(CardViewController.didTap)"), "didTap")
        expectEqual(CompilerAdvice.selectorMethod(in: "#selector(self.step(_:))"), "step")
        expectNil(CompilerAdvice.selectorMethod(in: "no selector here"))
    }

    @Test func eachObjectiveCHabitHasItsRewrite() {
        let cases: [(String, String, String)] = [
            ("Objective-C interoperability is disabled", "@objc func go() {", "Remove @objc"),
            ("cannot find type 'Selector' in scope", "let s: Selector", "Selector needs"),
            ("value of type 'PopAnimator' has no member 'perform'", "perform(s, with: nil, afterDelay: 1)", "Timer.scheduledTimer"),
            ("value of type 'Delegate' has no member 'responds'", "d.responds(to: s)", "call the method"),
            ("value of type 'UIViewController' has no member 'conforms'", "if child.conforms(to: UIContentContainer.self) {", "is UIContentContainer"),
            ("method does not override any method from its superclass", "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {", "no prepare(for:sender:)"),
            ("instance method 'viewWillTransition(to:with:)' declared in 'UIViewController' cannot be overridden from extension", "override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {", "class's own body"),
            ("value of type 'UIImage' has no member 'pngData'", "let data = image.pngData()", "no PNG or JPEG data"),
            ("value of type 'String' has no member 'draw'", "title.draw(at: .zero, withAttributes: attributes)", "UILabel"),
            ("cannot find 'UIStoryboard' in scope", "UIStoryboard(name: \"Main\", bundle: nil)", "in code"),
            ("cannot find 'storyboard' in scope", "let c = storyboard!.instantiateViewController(withIdentifier: \"Second\") as! SecondViewController", "SecondViewController()"),
            ("value of type 'CardViewController' has no member 'storyboard'", "self.storyboard?.instantiateViewController(withIdentifier: \"Second\")", "no storyboard property"),
            ("'@IBOutlet' property cannot have non-'@objc' class type 'UIView'", "@IBOutlet weak var cardView: UIView!", "Drop @IBOutlet"),
            ("@IBAction methods must have 1 argument", "    @IBAction func gameOverAction() {", "drop @IBAction"),
            ("cannot find 'performSegue' in scope", "performSegue(withIdentifier: \"show\", sender: self)", "no segues"),
            ("no such module 'UIKit.UIGestureRecognizerSubclass'", "import UIKit.UIGestureRecognizerSubclass", "Delete this import"),
            ("use the 'required' modifier to override a required initializer", "    override init(frame: CGRect) {", "required init(frame: CGRect)"),
            ("'required' initializer 'init(frame:)' must be provided by subclass of 'UICollectionViewCell'", "}", "required init(frame: CGRect)"),
            ("use the 'required' modifier to override a required initializer", "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
             "required override init(style: UITableViewCell.CellStyle"),
            ("'required' initializer 'init(style:reuseIdentifier:)' must be provided by subclass of 'UITableViewCell'", "}", "required override init(style:"),
            ("use the 'required' modifier to override a required initializer", "    override init(reuseIdentifier: String?) {", "required override init(reuseIdentifier: String?)"),
        ]
        for (message, source, expected) in cases {
            let advice = CompilerAdvice.advice(for: diagnostic(message, source))?.english
            expectEqual(advice?.contains(expected), true, "\(message) → \(advice ?? "nil")")
        }
    }

    @Test func ordinaryErrorsGetNoAdvice() {
        expectNil(CompilerAdvice.advice(for: diagnostic("cannot find 'snapshto' in scope", "let s = snapshto")))
        expectNil(CompilerAdvice.advice(for: diagnostic("method does not override any method from its superclass", "override func viewDidAppear() {")))
        expectNil(CompilerAdvice.advice(for: diagnostic("", "")))
    }
}
