import ViewTree

/// One case of a data-table test, LayoutTest-iOS's validation `context`: the row's number (from
/// 1), the size it was laid out at, and its data.
public struct TableCase: Sendable, CustomStringConvertible {
    public var row: Int
    public var size: Size
    public var data: DataRow

    /// The key the size goes under while it is a factor of a pairwise combination.
    static let sizeKey = "\u{0}size"

    public init(row: Int, size: Size, data: DataRow) {
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

    public var description: String { "row \(row) at \(sizeText): \(data)" }

    /// `375×200`, as size matrices print a cell.
    var sizeText: String { LayoutVariant(size: size, scale: 1, direction: .ltr).sizeText }
}

/// A validation closure's `expect` that did not hold.
public struct TableCaseFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
