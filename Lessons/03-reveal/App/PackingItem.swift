/// One thing to pack for the trip, with a word about it.
struct PackingItem {
    let name: String
    let note: String

    static let weekend = [
        PackingItem(name: "Tent", note: "two poles, eight pegs"),
        PackingItem(name: "Sleeping bag", note: "rated to -5 C"),
        PackingItem(name: "Camp stove", note: "and a full gas can"),
        PackingItem(name: "Head torch", note: "spare batteries"),
        PackingItem(name: "Water filter", note: "the lake is clear"),
        PackingItem(name: "Map + compass", note: "sheet 27, Pine Ridge"),
        PackingItem(name: "Rain jacket", note: "it will rain"),
        PackingItem(name: "Wool socks", note: "three pairs"),
    ]
}
