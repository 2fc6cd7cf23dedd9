extension ViewNode {
    /// Whether the nodes at `a` and `b` have the same own fields (everything but `children`),
    /// compared in place: read through `pointee`, each `Style` (712 bytes) would be copied,
    /// its strings and arrays retained, to be compared. Neither node is written.
    // Safe: `inout` access to the pointees only reads them (`sameOwnFields(_:_:)` compares), and
    // the caller's pointers are valid for the call (`@unsafe`); the two may be the same node,
    // which two `inout` accesses would not allow, so it is compared as itself first.
    @unsafe
    public static func sameOwnFields(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
        if unsafe a == b { return true }
        return unsafe sameOwnFields(&UnsafeMutablePointer(mutating: a).pointee, &UnsafeMutablePointer(mutating: b).pointee)
    }
}
