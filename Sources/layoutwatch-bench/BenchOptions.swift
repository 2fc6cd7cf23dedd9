import ArgumentParser
import PropertyTesting

// The command line of each suite, parsed by swift-argument-parser: `--help` prints its usage,
// and an unknown or malformed argument is a usage error naming it (exit 64). Each suite calls
// `parseOrExit` first; `main.swift` picks the suite. No suite is run through `main()`, so
// `layout-once` keeps a synchronous main (for callgrind).

/// `--json`, which every suite takes.
struct JSONOutput: ParsableArguments {
    @Flag(help: "Print the figures as one JSON object.") var json = false
}

/// A suite that takes only `--json`.
struct PlainSuiteOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench <watcher|cards|reports|screens>")
    @OptionGroup var output: JSONOutput
}

struct ShrinkingOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench shrinking")
    @OptionGroup var output: JSONOutput
    @Option(help: "Seeds per challenge, from 0.") var seeds = 20
    @Option(help: "Only the challenge of this name.") var only: String?

    func validate() throws {
        guard seeds >= 1 else { throw ValidationError("--seeds \(seeds): give at least 1 seed") }
        let names = ShrinkingChallenge.all.map { $0.name }
        if let only, !names.contains(only) {
            throw ValidationError("--only '\(only)': no such challenge; name one of \(names.joined(separator: ", "))")
        }
    }
}

struct GenerationOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench generators")
    @OptionGroup var output: JSONOutput
    @Option(help: "Values generated per generator.") var count = 20_000

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count \(count): give at least 1 value") }
    }
}

struct LayoutOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench layout")
    @OptionGroup var output: JSONOutput
    @Option(help: "Interleaved cold rounds per tree.") var runs = 7
    @Option(help: "The folder of the bench trees (default: Tests/Fixtures/bench-trees).") var trees: String?
    @Option(help: "The depth scan's cuts of chain.json, comma-separated.") var depths = "5,15,25,35,45,55,65,75"
    @Flag(name: .customLong("no-taffy"), help: "Do not measure Taffy.") var noTaffy = false

    var depthList: [Int] { depths.split(separator: ",").compactMap { Int($0) } }

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs \(runs): give at least 1 round") }
        for cut in depths.split(separator: ",") where (Int(cut) ?? 0) < 1 {
            throw ValidationError("--depths '\(depths)': '\(cut)' is not a number of nested columns (1 or more); write e.g. 5,15,25")
        }
    }
}

struct LayoutOnceOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench layout-once")
    @Argument(help: "The tree: \(BenchTrees.onceNames.joined(separator: ", ")).") var tree: String
    @Option(help: "The folder of the bench trees.") var trees: String?
    @Option(help: "Cut chain to this many nested columns.") var depth: Int?
    @Option(name: .customLong("repeat"), help: "Layouts (or relayouts) to run.") var repeats = 1
    @Flag(help: "Relayouts through one LayoutSession at the tree's relayout widths.") var relayout = false
    @Flag(name: .customLong("relayout-leaf"), help: "Relayouts, each after a change to the middle leaf.") var relayoutLeaf = false
    @Flag(name: .customLong("compare-all"), help: "Relayouts without the changed node's path: the session compares every node.") var compareAll = false
    @Option(help: "Lay out this bench tree before each counted layout.") var between: String?
    @Option(help: ArgumentHelp("Write this many MB before each counted layout, evicting the caches as a peer's interleaved round does.", valueName: "MB")) var evict = 0

    func validate() throws {
        guard BenchTrees.onceNames.contains(tree) else {
            throw ValidationError("no bench tree '\(tree)'; name one of \(BenchTrees.onceNames.joined(separator: ", "))")
        }
        guard repeats >= 1 else { throw ValidationError("--repeat \(repeats): give at least 1") }
        if let depth, depth < 1 { throw ValidationError("--depth \(depth): give 1 or more nested columns") }
        guard evict >= 0 else { throw ValidationError("--evict \(evict): give a number of MB, 0 or more") }
    }
}

/// What the suites that drive a real daemon (`soak`, `layout-spec`, `swifttest`) take.
struct DaemonOptions: ParsableArguments {
    @Option(help: "Edits to time (default: soak 1000, layout-spec and swifttest 10).") var edits: Int?
    @Option(help: "The folder holding layoutwatch and ExampleSuite (default: this executable's).") var bin: String?

    func validate() throws {
        if let edits, edits < 1 { throw ValidationError("--edits \(edits): give at least 1 edit") }
    }
}

struct SoakOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench soak")
    @OptionGroup var output: JSONOutput
    @OptionGroup var daemon: DaemonOptions
    @Option(help: "Unrelated files beside the sources.") var unrelated = 20_000

    func validate() throws {
        guard unrelated >= 0 else { throw ValidationError("--unrelated \(unrelated): give 0 or more files") }
    }
}

/// `layout-spec` and `swifttest`.
struct EditSuiteOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench <layout-spec|swifttest>")
    @OptionGroup var output: JSONOutput
    @OptionGroup var daemon: DaemonOptions
}
