extension UIViewController {
    /// The controller at the top of this one's parent chain (the one that presents for it).
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.storedParent { current = parent }
        return current
    }

    /// The style UIKit uses for a requested one (iOS 13+: `.automatic` is a page sheet).
    static func resolve(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic, .pageSheet, .formSheet, .popover: .pageSheet
        case .currentContext, .none: .fullScreen
        case .overCurrentContext: .overFullScreen
        default: style
        }
    }

    /// Whether UIKit asks the transitioning delegate for animators for a resolved style: every
    /// full-screen style does (`.fullScreen`, `.overFullScreen`, `.custom`); sheets do not.
    static func asksTransitioningDelegate(_ resolved: UIModalPresentationStyle) -> Bool {
        resolved == .fullScreen || resolved == .overFullScreen || resolved == .custom
    }

    private func refuse(_ message: String) {
        engine.report(UIKitDiagnostic(kind: .transition, message: message, time: engine.currentTime))
        engine.trace.record(.problem(.requestIgnored(message)), transition: 0, at: engine.currentTime)
    }

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let engine = self.engine
        var presenter = rootAncestor
        while let top = presenter.storedPresented, top.activeTransition == nil { presenter = top }
        if let busy = presenter.storedPresented ?? (presenter.activeTransition != nil ? presenter : nil) {
            refuse("Attempt to present \(type(of: presented)) on \(type(of: presenter)) while \(busy === presenter ? "a transition is in progress" : "it is already presenting \(type(of: busy))"); UIKit ignores the request.")
            return
        }
        guard presented.storedPresenting == nil, presented.storedParent == nil, presented !== presenter else {
            refuse("Application tried to present \(type(of: presented)), which is already presented or is a child of another controller.")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            refuse("Attempt to present \(type(of: presented)) on \(type(of: presenter)) whose view is not in the window hierarchy; UIKit ignores the request.")
            return
        }
        // A zoomed controller covers the screen when its style is left to UIKit.
        let zooms = presented.preferredTransition.map { if case .zoom = $0.kind { true } else { false } } ?? false
        let style = zooms && presented.modalPresentationStyle == .automatic ? .fullScreen : Self.resolve(presented.modalPresentationStyle)
        let usesDelegate = Self.asksTransitioningDelegate(style)
        let delegate = presented.transitioningDelegate

        // The container: a view covering the window, in front of everything.
        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        var answers = DelegateAnswers()
        var askedForController: [TransitionTrace.Kind] = []

        let controller: UIPresentationController
        if style == .custom {
            let vended = delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
            if delegate != nil { askedForController.append(.asked(.presentationController, answer: .init(vended))) }
            controller = vended ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        } else {
            controller = SystemPresentationController(presentedViewController: presented, presenting: presenter)
        }
        controller.resolvedStyle = style
        controller.containerView = container
        container.presentationController = controller

        if animated, usesDelegate, let delegate {
            answers = DelegateAnswers(
                animatorMethod: .animationControllerForPresented, { delegate.animationController(forPresented: presented, presenting: presenter, source: self) },
                interactionMethod: .interactionControllerForPresentation, { delegate.interactionControllerForPresentation(using: $0) })
        } else if delegate != nil, !usesDelegate {
            engine.report(UIKitDiagnostic(kind: .transition, message: "\(type(of: presented)) has a transitioningDelegate, but its modalPresentationStyle is .\(presented.modalPresentationStyle) (presented as \(style == .pageSheet ? "a sheet" : ".\(style)")), so UIKit does not ask it for an animator. Set modalPresentationStyle = .fullScreen (or .custom) before presenting.", time: engine.currentTime))
        }

        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        presented.zoomSource = self
        presented.storedPresentationController = controller
        presented.beingPresented = true
        presented.loadViewIfNeeded()
        // Only a full-screen presentation hands the status bar over, unless the presented
        // controller captures it (UIKit decides once, at presentation time).
        controller.takesOverStatusBar = presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance

        if delegate == nil && usesDelegate && animated { answers.asked.insert(.noDelegate(.transitioningDelegate, released: presented.assignedTransitioningDelegate), at: 0) }
        if let delegate, !usesDelegate, animated { answers.asked.insert(.delegateNotAsked(.transitioningDelegate, delegate: "\(type(of: delegate))", style: "\(presented.modalPresentationStyle)"), at: 0) }
        answers.asked.insert(contentsOf: askedForController, at: 0)
        let run = TransitionRun.begin(.present, engine: engine, from: presenter, to: presented, animated: animated, answers: answers,
                                      defaultAnimator: ZoomAnimator(zoomingIn: true, zoomed: presented, source: self)
                                          ?? DefaultModalAnimator(style: presented.preferredModalStyle, presenting: true),
                                      container: container)
        window.addSubview(container)

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView = presenter.view!
        if removesPresenter, let superview = presenterView.superview {
            controller.savedPresenterSlot = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0, presenterView.frame)
            let frame = presenterView.convert(presenterView.bounds, to: container)
            container.addSubview(presenterView)
            presenterView.frame = frame
        }
        let toView = style == .custom ? controller.presentedView : presented.view
        let finalFrame = style == .custom || style == .pageSheet ? controller.frameOfPresentedViewInContainerView : container.bounds
        run.makeContext(containerView: container, isAnimated: animated, style: style,
                        fromView: removesPresenter ? presenterView : nil, toView: toView, toFinalFrame: finalFrame)

        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        controller.presentationTransitionWillBegin()

        run.userCompletion = completion
        run.finish = { completed in
            defer { presented.beingPresented = false }
            if completed {
                if removesPresenter { presenterView.removeFromSuperview() }
                controller.presentationTransitionDidEnd(true)
                if removesPresenter { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
            } else {
                presented.viewIfLoaded?.removeFromSuperview()
                if removesPresenter, let slot = controller.savedPresenterSlot {
                    slot.superview.insertSubview(presenterView, at: slot.index)
                    presenterView.frame = slot.frame
                    controller.savedPresenterSlot = nil
                }
                container.removeFromSuperview()
                presenter.storedPresented = nil
                presented.storedPresenting = nil
                presented.storedPresentationController = nil
                controller.presentationTransitionDidEnd(false)
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
        }

        if animated {
            run.start()
        } else {
            // Not animated: UIKit puts the presented view in place at once.
            if let toView {
                container.addSubview(toView)
                toView.frame = finalFrame
            }
            run.coordinator.start()
            run.complete(true)
        }
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let engine = self.engine
        let root = rootAncestor
        // Dismissing from the presenter dismisses what it presents; from the presented
        // controller, the presenter dismisses it.
        let base: UIViewController? = root.storedPresented ?? (root.storedPresenting != nil ? root : nil)
        guard var presented = base else { return }
        // Everything presented above the one being dismissed goes too, at once (top first); then
        // the immediate child is dismissed by its transition. iOS animates the top-most view
        // instead (docs/FIDELITY.md §4.3, "Dismissing with a stack above").
        var chain: [UIViewController] = [presented]
        while let above = chain.last?.storedPresented { chain.append(above) }
        if chain.count > 1 {
            for vc in chain.dropFirst().reversed() where vc.activeTransition == nil {
                vc.performDismiss(animated: false, completion: nil)
            }
            presented = chain[0]
        }
        guard let presenter = presented.storedPresenting, let controller = presented.storedPresentationController,
              let container = controller.containerView
        else { return }
        if presented.activeTransition != nil || presenter.activeTransition != nil {
            refuse("Attempt to dismiss \(type(of: presented)) while a presentation or dismissal is in progress; UIKit ignores the request.")
            return
        }
        let style = controller.resolvedStyle
        let usesDelegate = Self.asksTransitioningDelegate(style)
        let delegate = presented.transitioningDelegate
        var answers = DelegateAnswers()
        if animated, usesDelegate, let delegate {
            answers = DelegateAnswers(
                animatorMethod: .animationControllerForDismissed, { delegate.animationController(forDismissed: presented) },
                interactionMethod: .interactionControllerForDismissal, { delegate.interactionControllerForDismissal(using: $0) })
        }
        if delegate == nil && usesDelegate && animated { answers.asked.insert(.noDelegate(.transitioningDelegate, released: presented.assignedTransitioningDelegate), at: 0) }
        if let delegate, !usesDelegate, animated { answers.asked.insert(.delegateNotAsked(.transitioningDelegate, delegate: "\(type(of: delegate))", style: "\(presented.modalPresentationStyle)"), at: 0) }
        if animated, answers.animator == nil, let zoomInteraction = presented.zoomInteraction { answers.interaction = zoomInteraction }
        let run = TransitionRun.begin(.dismiss, engine: engine, from: presented, to: presenter, animated: animated, answers: answers,
                                      defaultAnimator: ZoomAnimator(zoomingIn: false, zoomed: presented, source: presented.zoomSource ?? presenter)
                                          ?? DefaultModalAnimator(style: presented.preferredModalStyle, presenting: false),
                                      container: container as? TransitionContainerView)
        let restoresPresenter = controller.shouldRemovePresentersView
        let presenterView = presenter.view!
        let fromView = style == .custom ? controller.presentedView : presented.view
        run.expectsToViewInContainer = false
        run.makeContext(containerView: container, isAnimated: animated, style: style,
                        fromView: fromView, toView: restoresPresenter ? presenterView : nil,
                        toFinalFrame: restoresPresenter ? (controller.savedPresenterSlot?.frame ?? container.bounds) : .zero,
                        // A custom presentation knows the presented view's frame: animators
                        // slide it out from there (§4.3).
                        fromFinalFrame: style == .custom ? controller.frameOfPresentedViewInContainerView : .zero)
        presented.beingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        controller.dismissalTransitionWillBegin()

        run.userCompletion = completion
        run.finish = { completed in
            defer { presented.beingDismissed = false }
            if completed {
                if !restoresPresenter, presenterView.isDescendant(of: container) {
                    run.record(.problem(.presentingViewAddedToContainer(style: "\(style)")))
                }
                if restoresPresenter, run.isCustom, !presenterView.isDescendant(of: container) {
                    run.record(.problem(.toViewPutBackByUIKit))
                }
                if restoresPresenter, let slot = controller.savedPresenterSlot {
                    slot.superview.insertSubview(presenterView, at: Swift.min(slot.index, slot.superview.subviews.count))
                    presenterView.frame = slot.frame
                    controller.savedPresenterSlot = nil
                }
                presented.viewIfLoaded?.removeFromSuperview()
                container.removeFromSuperview()
                presenter.storedPresented = nil
                presented.storedPresenting = nil
                controller.dismissalTransitionDidEnd(true)
                presented.storedPresentationController = nil
                presented.endAppearanceTransition()
                if restoresPresenter { presenter.endAppearanceTransition() }
            } else {
                if restoresPresenter { presenterView.removeFromSuperview() }
                controller.dismissalTransitionDidEnd(false)
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                if restoresPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
        }

        if animated {
            run.start()
        } else {
            run.coordinator.start()
            run.complete(true)
        }
    }

    func performChildTransition(from: UIViewController, to: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard from.storedParent === self, to.storedParent === self, let superview = from.viewIfLoaded?.superview else {
            engine.report(UIKitDiagnostic(kind: .transition, message: "transition(from:to:duration:options:animations:completion:) needs two children of \(type(of: self)) (call addChild(_:) first), and the first one's view must be on screen.", time: engine.currentTime))
            return
        }
        let appearing = from.appearanceState == .appeared
        if appearing {
            from.beginAppearanceTransition(false, animated: duration > 0)
            to.beginAppearanceTransition(true, animated: duration > 0)
        }
        let finish: (Bool) -> Void = { finished in
            if appearing {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            completion?(finished)
        }
        if options.transitionStyle != 0 {
            UIView.transition(with: superview, duration: duration, options: options, animations: {
                superview.insertSubview(to.view, aboveSubview: from.view)
                from.view.removeFromSuperview()
                animations?()
            }, completion: finish)
        } else {
            superview.insertSubview(to.view, aboveSubview: from.view)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: { finished in
                from.view.removeFromSuperview()
                finish(finished)
            })
        }
    }
}

extension UIViewController {
    /// The modal style of `preferredTransition` when it names one, else `modalTransitionStyle`.
    var preferredModalStyle: UIModalTransitionStyle {
        if let preferredTransition, case let .modal(style) = preferredTransition.kind { return style }
        return modalTransitionStyle
    }
}
