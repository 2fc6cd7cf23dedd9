import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM for `layoutwatch run`: the first one cancels the run (its running tests
/// end as interrupted and the reports are still written); the process then exits as the shell
/// expects of a stop by that signal (130, 143).
final class StopSignals {
    private final class Caught: Sendable {
        let signal = Mutex<Int32?>(nil)
    }
    private let caught = Caught()
    private let sources: [any DispatchSourceSignal]

    /// Calls `stop` on the first SIGINT or SIGTERM, on a queue of its own.
    init(stop: @escaping @Sendable () -> Void) {
        let caught = self.caught
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let first = caught.signal.withLock { seen in
                    defer { seen = seen ?? number }
                    return seen == nil
                }
                if first { stop() }
            }
            source.resume()
            return source
        }
    }

    /// The signal that stopped the run, if one did.
    var caughtSignal: Int32? { caught.signal.withLock { $0 } }

    /// 128 + the signal: what a shell reports for a process that a signal ended.
    var exitCode: Int32? { caughtSignal.map { 128 + $0 } }

    deinit { sources.forEach { $0.cancel() } }
}
