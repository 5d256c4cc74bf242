import Expectations
import Testing
import UIKit

/// The Cassowary solver on its own: variables are numbers, constraints `expression relation 0`.
struct SimplexSolverTests {
    /// `Σ coefficient · variable + constant`.
    private func expr(_ terms: [(Int, Double)], _ constant: Double = 0) -> SimplexSolver.Expression {
        var e = SimplexSolver.Expression(constant: constant)
        for (v, c) in terms { e.add(v, c) }
        return e
    }

    private let x = 0, y = 1, z = 2
    private let strong: Float = 750, weak: Float = 250

    @Test func emptySolverGivesZero() {
        expectEqual(SimplexSolver().value(of: 0), 0)
    }

    @Test func oneEquality() throws {
        // x − 10 = 0 → x = 10.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -10), .equal, priority: 1000)
        expectEqual(s.value(of: x), 10)
    }

    @Test func twoEqualitiesChained() throws {
        // x = 10, y = 2x + 5 → y = 25.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -10), .equal, priority: 1000)
        try s.add(expr([(y, 1), (x, -2)], -5), .equal, priority: 1000)
        expectEqual(s.value(of: y), 25)
    }

    @Test func inequalityBoundsAWeakWish() throws {
        // x ≥ 100 required, x = 40 weak: the wish cannot hold, x stops at the bound, 100.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -100), .greaterThanOrEqual, priority: 1000)
        try s.add(expr([(x, 1)], -40), .equal, priority: weak)
        expectClose(s.value(of: x), 100)
        // x ≤ 150 required, x = 200 weak, x ≥ 0: x = 150.
        let t = SimplexSolver()
        try t.add(expr([(x, 1)], -150), .lessThanOrEqual, priority: 1000)
        try t.add(expr([(x, 1)], -200), .equal, priority: weak)
        expectClose(t.value(of: x), 150)
    }

    @Test func strongWinsOverWeak() throws {
        // x = 10 weak, x = 30 strong: 30, whichever comes first.
        for strongFirst in [true, false] {
            let s = SimplexSolver()
            if strongFirst { try s.add(expr([(x, 1)], -30), .equal, priority: strong) }
            try s.add(expr([(x, 1)], -10), .equal, priority: weak)
            if !strongFirst { try s.add(expr([(x, 1)], -30), .equal, priority: strong) }
            expectClose(s.value(of: x), 30, "strong first: \(strongFirst)")
        }
    }

    @Test func oneHigherPriorityOutweighsManyLowerOnes() throws {
        // x = 0 at 251; x = 100 three times at 250. Weighted sums would pick 100 (3 errors of
        // 100 against one); priorities in order keep 0.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)]), .equal, priority: 251)
        for _ in 0..<3 { try s.add(expr([(x, 1)], -100), .equal, priority: 250) }
        expectClose(s.value(of: x), 0)
    }

    @Test func changingAConstantMovesTheSolution() throws {
        // x = 10 (required), y = x + 20; then x = 50 → y = 70; then the offset 5 → y = 55.
        let s = SimplexSolver()
        let hx = try s.add(expr([(x, 1)], -10), .equal, priority: 1000)
        let hy = try s.add(expr([(y, 1), (x, -1)], -20), .equal, priority: 1000)
        expectClose(s.value(of: y), 30)
        try s.setConstant(-50, of: hx)
        expectClose(s.value(of: x), 50)
        expectClose(s.value(of: y), 70)
        try s.setConstant(-5, of: hy)
        expectClose(s.value(of: y), 55)
    }

