/// A view tree read from JSON, with what its file says about the world it is laid out in.
public struct ViewTreeDocument: Sendable {
    public var name: String?
    public var format: String?
    public var root: ViewNode
    /// The block the root is placed in (`environment.containingBlock`); 10000 × 10000 if unsaid.
    public var containingBlock: Size
    /// The space to lay the root out in: `given`'s sides, else the containing block's. The
    /// root is placed in that block as Chromium places it (absolutely, at the origin), so its
    /// percentages resolve against it and its `auto` width fits its content within it.
    public func layoutSpace(_ given: AvailableSize = .unbounded) -> AvailableSize {
        AvailableSize(width: given.width ?? containingBlock.width, height: given.height ?? containingBlock.height)
    }
    /// Width of a classic scrollbar (`environment.scrollbarWidth`), 0 if unsaid.
    public var scrollbarWidth: Double
    /// Declarations that were dropped or are unsupported, each with its node's key path.
    public var diagnostics: [String]

    public init(name: String? = nil, format: String? = nil, root: ViewNode,
                containingBlock: Size = Size(width: 10000, height: 10000), scrollbarWidth: Double = 0,
                diagnostics: [String] = []) {
        self.name = name
        self.format = format
        self.root = root
        self.containingBlock = containingBlock
        self.scrollbarWidth = scrollbarWidth
        self.diagnostics = diagnostics
    }
}

/// A tree file that could not be read; names the file and the key path.
public struct ViewTreeJSONError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var message: String
    public init(file: String, keyPath: String, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.message = message
    }
    public var description: String {
        keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }
}
