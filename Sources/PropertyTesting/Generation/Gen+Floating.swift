extension Gen where Value: BinaryFloatingPoint & Sendable, Value.RawSignificand: FixedWidthInteger {
    /// Numbers in `range`: whole numbers in it most often (shrinking toward the one nearest
    /// zero), else any value on a grid of 2^24 steps across the range, sometimes a bound.
    /// Shrinks to whole numbers first, then toward the lower bound.
    public static func floatingPoint(in range: ClosedRange<Value>) -> Gen<Value> {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite,
                     "floatingPoint(in: \(range)) needs finite bounds; use Double.arbitrary for edge values")
        let low = range.lowerBound, high = range.upperBound
        let steps: Int64 = 1 << 24
        let grid = Gen<Int64>.integer(in: 0...steps).map { k -> Value in
            Swift.min(high, low + (high - low) * Value(k) / Value(steps))
        }
        let bounds = Gen<Value>.element(of: [low, high])
        let firstWhole = low.rounded(.up), lastWhole = high.rounded(.down)
        guard firstWhole <= lastWhole, abs(firstWhole) < 1e15, abs(lastWhole) < 1e15 else {
            return .frequency([(9, grid), (1, bounds)])
        }
        let whole = Gen<Int64>.integer(in: Int64(firstWhole)...Int64(lastWhole)).map { Value($0) }
        return .frequency([(4, whole), (5, grid), (1, bounds)])
    }
}
