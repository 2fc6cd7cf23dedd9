/// The pair rules of UAX #14 (LB8–LB31) that decide a break between two code points, with
/// combining marks and ZWJ taking the class of their base (LB9). Spaces never reach here:
/// Blink breaks after every run of spaces itself.
struct UAX14Pairs {
    private let scalars: [Unicode.Scalar]
    private let classes: [LineBreakClass]
    /// The class each code point acts as, marks resolved to their base (LB9, LB10).
    private let resolved: [LineBreakClass]

    init(scalars: [Unicode.Scalar]) {
        let classes = scalars.map(LineBreakClass.init)
        self.scalars = scalars
        self.classes = classes
        var resolved = classes
        for index in classes.indices where classes[index] == .CM || classes[index] == .ZWJ {
            let base = index > 0 ? resolved[index - 1] : .SP
            resolved[index] = [.SP, .ZW].contains(base) ? .AL : base
        }
        self.resolved = resolved
    }

    func allowsBreak(before index: Int) -> Bool {
        let raw = classes[index]
        if raw == .CM || raw == .ZWJ { return classes[index - 1] == .ZW }  // LB9 (LB8 first)
        if classes[index - 1] == .ZWJ { return false }  // LB8a
        let before = resolved[index - 1], after = raw
        if before == .ZW { return true }  // LB8
        return !prohibits(before, after, at: index)
    }

    private func prohibits(_ before: LineBreakClass, _ after: LineBreakClass, at index: Int) -> Bool {
        switch (before, after) {
        case (_, .ZW): return true  // LB7
        case (.WJ, _), (_, .WJ), (.GL, _): return true  // LB11, LB12
        case (_, .GL): return ![.SP, .BA, .HY].contains(before)  // LB12a
        case (_, .CL), (_, .CP), (_, .EX), (_, .IS), (_, .SY): return true  // LB13
        case (.OP, _): return true  // LB14
        case (.CL, .NS), (.CP, .NS), (.B2, .B2): return true  // LB16, LB17
        case (.QU, _), (_, .QU): return true  // LB19
        case (_, .BA), (_, .HY), (_, .NS), (.BB, _): return true  // LB21
        case (.SY, .HL): return true  // LB21b
        case (_, .IN): return true  // LB22
        case (.AL, .NU), (.HL, .NU), (.NU, .AL), (.NU, .HL): return true  // LB23
        case (.PR, .ID), (.ID, .PO): return true  // LB23a
        case (.PR, .AL), (.PR, .HL), (.PO, .AL), (.PO, .HL),
             (.AL, .PR), (.AL, .PO), (.HL, .PR), (.HL, .PO): return true  // LB24
        case (.PR, .NU), (.PO, .NU), (.PR, .OP), (.PO, .OP), (.HY, .NU),
             (.NU, .NU), (.NU, .PO), (.NU, .PR), (.SY, .NU), (.IS, .NU): return true  // LB25
        case (.AL, .AL), (.AL, .HL), (.HL, .AL), (.HL, .HL): return true  // LB28
        case (.IS, .AL), (.IS, .HL): return true  // LB29
        case (.AL, .OP), (.HL, .OP), (.NU, .OP):  // LB30, not before a wide bracket
            return !LineBreakClass.isWideEastAsian(scalars[index])
        case (.CP, .AL), (.CP, .HL), (.CP, .NU): return true  // LB30
        case (.RI, .RI): return precedingRegionalIndicators(before: index) % 2 == 1  // LB30a
        default: return false  // LB31
        }
    }

    private func precedingRegionalIndicators(before index: Int) -> Int {
        var count = 0
        var cursor = index - 1
        while cursor >= 0, classes[cursor] == .RI {
            count += 1
            cursor -= 1
        }
        return count
    }
}
