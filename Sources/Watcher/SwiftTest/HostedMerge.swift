import TestReport

/// Joins the results LayoutWatch's adapters handed over to the XCTest or Swift Testing test
/// they ran in, so an adapter-hosted failure shows everywhere what a suite test's shows: the
/// test keeps its id, time and output, and takes the first failing call's kind and details
/// (replay lines, counterexample, violations, the layout the SVG is drawn from). The framework
/// issue the adapter raised for it becomes the place it was called from; every other issue
/// and failing call is listed after it.
struct HostedMerge {
    var maker: UnitResultMaker

    func merge(_ hosted: [HostedResult], into unit: TestResult, issues: [UnitIssue]) -> TestResult {
        guard !hosted.isEmpty else { return unit }
        var result = unit
        result.casesRun = hosted.reduce(0) { $0 + $1.result.casesRun }
        result.statistics = hosted.flatMap(\.result.statistics)
        result.notes = hosted.flatMap(\.result.notes) + unit.notes
        let failing = hosted.map(\.result).filter { !$0.status.isPassing }
        guard let first = failing.first, var detail = first.failure,
              result.status == .failed else { return result }
        result.kind = first.kind
        result.status = failing.contains { $0.status == .failed } ? .failed : first.status
        // The adapter's own issue has a line that ends with the first line of the text it was
        // given (after XCTest's `failed - `, or below Swift Testing's `Issue recorded`).
        let raised = failing.compactMap { $0.failure.flatMap { $0.text.split(separator: "\n").first } }
        let (own, others) = issues.reduce(into: ([UnitIssue](), [UnitIssue]())) { split, issue in
            let lines = issue.message.split(separator: "\n")
            if raised.contains(where: { first in lines.contains { $0.hasSuffix(first) } }) {
                split.0.append(issue)
            } else {
                split.1.append(issue)
            }
        }
        if let place = own.first?.place {
            let (shown, source) = maker.described(place)
            detail.replayLines += ["Called at \(shown)"] + (source.map { [$0] } ?? [])
        }
        for also in failing.dropFirst() {
            detail.replayLines += ["Also failed in this test: \(also.name): " + (also.failure?.message ?? also.status.rawValue)]
        }
        for issue in others {
            let (text, source) = maker.described(issue)
            detail.replayLines += ["Also failed in this test: " + text] + (source.map { [$0] } ?? [])
        }
        result.failure = detail
        return result
    }
}
