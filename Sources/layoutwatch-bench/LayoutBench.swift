import FlexLayout
import Foundation
import TextShaping
import ViewTree

/// `layoutwatch-bench layout [--json] [--runs N] [--trees DIR]`: CPU time per node of cold
/// layouts and relayouts after a root-width change on `Tests/Fixtures/bench-trees/` (Yoga's trees),
/// a small card, and a depth scan of nested columns. Prints figures; never asserts.
enum LayoutBench {
    struct Figure: Codable {
        var name: String
        var nodes: Int
        var coldNsPerNode: Double
        /// The fastest and the slowest cold run.
        var coldRangeNsPerNode: [Double]? = nil
        var relayoutNsPerNode: Double?
        var rootSize: String
        var yogaColdNsPerNode: Double?
        /// Node computations not answered from a cache, per node, in one cold layout.
        var computedPerNode: Double
    }

    static func run(_ arguments: [String]) async throws {
        let json = arguments.contains("--json")
        let runs = value(after: "--runs", in: arguments).flatMap(Int.init) ?? 7
        let directory = value(after: "--trees", in: arguments).map { URL(fileURLWithPath: $0) } ?? BenchFixtures.url("bench-trees")
        var figures: [Figure] = []
        for name in ["wide", "wide-text", "balanced", "deep", "chain"] {
            let url = directory.appendingPathComponent("\(name).json")
            guard let data = try? Data(contentsOf: url) else {
                FileHandle.standardError.write(Data("layout bench: cannot read \(url.path); pass --trees DIR\n".utf8))
                continue
            }
            let document = try ViewTreeJSON.decodeDocument(data, file: url.lastPathComponent)
            let measurer: any TextMeasurer = name == "wide-text"
                ? FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16) : AhemMeasurer()
            let relayoutWidths = (try? JSONParser().parse(Array(data)))?["relayout"]?["rootWidths"]?
                .arrayValue?.compactMap(\.numberValue) ?? []
            var figure = measureTree(name: name, root: document.root, measurer: measurer, runs: runs,
                                     relayoutWidths: relayoutWidths)
            figure.yogaColdNsPerNode = yoga[name]
            figures.append(figure)
        }
        figures.append(card(runs: runs))
        let depths = value(after: "--depths", in: arguments)?.split(separator: ",").compactMap { Int($0) }
            ?? Array(stride(from: 5, through: 75, by: 10))
        for depth in depths {
            figures.append(measureTree(name: "depth-\(depth)", root: nestedColumns(depth: depth),
                                       measurer: AhemMeasurer(), runs: runs, relayoutWidths: []))
        }
        let text = try textFigures()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(Report(trees: figures, text: text)), as: UTF8.self))
        } else {
            print("tree          nodes   cold ns/node  cold range     relayout ns/node  yoga cold ns/node  computed/node  root box")
            for f in figures {
                let pad = { (s: String, n: Int) in s.padding(toLength: n, withPad: " ", startingAt: 0) }
                let range = f.coldRangeNsPerNode.map { String(format: "%.0f–%.0f", $0[0], $0[1]) } ?? ""
                print(pad(f.name, 12), pad(String(f.nodes), 7), pad(String(format: "%13.0f", f.coldNsPerNode), 14),
                      pad(range, 14),
                      pad(f.relayoutNsPerNode.map { String(format: "%16.0f", $0) } ?? "", 17),
                      pad(f.yogaColdNsPerNode.map { String(format: "%17.0f", $0) } ?? "", 18),
                      pad(String(format: "%13.1f", f.computedPerNode), 14), f.rootSize)
            }
            print("text (HarfBuzz, DejaVu Sans 17 px, \(TextMeasureBenchmark.sampleTexts.count) UI strings), ns per string:")
            for (name, value) in text.sorted(by: { $0.key < $1.key }) {
                print("  " + name.padding(toLength: 24, withPad: " ", startingAt: 0) + String(format: "%10.0f", value))
            }
        }
    }

    struct Report: Encodable {
        var trees: [Figure]
        var text: [String: Double]
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

    static func measureTree(name: String, root: ViewNode, measurer: any TextMeasurer, runs: Int,
                            relayoutWidths: [Double]) -> Figure {
        let engine = FlexLayoutEngine(measurer: measurer)
        let nodes = count(root)
        var result = engine.layout(root)
        var cold: [Double] = []
        for _ in 0..<runs {
            let start = cpuNanoseconds()
            let fresh = engine.layout(root)
            cold.append(cpuNanoseconds() - start)
            result = fresh  // the previous result is freed outside the timed call
        }
        var relayout: [Double] = []
        for width in relayoutWidths {
            var changed = root
            changed.style.width = .points(width)
            let start = cpuNanoseconds()
            let changedResult = engine.layout(changed)
            relayout.append(cpuNanoseconds() - start)
            withExtendedLifetime(changedResult) {}
        }
        let f = result.root.frame
        return Figure(name: name, nodes: nodes, coldNsPerNode: median(cold) / Double(nodes),
                      coldRangeNsPerNode: [cold.min() ?? .nan, cold.max() ?? .nan].map { $0 / Double(nodes) },
                      relayoutNsPerNode: relayout.isEmpty ? nil : median(relayout) / Double(nodes),
                      rootSize: "\(formatNumber(f.width)) × \(formatNumber(f.height))",
                      computedPerNode: Double(result.statistics.computed) / Double(nodes))
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
            last = engine.layout(card).root.frame
            times.append(cpuNanoseconds() - start)
        }
        return Figure(name: "card", nodes: 5, coldNsPerNode: median(times) / 5, relayoutNsPerNode: nil,
                      rootSize: "\(formatNumber(last.width)) × \(formatNumber(last.height))", computedPerNode: 0)
    }

    /// `chain.json`'s shape at any depth: a 1000 × 1000 root holding `depth` nested columns
    /// (padding 1 px), each with 9 leaves (height 10 px, min-width 5 px) before the next.
    static func nestedColumns(depth: Int) -> ViewNode {
        var base = Style()
        base.flexDirection = .column
        base.flexShrink = 0
        base.alignContent = .flexStart
        var leafStyle = base
        leafStyle.height = .points(10)
        leafStyle.minWidth = .points(5)
        var node = ViewNode(style: base)
        for _ in 0..<depth {
            var column = base
            column.padding = Edges(all: .points(1))
            node = ViewNode(style: column, children: Array(repeating: ViewNode(style: leafStyle), count: 9) + [node])
        }
        var rootStyle = base
        rootStyle.width = .points(1000)
        rootStyle.height = .points(1000)
        return ViewNode(style: rootStyle, children: [node])
    }

    static func count(_ node: ViewNode) -> Int {
        var total = 0
        var stack = [node]
        while let n = stack.popLast() { total += 1; stack.append(contentsOf: n.children) }
        return total
    }

    /// Process CPU time: deep trees are laid out on a helper thread, which thread time misses.
    static func cpuNanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    static func value(after flag: String, in arguments: [String]) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }

    /// Yoga's quietest cold figures (CPU ns per node), as `bench-trees/README.md` tabulates them
    /// from `yoga-reference.json`.
    static let yoga: [String: Double] = ["wide": 1601, "wide-text": 5931, "balanced": 2765,
                                         "deep": 59194, "chain": 71044]
}
