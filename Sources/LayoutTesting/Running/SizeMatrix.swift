import PropertyTesting
import ViewTree

/// The sizes, text scales and directions a layout test is run in. Each case draws one of each
/// from its lists, so they shrink with the model — toward the first entry of each list: the
/// narrowest size, text scale 1, left to right — and replay from the same token.
public struct SizeMatrix: Sendable, Hashable {
    /// The sizes in points, narrowest first; a case's size shrinks toward the first.
    public var sizes: [Size]
    /// The text scales (1 is the default size), 1 first; a case's scale shrinks toward 1.
    public var scales: [Double]
    /// The writing directions, left to right first; `.rtl` mirrors rows.
    public var directions: [Direction]

    /// `sizes` are ordered narrowest first; `scales` put 1 first, then the others ascending.
    public init(sizes: [Size], scales: [Double] = [1], directions: [Direction] = [.ltr]) {
        precondition(!sizes.isEmpty && !scales.isEmpty && !directions.isEmpty, "a size matrix needs at least one of each")
        self.sizes = sizes.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        self.scales = scales.filter { $0 == 1 } + scales.filter { $0 != 1 }.sorted()
        self.directions = directions.sorted { $0 == .ltr && $1 != .ltr }
    }

    /// The phone and tablet widths people lay out for, at `height`.
    public static func widths(_ widths: [Double] = [320, 375, 393, 430, 768, 1024], height: Double) -> [Size] {
        widths.map { Size(width: $0, height: height) }
    }

    /// LayoutTest-iOS's device presets: iPhone 4, SE, 8, 8 Plus, X, and iPad, portrait.
    public static let layoutTestPresets: [Size] = [
        Size(width: 320, height: 480), Size(width: 320, height: 568), Size(width: 375, height: 667),
        Size(width: 414, height: 736), Size(width: 375, height: 812), Size(width: 768, height: 1024),
    ]

    /// Dynamic Type's text scales, from the smallest setting to the largest accessibility size.
    public static let dynamicType: [Double] = [0.8, 0.9, 1, 1.1, 1.2, 1.35, 1.6, 1.9, 2.35, 2.75, 3.1]

    /// Every width of `widths`, every Dynamic Type scale, both directions.
    public static func full(height: Double) -> SizeMatrix {
        SizeMatrix(sizes: widths(height: height), scales: dynamicType, directions: [.ltr, .rtl])
    }

    var variants: Gen<LayoutVariant> {
        Gen<LayoutVariant>.compose { c in
            LayoutVariant(size: c.generate(using: .element(of: sizes)), scale: c.generate(using: .element(of: scales)),
                          direction: c.generate(using: .element(of: directions)))
        }
    }
}

/// One cell of a size matrix: where a case was laid out.
package struct LayoutVariant: Sendable, Hashable, CustomStringConvertible {
    package var size: Size
    package var scale: Double
    package var direction: Direction

    package init(size: Size, scale: Double, direction: Direction) {
        self.size = size
        self.scale = scale
        self.direction = direction
    }

    package var description: String {
        "\(sizeText), text ×\(formatNumber(scale)), " + (direction == .rtl ? "RTL" : "LTR")
    }

    /// `375×200`.
    var sizeText: String { "\(formatNumber(size.width))×\(formatNumber(size.height))" }
}

/// A generated model with the matrix cell it is laid out in; reports print both.
package struct LayoutCase<Model: Sendable>: Sendable, CustomStringConvertible {
    package var model: Model
    package var variant: LayoutVariant
    package var description: String { "\(model) in \(variant)" }
}

extension LayoutVariant {
    /// The cell the running layout test evaluates its case in (inside a test's closure, as
    /// `laidOut()` reads it); `nil` outside a test.
    public static var current: LayoutVariant? { LayoutScope.current?.cell }
}
