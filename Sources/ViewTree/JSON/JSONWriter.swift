import JSONSource

/// JSON text with keys in the order given; numbers through `formatNumber`, so output is stable.
extension JSONValue {
    public func serialized(indent: Int? = 1) -> String {
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, level: Int) {
        let newline = indent == nil ? "" : "\n"
        // Indentation stops growing at 32 levels, so deep trees stay linear in size.
        func pad(_ l: Int) -> String { String(repeating: " ", count: (indent ?? 0) * min(l, 32)) }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += formatNumber(n)
        case .string(let s): out += JSONValue.quoted(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (i, item) in items.enumerated() {
                out += pad(level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
                out += (i + 1 < items.count ? "," : "") + newline
            }
            out += pad(level) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, (key, value)) in members.enumerated() {
                out += pad(level + 1) + JSONValue.quoted(key) + (indent == nil ? ":" : ": ")
                value.write(to: &out, indent: indent, level: level + 1)
                out += (i + 1 < members.count ? "," : "") + newline
            }
            out += pad(level) + "}"
        }
    }

    /// A JSON string literal. Control characters and invisible ones (zero-width space and
    /// joiners, soft hyphen, BOM, line separators) are escaped, so they show in output.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where VisibleText.isControl(scalar)
                || [0x200B, 0x200C, 0x200D, 0x2028, 0x2029, 0xFEFF, 0xAD].contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
