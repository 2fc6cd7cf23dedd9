// `layoutwatch-bench <suite> [--json]`: prints figures; never asserts.
// The main is synchronous (no top-level `await`), so `layout-once` runs one layout call on the
// main thread with nothing of the concurrency runtime around it, for callgrind.
import Dispatch
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
if arguments.first == "layout-once" {
    do { try LayoutOnce.run(Array(arguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("layout-once: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
guard let name = arguments.first, let suite = suites[name] else {
    let known = (suites.keys + ["layout-once"]).sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: layoutwatch-bench <\(known)> [--json]\n".utf8))
    exit(2)
}
Task {
    do { try await suite(Array(arguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("layoutwatch-bench \(name): \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
dispatchMain()