    @Test func changingAnOptionalConstantAgainstAnInequality() throws {
        // x ≤ 100 required; x = 40 strong. Moving the wish to 80 gives 80, to 130 stops at 100,
        // back to 20 gives 20 (the dual simplex restores feasibility each time).
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -100), .lessThanOrEqual, priority: 1000)
        let wish = try s.add(expr([(x, 1)], -40), .equal, priority: strong)
        expectClose(s.value(of: x), 40)
        for (target, expected) in [(80.0, 80.0), (130, 100), (20, 20)] {
            try s.setConstant(-target, of: wish)
            expectClose(s.value(of: x), expected, "wish \(target)")
        }
    }

    @Test func changingAnInequalityConstant() throws {
        // x ≥ 10 required, x = 0 weak → 10; the bound moves to 60 → 60; to −5 → 0.
        let s = SimplexSolver()
        let bound = try s.add(expr([(x, 1)], -10), .greaterThanOrEqual, priority: 1000)
        try s.add(expr([(x, 1)]), .equal, priority: weak)
        expectClose(s.value(of: x), 10)
        try s.setConstant(-60, of: bound)
        expectClose(s.value(of: x), 60)
        try s.setConstant(5, of: bound)
        expectClose(s.value(of: x), 0)
    }

    @Test func removingAConstraintFreesItsVariables() throws {
        // x = 10 weak, x = 30 strong → 30; remove the strong one → 10.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -10), .equal, priority: weak)
        let h = try s.add(expr([(x, 1)], -30), .equal, priority: strong)
        expectClose(s.value(of: x), 30)
        s.remove(h)
        expectClose(s.value(of: x), 10)
        expectEqual(s.constraintCount, 1)
    }

    @Test func removingARequiredInequality() throws {
        // x ≥ 50 required, x = 0 weak → 50; remove the bound → 0.
        let s = SimplexSolver()
        let bound = try s.add(expr([(x, 1)], -50), .greaterThanOrEqual, priority: 1000)
        try s.add(expr([(x, 1)]), .equal, priority: weak)
        s.remove(bound)
        expectClose(s.value(of: x), 0)
    }

    @Test func contradictoryRequiredEqualityIsRefusedAndLeavesTheRest() throws {
        // x = 10 and x = 20, both required: the second throws; x stays 10.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -10), .equal, priority: 1000)
        #expect(throws: SimplexSolver.Unsatisfiable.self) { try s.add(expr([(x, 1)], -20), .equal, priority: 1000) }
        expectClose(s.value(of: x), 10)
        expectEqual(s.constraintCount, 1)
    }

    @Test func contradictoryRequiredInequalityIsRefused() throws {
        // x + y = 10, x ≥ 8, y ≥ 5: the last contradicts the others.
        let s = SimplexSolver()
        try s.add(expr([(x, 1), (y, 1)], -10), .equal, priority: 1000)
        try s.add(expr([(x, 1)], -8), .greaterThanOrEqual, priority: 1000)
        #expect(throws: SimplexSolver.Unsatisfiable.self) { try s.add(expr([(y, 1)], -5), .greaterThanOrEqual, priority: 1000) }
        expectClose(s.value(of: x) + s.value(of: y), 10)
        expectGreaterOrEqual(s.value(of: x), 8 - 1e-9)
    }

    @Test func constantChangeThatContradictsIsRefusedAndRemoved() throws {
        // x = 10, y = x + 5, y ≤ 20: moving the offset to 30 would need y = 40 > 20. The
        // changed constraint leaves the solver; x = 10 and y ≤ 20 remain.
        let s = SimplexSolver()
        try s.add(expr([(x, 1)], -10), .equal, priority: 1000)
        let offset = try s.add(expr([(y, 1), (x, -1)], -5), .equal, priority: 1000)
        try s.add(expr([(y, 1)], -20), .lessThanOrEqual, priority: 1000)
        #expect(throws: SimplexSolver.Unsatisfiable.self) { try s.setConstant(-30, of: offset) }
        expectEqual(s.constraintCount, 2)
        expectClose(s.value(of: x), 10)
        expectLessOrEqual(s.value(of: y), 20 + 1e-9)
    }

    @Test func threeVariablesSplitBetweenWeakWishes() throws {
        // x + y + z = 90 required; x = y (strong), y = z (strong): 30 each.
        let s = SimplexSolver()
        try s.add(expr([(x, 1), (y, 1), (z, 1)], -90), .equal, priority: 1000)
        try s.add(expr([(x, 1), (y, -1)]), .equal, priority: strong)
        try s.add(expr([(y, 1), (z, -1)]), .equal, priority: strong)
        for v in [x, y, z] { expectClose(s.value(of: v), 30, "variable \(v)") }
    }
}
