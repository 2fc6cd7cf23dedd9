import JSONSource

/// A point size in CSS pixels; `nil` components of `AvailableSize` mean "unbounded".
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// Computed and inlinable, not a `let`: another module reads a `static let` through an
    /// addressor call and a once-check each time, and the layout engine reads this per item.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

/// A box: `x`, `y` are relative to the parent's border box unless a caller says otherwise.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// Computed and inlinable (see `Size.zero`).
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
    /// The overlapping area, or `nil` when the boxes only touch or are apart.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), right = min(maxX, other.maxX)
        let top = max(y, other.y), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
    /// Whether the point lies inside, the left and top edges included, the right and bottom not.
    public func contains(x px: Double, y py: Double) -> Bool {
        x <= px && px < maxX && y <= py && py < maxY
    }
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
}

/// The space a layout is offered; `nil` is unbounded (max-content).
public struct AvailableSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    public static let unbounded = AvailableSize(width: nil, height: nil)
}

extension Rect {
    /// `(x 20, y 20, w 70, h 70)`: a frame as messages print it.
    public var summary: String {
        "(x \(formatNumber(x)), y \(formatNumber(y)), w \(formatNumber(width)), h \(formatNumber(height)))"
    }
}
