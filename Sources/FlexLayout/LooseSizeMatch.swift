import ViewTree

/// When a size measured under one key answers a request under another (as Taffy's and
/// Yoga's caches do), for boxes whose whole subtree has plain sizing (`plainSizing`).
/// In such a subtree:
/// - no width depends on a height (no column wrapping, aspect ratio or percentage), so a
///   request that differs only in the known height has the measured width and the height
///   asked for;
/// - a width fixed at the width measured under a max-content constraint lays a row's content
///   out as the measurement did (lines break where they did, items flex with no free space),
///   so it has the measured height; a column measured its items at their own widths and now
///   stretches them, so it needs items that keep their heights when wider; so does any wider
///   width, for every box (`keepsHeightWhenWider`);
/// - a definite available width at least the max-content width gives the max-content size
///   (fit-content sizing, down to every leaf);
/// - a box whose own width and height are `auto` sizes the same with or without them.
/// Min-content entries are never widened: they break every line they can, which a fixed
/// width of the same size would not.
/// A text leaf whose only sizing that is not plain is a min or max size answers the same way
/// (a width fixed at the width it measured, or room for that width, breaks its lines where
/// the measurement did, and its height is clamped the same way), but is widened only from a
/// measurement that set its text on one line: a max width may have wrapped it.
/// `LayoutContext.checksLooseMatches` recomputes every answer.
extension NodeLayout {
    static func looseAnswer(_ box: LayoutBox, _ entry: SizeEntry, _ key: CacheKey) -> NodeOutput? {
        let e = entry.key
        guard e.indefiniteHeight == key.indefiniteHeight, e.parent == key.parent,
              e.inherentSize == key.inherentSize || box.hasAutoSize else { return nil }
        var size = entry.output.size
        switch (e.known.width, key.known.width) {
        case let (old?, new?):
            guard old == new else { return nil }
        case let (nil, new?):
            guard e.available.width == .maxContent,
                  new == size.width ? box.keepsItemHeightsAtOwnWidth
                      : new > size.width && (box.plainWhenWider || keptOneLine(box, entry)) else { return nil }
            size.width = new
        case (nil, nil):
            guard e.available.width == key.available.width || fitsMaxContent(box, entry, key.available.width) else { return nil }
        case (_?, nil):
            return nil
        }
        switch (e.known.height, key.known.height) {
        case let (old, new?) where old != new:
            // A text leaf's baselines depend on the height left for its lines.
            guard !box.isLeaf else { return nil }
            let (padding, border) = box.paddingBorder(nil)
            size.height = max(new, padding.vertical + border.vertical)
        case (_?, nil):
            return nil
        default:
            break
        }
        // A container's measurement has no baselines; a text leaf's lines are those measured.
        guard box.isLeaf else { return NodeOutput(size: size, baseline: nil) }
        return NodeOutput(size: size, baseline: entry.output.baseline, lastBaseline: entry.output.lastBaseline)
    }

    /// Whether `entry` set a text leaf's text on one line, where any wider width keeps it
    /// (its first and last baselines are the same line's).
    private static func keptOneLine(_ box: LayoutBox, _ entry: SizeEntry) -> Bool {
        box.textCache != nil && entry.output.baseline == entry.output.lastBaseline
    }

    /// Whether `available` leaves room for the max-content size `entry` measured.
    private static func fitsMaxContent(_ box: LayoutBox, _ entry: SizeEntry, _ available: AvailableSpace) -> Bool {
        guard entry.key.available.width == .maxContent, case .definite(let space) = available else { return false }
        return space - box.margins(nil).horizontal >= entry.output.size.width
    }
}

extension LayoutBox {
    /// Whether the box's own `width` and `height` are `auto` and it has no min or max size (so
    /// applying them changes nothing).
    var hasAutoSize: Bool {
        guard plainSizing == .yes, case .auto = style.width, case .auto = style.height else { return false }
        return true
    }

    /// Whether the box, laid out wider than its max-content width, keeps its max-content
    /// height when its children do: it takes its width from its content (`auto` width and
    /// flex basis) or has none. A box of fixed width or basis narrower than its content wraps
    /// the content, and would unwrap it when it grows.
    var keepsHeightWhenWider: Bool {
        guard case .auto = style.flexBasis else { return false }
        if case .auto = style.width { return true }
        return !isLeaf && flexChildren.isEmpty
    }

    /// Whether a width fixed at the box's max-content width gives its max-content height.
    var keepsItemHeightsAtOwnWidth: Bool {
        switch style.flexDirection {
        case .row, .rowReverse: true
        case .column, .columnReverse: childrenPlainWhenWider
        }
    }

    /// `.yes` when nothing in the style makes one axis depend on the other or on the containing
    /// block: no percentages or size keywords (`sizesDependOnBase`), no min or max sizes, no
    /// aspect ratio, no column wrapping, no balanced lines, no image. Min and max sizes and
    /// column wrapping still leave a box with no text and no children plain
    /// (`.withoutContent`): its height does not depend on its width.
    static func plainSizing(_ s: InPlace<Style>, sizesDependOnBase: Bool, image: ImageContent?) -> PlainSizing {
        // Read through the pointer and matched by pattern: a `Style` value would be copied,
        // and the derived `==` of `Dimension` costs a call per comparison.
        guard !sizesDependOnBase, case .none = image, case .none = s.pointee.aspectRatio, !s.pointee.flexWrapBalance else { return .no }
        guard case .auto = s.pointee.minWidth, case .auto = s.pointee.minHeight,
              case .none = s.pointee.maxWidth, case .none = s.pointee.maxHeight else { return .withoutContent }
        switch s.pointee.flexDirection {
        case .row, .rowReverse: return .yes
        case .column, .columnReverse: return s.pointee.flexWrap == .nowrap ? .yes : .withoutContent
        }
    }
}

extension NodeLayout {
    /// Computes the size again, bypassing the caches, and reports an answer that differs
    /// (`source` is the file that decides which answers are taken).
    static func checkAnswer(_ box: LayoutBox, _ answer: NodeOutput, known: OptSize, parent: OptSize, available: AvailSize,
                            inherentSize: Bool, indefiniteHeight: Bool, decidedIn source: String, context: LayoutContext) {
        guard !context.checkingLooseMatch else { return }
        context.checkingLooseMatch = true
        defer { context.checkingLooseMatch = false }
        let output = box.isLeaf
            ? LeafLayout.compute(box, known: known, parent: parent, available: available, inherentSize: inherentSize, context: context)
            : FlexContainerLayout.compute(box, known: known, parent: parent, available: available, performLayout: false,
                                          inherentSize: inherentSize, indefiniteHeight: indefiniteHeight, context: context)
        guard abs(output.size.width - answer.size.width) > 1e-9 || abs(output.size.height - answer.size.height) > 1e-9
              || output.baseline != answer.baseline || output.lastBaseline != answer.lastBaseline else { return }
        context.report(box, "size cache", "the size cache answered \(answer) for known \(known), available "
                       + "\(available), but computing gives \(output); this is a LayoutWatch bug: please report it with "
                       + "the tree (\(source) decides which answers are taken)")
    }
}

/// `LayoutBox.plainSizing`.
enum PlainSizing {
    case no, withoutContent, yes

    func holds(hasContent: Bool) -> Bool {
        switch self {
        case .no: false
        case .withoutContent: !hasContent
        case .yes: true
        }
    }
}
