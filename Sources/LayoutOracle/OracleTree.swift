import Foundation
import JSONSource
import ViewTree

/// One tree as Chromium is to lay it out: the nested JSON of its root (`style`, `text`,
/// `image`, `children`, as the file writes them), the file's `baseStyle`, the direction its root
/// resolves `direction` to, the factor every `px` font size is scaled by (as
/// `ViewNode.scalingText(by:)` scales them), the block its root is placed in, and which of the
/// page's fonts (an index into the fonts the page was made with) its text is set in.
public struct OracleTree: Sendable {
    public var root: JSONValue
    public var baseStyle: JSONValue?
    public var direction: Direction
    public var textScale: Double
    public var containingBlock: Size
    public var font: Int

    public init(root: JSONValue, baseStyle: JSONValue?, direction: Direction, textScale: Double = 1,
                containingBlock: Size, font: Int = 0) {
        self.root = root
        self.baseStyle = baseStyle
        self.direction = direction
        self.textScale = textScale
        self.containingBlock = containingBlock
        self.font = font
    }

    /// The tree of a view-tree document (`root`, or the flat `nodes` list nested again).
    public init(document: JSONValue, direction: Direction, textScale: Double = 1, containingBlock: Size, font: Int = 0) {
        self.init(root: Self.nestedRoot(of: document), baseStyle: document["baseStyle"], direction: direction,
                  textScale: textScale, containingBlock: containingBlock, font: font)
    }

    /// `root`, or the flat format's `nodes` (pre-order, each with its `parent` index) as one
    /// nested node; a list the tree reader would refuse is not checked again here.
    static func nestedRoot(of document: JSONValue) -> JSONValue {
        if let root = document["root"] { return root }
        guard let items = document["nodes"]?.arrayValue, !items.isEmpty else { return document }
        var members = items.map { item in (item.objectValue ?? []).filter { $0.0 != "parent" && $0.0 != "children" } }
        var children = Array(repeating: [JSONValue](), count: items.count)
        for index in stride(from: items.count - 1, through: 1, by: -1) {
            guard let parent = items[index]["parent"]?.numberValue.map(Int.init), parent >= 0, parent < index else { continue }
            var node = members[index]
            if !children[index].isEmpty { node.append(("children", .array(children[index].reversed()))) }
            children[parent].append(.object(node))
            members[index] = []
        }
        if !children[0].isEmpty { members[0].append(("children", .array(children[0].reversed()))) }
        return .object(members[0])
    }
}

/// A font both engines set text in: its file, and the file for weights 600 and up.
public struct OracleFont: Sendable, Hashable {
    public var path: String
    public var boldPath: String
    /// The data the page loads them from: `data:` URLs, so the page reads no file.
    let regularURL: String
    let boldURL: String

    public init(path: String, boldPath: String? = nil) throws {
        self.path = path
        self.boldPath = boldPath ?? path
        regularURL = try Self.dataURL(path)
        boldURL = self.boldPath == path ? regularURL : try Self.dataURL(self.boldPath)
    }

    func fileURL(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    private static func dataURL(_ path: String) throws -> String {
        do {
            return "data:font/ttf;base64," + (try Data(contentsOf: URL(fileURLWithPath: path))).base64EncodedString()
        } catch {
            throw OracleError(message: "cannot read the font file \(path) (\(error.localizedDescription)); name one that exists with --font")
        }
    }
}
