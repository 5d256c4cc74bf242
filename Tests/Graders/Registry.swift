import Grading
import XCTest

/// Every grader, by the name the lesson manifest uses.
public var graderRegistry: [String: XCTestCaseEntry] {
    [
        "FadeChecks": testCase(FadeChecks.allTests),
        "FlipPresentChecks": testCase(FlipPresentChecks.allTests),
        "FlipDismissChecks": testCase(FlipDismissChecks.allTests),
        "SwipeDismissChecks": testCase(SwipeDismissChecks.allTests),
        "PopOpenChecks": testCase(PopOpenChecks.allTests),
        "ShrinkBackChecks": testCase(ShrinkBackChecks.allTests),
        "SmoothEdgesChecks": testCase(SmoothEdgesChecks.allTests),
        "RotationChecks": testCase(RotationChecks.allTests),
        "RevealDelegateChecks": testCase(RevealDelegateChecks.allTests),
        "RevealLogoChecks": testCase(RevealLogoChecks.allTests),
        "RevealPopChecks": testCase(RevealPopChecks.allTests),
        "RevealPanChecks": testCase(RevealPanChecks.allTests),
        "RevealCircleChecks": testCase(RevealCircleChecks.allTests),
        "ContainmentChecks": testCase(ContainmentChecks.allTests),
        "OwnContextChecks": testCase(OwnContextChecks.allTests),
        "ScrubTabsChecks": testCase(ScrubTabsChecks.allTests),
        "FinishOrCancelChecks": testCase(FinishOrCancelChecks.allTests),
        "TabsFollowChecks": testCase(TabsFollowChecks.allTests),
        "SlideNavigationChecks": testCase(SlideNavigationChecks.allTests),
        "SlideTabsChecks": testCase(SlideTabsChecks.allTests),
        "SlideModalChecks": testCase(SlideModalChecks.allTests),
        "SlideSwipeChecks": testCase(SlideSwipeChecks.allTests),
        "OverlayChecks": testCase(OverlayChecks.allTests),
        "DiagonalChecks": testCase(DiagonalChecks.allTests),
        "StagesChecks": testCase(StagesChecks.allTests),
        "FlyInChecks": testCase(FlyInChecks.allTests),
        "FlyBackChecks": testCase(FlyBackChecks.allTests),
        "PullAwayChecks": testCase(PullAwayChecks.allTests),
        "OpenCardChecks": testCase(OpenCardChecks.allTests),
        "DragClosedChecks": testCase(DragClosedChecks.allTests),
        "CatchInFlightChecks": testCase(CatchInFlightChecks.allTests),
        "DimBehindChecks": testCase(DimBehindChecks.allTests),
    ]
}
