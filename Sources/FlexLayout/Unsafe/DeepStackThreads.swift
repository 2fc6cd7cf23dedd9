import Foundation

/// Threads whose stacks fit deep trees, kept for the next deep layout: making a thread and
/// touching its stack's first pages costs more than laying out a tree of a few hundred nodes.
/// Each thread runs one job at a time; callers that find none idle make another (at most
/// `idleLimit` wait for work, the rest end). They live, idle, as long as the process.
// Safe (`@unchecked Sendable`): `idle` is read and written only under `lock`.
final class DeepStackThreads: @unchecked Sendable {
    static let shared = DeepStackThreads()
    static let idleLimit = 4

    private let lock = NSLock()
    private var idle: [Worker] = []

    /// Runs `job` on a thread with at least `stackSize` bytes of stack, and waits for it.
    func run(stackSize: Int, _ job: @escaping @Sendable () -> Void) {
        let worker = take(stackSize: stackSize) ?? Worker(stackSize: stackSize)
        worker.perform(job)
        lock.withLock {
            if idle.count < Self.idleLimit { idle.append(worker) } else { worker.finish() }
        }
    }

    private func take(stackSize: Int) -> Worker? {
        lock.withLock {
            guard let index = idle.firstIndex(where: { $0.stackSize >= stackSize }) else { return nil }
            return idle.remove(at: index)
        }
    }

    /// One thread and its hand-over.
    // Safe (`@unchecked Sendable`): `job` is written before `start.signal()` and read by the
    // thread only after `start.wait()` returns; the caller reads nothing of it until
    // `done.wait()` returns.
    private final class Worker: @unchecked Sendable {
        let stackSize: Int
        private let start = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private var job: (@Sendable () -> Void)?
        private var ending = false

        init(stackSize: Int) {
            self.stackSize = stackSize
            let thread = Thread { [self] in loop() }
            thread.stackSize = stackSize
            thread.start()
        }

        func perform(_ job: @escaping @Sendable () -> Void) {
            self.job = job
            start.signal()
            done.wait()
        }

        /// Lets the thread end (it holds the worker until then).
        func finish() {
            ending = true
            start.signal()
        }

        private func loop() {
            while true {
                start.wait()
                if ending { return }
                job?()
                job = nil
                done.signal()
            }
        }
    }
}

extension FlexLayoutEngine {
    /// Runs `body` on this thread when its stack has room for a tree `depth` deep (counted up
    /// to `depthCounted + 1`), else on a thread whose stack fits it.
    func onLargeEnoughStack<T>(depth: Int, _ body: () -> T) -> T {
        // Handing a layout to another thread and waiting for it took ~30 µs, as long as a
        // relayout of a few hundred nodes (`depth-45` of the bench: 79 ns a node, `depth-35` 7).
        if depth <= Self.depthOnCallerStack || depth <= Self.depthOnThisStack() { return body() }
        // Safe: `body` does not escape: the job that calls it ends, and drops it, before
        // `run` returns (`DeepStackThreads.run` waits for it).
        return withoutActuallyEscaping(body) { body in
            let box = ResultBox<T>(body)
            DeepStackThreads.shared.run(stackSize: 16 << 20 + depth * (32 << 10)) {
                box.result = box.body?()
                box.body = nil  // released before withoutActuallyEscaping ends
            }
            return box.result!
        }
    }
}

/// Carries the work and its result across the layout thread.
// Safe (`@unchecked Sendable`): `body` runs only on that thread, and `result` is written there
// before the caller's wait for the job ends (`DeepStackThreads`), and read only after it.
private final class ResultBox<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    init(_ body: @escaping () -> T) { self.body = body }
}
