/// A side of a box. `leading` and `trailing` follow the writing direction of the node the
/// assertion is about (`CheckTraits.rtl`): in right-to-left, leading is the right side.
public enum BoxSide: String, Sendable, Hashable, CaseIterable {
    case top, bottom, left, right, leading, trailing

    /// `top` and `bottom`, measured along y.
    var isHorizontalEdge: Bool { self == .top || self == .bottom }

    /// How messages name it: `the top`, `the leading edge`.
    var place: String { isHorizontalEdge ? "the \(rawValue)" : "the \(rawValue) edge" }

    /// The physical side: `left`, `right`, `top` or `bottom`.
    func physical(rtl: Bool) -> BoxSide {
        switch self {
        case .leading: rtl ? .right : .left
        case .trailing: rtl ? .left : .right
        default: self
        }
    }
}

/// What two boxes are aligned by: a side, or the centre along one axis.
public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case top, bottom, left, right, leading, trailing
    /// The same horizontal centre (`centerX`).
    case centerHorizontally
    /// The same vertical centre (`centerY`).
    case centerVertically

    /// The side both boxes share, or `nil` for a centre line.
    var side: BoxSide? { BoxSide(rawValue: rawValue) }
}

/// The axes a node is centred along inside its container.
public enum CenterAxes: String, Sendable, Hashable, CaseIterable {
    case horizontally, vertically, both
}

/// How a size is expected: in points, or in percent of another node's same dimension.
public enum SizeExpectation: Sendable, Hashable {
    case points(Expected)
    case percent(of: String, Expected)
}

/// What an assertion says about its subject, with the other node's id where there is one.
public enum Relation: Sendable, Hashable {
    case above(String, Expected)
    case below(String, Expected)
    case leftOf(String, Expected)
    case rightOf(String, Expected)
    /// Inside the container; each side given must be that far in from the container's side.
    case inside(String, offsets: [BoxSide: Expected])
    /// The gap between the two boxes (0 when they touch or overlap).
    case near(String, Expected)
    case aligned(Alignment, with: String)
    case centered(in: String, CenterAxes)
    case width(SizeExpectation)
    case height(SizeExpectation)

    /// The violations' rule name: the relation's name (`leftOf`, `inside`, `width`, …).
    public var rule: String {
        switch self {
        case .above: "above"
        case .below: "below"
        case .leftOf: "leftOf"
        case .rightOf: "rightOf"
        case .inside: "inside"
        case .near: "near"
        case .aligned: "aligned"
        case .centered: "centered"
        case .width: "width"
        case .height: "height"
        }
    }

    /// The other node's id, if the relation names one.
    public var other: String? {
        switch self {
        case let .above(id, _), let .below(id, _), let .leftOf(id, _), let .rightOf(id, _),
             let .inside(id, _), let .near(id, _), let .aligned(_, id), let .centered(id, _):
            id
        case let .width(size), let .height(size):
            if case let .percent(id, _) = size { id } else { nil }
        }
    }
}
