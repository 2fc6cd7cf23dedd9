import Foundation
import TestReport

/// What `layoutwatch run` and `watch` did, one JSON object per line in the file named by
/// `--events`, for scripts and tests that follow the daemon without reading its terminal.
///
/// Each line is an object with one key, the event's name, holding its fields:
/// `{"passEnded":{"reason":"start","ran":7,"passed":5,"failed":2,…}}`. Fields are only ever
/// added; a reader skips names it does not know (`DaemonEvent.read` does).
public enum DaemonEvent: Codable, Sendable, Equatable {
    /// The daemon has read every watched folder and polls every `interval` seconds from now.
    case watching(interval: Double, buildInputs: Int)
    /// A pass begins: a build first when `rebuild`.
    case passStarted(reason: String, rebuild: Bool)
    /// One test of the running pass finished.
    case testFinished(id: String, status: TestStatus, duration: Double)
    /// A pass ran its tests; the counts are this pass's, `closingLine` the whole suite's.
    /// Recorded after the reports were written, as are `buildFailed` and `buildStopped`.
    case passEnded(reason: String, ran: Int, passed: Int, failed: Int, interrupted: Int, stale: Bool, closingLine: String)
    /// The build failed: nothing ran and the last good results are kept, stale.
    case buildFailed(reason: String, summary: String, errors: [String])
    /// The build did not finish (a signal, its time limit): the reports on disk are kept.
    case buildStopped(reason: String, why: String)
    /// The reports now hold the pass that ended last.
    case reportsWritten(index: String)
    /// After a pass, the first poll that found no change: the daemon is waiting for edits.
    case idle
    /// An edited config.json could not be used; the running configuration is kept.
    case configRejected(problem: String)
    /// The process is about to exit.
    case stopped

    /// The event that ends `pass`, run for `plan`.
    public static func ended(_ pass: PassRunner.Pass, plan: RunPlan) -> DaemonEvent {
        if let stopped = pass.stopped { return .buildStopped(reason: plan.reason, why: stopped.reason) }
        if let failure = pass.buildFailure {
            return .buildFailed(reason: plan.reason, summary: failure.summary,
                                errors: failure.diagnostics.filter { $0.severity == .error }.map(\.description))
        }
        let (passed, failed, interrupted) = pass.ranCounts
        return .passEnded(reason: plan.reason, ran: pass.ran.count, passed: passed, failed: failed,
                          interrupted: interrupted, stale: pass.summary.stale,
                          closingLine: pass.summary.closingLine)
    }

    /// The events in `data`, a file written through `EventLog`; lines it cannot read (a newer
    /// event, a line still being written) are skipped.
    public static func read(_ data: Data) -> [DaemonEvent] {
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(DaemonEvent.self, from: Data($0)) }
    }
}
