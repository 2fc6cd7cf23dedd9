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
        /// Addresses of kept chunks by size (as integers: a pointer is not `Sendable`).
        var free: [Int: [UInt]] = [:]
        var bytes = 0
    }
    private let state: Mutex<State>
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
        state = Mutex(State())
    }

    /// A chunk of `byteCount` bytes aligned to a cache line: a kept one, or a new one.
    func take(byteCount: Int) -> UnsafeMutableRawPointer {
        let kept = state.withLock { state -> UInt? in
            guard let chunk = state.free[byteCount]?.popLast() else { return nil }
            state.bytes -= byteCount
            return chunk
        }
        return kept.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
            ?? UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    }

    /// Keeps `chunk` (of `byteCount` bytes, from `take`) for a later layout, or frees it when
    /// `limit` bytes are kept already.
    func giveBack(_ chunk: UnsafeMutableRawPointer, byteCount: Int) {
        let address = UInt(bitPattern: chunk)
        let kept = state.withLock { state -> Bool in
            guard state.bytes + byteCount <= limit else { return false }
            state.free[byteCount, default: []].append(address)
            state.bytes += byteCount
            return true
        }
        if !kept { chunk.deallocate() }
    }
}
