import Foundation
import TestSupport

/// A temporary copy of the bundled example: config.json pointing at the already built suite,
/// the spec directory, and a build command that counts how often it ran and fails while
/// `Sources/Card.swift` contains BROKEN.
struct ExampleCopy {
    let directory: URL
    var config: URL { directory.appendingPathComponent("config.json") }
    var specFile: URL { directory.appendingPathComponent("Specs/IsValidPassword.testkit") }
    var buildCount: Int {
        ((try? String(contentsOf: directory.appendingPathComponent("builds.log"), encoding: .utf8)) ?? "")
            .split(separator: "\n").count
    }

    init(name: String, maxTests: Int = 100) throws {
        directory = try TestPaths.temporaryDirectory(name)
        let files = FileManager.default
        try files.createDirectory(at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "// a source file\n".write(to: directory.appendingPathComponent("Sources/Card.swift"), atomically: true, encoding: .utf8)
        try files.copyItem(at: TestPaths.exampleSpecs, to: directory.appendingPathComponent("Specs"))
        try files.copyItem(at: TestPaths.repoRoot.appendingPathComponent("Web"), to: directory.appendingPathComponent("Web"))
        let config = """
        {
          "version": 1,
          "watch": {"sources": ["Sources"], "specs": ["Specs"], "pollInterval": 0.05, "settle": 0.05},
          "run": {"product": "ExampleSuite", "build": ["/bin/sh", "-c", "echo built >> builds.log; ! grep -q BROKEN Sources/Card.swift"],
                  "suiteBinary": "\(TestPaths.executable("ExampleSuite"))", "jobs": 2, "timeout": 60,
                  "maxTestsCount": \(maxTests), "strategy": "consistent"},
          "reports": {"directory": "report", "junit": "report/junit.xml"}
        }
        """
        try config.write(to: self.config, atomically: true, encoding: .utf8)
    }
}
