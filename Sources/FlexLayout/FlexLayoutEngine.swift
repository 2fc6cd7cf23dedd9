import ViewTree

/// Lays out a `ViewNode` tree with the CSS Flexible Box Layout algorithm, as Chromium does.
/// Stateless: every call starts from a fresh internal tree, so it is safe to share.
public struct FlexLayoutEngine: Sendable {
    public var measurer: any TextMeasurer
    /// The width a classic scrollbar takes from an `overflow: scroll` box (Chromium: 15).
    public var scrollbarWidth: Double

    public init(measurer: any TextMeasurer, scrollbarWidth: Double = 0) {
        self.measurer = measurer
        self.scrollbarWidth = scrollbarWidth
    }

    /// Lays out `root` in `available` space. The root is placed like an absolutely positioned
    /// box at the origin: `auto` sizes take the content's fit-content size.
    public func layout(_ root: ViewNode, available: AvailableSize = .unbounded,
                       direction: Direction = .ltr) -> LayoutResult {
        let context = LayoutContext(measurer: measurer, scrollbarWidth: scrollbarWidth)
        let tree = LayoutBox.build(root, direction: direction == .rtl, context: context)
        let parentSize = OptSize(width: available.width, height: available.height)
        let space = AvailSize(width: available.width.map(AvailableSpace.definite) ?? .maxContent,
                              height: available.height.map(AvailableSpace.definite) ?? .maxContent)
        RootLayout.perform(tree, parentSize: parentSize, available: space, context: context)
        AbsoluteLayout.relocateStaticParentChildren(tree, context: context)
        let laidOut = OutputTree.build(tree, context: context)
        #if DEBUG
        Invariants.check(tree, context: context)
        #endif
        return LayoutResult(root: laidOut, diagnostics: context.diagnostics)
    }
}

/// What a layout produced: the frames, and what the engine could not honour.
public struct LayoutResult: Sendable {
    public var root: LaidOutNode
    public var diagnostics: [LayoutDiagnostic]
    public init(root: LaidOutNode, diagnostics: [LayoutDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// A property the engine did not lay out as written, on a node.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var path: NodePath
    public var nodeID: String?
    public var property: String
    public var message: String
    public init(path: NodePath, nodeID: String? = nil, property: String, message: String) {
        self.path = path
        self.nodeID = nodeID
        self.property = property
        self.message = message
    }
    public var description: String {
        "\(path)\(nodeID.map { "#\($0)" } ?? ""): \(property): \(message)"
    }
}
