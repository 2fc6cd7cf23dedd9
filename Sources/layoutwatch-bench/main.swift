// `layoutwatch-bench <suite> [--json]`: prints figures; never asserts.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let suites: [String: ([String]) async throws -> Void] = [
    "shrinking": ShrinkingBench.run,
    "generators": GenerationBench.run,
    "layout": LayoutBench.run,
    "watcher": WatcherBench.run,
    "cards": CardBench.run,
    "reports": ReportsBench.run,
    "soak": SoakBench.run,
    "screens": ScreensBench.run,
    "layout-spec": LayoutSpecBench.run,
    "swifttest": SwiftTestBench.run,
]
guard let name = arguments.first, let suite = suites[name] else {
    let known = suites.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: layoutwatch-bench <\(known)> [--json]\n".utf8))
    exit(2)
}
try await suite(Array(arguments.dropFirst()))
