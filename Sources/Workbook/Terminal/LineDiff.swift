/// A line diff (longest common subsequence), shown like `diff -u` without file headers.
public enum LineDiff {
    public enum Change: Equatable, Sendable {
        case same(String), removed(String), added(String)
    }

    public static func changes(from old: [String], to new: [String]) -> [Change] {
        let n = old.count, m = new.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var result: [Change] = []
        var i = 0, j = 0
        while i < n && j < m {
            if old[i] == new[j] { result.append(.same(old[i])); i += 1; j += 1 }
            else if lcs[i + 1][j] >= lcs[i][j + 1] { result.append(.removed(old[i])); i += 1 }
            else { result.append(.added(new[j])); j += 1 }
        }
        while i < n { result.append(.removed(old[i])); i += 1 }
        while j < m { result.append(.added(new[j])); j += 1 }
        return result
    }

    /// Hunks with `context` lines around each change; "-" lines are `old`'s, "+" lines `new`'s.
    public static func unified(from old: String, to new: String, context: Int = 3, style: TerminalStyle = .plain) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let changes = changes(from: a, to: b)
        let interesting = changes.indices.filter { if case .same = changes[$0] { return false } else { return true } }
        guard !interesting.isEmpty else { return [] }
        var keep = Set<Int>()
        for index in interesting {
            for k in max(0, index - context)...min(changes.count - 1, index + context) { keep.insert(k) }
        }
        var out: [String] = []
        var previous = -2
        for index in keep.sorted() {
            if index != previous + 1 { out.append(style.cyan("@@")) }
            switch changes[index] {
            case let .same(line): out.append("  " + line)
            case let .removed(line): out.append(style.red("- " + line))
            case let .added(line): out.append(style.green("+ " + line))
            }
            previous = index
        }
        return out
    }
}
