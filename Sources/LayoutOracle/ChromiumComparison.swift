import JSONSource
import ViewTree

/// The engine's frames of one tree beside Chromium's boxes: every value that differs by more
/// than `tolerance`, and what `layoutwatch layout --compare-chromium` prints for it.
public struct ChromiumComparison: Sendable {
    public struct Difference: Sendable, Equatable {
        /// The node's key path in its file (`root.children[1]`), as diagnostics name it.
        public var path: String
        public var property: String
        public var ours: Double
        public var chromium: Double
    }

    public static let tolerance = 0.5

    public var file: String
    public var direction: Direction
    public var boxes: Int = 0
    public var differences: [Difference] = []
    /// What the engine or the tree reader could not honour, each with its node's key path.
    public var notes: [String]

    public init(file: String, direction: Direction, ours: LaidOutNode, chromium: ChromiumBox, notes: [String] = []) {
        self.file = file
        self.direction = direction
        self.notes = notes
        compare(ours, chromium, path: "root")
    }

    private mutating func compare(_ ours: LaidOutNode, _ chromium: ChromiumBox, path: String) {
        boxes += 1
        let f = ours.frame, c = chromium.frame
        for (property, mine, theirs) in [("x", f.x, c.x), ("y", f.y, c.y), ("width", f.width, c.width), ("height", f.height, c.height)]
        where !(abs(mine - theirs) <= Self.tolerance) {
            differences.append(Difference(path: path, property: property, ours: mine, chromium: theirs))
        }
        for (index, pair) in zip(ours.children, chromium.children).enumerated() {
            compare(pair.0, pair.1, path: "\(path).children[\(index)]")
        }
    }

    /// `FILE (LTR): all 4 boxes match Chromium within 0.5 px`, or a count and one aligned line
    /// per differing value (`root.children[0]  width  ours 100  Chromium 80`); then the notes.
    public var report: String {
        let side = direction == .rtl ? "RTL" : "LTR"
        var lines: [String]
        if differences.isEmpty {
            lines = ["\(file) (\(side)): all \(boxes) boxes match Chromium within \(formatNumber(Self.tolerance)) px"]
        } else {
            let nodes = Set(differences.map(\.path)).count
            lines = ["\(file) (\(side)): \(nodes) of \(boxes) boxes differ from Chromium by more than \(formatNumber(Self.tolerance)) px"]
            let pathWidth = differences.map(\.path.count).max() ?? 0
            let ours = differences.map { formatNumber($0.ours) }
            let oursWidth = ours.map(\.count).max() ?? 0
            for (difference, mine) in zip(differences, ours) {
                lines.append("  " + padded(difference.path, pathWidth) + "  " + padded(difference.property, 6)
                             + "  ours " + padded(mine, oursWidth) + "  Chromium " + formatNumber(difference.chromium))
            }
        }
        lines += notes.map { "  note: \($0)" }
        return lines.joined(separator: "\n")
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
