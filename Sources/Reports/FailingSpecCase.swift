import TestReport

/// One failing input of a spec test, as the page's "Failing cases" list and the JUnit message
/// show it: where it is in the spec file, and what went wrong there.
struct FailingSpecCase: Equatable {
    var location: String
    /// `"case name": input …: what went wrong`.
    var text: String

    /// A spec test's failing cases as it sent them; none for other tests.
    static func cases(of result: TestResult) -> [FailingSpecCase] {
        guard result.kind == .spec, let cases = result.failure?.failingCases else { return [] }
        return cases.map { FailingSpecCase(location: $0.location.description, text: $0.text) }
    }

    /// The replay lines that are not the printed form of a failing case: what a page shows
    /// besides the list of cases.
    static func otherLines(of result: TestResult) -> [String] {
        guard let failure = result.failure else { return [] }
        let printed = Set(result.kind == .spec ? (failure.failingCases ?? []).map(\.description) : [])
        return failure.replayLines.filter { !printed.contains($0) }
    }
}
