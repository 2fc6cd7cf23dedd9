import ViewTree

/// One case of a data-table test, LayoutTest-iOS's validation `context`: the row's number (from
/// 1), the size it was laid out at, and its data.
public struct TableCase: Sendable, CustomStringConvertible {
    /// The row's number in the combination, from 1.
    public var row: Int
    /// The size the row was laid out in, in points.
    public var size: Size
    /// The row's values.
    public var data: DataRow

    /// The key the size goes under while it is a factor of a pairwise combination.
    static let sizeKey = "\u{0}size"

    package init(row: Int, size: Size, data: DataRow) {
        self.row = row
        self.size = size
        self.data = data
    }

    /// Fails the row with `message` unless `condition` holds: the validation closure's assertion,
    /// which works the same in a suite, XCTest and Swift Testing.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(TableCaseFailure) {
        if !condition { throw TableCaseFailure(message: message()) }
    }

    /// `row 3`, or `row 3 at 375×200` when the test has several sizes.
    func label(sizes: [Size]) -> String { sizes.count > 1 ? "row \(row) at \(sizeText)" : "row \(row)" }

    /// `row 3 at 375×200: [key: value, …]`.
    public var description: String { "row \(row) at \(sizeText): \(data)" }

    /// `375×200`, as size matrices print a cell.
    var sizeText: String { LayoutVariant(size: size, scale: 1, direction: .ltr).sizeText }
}

/// A validation closure's `expect` that did not hold.
public struct TableCaseFailure: Error, Sendable, CustomStringConvertible {
    /// The message given to `expect`, which the failing row's report shows.
    public var message: String
    /// The same text as ``message``.
    public var description: String { message }
}
