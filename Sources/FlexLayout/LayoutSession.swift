import ViewTree

/// Lays out one tree again and again (other sizes, small edits) and reuses the work of the
/// previous pass: every subtree whose nodes and constraints did not change keeps its sizes and
/// layout, as Yoga's and Taffy's caches do. Results equal `FlexLayoutEngine.layout`'s.
/// Not thread-safe: one session per task.
public final class LayoutSession {
    public let engine: FlexLayoutEngine
    private var previous: LayoutPass?

    public init(engine: FlexLayoutEngine) {
        self.engine = engine
    }

    public func layout(_ root: ViewNode, available: AvailableSize = .unbounded,
                       direction: Direction = .ltr) -> LayoutResult {
        // A pass that reported diagnostics or moved static-position boxes afterwards is not
        // reused: those come from steps a cache hit would skip.
        let reusable = previous.flatMap { $0.direction == direction && $0.reusable ? $0 : nil }
        // The depth walk visits every node of a shallow tree; children the previous tree
        // shares (an edit of the root's own style) have the depth they had.
        let depth = previous.flatMap { LayoutReuse.sharesStorage($0.storage.root.pointee.children, root.children) ? $0.depth : nil }
            ?? FlexLayoutEngine.depth(of: root)
        let (pass, result) = engine.onLargeEnoughStack(depth: depth) {
            engine.pass(root, available: available, direction: direction, reusing: reusable, keepOutputs: true)
        }
        pass?.depth = depth
        previous = pass
        return result
    }
}

/// One layout pass, kept for the next: the tree it laid out, its boxes and their caches. Not its
/// result: once the caller lets go of that, the next pass updates the nodes the boxes keep in
/// place instead of copying them.
final class LayoutPass {
    let box: LayoutBox
    /// The tree laid out, which the boxes read their styles in (nothing of it when they go).
    let storage: TreeStorage
    let context: LayoutContext
    let direction: Direction
    /// The tree's depth as `FlexLayoutEngine.depth(of:)` counts it.
    var depth = 0
    let reusable: Bool

    init(storage: TreeStorage, box: LayoutBox, context: LayoutContext, direction: Direction, reusable: Bool) {
        self.storage = storage
        self.box = box
        self.context = context
        self.direction = direction
        self.reusable = reusable
    }
}
