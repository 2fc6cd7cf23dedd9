import Foundation
import FuzzSupport
import ViewTree

/// A view-tree JSON document (`layoutwatch check`, `layout.dump`): the byte-level JSON parser,
/// then the tree and its inline styles.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? ViewTreeJSON.decodeDocument(data, file: "tree.json")
    }
}
