/// What the differential fuzzer writes into a node's `style`: every property the engine reads,
/// each with values drawn as users write them (px and %, keywords, shorthands, `auto` margins).
struct StyleVocabulary {
    struct Property: Sendable {
        var name: String
        /// Relative weight among the properties drawn for one node.
        var weight: Int
        var value: @Sendable (inout FuzzRandom) -> String
    }

    static let lengths = [0.0, 5, 10, 20, 25, 30, 40, 50, 60, 75, 80, 100, 110, 120, 150, 160, 200, 250, 300, 390]
    static let smallLengths = [0.0, 1, 2, 3, 5, 8, 10, 12, 15, 20]
    static let percents = [0.0, 5, 10, 20, 25, 33, 50, 60, 75, 80, 100]

    static func length(_ r: inout FuzzRandom, percent: Int = 4, small: Bool = false) -> String {
        if r.chance(1, in: percent) { return number(r.pick(percents)) + "%" }
        return number(r.pick(small ? smallLengths : lengths)) + "px"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func size(_ r: inout FuzzRandom) -> String {
        switch r.below(12) {
        case 0: "auto"
        case 1: ["min-content", "max-content", "fit-content"][r.below(3)]
        default: length(&r, percent: 4)
        }
    }

    static func sides(_ r: inout FuzzRandom, auto: Bool, percent: Int) -> String {
        let one = { (r: inout FuzzRandom) -> String in
            auto && r.chance(1, in: 4) ? "auto" : length(&r, percent: percent, small: true)
        }
        return (0..<(1 + r.below(4))).map { _ in one(&r) }.joined(separator: " ")
    }

    /// What places a box in its parent: the root has no parent (the fixture format places it at
    /// its containing block's origin), so it is given none of these.
    static let placing: Set<String> = ["left", "right", "top", "bottom", "position", "align-self", "order", "display"]

    static let properties: [Property] = [
        Property(name: "width", weight: 10) { r in size(&r) },
        Property(name: "height", weight: 8) { r in size(&r) },
        Property(name: "min-width", weight: 3) { r in r.chance(1, in: 6) ? "auto" : length(&r) },
        Property(name: "min-height", weight: 3) { r in r.chance(1, in: 6) ? "auto" : length(&r) },
        Property(name: "max-width", weight: 3) { r in r.chance(1, in: 8) ? "none" : length(&r) },
        Property(name: "max-height", weight: 3) { r in r.chance(1, in: 8) ? "none" : length(&r) },
        Property(name: "flex-direction", weight: 6) { r in r.pick(["row", "row-reverse", "column", "column-reverse"]) },
        Property(name: "flex-wrap", weight: 4) { r in r.pick(["nowrap", "wrap", "wrap-reverse"]) },
        Property(name: "justify-content", weight: 4) { r in
            r.pick(["flex-start", "flex-end", "center", "space-between", "space-around", "space-evenly", "start", "end"])
        },
        Property(name: "align-items", weight: 4) { r in r.pick(["flex-start", "flex-end", "center", "stretch", "baseline"]) },
        Property(name: "align-self", weight: 3) { r in r.pick(["auto", "flex-start", "flex-end", "center", "stretch", "baseline"]) },
        Property(name: "align-content", weight: 3) { r in
            r.pick(["flex-start", "flex-end", "center", "stretch", "space-between", "space-around", "space-evenly"])
        },
        Property(name: "flex-grow", weight: 4) { r in r.pick(["0", "1", "2", "0.5", "3"]) },
        Property(name: "flex-shrink", weight: 4) { r in r.pick(["0", "1", "2", "0.5"]) },
        Property(name: "flex-basis", weight: 4) { r in
            r.chance(1, in: 4) ? r.pick(["auto", "content", "0", "0px"]) : length(&r, percent: 3)
        },
        Property(name: "flex", weight: 3) { r in r.pick(["auto", "none", "1", "2", "1 1 0px", "0 0 auto", "1 0 50px", "0 1 30%"]) },
        Property(name: "margin", weight: 4) { r in sides(&r, auto: true, percent: 5) },
        Property(name: "margin-left", weight: 2) { r in r.chance(1, in: 3) ? "auto" : length(&r, percent: 5, small: true) },
        Property(name: "margin-top", weight: 2) { r in r.chance(1, in: 3) ? "auto" : length(&r, percent: 5, small: true) },
        Property(name: "margin-right", weight: 1) { r in r.chance(1, in: 3) ? "auto" : length(&r, percent: 5, small: true) },
        Property(name: "margin-bottom", weight: 1) { r in r.chance(1, in: 3) ? "auto" : length(&r, percent: 5, small: true) },
        Property(name: "padding", weight: 4) { r in sides(&r, auto: false, percent: 5) },
        Property(name: "padding-left", weight: 1) { r in length(&r, percent: 5, small: true) },
        Property(name: "padding-bottom", weight: 1) { r in length(&r, percent: 5, small: true) },
        Property(name: "border-width", weight: 3) { r in
            (0..<(1 + r.below(4))).map { _ in number(r.pick(smallLengths)) + "px" }.joined(separator: " ")
        },
        Property(name: "border-top-width", weight: 1) { r in number(r.pick(smallLengths)) + "px" },
        Property(name: "gap", weight: 3) { r in
            r.chance(1, in: 3) ? length(&r, percent: 4, small: true) + " " + length(&r, percent: 4, small: true)
                : length(&r, percent: 6, small: true)
        },
        Property(name: "position", weight: 3) { r in r.pick(["relative", "absolute", "absolute"]) },
        Property(name: "left", weight: 2) { r in length(&r, percent: 3, small: true) },
        Property(name: "right", weight: 2) { r in length(&r, percent: 3, small: true) },
        Property(name: "top", weight: 2) { r in length(&r, percent: 3, small: true) },
        Property(name: "bottom", weight: 2) { r in length(&r, percent: 3, small: true) },
        Property(name: "aspect-ratio", weight: 3) { r in r.pick(["1", "2", "0.5", "1/2", "16/9", "3 / 2", "auto 1"]) },
        Property(name: "box-sizing", weight: 2) { _ in "content-box" },
        Property(name: "overflow", weight: 2) { r in r.pick(["hidden", "scroll", "auto", "visible"]) },
        Property(name: "display", weight: 1) { r in r.pick(["none", "none", "contents"]) },
        Property(name: "order", weight: 1) { r in r.pick(["-1", "1", "2"]) },
        Property(name: "direction", weight: 1) { r in r.pick(["ltr", "rtl"]) },
    ]

    static let totalWeight = properties.reduce(0) { $0 + $1.weight }
}
