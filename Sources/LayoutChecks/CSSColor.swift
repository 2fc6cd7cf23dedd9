import Foundation

/// A CSS colour as the contrast check reads it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
/// `rgb()`/`rgba()` with commas or spaces, and the basic named colours. Anything else
/// (`currentColor`, `hsl()`, gradients) is unknown, and the check skips the node.
struct CSSColor: Equatable {
    var red: Double, green: Double, blue: Double
    /// 0–1.
    var alpha: Double

    static let white = CSSColor(red: 255, green: 255, blue: 255, alpha: 1)

    private static let named: [String: (Double, Double, Double)] = [
        "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0),
        "blue": (0, 0, 255), "yellow": (255, 255, 0), "gray": (128, 128, 128), "grey": (128, 128, 128),
        "silver": (192, 192, 192), "lightgray": (211, 211, 211), "lightgrey": (211, 211, 211),
        "darkgray": (169, 169, 169), "darkgrey": (169, 169, 169), "orange": (255, 165, 0),
        "navy": (0, 0, 128), "purple": (128, 0, 128), "teal": (0, 128, 128), "maroon": (128, 0, 0),
    ]

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init?(_ text: String) {
        let css = text.trimmingCharacters(in: .whitespaces).lowercased()
        if css == "transparent" { self.init(red: 0, green: 0, blue: 0, alpha: 0); return }
        if let (r, g, b) = Self.named[css] { self.init(red: r, green: g, blue: b, alpha: 1); return }
        if css.hasPrefix("#") {
            var digits = Array(css.dropFirst())
            if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
            guard digits.count == 6 || digits.count == 8 else { return nil }
            let values = stride(from: 0, to: digits.count, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            let v = values.map { Double($0!) }
            self.init(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] / 255 : 1)
            return
        }
        guard css.hasPrefix("rgb"), let open = css.firstIndex(of: "("), css.hasSuffix(")") else { return nil }
        let inner = css[css.index(after: open)..<css.index(before: css.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func channel(_ s: String, scale: Double) -> Double? {
            s.hasSuffix("%") ? Double(s.dropLast()).map { $0 / 100 * scale } : Double(s)
        }
        guard let r = channel(parts[0], scale: 255), let g = channel(parts[1], scale: 255),
              let b = channel(parts[2], scale: 255) else { return nil }
        let a = parts.count == 4 ? channel(parts[3], scale: 1) : 1
        guard let a else { return nil }
        self.init(red: r, green: g, blue: b, alpha: min(1, max(0, a)))
    }

    /// This colour painted over an opaque `below`.
    func over(_ below: CSSColor) -> CSSColor {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return CSSColor(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: 1)
    }

    /// WCAG 2.x relative luminance of the opaque colour.
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#rrggbb` of the opaque colour, for messages.
    var hex: String {
        let digits = [red, green, blue].map { value -> String in
            let text = String(Int(value.rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }
}
