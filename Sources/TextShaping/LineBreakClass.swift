/// The UAX #14 line breaking classes this engine tells apart, with the class of a code point.
///
/// The table covers what a UI string meets: ASCII, Latin-1, general punctuation, CJK and its
/// punctuation, Hangul, Hebrew, Arabic and emoji. Other code points fall back on their general
/// category (marks attach, digits are numeric, opening and closing punctuation are OP and CL).
/// Ambiguous (AI) characters are alphabetic, as ICU resolves them outside CJK locales.
/// Complex-context (SA) scripts (Thai, Lao, Khmer, Myanmar) are alphabetic too: ICU breaks them
/// by dictionary, which this engine has not, so their words break only at spaces here.
enum LineBreakClass: UInt8, Sendable {
    case AL, B2, BA, BB, CL, CM, CP, EX, GL, HL, HY, ID, IN, IS, NS, NU, OP, PO, PR, QU, RI
    case SP, SY, WJ, ZW, ZWJ

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self = Self.ascii[Int(value)]
        } else if let special = Self.special[value] {
            self = special
        } else {
            self = Self.byRange(value) ?? Self.byCategory(scalar)
        }
    }

    /// East Asian wide or fullwidth (ideographs, kana, fullwidth forms), Hangul excluded.
    static func isWideEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x2E80...0x303F).contains(value) || (0x3040...0x33FF).contains(value)
            || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF01...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    private static let ascii: [LineBreakClass] = {
        let punctuation: [Unicode.Scalar: LineBreakClass] = [
            "!": .EX, "?": .EX, "\"": .QU, "'": .QU, "$": .PR, "+": .PR, "\\": .PR, "%": .PO,
            "(": .OP, "[": .OP, "{": .OP, ")": .CP, "]": .CP, "}": .CL, ",": .IS, ".": .IS,
            ":": .IS, ";": .IS, "-": .HY, "/": .SY, "|": .BA, " ": .SP, "\t": .BA,
        ]
        return (0..<128).map { value in
            let scalar = Unicode.Scalar(UInt8(value))
            return ("0"..."9").contains(scalar) ? .NU : punctuation[scalar] ?? .AL
        }
    }()

    private static let special: [UInt32: LineBreakClass] = [
        0x00A0: .GL, 0x00A1: .OP, 0x00A2: .PO, 0x00A3: .PR, 0x00A4: .PR, 0x00A5: .PR,
        0x00AB: .QU, 0x00AD: .BA, 0x00B0: .PO, 0x00B1: .PR, 0x00B4: .BB, 0x00BB: .QU,
        0x00BF: .OP, 0x034F: .GL, 0x060C: .IS, 0x060D: .IS, 0x061B: .EX, 0x061F: .EX,
        0x066A: .PO, 0x06D4: .EX, 0x2007: .GL, 0x200B: .ZW, 0x200C: .CM, 0x200D: .ZWJ,
        0x2010: .BA, 0x2011: .GL, 0x2012: .BA, 0x2013: .BA, 0x2014: .B2, 0x2018: .QU,
        0x2019: .QU, 0x201A: .OP, 0x201B: .QU, 0x201C: .QU, 0x201D: .QU, 0x201E: .OP,
        0x201F: .QU, 0x2024: .IN, 0x2025: .IN, 0x2026: .IN, 0x2027: .BA, 0x202F: .GL,
        0x2039: .QU, 0x203A: .QU, 0x203C: .NS, 0x203D: .NS, 0x2044: .IS, 0x2060: .WJ,
        0x2103: .PO, 0x2109: .PO, 0x3000: .BA, 0x3001: .CL, 0x3002: .CL, 0x3005: .NS, 0x301C: .NS,
        0x303B: .NS, 0x309B: .NS, 0x309C: .NS, 0x309D: .NS, 0x309E: .NS, 0x30A0: .NS,
        0x30FB: .NS, 0x30FC: .NS, 0x30FD: .NS, 0x30FE: .NS, 0xFE50: .CL, 0xFE52: .CL,
        0xFEFF: .WJ, 0xFF01: .EX, 0xFF04: .PR, 0xFF05: .PO, 0xFF0C: .CL, 0xFF0E: .CL,
        0xFF1A: .NS, 0xFF1B: .NS, 0xFF1F: .EX, 0xFF61: .CL, 0xFF64: .CL, 0xFF65: .NS,
        0xFFE0: .PO, 0xFFE1: .PR, 0xFFE5: .PR, 0xFFE6: .PR,
    ]

    /// Small kana (CJ) are nonstarters under ICU's default, strict-for-Japanese rules.
    private static let smallKana: Set<UInt32> = [
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
        0x3095, 0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5,
        0x30E7, 0x30EE, 0x30F5, 0x30F6,
    ]

    /// Pictographs that UAX #14 classes ID although they sit among AL symbols.
    private static let pictographicRanges: [ClosedRange<UInt32>] = [
        0x231A...0x231B, 0x23F0...0x23F3, 0x2600...0x2603, 0x2614...0x2615, 0x2618...0x2618,
        0x261A...0x261F, 0x2639...0x263B, 0x2668...0x2668, 0x267F...0x267F, 0x26BD...0x26C8,
        0x26CD...0x26CD, 0x26CF...0x26D1, 0x26D3...0x26D4, 0x26D8...0x26D9, 0x26DC...0x26DC,
        0x26DF...0x26E1, 0x26EA...0x26EA, 0x26F1...0x26F5, 0x26F7...0x26FA, 0x26FD...0x2704,
        0x2708...0x270D, 0x2764...0x2764,
    ]

    private static func byRange(_ value: UInt32) -> LineBreakClass? {
        switch value {
        case 0x05D0...0x05F2, 0xFB1D...0xFB4F: return .HL
        case 0x1100...0x115F: return .ID
        case 0x1160...0x11FF: return .CM  // medial vowels and final consonants join the syllable
        case 0x2000...0x2006, 0x2008...0x200A: return .BA
        case 0x2030...0x2037: return .PO
        case 0x20A0...0x20CF: return .PR
        case 0x3040...0x30FF where smallKana.contains(value): return .NS
        case 0x1F1E6...0x1F1FF: return .RI
        case 0x1F3FB...0x1F3FF: return .CM  // emoji modifiers stay with their base (LB30b)
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return .CM
        default: break
        }
        if pictographicRanges.contains(where: { $0.contains(value) }) { return .ID }
        let scalar = Unicode.Scalar(value)!
        switch scalar.properties.generalCategory {
        case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation:
            return nil
        default: break
        }
        if isWideEastAsian(scalar) || (0xAC00...0xD7A3).contains(value)
            || (0x3130...0x318F).contains(value) || (0xA000...0xA4CF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0x1F000...0x1FAFF).contains(value) {
            return .ID
        }
        return nil
    }

    private static func byCategory(_ scalar: Unicode.Scalar) -> LineBreakClass {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .CM
        case .decimalNumber: return .NU
        case .openPunctuation: return .OP
        case .closePunctuation: return .CL
        case .initialPunctuation, .finalPunctuation: return .QU
        case .currencySymbol: return .PR
        case .spaceSeparator: return .BA
        default: return .AL
        }
    }
}
