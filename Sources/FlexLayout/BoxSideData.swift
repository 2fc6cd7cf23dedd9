import ViewTree

/// What a box keeps that most boxes of a large tree never fill: sizes measured under other
/// keys than its layout's, a container's kept items and a session's output memo. Lives in the
/// `BoxArena`, made when first written (`LayoutBox.caches`): inline, they made every box two
/// cache lines longer, and a pass over a wrapping row of text leaves streamed them all.
struct BoxCaches {
    /// Sizes measured (not laid out) under other keys: the first inline, the rest in `moreSizes`.
    var firstSize: SizeEntry?
    var moreSizes: [SizeEntry] = []
    /// Where in the full `moreSizes` the next entry goes.
    var oldestSize = 0
    /// The flex items of a container whose items are the same on every run, kept from its last run.
    var keptItems: [FlexItem]?
    /// The node the last pass of a `LayoutSession` made of this box (never set outside one).
    var outputMemo: OutputMemo?
    /// For a box with `overflow: auto`: the scrollbars its last final layout asked for, and
    /// those frozen (`AutoScrollbars`).
    var scrollbars = Scrollbars()
}

/// A text leaf's measurements, kept between steps (and passes of a `LayoutSession`), with
/// what sizing reads of its style: sizes only; the lines are set when the result's are read.
/// Lives in the `BoxArena`; `TextSupport` makes and reads it.
struct TextCache {
    let font: FontSpec
    let maxLines: Int?
    /// Whether the node's text is never narrower than its min-content width: a row's item, or
    /// a column's that is not stretched (`TextSupport.breakWidth`).
    let inRow: Bool
    /// The first baseline from the top of the content box.
    let baseline: Double
    var intrinsic: TextIntrinsicSizes?
    /// The text's extent when last set, at the width it was broken at (with the node's line limit).
    var last: (width: Double, extent: TextExtent)?
    /// The node's text, copied when a one-off layout first measured it: the copy's retain then
    /// finds the string's storage in the cache (the measurer reads it), where the output node's
    /// copy found it long gone (`OutputTree.makeOwnNode` takes this one instead).
    var text: String?

    init(font: FontSpec, maxLines: Int?, inRow: Bool, baseline: Double) {
        self.font = font
        self.maxLines = maxLines
        self.inRow = inRow
        self.baseline = baseline
    }
}
