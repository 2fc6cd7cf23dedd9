import JSONSource

/// A generated tree as a whole flex-oracle/1 document: the fixture harness's base style (the
/// Taffy profile's), its 10000 × 10000 containing block and 15 px scrollbars, and the font
/// its text is set in, so both engines and a recorded fixture read one description.
extension FuzzTree {
    static let everyNode: JSONValue = .object([
        ("display", "flex"), ("box-sizing", "border-box"), ("position", "relative"), ("border-width", "0"),
        ("border-style", "solid"), ("margin", "0"), ("padding", "0"),
    ].map { ($0.0, .string($0.1)) })

    public var baseStyle: JSONValue {
        let inherited: [(String, String)] = font == .ahem
            ? [("font-family", "Ahem"), ("font-size", "10px"), ("line-height", "1")]
            : [("font-family", "DejaVu Sans"), ("font-size", "14px"), ("line-height", "normal")]
        return .object([("everyNode", Self.everyNode), ("root", .object([("position", .string("absolute"))])),
                        ("inherited", .object(inherited.map { ($0.0, .string($0.1)) }))])
    }

    public static let containingBlock = 10_000.0
    public static let scrollbarWidth = 15.0

    /// The document, with `root` in place of the tree's own (a shrunk candidate).
    public func document(root: JSONValue? = nil) -> JSONValue {
        .object([
            ("format", .string("flex-oracle/1")),
            ("baseStyle", baseStyle),
            ("environment", .object([
                ("containingBlock", .object([("x", .number(0)), ("y", .number(0)),
                                             ("width", .number(Self.containingBlock)), ("height", .number(Self.containingBlock))])),
                ("scrollbarWidth", .number(Self.scrollbarWidth)),
                ("font", .string(font == .ahem ? "Ahem metrics (ahem.ttf): every glyph, space included, a 1em square"
                                 : "DejaVu Sans (Debian fonts-dejavu-core), bold for weights 600 and up")),
            ])),
            ("root", root ?? self.root),
        ])
    }
}
