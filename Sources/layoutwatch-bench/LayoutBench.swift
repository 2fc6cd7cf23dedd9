import FlexLayout
import Foundation
import TextShaping
import ViewTree

/// `layoutwatch-bench layout [--json] [--runs N] [--trees DIR] [--depths 5,15,…] [--no-taffy]`:
/// CPU time per node of cold layouts on `Tests/Fixtures/bench-trees/`, `text-fixed`
/// (`BenchTrees.fixedTextLeaves`), a small card and a depth scan (`chain` cut to each depth), ours and Taffy's (`scripts/taffy_bench.py`, PyPI
/// `stretchable`) in interleaved rounds of one run; relayouts through a `LayoutSession` after a
/// root-width change and after one leaf's change. Yoga's figures are references from another
/// run, printed as such. Prints figures; never asserts. With Taffy a run takes about 10 minutes
/// of wall time, most of it stretchable building `chain` in Python (untimed); `--no-taffy` is quick.
enum LayoutBench {
    struct Spread: Codable {
        var min: Double, median: Double, max: Double
    }

    static func spread(_ samples: [Double], per nodes: Int) -> Spread {
        let scaled = samples.map { $0 / Double(nodes) }
        return Spread(min: scaled.min() ?? .nan, median: median(scaled), max: scaled.max() ?? .nan)
    }

    struct Figure: Codable {
        var name: String
        var nodes: Int
        var cold: Spread
        /// Measured in this run, interleaved with ours; `nil` when Taffy was not measured.
        var taffyCold: Spread?
        var relayoutWidthNsPerNode: Double?
        var taffyRelayoutWidthNsPerNode: Double?
        /// One leaf changed: its text on trees with text, else its height (+1 px).
        var relayoutLeafNsPerNode: Double?
        /// The same leaf change in Taffy (its height, or on `wide-text` the fixed size of its longer text).
        var taffyRelayoutLeafNsPerNode: Double?
        var rootSize: String
        var taffyRootSize: String?
        /// Reference from `yoga-reference.json`, not this run.
        var yogaReferenceColdNsPerNode: Double?
        var computedPerNode: Double
    }

    struct Report: Encodable {
        var trees: [Figure]
        var taffy: String
        var yogaReference: String
        var text: [String: Double]
    }

    static func run(_ arguments: [String]) throws {
        let options = LayoutOptions.parseOrExit(arguments)
        let json = options.output.json
        let runs = options.runs
        let directory = options.trees.map { URL(fileURLWithPath: $0) } ?? BenchFixtures.url("bench-trees")
        var trees: [BenchTrees.Tree] = []
        for name in BenchTrees.names {
            do { trees.append(try BenchTrees.load(name, directory: directory)) } catch {
                FileHandle.standardError.write(Data("layout bench: \(error)\n".utf8))
            }
        }
        if let index = trees.firstIndex(where: { $0.name == "wide-text" }) {
            trees.insert(BenchTrees.fixedTextLeaves(trees[index]), at: index + 1)
        }
        let depths = options.depthList
        if let chain = trees.first(where: { $0.name == "chain" }) {
            trees += depths.map { BenchTrees.chain(chain, depth: $0) }
        }
        var taffyNote = "not measured: --no-taffy"
        var peer: TaffyPeer?
        if !options.noTaffy {
            switch TaffyPeer.start(script: BenchFixtures.repository.appendingPathComponent("scripts/taffy_bench.py")) {
            case .success(let started): peer = started; taffyNote = "Taffy via PyPI stretchable, measured in this run"
            case .failure(let why): taffyNote = "not measured: \(why)"
            }
        }
        var runsOfTrees = [TreeRun]()
        for tree in trees {
            var run = TreeRun(tree: tree)
            if let peer {
                let depth = tree.peerSource.depth.map { " \($0)" } ?? ""
                do { _ = try peer.ask("load \(tree.name) \(tree.peerSource.file.path)\(depth)"); run.taffy = true } catch {
                    taffyNote = "partly measured: \(error)"
                }
            }
            runsOfTrees.append(run)
        }
        // Interleaved rounds: each round lays out every tree once with each engine.
        for _ in 0..<runs {
            for index in runsOfTrees.indices {
                runsOfTrees[index].coldRound()
                if runsOfTrees[index].taffy, let peer {
                    do { runsOfTrees[index].taffyCold.append(try peer.time("cold \(runsOfTrees[index].tree.name)")) } catch {
                        taffyNote = "partly measured: \(error)"
                        runsOfTrees[index].taffy = false
                    }
                }
            }
        }
        var figures = runsOfTrees.map { $0.figure(peer: peer) }
        let afterChain = figures.firstIndex(where: { $0.name == "chain" }).map { $0 + 1 } ?? figures.count
        figures.insert(card(runs: runs), at: afterChain)
        for index in figures.indices { figures[index].yogaReferenceColdNsPerNode = YogaReference.coldNsPerNode[figures[index].name] }
        let text = try textFigures()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let report = Report(trees: figures, taffy: taffyNote, yogaReference: YogaReference.label, text: text)
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            LayoutBenchTable.print(figures, taffy: taffyNote, text: text)
        }
    }

    /// Text measurement per string with the real font: repeated (cached) and first (shaped).
    static func textFigures() throws -> [String: Double] {
        let measurer = try HarfBuzzMeasurer()
        return [
            "single_line_cached": TextMeasureBenchmark.nanosecondsPerString(measurer: measurer, width: nil),
            "wrapped_120px_cached": TextMeasureBenchmark.nanosecondsPerString(measurer: measurer, width: 120),
            "wrapped_120px_first": TextMeasureBenchmark.nanosecondsPerString(measurer: measurer, width: 120, rounds: 5,
                                                                            uncached: true),
        ]
    }

    /// A 320 × 150 row: an image 20–100 px square, then a column with a title and a subtitle.
    static func card(runs: Int) -> Figure {
        let engine = FlexLayoutEngine(measurer: FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16))
        var times: [Double] = []
        var last = Rect.zero
        for round in 0..<max(runs, 1) * 20 {
            let side = Double(20 + (round * 17) % 81)
            var rowStyle = Style()
            rowStyle.width = .points(320)
            rowStyle.height = .points(150)
            rowStyle.alignItems = .center
            rowStyle.padding = Edges(all: .points(8))
            rowStyle.columnGap = .points(8)
            var textColumn = Style()
            textColumn.flexDirection = .column
            textColumn.flexGrow = 1
            textColumn.flexShrink = 1
            textColumn.minWidth = .points(0)
            var title = Style()
            title.fontSize = 17
            title.maxLines = 2
            let card = ViewNode(id: "card", style: rowStyle, children: [
                ViewNode(id: "image", image: ImageContent(width: side, height: side)),
                ViewNode(style: textColumn, children: [
                    ViewNode(id: "title", text: "A title that may wrap onto two lines", style: title),
                    ViewNode(id: "subtitle", text: "Subtitle text", style: Style()),
                ]),
            ])
            let start = cpuNanoseconds()
            let result = engine.layout(card)
            times.append(cpuNanoseconds() - start)
            last = result.root.frame
            withExtendedLifetime((card, result)) {}  // both freed outside the timed call (as above)
        }
        return Figure(name: "card", nodes: 5, cold: spread(times, per: 5),
                      rootSize: "\(formatNumber(last.width)) × \(formatNumber(last.height))", computedPerNode: 0)
    }

    /// Process CPU time: deep trees are laid out on a helper thread, which thread time misses.
    static func cpuNanoseconds() -> Double { BenchClocks.cpuNanoseconds() }
}
