import Foundation
import Testing
import PropertyTesting
import Synchronization

@Suite struct ReplayTests {
    private let generator = Gen<[Int]>.compose { c in c.generate(using: [Int].arbitrary) }

    private func run(_ strategy: RandomStrategy, phases: Phases = .all) -> PropertyReport<[Int], String> {
        checkProperty(config: PropertyConfig(strategy: strategy, phases: phases), generator: generator) { list, _ in
            .check(list.reduce(0, &+) < 30, "sum \(list.reduce(0, &+)) ≥ 30")
        }
    }

    @Test func theFailingCasesOwnSeedReplaysItAsTheFirstCase() throws {
        let first = run(.random)
        let (seed1, seed2, size) = try #require(first.seed1.flatMap { s1 in first.seed2.map { (s1, $0, first.size!) } })
        let again = run(.replay(seed1: seed1, seed2: seed2, size: size))
        #expect(again.testsRun == 1)
        #expect(again.callsToFirstFailure == 1)
        #expect(again.original?.input == first.original?.input)
        #expect(again.shrunk?.input == first.shrunk?.input)
        #expect(generator.example(seed1: seed1, seed2: seed2, size: size) == first.original?.input)
    }

    @Test func theChoiceTokenReplaysTheShrunkCaseInOneCall() throws {
        let first = run(.random)
        let token = try #require(first.choiceToken)
        let again = run(.replay(choices: token), phases: [.generate])
        #expect(again.testsRun == 1)
        #expect(again.original?.input == first.shrunk?.input)
    }

    @Test func consistentRunsAreIdentical() {
        let a = run(.consistent), b = run(.consistent)
        #expect(a.original?.input == b.original?.input)
        #expect(a.seed1 == b.seed1 && a.seed2 == b.seed2 && a.testsRun == b.testsRun)
    }

    @Test func sizesFollowTheSchedule() {
        var sizes: [Int] = []
        let generator = Gen<Int>.sized { .pure($0) }
        _ = checkProperty(config: PropertyConfig(maxTestsCount: 150, strategy: .consistent), generator: generator) {
            size, _ in sizes.append(size); return Verdict<String>.pass
        }
        #expect(sizes == (0..<150).map { $0 % 100 })
    }

    @Test func failureLinesNameTheSeedAndTheToken() throws {
        let report = run(.consistent)
        let lines = report.failureLines
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        #expect(lines.first == "Falsifiable (after \(counted(report.testsRun, "test")), \(counted(report.shrinks, "shrink"))):")
        #expect(lines.dropFirst().first == report.shrunk?.description)
        let seed1 = try #require(report.seed1), seed2 = try #require(report.seed2), size = try #require(report.size)
        #expect(lines.contains("Replay with \(seed1) \(seed2) and size \(size)"))
        #expect(lines.contains("Replay token: \(report.choiceToken!)"))
    }

    @Test func aBadTokenIsAnErrorThatQuotesIt() {
        let report = run(.replay(choices: "nonsense"))
        #expect(report.status == .error)
        #expect(report.failureLines.first?.contains("\"nonsense\"") == true)
    }

    @Test func thrownErrorsAreFailuresWithTheirDescription() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let report = checkProperty(config: PropertyConfig(strategy: .consistent), generator: Gen<Int>.integer(in: 0...100)) {
            value, _ -> Verdict<String> in
            if value > 10 { throw Boom() }
            return .pass
        }
        #expect(report.shrunk?.input == 11)
        #expect(report.shrunk?.thrownError == "boom")
        #expect(report.failureLines.contains("Error thrown: boom"))
    }

    @Test func explicitExamplesRunFirst() {
        let report = checkProperty(config: PropertyConfig(strategy: .consistent), generator: Gen<Int>.integer(in: 0...5),
                                   examples: [3, 999]) { value, _ in Verdict<String>.check(value < 100) }
        #expect(report.status == .falsified)
        #expect(report.original?.input == 999)
        #expect(report.testsRun == 2)
        #expect(report.failureLines.first?.hasPrefix("Falsifiable (explicit example") == true)
    }
}

@Suite struct CaseAnnouncementTests {
    @Test func everyCaseIsAnnouncedWithItsChoicesBeforeThePropertyRuns() throws {
        let announced = TokenLog()
        let generator = Gen<Int>.integer(in: 0...1000).array()
        let config = PropertyConfig(strategy: .consistent, beforeEachCase: { announced.append($0.token) })
        let report = checkProperty(config: config, generator: generator) { list, _ in Verdict<String>.check(list.count < 4) }
        let tokens = announced.tokens
        #expect(tokens.count == report.callsToFirstFailure + report.shrinkCalls)
        let failing = tokens[report.callsToFirstFailure - 1]
        #expect(generator.value(replaying: failing) == report.original?.input)
    }
}

private final class TokenLog: Sendable {
    private let stored = Mutex<[ChoiceToken]>([])

    @Sendable func append(_ token: ChoiceToken) { stored.withLock { $0.append(token) } }
    var tokens: [ChoiceToken] { stored.withLock { $0 } }
}
