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
        layout(root, hint: nil, available: available, direction: direction)
    }

    /// As `layout(_:available:direction:)`, told where `root` differs from the tree of the
    /// previous call: `changed` names each node the edit touched (its own fields or its
    /// children; the root's path is `NodePath()`), and every node outside their subtrees and
    /// off the paths to them is taken to be the previous tree's node at its place, without
    /// being compared — as Taffy's tree is told by marking a node dirty. A node left out keeps
    /// its old layout in release builds; debug builds compare every node and report one left
    /// out as a `changed paths` diagnostic.
    public func layout(_ root: ViewNode, changed: [NodePath], available: AvailableSize = .unbounded,
                       direction: Direction = .ltr) -> LayoutResult {
        layout(root, hint: ChangedPaths(changed), available: available, direction: direction)
    }

    private func layout(_ root: ViewNode, hint: ChangedPaths?, available: AvailableSize,
                        direction: Direction) -> LayoutResult {
        // A pass that reported diagnostics or moved static-position boxes afterwards is not
        // reused: those come from steps a cache hit would skip.
        let reusable = previous.flatMap { $0.direction == direction && $0.reusable ? $0 : nil }
        // The depth walk visits every node of a shallow tree; children the previous tree
        // shares (an edit of the root's own style) have the depth they had, and with changed
        // paths only the subtrees they name can be deeper.
        let depth = previous.flatMap { pass -> Int? in
            if pass.storage.sharesChildren(with: root) { return pass.depth }
            guard reusable != nil, let hint else { return nil }
            return max(pass.depth, hint.depth(below: root))
        } ?? FlexLayoutEngine.depth(of: root)
        let (pass, result) = engine.onLargeEnoughStack(depth: depth) {
            // With no depth limit a pass always gives a result.
            engine.pass(root, available: available, direction: direction, reusing: reusable, changed: hint,
                        keepOutputs: true)!
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
