/// A text as a shape cache key, compared and hashed by its UTF-8 bytes. `String`'s own `==`
/// treats canonically equivalent texts (`é` and `e` + U+0301) as one, but their lines must
/// quote each its own.
struct ShapeKey: Hashable, Sendable {
    let text: String

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    @inline(__always)
    func hash(into hasher: inout Hasher) {
        // Safe: the buffer is the string's own contiguous UTF-8 storage, valid (and immutable,
        // `text` is a `let`) for the closure, which reads exactly its `count` bytes and keeps no
        // pointer past it.
        let hashed: Void? = unsafe text.utf8.withContiguousStorageIfAvailable { unsafe hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
}
