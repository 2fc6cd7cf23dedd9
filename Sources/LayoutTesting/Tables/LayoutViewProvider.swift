import LayoutChecks
import PropertyTesting
import ViewTree

/// LayoutTest-iOS's `LYTViewProvider`: a view that says which data it is tested with and how
/// it is built from one row of it. Run it with `runLayoutTests(withViewProvider:)` (XCTest),
/// `expectLayout(withViewProvider:)` (Swift Testing) or `EdgeValues(provider:)` (a suite).
///
/// ```swift
/// extension SampleCell: LayoutViewProvider {
///     static var dataSpec: [TableColumn] { [TableColumn("text", .strings), TableColumn("count", .integers)] }
///     static func view(for data: DataRow, size: Size) -> any ViewConvertible { SampleCell(data) }
/// }
/// ```
public protocol LayoutViewProvider: SendableMetatype {
    /// `dataSpecForTest`: the tables whose values are combined into rows (every combination
    /// unless the run asks for pairwise ones).
    static var dataSpec: [TableColumn] { get }
    /// `viewForData(_:reuseView:size:context:)`: the view for one row, at one of `sizes`.
    static func view(for data: DataRow, size: Size) -> any ViewConvertible
    /// `sizesForView`: every row is laid out at each; one 320×150 size unless given.
    static var sizes: [Size] { get }
}

extension LayoutViewProvider {
    public static var sizes: [Size] { [Size(width: 320, height: 150)] }
}

extension EdgeValueLayoutTest {
    /// The data-table test of `provider`, named after it.
    package init<Provider: LayoutViewProvider>(provider: Provider.Type, suite: String, mode: CombinationMode = .exhaustive,
                                             sizeCoverage: CombinationMode = .exhaustive, limit: Int = 10_000,
                                             checks: [any LayoutCheck] = LayoutChecks.basic,
                                             validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)? = nil) {
        self.init(String(describing: provider), suite: suite, sizes: Provider.sizes, sizeCoverage: sizeCoverage,
                  columns: Provider.dataSpec, mode: mode, limit: limit, checks: checks, validation: validation) {
            Provider.view(for: $0, size: $1)
        }
    }
}
