import JSONSource

/// Random view trees for the differential fuzzer, in the flex-oracle/1 tree format: by default
/// up to three levels below the root, up to four children a node, each node a few declarations from `StyleVocabulary`,
/// leaves with text in Ahem (every glyph a square) or in DejaVu Sans at several sizes.
public struct TreeGenerator: Sendable {
    /// The share of trees, in percent, set in DejaVu Sans with words of several lengths and
    /// sizes; the others are set in Ahem.
    public var realTextPercent: Int
    public var maximumDepth: Int
    public var maximumChildren: Int

    public init(realTextPercent: Int = 30, maximumDepth: Int = 3, maximumChildren: Int = 4) {
        self.realTextPercent = realTextPercent
        self.maximumDepth = maximumDepth
        self.maximumChildren = maximumChildren
    }

    /// Tree `index` of `seed`.
    public func tree(seed: UInt64, index: Int) -> FuzzTree {
        var random = FuzzRandom(seed: seed, index: index)
        let font: FuzzTree.Font = random.below(100) < realTextPercent ? .dejaVu : .ahem
        let root = node(&random, depth: 0, font: font)
        return FuzzTree(seed: seed, index: index, font: font, root: root)
    }

    private func node(_ r: inout FuzzRandom, depth: Int, font: FuzzTree.Font) -> JSONValue {
        let childCount = depth >= maximumDepth || (depth > 0 && r.chance(2, in: 5)) ? 0 : r.below(maximumChildren + 1)
        let hasText = childCount == 0 && depth > 0 && r.chance(3, in: 5)
        var style: [(String, JSONValue)] = []
        let declarations = depth == 0 ? 1 + r.below(4) : r.below(5)
        for _ in 0..<declarations {
            let property = Self.draw(&r)
            guard !style.contains(where: { $0.0 == property.name }),
                  depth > 0 || !StyleVocabulary.placing.contains(property.name) else { continue }
            style.append((property.name, .string(property.value(&r))))
        }
        if hasText, font == .dejaVu, r.chance(1, in: 2) {
            style.append(("font-size", .string(r.pick(["12px", "14px", "17px", "24px"]))))
            if r.chance(1, in: 3) { style.append(("line-height", .string(r.pick(["1", "1.5", "20px", "normal"])))) }
        }
        var members: [(String, JSONValue)] = [("style", .object(style))]
        if hasText { members.append(("text", .string(text(&r, font: font)))) }
        if childCount > 0 {
            members.append(("children", .array((0..<childCount).map { _ in node(&r, depth: depth + 1, font: font) })))
        }
        return .object(members)
    }

    private static func draw(_ r: inout FuzzRandom) -> StyleVocabulary.Property {
        var ticket = r.below(StyleVocabulary.totalWeight)
        for property in StyleVocabulary.properties {
            if ticket < property.weight { return property }
            ticket -= property.weight
        }
        return StyleVocabulary.properties[0]
    }

    static let ahemWords = ["H", "HH", "HHH", "HHHHH", "HHHHHHHH", "HHHHHHHHHHHH"]
    static let words = ["Buy", "now", "Add to bag", "Price", "€12.99", "The", "quick", "brown", "fox", "jumps", "over",
                        "lazy", "dog", "Settings", "Notifications", "Straße", "naïve", "WWW", "iii", "Checkout", "ok"]

    private func text(_ r: inout FuzzRandom, font: FuzzTree.Font) -> String {
        let count = 1 + r.below(font == .ahem ? 5 : 7)
        return (0..<count).map { _ in r.pick(font == .ahem ? Self.ahemWords : Self.words) }.joined(separator: " ")
    }
}

/// One generated tree: where it came from, the font its text is set in, its root node.
public struct FuzzTree: Sendable {
    public enum Font: String, Sendable { case ahem, dejaVu = "dejavu" }
    public var seed: UInt64
    public var index: Int
    public var font: Font
    public var root: JSONValue

    public init(seed: UInt64, index: Int, font: Font, root: JSONValue) {
        self.seed = seed
        self.index = index
        self.font = font
        self.root = root
    }
}
