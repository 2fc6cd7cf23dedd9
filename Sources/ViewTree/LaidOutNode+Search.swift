extension LaidOutNode {
    /// The first node with this id, depth first from this one (itself included).
    public func first(id: String) -> LaidOutNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.first(id: id) { return found }
        }
        return nil
    }

    /// The frame of the first node with this id in this node's coordinates (frames are kept
    /// relative to the parent).
    public func frame(of id: String) -> Rect? {
        if self.id == id { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        for child in children {
            if let found = child.frame(of: id) {
                return Rect(x: found.x + child.frame.x, y: found.y + child.frame.y, width: found.width, height: found.height)
            }
        }
        return nil
    }
}
