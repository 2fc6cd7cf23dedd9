import TestReport

/// One failing input of a spec test, as the page's "Failing cases" list and the JUnit message
/// show it: where it is in the spec file, and what went wrong there.
///
/// `SpecTest` sends its failing inputs as replay lines `file:line:column: "case": input …:
/// problem`, the first one's place also as `FailureDetail.location`; a line without a place
/// (a note, a count) is not a case.
struct FailingSpecCase: Equatable {
    var location: String
    /// `"case name": input …: what went wrong`.
    var text: String

    static func cases(of result: TestResult) -> [FailingSpecCase] {
        guard result.kind == .spec, let failure = result.failure else { return [] }
        return failure.replayLines.compactMap(parse)
    }

    /// `file:line:column: text`, the file taken as the shortest prefix that is followed by two
    /// numbers, so a file name holding `:` still parses.
    static func parse(_ line: String) -> FailingSpecCase? {
        guard let match = line.firstMatch(of: /^(.+?):([0-9]+):([0-9]+): (.*)$/) else { return nil }
        return FailingSpecCase(location: "\(match.1):\(match.2):\(match.3)", text: String(match.4))
    }
}
