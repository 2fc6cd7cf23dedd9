import Synchronization

/// Slab chunks given back by finished layouts, kept (up to `limit` bytes) for the next layout
/// to take: a layout of a large tree then writes its boxes into memory the process already has
/// mapped. Freed to `malloc`, a layout's chunks went back to the system when glibc trimmed or
/// deleted the heap they were in (a thread's heap is deleted once empty), and the next layout
/// faulted every page in again: about 2,000 page faults a layout in `layoutwatch-bench layout
/// --no-taffy` over three trees, which doubled the median round of `wide`.
final class ScratchChunks: Sendable {
    static let shared = ScratchChunks(limit: 16 << 20)

    private struct State {
        /// Kept chunks, as sizes and addresses (a pointer is not `Sendable`): a few dozen at
        /// most, searched in a line (a dictionary by size rehashed on its first entries, 45
        /// instructions a node of a one-off layout of `wide`).
        var free: [(bytes: Int, address: UInt)] = []
        var bytes = 0
    }

    private let state: Mutex<State>
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
        state = Mutex(State())
    }

    /// A chunk of `byteCount` bytes aligned to a cache line: a kept one, or a new one.
    // Safe: a kept chunk was given back by the slab that took it, with its byte count, and is no
    // longer used; a new one is allocated with the 64-byte alignment every chunk has.
    func take(byteCount: Int) -> UnsafeMutableRawPointer {
        let kept = state.withLock { state -> UInt? in
            guard let index = state.free.lastIndex(where: { $0.bytes == byteCount }) else { return nil }
            state.bytes -= byteCount
            return state.free.remove(at: index).address
        }
        return unsafe kept.flatMap { unsafe UnsafeMutableRawPointer(bitPattern: $0) }
            ?? UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    }

    /// Keeps `chunk` (of `byteCount` bytes, from `take`) for a later layout, or frees it when
    /// `limit` bytes are kept already.
    // Safe: the caller gives up `chunk` (whose values it deinitialized); it is either kept as an
    // address for one later `take` or freed, never both.
    func giveBack(_ chunk: UnsafeMutableRawPointer, byteCount: Int) {
        let address = UInt(bitPattern: chunk)
        let kept = state.withLock { state -> Bool in
            guard state.bytes + byteCount <= limit else { return false }
            state.free.append((byteCount, address))
            state.bytes += byteCount
            return true
        }
        if !kept { unsafe chunk.deallocate() }
    }
}
