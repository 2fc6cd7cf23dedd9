import ViewTree

/// Anything that turns into a `ViewNode`: the DSL's views and `ViewNode` itself.
public protocol ViewConvertible: Sendable {
    var node: ViewNode { get }
}

extension ViewNode: ViewConvertible {
    public var node: ViewNode { self }
}

/// Builds child lists: `Row { Image(…); Column { Text(…) } }`, with `if`, `for` and optionals.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some ViewConvertible) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ view: (some ViewConvertible)?) -> [ViewNode] { view.map { [$0.node] } ?? [] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

/// A horizontal flex container (`flex-direction: row`).
public struct Row: ViewConvertible {
    public let node: ViewNode
    public init(spacing: Double = 0, @ViewBuilder _ content: () -> [ViewNode]) {
        node = stack(.row, spacing: spacing, content())
    }
}

/// A vertical flex container (`flex-direction: column`).
public struct Column: ViewConvertible {
    public let node: ViewNode
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
    public init(@ViewBuilder _ content: () -> [ViewNode] = { [] }) {
        node = ViewNode(role: "box", children: content())
    }
}

/// A text leaf, measured with the suite's `TextMeasurer` (DejaVu Sans by default).
public struct Text: ViewConvertible {
    public let node: ViewNode
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
    public init(minLength: Double = 0) {
        var style = Style()
        style.flexGrow = 1
        style.flexBasis = .points(minLength)
        node = ViewNode(role: "spacer", style: style)
    }
}
