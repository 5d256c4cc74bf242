/// A symbol of the solver's tableau: a user variable, or one the solver adds for a constraint.
struct SimplexSymbol: Hashable, Comparable {
    enum Kind {
        /// A variable the constraints are written in (an edge or size of a view).
        case external
        /// Turns an inequality into an equation; never negative.
        case slack
        /// Measures how far an optional constraint is from satisfied; never negative.
        case error
        /// Marks a required equation; always zero, never chosen to enter the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Slack and error symbols are restricted to non-negative values.
    var isRestricted: Bool { kind == .slack || kind == .error }

    static func < (a: Self, b: Self) -> Bool { a.id < b.id }
    static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Coefficients this close to zero are zero (they come from sums of products of layout values).
let simplexEpsilon = 1.0e-8

/// One row of the tableau: `basic = constant + Σ coefficient · symbol` once solved for its basic
/// symbol, or `0 = constant + Σ …` while it is being built.
struct SimplexRow {
    var constant: Double
    var cells: [SimplexSymbol: Double] = [:]

    init(constant: Double) { self.constant = constant }

    func coefficient(of symbol: SimplexSymbol) -> Double { cells[symbol] ?? 0 }

    /// The symbols in id order (dictionaries iterate in a per-process order; the solver must not).
    var orderedSymbols: [SimplexSymbol] { cells.keys.sorted() }

    mutating func add(_ symbol: SimplexSymbol, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = abs(sum) < simplexEpsilon ? nil : sum
    }

    mutating func add(_ row: SimplexRow, times coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { add(symbol, value * coefficient) }
    }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = constant + … + c·symbol + …` into `symbol = −(constant + …)/c`.
    mutating func solve(for symbol: SimplexSymbol) {
        let c = -1 / cells.removeValue(forKey: symbol)!
        constant *= c
        for key in cells.keys { cells[key]! *= c }
    }

    /// Turns `lhs = … + c·rhs + …` into `rhs = …` (lhs moves to the right-hand side).
    mutating func solve(for rhs: SimplexSymbol, replacing lhs: SimplexSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of `row`.
    mutating func substitute(_ symbol: SimplexSymbol, by row: SimplexRow) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        add(row, times: c)
    }
}

/// A cost compared level by level: the cost at a higher priority outweighs any cost at a lower
/// one. These are the symbolic weights of the Cassowary paper, so that priorities are honoured
/// in order, as Apple's Auto Layout Guide describes, however many lower ones there are.
struct SymbolicWeight {
    /// Cost per priority level (constraint priorities, 1 … 999), highest level first.
    private(set) var levels: [(level: Float, value: Double)] = []

    init() {}
    init(level: Float, value: Double) { levels = [(level, value)] }

    static func + (a: Self, b: Self) -> Self {
        var sum = SymbolicWeight()
        var i = 0, j = 0
        while i < a.levels.count || j < b.levels.count {
            if j == b.levels.count || (i < a.levels.count && a.levels[i].level > b.levels[j].level) {
                sum.levels.append(a.levels[i]); i += 1
            } else if i == a.levels.count || b.levels[j].level > a.levels[i].level {
                sum.levels.append(b.levels[j]); j += 1
            } else {
                let value = a.levels[i].value + b.levels[j].value
                if abs(value) > simplexEpsilon { sum.levels.append((a.levels[i].level, value)) }
                i += 1; j += 1
            }
        }
        return sum
    }

    static func * (a: Self, factor: Double) -> Self {
        var product = a
        for k in product.levels.indices { product.levels[k].value *= factor }
        return product
    }

    static func - (a: Self, b: Self) -> Self { a + b * -1 }

    /// The sign of the highest level whose cost is not (nearly) zero.
    var sign: Int {
        for entry in levels where abs(entry.value) > simplexEpsilon { return entry.value < 0 ? -1 : 1 }
        return 0
    }

    var isZero: Bool { sign == 0 }
}

/// The objective: the weighted errors of the optional constraints, to be minimised.
struct SimplexObjective {
    var cells: [SimplexSymbol: SymbolicWeight] = [:]

    func weight(of symbol: SimplexSymbol) -> SymbolicWeight { cells[symbol] ?? SymbolicWeight() }

    mutating func add(_ symbol: SimplexSymbol, _ weight: SymbolicWeight) {
        let sum = self.weight(of: symbol) + weight
        cells[symbol] = sum.isZero ? nil : sum
    }

    mutating func add(_ row: SimplexRow, times weight: SymbolicWeight) {
        for (symbol, value) in row.cells { add(symbol, weight * value) }
    }

    mutating func substitute(_ symbol: SimplexSymbol, by row: SimplexRow) {
        guard let w = cells.removeValue(forKey: symbol) else { return }
        add(row, times: w)
    }
}
