import Frames
import Grading
import UIKit
import XCTest

/// Chapter 5, exercise 3: the same animator presents and dismisses the ticket, up and down, in
/// both styles: `.fullScreen` (the wallet leaves with it) and `.custom` (the wallet stays).
final class SlideModalChecks: LessonTestCase {
    static var allTests: [(String, (SlideModalChecks) -> () throws -> Void)] {
        [
            ("test_fullScreenTicketPushesTheWalletUpAndOut", test_fullScreenTicketPushesTheWalletUpAndOut),
            ("test_fullScreenDoneBringsTheWalletBackFromTheTop", test_fullScreenDoneBringsTheWalletBackFromTheTop),
            ("test_customTicketSlidesUpOverTheWallet", test_customTicketSlidesUpOverTheWallet),
            ("test_customDoneLeavesTheWalletWhereItIs", test_customDoneLeavesTheWalletWhereItIs),
            ("test_bothStylesTwiceAndTheTabsStillSlide", test_bothStylesTwiceAndTheTabsStillSlide),
        ]
    }

    override var explainer: Explainer { Explainer(vocabulary: Slide.vocabulary, advise: Slide.advice, adviseTiming: Slide.timing) }

    /// Shows the Wallet tab.
    @MainActor private func openWallet(_ app: LessonApp) throws {
        try app.tap("tab.2", leaving: "wallet", else: Phrase("slide-modal.wallet-tab-not-shown", "Tapping \"Wallet\" in the tab bar did not leave the wallet showing."))
    }

    /// The tab bar controller's view: the presenting screen, wallet and tab bar together.
    @MainActor private func presenter(_ app: LessonApp) throws -> UIView {
        let tabs = try Slide.tabs(app)
        return app.engine.run { tabs.view }
    }

    /// "the .custom presentation" (`style` is the style as written in code), and which time it is.
    static func presentation(_ style: String, _ round: Phrase = Slide.once) -> Phrase {
        Phrase("slide-modal.the-presentation", "the \(style) presentation\(round)")
    }

    /// "the .custom dismissal", and which time it is.
    static func dismissal(_ style: String, _ round: Phrase = Slide.once) -> Phrase {
        Phrase("slide-modal.the-dismissal", "the \(style) dismissal\(round)")
    }

