import Foundation
import Runner
import Synchronization
import TestReport
import Testing
import TestSupport

/// Who decides how a test runs, highest first: a replay asked for by a command, the test's own
/// argument, the run's setting (config.json's `run.maxTestsCount`, `run.strategy`, passed to
/// the worker), then ADLayoutTest's defaults (`.random`, 100). An explicit replay also wins
/// over the failures the example database saved.
@Suite struct SettingsPrecedenceTests {
    static let card = Size(width: 100, height: 40)

    /// Runs `name` of `suite` as a worker would, with the run's count and strategy and a fresh
    /// example database.
    func run(_ suite: Suite, _ name: String, count: Int? = nil, strategy: RandomStrategy? = nil,
             replay: RandomStrategy? = nil, state: URL? = nil) throws -> TestResult {
        let directory = try state ?? Repository.temporaryDirectory("precedence")
        defer { if state == nil { try? FileManager.default.removeItem(at: directory) } }
        var context = TestContext(specDirectory: directory, stateDirectory: directory, strategy: strategy, maxTestsCount: count)
        context.replay = replay
        return try #require(suite.test(id: "\(suite.name)/\(name)")).run(in: context)
    }

    static let suite = Suite("Precedence") {
        Layout("own", in: card, generator: Gen<String>.words, maxTestsCount: 5) { Text($0, size: 12).frame(width: 100) }
        Layout("plain", in: card, generator: Gen<String>.words) { Text($0, size: 12).frame(width: 100) }
        Property("ownProperty", generator: Gen<Int>.integer(in: 0...1_000), maxTestsCount: 3) { _ in true }
    }

    @Test func aTestsOwnCountBeatsTheRunsWhichBeatsTheDefault() throws {
        #expect(try run(Self.suite, "own", count: 100).casesRun == 5)
        #expect(try run(Self.suite, "ownProperty", count: 100).casesRun == 3)
        #expect(try run(Self.suite, "plain", count: 7).casesRun == 7)
        #expect(try run(Self.suite, "plain").casesRun == 100)
    }

    @Test func aTestsOwnStrategyBeatsTheRunsAndAReplayBeatsBoth() throws {
        let suite = Suite("Strategies") {
            Property("below500", generator: Gen<Int>.integer(in: 0...1_000), randomStrategy: .consistent) { $0 < 500 }
        }
        // The test's own `.consistent` wins over the run's `.random`: two runs find the same case.
        let first = try run(suite, "below500", strategy: .random), second = try run(suite, "below500", strategy: .random)
        #expect(first.status == .failed)
        #expect(first.failure?.replay?.seedText == second.failure?.replay?.seedText)
        // A replay of a passing case's choices replaces the test's strategy: one case, passed.
        let passing = try #require(try passingToken())
        let replayed = try run(suite, "below500", replay: .replay(choices: passing))
        #expect(replayed.status == .passed && replayed.casesRun == 1)
    }

    @Test func anExplicitReplayIsNotPreemptedByTheSavedFailure() throws {
        let state = try Repository.temporaryDirectory("precedence-database")
        defer { try? FileManager.default.removeItem(at: state) }
        let suite = Suite("Saved") {
            Property("below500", generator: Gen<Int>.integer(in: 0...1_000)) { $0 < 500 }
        }
        #expect(try run(suite, "below500", state: state).status == .failed, "the failure is saved")
        #expect(try run(suite, "below500", state: state).casesRun == 1, "and replayed first on the next run")
        let passing = try #require(try passingToken())
        let explicit = Suite("Saved") {
            Property("below500", generator: Gen<Int>.integer(in: 0...1_000), randomStrategy: .replay(choices: passing)) { $0 < 500 }
        }
        let replayed = try run(explicit, "below500", state: state)
        #expect(replayed.status == .passed, "\(replayed.failure?.text ?? "")")
    }

    @Test func anExampleRunsOnce() throws {
        let calls = Mutex(0)
        let suite = Suite("Examples") {
            Example("once") { calls.withLock { $0 += 1 }; return true }
            Example("fails") { false }
            Example("throws") { throw CocoaError(.fileNoSuchFile) }
            Example("overlap", in: Self.card) {
                Box { Box().id("a").absolute(top: 0, left: 0).frame(width: 60, height: 20)
                      Box().id("b").absolute(top: 0, left: 40).frame(width: 60, height: 20) }.frame(width: 100, height: 40)
            }
        }
        let once = try run(suite, "once", count: 100)
        #expect(once.status == .passed && once.casesRun == 1 && calls.withLock { $0 } == 1)
        #expect(try run(suite, "fails").failure?.message == "the example returned false")
        #expect(try run(suite, "throws").failure?.message.hasPrefix("the example threw") == true)
        let overlap = try run(suite, "overlap", count: 100)
        #expect(overlap.status == .failed && overlap.casesRun == 1)
        #expect(overlap.failure?.violations.map(\.rule) == ["overlap"] && overlap.failure?.layout != nil)
    }

    /// The choices of the value 0 (the minimum a property that always fails shrinks to).
    private func passingToken() throws -> String? {
        let suite = Suite("Minimum") { Property("never", generator: Gen<Int>.integer(in: 0...1_000)) { _ in false } }
        return try run(suite, "never").failure?.replay?.token
    }
}
