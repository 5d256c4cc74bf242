import Testing
import Frames
import UIKit

/// A table is drawn as the views it is made of: its cells' labels and accessories, a title
/// header over the rows, and the gray of a selected row.
@MainActor
struct TableRenderingTests {
    final class Fruits: NSObject, UITableViewDataSource {
        let names = ["Apple", "Banana", "Cherry", "Damson", "Elder"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "FRUIT" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit") ?? UITableViewCell(style: .value1, reuseIdentifier: "fruit")
            cell.textLabel?.text = names[indexPath.row]
            cell.detailTextLabel?.text = "\(indexPath.row + 1)"
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
    }

    @Test func rowsShowTheirLabelsAccessoriesAndSelection() {
        // 40 × 12 cells (320 × 192 points): a 28-point header, then rows of 32 points (2 lines).
        let stage = Stage(.cells(40, 12))
        let fruits = Fruits()
        stage.run {
            let table = UITableView(frame: cells(0, 0, 40, 12), style: .plain)
            table.rowHeight = 32
            table.dataSource = fruits
            stage.root.addSubview(table)
            table.layoutIfNeeded()
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        }
        let lines = stage.frame().lines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("FRUIT"), "\(text)")
        for name in ["Apple", "Banana", "Cherry", "Damson"] { #expect(text.contains(name), "\(name):\n\(text)") }
        #expect(lines.contains { $0.contains("Apple") && $0.contains("1") && $0.contains("✓") }, "\(text)")
        #expect(lines.contains { $0.contains("Banana") && $0.contains("›") }, "\(text)")
        let selected = lines.firstIndex { $0.contains("Cherry") }.map { lines[$0] } ?? ""
        let plain = lines.firstIndex { $0.contains("Banana") }.map { lines[$0] } ?? ""
        #expect(selected.first != " " && plain.first == " ", "the selected row is gray, the others white:\n\(text)")
    }
}
