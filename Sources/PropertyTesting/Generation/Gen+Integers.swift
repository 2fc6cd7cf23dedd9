/// How random generation spreads an integer choice over its range. All distributions put
/// extra weight on the bounds, the target and values next to it, where bugs live.
enum IntegerSpread: Sendable {
    /// Uniform over the whole range (an explicit range means the caller wants all of it).
    case uniform
    /// Within `target ± size` most of the time: small tests first, growing with the size.
    case scaled
}

extension Gen where Value == Int64 {
    static func integer(min: Int64, max: Int64, target: Int64, spread: IntegerSpread) -> Gen<Int64> {
        precondition(min <= max, "integer range \(min)...\(max) is empty; swap its bounds")
        let target = Swift.min(Swift.max(target, min), max)
        let kind = ChoiceKind.integer(min: min, max: max, target: target)
        let maxIndex = kind.maxIndex
        return Gen { context in
            let index = context.draw(kind) { rng, size in
                switch rng.uniform(upTo: 15) {
                case 0:
                    let edges = [min, max, target, Swift.min(target &+ 1, max), Swift.max(target &- 1, min)]
                    let edge = edges[Int(rng.uniform(upTo: UInt64(edges.count - 1)))]
                    return IntegerOrder.index(of: edge, min: min, max: max, target: target)
                case 1...4:
                    return rng.uniform(upTo: Swift.min(maxIndex, 16))
                default:
                    switch spread {
                    case .uniform: return rng.uniform(upTo: maxIndex)
                    case .scaled: return rng.uniform(upTo: Swift.min(maxIndex, UInt64(2 * size)))
                    }
                }
            }
            return IntegerOrder.value(at: index, min: min, max: max, target: target)
        }
    }

    static func unsigned(max: UInt64, spread: IntegerSpread) -> Gen<UInt64> {
        let kind = ChoiceKind.unsigned(max: max)
        return Gen<UInt64> { context in
            context.draw(kind) { rng, size in
                switch rng.uniform(upTo: 15) {
                case 0: return rng.chance(1, in: 2) ? max : 0
                case 1...4: return rng.uniform(upTo: Swift.min(max, 16))
                default:
                    return spread == .uniform ? rng.uniform(upTo: max)
                        : rng.uniform(upTo: Swift.min(max, UInt64(2 * size)))
                }
            }
        }
    }
}

extension Gen where Value: FixedWidthInteger & Sendable {
    /// Integers in `range`, uniform with extra weight on the bounds and small values;
    /// shrinks toward `shrinkingTowards` (default: the value of the range nearest zero; for
    /// unsigned ranges reaching past `Int64.max`, always the lower bound).
    public static func integer(in range: ClosedRange<Value>, shrinkingTowards target: Value? = nil) -> Gen<Value> {
        make(range, target: target, spread: .uniform)
    }

    /// Any integer of the type, within ± size most of the time, sometimes the type's bounds.
    public static var anyInteger: Gen<Value> { make(Value.min...Value.max, target: nil, spread: .scaled) }

    /// Integers ≥ 1, within size most of the time.
    public static var positive: Gen<Value> { make(1...Value.max, target: 1, spread: .scaled) }

    /// Integers ≥ 0, within size most of the time.
    public static var nonNegative: Gen<Value> { make(0...Value.max, target: 0, spread: .scaled) }

    private static func make(_ range: ClosedRange<Value>, target: Value?, spread: IntegerSpread) -> Gen<Value> {
        let zero: Value = range.contains(0) ? 0 : (range.lowerBound > 0 ? range.lowerBound : range.upperBound)
        let target = target ?? zero
        if Value.isSigned || Value.bitWidth < 64 || range.upperBound <= Value(Int64.max) {
            return Gen<Int64>.integer(min: Int64(range.lowerBound), max: Int64(range.upperBound),
                                      target: Int64(target), spread: spread).map { Value($0) }
        }
        // Beyond Int64: unsigned choices that shrink toward the lower bound.
        let low = UInt64(range.lowerBound), high = UInt64(range.upperBound)
        return Gen<Int64>.unsigned(max: high - low, spread: spread).map { Value($0 + low) }
    }
}

extension Gen where Value == Bool {
    /// `false` first when shrinking.
    public static var bool: Gen<Bool> {
        Gen { context in context.draw(.boolean) { rng, _ in rng.uniform(upTo: 1) } == 1 }
    }
}
