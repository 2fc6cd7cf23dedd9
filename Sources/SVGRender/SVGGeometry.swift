import ViewTree

// The drawing's geometry: the map from root coordinates to pixels, and the box arithmetic the
// marks, labels and insets share.

/// The map from the tree's root coordinates to the drawing's pixels: the layout is scaled so
/// its width nears `targetWidth` (never below 1× nor above `maxScale`), its top-left at (0, 0).
struct SVGScale: Sendable, Equatable {
    static let targetWidth = 960.0
    static let maxScale = 4.0

    var origin: (x: Double, y: Double)
    var factor: Double

    init(bounds: Rect) {
        origin = (bounds.x, bounds.y)
        let width = max(bounds.width, 1)
        factor = min(Self.maxScale, max(1, (Self.targetWidth / width * 4).rounded(.down) / 4))
    }

    static func == (a: Self, b: Self) -> Bool { a.origin == b.origin && a.factor == b.factor }

    func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        ((x - origin.x) * factor, (y - origin.y) * factor)
    }

    func rect(_ r: Rect) -> Rect {
        let p = point(r.x, r.y)
        return Rect(x: p.x, y: p.y, width: r.width * factor, height: r.height * factor)
    }

    /// The SVG transform that draws root coordinates at this scale.
    var transform: String {
        "scale(\(formatNumber(factor))) translate(\(formatNumber(-origin.x)) \(formatNumber(-origin.y)))"
    }
}

extension Rect {
    /// Grown about its centre to at least `minimum` on each side.
    func atLeast(_ minimum: Double) -> Rect {
        let w = max(width, minimum), h = max(height, minimum)
        return Rect(x: x - (w - width) / 2, y: y - (h - height) / 2, width: w, height: h)
    }

    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }

    /// `inner` minus `outer`, as up to four bands: above, below, left, right.
    static func outside(_ inner: Rect, of outer: Rect) -> [Rect] {
        var bands: [Rect] = []
        let top = max(inner.y, outer.y), bottom = min(inner.maxY, outer.maxY)
        if inner.y < outer.y {
            bands.append(Rect(x: inner.x, y: inner.y, width: inner.width, height: min(inner.maxY, outer.y) - inner.y))
        }
        if inner.maxY > outer.maxY {
            let start = max(inner.y, outer.maxY)
            bands.append(Rect(x: inner.x, y: start, width: inner.width, height: inner.maxY - start))
        }
        if bottom > top {
            if inner.x < outer.x {
                bands.append(Rect(x: inner.x, y: top, width: min(inner.maxX, outer.x) - inner.x, height: bottom - top))
            }
            if inner.maxX > outer.maxX {
                let start = max(inner.x, outer.maxX)
                bands.append(Rect(x: start, y: top, width: inner.maxX - start, height: bottom - top))
            }
        }
        return bands.filter { $0.width > 0 && $0.height > 0 }
    }
}
