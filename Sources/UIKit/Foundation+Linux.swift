import Foundation

/// Foundation's relative date formatter, which Foundation on Linux lacks (apps written for iOS
/// use it beside their UIKit code, and `import UIKit` brings Foundation). English only: "in 3
/// hours", "2 days ago", in the four units styles; the named style says "now", "yesterday",
/// "tomorrow", "last week", "next year" … where English has a word, as Apple's does.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric = 0, named }
    public enum UnitsStyle: Int, Sendable { case full = 0, spellOut, short, abbreviated }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `reference`, in its largest whole unit ("3 hours ago").
    open func localizedString(for date: Date, relativeTo reference: Date) -> String {
        let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let parts = calendar.dateComponents(Set(units), from: reference, to: date)
        return localizedString(from: parts)
    }

    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        localizedString(for: Date(timeIntervalSinceReferenceDate: interval), relativeTo: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// The largest non-zero component of `parts`, relative to now.
    open func localizedString(from parts: DateComponents) -> String {
        let ordered: [(Int?, String, String, String)] = [
            (parts.year, "year", "yr.", "y"), (parts.month, "month", "mo.", "mo"), (parts.weekOfMonth ?? parts.weekOfYear, "week", "wk.", "w"),
            (parts.day, "day", "day", "d"), (parts.hour, "hour", "hr.", "h"), (parts.minute, "minute", "min.", "m"), (parts.second, "second", "sec.", "s"),
        ]
        guard let (value, full, short, abbreviated) = ordered.first(where: { ($0.0 ?? 0) != 0 }).map({ ($0.0!, $0.1, $0.2, $0.3) }) else {
            return dateTimeStyle == .named ? "now" : (unitsStyle == .abbreviated ? "in 0s" : "in 0 \(unitsStyle == .short ? "sec." : "seconds")")
        }
        if dateTimeStyle == .named, let word = Self.named(full, value) { return word }
        let count = abs(value)
        let amount: String
        switch unitsStyle {
        case .full: amount = "\(count) \(full)\(count == 1 ? "" : "s")"
        case .spellOut: amount = "\(Self.spelled(count)) \(full)\(count == 1 ? "" : "s")"
        case .short: amount = "\(count) \(short == "day" && count != 1 ? "days" : short)"
        case .abbreviated: amount = "\(count)\(abbreviated)"
        }
        return value < 0 ? "\(amount) ago" : "in \(amount)"
    }

    open override func string(for object: Any?) -> String? {
        (object as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private static func named(_ unit: String, _ value: Int) -> String? {
        switch (unit, value) {
        case ("day", -1): "yesterday"
        case ("day", 1): "tomorrow"
        case (_, -1) where unit != "hour" && unit != "minute" && unit != "second": "last \(unit)"
        case (_, 1) where unit != "hour" && unit != "minute" && unit != "second": "next \(unit)"
        default: nil
        }
    }

    private static func spelled(_ n: Int) -> String {
        let small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 20 { return small[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + small[n % 10]) }
        return String(n)
    }
}
