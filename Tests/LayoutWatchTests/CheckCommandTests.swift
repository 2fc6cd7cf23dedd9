import Foundation
import Testing
import TestSupport

/// `layoutwatch check` on the files a team has: view trees to lay out, trees dumped with their
/// frames, Android uiautomator dumps, iOS XCUITest page sources; and on files it cannot read.
@Suite struct CheckCommandTests {
    func check(_ arguments: [String]) async throws -> CommandOutput {
        try await runCommand(TestPaths.executable("layoutwatch"), ["check"] + arguments, in: Repository.root)
    }

    @Test func anAndroidDumpIsCheckedWithTheSameRules() async throws {
        let output = try await check(["Tests/Fixtures/uiautomator/login.xml"])
        #expect(output.status == 1, "\(output.standardError)")
        try expectGolden(output.standardOutput, named: "check-uiautomator.txt")
    }

    static let iosDefective = ["Tests/Fixtures/xcuitest/shop-product.xml", "Tests/Fixtures/xcuitest/shop-bag.xml"]
    static let iosClean = ["Tests/Fixtures/xcuitest/shop-sign-in.xml", "Tests/Fixtures/xcuitest/shop-settings.xml"]

    @Test func anIOSPageSourceIsCheckedWithTheSameRules() async throws {
        let text = try await check(Self.iosDefective + Self.iosClean)
        #expect(text.status == 1, "\(text.standardError)")
        try expectGolden(text.standardOutput, named: "check-xcuitest.txt")
        let json = try await check(["--json"] + Self.iosDefective + Self.iosClean)
        #expect(json.status == 1, "\(json.standardError)")
        try expectGolden(json.standardOutput, named: "check-xcuitest.json")
    }

    @Test func cleanIOSScreensPass() async throws {
        for file in Self.iosClean {
            let text = try await check([file])
            #expect(text.status == 0 && text.standardOutput == "\(file): no violations\n", "\(text.standardOutput)\(text.standardError)")
            let json = try await check(["--json", file])
            #expect(json.status == 0 && json.standardOutput.contains("\"violations\": []"), "\(json.standardOutput)")
        }
    }

    /// The content says what a file is: a page source named `.json`, a view tree named `.xml`.
    @Test func theFormatIsReadFromTheContentNotTheExtension() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("shop-product.json"), tree = folder.appendingPathComponent("card.xml")
        try Fixture("xcuitest/shop-product.xml").data().write(to: source)
        try Fixture("check/card.json").data().write(to: tree)
        let named = try await check([Self.iosDefective[0]])
        let renamed = try await check([source.path, tree.path])
        #expect(renamed.status == 1, "\(renamed.standardError)")
        #expect(renamed.standardOutput == named.standardOutput.replacingOccurrences(of: Self.iosDefective[0], with: source.path)
                    + "\(tree.path): no violations\n", "\(renamed.standardOutput)")
    }

    @Test func aFileOfNoKnownFormatListsTheFormats() async throws {
        let output = try await check(["Tests/Fixtures/check/screenshot.svg"])
        #expect(output.status == 2 && output.standardOutput.isEmpty)
        try expectGolden(output.standardError, named: "check-unknown-format.txt")
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
