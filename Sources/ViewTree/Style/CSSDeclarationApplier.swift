/// The per-property rules of `Style.apply(property:value:)`.
enum CSSDeclarationApplier {
    enum Outcome { case applied, unknown, invalid(String), unsupported(String) }
    typealias P = CSSValueParser

    /// `flex-wrap` as Chromium parses it: `nowrap`, or `wrap`/`wrap-reverse` and `balance` in
    /// either order (`balance` alone wraps).
    static func flexWrap(_ parts: [String]) -> (FlexWrap, Bool)? {
        let words = parts.map { $0.lowercased() }
        let balance = words.filter { $0 == "balance" }.count
        let wraps = words.compactMap { FlexWrap(rawValue: $0) }
        guard balance <= 1, wraps.count <= 1, balance + wraps.count == words.count, !words.isEmpty else { return nil }
        if balance == 1 {
            if wraps.first == .nowrap { return nil }
            return (wraps.first ?? .wrap, true)
        }
        return (wraps[0], false)
    }

    static func apply(property: String, value: String, to style: inout Style) -> Outcome {
        let lower = value.lowercased()
        let parts = P.tokens(value)
        let fontSize = style.fontSize
        if ["inherit", "initial", "unset", "revert"].contains(lower) {
            return .unsupported("CSS-wide keyword '\(value)' is not supported; write the value itself")
        }
        func lp(_ text: String, negative: Bool = false) -> LengthPercentage? {
            P.lengthPercentage(text, fontSize: fontSize, allowNegative: negative)
        }
        func lpa(_ text: String) -> LengthPercentageAuto? { P.lengthPercentageAuto(text, fontSize: fontSize) }
        func keyword<T: RawRepresentable>(_ type: T.Type, _ set: (T) -> Void) -> Outcome where T.RawValue == String {
            guard let parsed = T(rawValue: lower) else { return .invalid("'\(value)' is not a value of '\(property)'") }
            set(parsed)
            return .applied
        }
        let lengthHint = "expected a length with a unit (e.g. '10px') or a percentage"

        switch property {
        case "display":
            switch lower {
            case "flex": style.display = .flex
            case "none": style.display = .none
            case "contents": style.display = .contents
            case "block", "inline", "inline-block", "inline-flex", "grid", "inline-grid", "table", "flow-root":
                return .unsupported("only 'display: flex', 'none' and 'contents' are laid out; use 'display: flex'")
            default: return .invalid("'\(value)' is not a display value")
            }
            return .applied
        case "position":
            if lower == "fixed" || lower == "sticky" {
                return .unsupported("'position: \(value)' is not laid out; use 'absolute' or 'relative'")
            }
            return keyword(Position.self) { style.position = $0 }
        case "direction": return keyword(Direction.self) { style.direction = $0 }
        case "box-sizing": return keyword(BoxSizing.self) { style.boxSizing = $0 }
        case "overflow", "overflow-x", "overflow-y":
            let values = parts.compactMap { Overflow(rawValue: $0.lowercased()) }
            guard values.count == parts.count, (1...(property == "overflow" ? 2 : 1)).contains(values.count) else {
                return .invalid("'\(value)' is not an overflow value (visible, hidden, clip, scroll, auto)")
            }
            if property != "overflow-y" { style.overflowX = values[0] }
            if property != "overflow-x" { style.overflowY = values.last! }
            if property == "overflow" { style.overflowY = values.last! }
            return .applied
        case "flex-direction": return keyword(FlexDirection.self) { style.flexDirection = $0 }
        case "flex-wrap":
            guard let (wrap, balance) = flexWrap(parts) else {
                return .invalid("'\(value)' is not a flex-wrap value (nowrap, wrap, wrap-reverse, optionally with balance)")
            }
            (style.flexWrap, style.flexWrapBalance) = (wrap, balance)
            return .applied
        case "flex-flow":
            var wrapWords: [String] = []
            for part in parts {
                let word = part.lowercased()
                if let direction = FlexDirection(rawValue: word) { style.flexDirection = direction }
                else if FlexWrap(rawValue: word) != nil || word == "balance" { wrapWords.append(word) }
                else { return .invalid("'\(part)' is neither a flex-direction nor a flex-wrap value") }
            }
            if !wrapWords.isEmpty {
                guard let (wrap, balance) = flexWrap(wrapWords) else { return .invalid("'\(value)' is not a flex-flow value") }
                (style.flexWrap, style.flexWrapBalance) = (wrap, balance)
            }
            return .applied
        case "justify-content", "align-items", "align-self", "align-content":
            return CSSAlignmentParser.apply(property: property, value: lower, to: &style)
        case "flex-grow", "flex-shrink":
            guard let number = P.number(value), number >= 0 else { return .invalid("expected a number ≥ 0") }
            if property == "flex-grow" { style.flexGrow = number } else { style.flexShrink = number }
            return .applied
        case "flex-basis":
            // `content` sizes the item by its content: the max-content size along the main axis.
            if lower == "content" { style.flexBasis = .maxContent; return .applied }
            guard let dimension = P.dimension(value, fontSize: fontSize), let d = dimension else { return .invalid(lengthHint) }
            style.flexBasis = d
            return .applied
        case "flex": return CSSFlexShorthand.apply(parts, fontSize: fontSize, to: &style)
        case "width", "height", "min-width", "min-height", "max-width", "max-height":
            let isMax = property.hasPrefix("max")
            guard let parsed = P.dimension(value, fontSize: fontSize, allowNone: isMax, allowAuto: !isMax) else {
                return .invalid(lengthHint)
            }
            switch property {
            case "width": style.width = parsed ?? .auto
            case "height": style.height = parsed ?? .auto
            case "min-width": style.minWidth = parsed ?? .auto
            case "min-height": style.minHeight = parsed ?? .auto
            case "max-width": style.maxWidth = parsed
            default: style.maxHeight = parsed
            }
            return .applied
        case "aspect-ratio":
            let numbers = parts.filter { $0 != "/" && $0.lowercased() != "auto" }.compactMap(P.number)
            if lower == "auto" { (style.aspectRatio, style.aspectRatioContentBox) = (nil, false); return .applied }
            guard !numbers.isEmpty, numbers.count <= 2, numbers.allSatisfy({ $0 >= 0 }) else {
                return .invalid("expected a ratio such as '16 / 9' or '2'")
            }
            let ratio = numbers.count == 2 ? numbers[0] / numbers[1] : numbers[0]
            style.aspectRatio = ratio.isFinite && ratio > 0 ? ratio : nil
            style.aspectRatioContentBox = parts.contains { $0.lowercased() == "auto" }
            return .applied
        case "gap", "grid-gap", "row-gap", "column-gap":
            let values = parts.map { lower == "normal" ? .zero : lp($0) }
            guard values.allSatisfy({ $0 != nil }), (1...(property.hasSuffix("-gap") && property != "grid-gap" ? 1 : 2)).contains(values.count) else {
                return .invalid(lengthHint)
            }
            if property != "column-gap" { style.rowGap = values[0]! }
            if property != "row-gap" { style.columnGap = values.last!! }
            return .applied
        case "font-size":
            guard case .points(let size)? = lp(value), size >= 0 else { return .invalid("expected a font size in px") }
            style.fontSize = size
            return .applied
        case "font-weight":
            let keywords = ["normal": 400, "bold": 700, "bolder": 700, "lighter": 300]
            guard let weight = keywords[lower] ?? Int(value), (1...1000).contains(weight) else {
                return .invalid("expected 'normal', 'bold' or a number from 1 to 1000")
            }
            style.fontWeight = weight
            return .applied
        case "line-height":
            if lower == "normal" { style.lineHeight = .normal; return .applied }
            if let number = P.number(value), number >= 0 { style.lineHeight = .multiple(number); return .applied }
            switch lp(value) {
            case .points(let v)?: style.lineHeight = .points(v)
            case .percent(let v)?: style.lineHeight = .multiple(v / 100)
            case nil: return .invalid("expected 'normal', a number or a length")
            }
            return .applied
        case "-webkit-line-clamp", "line-clamp", "max-lines":
            if lower == "none" { style.maxLines = nil; return .applied }
            guard let number = Int(value), number > 0 else { return .invalid("expected a whole number of lines or 'none'") }
            style.maxLines = number
            return .applied
        case "color": style.color = value; return .applied
        case "background-color", "background": style.backgroundColor = value; return .applied
        case "opacity":
            let amount = lower.hasSuffix("%") ? P.number(String(lower.dropLast())).map { $0 / 100 } : P.number(lower)
            guard let amount else { return .invalid("expected a number from 0 to 1 or a percentage") }
            style.opacity = min(1, max(0, amount))
            return .applied
        case "visibility":
            if lower == "collapse" { style.visibility = .hidden; return .applied }
            return keyword(Visibility.self) { style.visibility = $0 }
        case "z-index":
            if lower == "auto" { style.zIndex = nil; return .applied }
            guard let number = Int(value) else { return .invalid("expected a whole number or 'auto'") }
            style.zIndex = number
            return .applied
        case "font-family", "font-style", "border-style", "border-color", "border-radius",
             "-webkit-box-orient", "text-align", "box-shadow", "cursor", "outline", "transform":
            return .applied
        case "writing-mode" where lower != "horizontal-tb", "white-space" where lower != "normal",
             "float", "clear", "zoom", "columns", "column-count", "text-orientation":
            return .unsupported("'\(property): \(value)' changes layout in a way this engine does not model")
        case "writing-mode", "white-space":
            return .applied
        default:
            return CSSBoxApplier.apply(property: property, parts: parts, value: value, fontSize: fontSize, to: &style)
        }
    }
}
