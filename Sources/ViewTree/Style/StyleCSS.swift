import Foundation

/// Building a `Style` from CSS declarations (`property → value`, as in an inline `style`).
extension Style {
    /// Strict form for hand-written styles: throws a `StyleError` listing every declaration
    /// that is unknown, invalid or not supported by the layout engine.
    public init(css: [String: String], inheriting parent: Style? = nil) throws {
        var diagnostics: [StyleDiagnostic] = []
        self.init(css: css, inheriting: parent, diagnostics: &diagnostics)
        if !diagnostics.isEmpty { throw StyleError(diagnostics: diagnostics) }
    }

    /// Lenient form, as Chromium parses inline styles: bad declarations are dropped and noted.
    /// Shorthands are applied before longhands, so `margin-left` refines `margin`.
    public init(css: [String: String], inheriting parent: Style? = nil,
                diagnostics: inout [StyleDiagnostic]) {
        let ordered = css.sorted { lhs, rhs in
            let l = Style.shorthandNames.contains(lhs.key), r = Style.shorthandNames.contains(rhs.key)
            return l != r ? l : lhs.key < rhs.key
        }.map { ($0.key, $0.value) }
        self.init(declarations: ordered, inheriting: parent, diagnostics: &diagnostics)
    }

    /// Declarations in source order: a later one overrides an earlier one.
    public init(declarations: [(String, String)], inheriting parent: Style? = nil,
                diagnostics: inout [StyleDiagnostic]) {
        self.init()
        if let parent { inherit(from: parent) }
        for (property, value) in declarations {
            if let problem = apply(property: property, value: value) { diagnostics.append(problem) }
        }
    }

    /// Copies the inherited properties (font, colour, line limit stays per node).
    public mutating func inherit(from parent: Style) {
        fontSize = parent.fontSize
        lineHeight = parent.lineHeight
        fontWeight = parent.fontWeight
        color = parent.color
    }

    static let shorthandNames: Set<String> = [
        "flex", "flex-flow", "margin", "padding", "border", "border-width", "inset", "gap",
        "overflow", "margin-inline", "margin-block", "padding-inline", "padding-block",
        "border-top", "border-right", "border-bottom", "border-left", "border-inline-start",
        "border-inline-end", "border-inline", "inset-inline", "inset-block", "background",
        "place-content", "place-items", "place-self", "grid-gap",
    ]

    /// Applies one declaration; returns what went wrong, or `nil` when it was taken as is.
    public mutating func apply(property rawProperty: String, value rawValue: String) -> StyleDiagnostic? {
        let property = rawProperty.trimmingCharacters(in: .whitespaces).lowercased()
        var value = rawValue.trimmingCharacters(in: .whitespaces)
        if value.lowercased().hasSuffix("!important") {
            value = String(value.dropLast("!important".count)).trimmingCharacters(in: .whitespaces)
        }
        let outcome = CSSDeclarationApplier.apply(property: property, value: value, to: &self)
        switch outcome {
        case .applied: return nil
        case .unknown:
            return StyleDiagnostic(kind: .unknownProperty, property: property, value: value,
                                   message: "'\(property)' is not a CSS property this tree format knows; check its spelling (dropped)")
        case .invalid(let hint):
            return StyleDiagnostic(kind: .invalidValue, property: property, value: value,
                                   message: "\(hint) (dropped, as a browser does)")
        case .unsupported(let hint):
            unsupported.append("\(property): \(value)")
            return StyleDiagnostic(kind: .unsupported, property: property, value: value, message: hint)
        }
    }
}
