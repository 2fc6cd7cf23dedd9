import ViewTree

/// The ids of one drawing's shared parts: the layout its views `<use>`, the patterns and marker
/// its marks fill with, the clip paths of clipping nodes. A page that inlines several drawings
/// gives each its own prefix, so no id repeats in the page and every `href` and `url(#…)`
/// reaches its own drawing's part rather than the first drawing's.
struct SVGIDs: Sendable {
    /// Letters, digits and hyphens, starting with a letter.
    let prefix: String

    var layout: String { "\(prefix)-layout" }
    var hatch: String { "\(prefix)-hatch" }
    var stripes: String { "\(prefix)-stripes" }
    var tick: String { "\(prefix)-tick" }

    func clip(_ path: NodePath) -> String {
        ([prefix, "clip", "root"] + path.indices.map(String.init)).joined(separator: "-")
    }
}
