import Foundation
import Synchronization
import Testing
import TestReport
import TestSupport
import Watcher

/// The runner's steps on a fake test binary: which tests each run gets, in what order, and
/// what a crash does.
@Suite struct SwiftTestRunnerTests {
    static let tests = ["App.XCTests/testOne", "App.XCTests/testTwo", "App.XCTests/testThree",
                        "App.Suite/a()", "App.Suite/b()", "App.Suite/c()", "App.Suite/d()"]

    @Test func aCrashIsPinnedToItsTestAndTheTestsAfterItStillRun() async throws {
        let folder = try TestPaths.temporaryDirectory("fake-binary")
        let binary = try FakeTestBinary(tests: Self.tests, crashing: ["App.XCTests/testTwo", "App.Suite/b()"],
                                        binFolder: folder.appendingPathComponent("bin"))
        let runner = SwiftTestRunner(settings: SwiftTestSettings(), packageDirectory: folder.path, launcher: binary)
        let pass = await runner.execute(RunPlan(rebuild: true, tests: nil, reason: "start"), log: { _ in }, progress: { _, _, _ in })
        let statuses = Dictionary(uniqueKeysWithValues: pass.summary.results.map { ($0.id, $0.status) })
        #expect(statuses == ["App.XCTests/testOne": .passed, "App.XCTests/testTwo": .crashed, "App.XCTests/testThree": .passed,
                             "App.Suite/a()": .passed, "App.Suite/b()": .crashed, "App.Suite/c()": .passed, "App.Suite/d()": .passed])
        // Swift Testing had b, c and d running when it died: they run again one at a time.
        #expect(binary.runs.sorted() == [
            "testing App.Suite/a() App.Suite/b() App.Suite/c() App.Suite/d()", "testing serial App.Suite/b() App.Suite/c() App.Suite/d()",
            "testing serial App.Suite/c() App.Suite/d()",
            "xctest App.XCTests/testOne,App.XCTests/testTwo,App.XCTests/testThree", "xctest App.XCTests/testThree",
        ])
        let crash = try #require(pass.summary.results.first { $0.id == "App.XCTests/testTwo" }?.failure)
        #expect(crash.crash?.message == "Fake.swift:3: Fatal error: testTwo fell over")
        #expect(crash.message.contains("SIGILL"))
    }

    @Test func theNextPassRunsTheFailedTestsFirstThenTheChangedTargetThenTheRest() async throws {
        let folder = try TestPaths.temporaryDirectory("fake-binary-order")
        let binary = try FakeTestBinary(tests: Self.tests + ["Other.Suite/e()"], crashing: ["App.Suite/b()"],
                                        binFolder: folder.appendingPathComponent("bin"))
        let runner = SwiftTestRunner(settings: SwiftTestSettings(), packageDirectory: folder.path, launcher: binary)
        _ = await runner.execute(RunPlan(rebuild: true, tests: nil, reason: "start"), log: { _ in }, progress: { _, _, _ in })
        let before = binary.runs.count
        let change = ChangeSet(sources: [folder.path + "/Tests/Other/EditedTests.swift"])
        let plan = try #require(await runner.plan(for: change))
        #expect(plan.focus == ["Other"])
        let lines = Mutex<[String]>([])
        _ = await runner.execute(plan, log: { line in lines.withLock { $0.append(line) } }, progress: { _, _, _ in })
        // XCTest's and Swift Testing's runs of one step go side by side: the last step is a set.
        let later = Array(binary.runs.dropFirst(before))
        #expect(Array(later.prefix(2)) == ["testing App.Suite/b()", "testing Other.Suite/e()"], "\(later)")
        #expect(Set(later.dropFirst(2)) == ["xctest App.XCTests/testOne,App.XCTests/testTwo,App.XCTests/testThree",
                                            "testing App.Suite/a() App.Suite/c() App.Suite/d()"], "\(later)")
        #expect(lines.withLock { $0 } == [
            "first, the 1 that failed last time: 0 of 1 passed (App.Suite/b())",
            "next, the changed Other: 1 of 1 passed (Other.Suite/e())",
            "then the other 6: 6 of 6 passed",
        ])
    }
}
