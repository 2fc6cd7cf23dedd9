import ViewTree

/// What an assertion accepts for one measured value: a closed range in points (or percent), met
/// when the value lies in it widened by the assertion's tolerance. An unbounded upper end reads
/// "at least".
public struct Expected: Sendable, Hashable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double = .infinity) {
        self.lower = lower
        self.upper = upper
    }

    /// Any value from 0 up: what `above`, `below`, `leftOf` and `rightOf` accept without a distance.
    public static let anyDistance = Expected(0)
    /// Exactly 0, what alignment and centring expect (a tolerance widens it).
    public static let zero = Expected(0, 0)

    public func accepts(_ value: Double, tolerance: Double) -> Bool {
        value >= lower - tolerance && value <= upper + tolerance
    }

    /// `20–30 pt`, `20 pt`, `at least 0 pt`, with `± 1` when there is a tolerance.
    public func describe(unit: String = "pt", tolerance: Double = 0) -> String {
        let range: String
        if upper == .infinity { range = "at least \(formatNumber(lower)) \(unit)" }
        else if lower == upper { range = "\(formatNumber(lower)) \(unit)" }
        else { range = "\(formatNumber(lower))–\(formatNumber(upper)) \(unit)" }
        return tolerance > 0 ? "\(range) ± \(formatNumber(tolerance))" : range
    }
}

/// What the DSL takes where it expects a value: a number (`20`, `44.5`) or a closed range
/// (`20...30`, `40.0...60.0`).
public protocol ExpectedValue: Sendable {
    var expected: Expected { get }
}

/// The number types a literal range may have in the DSL.
public protocol ExpectedBound: Comparable, Sendable {
    var asDouble: Double { get }
}

extension Int: ExpectedBound, ExpectedValue {
    public var asDouble: Double { Double(self) }
    public var expected: Expected { Expected(Double(self), Double(self)) }
}

extension Double: ExpectedBound, ExpectedValue {
    public var asDouble: Double { self }
    public var expected: Expected { Expected(self, self) }
}

extension ClosedRange: ExpectedValue where Bound: ExpectedBound {
    public var expected: Expected { Expected(lowerBound.asDouble, upperBound.asDouble) }
}

extension PartialRangeFrom: ExpectedValue where Bound: ExpectedBound {
    public var expected: Expected { Expected(lowerBound.asDouble) }
}

extension Expected: ExpectedValue {
    public var expected: Expected { self }
}
