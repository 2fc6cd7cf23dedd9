import ViewTree

/// The state of one run of the flex algorithm over a container.
///
/// Helpers that only read (`measure`, `itemCrossConstraints`, `baselineGroups`, …) are still
/// `mutating` when the steps call them per item or per line: a non-mutating method called from
/// a mutating step is passed a copy of the whole algorithm (about 500 bytes, a `memcpy`), which
/// was 8 % of a cold layout of the `deep` bench tree.
struct FlexAlgorithm {
    let box: LayoutBox
    let known: OptSize
    let parent: OptSize
    var available: AvailSize
    let context: LayoutContext
    var c: FlexConstants
    var items: [FlexItem] = []
    var lines: [FlexLine] = []
    /// Whether this run's items go back to the box when it ends (`keepItems`).
    var keepsItems = false
    /// Whether an item aligns by a baseline: the baseline steps look at the items only then
    /// (a look per item and step was 3 % of a cold layout of `wide`).
    var baselineAligned = false
    /// Whether an item has an aspect ratio (`AspectRatioItems`); such items are never kept.
    var ratioItems = false

    init(box: LayoutBox, known: OptSize, parent: OptSize, available: AvailSize, inherentSize: Bool,
         indefiniteHeight: Bool, context: LayoutContext) {
        self.box = box
        self.known = known
        self.parent = parent
        self.available = available
        self.context = context
        self.c = FlexConstants(box, known: known, parent: parent, scrollbarWidth: context.scrollbarWidth,
                               inherentSize: inherentSize, indefiniteHeight: indefiniteHeight)
    }

    mutating func run(performLayout: Bool) -> NodeOutput {
        determineAvailableSpace()                        // §9.2 step 2
        generateItems()                                  // §9.1, with each item's §9.2 step 3
        defer { keepItems() }
        if c.row && c.nodeInner.width == nil { determineRowContainerWidth() }         // step 4
        collectLines()                                   // §9.3 step 5
        if !c.row && c.nodeInner.height == nil { determineColumnContainerHeight() }   // step 4
        // Steps 6–14 run line by line, while the line's items are in the cache (one pass
        // over all the items per step streamed them all from memory each time), unless the
        // lines may stretch, which needs every line's cross size first.
        let stretching = linesMayStretch
        for l in lines.indices {
            resolveFlexibleLengths(l)                    // step 6
            determineHypotheticalCrossSizes(l)           // §9.4 step 7
            if ratioItems && c.row { floorRatioHeightsAtContent(lines[l].range) }
            computeBaselines(l)
            calculateLineCrossSize(l)                    // step 8
            if !stretching { alignLine(l) }
        }
        if stretching {
            stretchLines()                               // step 9
            for l in lines.indices { alignLine(l) }
        }
        let totalLineCross = determineContainerCrossSize()  // step 15
        let size = c.containerSize
        guard performLayout else { return NodeOutput(size: size, baseline: nil) }
        alignLines(totalLineCross)                       // step 16
        finalLayoutPass()
        layOutAbsoluteChildren()
        return NodeOutput(size: size, baseline: containerBaseline(), lastBaseline: containerLastBaseline())
    }

    /// Steps 11–14 for line `l`, once its cross size is final.
    mutating func alignLine(_ l: Int) {
        determineUsedCrossSizes(l)                       // step 11
        distributeMainAxisFreeSpace(l)                   // §9.5 step 12
        alignCrossAxis(l)                                // §9.6 steps 13–14
    }

    /// Takes the items the container's last run kept, or makes them, each with its flex base
    /// size (one pass over the children: a pass of its own found a wide container's boxes out
    /// of the cache again). A container keeps its items when no child's sizes depend on the
    /// container (they then come out the same on every run): the next run clears them in
    /// place instead of making and copying an array.
    mutating func generateItems() {
        // Made in a local array: the base sizes are mutating steps of the algorithm.
        if var kept = box.takeKeptItems() {
            for i in kept.indices {
                kept[i].restart()
                if kept[i].alignsByBaseline { baselineAligned = true }
                determineFlexBaseSize(&kept[i])
            }
            items = kept
            keepsItems = true
            return
        }
        let inner = c.percentBase
        let children = box.flexChildren
        var items: [FlexItem] = []
        items.reserveCapacity(children.count)
        var reusable = true
        var ordered = false
        for index in children.indices where !children[index].isAbsolute {
            // Six children ahead: a text is first measured here (and the node line that holds
            // the text's address sixteen ahead, so that prefetch finds it in the cache).
            if index + 16 < children.count { TextSupport.prefetchNode(children[index + 16]) }
            if index + 6 < children.count { TextSupport.prefetch(children[index + 6]) }
            // The style each item is made from, four ahead: read when its box was built, it is
            // out of the cache again in a large container.
            if index + 4 < children.count { children[index + 4].prefetchStyle() }
            let child = children[index]
            if child.sizesDependOnBase { reusable = false }
            if child.style.order != 0 { ordered = true }
            let (padding, border) = child.paddingBorder(inner.width)
            let paddingBorder = (padding + border).sum
            let sizes = StyleSupport.sizes(child, base: inner, paddingBorder: paddingBorder)
            var size = sizes.size
            if case .some = child.style.aspectRatio {
                size = Self.ownCrossSize(size, box: child, base: inner, row: c.row, paddingBorder: paddingBorder)
                // Their steps are off the common path: such items are never kept.
                ratioItems = true
                reusable = false
            }
            // Made in the array and sized there (a local item was copied in, a `memcpy` each).
            items.append(FlexItem(
                box: child, size: size, minSize: sizes.min, maxSize: sizes.max,
                alignSelf: c.resolvedAlignSelf(child.style.alignSelf, itemRTL: child.rtl, containerRTL: box.rtl),
                flexGrow: child.style.flexGrow, flexShrink: child.style.flexShrink, margin: child.margins(inner.width), autoMargin: child.autoMargins,
                paddingBorderSum: paddingBorder))
            if items[items.count - 1].hasAutoMargin { reusable = false }
            if items[items.count - 1].alignsByBaseline { baselineAligned = true }
            determineFlexBaseSize(&items[items.count - 1])
        }
        // `order`: a stable sort keeps the document's order among equal values.
        if ordered { items = items.enumerated().sorted { ($0.element.box.style.order, $0.offset) < ($1.element.box.style.order, $1.offset) }.map(\.element) }
        self.items = items
        keepsItems = reusable
    }

    /// Gives the items back to the box for its next run (see `generateItems`).
    mutating func keepItems() {
        guard keepsItems else { return }
        box.keep(items)
        items = []
    }

    /// §9.2 step 2: the space inside the container for its items.
    mutating func determineAvailableSpace() {
        let inset = c.contentInset
        available = AvailSize(
            width: known.width.map { .definite(max(0, $0 - inset.horizontal)) }
                ?? available.width.minus(c.margin.horizontal).minus(inset.horizontal),
            height: known.height.map { .definite(max(0, $0 - inset.vertical)) }
                ?? available.height.minus(c.margin.vertical).minus(inset.vertical))
        limitColumnCrossSpace()
    }

    func sumGaps(_ gap: Double, _ count: Int) -> Double { count > 1 ? gap * Double(count - 1) : 0 }
}
