import ViewTree

/// What laying out or sizing a node gives its parent. The baselines are stored as plain
/// Doubles, NaN for none (as `OptSize`'s sides), so an output takes 32 bytes, not 48: every
/// box keeps several (`BoxData.layoutOutput`, `firstSize`, `moreSizes`).
struct NodeOutput {
    var size: Size
    private var first: Double
    private var last: Double

    init(size: Size, baseline: Double?, lastBaseline: Double? = nil) {
        self.size = size
        first = baseline ?? .nan
        last = lastBaseline ?? .nan
    }

    /// The first baseline from the top of the border box, if the node has one.
    var baseline: Double? {
        @inline(__always) get { first != first ? nil : first }  // as `OptSize.width`
        set { first = newValue ?? .nan }
    }
    /// The last baseline from the top of the border box, if the node has one.
    var lastBaseline: Double? {
        @inline(__always) get { last != last ? nil : last }
        set { last = newValue ?? .nan }
    }
}

/// The entry every step uses to size or lay out a child: picks leaf or flex container and
/// memoises sizes per node and constraint, which keeps deep trees linear.
enum NodeLayout {
    static let cacheLimit = 16

    /// `known` sizes are border-box sizes the parent has fixed; `inherentSize` applies the
    /// node's own `width`/`height` (the parent has not already done so).
    static func compute(_ box: LayoutBox, known: OptSize, parent: OptSize, available: AvailSize,
                        performLayout: Bool, inherentSize: Bool, indefiniteHeight: Bool = false,
                        context: LayoutContext) -> NodeOutput {
        if !performLayout, let answer = TextLeafAnswer.size(box, known: known, available: available,
                                                            inherentSize: inherentSize, context: context) {
            context.statistics.calls += 1
            context.statistics.textAnswers += 1
            if context.checksLooseMatches {
                checkAnswer(box, answer, known: known, parent: parent, available: available, inherentSize: inherentSize,
                            indefiniteHeight: indefiniteHeight, decidedIn: "TextLeafAnswer.swift", context: context)
            }
            return answer
        }
        // Inputs that cannot change the result are left out of the key, so more calls hit.
        // No step reads the offered height (heights come from content, known sizes and
        // min/max), so it is dropped from the inputs altogether.
        let available = AvailSize(width: known.width == nil ? available.width : .maxContent, height: .maxContent)
        let key = CacheKey(
            known: known, parent: box.usesPercentages ? parent : .none, available: available,
            inherentSize: inherentSize, indefiniteHeight: indefiniteHeight && box.hasChildPercentHeights)
        context.statistics.calls += 1
        if let last = box.layoutKey, last == key { return box.layoutOutput }
        if !performLayout, let (hit, loose) = cachedSize(box, key, context: context) {
            if loose && context.checksLooseMatches {
                checkAnswer(box, hit, known: known, parent: parent, available: available, inherentSize: inherentSize,
                            indefiniteHeight: indefiniteHeight, decidedIn: "LooseSizeMatch.swift", context: context)
            }
            return hit
        }
        context.statistics.computed += 1
        let output: NodeOutput
        if box.isLeaf {
            output = LeafLayout.compute(box, known: known, parent: parent, available: available,
                                        inherentSize: inherentSize, context: context)
        } else {
            output = FlexContainerLayout.compute(box, known: known, parent: parent, available: available,
                                                 performLayout: performLayout, inherentSize: inherentSize,
                                                 indefiniteHeight: indefiniteHeight, context: context)
        }
        if performLayout {
            // The replaced layout's size stays answerable as a measurement, unless it is a
            // childless box's at sizes its parent fixed, which a layout gives without measuring
            // anything: the side caches it was written to were out of the cache (8 % of a
            // relayout of `wide-text` at another width), and a box without text kept one for
            // each width of its row, up to 16 (a sixth of a relayout of `wide` at another width
            // grew and copied their arrays).
            if let old = box.layoutKey,
               !(box.treeChildren.isEmpty && !old.inherentSize && old.known.width != nil && old.known.height != nil) {
                rememberReplaced(box, SizeEntry(key: old, output: box.layoutOutput))
            }
            box.layoutKey = key
            box.layoutOutput = output
            box.laidOutInPass = context.passNumber
            box.parentWidth = parent.width
            box.frame.width = output.size.width
            box.frame.height = output.size.height
            if box.nodeFlags.contains(.autoScrollbars) { AutoScrollbars.check(box, size: output.size, context: context) }
        } else {
            remember(box, SizeEntry(key: key, output: output))
        }
        return output
    }

    /// Keeps a replaced layout's size unless it is kept already (the box was laid out at that
    /// size before: a relayout at the widths of an earlier one). A measurement is kept only
    /// when no entry had its key, so it needs no such check.
    static func rememberReplaced(_ box: LayoutBox, _ entry: SizeEntry) {
        if let first = box.firstSize, first.key == entry.key || box.moreSizes.contains(where: { $0.key == entry.key }) { return }
        remember(box, entry)
    }

    static func remember(_ box: LayoutBox, _ entry: SizeEntry) {
        if box.firstSize == nil { box.firstSize = entry; return }
        // Room for a few at once: growing one at a time copied the entries at every append.
        if box.moreSizes.isEmpty { box.moreSizes.reserveCapacity(4) }
        guard box.moreSizes.count >= cacheLimit else { return box.moreSizes.append(entry) }
        // Full: the oldest entry goes (a ring, so nothing is shifted).
        box.moreSizes[box.oldestSize] = entry
        box.oldestSize = (box.oldestSize + 1) % cacheLimit
    }

    /// The cached size for `key`, and whether it was measured under another key (`looseAnswer`).
    static func cachedSize(_ box: LayoutBox, _ key: CacheKey, context: LayoutContext) -> (NodeOutput, loose: Bool)? {
        if let first = box.firstSize, first.key == key { return (first.output, false) }
        for entry in box.moreSizes where entry.key == key { return (entry.output, false) }
        guard box.answersLooseMatches, !context.checkingLooseMatch, let hit = looseCachedSize(box, key) else { return nil }
        context.statistics.looseAnswers += 1
        return (hit, true)
    }

    private static func looseCachedSize(_ box: LayoutBox, _ key: CacheKey) -> NodeOutput? {
        if let layoutKey = box.layoutKey, let hit = looseAnswer(box, SizeEntry(key: layoutKey, output: box.layoutOutput), key) {
            return hit
        }
        if let first = box.firstSize, let hit = looseAnswer(box, first, key) { return hit }
        for entry in box.moreSizes { if let hit = looseAnswer(box, entry, key) { return hit } }
        return nil
    }
}

/// A size the node gave under `key`.
struct SizeEntry {
    var key: CacheKey
    var output: NodeOutput
}

/// The inputs a size is cached under.
struct CacheKey: Hashable {
    var known: OptSize
    var parent: OptSize
    var available: AvailSize
    var inherentSize: Bool
    /// The parent treats the given height as indefinite for percentages (auto-height flow).
    var indefiniteHeight: Bool

    /// As the derived `==`, inlined, the cheapest fields first: the derived one, called out of
    /// line, took 65 instructions per lookup.
    @inline(__always) static func == (a: CacheKey, b: CacheKey) -> Bool {
        a.inherentSize == b.inherentSize && a.indefiniteHeight == b.indefiniteHeight && a.known == b.known
            && a.parent == b.parent && a.available == b.available
    }
}
