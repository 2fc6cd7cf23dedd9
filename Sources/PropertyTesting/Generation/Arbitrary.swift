/// A type with a default generator.
public protocol Arbitrary: SendableMetatype {
    static var arbitrary: Gen<Self> { get }
}

extension Int: Arbitrary { public static var arbitrary: Gen<Int> { .anyInteger } }
extension Int8: Arbitrary { public static var arbitrary: Gen<Int8> { .anyInteger } }
extension Int16: Arbitrary { public static var arbitrary: Gen<Int16> { .anyInteger } }
extension Int32: Arbitrary { public static var arbitrary: Gen<Int32> { .anyInteger } }
extension Int64: Arbitrary { public static var arbitrary: Gen<Int64> { .anyInteger } }
extension UInt: Arbitrary { public static var arbitrary: Gen<UInt> { .anyInteger } }
extension UInt8: Arbitrary { public static var arbitrary: Gen<UInt8> { .anyInteger } }
extension UInt16: Arbitrary { public static var arbitrary: Gen<UInt16> { .anyInteger } }
extension UInt32: Arbitrary { public static var arbitrary: Gen<UInt32> { .anyInteger } }
extension UInt64: Arbitrary { public static var arbitrary: Gen<UInt64> { .anyInteger } }
extension Bool: Arbitrary { public static var arbitrary: Gen<Bool> { .bool } }

extension Double: Arbitrary {
    /// Finite doubles: integers and fractions within ± size, and the edge values
    /// (0, −0, ±greatest finite, least nonzero, ±1e-12). Shrinks toward 0, then integers.
    public static var arbitrary: Gen<Double> {
        let whole = Gen<Int64>.anyInteger.map { Double($0) }
        let fraction = Gen<(Int64, Int64)>.zip(.anyInteger, .integer(in: 1...1_000_000))
            .map { Double($0.0) + Double($0.1) / 1_000_000 }
        let edges = Gen<Double>.element(of: [0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                             .leastNonzeroMagnitude, 1e-12, -1e-12, .pi])
        return .frequency([(4, whole), (5, fraction), (1, edges)])
    }
}

extension Float: Arbitrary {
    public static var arbitrary: Gen<Float> { Double.arbitrary.map { Float($0) } }
}

extension Character: Arbitrary {
    /// Printable ASCII most of the time (shrinking toward "a"), sometimes any other
    /// Unicode scalar outside the surrogates.
    public static var arbitrary: Gen<Character> {
        let ascii = Gen<UInt32>.integer(in: 32...126, shrinkingTowards: 97)
        let other = Gen<UInt32>.integer(in: 127...0x10FFFF).map { $0 >= 0xD800 && $0 < 0xE000 ? $0 - 0x800 : $0 }
        return Gen<UInt32>.frequency([(9, ascii), (1, other)])
            .map { Character(Unicode.Scalar($0) ?? "a") }
    }
}

extension String: Arbitrary {
    public static var arbitrary: Gen<String> { Character.arbitrary.array().map { String($0) } }
}

extension Optional: Arbitrary where Wrapped: Arbitrary {
    public static var arbitrary: Gen<Wrapped?> { Wrapped.arbitrary.optional }
}

extension Array: Arbitrary where Element: Arbitrary {
    public static var arbitrary: Gen<[Element]> { Element.arbitrary.array() }
}

extension Set: Arbitrary where Element: Arbitrary {
    public static var arbitrary: Gen<Set<Element>> { Element.arbitrary.set() }
}

extension Dictionary: Arbitrary where Key: Arbitrary, Value: Arbitrary {
    public static var arbitrary: Gen<[Key: Value]> { .dictionary(keys: Key.arbitrary, values: Value.arbitrary) }
}
