import Foundation
import Testing
import TestSupport

/// `layoutwatch check` on the files a team has: view trees to lay out, trees dumped with their
/// frames, Android uiautomator dumps; and on files it cannot read.
@Suite struct CheckCommandTests {
    func check(_ arguments: [String]) async throws -> CommandOutput {
        try await runCommand(TestPaths.executable("layoutwatch"), ["check"] + arguments, in: Repository.root)
    }

    @Test func anAndroidDumpIsCheckedWithTheSameRules() async throws {
        let output = try await check(["Tests/Fixtures/uiautomator/login.xml"])
        #expect(output.status == 1, "\(output.standardError)")
        try expectGolden(output.standardOutput, named: "check-uiautomator.txt")
    }

    @Test func aTreeDumpedWithItsFramesIsCheckedAsItIs() async throws {
        let output = try await check(["--json", "Tests/Fixtures/check/dumped-card.json"])
        #expect(output.status == 1, "\(output.standardError)")
        try expectGolden(output.standardOutput, named: "check-dumped-card.json")
    }

    @Test func aTreeIsLaidOutAtTheGivenScaleAndDirection() async throws {
        let plain = try await check(["Tests/Fixtures/check/card.json"])
        #expect(plain.status == 0 && plain.standardOutput == "Tests/Fixtures/check/card.json: no violations\n",
                "\(plain.standardOutput)\(plain.standardError)")
        let large = try await check(["--scale", "3.1", "--rtl", "--size", "320x200", "Tests/Fixtures/check/card.json"])
        #expect(large.status == 1)
        #expect(large.standardOutput.contains("[truncation] text root/1#title \"Weekly summary\" is truncated"), "\(large.standardOutput)")
    }

    @Test func unreadableInputIsExitTwoWithThePlace() async throws {
        let broken = try await check(["Tests/Fixtures/check/broken.json"])
        #expect(broken.status == 2)
        #expect(broken.standardError == "layoutwatch: error: Tests/Fixtures/check/broken.json:2:16: expected a value but found '}'; fix the JSON there\n",
                "\(broken.standardError)")
        let size = try await check(["--size", "12", "Tests/Fixtures/check/card.json"])
        #expect(size.status == 2 && size.standardError.contains("--size \"12\" is not WIDTHxHEIGHT"))
        let missing = try await check(["nope.json"])
        #expect(missing.status == 2 && missing.standardError.contains("nope.json: cannot read the file"))
    }
}
