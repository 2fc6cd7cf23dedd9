import Foundation
import ViewTree

/// How a result reads in a terminal: `layoutwatch run` and `replay`, and a suite run by hand.
public enum ResultText {
    /// `verbose`: each spec input on a line of its own, passed or not. The failure's text keeps
    /// its lines; anything else that would act on the terminal is escaped.
    public static func line(_ result: TestResult, verbose: Bool = false) -> String {
        let mark = result.status.isPassing ? "✔" : "✘"
        var text = "\(mark) \(VisibleText.terminal(result.id)) — \(result.status.rawValue), "
            + "\(result.casesRun) case\(result.casesRun == 1 ? "" : "s"), " + String(format: "%.3f s", result.duration)
        if verbose, let cases = result.cases { text += cases.map { "\n    " + VisibleText.terminal("\($0)") }.joined() }
        if let failure = result.failure, !result.status.isPassing {
            text += "\n" + VisibleText.terminal(failure.text, keepingLines: true)
                .split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        return text
    }
}
