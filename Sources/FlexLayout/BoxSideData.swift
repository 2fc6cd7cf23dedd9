import ViewTree

/// What a box passes through to its laid-out node.
final class PassThrough {
    let color: String?
    let background: String?
    let role: String?
    let label: String?
    let traits: CheckTraits?
    init(color: String?, background: String?, role: String?, label: String?, traits: CheckTraits?) {
        self.color = color
        self.background = background
        self.role = role
        self.label = label
        self.traits = traits
    }
}

/// A text leaf's measurements, kept between steps (and passes of a `LayoutSession`): sizes
/// only; the lines are set when the result's are read. Lives in the `BoxArena`.
struct TextCache {
    var intrinsic: TextIntrinsicSizes?
    /// The text's extent when last set, at the width it was broken at (with the node's line limit).
    var last: (width: Double, extent: TextExtent)?
}