    /// Presents (`wallet.full` or `wallet.custom`) or dismisses (`ticket.done`), and checks the
    /// slide as far as its frames.
    @MainActor private func slide(_ app: LessonApp, _ style: UIModalPresentationStyle, presenting: Bool, frames: String?, round: Phrase = Slide.once) throws -> RecordedTransition {
        let custom = style == .custom
        let styleName = custom ? ".custom" : ".fullScreen"
        let what = presenting ? Self.presentation(styleName, round) : Self.dismissal(styleName, round)
        let run = try Slide.record(app, frames: frames) { try app.tap(presenting ? (custom ? "wallet.custom" : "wallet.full") : "ticket.done") }
        let s = run.summary
        if s.missingDelegate != nil {
            throw GradingError(Phrase("slide-modal.no-delegate", "For \(what), the ticket had no `transitioningDelegate`, so UIKit played its own animation (the ticket covering the wallet from the bottom). \(s.emptyDelegateFact) In `showTicket(_:)`, before `present(_:animated:)`, set \(fix: "ticket.transitioningDelegate = self", todo: "3.2") (TODO 3.2): the wallet, which the tab bar controller keeps (the property is weak)."), cause: .noTransitioningDelegate)
        }
        if let (method, answer) = s.animatorAnswer, answer == .none {
            throw GradingError(Phrase("slide-modal.no-animator", "For \(what), UIKit asked the wallet `\(method.rawValue)` and got nil, so it played its own animation. Add `animationController(forPresented:presenting:source:)`, returning \(fix: "SlideAnimationController(direction: .up)", todo: "3.3"), and `animationController(forDismissed:)`, returning \(fix: "SlideAnimationController(direction: .down)", todo: "3.3") (TODO 3.3)."), cause: .animatorNotReturned)
        }
        try Slide.expectSomethingMoved(run, what, todo: Phrase("slide-modal.todo.vertical", "TODO 3.1: `.up` is \(fix: "CGVector(dx: 0, dy: -bounds.height)", todo: "3.1"), `.down` the same downwards"))
        try expectFinished(run, animator: "SlideAnimationController")
        try expectDuration(run, Slide.duration, of: Slide.noun)
        try Slide.expectWay(run, presenting ? .up : .down, what, arriving: presenting ? Slide.ticket : Slide.wallet,
                            why: presenting
                                ? Phrase("slide-modal.present-way", "Presenting, the ticket comes up from the bottom: return \(fix: "SlideAnimationController(direction: .up)", todo: "3.3") from `animationController(forPresented:presenting:source:)`, and in `travel(in:)` `.up` is \(fix: "CGVector(dx: 0, dy: -bounds.height)", todo: "3.1") (TODO 3.1).")
                                : Phrase("slide-modal.dismiss-way", "Dismissing, the ticket goes back down: return \(fix: "SlideAnimationController(direction: .down)", todo: "3.3") from `animationController(forDismissed:)`, and in `travel(in:)` `.down` is \(fix: "CGVector(dx: 0, dy: bounds.height)", todo: "3.1") (TODO 3.1)."))
        if custom, let moved = Slide.displacement(run, role: presenting ? "from-view" : "to-view"), hypot(moved.dx, moved.dy) > 8 {
            throw GradingError(Phrase("slide-modal.wallet-moved", "In \(what) the wallet moved (by \(Int(moved.dx)), \(Int(moved.dy)) points half way through). A `.custom` presentation leaves the presenting screen where it is, out of the transition: `view(forKey: \(presenting ? ".from" : ".to"))` is nil, and only the ticket slides. You reached the wallet another way — `viewController(forKey:)`'s view? Animate only the views `view(forKey:)` gives you: `fromView?.transform`, `toView?.transform`."), cause: .presentingViewMoved)
        }
        return run
    }

    /// After a presentation: the ticket on show; the presenting screen out of the window
    /// (`.fullScreen`) or left where it was, in the window (`.custom`).
    @MainActor private func expectPresented(_ app: LessonApp, _ style: UIModalPresentationStyle, _ what: Phrase) throws {
        try expect(app.findView("ticket").map(app.isVisible) == true, Phrase("slide-modal.ticket-not-showing", "After \(what) the ticket is not showing."), cause: .screenNotVisible)
        let wallet = try presenter(app)
        let (window, parent) = app.engine.run { (wallet.window, wallet.superview) }
        if style == .custom {
            try expect(window != nil || parent != nil, Phrase("slide-modal.wallet-removed", "After \(what) the wallet (the tab bar controller's view) is gone from the screen: your animator removed it, as if this were a `.fullScreen` presentation. There UIKit takes the presenting view off itself, and brings it back for the dismissal; a `.custom` presentation leaves it where it is, on show behind the presented view, and nothing puts it back if you remove it. Remove nothing but what you added (snapshots), and leave the presenting screen to UIKit."), cause: .presentingViewRemoved)
            try expect(window != nil && parent is UIWindow, Phrase("slide-modal.wallet-in-container", "After \(what) the wallet (the tab bar controller's view) is no longer where it was, straight in the window: your animator moved it into `containerView`. In a `.custom` presentation UIKit leaves the presenting screen out of the transition (`view(forKey: .from)` is nil): when the ticket is dismissed the container goes, and the wallet with it. Add only the to-view."), cause: .presentingViewAddedToContainer)
        }
    }

    /// After a dismissal: the wallet back on show, the ticket gone.
    @MainActor private func expectDismissed(_ app: LessonApp, _ what: Phrase) throws {
        try expect(app.findView("ticket").map(app.isVisible) != true, Phrase("slide-modal.ticket-still-showing", "After \(what) the ticket is still showing."), cause: .screenNotVisible)
        let wallet = try presenter(app)
        let shown = app.engine.run { wallet.window != nil && app.isVisible(wallet) }
        try expect(shown, Phrase("slide-modal.wallet-not-in-window", "After \(what) the wallet is not showing: the tab bar controller's view is not in the window. Leave the presenting screen where UIKit puts it."), cause: .screenNotVisible)
        try expect(app.findView("wallet").map(app.isVisible) == true, Phrase("slide-modal.wallet-tab-not-showing", "After \(what) the wallet tab is not showing."), cause: .screenNotVisible)
    }

