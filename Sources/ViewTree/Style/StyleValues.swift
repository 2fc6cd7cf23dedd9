/// A size property (`width`, `flex-basis`, `min-height`, …) as written in CSS.
public enum Dimension: Sendable, Hashable {
    case auto
    case points(Double)
    /// A percentage, `50` for `50%`.
    case percent(Double)
    case minContent
    case maxContent
    case fitContent
    /// `stretch` / `-webkit-fill-available`.
    case stretch

    /// As the derived `==`, but inlinable: the layout engine compares styles with constants
    /// (`basis == .maxContent`) on every item, which the derived one calls out of line for.
    /// Exhaustive over `a`, so a new case cannot compile without its own comparison.
    @inlinable public static func == (a: Dimension, b: Dimension) -> Bool {
        switch a {
        case .points(let x): if case .points(let y) = b { x == y } else { false }
        case .percent(let x): if case .percent(let y) = b { x == y } else { false }
        case .auto: if case .auto = b { true } else { false }
        case .minContent: if case .minContent = b { true } else { false }
        case .maxContent: if case .maxContent = b { true } else { false }
        case .fitContent: if case .fitContent = b { true } else { false }
        case .stretch: if case .stretch = b { true } else { false }
        }
    }
}

/// A length that may be a percentage but never `auto` (padding, border, gap).
public enum LengthPercentage: Sendable, Hashable {
    case points(Double)
    case percent(Double)
    public static let zero = LengthPercentage.points(0)
}

/// A length that may be a percentage or `auto` (margins, insets).
public enum LengthPercentageAuto: Sendable, Hashable {
    case auto
    case points(Double)
    case percent(Double)
    public static let zero = LengthPercentageAuto.points(0)
}

/// Four physical edges.
public struct Edges<Value: Sendable & Hashable>: Sendable, Hashable {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
    public init(all value: Value) { self.init(top: value, right: value, bottom: value, left: value) }
}

public enum Display: String, Sendable, Hashable { case flex, none, contents }
public enum Position: String, Sendable, Hashable { case relative, absolute, `static` }
public enum Direction: String, Sendable, Hashable { case inherit, ltr, rtl }
public enum BoxSizing: String, Sendable, Hashable { case borderBox = "border-box", contentBox = "content-box" }
public enum Overflow: String, Sendable, Hashable { case visible, hidden, clip, scroll, auto }
public enum FlexDirection: String, Sendable, Hashable {
    case row, rowReverse = "row-reverse", column, columnReverse = "column-reverse"
}
public enum FlexWrap: String, Sendable, Hashable { case nowrap, wrap, wrapReverse = "wrap-reverse" }
public enum JustifyContent: String, Sendable, Hashable {
    case normal, flexStart = "flex-start", flexEnd = "flex-end", start, end, left, right, center
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
    case stretch
}
public enum AlignItems: String, Sendable, Hashable {
    case normal, flexStart = "flex-start", flexEnd = "flex-end", start, end, selfStart = "self-start"
    case selfEnd = "self-end", center, baseline, lastBaseline = "last baseline", stretch
}
public enum AlignSelf: String, Sendable, Hashable {
    case auto, normal, flexStart = "flex-start", flexEnd = "flex-end", start, end, selfStart = "self-start"
    case selfEnd = "self-end", center, baseline, lastBaseline = "last baseline", stretch
}
public enum AlignContent: String, Sendable, Hashable {
    case normal, flexStart = "flex-start", flexEnd = "flex-end", start, end, center, stretch
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}
/// `line-height`: `normal` takes the font's ascent + descent.
public enum LineHeight: Sendable, Hashable {
    case normal
    case multiple(Double)
    case points(Double)
}
