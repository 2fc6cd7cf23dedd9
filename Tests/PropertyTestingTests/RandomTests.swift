import Testing
@testable import PropertyTesting

/// Known answers computed with an independent Python implementation of SplitMix64 and
/// xoshiro256**, so a seed means the same values on every machine.
@Suite struct RandomTests {
    @Test func splitMixMatchesTheReferenceOutput() {
        var mixer = SplitMix64(seed: 0)
        #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func xoshiroMatchesAnIndependentImplementation() {
        var rng = Xoshiro256StarStar(seed1: 1, seed2: 2)
        #expect([rng.next(), rng.next(), rng.next()] == [262511562488784231, 18089684904488775675, 7337594801826845047])
        var other = Xoshiro256StarStar(seed1: 904979560, seed2: 363827163)
        #expect([other.next(), other.next()] == [16300392708822479485, 7550906276269164017])
    }

    @Test func uniformStaysInBoundsAndIsNotBiased() {
        var rng = Xoshiro256StarStar(seed1: 7, seed2: 11)
        var counts = [Int](repeating: 0, count: 3)
        for _ in 0..<30_000 {
            let value = rng.uniform(upTo: 2)
            #expect(value <= 2)
            counts[Int(value)] += 1
        }
        // Chi-square with 2 degrees of freedom; 13.8 is the 0.1% critical value.
        let chiSquare = counts.map { Double($0 - 10_000) * Double($0 - 10_000) / 10_000 }.reduce(0, +)
        #expect(chiSquare < 13.8)
        #expect(rng.uniform(upTo: 0) == 0)
        _ = rng.uniform(upTo: .max)
    }
}
