/// What one draw asked for. The shrinker only ever lowers a choice's `index`; the kind says
/// how an index maps to a value, so every index in `0...maxIndex` is a value the generator
/// could have produced.
package enum ChoiceKind: Sendable, Hashable {
    /// An integer in `min...max`; index 0 is `target`, then target+1, target-1, target+2, …
    case integer(min: Int64, max: Int64, target: Int64)
    /// An unsigned integer in `0...max`; the index is the value.
    case unsigned(max: UInt64)
    case boolean
    /// Which of `count` alternatives; index 0 is the first (simplest) one.
    case branch(count: Int)
    /// "One more element?" of a collection: 0 ends it.
    case more

    package var maxIndex: UInt64 {
        switch self {
        case let .integer(min, max, _): UInt64(bitPattern: max &- min)
        case let .unsigned(max): max
        case .boolean, .more: 1
        case let .branch(count): UInt64(Swift.max(count, 1) - 1)
        }
    }
}

/// One recorded draw.
package struct Choice: Sendable, Hashable {
    package var kind: ChoiceKind
    package var index: UInt64

    package init(kind: ChoiceKind, index: UInt64) {
        self.kind = kind
        self.index = index
    }
}

/// The zig-zag order of an integer choice around its shrink target.
enum IntegerOrder {
    static func value(at index: UInt64, min: Int64, max: Int64, target: Int64) -> Int64 {
        if index == 0 { return target }
        let up = UInt64(bitPattern: max &- target), down = UInt64(bitPattern: target &- min)
        let shared = Swift.min(up, down)
        let pair = index / 2 + (index & 1)
        if pair <= shared {
            let step = Int64(bitPattern: pair)
            return index & 1 == 1 ? target &+ step : target &- step
        }
        let offset = Int64(bitPattern: index &- shared)
        return up > down ? target &+ offset : target &- offset
    }

    static func index(of value: Int64, min: Int64, max: Int64, target: Int64) -> UInt64 {
        let up = UInt64(bitPattern: max &- target), down = UInt64(bitPattern: target &- min)
        let shared = Swift.min(up, down)
        if value == target { return 0 }
        let distance = value > target
            ? UInt64(bitPattern: value &- target) : UInt64(bitPattern: target &- value)
        if distance <= shared { return value > target ? 2 * distance - 1 : 2 * distance }
        return distance &+ shared
    }
}

/// Shortlex order on index sequences: shorter is simpler, then lexicographically smaller.
enum Shortlex {
    static func less(_ a: [UInt64], _ b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for i in a.indices where a[i] != b[i] { return a[i] < b[i] }
        return false
    }
}
