/// `justify-content`, `align-items`, `align-self`, `align-content`, with `safe`/`unsafe`.
enum CSSAlignmentParser {
    static func apply(property: String, value: String, to style: inout Style) -> CSSDeclarationApplier.Outcome {
        var words = CSSValueParser.tokens(value)
        var safe = false
        if words.count == 2, words[0] == "safe" || words[0] == "unsafe" {
            safe = words[0] == "safe"
            words.removeFirst()
        }
        if words == ["first", "baseline"] { words = ["baseline"] }
        if words == ["last", "baseline"] {
            guard property == "align-items" || property == "align-self" else {
                return .unsupported("'\(property): last baseline' is not laid out; use 'align-items'/'align-self: last baseline'")
            }
            words = ["last baseline"]
        }
        guard words.count == 1 else { return .invalid("'\(value)' is not a value of '\(property)'") }
        let word = words[0]
        var ok = true
        switch property {
        case "justify-content":
            if let parsed = JustifyContent(rawValue: word) { style.justifyContent = parsed } else { ok = false }
        case "align-items":
            if let parsed = AlignItems(rawValue: word) { style.alignItems = parsed } else { ok = false }
        case "align-self":
            if let parsed = AlignSelf(rawValue: word) { style.alignSelf = parsed } else { ok = false }
        default:
            if let parsed = AlignContent(rawValue: word) { style.alignContent = parsed } else { ok = false }
        }
        guard ok else { return .invalid("'\(value)' is not a value of '\(property)'") }
        switch property {
        case "justify-content": style.safeAlignment.justifyContent = safe
        case "align-items": style.safeAlignment.alignItems = safe
        case "align-self": style.safeAlignment.alignSelf = safe
        default: style.safeAlignment.alignContent = safe
        }
        return .applied
    }
}

/// The `flex` shorthand: `none`, `auto`, `initial`, `<grow> [<shrink>] [<basis>]`.
enum CSSFlexShorthand {
    static func apply(_ parts: [String], fontSize: Double, to style: inout Style) -> CSSDeclarationApplier.Outcome {
        let hint = "expected 'none', 'auto' or '<grow> [<shrink>] [<basis>]'"
        if parts.count == 1 {
            switch parts[0].lowercased() {
            case "none": style.flexGrow = 0; style.flexShrink = 0; style.flexBasis = .auto; return .applied
            case "auto": style.flexGrow = 1; style.flexShrink = 1; style.flexBasis = .auto; return .applied
            case "initial": style.flexGrow = 0; style.flexShrink = 1; style.flexBasis = .auto; return .applied
            default: break
            }
        }
        var numbers: [Double] = []
        var basis: Dimension?
        for part in parts {
            if basis == nil, numbers.count < 2, let number = CSSValueParser.number(part), Double(part) != nil,
               !(numbers.isEmpty && false) {
                guard number >= 0 else { return .invalid(hint) }
                numbers.append(number)
            } else if basis == nil, let dimension = CSSValueParser.dimension(part, fontSize: fontSize), let d = dimension {
                basis = d
            } else {
                return .invalid(hint)
            }
        }
        guard !parts.isEmpty, parts.count <= 3 else { return .invalid(hint) }
        style.flexGrow = numbers.first ?? 1
        style.flexShrink = numbers.count > 1 ? numbers[1] : 1
        style.flexBasis = basis ?? (numbers.isEmpty ? .auto : .percent(0))
        return .applied
    }
}
