extension Gen {
    /// Arrays whose length is drawn through "one more element?" choices, so the shrinker can
    /// delete any element. Random lengths are uniform in the allowed range up to the size.
    public func array(count range: ClosedRange<Int>? = nil) -> Gen<[Value]> {
        let minCount = range?.lowerBound ?? 0
        let maxCount = range?.upperBound
        return Gen<[Value]> { context in
            context.within("array") {
                let cap = Swift.min(maxCount ?? Int.max, Swift.max(minCount, context.size))
                let planned = minCount + Int(context.unrecordedRandom(upTo: UInt64(Swift.max(cap - minCount, 0))) ?? 0)
                var result: [Value] = []
                while maxCount.map({ result.count < $0 }) ?? true {
                    let done = context.within("element") { () -> Bool in
                        if result.count >= minCount {
                            let more = context.draw(.more) { _, _ in result.count < planned ? 1 : 0 }
                            if more == 0 {
                                context.relabelOpenSpan("end")
                                return true
                            }
                        }
                        result.append(self.run(context))
                        return false
                    }
                    if done || context.overran { break }
                }
                return result
            }
        }
    }

    /// Arrays of exactly `count` elements.
    public func array(exactly count: Int) -> Gen<[Value]> {
        array(count: count...count)
    }

    /// A set of distinct values; a duplicate draw is skipped, so the set may be smaller than planned.
    public func set() -> Gen<Set<Value>> where Value: Hashable & SendableMetatype {
        array().map { Set($0) }
    }

    /// A dictionary from distinct keys; a later duplicate key is dropped.
    public static func dictionary<K: Hashable & SendableMetatype, V>(keys: Gen<K>, values: Gen<V>) -> Gen<[K: V]> where Value == [K: V] {
        Gen<(K, V)>.zip(keys, values).array().map { pairs in
            Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        }
    }
}
