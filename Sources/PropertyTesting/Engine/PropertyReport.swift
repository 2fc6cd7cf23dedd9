/// How a run ended.
public enum PropertyStatus: String, Sendable, Codable {
    /// Every case ran to a pass or a discard (and any required coverage was met).
    case passed
    /// A case failed; the report holds the original and the shrunk case.
    case falsified
    /// Too many discarded cases before `maxTestsCount` passed.
    case gaveUp
    /// The run could not start (e.g. a replay token that does not parse).
    case error
}

/// Everything a run found out, with the exact lines to print for a failure.
public struct PropertyReport<Input, Evidence: Sendable> {
    /// How the run ended.
    public var status: PropertyStatus
    /// Cases that ran the property to a verdict other than discard, including the failing one.
    public var testsRun: Int
    /// Cases the property discarded (`Verdict.discard`), a filter rejected, or that ran out of
    /// choices (`maxChoices`).
    public var discards: Int
    /// Accepted shrink steps.
    public var shrinks: Int
    /// Property invocations after the first failure, including the final replay.
    public var shrinkCalls: Int
    /// Property invocations up to and including the first failure.
    public var callsToFirstFailure: Int
    /// Nil when shrinking ran to its end; otherwise the cap that stopped it.
    public var shrinkStoppedBy: ShrinkStop?
    /// The first failing case found, before shrinking; `nil` when none failed.
    public var original: FailingCase<Input, Evidence>?
    /// The failing case after shrinking (the original when shrinking found nothing smaller or was
    /// switched off); `nil` when none failed.
    public var shrunk: FailingCase<Input, Evidence>?
    /// The failing case's own seeds; nil when it came from an explicit example or a saved one.
    public var seed1: UInt64?
    /// The second seed of the failing case's pair; `nil` as ``seed1`` is.
    public var seed2: UInt64?
    /// The size the failing case was generated at; `nil` as ``seed1`` is.
    public var size: Int?
    /// Replays the shrunk case in one call (`.replay(choices:)`).
    public var choiceToken: String?
    /// The labels, classes, collected values and coverage of the cases that ran.
    public var statistics: Statistics
    /// The health warnings and unmet coverage of the run, one line each; empty when none.
    public var healthWarnings: [String]
    /// The failure did not fail again when its choices were replayed.
    public var flaky: Bool
    /// Why the run gave up or could not run.
    public var message: String?

    /// The lines to print, starting with the ones every JUnit consumer shows.
    public var failureLines: [String] { failureLines(replayCommand: nil) }

    /// The lines to print, with `replayCommand` among the replay lines when there is one.
    public func failureLines(replayCommand: String?) -> [String] {
        switch status {
        case .passed:
            return []
        case .gaveUp, .error:
            return [message ?? status.rawValue] + ReplayLines.lines(seed: nil, token: nil, command: replayCommand)
        case .falsified:
            guard let failing = shrunk ?? original else { return [] }
            var lines: [String]
            if token == nil, seed1 == nil {
                lines = ["Falsifiable (explicit example, after \(plural(testsRun, "test"))):"]
            } else {
                lines = ["Falsifiable (after \(plural(testsRun, "test")), \(plural(shrinks, "shrink"))):"]
            }
            lines.append(failing.description)
            if let thrown = failing.thrownError { lines.append("Error thrown: \(thrown)") }
            lines += ReplayLines.lines(seed: seed, token: choiceToken, command: replayCommand)
            if let shrinkStoppedBy {
                lines.append("Shrinking stopped by the \(shrinkStoppedBy.rawValue) after \(shrinkCalls) calls; the input may shrink further")
            }
            if flaky { lines.append("Flaky: the failure did not fail again when replayed") }
            return lines
        }
    }

    private var token: String? { choiceToken }

    /// The failing case's own seed pair and size, when it has them.
    public var seed: (seed1: UInt64, seed2: UInt64, size: Int)? {
        guard let seed1, let seed2, let size else { return nil }
        return (seed1, seed2, size)
    }
}

extension PropertyReport: Sendable where Input: Sendable {}

/// `1 test`, `2 tests`.
func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
