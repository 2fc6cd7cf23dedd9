import ViewTree

/// Anything that turns into a `ViewNode`: the DSL's views and `ViewNode` itself.
public protocol ViewConvertible: Sendable {
    /// The view as a node of the view tree that layout, checks and reports work on.
    var node: ViewNode { get }
}

/// A `ViewNode` (from JSON, a capture or built by hand) mixes with the DSL's views in a builder.
extension ViewNode: ViewConvertible {
    /// The node itself.
    public var node: ViewNode { self }
}

/// Builds child lists: `Row { Image(…); Column { Text(…) } }`, with `if`, `for` and optionals.
@resultBuilder
public enum ViewBuilder {
    /// One view as a statement.
    public static func buildExpression(_ view: some ViewConvertible) -> [ViewNode] { [view.node] }
    /// An optional view as a statement: `nil` adds nothing.
    public static func buildExpression(_ view: (some ViewConvertible)?) -> [ViewNode] { view.map { [$0.node] } ?? [] }
    /// A list of nodes, inlined in order.
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    /// The views of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    /// The views of an `if`'s first branch.
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    /// The views of an `else` branch.
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    /// The views of a `for` loop, one list per iteration.
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

/// A horizontal flex container (`flex-direction: row`).
public struct Row: ViewConvertible {
    public let node: ViewNode
    /// Children side by side, `spacing` points apart (the CSS `gap`, 0 unless given).
    public init(spacing: Double = 0, @ViewBuilder _ content: () -> [ViewNode]) {
        node = stack(.row, spacing: spacing, content())
    }
}

/// A vertical flex container (`flex-direction: column`).
public struct Column: ViewConvertible {
    public let node: ViewNode
    /// Children stacked top to bottom, `spacing` points apart (the CSS `gap`, 0 unless given).
    public init(spacing: Double = 0, @ViewBuilder _ content: () -> [ViewNode]) {
        node = stack(.column, spacing: spacing, content())
    }
}

/// A flex container along `direction` with `spacing` between its children.
private func stack(_ direction: FlexDirection, spacing: Double, _ children: [ViewNode]) -> ViewNode {
    var style = Style()
    style.flexDirection = direction
    style.rowGap = .points(spacing)
    style.columnGap = .points(spacing)
    return ViewNode(role: direction == .row ? "row" : "column", style: style, children: children)
}

/// A plain box: a container whose children are laid out as a row unless told otherwise, or an
/// empty decorative view.
public struct Box: ViewConvertible {
    public let node: ViewNode
    /// A box with `content` as its children; none unless given.
    public init(@ViewBuilder _ content: () -> [ViewNode] = { [] }) {
        node = ViewNode(role: "box", children: content())
    }
}

/// A text leaf, measured with the suite's `TextMeasurer` (DejaVu Sans by default).
public struct Text: ViewConvertible {
    public let node: ViewNode
    /// `size` is the font size in points (17, iOS's body text, unless given); `lineLimit` caps the
    /// lines (`nil`: as many as the width needs).
    public init(_ text: String, size: Double = 17, lineLimit: Int? = nil) {
        var style = Style()
        style.fontSize = size
        style.maxLines = lineLimit
        style.minWidth = .points(0)
        node = ViewNode(role: "text", text: text, style: style)
    }
}

/// An image leaf whose intrinsic size is the image's; `Image()` or `Image(nil)` is an image view
/// with no image (0×0), as a UIImageView whose image is not set.
public struct Image: ViewConvertible {
    public let node: ViewNode
    /// An image view showing `image` at its size in points; `nil` is one with no image set (0×0).
    public init(_ image: ImageContent? = nil) {
        node = ViewNode(role: "image", image: image ?? ImageContent(width: 0, height: 0))
    }

    /// An image of `width`×`height` points.
    public init(width: Double, height: Double) {
        self.init(ImageContent(width: width, height: height))
    }
}

/// Takes the free space along its container's main axis.
public struct Spacer: ViewConvertible {
    public let node: ViewNode
    /// `minLength` is the spacer's smallest main-axis size in points (its `flex-basis`, 0 unless given).
    public init(minLength: Double = 0) {
        var style = Style()
        style.flexGrow = 1
        style.flexBasis = .points(minLength)
        node = ViewNode(role: "spacer", style: style)
    }
}
