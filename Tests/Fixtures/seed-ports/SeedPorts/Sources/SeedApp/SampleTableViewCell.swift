import LayoutTesting

/// LayoutTest-iOS's `SampleTableViewCell`: a title and a count, inflated from a data dictionary.
public enum SampleTableViewCell {
    /// The cell as it ships: the title takes what the count leaves, on up to two lines.
    public static func view(_ data: DataRow, width: Double) -> some ViewConvertible {
        Row(spacing: 8) {
            Text(data["string"] ?? "", size: 15, lineLimit: 2).id("title").grow(1).shrink(1)
            Text(data["int", as: Int.self].map(String.init) ?? "–", size: 15, lineLimit: 1).id("count").shrink(0)
        }
        .frame(width: width, height: 64).padding(12).align(.center)
    }

    /// A version with the count pinned at a fixed x, as a nib laid out for short titles has it.
    public static func pinned(_ data: DataRow, width: Double) -> some ViewConvertible {
        Box {
            Text(data["string"] ?? "", size: 15, lineLimit: 1).id("title").absolute(top: 12, left: 12)
            Text(data["int", as: Int.self].map(String.init) ?? "–", size: 15).id("count").absolute(top: 12, left: width - 60)
        }
        .frame(width: width, height: 64)
    }
}

/// LayoutTest-iOS's `LYTViewProvider`, implemented by the shipping cell.
public struct SampleCellProvider: LayoutViewProvider {
    public static var dataSpec: [TableColumn] { [TableColumn("string", .strings), TableColumn("int", .integers)] }
    public static func view(for data: DataRow, size: Size) -> any ViewConvertible { SampleTableViewCell.view(data, width: size.width) }
    public static var sizes: [Size] { [Size(width: 320, height: 64), Size(width: 768, height: 64)] }
}

/// The pinned cell's provider: its count collides with long titles.
public struct PinnedCellProvider: LayoutViewProvider {
    public static var dataSpec: [TableColumn] { [TableColumn("string", .strings), TableColumn("int", .integers)] }
    public static func view(for data: DataRow, size: Size) -> any ViewConvertible { SampleTableViewCell.pinned(data, width: size.width) }
}
