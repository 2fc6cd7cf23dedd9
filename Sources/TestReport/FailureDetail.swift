import Foundation
import PropertyTesting
import ViewTree

/// Everything a person needs to understand and replay one failure.
public struct FailureDetail: Sendable, Codable, Equatable {
    /// One line: what went wrong.
    public var message: String
    /// The lines every JUnit consumer shows first: `Falsifiable (after N tests, M shrinks)`,
    /// the shrunk input, `Replay with <s1> <s2> and size <n>`, the choice token, the command.
    public var replayLines: [String]
    public var replay: ReplayInfo?
    /// The input as first found, and after shrinking (`String(describing:)`).
    public var originalInput: String?
    public var shrunkInput: String?
    public var violations: [Violation]
    /// The laid-out tree of the shrunk case, for the SVG rendering.
    public var layout: LaidOutNode?
    /// For spec tests: where in the spec file the failing case is.
    public var location: SourceLocation?
    /// For spec tests: every failing input and every problem in the file, in the order of the
    /// replay lines that print them; `nil` for other tests (and in results written before it).
    public var failingCases: [SpecCaseFailure]?
    /// For crashes: the runtime's message and the backtrace's top frames.
    public var crash: CrashReport?
    /// For layout tests: every distinct failure (rule and node paths) across the failing cases,
    /// with how many cases had it; `nil` for other tests.
    public var clusters: [ViolationCluster]?
    /// For snapshot tests: the recorded layout the actual one (`layout`) was compared with.
    public var reference: LaidOutNode?
    /// For screen tests: the steps of the shrunk action sequence, the last one the failing step.
    public var steps: [FailureStep]?
    /// Problems in the user's spec files (malformed JSON, wrong types, unknown keys): the
    /// report gives each such file a page; `nil` when there are none.
    public var diagnostics: [FileDiagnostic]?
    /// For page tests: a PNG of the page in the browser with the violations drawn over it;
    /// the report shows it beside the SVG.
    public var screenshot: Data?

    public init(message: String, replayLines: [String] = [], replay: ReplayInfo? = nil,
                originalInput: String? = nil, shrunkInput: String? = nil, violations: [Violation] = [],
                layout: LaidOutNode? = nil, location: SourceLocation? = nil, crash: CrashReport? = nil) {
        self.message = message
        self.replayLines = replayLines
        self.replay = replay
        self.originalInput = originalInput
        self.shrunkInput = shrunkInput
        self.violations = violations
        self.layout = layout
        self.location = location
        self.crash = crash
    }

    /// The full failure text: replay lines first, then the message, every violation, the steps of
    /// a failing action sequence, the place, and the crash's runtime message and top frames.
    public var text: String {
        var lines = replayLines
        lines.append(message)
        lines += violations.map { "- \($0.message)" }
        if let steps, !steps.isEmpty {
            lines.append("Steps: " + steps.map { "\($0.number) \($0.action)\($0.failure == nil ? "" : " ✘")" }.joined(separator: " · "))
        }
        let elsewhere = (clusters ?? []).filter { !$0.inShrunkCase }
        if !elsewhere.isEmpty {
            lines.append("Also in other failing cases:")
            lines += elsewhere.map { "- \($0.representative.message) (\($0.cases) case\($0.cases == 1 ? "" : "s"))" }
        }
        if let location { lines.append("at \(location)") }
        if let crash, crash.message != nil || !crash.frames.isEmpty {
            lines += ["", "Crash:"] + (crash.message.map { [$0] } ?? []) + crash.frames
        }
        return lines.joined(separator: "\n")
    }
}

/// How to reproduce a generated case: its own seed pair and size when it was generated, its
/// choice token when one is known (a saved failure, a crash), and the command.
public struct ReplayInfo: Sendable, Codable, Equatable {
    public var seed1: UInt64?
    public var seed2: UInt64?
    public var size: Int?
    public var testsRun: Int
    public var shrinks: Int
    /// The versioned choice token that replays the shrunk case in one call.
    public var token: String?
    /// `layoutwatch replay <test> …`.
    public var command: String

    public init(seed1: UInt64?, seed2: UInt64?, size: Int?, testsRun: Int, shrinks: Int, token: String?,
                command: String) {
        self.seed1 = seed1
        self.seed2 = seed2
        self.size = size
        self.testsRun = testsRun
        self.shrinks = shrinks
        self.token = token
        self.command = command
    }
}

extension ReplayInfo {
    /// `Replay with …`, `Replay token: …`, `Replay command: …`, as far as they are known.
    public var lines: [String] {
        let seed = seed1.flatMap { seed1 in seed2.flatMap { seed2 in size.map { (seed1, seed2, $0) } } }
        return ReplayLines.lines(seed: seed, token: token, command: command)
    }

    /// `s1 s2` when the case has its own seeds.
    public var seedText: String? {
        guard let seed1, let seed2 else { return nil }
        return "\(seed1) \(seed2)"
    }
}
