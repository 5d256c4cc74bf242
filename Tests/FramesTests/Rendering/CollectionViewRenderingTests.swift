import Testing
import Frames
import UIKit

/// A collection view's cells are ordinary subviews: the renderer draws them where the layout put
/// them, moved by the content offset and clipped to the collection view.
@MainActor
struct CollectionViewRenderingTests {
    /// Black 4 × 2-cell squares (32 × 32 points).
    private final class Squares: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
            cell.contentView.backgroundColor = .black
            return cell
        }
    }

    @Test func theGridOfCellsIsDrawnAndScrolls() throws {
        // 160 points wide, insets 8: 144 hold three 32-point items (3·32 + 2·8 = 112 ≤ 144),
        // gaps (144 − 96) / 2 = 24: x = 8, 64, 120 → columns 1–4, 8–11, 15–18. Lines 48 points
        // apart: y = 0, 48, 96 → rows 0–1, 3–4, and 6–7 (below the screen).
        let stage = Stage(.cells(20, 6))
        let source = Squares(7)
        let grid = stage.run { () -> UICollectionView in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 32, height: 32)
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 16
            layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
            let grid = UICollectionView(frame: cells(0, 0, 20, 6), collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
            grid.dataSource = source
            stage.root.addSubview(grid)
            grid.layoutIfNeeded()
            return grid
        }
        #expect(stage.frame().lines == [
            " @@@@   @@@@   @@@@ ",
            " @@@@   @@@@   @@@@ ",
            "                    ",
            " @@@@   @@@@   @@@@ ",
            " @@@@   @@@@   @@@@ ",
            "                    ",
        ])
        // Scrolled by 32 (the end: 128 − 96): line 1 at rows 1–2, the last line (item 6 alone,
        // in the first column) at rows 4–5.
        stage.run {
            grid.contentOffset = CGPoint(x: 0, y: 32)
            grid.layoutIfNeeded()
        }
        #expect(stage.frame().lines == [
            "                    ",
            " @@@@   @@@@   @@@@ ",
            " @@@@   @@@@   @@@@ ",
            "                    ",
            " @@@@               ",
            " @@@@               ",
        ])
    }
}
