import Foundation
import TestReport
import ViewTree

/// Text whose declared colour (its own or the nearest ancestor's) has a WCAG 2.x contrast ratio
/// under 4.5:1 (3:1 for large text: WCAG's 18 pt, 24 px, or 14 pt bold, 18.67 px at weight 700 and
/// up) against the
/// background behind it: the nearest ancestor-or-self `background-color`, translucent ones
/// composed over those below and over white. Text with no declared colour is not checked,
/// nor a colour this check cannot read (`CSSColor`); `opacity` between 0 and 1 is ignored.
public struct ContrastCheck: LayoutCheck {
    public let rule = "contrast"
    public var severity: Severity
    public var minimum: Double
    public var minimumLarge: Double

    public init(minimum: Double = 4.5, minimumLarge: Double = 3, severity: Severity = .error) {
        self.minimum = minimum
        self.minimumLarge = minimumLarge
        self.severity = severity
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.indices.compactMap { index in
            let entry = tree.entries[index]
            guard entry.paints, let text = entry.node.text, !text.allSatisfy(\.isWhitespace) else { return nil }
            let chain = tree.lineage(index).map { tree.entries[$0].node }
            guard let declared = chain.last(where: { $0.color != nil })?.color, let foreground = CSSColor(declared),
                  let background = Self.background(chain) else { return nil }
            let shown = foreground.over(background)
            let ratio = (max(shown.luminance, background.luminance) + 0.05) / (min(shown.luminance, background.luminance) + 0.05)
            let large = Self.isLarge(entry.node.textLayout)
            let needed = large ? minimumLarge : minimum
            guard ratio < needed else { return nil }
            let message = "text \(entry.reference.name) \"\(TruncationCheck.excerpt(text))\" has contrast "
                + "\(formatNumber((ratio * 100).rounded(.down) / 100)):1 (\(shown.hex) on \(background.hex)),"
                + " under \(formatNumber(needed)):1\(large ? " for large text" : "")"
            return Violation(rule: rule, message: message, nodes: [entry.reference], severity: severity)
        }
    }

    /// WCAG 2.x large-scale text, in CSS px (4/3 of a print point).
    static func isLarge(_ text: TextLayoutInfo?) -> Bool {
        guard let text else { return false }
        return text.fontSize >= 24 || (text.fontWeight >= 700 && text.fontSize >= 14 * 4 / 3 - 0.005)
    }

    /// The opaque colour behind the last node of `chain`; `nil` when a background is unreadable.
    static func background(_ chain: [LaidOutNode]) -> CSSColor? {
        var color = CSSColor.white
        for node in chain {
            guard let css = node.backgroundColor else { continue }
            guard let layer = CSSColor(css) else { return nil }
            color = layer.over(color)
        }
        return color
    }
}
