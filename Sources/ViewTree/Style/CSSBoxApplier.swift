/// Margins, padding, borders and insets: physical, logical and their shorthands.
enum CSSBoxApplier {
    typealias P = CSSValueParser
    typealias Outcome = CSSDeclarationApplier.Outcome

    static func apply(property: String, parts: [String], value: String, fontSize: Double,
                      to style: inout Style) -> Outcome {
        let lengthHint = "expected a length with a unit (e.g. '10px') or a percentage"
        let lp: (String) -> LengthPercentage? = { P.lengthPercentage($0, fontSize: fontSize, allowNegative: false) }
        let lpa: (String) -> LengthPercentageAuto? = { P.lengthPercentageAuto($0, fontSize: fontSize) }
        let bw: (String) -> LengthPercentage? = { P.borderWidth($0, fontSize: fontSize) }
        let sides = ["top", "right", "bottom", "left"]

        func setSide<V>(_ edges: inout Edges<V>, _ side: String, _ v: V) {
            switch side {
            case "top": edges.top = v
            case "right": edges.right = v
            case "bottom": edges.bottom = v
            default: edges.left = v
            }
        }
        func single<V>(_ parse: (String) -> V?) -> V? { parts.count == 1 ? parse(parts[0]) : nil }
        func pair<V>(_ parse: (String) -> V?) -> (V, V)? {
            let values = parts.compactMap(parse)
            guard values.count == parts.count, (1...2).contains(values.count) else { return nil }
            return (values[0], values.last!)
        }
        /// The width out of a `border` shorthand (`5px solid black`): style and colour are ignored.
        func borderShorthandWidth() -> LengthPercentage?? {
            var width: LengthPercentage?
            for part in parts {
                if let w = bw(part) { if width != nil { return nil }; width = w; continue }
                if P.borderStyles.contains(part.lowercased()) { continue }
                if part.first == "#" || part.first?.isLetter == true || part.contains("(") { continue }
                return nil
            }
            return .some(width)
        }

        switch property {
        case "margin":
            guard let e = P.edges(parts, lpa) else { return .invalid(lengthHint) }
            style.margin = e; style.inlineEdges.marginStart = nil; style.inlineEdges.marginEnd = nil
        case "padding":
            guard let e = P.edges(parts, lp) else { return .invalid(lengthHint + ", not negative") }
            style.padding = e; style.inlineEdges.paddingStart = nil; style.inlineEdges.paddingEnd = nil
        case "border-width":
            guard let e = P.edges(parts, bw) else { return .invalid("expected border widths in px (no percentages)") }
            style.border = e; style.inlineEdges.borderStart = nil; style.inlineEdges.borderEnd = nil
        case "inset":
            guard let e = P.edges(parts, lpa) else { return .invalid(lengthHint) }
            style.inset = e; style.inlineEdges.insetStart = nil; style.inlineEdges.insetEnd = nil
        case "border":
            guard let w = borderShorthandWidth() else { return .invalid("expected '<width> <style> <color>'") }
            style.border = Edges(all: w ?? .points(3))
            style.inlineEdges.borderStart = nil; style.inlineEdges.borderEnd = nil
        case "margin-inline", "margin-block", "padding-inline", "padding-block", "inset-inline", "inset-block",
             "border-inline-width", "border-block-width":
            let isBlock = property.contains("block")
            if property.hasPrefix("margin") || property.hasPrefix("inset") {
                guard let (a, b) = pair(lpa) else { return .invalid(lengthHint) }
                if isBlock {
                    if property.hasPrefix("margin") { style.margin.top = a; style.margin.bottom = b }
                    else { style.inset.top = a; style.inset.bottom = b }
                } else if property.hasPrefix("margin") {
                    style.inlineEdges.marginStart = a; style.inlineEdges.marginEnd = b
                } else { style.inlineEdges.insetStart = a; style.inlineEdges.insetEnd = b }
            } else {
                let parse = property.hasPrefix("border") ? bw : lp
                guard let (a, b) = pair(parse) else { return .invalid(lengthHint) }
                if property.hasPrefix("padding") {
                    if isBlock { style.padding.top = a; style.padding.bottom = b }
                    else { style.inlineEdges.paddingStart = a; style.inlineEdges.paddingEnd = b }
                } else if isBlock { style.border.top = a; style.border.bottom = b }
                else { style.inlineEdges.borderStart = a; style.inlineEdges.borderEnd = b }
            }
        default:
            return applyLonghand(property: property, parts: parts, lengthHint: lengthHint,
                                 lp: lp, lpa: lpa, bw: bw, sides: sides, borderWidth: borderShorthandWidth,
                                 setSide: { (e: inout Edges<LengthPercentage>, s, v) in setSide(&e, s, v) },
                                 setSideAuto: { (e: inout Edges<LengthPercentageAuto>, s, v) in setSide(&e, s, v) },
                                 to: &style)
        }
        return .applied
    }

