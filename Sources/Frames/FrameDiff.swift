/// How two frames of the same size differ: which cells, how many, and where.
public struct FrameDiff: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Whether each cell differs, row by row.
    public let marks: [Bool]
    /// Number of differing cells.
    public let count: Int

    package init(columns: Int, rows: Int, marks: [Bool], count: Int) {
        self.columns = columns
        self.rows = rows
        self.marks = marks
        self.count = count
    }

    /// The differing cells as a share of all cells (0…1).
    public var fraction: Double { columns * rows == 0 ? 0 : Double(count) / Double(columns * rows) }

    public var isEmpty: Bool { count == 0 }

    /// The smallest rectangle of cells holding every difference (columns and rows, inclusive),
    /// or nil when the frames are equal.
    public var boundingBox: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard count > 0 else { return nil }
        var minC = columns, maxC = -1, minR = rows, maxR = -1
        for r in 0..<rows {
            for c in 0..<columns where marks[r * columns + c] {
                minC = min(minC, c); maxC = max(maxC, c)
                minR = min(minR, r); maxR = max(maxR, r)
            }
        }
        return (minC...maxC, minR...maxR)
    }

    public func differs(column: Int, row: Int) -> Bool { marks[row * columns + column] }

    /// Whether `row` holds a difference.
    public func rowDiffers(_ row: Int) -> Bool { (0..<columns).contains { marks[row * columns + $0] } }

    /// Whether `column` holds a difference.
    public func columnDiffers(_ column: Int) -> Bool { (0..<rows).contains { marks[$0 * columns + column] } }

    /// A phrase locating the difference for a learner: the rows and columns it spans, and the
    /// region they make — a corner, a side, a band, the centre, or most or all of the screen
    /// ("rows 10–14, columns 3–20 (the top left of the screen)").
    public var whereabouts: String {
        guard let box = boundingBox else { return "nowhere" }
        let rowText = box.rows.count == 1 ? "row \(box.rows.lowerBound + 1)" : "rows \(box.rows.lowerBound + 1)–\(box.rows.upperBound + 1)"
        let columnText = box.columns.count == 1 ? "column \(box.columns.lowerBound + 1)" : "columns \(box.columns.lowerBound + 1)–\(box.columns.upperBound + 1)"
        return "\(rowText), \(columnText) (\(region(box)))"
    }

    /// The region a box of cells makes on the screen.
    func region(_ box: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)) -> String {
        switch place(box) {
        case let .whole(all): return all ? "the whole screen" : "most of the screen"
        case .band(across: true): return "a band across the middle of the screen"
        case .band(across: false): return "a band down the middle of the screen"
        case .centre: return "the centre of the screen"
        case let .edge(v?, nil): return "the \(v) of the screen"
        case let .edge(nil, h?): return "the \(h) side of the screen"
        case let .edge(v?, h?): return "the \(v) \(h) of the screen"
        case .edge(nil, nil): return "most of the screen"
        }
    }

    /// Where on the screen a box of cells is.
    public enum Place: Equatable, Sendable {
        /// Most of the screen, or (true) the whole of it.
        case whole(Bool)
        /// A band across the middle (true) or down it.
        case band(across: Bool)
        case centre
        /// "top"/"bottom" and "left"/"right", either or both.
        case edge(String?, String?)
    }

    /// Where the difference is (nil when there is none).
    public var place: Place? { boundingBox.map(place) }

    func place(_ box: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)) -> Place {
        let rowShare = Double(box.rows.count) / Double(max(rows, 1))
        let columnShare = Double(box.columns.count) / Double(max(columns, 1))
        let midRow = Double(box.rows.lowerBound + box.rows.upperBound + 1) / 2 / Double(max(rows, 1))
        let midColumn = Double(box.columns.lowerBound + box.columns.upperBound + 1) / 2 / Double(max(columns, 1))
        // A box over more than 60 % of a dimension is not "in" one part of it.
        let vertical: String? = rowShare > 0.6 ? nil : midRow < 1.0 / 3 ? "top" : midRow > 2.0 / 3 ? "bottom" : "middle"
        let horizontal: String? = columnShare > 0.6 ? nil : midColumn < 1.0 / 3 ? "left" : midColumn > 2.0 / 3 ? "right" : "centre"
        switch (vertical, horizontal) {
        case (nil, nil): return .whole(rowShare > 0.9 && columnShare > 0.9)
        case let (v?, nil): return v == "middle" ? .band(across: true) : .edge(v, nil)
        case let (nil, h?): return h == "centre" ? .band(across: false) : .edge(nil, h)
        case let (v?, h?):
            if v == "middle" && h == "centre" { return .centre }
            return v == "middle" ? .edge(nil, h) : h == "centre" ? .edge(v, nil) : .edge(v, h)
        }
    }
}

extension Frame {
    /// The cells where this frame differs from `other` (frames of different sizes differ
    /// everywhere, over the larger size).
    public func diff(_ other: Frame) -> FrameDiff {
        guard columns == other.columns, rows == other.rows else {
            let c = max(columns, other.columns), r = max(rows, other.rows)
            return FrameDiff(columns: c, rows: r, marks: Array(repeating: true, count: c * r), count: c * r)
        }
        var marks = [Bool](repeating: false, count: cells.count)
        var count = 0
        for i in 0..<cells.count where cells[i] != other.cells[i] {
            marks[i] = true
            count += 1
        }
        return FrameDiff(columns: columns, rows: rows, marks: marks, count: count)
    }
}
