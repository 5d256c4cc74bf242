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
        for (i, button) in tabButtons.enumerated() {
            button.backgroundColor = i == index ? .darkGray : .systemGray5
            button.setTitleColor(i == index ? .white : .black, for: .normal)
        }
    }
}