    private static func applyLonghand(
        property: String, parts: [String], lengthHint: String,
        lp: (String) -> LengthPercentage?, lpa: (String) -> LengthPercentageAuto?,
        bw: (String) -> LengthPercentage?, sides: [String], borderWidth: () -> LengthPercentage??,
        setSide: (inout Edges<LengthPercentage>, String, LengthPercentage) -> Void,
        setSideAuto: (inout Edges<LengthPercentageAuto>, String, LengthPercentageAuto) -> Void,
        to style: inout Style
    ) -> Outcome {
        let one = parts.count == 1 ? parts[0] : nil
        for side in sides {
            switch property {
            case "margin-\(side)":
                guard let one, let v = lpa(one) else { return .invalid(lengthHint) }
                setSideAuto(&style.margin, side, v); return .applied
            case "padding-\(side)":
                guard let one, let v = lp(one) else { return .invalid(lengthHint + ", not negative") }
                setSide(&style.padding, side, v); return .applied
            case side:
                guard let one, let v = lpa(one) else { return .invalid(lengthHint + " or 'auto'") }
                setSideAuto(&style.inset, side, v); return .applied
            case "border-\(side)-width":
                guard let one, let v = bw(one) else { return .invalid("expected a border width in px") }
                setSide(&style.border, side, v); return .applied
            case "border-\(side)":
                guard let w = borderWidth() else { return .invalid("expected '<width> <style> <color>'") }
                setSide(&style.border, side, w ?? .points(3)); return .applied
            default: continue
            }
        }
        let e = \Style.inlineEdges
        switch property {
        case "margin-inline-start", "margin-inline-end":
            guard let one, let v = lpa(one) else { return .invalid(lengthHint) }
            if property.hasSuffix("start") { style[keyPath: e].marginStart = v } else { style[keyPath: e].marginEnd = v }
        case "padding-inline-start", "padding-inline-end":
            guard let one, let v = lp(one) else { return .invalid(lengthHint) }
            if property.hasSuffix("start") { style[keyPath: e].paddingStart = v } else { style[keyPath: e].paddingEnd = v }
        case "inset-inline-start", "inset-inline-end":
            guard let one, let v = lpa(one) else { return .invalid(lengthHint) }
            if property.hasSuffix("start") { style[keyPath: e].insetStart = v } else { style[keyPath: e].insetEnd = v }
        case "border-inline-start-width", "border-inline-end-width", "border-inline-start", "border-inline-end":
            let width: LengthPercentage?
            if property.hasSuffix("width") { width = one.flatMap(bw) }
            else { guard let w = borderWidth() else { return .invalid("expected '<width> <style> <color>'") }; width = w ?? .points(3) }
            guard let width else { return .invalid("expected a border width in px") }
            if property.contains("start") { style[keyPath: e].borderStart = width } else { style[keyPath: e].borderEnd = width }
        case "margin-block-start", "margin-block-end":
            guard let one, let v = lpa(one) else { return .invalid(lengthHint) }
            if property.hasSuffix("start") { style.margin.top = v } else { style.margin.bottom = v }
        case "padding-block-start", "padding-block-end":
            guard let one, let v = lp(one) else { return .invalid(lengthHint) }
            if property.hasSuffix("start") { style.padding.top = v } else { style.padding.bottom = v }
        case "flex-line-count":
            guard let one, let count = Int(one), count >= 1 else { return .invalid("expected an integer ≥ 1") }
            style.flexLineCount = count
        case "order":
            guard let one, let value = Int32(one) else { return .invalid("expected an integer") }
            style.order = value
        default:
            return .unknown
        }
        return .applied
    }
}
