import Synchronization

/// Shaped texts by their exact code points, shared by every copy of a measurer and safe to use
/// from many threads. Shaping is size-independent, so one entry serves every font size and
/// width. When full it starts over, which bounds memory without bookkeeping on every hit.
final class ShapeCache: Sendable {
    /// A text compared and hashed by its UTF-8 bytes. `String`'s own `==` treats canonically
    /// equivalent texts (`é` and `e` + U+0301) as one, but their lines must quote each its own.
    private struct Key: Hashable, Sendable {
        let text: String

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

        func hash(into hasher: inout Hasher) {
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
        }
    }

    private let entries = Mutex<[Key: ShapedParagraph]>([:])
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    func paragraph(for text: String, shape: (String) -> ShapedParagraph) -> ShapedParagraph {
        let key = Key(text: text)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let shaped = shape(text)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = shaped
        }
        return shaped
    }
}
