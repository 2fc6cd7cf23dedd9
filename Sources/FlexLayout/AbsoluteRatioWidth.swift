import ViewTree

extension AbsoluteLayout {
    /// The width of an absolutely positioned box (or the root) with an aspect ratio and a
    /// specified height, specified or made by the ratio: at least its min-content width, within
    /// its own `max-width`, unless a `min-width` or scrolling says otherwise. Chromium gives a
    /// box of specified width the ratio's automatic minimum too, though its ratio sizes nothing
    /// (a flex item keeps its width).
    static func ratioFloorWidth(_ box: LayoutBox, width: Double?, base: OptSize, paddingBorder pb: Size) -> Double? {
        guard case .some = box.style.aspectRatio, let width, box.style.minWidth == .auto, !box.isScrollContainer,
              !box.style.width.isContentKeyword, !box.style.height.isContentKeyword,
              let height = StyleSupport.resolve(box.style.height, width: false, box: box, base: base, adjust: 0),
              height >= 0 else { return width }
        let own = StyleSupport.ownLimits(box, base: base, paddingBorder: pb).max.width
        let content = StyleSupport.intrinsicWidth(box, .minContent, base: base)
        return max(width, content.clamped(nil, own))
    }
}
