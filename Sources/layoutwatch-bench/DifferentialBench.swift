import ArgumentParser
import Foundation
import JSONSource
import LayoutOracle
import TextShaping
import ViewTree

/// `layoutwatch-bench differential`: the engine against Chromium on random trees (issue 47's
/// differential fuzzer). Prints agreement per direction and per CSS feature, trees per second
/// and every shrunk disagreement; `--record DIR` writes each as a fixture; `--check` exits 1
/// when a disagreement is not a known gap (CI).
struct DifferentialOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layoutwatch-bench differential")
    @OptionGroup var output: JSONOutput
    @Option(help: "The run's seed; tree N of a seed is always the same tree.") var seed: UInt64 = 1
    @Option(help: "How many trees.") var trees = 200
    @Option(help: "The index of the first tree.") var first = 0
    @Option(help: "Percent of the trees set in DejaVu Sans (the others in Ahem).") var realText = 30
    @Option(help: "The known gaps file.") var knownGaps = "Tests/Fixtures/differential/known-gaps.json"
    @Option(help: "Write every shrunk disagreement as a fixture into this folder.") var record: String?
    @Flag(help: "Exit 1 when a disagreement is not a known gap.") var check = false
    @Option(help: "With --check: exit 1 also when fewer trees than this percentage agree, in either direction.")
    var minAgreement: Double = 0
    @Option(help: "The Ahem font file.") var ahem = "Tests/Fixtures/flex-fixtures-own/ahem.ttf"
    @Option(help: "The DejaVu Sans font file.") var dejavu = HarfBuzzMeasurer.defaultFontPath
    @Option(help: "Smaller trees tried at most per disagreement; 0 shrinks none.") var shrinkSteps = 3_000
    @Option(help: "The browser.") var chromium = "/usr/bin/chromium"

    func validate() throws {
        guard trees >= 1 else { throw ValidationError("--trees \(trees): give at least 1 tree") }
        guard (0...100).contains(realText) else { throw ValidationError("--real-text \(realText): give a percentage, 0 to 100") }
    }
}

enum DifferentialBench {
    static func run(_ arguments: [String]) throws {
        let options = DifferentialOptions.parseOrExit(arguments)
        let bold = options.dejavu.replacingOccurrences(of: ".ttf", with: "-Bold.ttf")
        let fonts = [try OracleFont(path: options.ahem),
                     try OracleFont(path: options.dejavu, boldPath: FileManager.default.fileExists(atPath: bold) ? bold : nil)]
        let gaps = FileManager.default.fileExists(atPath: options.knownGaps) ? try KnownGaps(file: options.knownGaps) : KnownGaps()
        let oracle = ChromiumOracle(fonts: fonts, executable: options.chromium)
        defer { oracle.shutdown() }
        var fuzzer = DifferentialFuzzer(generator: TreeGenerator(realTextPercent: options.realText), oracle: oracle,
                                        engine: try EngineSide(fonts: fonts), knownGaps: gaps)
        fuzzer.shrinkSteps = options.shrinkSteps
        let start = ContinuousClock.now
        let result = try fuzzer.run(seed: options.seed, first: options.first, count: options.trees) { partial in
            guard !options.output.json else { return }
            FileHandle.standardError.write(Data("  \(partial.trees) trees, \(partial.findings.count) shrunk disagreements\n".utf8))
        }
        let seconds = (ContinuousClock.now - start).inSeconds
        if let folder = options.record {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for finding in result.findings {
                let text = try fuzzer.fixture(for: finding).serialized(indent: 1) + "\n"
                try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(finding.name + ".json"), options: .atomic)
            }
        }
        if options.output.json {
            printFigures("differential", [
                ("trees", Double(result.trees), "trees"), ("agree_ltr_percent", 100 * Double(result.agreedLTR) / Double(result.trees), "%"),
                ("agree_rtl_percent", 100 * Double(result.agreedRTL) / Double(result.trees), "%"),
                ("trees_per_second", Double(result.trees) / seconds, "trees/s"),
                ("unexplained", Double(result.unexplained.count), "shrunk disagreements"),
            ], json: true)
        } else {
            print(result.report(seconds: seconds), terminator: "")
            if let folder = options.record { print("  recorded \(result.findings.count) fixtures into \(folder)") }
        }
        guard options.check else { return }
        if !result.unexplained.isEmpty {
            FileHandle.standardError.write(Data("differential: \(result.unexplained.count) disagreements with Chromium are not known gaps (above); fix the engine, or list the gap with its reason in \(options.knownGaps)\n".utf8))
            exit(1)
        }
        let worst = 100 * Double(min(result.agreedLTR, result.agreedRTL)) / Double(result.trees)
        if worst < options.minAgreement {
            FileHandle.standardError.write(Data("differential: \(formatNumber(worst)) % of the trees agree with Chromium, under the \(formatNumber(options.minAgreement)) % asked (--min-agreement): a known gap grew; see the shrunk disagreements above\n".utf8))
            exit(1)
        }
    }
}
