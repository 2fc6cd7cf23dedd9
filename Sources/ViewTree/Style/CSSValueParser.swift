import Foundation

/// Parses single CSS component values the way Chromium accepts them: a length needs a unit
/// unless it is `0`; a bad value is `nil`, so the caller drops the whole declaration.
enum CSSValueParser {
    static func tokens(_ value: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in value {
            if character == "/" {
                if !current.isEmpty { result.append(current); current = "" }
                result.append("/")
            } else if character.isWhitespace {
                if !current.isEmpty { result.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func number(_ text: String) -> Double? {
        guard let first = text.first, first.isNumber || first == "." || first == "-" || first == "+",
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A length or percentage in px (`em` against `fontSize`); `allowNegative` for margins, insets.
    static func lengthPercentage(_ text: String, fontSize: Double, allowNegative: Bool)
        -> LengthPercentage? {
        let lower = text.lowercased()
        var value: LengthPercentage?
        if lower.hasSuffix("%"), let number = number(String(lower.dropLast())) {
            value = .percent(number)
        } else if lower.hasSuffix("px"), let number = number(String(lower.dropLast(2))) {
            value = .points(number)
        } else if lower.hasSuffix("rem"), let number = number(String(lower.dropLast(3))) {
            value = .points(number * 16)
        } else if lower.hasSuffix("em"), let number = number(String(lower.dropLast(2))) {
            value = .points(number * fontSize)
        } else if let number = number(lower), number == 0 {
            value = .points(0)
        }
        guard let value else { return nil }
        if !allowNegative {
            switch value {
            case .points(let v) where v < 0, .percent(let v) where v < 0: return nil
            default: break
            }
        }
        return value
    }

    static func lengthPercentageAuto(_ text: String, fontSize: Double) -> LengthPercentageAuto? {
        if text.lowercased() == "auto" { return .auto }
        switch lengthPercentage(text, fontSize: fontSize, allowNegative: true) {
        case .points(let v)?: return .points(v)
        case .percent(let v)?: return .percent(v)
        case nil: return nil
        }
    }

    /// `width`-like values; `none` only where `allowNone` (max sizes), giving `.some(nil)`.
    static func dimension(_ text: String, fontSize: Double, allowNone: Bool = false,
                          allowAuto: Bool = true) -> Dimension?? {
        switch text.lowercased() {
        case "none": return allowNone ? .some(nil) : nil
        case "auto": return allowAuto ? .some(.auto) : nil
        case "min-content": return .some(.minContent)
        case "max-content": return .some(.maxContent)
        case "fit-content": return .some(.fitContent)
        case "stretch", "-webkit-fill-available": return .some(.stretch)
        default:
            switch lengthPercentage(text, fontSize: fontSize, allowNegative: false) {
            case .points(let v)?: return .some(.points(v))
            case .percent(let v)?: return .some(.percent(v))
            case nil: return nil
            }
        }
    }

    /// One to four values: top, right, bottom, left as in `margin: 1px 2px`.
    static func edges<Value>(_ parts: [String], _ parse: (String) -> Value?) -> Edges<Value>? {
        let values = parts.compactMap(parse)
        guard values.count == parts.count else { return nil }
        switch values.count {
        case 1: return Edges(all: values[0])
        case 2: return Edges(top: values[0], right: values[1], bottom: values[0], left: values[1])
        case 3: return Edges(top: values[0], right: values[1], bottom: values[2], left: values[1])
        case 4: return Edges(top: values[0], right: values[1], bottom: values[2], left: values[3])
        default: return nil
        }
    }

    /// `thin`/`medium`/`thick` or a non-negative length (no percentages, as in CSS).
    static func borderWidth(_ text: String, fontSize: Double) -> LengthPercentage? {
        switch text.lowercased() {
        case "thin": return .points(1)
        case "medium": return .points(3)
        case "thick": return .points(5)
        default:
            if text.hasSuffix("%") { return nil }
            return lengthPercentage(text, fontSize: fontSize, allowNegative: false)
        }
    }

    static let borderStyles: Set<String> = ["none", "hidden", "dotted", "dashed", "solid", "double",
                                            "groove", "ridge", "inset", "outset"]
}
