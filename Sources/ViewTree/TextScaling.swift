extension ViewNode {
    /// The same tree with every font size times `factor`, as Dynamic Type scales text.
    public func scalingText(by factor: Double) -> ViewNode {
        guard factor != 1 else { return self }
        var scaled = self
        scaled.style.fontSize *= factor
        scaled.children = children.map { $0.scalingText(by: factor) }
        return scaled
    }
}
