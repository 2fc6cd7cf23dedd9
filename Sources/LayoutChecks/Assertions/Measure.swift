import ViewTree

/// Measures one assertion's relation on two absolute frames and words each failure in Galen's
/// voice: node ids in quotes, the measured value, what was expected.
struct Measure {
    let subject: String
    let frame: Rect
    /// The subject's writing direction, which places `leading` and `trailing`.
    let rtl: Bool
    let otherID: String
    let otherFrame: Rect
    let tolerance: Double

    var s: String { "\"\(subject)\"" }
    var o: String { "\"\(otherID)\"" }

    func failures(of relation: Relation) -> [String] {
        switch relation {
        case let .above(_, expected):
            return distance(otherFrame.y - frame.maxY, expected, phrase: "above", edges: ("bottom", "top"), past: "below")
        case let .below(_, expected):
            return distance(frame.y - otherFrame.maxY, expected, phrase: "below", edges: ("top", "bottom"), past: "above")
        case let .leftOf(_, expected):
            return distance(otherFrame.x - frame.maxX, expected, phrase: "left of", edges: ("right", "left"), past: "right of")
        case let .rightOf(_, expected):
            return distance(frame.x - otherFrame.maxX, expected, phrase: "right of", edges: ("left", "right"), past: "left of")
        case let .near(_, expected):
            let dx = max(0, otherFrame.x - frame.maxX, frame.x - otherFrame.maxX)
            let dy = max(0, otherFrame.y - frame.maxY, frame.y - otherFrame.maxY)
            let gap = (dx * dx + dy * dy).squareRoot()
            return expected.accepts(gap, tolerance: tolerance) ? []
                : ["\(s) is \(pt(gap)) from \(o) instead of \(expected.describe(tolerance: tolerance))"]
        case let .inside(_, offsets):
            return inside(offsets)
        case let .aligned(alignment, _):
            return aligned(alignment)
        case let .centered(_, axes):
            return centered(axes)
        case let .width(size):
            return self.size(frame.width, of: otherFrame.width, size, adjective: "wide", dimension: "width")
        case let .height(size):
            return self.size(frame.height, of: otherFrame.height, size, adjective: "tall", dimension: "height")
        }
    }

    /// `"save" is 10 pt left of "cancel" instead of 20–30 pt`, or, on the wrong side,
    /// `"save" is not left of "cancel": its right edge is 5 pt right of the left edge of "cancel"; …`.
    private func distance(_ gap: Double, _ expected: Expected, phrase: String, edges: (String, String), past: String) -> [String] {
        guard !expected.accepts(gap, tolerance: tolerance) else { return [] }
        let wanted = expected.describe(tolerance: tolerance)
        if gap >= 0 { return ["\(s) is \(pt(gap)) \(phrase) \(o) instead of \(wanted)"] }
        return ["\(s) is not \(phrase) \(o): its \(edges.0) edge is \(pt(-gap)) \(past) the \(edges.1) edge of \(o); expected \(wanted)"]
    }

    /// The coordinate of the edge on `side`, `leading` and `trailing` placed by the subject's direction.
    func edge(_ side: BoxSide, of rect: Rect) -> Double {
        switch side.physical(rtl: rtl) {
        case .top: rect.y
        case .bottom: rect.maxY
        case .left: rect.x
        default: rect.maxX
        }
    }

    private func aligned(_ alignment: Alignment) -> [String] {
        let (mine, theirs, place, axis): (Double, Double, String, String)
        if let side = alignment.side {
            (mine, theirs, place, axis) = (edge(side, of: frame), edge(side, of: otherFrame), side.place, side.isHorizontalEdge ? "y" : "x")
        } else if alignment == .centerHorizontally {
            (mine, theirs, place, axis) = (frame.x + frame.width / 2, otherFrame.x + otherFrame.width / 2, "the horizontal centre", "x")
        } else {
            (mine, theirs, place, axis) = (frame.y + frame.height / 2, otherFrame.y + otherFrame.height / 2, "the vertical centre", "y")
        }
        let offset = abs(mine - theirs)
        guard !Expected.zero.accepts(offset, tolerance: tolerance) else { return [] }
        return ["\(s) is \(pt(offset)) off \(o) at \(place) (\(axis) \(formatNumber(mine)) vs \(formatNumber(theirs))) instead of \(Expected.zero.describe(tolerance: tolerance))"]
    }

    private func centered(_ axes: CenterAxes) -> [String] {
        var failures: [String] = []
        if axes != .vertically {
            let left = frame.x - otherFrame.x, right = otherFrame.maxX - frame.maxX
            failures += offCentre(left, right, "horizontally", ("on the left", "on the right"))
        }
        if axes != .horizontally {
            let top = frame.y - otherFrame.y, bottom = otherFrame.maxY - frame.maxY
            failures += offCentre(top, bottom, "vertically", ("above", "below"))
        }
        return failures
    }

    private func offCentre(_ a: Double, _ b: Double, _ axis: String, _ names: (String, String)) -> [String] {
        let offset = abs(a - b) / 2
        guard !Expected.zero.accepts(offset, tolerance: tolerance) else { return [] }
        return ["\(s) is \(pt(offset)) off centre \(axis) in \(o) (\(pt(a)) \(names.0), \(pt(b)) \(names.1)) instead of \(Expected.zero.describe(tolerance: tolerance))"]
    }

    private func size(_ value: Double, of whole: Double, _ size: SizeExpectation, adjective: String, dimension: String) -> [String] {
        switch size {
        case let .points(expected):
            return expected.accepts(value, tolerance: tolerance) ? []
                : ["\(s) is \(pt(value)) \(adjective) instead of \(expected.describe(tolerance: tolerance))"]
        case let .percent(_, expected):
            guard whole > 0 else { return ["\(o) has zero \(dimension), so the \(dimension) of \(s) is no percentage of it"] }
            let percent = value / whole * 100
            guard !expected.accepts(percent, tolerance: tolerance) else { return [] }
            return ["\(s) is \(formatNumber(percent)) % of the \(dimension) of \(o) (\(formatNumber(value)) of \(pt(whole))) instead of \(expected.describe(unit: "%", tolerance: tolerance))"]
        }
    }
}

func pt(_ value: Double) -> String { "\(formatNumber(value)) pt" }
