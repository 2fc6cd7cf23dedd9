import Foundation
import Reports
import TestReport
import ViewTree
import Watcher
#if canImport(Glibc)
import Glibc
#endif

/// How the commands talk to a person: plain lines when stdout is not a terminal; on a terminal,
/// a live status line while tests run and colour unless `NO_COLOR` is set. Lines wrap at the
/// terminal's width; the status line is cut to it. Every string from a test, a file or the user
/// reaches it through `VisibleText.terminal`, so the only control sequences written are the
/// terminal's own.
struct Terminal: Sendable {
    let isTTY: Bool
    let color: Bool
    let width: Int

    static func current() -> Terminal {
        let tty = isatty(STDOUT_FILENO) == 1
        // A log file has no width: lines are cut only for a terminal (or when COLUMNS says).
        let columns = (tty ? ProcessSettings.terminalColumns() : nil)
            ?? Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? (tty ? 80 : 100_000)
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        return Terminal(isTTY: tty, color: tty && !noColor, width: max(40, columns))
    }

    /// `line` cut to the terminal's width (visible characters, with an ellipsis); colour codes
    /// take no width, and a cut keeps them all, so a colour that was reset still is.
    func fit(_ line: String) -> String {
        let codes = Self.colourCodes(in: line)
        guard Self.visibleWidth(line, codes: codes) > width else { return line }
        var result = "", shown = 0, start = line.startIndex
        for code in codes + [line.endIndex..<line.endIndex] {
            let text = line[start..<code.lowerBound].prefix(max(0, width - 1 - shown))
            result += text + line[code]
            shown += text.count
            start = code.upperBound
        }
        return result + "…"
    }

    /// `line` broken at spaces into lines no wider than the terminal (colour codes take no
    /// width), each continuation indented four spaces past the line's own indent; a word wider
    /// than a line (a path, a URL) stays whole where it is. A colour open at a break is reset at
    /// the end of its line and set again on the next.
    func wrap(_ line: String) -> [String] {
        let codes = Self.colourCodes(in: line)
        guard Self.visibleWidth(line, codes: codes) > width else { return [line] }
        var words: [[(text: String, isCode: Bool)]] = [[]]
        var start = line.startIndex
        func add(_ text: Substring) {
            for character in text {
                if character == " " { words.append([]) } else { words[words.count - 1].append((String(character), false)) }
            }
        }
        for code in codes {
            add(line[start..<code.lowerBound])
            words[words.count - 1].append((String(line[code]), true))
            start = code.upperBound
        }
        add(line[start...])
        let indent = words.prefix { $0.isEmpty }.count
        let first = String(repeating: " ", count: indent), next = String(repeating: " ", count: indent + 4)
        var lines: [String] = [], current = first, shown = indent, active: String?
        for word in words.dropFirst(indent) where !word.isEmpty {
            let wordWidth = word.count { !$0.isCode }
            // A word no line could hold (a URL, a long test name) stays where it is: the
            // terminal folds it, and a break before it would only add a line.
            if shown > (lines.isEmpty ? indent : next.count), shown + 1 + wordWidth > width, wordWidth <= width - next.count {
                lines.append(current + (active == nil ? "" : "\u{1B}[0m"))
                current = next + (active ?? "")
                shown = next.count
            }
            if shown > (lines.isEmpty ? indent : next.count) { current += " "; shown += 1 }
            for atom in word {
                current += atom.text
                if atom.isCode { active = atom.text == "\u{1B}[0m" ? nil : atom.text } else { shown += 1 }
            }
        }
        return lines + [current]
    }

    static func colourCodes(in line: String) -> [Range<String.Index>] { line.ranges(of: /\x{1B}\[[0-9;]*m/) }

    /// The characters of `line` a terminal shows: all but its colour `codes`.
    static func visibleWidth(_ line: String, codes: [Range<String.Index>]) -> Int {
        line.count - codes.reduce(0) { $0 + line[$1].count }
    }

    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// A line of the command's own, `layoutwatch: ` first.
    func log(_ message: String) {
        emit(["layoutwatch: " + VisibleText.terminal(message)])
    }

    /// Writes lines at once (unbuffered), clearing a status line first; no lines: only clears.
    func emit(_ lines: [String]) {
        let clear = isTTY ? "\r\u{1B}[2K" : ""
        let text = lines.isEmpty ? "" : lines.flatMap(wrap).joined(separator: "\n") + "\n"
        FileHandle.standardOutput.write(Data((clear + text).utf8))
    }

    /// The live status line: rewritten in place on a terminal, nothing otherwise.
    func status(done: Int, total: Int, failed: Int) {
        guard isTTY else { return }
        let text = fit("running \(done)/\(total) tests" + (failed > 0 ? ", \(failed) failed" : "") + " …")
        FileHandle.standardOutput.write(Data("\r\u{1B}[2K\(paint(text, "2"))".utf8))
    }

    /// After a pass: its summary line, each failing test with the first line of its message
    /// (five at most), and where the report is.
    func passLines(_ pass: PassRunner.Pass, plan: RunPlan, report: URL) -> [String] {
        let shown = { (text: String) in VisibleText.terminal(text) }
        var lines = ["layoutwatch: " + shown(WatchLoop.summaryLine(pass, plan: plan))]
        if pass.stopped != nil { return lines }
        if let failure = pass.buildFailure {
            for diagnostic in failure.diagnostics.filter({ $0.severity == .error }).prefix(10) {
                lines.append("  " + paint(shown("\(diagnostic)"), "31"))
                if let source = diagnostic.sourceLine { lines.append("    | " + shown(source)) }
            }
        } else {
            let failing = pass.summary.results.filter(\.status.isFailing)
            for result in failing.prefix(5) {
                lines.append("  " + paint("✘ " + shown(result.id), "31") + " — " + shown(FailureHeadline.headline(result)))
                // A malformed spec file: each problem at its place, as the compiler prints its errors.
                for diagnostic in (result.failure?.diagnostics ?? []).prefix(10) { lines.append("    " + paint(shown("\(diagnostic)"), "31")) }
            }
            if failing.count > 5 { lines.append("  … and \(failing.count - 5) more failing") }
        }
        lines.append("  report: " + shown(report.absoluteString))
        return lines
    }
}
