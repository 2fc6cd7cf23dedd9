import TestReport
import ViewTree

/// A painted node with content (text that is not blank, an image role, or children) that was
/// given no width or no height: its content is laid out but cannot be seen.
public struct ZeroSizeCheck: LayoutCheck {
    public let rule = "zeroSize"
    public var severity: Severity

    public init(severity: Severity = .error) { self.severity = severity }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.compactMap { entry in
            let node = entry.node
            let hasText = node.text.map { !$0.allSatisfy(\.isWhitespace) } ?? false
            guard entry.paints, isEmpty(entry.frame), hasText || node.isImage || !node.children.isEmpty else { return nil }
            let zero = [entry.frame.width <= 0 ? "width" : nil, entry.frame.height <= 0 ? "height" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            let content = hasText ? "text" : node.isImage ? "an image" : "\(node.children.count) children"
            let message = "\(node.kind) \(entry.reference.name) \(describe(entry.frame)) has zero \(zero) but holds \(content)"
            return Violation(rule: rule, message: message, nodes: [entry.reference], severity: severity)
        }
    }
}
