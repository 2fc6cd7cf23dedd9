import Foundation
import JSONSource

/// One node of a declarative view tree: a flex container, a text leaf or an image leaf.
///
/// The JSON form is the node shape of `flex-fixtures/` (`style` with CSS property names,
/// `children`, optional `text`, `id`, `role`, `label`).
public struct ViewNode: Sendable, Equatable {
    public var id: String?
    /// What the node stands for: `text`, `image`, `button`, … (free-form, used by checks).
    public var role: String?
    /// The accessibility label.
    public var label: String?
    /// Text content; a node with text is a leaf measured by a `TextMeasurer`.
    public var text: String?
    /// The intrinsic size of an image leaf.
    public var image: ImageContent?
    public var style: Style
    public var children: [ViewNode]
    /// Rule names of layout checks this node switches off for itself (JSON `"allow"`).
    public var allowedChecks: [String] = []

    public init(id: String? = nil, role: String? = nil, label: String? = nil, text: String? = nil,
                image: ImageContent? = nil, style: Style = Style(), children: [ViewNode] = []) {
        self.id = id
        self.role = role
        self.label = label
        self.text = text
        self.image = image
        self.style = style
        self.children = children
    }

    /// Compares node by node with a work list instead of recursion, so trees thousands of
    /// levels deep (`bench-trees/chain.json`) compare on a thread's 512 KB stack.
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        var pending: [(ViewNode, ViewNode)] = [(a, b)]
        while let (x, y) = pending.popLast() {
            guard x.id == y.id, x.role == y.role, x.label == y.label, x.text == y.text, x.image == y.image,
                  x.style == y.style, x.allowedChecks == y.allowedChecks, x.children.count == y.children.count else {
                return false
            }
            pending.append(contentsOf: zip(x.children, y.children))
        }
        return true
    }
}

/// A stand-in for a bitmap: only its pixel size matters to layout.
public struct ImageContent: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public var description: String { "Image(\(formatNumber(width))×\(formatNumber(height)))" }
}

extension ViewNode {
    static func sameOwnFields(_ a: inout ViewNode, _ b: inout ViewNode) -> Bool {
        a.id == b.id && a.text == b.text && a.image == b.image && a.role == b.role && a.label == b.label
            && a.allowedChecks == b.allowedChecks && a.style == b.style
    }
}
