import FlexLayout
import Foundation
import ViewTree

/// The samples of one tree in `layoutwatch-bench layout`: our cold rounds (interleaved with
/// Taffy's by the caller), then relayouts through a `LayoutSession`.
struct TreeRun {
    var tree: BenchTrees.Tree
    let nodes: Int
    let engine: FlexLayoutEngine
    var cold: [Double] = []
    var taffyCold: [Double] = []
    /// Whether Taffy laid out this tree in this run.
    var taffy = false
    var last: LayoutResult

    init(tree: BenchTrees.Tree) {
        self.tree = tree
        nodes = BenchTrees.count(tree.root)
        engine = FlexLayoutEngine(measurer: tree.measurer)
        last = engine.layout(tree.root)
    }

    /// One timed cold layout of a freshly built copy of the tree, after an untimed one of the
    /// tree itself (Taffy's script warms up alike): a process that slept through the peer's
    /// turn finds its code and memory out of the caches (README, Benchmarks, 2026-11-28).
    mutating func coldRound() {
        let input = BenchTrees.rebuilt(tree.root)  // untimed, like Taffy's fresh tree
        last = engine.layout(tree.root)  // the warm-up; the previous result is freed here
        // The input is freed after the clock is read: Swift may free a value right after its
        // last use, and the tree's freeing (10,000 nodes, when the result keeps nothing of it)
        // was timed with the layout, as Taffy's script does not time its tree's.
        withExtendedLifetime(input) {
            let start = LayoutBench.cpuNanoseconds()
            let fresh = engine.layout(input)
            cold.append(LayoutBench.cpuNanoseconds() - start)
            last = fresh  // the warm-up's result is freed outside the timed call
        }
    }

    func figure(peer: TaffyPeer?) -> LayoutBench.Figure {
        let f = last.root.frame
        var figure = LayoutBench.Figure(
            name: tree.name, nodes: nodes, cold: LayoutBench.spread(cold, per: nodes),
            rootSize: "\(formatNumber(f.width)) × \(formatNumber(f.height))",
            computedPerNode: Double(last.statistics.computed) / Double(nodes))
        let peer = taffy && !taffyCold.isEmpty ? peer : nil
        if let peer {
            figure.taffyCold = LayoutBench.spread(taffyCold, per: nodes)
            figure.taffyRootSize = (try? peer.ask("root \(tree.name)"))?.replacingOccurrences(of: " ", with: " × ")
        }
        guard tree.timesRelayouts else { return figure }
        let name = tree.name
        if !relayoutWidths.isEmpty {
            let widths = relayoutWidths
            let times = relayouts(widths.map { width in { (root: inout ViewNode) in root.style.width = .points(width) } },
                                  changed: [NodePath()],
                                  peer: peer.map { peer in { try? peer.time("relayout \(name) \(formatNumber(widths[$0]))") } })
            figure.relayoutWidthNsPerNode = times.ours
            figure.taffyRelayoutWidthNsPerNode = times.taffy
        }
        let path = tree.root.middleLeafPath
        let rounds = Array(Self.leafRounds)
        let times = relayouts(rounds.map { round in { (root: inout ViewNode) in BenchTrees.changeLeaf(at: path, of: &root, round: round) } },
                              changed: [NodePath(path)],
                              peer: peer.map { peer in { try? peer.time("relayout-leaf \(name) \(rounds[$0])") } })
        figure.relayoutLeafNsPerNode = times.ours
        figure.taffyRelayoutLeafNsPerNode = times.taffy
        return figure
    }

    /// The root widths of the width relayouts (the tree's three, in turn, three times) and the
    /// rounds of the leaf change, for ours and Taffy's alike: medians of 3 and 5 relayouts
    /// swung by 2× between runs on a busy machine.
    var relayoutWidths: [Double] { Array(repeating: tree.relayoutWidths, count: 3).flatMap { $0 } }
    static let leafRounds = 1...15

    /// Median CPU ns per node of relayouts through one session, each after one `change` of the
    /// tree, told the `changed` node (as Taffy's script sets the changed node's style, which
    /// marks it dirty); with `peer`, each of ours is followed by the peer's same relayout
    /// (`peer(i)` times the i-th), so a slow spell of the machine falls on both alike (run one
    /// engine's all before the other's, the 9 width relayouts of `wide-text` took about 20 ms
    /// and one spell could cover them all: README, Benchmarks, 2026-11-28).
    func relayouts(_ changes: [(inout ViewNode) -> Void], changed: [NodePath],
                   peer: ((Int) -> Double?)?) -> (ours: Double, taffy: Double?) {
        let session = LayoutSession(engine: engine)
        var root = tree.root
        _ = session.layout(root)
        var times: [Double] = [], peerTimes: [Double] = []
        for (index, change) in changes.enumerated() {
            change(&root)
            let start = LayoutBench.cpuNanoseconds()
            let result = session.layout(root, changed: changed)
            times.append(LayoutBench.cpuNanoseconds() - start)
            withExtendedLifetime(result) {}
            if let time = peer?(index) { peerTimes.append(time) }
        }
        return (median(times) / Double(nodes), peerTimes.isEmpty ? nil : median(peerTimes) / Double(nodes))
    }
}
