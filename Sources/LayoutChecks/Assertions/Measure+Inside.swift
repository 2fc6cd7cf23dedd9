import ViewTree

extension Measure {
    /// Every side of the subject must be within the container; each side given in `offsets`
    /// must also be that far in: `"title" is 12 pt from the top of "card" instead of 16 pt`.
    func inside(_ offsets: [BoxSide: Expected]) -> [String] {
        let physical: [BoxSide] = [.top, .right, .bottom, .left]
        let inset: [BoxSide: Double] = [
            .top: frame.y - otherFrame.y, .bottom: otherFrame.maxY - frame.maxY,
            .left: frame.x - otherFrame.x, .right: otherFrame.maxX - frame.maxX,
        ]
        var failures: [String] = []
        let out = physical.filter { inset[$0]! < -tolerance }
        if !out.isEmpty {
            let amounts = out.map { "\(pt(-inset[$0]!)) past the \($0) edge" }.joined(separator: ", ")
            failures.append("\(s) is not inside \(o): it extends \(amounts)")
        }
        for side in BoxSide.allCases {
            guard let expected = offsets[side] else { continue }
            let value = inset[side.physical(rtl: rtl)]!
            guard value >= -tolerance, !expected.accepts(value, tolerance: tolerance) else { continue }
            failures.append("\(s) is \(pt(value)) from \(side.place) of \(o) instead of \(expected.describe(tolerance: tolerance))")
        }
        return failures
    }
}
