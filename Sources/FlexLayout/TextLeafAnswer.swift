import ViewTree

/// A text leaf's size for a measuring request answered from its text cache, without a size
/// cache key or `LeafLayout.compute`'s general path: the flex steps measure each text item of
/// a row for its flex base size (at max-content) and for its cross size (at its flexed width),
/// and most texts set on one line at both.
///
/// Answered when the request does not apply the node's own sizes (`inherentSize` false, as
/// the flex steps measure items), knows no height, and the text sets on one line: at its
/// max-content width, or at a known width whose content box holds that line; and when the
/// node's sizing is plain enough that nothing else enters (`PlainSizing` not `.no`: no image,
/// aspect ratio or percentage). The size and baselines are `LeafLayout.compute`'s for the same
/// request; debug builds compute both and report a difference (`NodeLayout.checkAnswer`).
enum TextLeafAnswer {
    static func size(_ box: LayoutBox, known: OptSize, available: AvailSize, inherentSize: Bool,
                     context: LayoutContext) -> NodeOutput? {
        guard !inherentSize, known.height == nil, let cache = box.textCache, box.plainSizing != .no,
              let edges = box.fixedEdges, (cache.pointee.maxLines ?? 1) >= 1 else { return nil }
        let sizes = TextSupport.intrinsicSizes(cache, box, context: context)
        let gutter = box.scrollbarGutter(context.scrollbarWidth)
        let pbSum = (edges.padding + edges.border).sum
        let inset = Size(width: pbSum.width + gutter.horizontal, height: pbSum.height + gutter.vertical)
        let width: Double, content: Double
        if let known = known.width {
            // The text breaks at the content width, in a row at no less than its min-content width.
            content = max(0, known - inset.width)
            guard (cache.pointee.inRow ? max(content, sizes.minContentWidth) : content) >= sizes.maxContentWidth else { return nil }
            width = known
        } else {
            guard case .maxContent = available.width else { return nil }
            (width, content) = (sizes.maxContentWidth + inset.width, sizes.maxContentWidth)
        }
        let line = sizes.oneLine
        let size = Size(width: max(width, pbSum.width), height: max(line.height + inset.height, pbSum.height))
        return LeafLayout.output(box, size, content: Size(width: content, height: line.height), lines: line,
                                 top: edges.padding.top + edges.border.top, parentWidth: nil, context: context)
    }
}
