import ViewTree

/// Lays out every item at its final size and places it; then the container's baseline.
extension FlexAlgorithm {
    mutating func finalLayoutPass() {
        let row = c.row
        var crossCursor = c.contentInset.crossStart(row)
        for n in lines.indices {
            let line = lines[physical(lines.indices, n, reversed: c.wrapReverse)]
            var mainCursor = c.contentInset.mainStart(row)
            for m in line.range.indices {
                let i = physical(line.range, m - line.range.lowerBound, reversed: c.reverse)
                let item = items[i]
                let known = ratioItems && c.row ? ratioItemKnown(i)
                    : OptSize(width: item.target.width, height: item.target.height)
                let output = NodeLayout.compute(item.box, known: known,
                                                parent: c.percentBase,
                                                available: AvailSize(width: .definite(c.containerSize.width),
                                                                     height: .definite(c.containerSize.height)),
                                                performLayout: true, inherentSize: false,
                                                indefiniteHeight: itemHeightIsIndefinite(item), context: context)
                let size = output.size
                // Relative offsets (`position: relative`), `nil` where `auto`.
                let inset = item.box.hasRelativeOffsets
                    ? item.box.insets(c.percentBase) : (top: nil, right: nil, bottom: nil, left: nil)
                let relMain = row ? (inset.left ?? inset.right.map { -$0 }) : (inset.top ?? inset.bottom.map { -$0 })
                let relCross = row ? (inset.top ?? inset.bottom.map { -$0 }) : (inset.left ?? inset.right.map { -$0 })
                let main = mainCursor + item.offsetMain + item.margin.mainStart(row)
                let cross = crossCursor + line.offsetCross + item.offsetCross + item.margin.crossStart(row)
                items[i].baseline = (output.baseline ?? size.height) + (row ? cross : main)
                items[i].lastBaseline = (output.lastBaseline ?? size.height) + (row ? cross : main)
                let x = (row ? main + (relMain ?? 0) : cross + (relCross ?? 0))
                let y = (row ? cross + (relCross ?? 0) : main + (relMain ?? 0))
                place(item.box, x: x, y: y, size: size)
                mainCursor += item.offsetMain + item.margin.mainSum(row) + size.main(row)
            }
            crossCursor += line.offsetCross + line.crossSize
        }
    }

    /// The `n`th index of `range` in physical order (from the end when `reversed`).
    func physical(_ range: Range<Int>, _ n: Int, reversed: Bool) -> Int {
        reversed ? range.upperBound - 1 - n : range.lowerBound + n
    }

    /// CSS §9.8: an item's height is definite for its children when it is fixed, stretched,
    /// or flexed in a container of definite height. A percentage height that did not resolve
    /// is no `auto`: the item is not stretched, and its height stays indefinite; so is a
    /// content keyword's (`min-content`, …) in a row, which sizes the item but not its
    /// children's percentages (a column's flexed main size is definite), as in Chromium.
    mutating func itemHeightIsIndefinite(_ item: FlexItem) -> Bool {
        if item.size.height != nil {
            return c.row && item.box.sizesDependOnBase && item.box.style.height.isContentKeyword
        }
        if c.row {
            // The ratio makes the height of the item's flexed width.
            if case .some = item.box.style.aspectRatio { return false }
            return item.alignSelf != .stretch || item.crossMarginIsAuto(true) || !item.box.style.height.isAuto
        }
        // A column's flexed heights are definite only when its own height is, or the item's
        // flex basis (Chromium: `{flex-direction:column}[{flex-basis:10px}[{aspect-ratio:1}]]`).
        if case .points = item.box.style.flexBasis { return false }
        return known.height == nil || c.percentBase.height == nil
    }

    /// Sets a child's frame in this container's frame, flipping x when it lays out RTL.
    mutating func place(_ child: LayoutBox, x: Double, y: Double, size: Size) {
        let physicalX = box.rtl ? c.containerSize.width - x - size.width : x
        child.frame = Rect(x: physicalX, y: y, width: size.width, height: size.height)
    }

    /// The first baseline: of the first item in the first line that aligns by baseline (an
    /// auto margin across takes an item out), else of the first item; `nil` for an empty
    /// container (the parent synthesizes one). "First" is physical: the top line and, along
    /// the main axis, the first item placed.
    mutating func containerBaseline() -> Double? {
        guard let line = c.wrapReverse ? lines.last : lines.first, !line.range.isEmpty else { return nil }
        var pick = physical(line.range, 0, reversed: c.reverse)
        if c.row {
            for n in 0..<line.range.count {
                let i = physical(line.range, n, reversed: c.reverse)
                if items[i].alignSelf == .baseline, !items[i].crossMarginIsAuto(true) { pick = i; break }
            }
        }
        return items[pick].baseline
    }

    /// The last baseline: in the bottom line, that of its `last baseline` group, else of its
    /// (first) baseline group, else the last item's (Chromium's order of preference).
    mutating func containerLastBaseline() -> Double? {
        guard let line = c.wrapReverse ? lines.first : lines.last, !line.range.isEmpty else { return nil }
        if c.row {
            for wanted in [AlignSelf.lastBaseline, .baseline] {
                for n in 0..<line.range.count {
                    let i = physical(line.range, n, reversed: c.reverse)
                    guard items[i].alignSelf == wanted, !items[i].crossMarginIsAuto(true) else { continue }
                    return wanted == .lastBaseline ? items[i].lastBaseline : items[i].baseline
                }
            }
        }
        return items[physical(line.range, line.range.count - 1, reversed: c.reverse)].lastBaseline
    }
}
