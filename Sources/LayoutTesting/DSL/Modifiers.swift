import LayoutChecks
import ViewTree

extension ViewConvertible {
    /// Edits the node's style; every modifier below is one line over this.
    public func style(_ edit: (inout Style) -> Void) -> ViewNode {
        var node = self.node
        edit(&node.style)
        return node
    }

    /// Sets the node's id, which violations, reports, page-object queries and spec diagnostics name
    /// it by (`#save`); a second call replaces the first.
    public func id(_ id: String) -> ViewNode {
        var node = self.node
        node.id = id
        return node
    }

    /// Sets the accessibility label (a `UIAccessibility` label, an Android content description);
    /// `nil` removes it, and the missing-label check then flags an image or control without one.
    public func accessibilityLabel(_ label: String?) -> ViewNode {
        var node = self.node
        node.label = label
        return node
    }

    /// Sets the node's role (`button`, `textfield`, `image`, …), which checks use to tell controls
    /// (touch-target size, labels) from decoration and page objects query with `.role(_:)`.
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

    /// The CSS `width`: `.points(n)`, `.percent(n)` of the parent's content box, or `.auto`.
    public func width(_ width: Dimension) -> ViewNode { style { $0.width = width } }
    /// The CSS `height`: `.points(n)`, `.percent(n)` of the parent's content box, or `.auto`.
    public func height(_ height: Dimension) -> ViewNode { style { $0.height = height } }
    /// The CSS `min-width`; a text leaf starts at `.points(0)` so it can shrink and wrap.
    public func minWidth(_ value: Dimension) -> ViewNode { style { $0.minWidth = value } }
    /// The CSS `min-height`; `.points(0)` lets a flex child shrink below its content's height.
    public func minHeight(_ value: Dimension) -> ViewNode { style { $0.minHeight = value } }
    /// The CSS `max-width`; wins over `width` and `flex-grow`, loses to `min-width`.
    public func maxWidth(_ value: Dimension) -> ViewNode { style { $0.maxWidth = value } }
    /// The CSS `max-height`; wins over `height` and `flex-grow`, loses to `min-height`.
    public func maxHeight(_ value: Dimension) -> ViewNode { style { $0.maxHeight = value } }
    /// The CSS `aspect-ratio`, width over height (`16/9`): the side left `auto` follows the other.
    public func aspectRatio(_ ratio: Double) -> ViewNode { style { $0.aspectRatio = ratio } }

    /// The same padding in points on all four sides.
    public func padding(_ all: Double) -> ViewNode { style { $0.padding = Edges(all: .points(all)) } }
    /// Padding in points per side; a side not given is 0 (not left as it was).
    public func padding(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) -> ViewNode {
        style { $0.padding = Edges(top: .points(top), right: .points(right), bottom: .points(bottom), left: .points(left)) }
    }
    /// The same margin in points on all four sides.
    public func margin(_ all: Double) -> ViewNode { style { $0.margin = Edges(all: .points(all)) } }
    /// Margin in points per side; a side not given is 0 (not left as it was).
    public func margin(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) -> ViewNode {
        style { $0.margin = Edges(top: .points(top), right: .points(right), bottom: .points(bottom), left: .points(left)) }
    }
    /// The CSS `gap` between children, in points, along both axes (`row-gap` and `column-gap`).
    public func gap(_ gap: Double) -> ViewNode {
        style {
            $0.rowGap = .points(gap)
            $0.columnGap = .points(gap)
        }
    }

    /// The CSS `flex-grow`: the node's share of its container's free space (1 unless given; 0 takes
    /// none).
    public func grow(_ factor: Double = 1) -> ViewNode { style { $0.flexGrow = factor } }
    /// The CSS `flex-shrink`: the node's share of an overflow it gives up (CSS's default is 1; 0
    /// keeps its size and may overflow).
    public func shrink(_ factor: Double) -> ViewNode { style { $0.flexShrink = factor } }
    /// The CSS `flex-basis`: the main-axis size before growing or shrinking.
    public func basis(_ basis: Dimension) -> ViewNode { style { $0.flexBasis = basis } }
    /// The CSS `justify-content`: where children sit along the main axis.
    public func justify(_ justify: JustifyContent) -> ViewNode { style { $0.justifyContent = justify } }
    /// The CSS `align-items`: where children sit across the main axis (`normal`, which stretches,
    /// unless set).
    public func align(_ align: AlignItems) -> ViewNode { style { $0.alignItems = align } }
    /// The CSS `align-self`: this node's own cross-axis alignment, overriding its container's.
    public func alignSelf(_ align: AlignSelf) -> ViewNode { style { $0.alignSelf = align } }
    /// The CSS `flex-wrap` (`.wrap` unless given): children that do not fit start a new line.
    public func wrap(_ wrap: FlexWrap = .wrap) -> ViewNode { style { $0.flexWrap = wrap } }

    /// Takes the node out of flow, placed by insets from its parent's padding box.
    public func absolute(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) -> ViewNode {
        style {
            $0.position = .absolute
            $0.inset = Edges(top: top.map { .points($0) } ?? .auto, right: right.map { .points($0) } ?? .auto,
                             bottom: bottom.map { .points($0) } ?? .auto, left: left.map { .points($0) } ?? .auto)
        }
    }

    /// At most `lines` lines of text (`numberOfLines`; `nil` for no limit): text beyond them is
    /// cut with an ellipsis, which the truncation check reports.
    public func lineLimit(_ lines: Int?) -> ViewNode { style { $0.maxLines = lines } }
    /// The font size in points (17 for `Text` unless given), before the run's text scale.
    public func font(size: Double) -> ViewNode { style { $0.fontSize = size } }
    /// The CSS weight (400 normal, 700 bold): measured in the bold face from 600 up, and large
    /// text for the contrast check from 18.67 pt (14 pt in WCAG's print points) when bold.
    public func font(weight: Int) -> ViewNode { style { $0.fontWeight = weight } }
    /// `font(weight: 700)`.
    public func bold() -> ViewNode { font(weight: 700) }
    /// The text color as a CSS color (`#rrggbb`, …); inherited by children and read by the
    /// contrast check.
    public func foreground(_ color: String) -> ViewNode { style { $0.color = color } }
    /// The background color, as CSS; the contrast check compares text against the nearest one
    /// behind it.
    public func background(_ color: String) -> ViewNode { style { $0.backgroundColor = color } }
    /// Clips children to the node's padding box on both axes (`overflow: hidden`); a child cut off
    /// is then reported as clipped, not as out of bounds.
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

    /// The CSS `opacity`, 0 to 1; at 0 the node and its subtree are left out of the overlap and
    /// contrast checks.
    public func opacity(_ value: Double) -> ViewNode { style { $0.opacity = value } }
    /// `visibility: hidden` when `hidden` (the default): the node keeps its space but does not
    /// paint, so checks skip it; `false` makes it visible again.
    public func hidden(_ hidden: Bool = true) -> ViewNode { style { $0.visibility = hidden ? .hidden : .visible } }
    /// The CSS `z-index` among siblings (higher paints on top); `nil` is `auto`, document order.
    public func zIndex(_ value: Int?) -> ViewNode { style { $0.zIndex = value } }
}
