import Foundation

/// Runs async work started by screens on a serial queue of its own, so a host that blocks a
/// thread of the cooperative pool while it waits for the work cannot starve it.
final class WorkExecutor: TaskExecutor {
    static let shared = WorkExecutor()
    private let queue = DispatchQueue(label: "PageObjects.work")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // Safe: the unowned executor is this shared executor, which lives for the whole process
        // (`shared` is a static let), so it outlives every job run on it; each job is run once.
        let executor = unsafe asUnownedTaskExecutor()
        queue.async { unsafe job.runSynchronously(on: executor) }
    }
}
