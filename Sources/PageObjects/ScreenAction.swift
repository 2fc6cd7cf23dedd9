import PropertyTesting

/// Something a user does on a screen in a stateful test: a name, an optional generated argument,
/// a precondition read from the page object (a step whose precondition is false is skipped),
/// and what it does through the page object.
public struct ScreenAction<Object: PageObject>: Sendable {
    /// The action's name in failing sequences (`fillEmail("a")`).
    public let name: String
    let argument: Gen<Argument?>
    let precondition: @Sendable (Object) -> Bool
    let perform: @Sendable (Object, (any Sendable)?) throws -> Void

    /// A drawn argument with the text a report prints for it.
    struct Argument: Sendable {
        var value: any Sendable
        var text: String
    }

    /// An action with an argument drawn from `argument` (it shrinks with the sequence);
    /// `precondition` is read before the step, and a step whose precondition is false is skipped.
    /// `perform` throwing (a `PageObjectError`, say) fails the sequence.
    public init<Value: Sendable>(_ name: String, _ argument: Gen<Value>,
                                 when precondition: @escaping @Sendable (Object) -> Bool = { _ in true },
                                 _ perform: @escaping @Sendable (Object, Value) throws -> Void) {
        self.name = name
        self.argument = argument.map { Argument(value: $0, text: String(reflecting: $0)) }
        self.precondition = precondition
        self.perform = { object, value in try perform(object, value as! Value) }
    }

    /// An action without an argument; otherwise as ``init(_:_:when:_:)``.
    public init(_ name: String, when precondition: @escaping @Sendable (Object) -> Bool = { _ in true },
                _ perform: @escaping @Sendable (Object) throws -> Void) {
        self.name = name
        self.argument = .pure(nil)
        self.precondition = precondition
        self.perform = { object, _ in try perform(object) }
    }
}

/// A property every step of a stateful test must leave true.
public struct ScreenInvariant<Object: PageObject>: Sendable {
    /// The invariant's name, which a failure names.
    public let name: String
    let holds: @Sendable (Object) -> Bool

    /// An invariant checked after every step: `holds` returning `false` fails the sequence.
    public init(_ name: String, _ holds: @escaping @Sendable (Object) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// One generated step: which action, with which argument.
package struct ActionCall: Sendable, CustomStringConvertible {
    package let action: Int
    package let name: String
    let argument: (any Sendable)?
    let argumentText: String?
    /// `fillEmail("a@b")`, or the bare name for an action without an argument.
    package var description: String { argumentText.map { "\(name)(\($0))" } ?? name }
}

/// A generated sequence of steps: what a stateful test's property runs on a fresh screen.
package struct ActionSequence: Sendable, CustomStringConvertible {
    package var calls: [ActionCall]
    /// `[fillEmail("a"), tapSave]`.
    package var description: String { "[" + calls.map(\.description).joined(separator: ", ") + "]" }
}

/// The actions and invariants of a stateful test, in a builder.
public enum ScreenRule<Object: PageObject>: Sendable {
    /// An action the sequence can pick.
    case action(ScreenAction<Object>)
    /// A property checked after every step.
    case invariant(ScreenInvariant<Object>)
}

/// The result builder of a suite's `Screen` rules: `ScreenAction`s and `ScreenInvariant`s, lists
/// of rules (`SignUpObject.rules`), `if` and `for`.
@resultBuilder
public enum ScreenRulesBuilder<Object: PageObject> {
    /// An action as a statement.
    public static func buildExpression(_ action: ScreenAction<Object>) -> [ScreenRule<Object>] { [.action(action)] }
    /// An invariant as a statement.
    public static func buildExpression(_ invariant: ScreenInvariant<Object>) -> [ScreenRule<Object>] { [.invariant(invariant)] }
    /// A list of rules, inlined.
    public static func buildExpression(_ rules: [ScreenRule<Object>]) -> [ScreenRule<Object>] { rules }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [ScreenRule<Object>]...) -> [ScreenRule<Object>] { parts.flatMap { $0 } }
    /// The rules of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [ScreenRule<Object>]?) -> [ScreenRule<Object>] { part ?? [] }
    /// The rules of a `for` loop, one list per iteration.
    public static func buildArray(_ parts: [[ScreenRule<Object>]]) -> [ScreenRule<Object>] { parts.flatMap { $0 } }
}
