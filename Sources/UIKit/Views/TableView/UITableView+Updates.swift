extension UITableView {
    /// How inserted, deleted and reloaded rows animate on iOS (kept: changes show at once here).
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
