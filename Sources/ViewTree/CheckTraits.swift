/// `visibility`: `nil` on a node means inherited from its parent, as in CSS.
public enum Visibility: String, Sendable, Hashable, Codable { case visible, hidden }

/// What the layout checks read of a laid-out node beyond its frame: how it paints (stacking,
/// transparency, visibility), how it flows, and which checks the node itself switches off.
/// A node whose traits are all initial carries none (`LaidOutNode.traits == nil`).
public struct CheckTraits: Sendable, Hashable, Codable {
    /// `opacity`; `0` hides the node and its whole subtree from overlap and contrast checks.
    public var opacity: Double = 1
    /// `visibility` as declared; `nil` inherits.
    public var visibility: Visibility? = nil
    /// `z-index` as declared; a pair of overlapping nodes where one is stacked above the other
    /// by a declared `z-index` is intended layering.
    public var zIndex: Int? = nil
    /// Rule names this node switches off for itself (`truncation`, `overlap`, …).
    public var allowedChecks: [String] = []
    /// `position: absolute`: out of flow, so it is no part of its parent's flex content.
    public var absolute: Bool = false
    /// The main axis of a container with children; `nil` for `row`, the initial value.
    public var flexDirection: FlexDirection? = nil
    /// Right to left, which puts a row's trailing edge on the left.
    public var rtl: Bool = false
    /// `false` for a node that makes no box: `display: none` (with its subtree) or
    /// `display: contents` (the node alone; its children make boxes).
    public var makesBox: Bool = true

    public init(opacity: Double = 1, visibility: Visibility? = nil, zIndex: Int? = nil, allowedChecks: [String] = [],
                absolute: Bool = false, flexDirection: FlexDirection? = nil, rtl: Bool = false) {
        self.opacity = opacity
        self.visibility = visibility
        self.zIndex = zIndex
        self.allowedChecks = allowedChecks
        self.absolute = absolute
        self.flexDirection = flexDirection
        self.rtl = rtl
    }

    /// The traits of a node with this style, or `nil` when there is nothing to carry.
    public static func of(_ style: borrowing Style, allowed: [String], hasChildren: Bool, rtl: Bool) -> CheckTraits? {
        of(opacity: style.opacity, visibility: style.visibility, zIndex: style.zIndex, position: style.position,
           flexDirection: style.flexDirection, allowed: allowed, hasChildren: hasChildren, rtl: rtl)
    }

    /// The same from the style's fields, for callers that hold the style only by address.
    @inlinable public static func of(opacity: Double, visibility: Visibility?, zIndex: Int?, position: Position,
                          flexDirection: FlexDirection, allowed: [String], hasChildren: Bool, rtl: Bool) -> CheckTraits? {
        if carriesNothing(opacity: opacity, visibility: visibility, zIndex: zIndex, position: position,
                          flexDirection: flexDirection, noneAllowed: allowed.isEmpty, hasChildren: hasChildren, rtl: rtl) {
            return nil
        }
        let traits = CheckTraits(opacity: opacity, visibility: visibility, zIndex: zIndex, allowedChecks: allowed,
                                 absolute: position == .absolute,
                                 flexDirection: hasChildren && flexDirection != .row ? flexDirection : nil, rtl: rtl)
        return traits == CheckTraits() ? nil : traits
    }

    /// Whether `of` answers `nil` for certain, without building traits to compare (most nodes
    /// carry nothing). Takes whether the allowed checks are empty, not the array: the layout
    /// engine reads that in place for every node, where passing the array retained it.
    @inlinable public static func carriesNothing(opacity: Double, visibility: Visibility?, zIndex: Int?, position: Position,
                                                 flexDirection: FlexDirection, noneAllowed: Bool, hasChildren: Bool,
                                                 rtl: Bool) -> Bool {
        opacity == 1 && visibility == nil && zIndex == nil && noneAllowed && position != .absolute
            && (!hasChildren || flexDirection == .row) && !rtl
    }
}

extension FlexDirection: Codable {}

extension CheckTraits {
    /// The same traits on a node that makes no box.
    public var withoutBox: CheckTraits {
        var traits = self
        traits.makesBox = false
        return traits
    }
}
