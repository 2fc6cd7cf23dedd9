/// Galen-style assertions about nodes by id, for a layout test's `checks:`. Distances and sizes
/// take a number (exactly) or a closed range; `tolerance` lets a value miss by that much.
///
///     Assert("save").leftOf("cancel", by: 20...30)      // gap from save's right to cancel's left
///     Assert("title").above("body")                      // any gap, as long as it is above
///     Assert("title").inside("card", top: 16, leading: 16...24)
///     Assert("badge").inside("card")                     // every side within the card
///     Assert("save").near("cancel", within: 0...8)
///     Assert("save").aligned(.top, with: "cancel")
///     Assert("title").centered(in: "card", .horizontally)
///     Assert("title").width(100...180)
///     Assert("title").width(percentOf: "card", 40...60)
///     Assert("save", tolerance: 0.5).height(44...)
///
/// `leading` and `trailing` follow the subject's writing direction (`CheckTraits.rtl`).
public struct Assert: Sendable {
    public var subject: String
    public var tolerance: Double

    public init(_ id: String, tolerance: Double = 0) {
        self.subject = id
        self.tolerance = tolerance
    }

    private func make(_ relation: Relation) -> Assertion { Assertion(subject, relation, tolerance: tolerance) }

    /// The gap from this node's bottom to `id`'s top is in `distance` (any gap by default).
    public func above(_ id: String, by distance: some ExpectedValue = Expected.anyDistance) -> Assertion {
        make(.above(id, distance.expected))
    }

    /// The gap from `id`'s bottom to this node's top is in `distance`.
    public func below(_ id: String, by distance: some ExpectedValue = Expected.anyDistance) -> Assertion {
        make(.below(id, distance.expected))
    }

    /// The gap from this node's right edge to `id`'s left edge is in `distance` (physical sides,
    /// as in Galen, whatever the writing direction).
    public func leftOf(_ id: String, by distance: some ExpectedValue = Expected.anyDistance) -> Assertion {
        make(.leftOf(id, distance.expected))
    }

    /// The gap from `id`'s right edge to this node's left edge is in `distance`.
    public func rightOf(_ id: String, by distance: some ExpectedValue = Expected.anyDistance) -> Assertion {
        make(.rightOf(id, distance.expected))
    }

    /// Every side within `id`; each side given is that far in from the container's same side.
    public func inside(_ id: String, top: (any ExpectedValue)? = nil, bottom: (any ExpectedValue)? = nil,
                       left: (any ExpectedValue)? = nil, right: (any ExpectedValue)? = nil,
                       leading: (any ExpectedValue)? = nil, trailing: (any ExpectedValue)? = nil) -> Assertion {
        let given: [(BoxSide, (any ExpectedValue)?)] = [(.top, top), (.bottom, bottom), (.left, left), (.right, right),
                                                        (.leading, leading), (.trailing, trailing)]
        var offsets: [BoxSide: Expected] = [:]
        for (side, value) in given { if let value { offsets[side] = value.expected } }
        return make(.inside(id, offsets: offsets))
    }

    /// The shortest gap between the two boxes (0 when they touch or overlap) is in `distance`.
    public func near(_ id: String, within distance: some ExpectedValue) -> Assertion {
        make(.near(id, distance.expected))
    }

    /// The same edge or centre line as `id`, within the tolerance.
    public func aligned(_ alignment: Alignment, with id: String) -> Assertion {
        make(.aligned(alignment, with: id))
    }

    /// As far from `id`'s opposite sides along `axes`, within the tolerance.
    public func centered(in id: String, _ axes: CenterAxes = .both) -> Assertion {
        make(.centered(in: id, axes))
    }

    /// The width in points.
    public func width(_ points: some ExpectedValue) -> Assertion { make(.width(.points(points.expected))) }

    /// The height in points.
    public func height(_ points: some ExpectedValue) -> Assertion { make(.height(.points(points.expected))) }

    /// The width in percent of `id`'s width; the tolerance is in percentage points.
    public func width(percentOf id: String, _ percent: some ExpectedValue) -> Assertion {
        make(.width(.percent(of: id, percent.expected)))
    }

    /// The height in percent of `id`'s height; the tolerance is in percentage points.
    public func height(percentOf id: String, _ percent: some ExpectedValue) -> Assertion {
        make(.height(.percent(of: id, percent.expected)))
    }
}
