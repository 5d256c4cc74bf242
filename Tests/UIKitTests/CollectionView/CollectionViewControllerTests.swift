import Expectations
import Testing
import UIKit

/// `UICollectionViewController`: its view is a collection view with the controller as data
/// source and delegate; it clears the selection when its view will appear.
@MainActor
struct CollectionViewControllerTests {
    private final class HerbsController: UICollectionViewController {
        private(set) var selected: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(HerbCell.self, forCellWithReuseIdentifier: "herb")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "herb", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    private func launch() -> (UIKitEngine, HerbsController) {
        let engine = UIKitEngine()
        let controller = engine.run { () -> HerbsController in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let controller = HerbsController(collectionViewLayout: layout)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller
        }
        engine.advance(by: 0.1)
        return (engine, controller)
    }

    @Test func theViewIsACollectionViewServedByTheController() {
        let (engine, controller) = launch()
        engine.run {
            expectIdentical(controller.view, controller.collectionView)
            expectIdentical(controller.collectionView.dataSource, controller)
            expectIdentical(controller.collectionView.delegate, controller)
            expectIdentical(controller.collectionViewLayout, controller.collectionView.collectionViewLayout)
            expectEqual(controller.collectionView.frame, UIScreen.main.bounds)
            expectEqual(controller.collectionView.indexPathsForVisibleItems, paths(0..<5))
        }
    }

    @Test func aTapReachesTheControllersOverride() {
        // Item 1 at x 137.5 (three a line in 355 points, as in FlowLayoutTests), y 10.
        let (engine, controller) = launch()
        engine.tap(at: CGPoint(x: 190, y: 60))
        expectEqual(controller.selected, paths([1]))
    }

    @Test func viewWillAppearClearsTheSelection() {
        let (engine, controller) = launch()
        engine.run {
            controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            controller.viewWillAppear(false)
            expectNil(controller.collectionView.indexPathsForSelectedItems)
            controller.clearsSelectionOnViewWillAppear = false
            controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            controller.viewWillAppear(false)
            expectEqual(controller.collectionView.indexPathsForSelectedItems, paths([2]))
        }
    }
}
