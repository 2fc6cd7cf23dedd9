import Foundation
import Testing
import TestSupport

/// What a new user meets first, with no dead end: the first build's minutes announced, a
/// misspelt product named in config.json's terms with the products there are.
@Suite struct FirstContactTests {
    @Test func anUnknownProductNamesTheConfigKeyAndListsTheExecutables() async throws {
        let package = try TestPaths.temporaryDirectory("first-contact")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Suite"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "App", targets: [.executableTarget(name: "Suite"), .executableTarget(name: "Tool")])

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Tool"), withIntermediateDirectories: true)
        for target in ["Suite", "Tool"] {
            try "print(1)\n".write(to: package.appendingPathComponent("Sources/\(target)/main.swift"), atomically: true, encoding: .utf8)
        }
        try """
            {"version": 1, "watch": {"sources": ["Sources"], "specs": []},
             "run": {"product": "LayoutSuite", "build": ["swift", "build", "--product", "{product}"]},
             "reports": {"directory": "report"}}

            """.write(to: package.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)

        let run = try await runCommand(TestPaths.executable("layoutwatch"), ["run"], in: package, limit: 300)
        #expect(run.status == 2, "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("layoutwatch: building LayoutSuite for the first time"),
                "the first build's minutes are announced: \(run.standardOutput)")
        #expect(run.standardError.contains("""
            config.json: run.product "LayoutSuite" is not a product of the package in \(package.path); \
            its executable products: Suite, Tool. Set run.product to the suite's executable
            """), "\(run.standardError)")
        let page = try String(contentsOf: package.appendingPathComponent("report/build-error.html"), encoding: .utf8)
        #expect(page.contains("run.product") && page.contains("no results yet: no build has succeeded"))
    }
}
