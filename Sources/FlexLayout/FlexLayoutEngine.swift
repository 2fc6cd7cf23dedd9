import CMemoryHints
import Foundation
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
    /// Laid out on this thread when its stack has room for the tree (`depthOnThisStack`), which
    /// the build finds out (a walk over the tree first took 2 % of a cold layout of `wide-text`),
    /// else again on a thread whose stack fits it: each level of nesting takes a few kB of
    /// stack, whatever thread (and stack size) the caller runs on.
    public func layout(_ root: ViewNode, available: AvailableSize = .unbounded,
                       direction: Direction = .ltr) -> LayoutResult {
        if let result = layoutOnThisStack(root, available: available, direction: direction,
                                          depthLimit: Self.depthOnCallerStack) {
            return result
        }
        return onLargeEnoughStack(depth: Self.depth(of: root)) {
            layoutOnThisStack(root, available: available, direction: direction, depthLimit: .max)!
        }
    }

    /// The deepest tree this thread's stack has room for: 64 kB a level and 1 MB to spare, or
    /// 40 levels on any stack (512 kB is enough for them), and up to `depthCounted`. The first
    /// call on a thread reads its stack's bounds (`pthread_getattr_np`, ~100 µs on the main
    /// thread), so trees up to 40 levels never ask.
    static func depthOnThisStack() -> Int {
        max(depthOnCallerStack, min(depthCounted, (layoutwatch_stack_room() - (1 << 20)) / stackPerLevel))
    }

    /// Trees up to this depth are laid out on the caller's stack (512 kB is enough for them).
    static let depthOnCallerStack = 40
    /// How deep trees are counted: deeper ones always go to a thread of their own.
    static let depthCounted = 256
    /// The stack a level of nesting may take, with room to spare (debug builds take more).
    static let stackPerLevel = 64 << 10

    /// The whole of one cold layout (callgrind's `--toggle-collect` target, see the README);
    /// `nil` when the tree is deeper than `depthLimit` and than this thread's stack has room for
    /// (`LayoutBox.build`).
    @inline(never)
    func layoutOnThisStack(_ root: ViewNode, available: AvailableSize, direction: Direction,
                           depthLimit: Int) -> LayoutResult? {
        pass(root, available: available, direction: direction, reusing: nil, depthLimit: depthLimit)?.result
    }

    /// One pass: boxes built afresh, or brought up to date from `previous` (`LayoutSession`).
    /// The pass is kept only when it keeps its outputs (in a session): otherwise building the
    /// result retires its boxes. `nil` when a tree built afresh is deeper than `depthLimit`
    /// and than this thread's stack has room for (`LayoutBox.build`).
    func pass(_ root: ViewNode, available: AvailableSize, direction: Direction, reusing previous: LayoutPass?,
              changed: ChangedPaths? = nil, keepOutputs: Bool = false,
              depthLimit: Int = .max) -> (pass: LayoutPass?, result: LayoutResult)? {
        let context: LayoutContext
        let tree: LayoutBox
        // The boxes read their nodes in place, in this copy of the tree.
        let storage = TreeStorage(root)
        if let previous {
            context = previous.context
            context.diagnostics = []
            context.statistics = LayoutStatistics()
            context.passNumber += 1
            // Blocks start small again: a pass that makes few nodes does not fill (and keep
            // alive with its nodes) a large block shared with earlier passes.
            context.detailsBlocks = LaidOutNodeDetailsBlocks(measurer: context.sharedMeasurer)
            tree = LayoutReuse.update(previous.box, from: previous.storage, to: storage,
                                      inheritedRTL: direction == .rtl, context: context, hint: changed).box
        } else {
            context = LayoutContext(measurer: measurer, scrollbarWidth: scrollbarWidth)
            context.keepsOutputs = keepOutputs
            context.buildDepthLimit = depthLimit
            tree = LayoutBox.build(storage, direction: direction == .rtl, context: context)
            if context.builtTooDeep { return nil }
        }
        let parentSize = OptSize(width: available.width, height: available.height)
        let space = AvailSize(width: available.width.map(AvailableSpace.definite) ?? .maxContent,
                              height: available.height.map(AvailableSpace.definite) ?? .maxContent)
        RootLayout.perform(tree, parentSize: parentSize, available: space, context: context)
        if context.hasStaticParentAbsolutes { AbsoluteLayout.relocateStaticParentChildren(tree, context: context) }
        #if DEBUG
        Invariants.check(tree, context: context)
        #endif
        let laidOut = OutputTree.build(tree, context: context)
        var result = LayoutResult(root: laidOut, diagnostics: context.diagnostics)
        result.statistics = context.statistics
        let reusable = result.diagnostics.isEmpty && !context.hasStaticParentAbsolutes
        guard context.keepsOutputs else { return (nil, result) }
        return (LayoutPass(storage: storage, box: tree, context: context, direction: direction, reusable: reusable), result)
    }
}

/// What a layout produced: the frames, and what the engine could not honour.
public struct LayoutResult: Sendable {
    public var root: LaidOutNode
    public var diagnostics: [LayoutDiagnostic]
    /// How much work the layout took, for benchmarks and tests of the memoisation.
    public var statistics = LayoutStatistics()
    public init(root: LaidOutNode, diagnostics: [LayoutDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// Counts of sizing and layout requests: `calls` asked, `computed` not answered from a cache,
/// `looseAnswers` answered by a size measured under another key (`NodeLayout.looseAnswer`),
/// `textAnswers` answered from a text leaf's text cache (`TextLeafAnswer`) or, for a one-line
/// text's height, from its flex base size's measurement (`FlexItem.oneLineWidth`, no request).
public struct LayoutStatistics: Sendable, Hashable {
    public var calls = 0
    public var computed = 0
    public var looseAnswers = 0
    public var textAnswers = 0
    public init() {}
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
