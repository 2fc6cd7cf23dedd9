import LayoutTesting
import Testing

/// A layout test's strategy or count, set on a `@Test` or a `@Suite` for every `expectLayout`
/// inside: `@Test(.layoutStrategy(.consistent), .layoutCount(20))`. The test's own trait wins
/// over its suite's.
public struct LayoutTrait: TestTrait, SuiteTrait {
    /// The strategy of every `expectLayout` inside that passes none; `nil` leaves it to an
    /// enclosing trait, and without any it is `.random`.
    public var strategy: RandomStrategy?
    /// How many cases every `expectLayout` inside that passes no `maxTestsCount` generates; `nil`
    /// leaves it to an enclosing trait, and without any it is 100.
    public var count: Int?
    /// `true`: on a `@Suite`, the trait reaches every test and nested suite inside it.
    public var isRecursive: Bool { true }

    /// What the running test's traits say; the nearest trait that sets a value wins.
    static var current: LayoutTrait {
        let traits = (Test.current?.traits ?? []).compactMap { $0 as? LayoutTrait }
        return LayoutTrait(strategy: traits.last { $0.strategy != nil }?.strategy,
                           count: traits.last { $0.count != nil }?.count)
    }
}

/// The layout traits as Swift Testing's dot syntax: `@Test(.layoutStrategy(.consistent))`.
extension Trait where Self == LayoutTrait {
    /// `.random`, `.consistent` or `.replay(seed1:seed2:size:)` for every `expectLayout` inside.
    public static func layoutStrategy(_ strategy: RandomStrategy) -> LayoutTrait { LayoutTrait(strategy: strategy) }
    /// Replays the case a failure printed (`Replay with S1 S2 and size N`).
    public static func layoutSeed(_ seed1: UInt64, _ seed2: UInt64, size: Int) -> LayoutTrait {
        LayoutTrait(strategy: .replay(seed1: seed1, seed2: seed2, size: size))
    }
    /// How many cases each `expectLayout` inside generates.
    public static func layoutCount(_ count: Int) -> LayoutTrait { LayoutTrait(count: count) }
}
