extension LaidOutNode: CustomReflectable {
    /// The node's public fields, for `dump`, `print` and debuggers: its stored fields are where
    /// it keeps them (`ownText`, the details block and slot), which would show an engine's text
    /// leaf with no text.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "id": id as Any, "text": text as Any, "frame": frame, "clips": clips, "role": role as Any,
            "label": label as Any, "textLayout": textLayout as Any, "backgroundColor": backgroundColor as Any,
            "color": color as Any, "traits": traits as Any, "children": children,
        ], displayStyle: .struct)
    }
}
