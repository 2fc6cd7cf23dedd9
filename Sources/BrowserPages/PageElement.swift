import ViewTree

/// What the reading script (`PageScript.read`) reports of one rendered element or text run,
/// in document coordinates (CSS px from the top left of the page).
struct PageElement: Decodable, Sendable {
    /// How a clipped or clamped text fits its element, in the element's content box.
    struct Truncation: Decodable, Sendable {
        var needed: [Double]
        var given: [Double]
        var limit: Int?
        var lineHeight: Double
        var fontSize: Double
        var fontWeight: Int
    }

    /// The `id` attribute, or `tag.firstClass`; absent on a text run.
    var id: String?
    /// Set on a text run only, its white space collapsed.
    var text: String?
    /// x, y, width, height.
    var box: [Double]
    var role: String?
    var label: String?
    var color: String?
    var bg: String?
    var clips: Bool?
    var opacity: Double?
    var visibility: String?
    var z: Int?
    var absolute: Bool?
    var rtl: Bool?
    var flex: String?
    var truncation: Truncation?
    var kids: [PageElement]?

    var frame: Rect {
        box.count == 4 ? Rect(x: box[0], y: box[1], width: box[2], height: box[3]) : .zero
    }
}

/// The whole reading: the document's height and the body.
struct PageDocument: Decodable, Sendable {
    var height: Double
    var body: [PageElement]
}
