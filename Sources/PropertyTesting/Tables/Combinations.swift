/// How rows are built from several tables.
public enum CombinationMode: String, Sendable, CaseIterable {
    /// Every combination: the product of the table sizes.
    case exhaustive
    /// The first value of every table, then each other value of one table at a time.
    case oneFactorAtATime
    /// A covering array: every pair of values from two different tables meets in some row.
    case pairwise
}

/// More rows than the limit (10,000 unless given): thrown before any row is built.
public struct CombinationError: Error, Equatable, CustomStringConvertible {
    /// The mode that was asked for.
    public var mode: CombinationMode
    /// Each table's number of values, in column order.
    public var sizes: [Int]
    /// The rows the mode would give (`Int.max` when the product overflows).
    public var count: Int
    /// The limit the count is above.
    public var limit: Int

    /// The counts and the fix: raise the limit or, for an exhaustive product, use `.pairwise` or
    /// `.oneFactorAtATime`.
    public var description: String {
        let product = sizes.map(String.init).joined(separator: " × ")
        var text = "\(mode.rawValue) combination of \(sizes.count) tables (\(product) values) gives "
            + "\(count == .max ? "more than \(Int.max)" : String(count)) rows, above the limit of \(limit): raise the limit"
        if mode == .exhaustive { text += " or use .pairwise or .oneFactorAtATime" }
        return text
    }
}

package enum Combinations {
    /// Rows of value indices, one index per table, in a deterministic order.
    package static func indexRows(sizes: [Int], mode: CombinationMode, limit: Int = 10_000) throws(CombinationError) -> [[Int]] {
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return [] }
        let rows: [[Int]]
        switch mode {
        case .exhaustive:
            var count = 1
            for size in sizes {
                let (product, overflow) = count.multipliedReportingOverflow(by: size)
                count = overflow ? .max : product
            }
            guard count <= limit else { throw CombinationError(mode: mode, sizes: sizes, count: count, limit: limit) }
            rows = exhaustive(sizes)
        case .oneFactorAtATime:
            var result = [Array(repeating: 0, count: sizes.count)]
            for (factor, size) in sizes.enumerated() {
                for value in 1..<size {
                    var row = Array(repeating: 0, count: sizes.count)
                    row[factor] = value
                    result.append(row)
                }
            }
            rows = result
        case .pairwise:
            rows = sizes.count < 2 ? exhaustive(sizes) : PairwiseCover(sizes: sizes).rows()
        }
        guard rows.count <= limit else { throw CombinationError(mode: mode, sizes: sizes, count: rows.count, limit: limit) }
        return rows
    }

    /// Rows of values from `tables` (all of one value type).
    package static func rows<V>(_ tables: [ValueTable<V>], mode: CombinationMode,
                               limit: Int = 10_000) throws(CombinationError) -> [[V?]] {
        try indexRows(sizes: tables.map(\.entries.count), mode: mode, limit: limit).map { row in
            row.enumerated().map { tables[$0.offset].entries[$0.element] }
        }
    }

    /// Keyed rows from tables of any value types, as LayoutTest-iOS data dictionaries:
    /// a missing (`nil`) entry leaves its key out of the row.
    package static func dataRows(_ columns: [TableColumn], mode: CombinationMode,
                                limit: Int = 10_000) throws(CombinationError) -> [[String: any Sendable]] {
        try indexRows(sizes: columns.map(\.count), mode: mode, limit: limit).map { row in
            var data: [String: any Sendable] = [:]
            for (column, index) in zip(columns, row) {
                if let value = column.value(index) { data[column.key] = value }
            }
            return data
        }
    }

    private static func exhaustive(_ sizes: [Int]) -> [[Int]] {
        sizes.reduce([[]]) { partial, size in partial.flatMap { row in (0..<size).map { row + [$0] } } }
    }
}

/// One named table of any value type, for `Combinations.dataRows`.
public struct TableColumn: Sendable {
    /// The data key each row holds this table's value under (LayoutTest-iOS's data-spec key).
    public let key: String
    let count: Int
    let value: @Sendable (Int) -> (any Sendable)?

    /// The column `key` of `table`'s values; the table's `nil` entries leave the key out of a row.
    public init<V: Sendable>(_ key: String, _ table: ValueTable<V>) {
        self.key = key
        count = table.entries.count
        value = { table.entries[$0] }
    }
}
