import ViewTree

/// Shared state of one layout call (or session): the measurer, the boxes, and the diagnostics
/// found so far.
final class LayoutContext {
    let measurer: any TextMeasurer
    let arena = BoxArena()
    let scrollbarWidth: Double
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    @exclusivity(unchecked) var statistics = LayoutStatistics()
    /// Set in a `LayoutSession`: boxes keep their output nodes for the next pass to share.
    var keepsOutputs = false
    /// Counts the passes of a `LayoutSession` (0 for the first).
    var passNumber = 0
    /// Set when an absolute box waits for `AbsoluteLayout.relocateStaticParentChildren`.
    @exclusivity(unchecked) var hasStaticParentAbsolutes = false
    init(measurer: any TextMeasurer, scrollbarWidth: Double) {
        self.measurer = measurer
        self.scrollbarWidth = scrollbarWidth
    }
    func report(_ box: LayoutBox, _ property: String, _ message: String) {
        diagnostics.append(LayoutDiagnostic(path: box.path, nodeID: box.id, property: property, message: message))
    }
}
