import ViewTree

/// The root is placed like an absolutely positioned box at the origin of its containing block.
enum RootLayout {
    static func perform(_ root: LayoutBox, parentSize: OptSize, available: AvailSize, context: LayoutContext) {
        if root.isHidden { return }
        _ = NodeLayout.compute(root, known: .none, parent: parentSize, available: available,
                               performLayout: true, inherentSize: true, context: context)
        let margin = root.margins(parentSize.width)
        let inset = root.insets(parentSize)
        root.frame.x = margin.left + (inset.left ?? 0)
        root.frame.y = margin.top + (inset.top ?? 0)
    }
}
