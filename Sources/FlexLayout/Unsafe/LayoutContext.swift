import ViewTree

/// Shared state of one layout call (or session): the measurer, the boxes, and the diagnostics
/// found so far.
// Safe: the context is one layout's (or one session's, whose passes run one at a time), used
// on one thread (it is not `Sendable`); its unchecked properties are accessed only as single
// reads or one-statement updates that overlap no other access (see each).
@safe final class LayoutContext {
    let measurer: any TextMeasurer
    /// The same measurer, for the text layouts of the result to set their lines with (through
    /// `detailsBlocks`).
    let sharedMeasurer: SharedTextMeasurer
    let arena = BoxArena()
    let scrollbarWidth: Double
    var diagnostics: [LayoutDiagnostic] = []
    /// Counted per node: its accesses skip the runtime's exclusivity checks (`_statistics`).
    var statistics: LayoutStatistics {
        @inline(__always) get { unsafe _statistics }
        @inline(__always) _modify { yield &(unsafe _statistics) }
    }
    // Safe: a context is one layout's (one thread's, `LayoutContext` is not `Sendable`), and no
    // access to it overlaps another: every access is a read or a one-statement update.
    @exclusivity(unchecked) private var _statistics = LayoutStatistics()
    /// Where the output nodes' details go; written per node, unchecked as `statistics`.
    var detailsBlocks: LaidOutNodeDetailsBlocks {
        @inline(__always) _read { yield unsafe _detailsBlocks }
        @inline(__always) _modify { yield &(unsafe _detailsBlocks) }
    }
    // Safe: as `_statistics`; an output node is made with `inout` access to it, which ends
    // before the next node's starts.
    @exclusivity(unchecked) private var _detailsBlocks: LaidOutNodeDetailsBlocks
    /// Set in a `LayoutSession`: boxes keep their output nodes for the next pass to share.
    var keepsOutputs = false
    /// In debug builds (the test suite), every size the cache answers from another key, and
    /// every text leaf's answer from its text cache, is computed again and a difference
    /// reported as a diagnostic on the box (`size cache`).
    #if DEBUG
    let checksLooseMatches = true
    #else
    let checksLooseMatches = false
    #endif
    /// Set while a loose answer is checked: the recomputation uses exact cache matches only.
    var checkingLooseMatch = false
    /// Counts the passes of a `LayoutSession` (0 for the first).
    var passNumber = 0
    /// How deep a tree the build takes (`LayoutBox.build`), and whether it met a deeper one.
    var buildDepthLimit = Int.max
    var builtTooDeep = false
    private var buildDepthLimitRaised = false

    /// Raises `buildDepthLimit` once, to what this thread's stack has room for, and says
    /// whether a node `depth` levels down may have children.
    func roomForDeeperBuild(_ depth: Int) -> Bool {
        if !buildDepthLimitRaised {
            buildDepthLimitRaised = true
            buildDepthLimit = max(buildDepthLimit, FlexLayoutEngine.depthOnThisStack())
        }
        return depth < buildDepthLimit
    }
    /// Boxes whose final layout asked for other scrollbars than they showed (`AutoScrollbars`).
    var scrollbarChanges: [LayoutBox] = []
    /// Set when an absolute box waits for `AbsoluteLayout.relocateStaticParentChildren`.
    var hasStaticParentAbsolutes = false
    init(measurer: any TextMeasurer, scrollbarWidth: Double) {
        self.measurer = measurer
        self.sharedMeasurer = SharedTextMeasurer(measurer)
        unsafe self._detailsBlocks = LaidOutNodeDetailsBlocks(measurer: sharedMeasurer)
        self.scrollbarWidth = scrollbarWidth
    }
    func report(_ box: LayoutBox, _ property: String, _ message: String) {
        diagnostics.append(LayoutDiagnostic(path: box.path, nodeID: box.id, property: property, message: message))
    }
}
