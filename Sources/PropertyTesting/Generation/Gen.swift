/// A generator: draws values from a recorded choice sequence. Because every value is built
/// from choices, replaying and shrinking need nothing from the generator beyond running it.
public struct Gen<Value>: Sendable {
    let body: @Sendable (DrawContext) -> Value

    init(_ body: @escaping @Sendable (DrawContext) -> Value) {
        self.body = body
    }

    func run(_ context: DrawContext) -> Value { body(context) }

    /// The values of this generator, transformed; shrinks as this generator does.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
        Gen<T> { context in transform(body(context)) }
    }

    /// A generator chosen by this one's value (the second depends on the first); shrinking may
    /// simplify the first value and redraw the second.
    public func flatMap<T>(_ transform: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { context in
            let first = context.within("bind") { body(context) }
            return transform(first).run(context)
        }
    }

    /// Wraps every draw of this generator in a span named `label`, which the shrinker uses
    /// to delete, simplify, nest and sort regions of the choice sequence.
    public func labelled(_ label: String) -> Gen<Value> {
        Gen { context in context.within(label) { body(context) } }
    }

    /// The value at a seed pair and size: the first case `.replay(seed1:seed2:size:)` runs
    /// (when a filter rejects that one, the next case of the same schedule, as the engine does).
    public func example(seed1: UInt64, seed2: UInt64, size: Int) -> Value {
        var schedule = SeedSchedule(strategy: .replay(seed1: seed1, seed2: seed2, size: size))
        for _ in 0..<1_000 {
            let (s1, s2, caseSize) = schedule.next()
            let context = DrawContext(size: caseSize, rng: Xoshiro256StarStar(seed1: s1, seed2: s2),
                                      maxChoices: PropertyConfig.defaultMaxChoices)
            let value = run(context)
            if !context.rejected && !context.overran { return value }
        }
        preconditionFailure("the generator's filters rejected 1,000 cases in a row; generate valid values directly")
    }

    /// The value a choice token replays to.
    public func value(replaying token: ChoiceToken) -> Value {
        let context = DrawContext(size: token.size, prefix: token.indices,
                                  maxChoices: PropertyConfig.defaultMaxChoices)
        return run(context)
    }
}

extension Gen where Value: Sendable {
    /// Always `value`; draws no choices, so nothing to shrink.
    public static func pure(_ value: Value) -> Gen<Value> { Gen { _ in value } }
}

extension Gen {
    /// Pairs of values, each shrinking on its own.
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
        Gen { context in
            (context.within("field") { a.run(context) }, context.within("field") { b.run(context) })
        }
    }

    /// Triples of values, each shrinking on its own.
    public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)>
    where Value == (A, B, C) {
        Gen { context in
            (context.within("field") { a.run(context) }, context.within("field") { b.run(context) },
             context.within("field") { c.run(context) })
        }
    }

    /// Builds a value field by field: `Gen.compose { c in Model(text: c.generate(using: .words)) }`.
    public static func compose(_ build: @escaping @Sendable (GenComposer) -> Value) -> Gen<Value> {
        Gen { context in build(GenComposer(context: context)) }
    }

    /// A generator that reads the current size.
    public static func sized(_ build: @escaping @Sendable (Int) -> Gen<Value>) -> Gen<Value> {
        Gen { context in build(context.size).run(context) }
    }

    /// Runs this generator at a fixed size.
    public func resize(_ size: Int) -> Gen<Value> {
        scale { _ in size }
    }

    /// Runs this generator at a size computed from the current one.
    public func scale(_ transform: @escaping @Sendable (Int) -> Int) -> Gen<Value> {
        Gen { context in
            let saved = context.size
            context.size = Swift.max(0, transform(saved))
            defer { context.size = saved }
            return body(context)
        }
    }
}

/// The handle `Gen.compose` passes to its closure.
public struct GenComposer {
    let context: DrawContext

    /// The current size (0…99, growing over a run): how large collections and numbers may get.
    public var size: Int { context.size }

    /// Draws one field from `generator`, as a labelled region the shrinker works on by itself.
    public func generate<T>(using generator: Gen<T>) -> T {
        context.within("field") { generator.run(context) }
    }

    /// Draws one field from `T.arbitrary`.
    public func generate<T: Arbitrary>() -> T {
        generate(using: T.arbitrary)
    }
}
