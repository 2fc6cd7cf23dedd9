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

/// A text leaf's measurements, kept between steps (and passes of a `LayoutSession`).
final class TextCache {
    var minWidth: Double?
    var maxWidth: Double?
    /// The text as last set, at the width it was broken at (with the node's line limit).
    var last: (width: Double, set: TextMeasurement)? {
        didSet { lastShape = last.map { (width: $0.width, height: $0.set.height, lineCount: $0.set.lineCount) } }
    }
    /// The height and line count of `last`: sizing reads these without copying its lines.
    private(set) var lastShape: (width: Double, height: Double, lineCount: Int)?
}
