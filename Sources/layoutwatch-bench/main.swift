// `layoutwatch-bench <suite> [--json]`: prints figures; never asserts. `record <suite>` keeps a
// suite's figures in benchmarks/results.json, `markdown` makes BENCHMARKS.md from them.
// The main is synchronous (no top-level `await`), so `layout-once` runs one layout call on the
// main thread with nothing of the concurrency runtime around it, for callgrind.
import Dispatch
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let suites: [String: ([String]) async throws -> Void] = [
    "shrinking": ShrinkingBench.run,
    "generators": GenerationBench.run,
    "watcher": WatcherBench.run,
    "cards": CardBench.run,
    "reports": ReportsBench.run,
    "soak": SoakBench.run,
    "screens": ScreensBench.run,
    "pages": PagesBench.run,
    "layout-spec": LayoutSpecBench.run,
    "swifttest": SwiftTestBench.run,
    "record": RecordCommand.run,
]
// The layout suites run on the main thread, as Taffy's script runs its layout calls: a layout
// on a thread of the concurrency runtime allocates from a thread's own malloc arena, whose heap
// glibc deletes once it is empty, and every round then faulted its memory in again.
let synchronous: [String: ([String]) throws -> Void] = ["layout-once": LayoutOnce.run, "layout": LayoutBench.run,
                                                        "differential": DifferentialBench.run,
                                                        "markdown": BenchmarksPage.run]
if let name = arguments.first, let suite = synchronous[name] {
    do { try suite(Array(arguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
guard let name = arguments.first, let suite = suites[name] else {
    let known = (Array(suites.keys) + Array(synchronous.keys)).sorted().joined(separator: ", ")
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
