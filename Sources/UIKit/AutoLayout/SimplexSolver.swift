/// An incremental solver for linear equations and inequalities with priorities: the Cassowary
/// algorithm (Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 2001), as Auto Layout uses it.
///
/// Each constraint becomes a row of a simplex tableau in basic feasible solved form. Required
/// constraints must hold; an optional one gets error symbols whose weighted sum the solver
/// minimises (the primal simplex method), with the weights compared priority by priority
/// (`SymbolicWeight`). Changing a constraint's constant moves only the rows that mention its
/// marker symbol and restores feasibility with the dual simplex method, which is what makes
/// re-solving after `constant = …` cheap.
///
/// Determinism: every choice (entering and leaving symbols, ties) goes by the lowest symbol id,
/// Bland's rule, which also rules out cycling.
package final class SimplexSolver {
    /// A linear expression over external variables, `Σ coefficient · variable + constant`.
    package struct Expression {
        package var terms: [Int: Double] = [:]
        package var constant: Double = 0

        package init(constant: Double = 0) { self.constant = constant }

        package mutating func add(_ variable: Int, _ coefficient: Double) { terms[variable, default: 0] += coefficient }
    }

    /// `expression relation 0`.
    package enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// A constraint the solver holds.
    package struct Handle: Hashable { let id: Int }

    /// Why a required constraint could not be added or changed: the required constraints
    /// already in the solver contradict it.
    package struct Unsatisfiable: Error {}

    /// Priorities at or above this are required.
    package static let required: Float = 1000
    /// The level of the artificial objective used while adding a row with no obvious subject.
    private static let artificialLevel: Float = 2000

    private struct Record {
        var expression: Expression
        var relation: Relation
        var priority: Float
        /// The symbol that identifies the constraint's row (slack, error or dummy) and its
        /// coefficient in the row as first written (`expression + coefficient · marker = 0`).
        var marker: SimplexSymbol
        var markerCoefficient: Double
        /// The second error symbol of an optional equation (or the error of an optional inequality).
        var other: SimplexSymbol?
    }

    private var rows: [SimplexSymbol: SimplexRow] = [:]
    private var records: [Handle: Record] = [:]
    /// Handles in the order they were added (a rebuild re-adds them in this order).
    private var order: [Handle] = []
    private var variables: [Int: SimplexSymbol] = [:]
    private var objective = SimplexObjective()
    private var artificial: SimplexObjective?
    private var infeasibleRows: [SimplexSymbol] = []
    private var nextSymbol = 0
    private var nextHandle = 0

    package init() {}

    package var constraintCount: Int { records.count }

    /// The value the solution gives `variable` (0 for one no constraint mentions).
    package func value(of variable: Int) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Adding and removing

    /// Adds `expression relation 0` at `priority` (1 … 1000; 1000 is required).
    /// - Throws: `Unsatisfiable` if it is required and contradicts the required constraints
    ///   already there; the solver is then unchanged.
    @discardableResult
    package func add(_ expression: Expression, _ relation: Relation, priority: Float) throws(Unsatisfiable) -> Handle {
        nextHandle += 1
        let handle = Handle(id: nextHandle)
        try insert(handle, expression: expression, relation: relation, priority: priority)
        order.append(handle)
        return handle
    }

    private func insert(_ handle: Handle, expression: Expression, relation: Relation, priority: Float) throws(Unsatisfiable) {
        var (row, record) = makeRow(expression, relation, priority: priority)
        var subject = chooseSubject(row, record)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < simplexEpsilon else {
                undoObjective(record)
                throw Unsatisfiable()
            }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            // The tableau may now hold the row: start again from the constraints kept.
            records[handle] = record
            rebuild(without: handle)
            throw Unsatisfiable()
        }
        records[handle] = record
        optimize()
    }

    /// Removes a constraint; the others are re-optimised.
    package func remove(_ handle: Handle) {
        guard let record = records.removeValue(forKey: handle) else { return }
        order.removeAll { $0 == handle }
        undoObjective(record)
        if rows.removeValue(forKey: record.marker) == nil, let leaving = markerLeavingRow(record.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: record.marker, replacing: leaving)
            substitute(record.marker, by: row)
        }
        optimize()
    }

    /// Changes the constant of a constraint's expression, re-solving incrementally.
    /// - Throws: `Unsatisfiable` if the constraint is required and the new constant contradicts
    ///   the other required constraints; the constraint is then removed from the solver.
    package func setConstant(_ constant: Double, of handle: Handle) throws(Unsatisfiable) {
        guard var record = records[handle] else { return }
        let shift = (constant - record.expression.constant) / record.markerCoefficient
        record.expression.constant = constant
        records[handle] = record
        // Writing marker = marker′ + shift keeps every row an identity with the new constant.
        if var row = rows[record.marker] {
            row.constant -= shift
            rows[record.marker] = row
            if row.constant < 0 && record.marker.isRestricted { infeasibleRows.append(record.marker) }
        } else {
            for symbol in rows.keys.sorted() {
                let b = rows[symbol]!.coefficient(of: record.marker)
                guard b != 0 else { continue }
                rows[symbol]!.constant += b * shift
                if rows[symbol]!.constant < 0 && symbol.isRestricted { infeasibleRows.append(symbol) }
            }
        }
        let dummiesHold = rows.allSatisfy { $0.key.kind != .dummy || abs($0.value.constant) < simplexEpsilon }
        guard dummiesHold, dualOptimize() else {
            rebuild(without: handle)
            throw Unsatisfiable()
        }
    }

    /// Starts again from the constraints kept, in their order, leaving `handle` out.
    private func rebuild(without handle: Handle) {
        let kept = order.filter { $0 != handle }.map { ($0, records[$0]!) }
        rows = [:]; records = [:]; objective = SimplexObjective(); infeasibleRows = []
        order = []
        for (h, record) in kept {
            // They were satisfiable together before, so none of them throws.
            try? insert(h, expression: record.expression, relation: record.relation, priority: record.priority)
            if records[h] != nil { order.append(h) }
        }
    }

    // MARK: Building rows

    private func symbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
        nextSymbol += 1
        return SimplexSymbol(id: nextSymbol, kind: kind)
    }

    private func variableSymbol(_ variable: Int) -> SimplexSymbol {
        if let s = variables[variable] { return s }
        let s = symbol(.external)
        variables[variable] = s
        return s
    }

    /// The row of a new constraint with current basic symbols substituted, its marker and error
    /// symbols added (errors enter the objective at the constraint's priority).
    private func makeRow(_ expression: Expression, _ relation: Relation, priority: Float) -> (SimplexRow, Record) {
        var row = SimplexRow(constant: expression.constant)
        for variable in expression.terms.keys.sorted() {
            let c = expression.terms[variable]!
            guard abs(c) >= simplexEpsilon else { continue }
            let s = variableSymbol(variable)
            if let basic = rows[s] { row.add(basic, times: c) } else { row.add(s, c) }
        }
        let optional = priority < Self.required
        let weight = SymbolicWeight(level: priority, value: 1)
        var record: Record
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = symbol(.slack)
            row.add(slack, c)
            record = Record(expression: expression, relation: relation, priority: priority, marker: slack, markerCoefficient: c)
            if optional {
                let error = symbol(.error)
                row.add(error, -c)
                objective.add(error, weight)
                record.other = error
            }
        case .equal:
            if optional {
                let plus = symbol(.error), minus = symbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, weight)
                objective.add(minus, weight)
                record = Record(expression: expression, relation: relation, priority: priority, marker: plus, markerCoefficient: -1, other: minus)
            } else {
                let dummy = symbol(.dummy)
                row.add(dummy, 1)
                record = Record(expression: expression, relation: relation, priority: priority, marker: dummy, markerCoefficient: 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, record)
    }

    /// Takes the constraint's error symbols out of the objective.
    private func undoObjective(_ record: Record) {
        guard record.priority < Self.required else { return }
        let weight = SymbolicWeight(level: record.priority, value: -1)
        for s in [record.marker, record.other].compactMap({ $0 }) where s.kind == .error {
            if let row = rows[s] { objective.add(row, times: weight) } else { objective.add(s, weight) }
        }
    }

    /// An external symbol, else a new slack or error symbol with a negative coefficient.
    private func chooseSubject(_ row: SimplexRow, _ record: Record) -> SimplexSymbol? {
        let symbols = row.orderedSymbols
        if let external = symbols.first(where: { $0.kind == .external }) { return external }
        for s in [record.marker, record.other].compactMap({ $0 }) where s.isRestricted && row.coefficient(of: s) < 0 {
            return s
        }
        return nil
    }

    /// Phase one of the simplex method for a row with no subject: drive an artificial variable
    /// to zero. Returns false when that is impossible (the row contradicts required rows).
    private func addWithArtificialVariable(_ row: SimplexRow) -> Bool {
        let art = symbol(.slack)
        rows[art] = row
        var goal = SimplexObjective()
        goal.add(row, times: SymbolicWeight(level: Self.artificialLevel, value: 1))
        artificial = goal
        optimizeArtificial()
        let success = abs(rows[art]?.constant ?? 0) < simplexEpsilon
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.orderedSymbols.first(where: \.isRestricted) else { return false }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, by: artRow)
            rows[entering] = artRow
        }
        for key in rows.keys { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    // MARK: Pivoting

    private func substitute(_ symbol: SimplexSymbol, by row: SimplexRow) {
        var infeasible: [SimplexSymbol] = []
        for key in Array(rows.keys) where rows[key]!.cells[symbol] != nil {
            rows[key]!.substitute(symbol, by: row)
            if key.isRestricted && rows[key]!.constant < 0 { infeasible.append(key) }
        }
        infeasibleRows += infeasible.sorted()
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    private func pivot(entering: SimplexSymbol, leaving: SimplexSymbol) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        rows[entering] = row
    }

    private func optimize() { optimize(objective: { $0.objective }) }

    private func optimizeArtificial() { optimize(objective: { $0.artificial! }) }

    /// The primal simplex method: while some parametric symbol would lower the objective, pivot
    /// it into the basis in place of the row that limits it first.
    private func optimize(objective current: (SimplexSolver) -> SimplexObjective) {
        while true {
            let goal = current(self)
            var entering: SimplexSymbol?
            for (symbol, weight) in goal.cells where symbol.kind != .dummy && (entering == nil || symbol < entering!) && weight.sign < 0 {
                entering = symbol
            }
            guard let entering else { return }
            var best: (ratio: Double, symbol: SimplexSymbol)?
            for (key, row) in rows where key.kind != .external {
                let c = row.coefficient(of: entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if best == nil || ratio < best!.ratio - simplexEpsilon || (ratio <= best!.ratio + simplexEpsilon && key < best!.symbol) {
                    best = (ratio, key)
                }
            }
            // An unbounded objective cannot happen: every error symbol is bounded below by 0.
            guard let leaving = best?.symbol else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex method: make each infeasible row feasible again, keeping optimality.
    /// Returns false when a row cannot be made feasible (a required constraint is violated).
    private func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: SymbolicWeight, symbol: SimplexSymbol)?
            for s in row.orderedSymbols where s.kind != .dummy {
                let c = row.coefficient(of: s)
                guard c > 0 else { continue }
                let ratio = objective.weight(of: s) * (1 / c)
                if best == nil || (ratio - best!.ratio).sign < 0 { best = (ratio, s) }
            }
            guard let entering = best?.symbol else {
                infeasibleRows = []
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The row to pivot a parametric marker into before removing its constraint.
    private func markerLeavingRow(_ marker: SimplexSymbol) -> SimplexSymbol? {
        var first: (Double, SimplexSymbol)?, second: (Double, SimplexSymbol)?, third: SimplexSymbol?
        for key in rows.keys.sorted() {
            let row = rows[key]!
            let c = row.coefficient(of: marker)
            guard c != 0 else { continue }
            if key.kind == .external {
                if third == nil { third = key }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.0 { first = (r, key) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.0 { second = (r, key) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }
}
