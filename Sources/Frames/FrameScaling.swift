/// Smaller pictures of a frame, for terminals that cannot show it whole. Graded frames are never
/// scaled: this is for display (`play`, `diff`, the frame under a failed check).
extension Frame {
    /// The frame drawn in `newColumns` × `newRows` cells. Each new cell stands for a block of
    /// the old ones and shows the one that carries the most: a letter or digit before a line or
    /// mark, a line before a dot, anything before a space (on a tie, the one nearest the block's
    /// centre), in its colour. Letters and digits come from one old row per new row — the first
    /// that has any — so that two lines of text merged into one show the upper one whole instead
    /// of a mix of both (in a list, an item rather than the note under it). Tones are averaged over the block. Time and notes are kept; the
    /// device name says it was scaled.
    public func scaled(columns newColumns: Int, rows newRows: Int) -> Frame {
        let newColumns = Swift.max(1, Swift.min(newColumns, columns))
        let newRows = Swift.max(1, Swift.min(newRows, rows))
        guard newColumns != columns || newRows != rows else { return self }
        var result = Frame(columns: newColumns, rows: newRows, time: time, deviceName: deviceName + " (scaled)")
        result.notes = notes
        // The source range of new cell i out of n along an axis of `length`.
        func span(_ i: Int, _ n: Int, _ length: Int) -> Range<Int> {
            let start = i * length / n
            return start..<Swift.max(start + 1, (i + 1) * length / n)
        }
        var newTones: [Double]? = tones.map { _ in [] }
        let textWeight = Self.weight("a")
        // How many letters and digits each old row holds.
        let letters = (0..<rows).map { row in cells[(row * columns)..<((row + 1) * columns)].count { Self.weight($0) == textWeight } }
        for r in 0..<newRows {
            let rowSpan = span(r, newRows, rows)
            let textRow = rowSpan.first { letters[$0] > 0 } ?? rowSpan.lowerBound
            for c in 0..<newColumns {
                let columnSpan = span(c, newColumns, columns)
                var best = textRow * columns + columnSpan.lowerBound
                var bestRank = (weight: -1, distance: Int.max)
                var toneSum = 0.0
                let middle = (row: rowSpan.lowerBound + rowSpan.upperBound - 1, column: columnSpan.lowerBound + columnSpan.upperBound - 1)
                for sr in rowSpan {
                    for sc in columnSpan {
                        let index = sr * columns + sc
                        if let tones { toneSum += tones[index] }
                        var weight = Self.weight(cells[index])
                        // Text from the other rows would interleave with the chosen row's.
                        if weight == textWeight, sr != textRow { weight = -1 }
                        // Doubled coordinates keep the centre of an even block exact.
                        let distance = abs(2 * sr - middle.row) + abs(2 * sc - middle.column)
                        if weight > bestRank.weight || (weight == bestRank.weight && distance < bestRank.distance) {
                            best = index
                            bestRank = (weight, distance)
                        }
                    }
                }
                result.set(r * newColumns + c, cells[best], colors[best])
                newTones?.append(toneSum / Double(rowSpan.count * columnSpan.count))
            }
        }
        result.tones = newTones
        return result
    }

    /// How much a character says about the picture, for choosing what a smaller cell shows.
    static func weight(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case " ": 0
        case ".", ",", "'", "`", ":": 1
        case _ where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar): 3
        default: 2
        }
    }

    /// The largest size that fits in `columns` × `rows` cells (the frame's own size when it
    /// fits), shrinking each direction by as little as it needs, but never one more than
    /// `stretch` times the other: a phone in an 80 × 24 window keeps nearly every column (its
    /// lines of text stay readable) and loses every other row. Nil when even a quarter of the
    /// frame's size in a direction would not fit, which is too small to tell anything.
    public func fittingSize(columns maxColumns: Int, rows maxRows: Int, stretch: Double = 2) -> (columns: Int, rows: Int)? {
        guard columns > 0, rows > 0 else { return (columns, rows) }
        var across = Swift.min(1, Double(maxColumns) / Double(columns))
        var down = Swift.min(1, Double(maxRows) / Double(rows))
        guard Swift.min(across, down) >= 0.25 else { return nil }
        across = Swift.min(across, down * stretch)
        down = Swift.min(down, across * stretch)
        return (Swift.max(1, Int(Double(columns) * across)), Swift.max(1, Int(Double(rows) * down)))
    }
}
