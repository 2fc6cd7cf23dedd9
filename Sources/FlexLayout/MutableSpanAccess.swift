extension Array {
    /// `body` over the elements as a `MutableSpan`: its writes check the array's uniqueness
    /// once, not per element (each write of `items[i]` was a call), and stay bounds-checked.
    @inline(__always)
    mutating func withMutableSpan<R>(_ body: (inout MutableSpan<Element>) -> R) -> R {
        var span = mutableSpan
        return body(&span)
    }
}
