import ViewTree
import TestReport

/// What a violation marks on the drawing, in the tree's root coordinates: the step between a
/// `Violation` (rule, message, nodes) and the shapes the overlay draws.
struct SVGViolationMark: Sendable, Equatable {
    enum Kind: String, Sendable { case overlap, overflow, truncation, guide, target, collapsed, label, contrast }

    var kind: Kind
    /// Overlap: the shared regions (for a duplicate target, the whole shared frame). Overflow:
    /// the bands past the offending edge. Truncation: the ghost of the clipped part. Target: the
    /// minimum touch target centred on the node. Collapsed: the zero-sized frame (drawn grown).
    /// Label, contrast: the node's frame (a duplicate label: every node's). Guide: empty.
    var areas: [Rect]
    /// A distance guide from `guide.0` to `guide.1`, for relative assertions.
    var guide: ((x: Double, y: Double), (x: Double, y: Double))?
    /// The text beside the guide or the contrast mark: the actual and expected values.
    var note: String?
    /// Contrast: the text colour and the background, as swatches in the note.
    var swatches: [String] = []

    static func == (a: Self, b: Self) -> Bool {
        a.kind == b.kind && a.areas == b.areas && a.note == b.note && a.swatches == b.swatches
    }
}

enum SVGViolationMarks {
    static let relativeRules: Set<String> = ["above", "below", "leftof", "rightof", "inside", "near",
                                             "aligned", "centered", "width", "height"]

    /// The mark of `violation`, or `nil` for rules that only outline their nodes.
    static func mark(_ violation: Violation, in root: LaidOutNode) -> SVGViolationMark? {
        let rule = violation.rule.lowercased()
        let frames = violation.nodes.map(\.frame).filter { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }
        if rule.contains("overlap") || rule == "duplicatetarget" {
            var areas: [Rect] = []
            for i in frames.indices { for j in frames.indices where j > i {
                if let shared = frames[i].intersection(frames[j]) { areas.append(shared) }
            } }
            return SVGViolationMark(kind: .overlap, areas: areas)
        }
        if rule.contains("bounds"), frames.count >= 2 {
            return SVGViolationMark(kind: .overflow, areas: Rect.outside(frames[0], of: frames[1]))
        }
        if rule == "flexoverflow", let reference = violation.nodes.first {
            return SVGViolationMark(kind: .overflow, areas: flexOverflow(reference, in: root))
        }
        if rule == "truncation", let reference = violation.nodes.first {
            return SVGViolationMark(kind: .truncation, areas: ghost(reference, in: root))
        }
        if relativeRules.contains(rule), frames.count >= 2 {
            return SVGViolationMark(kind: .guide, areas: [], guide: guide(frames[0], frames[1]),
                                    note: guideText(violation.message))
        }
        if rule == "duplicatelabel" {
            return SVGViolationMark(kind: .label, areas: frames)
        }
        guard let frame = frames.first else { return nil }
        switch rule {
        case "touchtarget":
            return SVGViolationMark(kind: .target, areas: [target(around: frame, message: violation.message)])
        case "zerosize":
            return SVGViolationMark(kind: .collapsed, areas: [frame])
        case "missinglabel", "nestedlabel":
            return SVGViolationMark(kind: .label, areas: [frame])
        case "contrast":
            let contrast = violation.message.firstMatch(of: /contrast ([0-9.]+):1 \((\S+) on (\S+)\), under ([0-9.]+):1/)
            return SVGViolationMark(kind: .contrast, areas: [frame],
                                    note: contrast.map { "\($0.1):1, needs \($0.4):1" },
                                    swatches: contrast.map { [String($0.2), String($0.3)] } ?? [])
        default:
            return nil
        }
    }

    /// The minimum target the message names (`under the 44×44 pt touch target`), centred on
    /// the node; 44×44 when the message names none.
    static func target(around frame: Rect, message: String) -> Rect {
        let size = message.firstMatch(of: /under the ([0-9.]+)×([0-9.]+) pt/)
        let width = size.flatMap { Double($0.1) } ?? 44, height = size.flatMap { Double($0.2) } ?? 44
        return Rect(x: frame.x + frame.width / 2 - width / 2, y: frame.y + frame.height / 2 - height / 2,
                    width: width, height: height)
    }

    /// The bands of the container's in-flow children past its border box, edge by edge.
    static func flexOverflow(_ reference: NodeReference, in root: LaidOutNode) -> [Rect] {
        guard let node = root.node(at: reference.path) else { return [] }
        let box = reference.frame
        let children = node.children.map { $0.frame.offsetBy(dx: box.x, dy: box.y) }
        guard let first = children.first else { return [] }
        let extent = children.dropFirst().reduce(first) { SVGRenderer.union($0, $1) }
        return Rect.outside(extent, of: box)
    }

    /// The clipped part of the text: from the frame's trailing edge to the needed width (and
    /// below it, to the needed height).
    static func ghost(_ reference: NodeReference, in root: LaidOutNode) -> [Rect] {
        let frame = reference.frame
        guard let info = root.node(at: reference.path)?.textLayout else { return [] }
        var areas: [Rect] = []
        let width = max(frame.width, info.neededSize.width), height = max(frame.height, info.neededSize.height)
        if width > frame.width { areas.append(Rect(x: frame.maxX, y: frame.y, width: width - frame.width, height: frame.height)) }
        if height > frame.height { areas.append(Rect(x: frame.x, y: frame.maxY, width: width, height: height - frame.height)) }
        return areas
    }

    /// Between the facing edges when the boxes are apart on an axis, else between their centres.
    static func guide(_ a: Rect, _ b: Rect) -> ((x: Double, y: Double), (x: Double, y: Double)) {
        let midY = (max(a.y, b.y) + min(a.maxY, b.maxY)) / 2, midX = (max(a.x, b.x) + min(a.maxX, b.maxX)) / 2
        if a.maxX <= b.x { return ((a.maxX, midY), (b.x, midY)) }
        if b.maxX <= a.x { return ((b.maxX, midY), (a.x, midY)) }
        if a.maxY <= b.y { return ((midX, a.maxY), (midX, b.y)) }
        if b.maxY <= a.y { return ((midX, b.maxY), (midX, a.y)) }
        return ((a.x + a.width / 2, a.y + a.height / 2), (b.x + b.width / 2, b.y + b.height / 2))
    }

    /// `10 pt, expected 20–30 pt` from a message in Galen's voice; the message itself otherwise.
    static func guideText(_ message: String) -> String {
        let actual = message.firstMatch(of: /(-?[0-9][0-9.]*) pt/).map { String($0.output.0) }
        let expected = message.firstMatch(of: /(?:instead of|expected) (.+)$/).map { String($0.output.1) }
        guard let actual, let expected else { return message }
        return "\(actual), expected \(expected)"
    }
}
