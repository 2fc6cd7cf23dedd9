/// What a property says about one input. `fail` carries the evidence the caller wants back
/// for the failing case (the layout layer attaches the laid-out tree and its violations).
public enum Verdict<Evidence: Sendable>: Sendable {
    case pass
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
    case evidence(Evidence)
    case thrown(String)
}

/// A type that prints itself in failure reports differently from `String(describing:)`.
public protocol TestInputDescribable {
    var testInputDescription: String { get }
}

/// One failing input with what the property said about it.
public struct FailingCase<Input, Evidence: Sendable> {
    public var input: Input
    public var cause: FailureCause<Evidence>
    /// The input as printed in the report.
    public var description: String
    /// Replays exactly this input; nil for explicit examples.
    public var token: ChoiceToken?

    public var evidence: Evidence? {
        if case let .evidence(value) = cause { return value }
        return nil
    }

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
