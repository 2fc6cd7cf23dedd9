/// SplitMix64: expands one 64-bit seed into the state words of `Xoshiro256StarStar`.
package struct SplitMix64: Sendable {
    package private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// xoshiro256** (Blackman & Vigna). The engine's only source of randomness, so a seed pair
/// gives the same values on every machine and Swift version.
package struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    private var s0, s1, s2, s3: UInt64

    /// Seeds the four state words from a seed pair through SplitMix64.
    package init(seed1: UInt64, seed2: UInt64) {
        var mixer = SplitMix64(seed: seed1 ^ (seed2 &* 0xD1B5_4A32_D192_ED03) ^ (seed2 >> 29))
        s0 = mixer.next(); s1 = mixer.next(); s2 = mixer.next(); s3 = mixer.next()
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 }
    }

    package mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    /// A uniform value in `0...upperBound` without modulo bias (Lemire's multiply-and-reject),
    /// independent of the standard library's `random(in:)`.
    package mutating func uniform(upTo upperBound: UInt64) -> UInt64 {
        if upperBound == .max { return next() }
        let range = upperBound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    /// True with probability `numerator / denominator`.
    package mutating func chance(_ numerator: UInt64, in denominator: UInt64) -> Bool {
        uniform(upTo: denominator - 1) < numerator
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
