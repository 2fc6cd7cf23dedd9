import Foundation
import PropertyTesting
import Testing
import TestReport
import Watcher

/// The worker's command line: the daemon's encoder and the worker's decoder agree on every
/// field, a person can type it, and a mistake in it says what was wrong and what to pass.
@Suite struct WorkerInvocationTests {
    static let everything = WorkerInvocation(
        mode: .run("Suite/odd name ✓"), specDirectories: ["/p/Specs", "/p/Design Specs"], stateDirectory: "/p/.state",
        font: "/fonts/A.ttf", strategy: .consistent, maxTests: 7, replay: .seed(seed1: 1, seed2: UInt64.max, size: 9),
        crashShrink: ChoiceToken(size: 3, indices: [1, 200]), filter: "card", protocolOut: "/tmp/p.jsonl")

    @Test(arguments: [
        everything,
        WorkerInvocation(),
        WorkerInvocation(mode: .list, protocolOut: "/tmp/list"),
        WorkerInvocation(mode: .run("S/t"), strategy: .random, replay: .token("lw1:2:AQ")),
    ])
    func everyFieldSurvivesTheCommandLine(_ invocation: WorkerInvocation) throws {
        #expect(try WorkerInvocation(arguments: invocation.arguments) == invocation)
    }

    @Test func everyFieldSurvivesJSON() throws {
        let data = try JSONEncoder().encode(Self.everything)
        #expect(try JSONDecoder().decode(WorkerInvocation.self, from: data) == Self.everything)
    }

    @Test func aPersonCanRunASuiteByHand() throws {
        let typed = try WorkerInvocation(arguments: ["--spec-dir", "A", "--spec-dir", "B", "--strategy", "consistent",
                                                     "--seed", "12", "34", "5", "--filter", "card"])
        #expect(typed == WorkerInvocation(specDirectories: ["A", "B"], strategy: .consistent,
                                          replay: .seed(seed1: 12, seed2: 34, size: 5), filter: "card"))
        #expect(try WorkerInvocation(arguments: []).specDirectories == [WorkerInvocation.defaultSpecDirectory])
    }

    /// `layoutwatch replay` prints and takes the same words a worker reads.
    @Test func aReplayIsSpelledAsTheReplayCommandSpellsIt() throws {
        let command = ReplayCommandLine.make(test: TestDescriptor(suite: "S", name: "t", kind: .property), token: nil,
                                             seed: (12, 34, 5), environment: [LayoutWatchInvocation.variable: "layoutwatch"])
        let words = command.split(separator: " ").dropFirst(3).map(String.init)
        #expect(try WorkerInvocation(arguments: words).replay == .seed(seed1: 12, seed2: 34, size: 5))
    }

    @Test(arguments: [
        (["--max-tests", "many"], "--max-tests: 'many' is not a whole number; give a count of cases"),
        (["--strategy", "sometimes"], #"--strategy: unknown strategy 'sometimes'; use "random" or "consistent""#),
        (["--seed", "1", "2"], "--seed needs the seed pair and size after it"),
        (["--crash-shrink", "abc"], #"--crash-shrink: choice token "abc" is not of the form lw1:<size>:<choices>"#),
        (["--replay-token", "lw1:0:AA"], "unknown argument '--replay-token'; a suite takes [worker (--list | --run ID)]"),
        (["--run"], "--run needs a test id after it"),
    ])
    func aBadFlagSaysWhatWasWrongAndWhatToPass(_ arguments: [String], _ message: String) {
        #expect {
            try WorkerInvocation(arguments: arguments)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func theConfigsStrategyIsTheSharedEnum() throws {
        let config = try Configuration.parse(#"{"run": {"strategy": "consistent", "maxTestsCount": 3}}"#, file: "config.json")
        #expect(config.run.strategy == .consistent)
        let invocation = try WorkerInvocation(arguments: config.workerInvocation.arguments)
        #expect(invocation.strategy == .consistent && invocation.maxTests == 3)
    }
}
