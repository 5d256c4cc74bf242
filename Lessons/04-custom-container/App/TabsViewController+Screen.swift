import UIKit

extension TabsViewController {
    /// The row of tab buttons along the top, one per page, 120 points wide, 16 apart; the
    /// selected one is dark. Each button calls `select(_:)` with its index.
    func buildTabBar() {
        view.backgroundColor = .white
        view.accessibilityIdentifier = "tabs"
        for (index, page) in viewControllers.enumerated() {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 8 + CGFloat(index) * 120, y: 16, width: 112, height: 32)
            button.setTitle((page as? PageViewController)?.pageTitle ?? "Page \(index + 1)", for: .normal)
            button.layer.cornerRadius = 8
            button.accessibilityIdentifier = "tab.\(index)"
            button.addAction(UIAction { [weak self] _ in self?.select(index) }, for: .touchUpInside)
            view.addSubview(button)
            tabButtons.append(button)
        }
        highlightTab(selectedIndex)
    }

    /// The area under the tab bar where the pages show, clipped: a page sliding out of it is
    /// not drawn over the tab bar.
    func buildContentView() {
        contentView.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: view.bounds.height - 64)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.clipsToBounds = true
        contentView.backgroundColor = .white
        contentView.accessibilityIdentifier = "tabs.content"
        view.addSubview(contentView)
    }

    /// Shows the tab at `index` as the selected one.
    func highlightTab(_ index: Int) {
        paintTabs(from: index, to: index, progress: 1)
    }

    /// Paints the tabs `progress` of the way through a switch from the tab at `from` to the tab
    /// at `to`: at 0 the first looks selected (dark, white title), at 1 the second, and in
    /// between both are blends of the two looks. Other tabs look unselected.
    func paintTabs(from: Int, to: Int, progress: CGFloat) {
        let p = min(max(progress, 0), 1)
        for (i, button) in tabButtons.enumerated() {
            let selected: CGFloat = i == to ? p : i == from ? 1 - p : 0
            button.backgroundColor = Self.blend(.systemGray5, .darkGray, selected)
            button.setTitleColor(Self.blend(.black, .white, selected), for: .normal)
        }
    }

    /// The colour `t` of the way from `a` to `b`, component by component.
    static func blend(_ a: UIColor, _ b: UIColor, _ t: CGFloat) -> UIColor {
        if t <= 0 { return a }
        if t >= 1 { return b }
        var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        var (r2, g2, b2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = a.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        _ = b.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        return UIColor(red: r1 + (r2 - r1) * t, green: g1 + (g2 - g1) * t, blue: b1 + (b2 - b1) * t, alpha: a1 + (a2 - a1) * t)
    }
}
