import Foundation
import Synchronization
import TestReport
import Watcher

/// A launcher that answers like a suite executable without starting anything: it lists
/// `tests` (asked anew at each listing), passes every run, and calls `duringRun` while a test
/// "runs" (to edit files then).
final class ScriptedLauncher: ProcessLauncher, Sendable {
    let listing: @Sendable () -> [TestDescriptor]
    let duringRun: @Sendable (String) -> Void
    private let log = Mutex<[String]>([])

    convenience init(tests: [TestDescriptor], duringRun: @escaping @Sendable (String) -> Void = { _ in }) {
        self.init(listing: { tests }, duringRun: duringRun)
    }

    init(listing: @escaping @Sendable () -> [TestDescriptor], duringRun: @escaping @Sendable (String) -> Void = { _ in }) {
        self.listing = listing
        self.duringRun = duringRun
    }

    /// Every launch so far: `build`, `list` or the id of the test run.
    var launches: [String] { log.withLock { $0 } }

    func launch(_ request: LaunchRequest) async throws -> LaunchOutcome {
        let hello = try WorkerMessage.hello(protocolName: WorkerProtocol.name, version: WorkerProtocol.version).line()
        var lines = [hello]
        let tests = listing()
        // A build's command line is no worker's.
        let invocation = try? WorkerInvocation(arguments: request.arguments)
        switch invocation?.mode {
        case .list?:
            log.withLock { $0.append("list") }
            lines.append(try WorkerMessage.tests(tests).line())
        case let .run(id)? where tests.contains { $0.id == id }:
            let test = tests.first { $0.id == id }!
            log.withLock { $0.append(test.id) }
            duringRun(test.id)
            lines.append(try WorkerMessage.result(TestResult(descriptor: test, status: .passed, duration: 0.001)).line())
        default:
            log.withLock { $0.append("build") }
            lines = []
        }
        if let path = invocation?.protocolOut {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        }
        return LaunchOutcome(termination: .exited(0), standardOutput: Data(), standardError: Data(), duration: 0.001)
    }
}
