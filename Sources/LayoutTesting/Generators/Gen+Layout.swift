import PropertyTesting
import ViewTree

/// ADLayoutTest's image generator.
extension Gen where Value == ImageContent {
    /// ADLayoutTest's `.image(min:max:)`: an image whose width and height are each drawn from
    /// `min...max` points; shrinks toward `min × min`.
    public static func image(min: Int, max: Int) -> Gen<ImageContent> {
        precondition(min >= 0 && min <= max, ".image(min: \(min), max: \(max)): min must be ≥ 0 and ≤ max")
        let side = Gen<Int>.integer(in: min...max, shrinkingTowards: min)
        return Gen<ImageContent>.compose { c in
            ImageContent(width: Double(c.generate(using: side)), height: Double(c.generate(using: side)))
        }
    }
}

/// An sRGB colour with alpha, as CSS understands it.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red channel, 0…255.
    public var red: Int
    /// The green channel, 0…255.
    public var green: Int
    /// The blue channel, 0…255.
    public var blue: Int
    /// 0…1.
    public var alpha: Double

    /// Channels 0…255 (not checked), `alpha` 0…1, opaque unless given.
    public init(red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbb`, or `rgba(r, g, b, a)` when not opaque.
    public var css: String {
        if alpha >= 1 {
            return "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        }
        return "rgba(\(red), \(green), \(blue), \(formatNumber(alpha)))"
    }

    /// The ``css`` text.
    public var description: String { css }
}

/// ADLayoutTest's colour generator.
extension Gen where Value == Color {
    /// ADLayoutTest's `.color`: any opaque colour; shrinks toward black.
    public static var color: Gen<Color> {
        let channel = Gen<Int>.integer(in: 0...255, shrinkingTowards: 0)
        return Gen<Color>.compose { c in
            Color(red: c.generate(using: channel), green: c.generate(using: channel), blue: c.generate(using: channel))
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
