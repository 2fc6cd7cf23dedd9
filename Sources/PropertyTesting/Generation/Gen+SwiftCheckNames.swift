/// The SwiftCheck spellings ADLayoutTest users already write, as thin aliases.
extension Gen {
    /// `Gen.one(of:)`: same as `oneOf`.
    public static func one(of generators: [Gen<Value>]) -> Gen<Value> { oneOf(generators) }

    /// `suchThat`: same as `filter`.
    public func suchThat(_ predicate: @escaping @Sendable (Value) -> Bool) -> Gen<Value> { filter(predicate) }

    /// `proliferate`: arrays of any length up to the size.
    public var proliferate: Gen<[Value]> { array() }

    /// `proliferateNonEmpty`: arrays of one element or more.
    public var proliferateNonEmpty: Gen<[Value]> { array(count: 1...Int.max) }
}

extension Gen where Value: Sendable {
    /// `Gen.fromElements(of:)`: same as `element(of:)`.
    public static func fromElements(of elements: [Value]) -> Gen<Value> { element(of: elements) }
}

extension Gen where Value: FixedWidthInteger & Sendable {
    /// `Gen.choose((low, high))`: an integer in the closed range.
    public static func choose(_ bounds: (Value, Value)) -> Gen<Value> { integer(in: bounds.0...bounds.1) }

    /// `Gen.fromElements(in:)` for integers.
    public static func fromElements(in range: ClosedRange<Value>) -> Gen<Value> { integer(in: range) }
}

extension Gen where Value == Character {
    /// `Gen.fromElements(in: "a"..."z")` for characters: scalars in the range, shrinking to the first.
    public static func fromElements(in range: ClosedRange<Character>) -> Gen<Character> {
        let low = range.lowerBound.unicodeScalars.first!, high = range.upperBound.unicodeScalars.first!
        return Self.range(low, high)
    }
}
