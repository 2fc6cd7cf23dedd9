/// The seed pair and size of every generated case: case i of a run gets size i % 100 and its
/// own seed pair, printed on failure, so `.replay(seed1:seed2:size:)` starts at that case.
struct SeedSchedule {
    static let consistentSeed: (UInt64, UInt64) = (0x4C61_796F, 0x5761_7463)
    private var master: Xoshiro256StarStar
    private var pending: (UInt64, UInt64, Int)?
    private var caseNumber = 0
    private let firstSize: Int

    init(strategy: RandomStrategy) {
        switch strategy {
        case .replay(seed1: let seed1, seed2: let seed2, size: let size):
            master = Xoshiro256StarStar(seed1: seed2, seed2: seed1)
            pending = (seed1, seed2, size)
            firstSize = size
        case .consistent:
            master = Xoshiro256StarStar(seed1: Self.consistentSeed.0, seed2: Self.consistentSeed.1)
            firstSize = 0
        case .random, .replayChoices:
            var system = SystemRandomNumberGenerator()
            master = Xoshiro256StarStar(seed1: system.next(), seed2: system.next())
            firstSize = 0
        }
    }

    /// The next case's seeds and size. Seeds are 32-bit so they are easy to copy.
    mutating func next() -> (seed1: UInt64, seed2: UInt64, size: Int) {
        defer { caseNumber += 1 }
        if let first = pending {
            pending = nil
            return first
        }
        return (master.next() >> 32, master.next() >> 32, (firstSize + caseNumber) % 100)
    }
}
