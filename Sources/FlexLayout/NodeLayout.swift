import ViewTree

/// What laying out or sizing a node gives its parent.
struct NodeOutput {
    var size: Size
    /// The first baseline from the top of the border box, if the node has one.
    var baseline: Double?
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
        // Inputs that cannot change the result are left out of the key, so more calls hit.
        // No step reads the offered height (heights come from content, known sizes and
        // min/max), so it is dropped from the inputs altogether.
        let available = AvailSize(width: known.width == nil ? available.width : .maxContent, height: .maxContent)
        let key = CacheKey(
            known: known, parent: box.usesPercentages ? parent : .none, available: available,
            inherentSize: inherentSize, indefiniteHeight: indefiniteHeight && box.hasChildPercentHeights)
        context.statistics.calls += 1
        if performLayout {
            if box.layoutKey == key {
                return NodeOutput(size: Size(width: box.frame.width, height: box.frame.height), baseline: box.layoutBaseline)
            }
        } else if let hit = box.sizeCache.first(where: { $0.key == key }) {
            return NodeOutput(size: hit.size, baseline: hit.baseline)
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
            box.layoutKey = key
            box.parentWidth = parent.width
            box.layoutBaseline = output.baseline
            box.frame.width = output.size.width
            box.frame.height = output.size.height
        }
        if box.sizeCache.count >= cacheLimit { box.sizeCache.removeFirst() }
        box.sizeCache.append((key, output.size, output.baseline))
        return output
    }
}
