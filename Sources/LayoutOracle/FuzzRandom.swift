import PropertyTesting

/// The differential fuzzer's random source: xoshiro256** seeded from the run's seed and the
/// tree's index, so tree N of a seed is the same tree whatever came before it.
struct FuzzRandom {
    private var generator: Xoshiro256StarStar

    init(seed: UInt64, index: Int) {
        var mix = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        generator = Xoshiro256StarStar(seed1: mix.next(), seed2: mix.next())
    }

    /// A whole number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(generator.uniform(upTo: UInt64(bound - 1))) }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}
