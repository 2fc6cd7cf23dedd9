import ViewTree

/// A box with both vertical insets set and no auto margin there aligns in the
/// inset-modified containing block by its own `align-self` (css-position-3 §4.4, as
/// Chromium: the container's `align-items` is not used, and the inline axis keeps the start).
extension AbsoluteLayout {
    /// `nil` for `auto` and `normal`: the box then starts at the block's start,
    /// however far it overflows.
    static func blockAxisInsetMode(_ alignSelf: AlignSelf) -> StaticMode? {
        switch alignSelf {
        case .auto, .normal: nil
        case .center: .center
        case .end, .flexEnd, .selfEnd, .lastBaseline: .end
        default: .start
        }
    }

    /// The box's start edge between `start` and `end` (its inset-modified containing block).
    /// A box larger than that block is aligned as if it fitted, then kept inside the
    /// containing block (`padding`), its start edge first.
    static func insetAligned(start: Double, end: Double, padding: (start: Double, end: Double), size: Double,
                             marginStart: Double, marginEnd: Double, mode: StaticMode) -> Double {
        let outer = size + marginStart + marginEnd
        let free = end - start - outer
        var edge: Double
        switch mode {
        case .start: edge = start
        case .end: edge = start + free
        case .center: edge = start + free / 2
        }
        if free < 0 {
            edge = min(edge, padding.end - outer)
            edge = max(edge, padding.start)
        }
        return edge + marginStart
    }

    /// Whether `align-self` keeps an auto height between set insets at its content's
    /// (anything but `auto`, `normal` and `stretch`, which fill the inset-modified block).
    static func shrinksBetweenInsets(_ alignSelf: AlignSelf) -> Bool {
        switch alignSelf {
        case .auto, .normal, .stretch: false
        default: true
        }
    }
}
