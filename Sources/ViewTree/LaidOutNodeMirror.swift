extension LaidOutNode: CustomReflectable {
    /// The node's public fields, for `dump`, `print` and debuggers: its stored fields hold the
    /// role, label, colours and text layout in a shared details block and slot, which would show
    /// none of them.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "id": id as Any, "text": text as Any, "frame": frame, "clips": clips, "role": role as Any,
            "label": label as Any, "textLayout": textLayout as Any, "backgroundColor": backgroundColor as Any,
            "color": color as Any, "traits": traits as Any, "children": children,
        ], displayStyle: .struct)
    }
}
