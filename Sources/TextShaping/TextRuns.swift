import CHarfBuzz

/// A stretch of text shaped in one HarfBuzz call: one script, one direction.
struct TextRun: Equatable {
    var range: Range<Int>
    var script: hb_script_t
    /// The bidi embedding level in a left-to-right paragraph: 0 left-to-right text, 1
    /// right-to-left text, 2 a number inside right-to-left text. Chromium lays out (and
    /// rounds) each stretch of one level as one item.
    var level: Int
    var rightToLeft: Bool { level == 1 }
}

/// A simple bidi run splitter for a left-to-right paragraph. Letters take the direction of
/// their script; ASCII digits are left-to-right but count as right-to-left for the neutrals
/// around them when right-to-left text precedes them (UAX #9 W2, N1); marks take the
/// direction of their base; other characters of no script (spaces, punctuation, symbols) are
/// right-to-left only between right-to-left text on both sides (N1, N2). The text is then cut
/// where the script or the level changes.
enum TextRuns {
    private enum Kind { case left, right, number, neutral, mark }

    static func split(_ text: [UInt32]) -> [TextRun] {
        guard !text.isEmpty else { return [] }
        var scripts = UnicodeScripts.scripts(of: text)
        var kinds: [Kind] = scripts.indices.map { index in
            let script = scripts[index]
            if script == HB_SCRIPT_INHERITED { return .mark }
            if isStrong(script) {
                return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL ? .right : .left
            }
            return (0x30...0x39).contains(text[index]) ? .number : .neutral
        }
        var lastStrong = Kind.left
        var lastScript = scripts.first(where: isStrong) ?? HB_SCRIPT_COMMON
        for index in kinds.indices {
            switch kinds[index] {
            case .left, .right:
                lastStrong = kinds[index]
                lastScript = scripts[index]
            case .mark:
                kinds[index] = index > 0 ? kinds[index - 1] : .left
                scripts[index] = lastScript
            case .number:
                if lastStrong == .left { kinds[index] = .left }
                scripts[index] = lastScript
            case .neutral:
                scripts[index] = lastScript
            }
        }
        resolveNeutrals(&kinds, scripts: &scripts)
        var runs: [TextRun] = []
        var start = 0
        for index in 1...text.count
        where index == text.count || scripts[index] != scripts[start] || kinds[index] != kinds[start] {
            let level = kinds[start] == .right ? 1 : kinds[start] == .number ? 2 : 0
            runs.append(TextRun(range: start..<index, script: scripts[start], level: level))
            start = index
        }
        return runs
    }

    /// Neutrals between right-to-left text (or numbers inside it) on both sides are
    /// right-to-left; all others take the paragraph's direction and the script after them.
    private static func resolveNeutrals(_ kinds: inout [Kind], scripts: inout [hb_script_t]) {
        var index = 0
        while index < kinds.count {
            guard kinds[index] == .neutral else { index += 1; continue }
            var end = index
            while end < kinds.count, kinds[end] == .neutral { end += 1 }
            let before: Kind = index > 0 ? kinds[index - 1] : .left
            let after: Kind = end < kinds.count ? kinds[end] : .left
            let rightToLeft = before != .left && after != .left
            for position in index..<end { kinds[position] = rightToLeft ? .right : .left }
            if !rightToLeft, before != .left, end < kinds.count {
                for position in index..<end { scripts[position] = scripts[end] }
            }
            index = end
        }
    }

    private static func isStrong(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }
}
