/// A type with a default generator.
public protocol Arbitrary: SendableMetatype {
    /// The generator `Layout`, `runLayoutTests` and `expectLayout` use when none is given
    /// (SwiftCheck's `Arbitrary`); it should shrink toward the type's simplest value.
    static var arbitrary: Gen<Self> { get }
}

/// Any `Int`: within ± size most of the time, sometimes the bounds; shrinks toward 0.
extension Int: Arbitrary { public static var arbitrary: Gen<Int> { .anyInteger } }
/// Any `Int8`: within ± size most of the time, sometimes the bounds; shrinks toward 0.
extension Int8: Arbitrary { public static var arbitrary: Gen<Int8> { .anyInteger } }
/// Any `Int16`: within ± size most of the time, sometimes the bounds; shrinks toward 0.
extension Int16: Arbitrary { public static var arbitrary: Gen<Int16> { .anyInteger } }
/// Any `Int32`: within ± size most of the time, sometimes the bounds; shrinks toward 0.
extension Int32: Arbitrary { public static var arbitrary: Gen<Int32> { .anyInteger } }
/// Any `Int64`: within ± size most of the time, sometimes the bounds; shrinks toward 0.
extension Int64: Arbitrary { public static var arbitrary: Gen<Int64> { .anyInteger } }
/// Any `UInt`: up to the size most of the time, sometimes the maximum; shrinks toward 0.
extension UInt: Arbitrary { public static var arbitrary: Gen<UInt> { .anyInteger } }
/// Any `UInt8`: up to the size most of the time, sometimes the maximum; shrinks toward 0.
extension UInt8: Arbitrary { public static var arbitrary: Gen<UInt8> { .anyInteger } }
/// Any `UInt16`: up to the size most of the time, sometimes the maximum; shrinks toward 0.
extension UInt16: Arbitrary { public static var arbitrary: Gen<UInt16> { .anyInteger } }
/// Any `UInt32`: up to the size most of the time, sometimes the maximum; shrinks toward 0.
extension UInt32: Arbitrary { public static var arbitrary: Gen<UInt32> { .anyInteger } }
/// Any `UInt64`: up to the size most of the time, sometimes the maximum; shrinks toward 0.
extension UInt64: Arbitrary { public static var arbitrary: Gen<UInt64> { .anyInteger } }
/// `true` or `false`, shrinking toward `false`.
extension Bool: Arbitrary { public static var arbitrary: Gen<Bool> { .bool } }

/// Finite doubles with their edge values.
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

/// Floats drawn as `Double.arbitrary`, rounded.
extension Float: Arbitrary {
    /// `Double.arbitrary` rounded to the nearest `Float` (the greatest doubles become infinity).
    public static var arbitrary: Gen<Float> { Double.arbitrary.map { Float($0) } }
}

/// Mostly printable ASCII characters.
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

/// Strings of `Character.arbitrary`.
extension String: Arbitrary {
    /// Strings of `Character.arbitrary` up to the size in length; shrinks toward the empty string,
    /// then toward "a"s.
    public static var arbitrary: Gen<String> { Character.arbitrary.array().map { String($0) } }
}

/// `nil` or a wrapped value.
extension Optional: Arbitrary where Wrapped: Arbitrary {
    /// `nil` about a quarter of the time, else `Wrapped.arbitrary`; shrinks toward `nil`.
    public static var arbitrary: Gen<Wrapped?> { Wrapped.arbitrary.optional }
}

/// Arrays of arbitrary elements.
extension Array: Arbitrary where Element: Arbitrary {
    /// Up to the size in length; shrinks by deleting elements and shrinking each.
    public static var arbitrary: Gen<[Element]> { Element.arbitrary.array() }
}

/// Sets of arbitrary elements.
extension Set: Arbitrary where Element: Arbitrary {
    /// Up to the size in count; a duplicate draw is skipped, so the set may be smaller.
    public static var arbitrary: Gen<Set<Element>> { Element.arbitrary.set() }
}

/// Dictionaries of arbitrary keys and values.
extension Dictionary: Arbitrary where Key: Arbitrary, Value: Arbitrary {
    /// Up to the size in count; a later duplicate key is dropped.
    public static var arbitrary: Gen<[Key: Value]> { .dictionary(keys: Key.arbitrary, values: Value.arbitrary) }
}
