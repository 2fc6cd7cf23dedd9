import TestReport

/// What the cases of one spec file came to so far: inputs run, failing inputs with their place,
/// failing generated cases, and diagnostics about the file.
struct SpecTally {
    var diagnostics: [FileDiagnostic]
    var inputs = 0
    var failures: [SpecCaseFailure] = []
    var generated: [FailureDetail] = []
    /// Every listed input judged, in order.
    var outcomes: [CaseOutcome] = []

    init(diagnostics: [FileDiagnostic]) { self.diagnostics = diagnostics }

    mutating func judge(_ input: Located, _ spec: SpecCase, _ problem: SpecProblem?, file: String) {
        inputs += 1
        outcomes.append(CaseOutcome(text: "\"\(spec.name)\": input \(input.value.jsonText)",
                                    location: SourceLocation(file: file, line: input.line, column: input.column), passed: problem == nil))
        switch problem {
        case nil: break
        case let .failed(message)?:
            failures.append(SpecCaseFailure(location: SourceLocation(file: file, line: input.line, column: input.column),
                                            text: "\"\(spec.name)\": input \(input.value.jsonText): \(message)"))
        case let .malformed(at, message)?:
            add(FileDiagnostic(file: file, line: at.line, column: at.column, message: message))
        }
    }

    mutating func add(_ diagnostic: FileDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
