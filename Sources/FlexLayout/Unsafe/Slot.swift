// The fence of FlexLayout: the boxes, their arena and slabs, the input tree read in place,
// and the output built in place. Everything outside `Unsafe/` compiles with strict memory
// safety and no `unsafe` (`scripts/unsafe-fence`), and reaches this memory only through the
// handles here: `LayoutBox`, `Slot` and `InPlace`.
//
// The one invariant every handle rests on: a handle is made only in this folder, from memory
// that the pass's `BoxArena` or `TreeStorage` owns and has initialized, and it never outlives
// that memory. Handles are internal to FlexLayout; the engine keeps them only in boxes, which
// live in the arena, and in the steps of a pass; the arena and the tree storage are kept by
// the pass (and its `LayoutSession`) until every box of it is released, and a box's slots are
// given back only with the box (`BoxArena.release`, `retire`), after which nothing reads it.

/// A value in the pass's arena, read and written where it is (a `TextCache`, `BoxCaches`).
// Safe: see the invariant above; a slot is written only by the pass's own thread (a layout is
// one thread's work, and its handles are not `Sendable`).
@safe
struct Slot<Pointee> {
    @usableFromInline let address: UnsafeMutablePointer<Pointee>

    @unsafe @inline(__always)
    init(_ address: UnsafeMutablePointer<Pointee>) {
        unsafe self.address = address
    }

    var pointee: Pointee {
        @inline(__always) unsafeAddress { unsafe UnsafePointer(address) }
        @inline(__always) nonmutating unsafeMutableAddress { unsafe address }
    }
}

/// A value of the pass's input tree (or a box's own resolved copy of it), read where it is:
/// a `Style` is large and holds strings, so a copy would be a `memcpy` and retains.
// Safe: see the invariant above; the input tree is never written while a pass reads it.
@safe
struct InPlace<Pointee> {
    @usableFromInline let address: UnsafePointer<Pointee>

    @unsafe @inline(__always)
    init(_ address: UnsafePointer<Pointee>) {
        unsafe self.address = address
    }

    var pointee: Pointee {
        @inline(__always) unsafeAddress { unsafe address }
    }
}
