import Foundation
import TestReport
import Testing
import TestSupport
import Watcher

/// A `--swift-test` run of tests that call LayoutWatch's adapters keeps everything a suite test
/// shows: read from a real recording (`Tests/Fixtures/swift-test/hosted`, see the fixtures'
/// README) of the seed ports' ADLayoutTest example in XCTest and in Swift Testing.
@Suite struct HostedResultTests {
    static let recordedPackage = "/work/main/.build-e2e/SeedPorts"

    static func text(_ name: String) throws -> String { String(decoding: try Fixture("swift-test/\(name)").data(), as: UTF8.self) }

    static func outcome(_ folder: String, hosted: Bool = true) throws -> SwiftTestOutcome {
        let sources = Fixture("seed-ports/SeedPorts").url.path
        let maker = UnitResultMaker(packageDirectory: recordedPackage) { file, line in
            UnitResultMaker.readLine(sources + file.dropFirst(recordedPackage.count), line)
        }
        let records = hosted ? HostedResult.read(folder: try Fixture("swift-test/\(folder)/hosted").existingURL()) : [:]
        return SwiftTestOutcome(console: try text("\(folder)/console.txt"), testingConsole: try text("\(folder)/testing-console.txt"),
                                events: try text("\(folder)/events.jsonl"), hosted: records,
                                listing: SwiftTestListing(try text("\(folder)/list.txt")), maker: maker)
    }

    @Test func anAdapterHostedFailureCarriesItsCounterexampleReplayViolationsAndLayout() throws {
        let outcome = try Self.outcome("hosted")
        #expect(outcome.results.count == 4)
        for (id, host) in [("ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleViewError", "ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleViewError"),
                           ("SwiftTestingPorts.ExampleSpecs/exampleViewError()", "'SwiftTestingPorts.ExampleSpecs/exampleViewError()'")] {
            let result = try #require(outcome.results.first { $0.id == id })
            let failure = try #require(result.failure)
            #expect(result.status == .failed && result.kind == .layout)
            #expect(failure.violations.first?.rule == "overlap")
            #expect(failure.layout != nil, "the report draws the SVG from it")
            #expect(failure.shrunkInput?.hasPrefix("ExampleViewModel(image: Optional(Image(") == true)
            #expect(failure.replay?.command == "layoutwatch replay 'ExampleView Overlap' --swift-test \(host) --token \(failure.replay?.token ?? "")")
            // Swift Testing ran both tests of the suite at once, so the print is no one's.
            #expect(result.output?.standardOutput == (id.hasPrefix("ADLayoutTestPorts") ? "building ExampleViewError\n" : nil))
            #expect(!failure.replayLines.contains { $0.hasPrefix("Also failed") }, "the adapter's own issue is not listed again")
        }
        let passing = try #require(outcome.results.first { $0.id == "ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleView" })
        #expect(passing.status == .passed && passing.casesRun == 100)
        var lines: [String] = []
        for result in outcome.results.sorted(by: { $0.id < $1.id }) {
            lines.append("\(result.status.rawValue) \(result.kind.rawValue) \(result.id) cases \(result.casesRun)")
            if let failure = result.failure { lines.append(failure.text) }
            if let output = result.output { lines.append("output: " + output.standardOutput) }
        }
        try expectGolden(lines.joined(separator: "\n") + "\n", named: "swift-test-hosted-outcome.txt")
    }

    /// Without the adapters' records (plain XCTest and Swift Testing issues), the whole
    /// multi-line message of each framework is kept, and each test's prints are its output.
    @Test func multiLineMessagesAreReadWholeAndEachTestKeepsWhatItPrinted() throws {
        let outcome = try Self.outcome("multiline", hosted: false)
        let xctest = try #require(outcome.results.first { $0.name == "testMulti" })
        #expect(xctest.failure?.message.hasSuffix("failed - first line\nsecond line\nthird\nafter fail") == true,
                "XCTest prints a message as it is, so the line printed right after it reads as part of it: \(xctest.failure?.message ?? "")")
        #expect(xctest.output?.standardOutput == "name=XT.testMulti reflecting=PXTests.XT\n")
        let testing = try #require(outcome.results.first { $0.name == "multi()" })
        #expect(testing.failure?.message.contains("Issue recorded\nline one\nline two\nline three") == true, "\(testing.failure?.message ?? "")")
        #expect(testing.failure?.replayLines.contains { $0.contains("Expectation failed: 1 == 2\na comment\nsecond") } == true,
                "\(testing.failure?.replayLines ?? [])")
        #expect(testing.output?.standardOutput == "hello from multi\nid: PTests.S/multi()/T.swift:4:4\n")
    }

    @Test func hostNamesAreTheOnesSwiftTestListPrints() {
        #expect(HostedResult.host(xctestName: "CardTests.testCard", qualifiedClass: "AppTests.CardTests") == "AppTests.CardTests/testCard")
        #expect(HostedResult.host(xctestName: "-[AppTests.CardTests testCard]", qualifiedClass: "AppTests.CardTests") == "AppTests.CardTests/testCard")
        #expect(HostedResult.host(swiftTestingID: "AppTests.Cards/card()/Cards.swift:4:4") == "AppTests.Cards/card()")
        #expect(HostedResult.host(swiftTestingID: "AppTests.Cards") == "AppTests.Cards")
    }

    @Test func aReplayRequestReachesOnlyTheCallItNames() {
        let request = ReplayRequest(host: "M.C/testA", test: "card", token: "lw1:0:AA", seed: nil)
        let environment = [ReplayRequest.variable: request.environmentValue]
        #expect(ReplayRequest.current(host: "M.C/testA", test: "card", environment: environment) == request)
        #expect(ReplayRequest.current(host: "M.C/testB", test: "card", environment: environment) == nil)
        #expect(ReplayRequest.current(host: "M.C/testA", test: "badge", environment: environment) == nil)
        #expect(ReplayRequest.current(host: "M.C/testA", test: "card", environment: [:]) == nil)
        let seeded = ReplayRequest(host: "h", test: "t", token: nil, seed: (1, 2, 3))
        #expect(seeded.seedTriple.map { [$0.0, $0.1, UInt64($0.2)] } == [1, 2, 3])
        #expect(seeded.target == .seed(seed1: 1, seed2: 2, size: 3) && request.target == .token("lw1:0:AA"))
    }
}
