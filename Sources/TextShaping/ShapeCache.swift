import Synchronization

/// Shaped texts by their exact code points, shared by every copy of a measurer and safe to use
/// from many threads. Shaping is size-independent, so one entry serves every font size and
/// width. When full it starts over, which bounds memory without bookkeeping on every hit.
final class ShapeCache: Sendable {
    private let entries = Mutex<[ShapeKey: ShapedParagraph]>([:])
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    func paragraph(for text: String, shape: (String) -> ShapedParagraph) -> ShapedParagraph {
        let key = ShapeKey(text: text)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let shaped = shape(text)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = shaped
        }
        return shaped
    }
}
