import Synchronization

/// Shaped texts by their string, shared by every copy of a measurer and safe to use from many
/// threads. Shaping is size-independent, so one entry serves every font size and width.
/// When full it starts over, which keeps memory bounded without bookkeeping per hit.
final class ShapeCache: Sendable {
    private let entries = Mutex<[String: ShapedParagraph]>([:])
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    func paragraph(for text: String, shape: (String) -> ShapedParagraph) -> ShapedParagraph {
        if let hit = entries.withLock({ $0[text] }) { return hit }
        let shaped = shape(text)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[text] = shaped
        }
        return shaped
    }

    var count: Int { entries.withLock { $0.count } }
}
