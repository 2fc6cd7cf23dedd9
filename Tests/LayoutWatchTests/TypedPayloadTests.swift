import Foundation
import Testing
import TestReport

/// What a result carries beside its text (omitted bytes, how a crash ended, a spec's failing
/// cases) is data, and a result written before it was is still read.
@Suite struct TypedPayloadTests {
    /// A results.json entry as LayoutWatch wrote it before the typed payloads.
    static let older = #"""
    {"id":"S/t","suite":"S","name":"t","kind":"spec","status":"crashed","duration":1,"casesRun":2,"statistics":[],"notes":[],
     "output":{"standardOutput":"a\n… 9 bytes left out …\nb","standardError":""},
     "failure":{"message":"crashed with SIGILL (illegal instruction)","replayLines":["x.testkit:1:2: \"c\": input 1: no"],
                "violations":[],"crash":{"message":"Fatal error: no","frames":[]}}}
    """#

    @Test func aResultWrittenBeforeThePayloadsStillReads() throws {
        let result = try JSONDecoder().decode(TestResult.self, from: Data(Self.older.utf8))
        // Its counts are not read back out of its text: the gap line stays, the count is 0.
        #expect(result.output?.omittedOutputBytes == 0 && result.output?.standardOutput.contains("9 bytes left out") == true)
        #expect(result.failure?.crash?.signal == nil && result.failure?.crash?.ending == "crashed")
        #expect(result.failure?.failingCases == nil)
    }

    @Test func thePayloadsSurviveTheProtocol() throws {
        var failure = FailureDetail(message: "m", crash: CrashReport(message: nil, frames: [], signal: "SIGSEGV (segfault)"))
        failure.failingCases = [SpecCaseFailure(location: SourceLocation(file: "a:b.testkit", line: 3, column: 4), text: "t")]
        let result = TestResult(descriptor: TestDescriptor(suite: "S", name: "t", kind: .spec), status: .crashed, duration: 1,
                                failure: failure,
                                output: CapturedOutput(standardOutput: "o", standardError: "e", omittedOutputBytes: 5, omittedErrorBytes: 6))
        let line = try WorkerMessage.result(result).line()
        #expect(try WorkerMessage(line: Substring(line)) == .result(result))
    }

    @Test func aCrashSaysHowItEndedAndComparesByThat() {
        let signal = CrashReport(message: "Fatal error: a", frames: [], signal: "SIGILL (illegal instruction)")
        let exit = CrashReport(message: nil, frames: [], exitCode: 3)
        #expect(signal.ending == "crashed with SIGILL (illegal instruction)")
        #expect(exit.ending == "the test process exited with code 3 before reporting a result")
        #expect(signal.endedLike(CrashReport(message: "Fatal error: b", frames: ["#0"], signal: "SIGILL (illegal instruction)")))
        #expect(!signal.endedLike(exit) && !exit.endedLike(CrashReport(message: nil, frames: [], exitCode: 4)))
    }

    /// The replay lines are written from the replay, in one order.
    @Test func theReplayLinesComeFromTheReplay() {
        let replay = ReplayInfo(seed1: 1, seed2: 2, size: 3, testsRun: 4, shrinks: 5, token: "lw1:0:AA", command: "layoutwatch replay S/t")
        #expect(replay.lines == ["Replay with 1 2 and size 3", "Replay token: lw1:0:AA", "Replay command: layoutwatch replay S/t"])
        let tokenOnly = ReplayInfo(seed1: nil, seed2: nil, size: nil, testsRun: 1, shrinks: 0, token: "lw1:0:AA", command: "c")
        #expect(tokenOnly.lines == ["Replay token: lw1:0:AA", "Replay command: c"])
    }
}
