import Foundation
import TestReport
import Testing
import TestSupport
import Watcher

/// Reading a real `swift test` run: the console (XCTest) and the Swift Testing event stream,
/// recorded from the package in `Tests/Fixtures/swift-test/Greeter` (see the fixtures' README).
@Suite struct SwiftTestEventTests {
    /// Where the recording was made: the paths in the console and the events start with it.
    static let recordedPackage = "/tmp/swtpkg"

    static func text(_ name: String) throws -> String { String(decoding: try Fixture("swift-test/\(name)").data(), as: UTF8.self) }

    /// `console`: the whole run's (both frameworks' crashes), or XCTest's rerun of the tests
    /// after its crash (`xctest-rerun.txt`) with no events.
    static func outcome(console: String = "console.txt", events: String? = "events.jsonl") throws -> SwiftTestOutcome {
        let sources = Fixture("swift-test/Greeter").url.path
        let maker = UnitResultMaker(packageDirectory: recordedPackage) { file, line in
            UnitResultMaker.readLine(sources + file.dropFirst(recordedPackage.count), line)
        }
        return SwiftTestOutcome(console: try text(console), events: try events.map(text) ?? "",
                                listing: SwiftTestListing(try text("list.txt")), maker: maker)
    }

    @Test func everyTestOfBothFrameworksIsReadWithItsStatusPlaceAndSourceLine() throws {
        let outcome = try Self.outcome()
        let statuses = Dictionary(uniqueKeysWithValues: outcome.results.map { ($0.id, $0.status) })
        #expect(statuses == [
            "GreeterTests.GreetingTests/greetsByName()": .passed, "GreeterTests.GreetingTests/shouts()": .failed,
            "GreeterTests.GreetingTests/waves()": .skipped, "GreeterTests/freeFunction()": .passed,
        ])
        // Each crash cut its framework's run short: the test that was running is known, not lost
        // (XCTest's first test crashed, so its other three never ran in this recording).
        #expect(outcome.unfinishedSwiftTesting == ["GreeterTests.GreetingTests/crashes()"])
        #expect(outcome.unfinishedXCTest == ["GreeterXCTests.GreeterXCTests/testCrashes"])
        #expect(outcome.finished.count == 4)
        let shouts = try #require(outcome.results.first { $0.name == "shouts()" }?.failure)
        #expect(shouts.message == #"Tests/GreeterTests/GreeterTests.swift:10:9: Expectation failed: (greet("Bob") → "Hello, Bob!") == "HELLO, BOB!""#)
        #expect(shouts.replayLines == [#"    10 | #expect(greet("Bob") == "HELLO, BOB!")"#])
        let waves = try #require(outcome.results.first { $0.name == "waves()" })
        #expect(waves.notes == ["skipped: not yet"])

        let rerun = try Self.outcome(console: "xctest-rerun.txt", events: nil)
        #expect(rerun.unfinishedXCTest.isEmpty && rerun.finished.count == 3)
        var lines: [String] = []
        for result in (outcome.results + rerun.results).sorted(by: { $0.id < $1.id }) {
            lines.append("\(result.status.rawValue) \(result.id) \(String(format: "%.3f", result.duration))")
            if let failure = result.failure { lines.append(failure.text) }
            lines += result.notes
        }
        lines.append("unfinished: " + (outcome.unfinishedXCTest + outcome.unfinishedSwiftTesting).joined(separator: ", "))
        let text = lines.joined(separator: "\n") + "\n"
        try expectGolden(text, named: "swift-test-outcome.txt")
    }

    @Test func theListingNamesEachTestsTargetAndAPatternThatMatchesItAlone() throws {
        let listing = SwiftTestListing(try Self.text("list.txt"))
        #expect(listing.entries.count == 9)
        let free = try #require(listing.entries.first { $0.name == "freeFunction()" })
        #expect(free.suite == "GreeterTests" && free.target == "GreeterTests" && !free.isXCTest)
        #expect(free.pattern == #"^GreeterTests\.freeFunction\(\)(/|$)"#)
        let fails = try #require(listing.entries.first { $0.name == "testFails" })
        #expect(fails.id == "GreeterXCTests.GreeterXCTests/testFails" && fails.isXCTest)
        // Swift Testing matches the id with its source location; XCTest the plain name.
        let regex = try Regex(free.pattern)
        #expect("GreeterTests.freeFunction()/GreeterTests.swift:20:2".contains(regex))
        #expect(!"GreeterTests.freeFunctionTwo()/GreeterTests.swift:24:2".contains(regex))
        #expect(listing.suite(ofXCTestClass: "GreeterXCTests", test: "testGreets") == "GreeterXCTests.GreeterXCTests")
    }

    @Test func aPassRunsTheFailedTestsFirstThenTheChangedTargetThenTheRest() throws {
        let listing = SwiftTestListing(try Self.text("list.txt"))
        let phases = SwiftTestPhase.phases(listing: listing, settings: SwiftTestSettings(skip: ["waves"]), focus: ["GreeterXCTests"],
                                           only: nil, failing: ["GreeterTests.GreetingTests/shouts()", "GreeterXCTests.GreeterXCTests/testFails"])
        #expect(phases.map { $0.tests.map(\.id) } == [
            ["GreeterXCTests.GreeterXCTests/testFails", "GreeterTests.GreetingTests/shouts()"],
            ["GreeterXCTests.GreeterXCTests/testCrashes", "GreeterXCTests.GreeterXCTests/testGreets", "GreeterXCTests.GreeterXCTests/testSkipped"],
            ["GreeterTests.GreetingTests/crashes()", "GreeterTests.GreetingTests/greetsByName()", "GreeterTests/freeFunction()"],
        ])
        let plain = SwiftTestPhase.phases(listing: listing, settings: SwiftTestSettings(), focus: [], only: nil, failing: [])
        #expect(plain.map(\.label) == ["all"] && plain[0].tests.count == 9)
    }

    @Test func appleSpelledXCTestLinesAreReadToo() {
        var reader = XCTestConsoleReader()
        reader.read("""
            Test Case '-[Shop.CartTests testTotal]' started.
            /src/Tests/ShopTests/CartTests.swift:12: error: -[Shop.CartTests testTotal] : XCTAssertEqual failed: ("3") is not equal to ("4")
            Test Case '-[Shop.CartTests testTotal]' failed (0.012 seconds).
            Test Case '-[Shop.CartTests testCrash]' started.
            """)
        #expect(reader.tests.count == 2)
        #expect(reader.tests[0].className == "Shop.CartTests" && reader.tests[0].outcome == "failed" && reader.tests[0].duration == 0.012)
        #expect(reader.tests[0].issues == [UnitIssue(message: #"XCTAssertEqual failed: ("3") is not equal to ("4")"#,
                                                     place: .init(file: "/src/Tests/ShopTests/CartTests.swift", line: 12))])
        #expect(reader.tests[1].outcome == nil)
    }
}
