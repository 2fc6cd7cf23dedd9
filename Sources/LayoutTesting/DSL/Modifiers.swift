import LayoutChecks
import ViewTree

extension ViewConvertible {
    /// Edits the node's style; every modifier below is one line over this.
    public func style(_ edit: (inout Style) -> Void) -> ViewNode {
        var node = self.node
        edit(&node.style)
        return node
    }

    public func id(_ id: String) -> ViewNode {
        var node = self.node
        node.id = id
        return node
    }

    public func accessibilityLabel(_ label: String?) -> ViewNode {
        var node = self.node
        node.label = label
        return node
    }

    public func role(_ role: String) -> ViewNode {
        var node = self.node
        node.role = role
        return node
    }

    /// Fixed sizes in points; `nil` leaves a side as it was.
    public func frame(width: Double? = nil, height: Double? = nil) -> ViewNode {
        style {
            if let width { $0.width = .points(width) }
            if let height { $0.height = .points(height) }
        }
    }

    public func width(_ width: Dimension) -> ViewNode { style { $0.width = width } }
    public func height(_ height: Dimension) -> ViewNode { style { $0.height = height } }
    public func minWidth(_ value: Dimension) -> ViewNode { style { $0.minWidth = value } }
    public func minHeight(_ value: Dimension) -> ViewNode { style { $0.minHeight = value } }
    public func maxWidth(_ value: Dimension) -> ViewNode { style { $0.maxWidth = value } }
    public func maxHeight(_ value: Dimension) -> ViewNode { style { $0.maxHeight = value } }
    public func aspectRatio(_ ratio: Double) -> ViewNode { style { $0.aspectRatio = ratio } }

    public func padding(_ all: Double) -> ViewNode { style { $0.padding = Edges(all: .points(all)) } }
    public func padding(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) -> ViewNode {
        style { $0.padding = Edges(top: .points(top), right: .points(right), bottom: .points(bottom), left: .points(left)) }
    }
    public func margin(_ all: Double) -> ViewNode { style { $0.margin = Edges(all: .points(all)) } }
    public func margin(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) -> ViewNode {
        style { $0.margin = Edges(top: .points(top), right: .points(right), bottom: .points(bottom), left: .points(left)) }
    }
    public func gap(_ gap: Double) -> ViewNode {
        style {
            $0.rowGap = .points(gap)
            $0.columnGap = .points(gap)
        }
    }

    public func grow(_ factor: Double = 1) -> ViewNode { style { $0.flexGrow = factor } }
    public func shrink(_ factor: Double) -> ViewNode { style { $0.flexShrink = factor } }
    public func basis(_ basis: Dimension) -> ViewNode { style { $0.flexBasis = basis } }
    public func justify(_ justify: JustifyContent) -> ViewNode { style { $0.justifyContent = justify } }
    public func align(_ align: AlignItems) -> ViewNode { style { $0.alignItems = align } }
    public func alignSelf(_ align: AlignSelf) -> ViewNode { style { $0.alignSelf = align } }
    public func wrap(_ wrap: FlexWrap = .wrap) -> ViewNode { style { $0.flexWrap = wrap } }

    /// Takes the node out of flow, placed by insets from its parent's padding box.
    public func absolute(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) -> ViewNode {
        style {
            $0.position = .absolute
            $0.inset = Edges(top: top.map { .points($0) } ?? .auto, right: right.map { .points($0) } ?? .auto,
                             bottom: bottom.map { .points($0) } ?? .auto, left: left.map { .points($0) } ?? .auto)
        }
    }

    public func lineLimit(_ lines: Int?) -> ViewNode { style { $0.maxLines = lines } }
    public func font(size: Double) -> ViewNode { style { $0.fontSize = size } }
    /// The CSS weight (400 normal, 700 bold): measured in the bold face from 600 up, and large
    /// text for the contrast check from 18.67 pt (14 pt in WCAG's print points) when bold.
    public func font(weight: Int) -> ViewNode { style { $0.fontWeight = weight } }
    public func bold() -> ViewNode { font(weight: 700) }
    public func foreground(_ color: String) -> ViewNode { style { $0.color = color } }
    public func background(_ color: String) -> ViewNode { style { $0.backgroundColor = color } }
    public func clipped() -> ViewNode {
        style {
            $0.overflowX = .hidden
            $0.overflowY = .hidden
        }
    }
}

extension ViewConvertible {
    /// Switches layout checks off for this node alone (a decorative image's `.missingLabel`,
    /// a title that may truncate); a violation naming the node under one of these rules is dropped.
    public func allowing(_ rules: CheckRule...) -> ViewNode { allowing(rules) }

    /// The same as `allowing(_:)`, in the words of a switch.
    public func checks(off rules: CheckRule...) -> ViewNode { allowing(rules) }

    private func allowing(_ rules: [CheckRule]) -> ViewNode {
        var node = self.node
        node.allowedChecks += rules.map(\.name).filter { !node.allowedChecks.contains($0) }
        return node
    }

    public func opacity(_ value: Double) -> ViewNode { style { $0.opacity = value } }
    public func hidden(_ hidden: Bool = true) -> ViewNode { style { $0.visibility = hidden ? .hidden : .visible } }
    public func zIndex(_ value: Int?) -> ViewNode { style { $0.zIndex = value } }
}
