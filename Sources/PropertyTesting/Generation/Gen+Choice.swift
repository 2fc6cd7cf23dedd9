extension Gen {
    /// One of `generators`, uniformly; shrinks toward the first.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        return frequency(generators.map { (1, $0) })
    }

    /// One of `weighted` in proportion to its weight; shrinks toward the first.
    public static func frequency(_ weighted: [(Int, Gen<Value>)]) -> Gen<Value> {
        precondition(!weighted.isEmpty, "Gen.frequency needs at least one (weight, generator) pair")
        precondition(weighted.allSatisfy { $0.0 >= 0 } && weighted.contains { $0.0 > 0 },
                     "Gen.frequency weights \(weighted.map(\.0)) must be ≥ 0 with one > 0")
        let weights = weighted.map { UInt64($0.0) }
        let generators = weighted.map(\.1)
        let total = weights.reduce(0, +)
        return Gen { context in
            context.within("oneOf") {
                let index = context.draw(.branch(count: generators.count)) { rng, _ in
                    var pick = rng.uniform(upTo: total - 1)
                    for (i, weight) in weights.enumerated() {
                        if pick < weight { return UInt64(i) }
                        pick -= weight
                    }
                    return 0
                }
                return generators[Int(index)].run(context)
            }
        }
    }

    /// `nil` (the simplest) about a quarter of the time, else a value of `self`.
    public var optional: Gen<Value?> {
        Gen<Value?> { context in
            context.within("optional") {
                let present = context.draw(.boolean) { rng, _ in rng.chance(3, in: 4) ? 1 : 0 }
                return present == 1 ? self.run(context) : nil
            }
        }
    }

    /// Values that satisfy `predicate`. Each case retries up to `attempts` times, then the
    /// case is discarded; too many discards make the property give up.
    public func filter(attempts: Int = 3, _ predicate: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        Gen { context in
            var value = context.within("filter") { self.run(context) }
            var tries = 1
            while !predicate(value) {
                if tries >= attempts {
                    context.rejected = true
                    return value
                }
                value = context.within("filter") { self.run(context) }
                tries += 1
            }
            return value
        }
    }

    /// A recursive generator: `base` is a leaf, `extend` builds a node from smaller values.
    /// Shrinks toward leaves; deeper than `maxDepth` only leaves are drawn.
    public static func recursive(base: Gen<Value>, maxDepth: Int = 5,
                                 extend: @escaping @Sendable (Gen<Value>) -> Gen<Value>) -> Gen<Value> {
        RecursiveGen(base: base, maxDepth: maxDepth, extend: extend).gen
    }
}

extension Gen where Value: Sendable {
    /// One of `elements`; shrinks toward the first.
    public static func element(of elements: [Value]) -> Gen<Value> {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        return Gen { context in
            let index = context.draw(.branch(count: elements.count)) { rng, _ in
                rng.uniform(upTo: UInt64(elements.count - 1))
            }
            return elements[Int(index)]
        }
    }
}

private struct RecursiveGen<Value>: Sendable {
    let base: Gen<Value>
    let maxDepth: Int
    let extend: @Sendable (Gen<Value>) -> Gen<Value>

    var gen: Gen<Value> {
        Gen { context in
            context.within("recursive") {
                let deep = context.recursionDepth >= maxDepth
                let branch = context.draw(.branch(count: deep ? 1 : 2)) { rng, _ in
                    rng.chance(1, in: 2) ? 1 : 0
                }
                if branch == 0 { return base.run(context) }
                context.recursionDepth += 1
                defer { context.recursionDepth -= 1 }
                return extend(self.gen).run(context)
            }
        }
    }
}
