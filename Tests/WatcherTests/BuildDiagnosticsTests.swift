import Foundation
import Testing
import TestReport
import Watcher

/// A failed build is shown as the compiler's located errors, each once, with its source line.
@Suite struct BuildDiagnosticsTests {
    /// What `swift build` printed for a type error (each error twice, as it does).
    static let output = """
        Building for debugging...
        /tmp/p/Sources/Card.swift:3:9: error: cannot find 'x' in scope
        1 | import Foundation
        2 |
        3 | let y = x
          |         `- error: cannot find 'x' in scope
        4 |
        /tmp/p/Sources/Card.swift:7:5: warning: variable 'z' was never used
        /tmp/p/Sources/Card.swift:3:9: error: cannot find 'x' in scope
        1 | import Foundation
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        """

    @Test func errorsAreLocatedQuotedAndCountedOnce() {
        let failure = SuiteBuilder.Failure(report: BuildDiagnosticsReader.read(Self.output, command: "swift build")).report
        #expect(failure.summary == "/tmp/p/Sources/Card.swift:3:9: error: cannot find 'x' in scope")
        #expect(failure.diagnostics.count == 2)
        #expect(failure.diagnostics.first?.sourceLine == "let y = x")
        #expect(failure.diagnostics.last?.severity == .warning)
    }

    @Test func aBuildWithoutDiagnosticsNamesItsCommandAndLastLine() {
        let failure = BuildDiagnosticsReader.read("linker command failed\n", command: "swift build --product S")
        #expect(failure.summary == "`swift build --product S` failed: linker command failed")
        #expect(failure.diagnostics.isEmpty)
    }
}
