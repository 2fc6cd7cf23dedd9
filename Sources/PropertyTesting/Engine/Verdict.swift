/// What a property says about one input. `fail` carries the evidence the caller wants back
/// for the failing case (the layout layer attaches the laid-out tree and its violations).
public enum Verdict<Evidence: Sendable>: Sendable {
    /// The input satisfies the property.
    case pass
    /// The input falsifies the property; the evidence comes back in the report's failing cases.
    case fail(Evidence)
    /// The input does not meet the property's precondition; it counts toward giving up.
    case discard
}

extension Verdict where Evidence == String {
    /// Passes when `condition` holds, else fails with `message`.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String = "property is false") -> Verdict<String> {
        condition ? .pass : .fail(message())
    }
}

/// Why a case failed: the property's evidence, or the error it threw.
public enum FailureCause<Evidence: Sendable>: Sendable {
    /// The property returned `.fail` with this evidence.
    case evidence(Evidence)
    /// The property threw; the error's description.
    case thrown(String)
}

/// A type that prints itself in failure reports differently from `String(describing:)`.
public protocol TestInputDescribable {
    /// The input as failure reports print it (`Replay with …` lines, the report's input).
    var testInputDescription: String { get }
}

/// One failing input with what the property said about it.
public struct FailingCase<Input, Evidence: Sendable> {
    /// The failing input itself.
    public var input: Input
    /// Why it failed.
    public var cause: FailureCause<Evidence>
    /// The input as printed in the report.
    public var description: String
    /// Replays exactly this input; nil for explicit examples.
    public var token: ChoiceToken?

    /// The evidence of a `.fail` verdict; `nil` when the property threw.
    public var evidence: Evidence? {
        if case let .evidence(value) = cause { return value }
        return nil
    }

    /// The thrown error's description; `nil` when the property returned `.fail`.
    public var thrownError: String? {
        if case let .thrown(message) = cause { return message }
        return nil
    }

    /// How a failure prints an input: its `testInputDescription`, else `String(describing:)`.
    public static func describe(_ input: Input) -> String {
        (input as? TestInputDescribable)?.testInputDescription ?? String(describing: input)
    }
}

extension FailingCase: Sendable where Input: Sendable {}
