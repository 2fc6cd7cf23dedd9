import Foundation

/// The colours and fonts the renderer draws with, and the check that keeps a node's declared
/// CSS colour out of the drawing when SVG would not understand it (SVG paints an unknown `fill`
/// black, which would hide the layout).
enum SVGPaint {
    static let fontFamily = "DejaVu Sans"
    static let nodeStroke = "#8c959f"
    static let textFill = "#1f2328"
    static let imageFill = "#eaeef2"
    static let imageStroke = "#6e7781"
    static let violation = "#cf222e"
    static let labelFill = "#ffffff"
    static let canvasFill = "#f6f8fa"
    static let overflow = "#bc4c00"
    static let truncation = "#8250df"
    static let guide = "#0969da"
    static let insetStroke = "#57606a"
    static let accessibility = "#9a6700"

    /// `css` when it is a colour SVG can paint: `#rgb`/`#rrggbb`/`#rrggbbaa`, a functional
    /// notation (`rgb(…)`, `hsl(…)`) of digits and separators, or a keyword of letters.
    static func color(_ css: String?) -> String? {
        guard let css = css?.trimmingCharacters(in: .whitespaces), !css.isEmpty else { return nil }
        let lower = css.lowercased()
        if lower.hasPrefix("#") {
            let digits = lower.dropFirst()
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            return lower
        }
        if let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let function = lower[..<open]
            let arguments = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
            guard ["rgb", "rgba", "hsl", "hsla"].contains(String(function)),
                  arguments.allSatisfy({ $0.isNumber || " ,.%/-".contains($0) }) else { return nil }
            return lower
        }
        guard lower.allSatisfy({ $0.isLetter && $0.isASCII }) else { return nil }
        return lower
    }
}
