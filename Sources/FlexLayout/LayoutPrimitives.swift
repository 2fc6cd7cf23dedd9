import ViewTree

/// The space offered along one axis.
enum AvailableSpace: Hashable {
    case definite(Double)
    case minContent
    case maxContent

    var value: Double? { if case .definite(let v) = self { v } else { nil } }
    /// Less `amount`, floored at zero: no box offers negative space.
    func minus(_ amount: Double) -> AvailableSpace {
        if case .definite(let v) = self { .definite(max(0, v - amount)) } else { self }
    }
    func clamped(_ lower: Double?, _ upper: Double?) -> AvailableSpace {
        if case .definite(let v) = self { .definite(v.clamped(lower, upper)) } else { self }
    }
    /// As the derived `==`, inlined: every size-cache lookup compares two of these per key.
    /// Exhaustive over `a`, so a new case cannot compile without its own comparison.
    @inline(__always) static func == (a: AvailableSpace, b: AvailableSpace) -> Bool {
        switch a {
        case .definite(let x): if case .definite(let y) = b { x == y } else { false }
        case .minContent: if case .minContent = b { true } else { false }
        case .maxContent: if case .maxContent = b { true } else { false }
        }
    }
}

struct AvailSize: Hashable {
    var width: AvailableSpace
    var height: AvailableSpace
    func main(_ row: Bool) -> AvailableSpace { row ? width : height }
    func cross(_ row: Bool) -> AvailableSpace { row ? height : width }
    static func axes(row: Bool, main: AvailableSpace, cross: AvailableSpace) -> AvailSize {
        row ? AvailSize(width: main, height: cross) : AvailSize(width: cross, height: main)
    }
    @inline(__always) static func == (a: AvailSize, b: AvailSize) -> Bool {
        a.width == b.width && a.height == b.height
    }
}

/// A size whose sides may be unknown. A side is stored as a plain `Double`, NaN for unknown,
/// so an `OptSize` takes 16 bytes, not 32: boxes and items hold many, and layout is bound by
/// memory traffic. The CSS reader takes only finite lengths and positive ratios; a NaN that a
/// degenerate value set in code computes (a ratio of 0) reads as unknown.
struct OptSize: Hashable {
    private var w: Double
    private var h: Double
    init(width: Double?, height: Double?) {
        w = width ?? .nan
        h = height ?? .nan
    }
    /// NaN for an unknown side.
    @inline(__always) init(widthOrNaN: Double, heightOrNaN: Double) {
        w = widthOrNaN
        h = heightOrNaN
    }
    // `w != w`, not `w.isNaN`: that compiled to tests of the bit pattern and two branches,
    // this to one compare and a select (every step reads these sides).
    var width: Double? {
        @inline(__always) get { w != w ? nil : w }
        set { w = newValue ?? .nan }
    }
    var height: Double? {
        @inline(__always) get { h != h ? nil : h }
        set { h = newValue ?? .nan }
    }
    /// Unknown equals unknown (NaN != NaN as a `Double`).
    static func == (a: OptSize, b: OptSize) -> Bool {
        (a.w == b.w || (a.w != a.w && b.w != b.w)) && (a.h == b.h || (a.h != a.h && b.h != b.h))
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
    static let none = OptSize(width: nil, height: nil)
    @inline(__always) func main(_ row: Bool) -> Double? { row ? width : height }
    @inline(__always) func cross(_ row: Bool) -> Double? { row ? height : width }
    mutating func setMain(_ row: Bool, _ v: Double?) { if row { width = v } else { height = v } }
    mutating func setCross(_ row: Bool, _ v: Double?) { if row { height = v } else { width = v } }
    static func axes(row: Bool, main: Double?, cross: Double?) -> OptSize {
        row ? OptSize(width: main, height: cross) : OptSize(width: cross, height: main)
    }
    @inline(__always) func or(_ other: OptSize) -> OptSize { OptSize(width: width ?? other.width, height: height ?? other.height) }
    /// Fills the unknown side from the known one through `ratio` (width / height), which
    /// relates the box-sizing box: `adjust` is what `box-sizing: content-box` adds.
    func applyingAspectRatio(_ ratio: Double?, adjust: Size = .zero) -> OptSize {
        guard let ratio else { return self }
        switch (width, height) {
        case (let w?, nil): return OptSize(width: w, height: StyleSupport.ratioTransfer(w, fromWidth: true, ratio: ratio, adjust: adjust))
        case (nil, let h?): return OptSize(width: StyleSupport.ratioTransfer(h, fromWidth: false, ratio: ratio, adjust: adjust), height: h)
        default: return self
        }
    }
    func clamped(_ lower: OptSize, _ upper: OptSize) -> OptSize {
        OptSize(width: width.map { $0.clamped(lower.width, upper.width) },
                height: height.map { $0.clamped(lower.height, upper.height) })
    }
    func adding(_ size: Size) -> OptSize {
        OptSize(width: width.map { $0 + size.width }, height: height.map { $0 + size.height })
    }
}

/// Four resolved edges in px.
struct Insets: Hashable {
    var top = 0.0, right = 0.0, bottom = 0.0, left = 0.0
    var horizontal: Double { left + right }
    var vertical: Double { top + bottom }
    var sum: Size { Size(width: horizontal, height: vertical) }
    func mainSum(_ row: Bool) -> Double { row ? horizontal : vertical }
    func crossSum(_ row: Bool) -> Double { row ? vertical : horizontal }
    func mainStart(_ row: Bool) -> Double { row ? left : top }
    func mainEnd(_ row: Bool) -> Double { row ? right : bottom }
    func crossStart(_ row: Bool) -> Double { row ? top : left }
    func crossEnd(_ row: Bool) -> Double { row ? bottom : right }
    static func + (a: Insets, b: Insets) -> Insets {
        Insets(top: a.top + b.top, right: a.right + b.right, bottom: a.bottom + b.bottom, left: a.left + b.left)
    }
}

extension Double {
    /// `max(lower)` then `min(upper)`: min wins over max, as in CSS.
    func clamped(_ lower: Double?, _ upper: Double?) -> Double {
        var v = self
        if let upper { v = Swift.min(v, upper) }
        if let lower { v = Swift.max(v, lower) }
        return v
    }
}

extension Size {
    func main(_ row: Bool) -> Double { row ? width : height }
    func cross(_ row: Bool) -> Double { row ? height : width }
    mutating func setMain(_ row: Bool, _ value: Double) { if row { width = value } else { height = value } }
    static func axes(row: Bool, main: Double, cross: Double) -> Size {
        row ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
    /// The size with `insets` around it.
    func adding(_ insets: Insets) -> Size { Size(width: width + insets.horizontal, height: height + insets.vertical) }
}

extension Dimension {
    /// px for lengths, percentages of `base` when it is known; `nil` for `auto` and keywords.
    func resolve(_ base: Double?) -> Double? {
        switch self {
        case .points(let v): v
        case .percent(let p): base.map { $0 * p / 100 }
        default: nil
        }
    }
}

extension LengthPercentage {
    func resolve(_ base: Double?) -> Double {
        switch self {
        case .points(let v): v
        case .percent(let p): base.map { $0 * p / 100 } ?? 0
        }
    }
}

extension LengthPercentageAuto {
    /// `nil` for `auto` (and for a percentage of an unknown base when `autoIfUnknown`).
    func resolve(_ base: Double?) -> Double? {
        switch self {
        case .auto: nil
        case .points(let v): v
        case .percent(let p): base.map { $0 * p / 100 } ?? 0
        }
    }
}