    func test_fullScreenTicketPushesTheWalletUpAndOut() {
        grade { app in
            try openWallet(app)
            let run = try slide(app, .fullScreen, presenting: true, frames: "present-full")
            try expectFrames(run, match: "present-full", tolerance: 0.03)
            try expectLeftClean(app, after: run, Self.presentation(".fullScreen"), comingBack: ["from-view"])
            try expectPresented(app, .fullScreen, Self.presentation(".fullScreen"))
        }
    }

    func test_fullScreenDoneBringsTheWalletBackFromTheTop() {
        grade { app in
            try openWallet(app)
            _ = try slide(app, .fullScreen, presenting: true, frames: nil)
            let run = try slide(app, .fullScreen, presenting: false, frames: "dismiss-full")
            try expectFrames(run, match: "dismiss-full", tolerance: 0.03)
            try expectLeftClean(app, after: run, Self.dismissal(".fullScreen"), comingBack: ["to-view"])
            try expectDismissed(app, Self.dismissal(".fullScreen"))
        }
    }

    func test_customTicketSlidesUpOverTheWallet() {
        grade { app in
            try openWallet(app)
            let run = try slide(app, .custom, presenting: true, frames: "present-custom")
            try expectFrames(run, match: "present-custom", tolerance: 0.03)
            try expectLeftClean(app, after: run, Self.presentation(".custom"))
            try expectPresented(app, .custom, Self.presentation(".custom"))
        }
    }

    func test_customDoneLeavesTheWalletWhereItIs() {
        grade { app in
            try openWallet(app)
            _ = try slide(app, .custom, presenting: true, frames: nil)
            try expectPresented(app, .custom, Self.presentation(".custom"))
            let run = try slide(app, .custom, presenting: false, frames: "dismiss-custom")
            try expectFrames(run, match: "dismiss-custom", tolerance: 0.03)
            try expectLeftClean(app, after: run, Self.dismissal(".custom"), comingBack: ["to-view"])
            try expectDismissed(app, Self.dismissal(".custom"))
        }
    }

    /// Each style after the other, twice: what one leaves behind shows in the next.
    func test_bothStylesTwiceAndTheTabsStillSlide() {
        grade { app in
            try openWallet(app)
            for round in [Slide.firstTime, Slide.secondTime] {
                for style in [UIModalPresentationStyle.fullScreen, .custom] {
                    let name = style == .custom ? ".custom" : ".fullScreen"
                    let present = try slide(app, style, presenting: true, frames: nil, round: round)
                    try expectLeftClean(app, after: present, Self.presentation(name, round), comingBack: style == .custom ? ["from-view", "to-view"] : ["from-view"])
                    try expectPresented(app, style, Self.presentation(name, round))
                    let dismiss = try slide(app, style, presenting: false, frames: nil, round: round)
                    try expectLeftClean(app, after: dismiss, Self.dismissal(name, round), comingBack: ["to-view"])
                    try expectDismissed(app, Self.dismissal(name, round))
                }
            }
            let run = try app.recordTransition { try app.tap("tab.0") }
            try expect(run.summary.animatorAnswer?.answer.typeName == "SlideAnimationController",
                       Phrase("slide-modal.tabs-after-ticket", "After showing the ticket, changing tabs no longer got your SlideAnimationController."), cause: .noTransitioningDelegate)
            try expectFinished(run, animator: "SlideAnimationController")
            try expect(app.findView("lines").map(app.isVisible) == true, Phrase("slide-modal.lines-after-ticket", "After showing the ticket both ways, going back to Lines did not leave the Lines screen showing."), cause: .screenNotVisible)
        }
    }
}
