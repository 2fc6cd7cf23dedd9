import PropertyTesting

/// Something a user does on a screen in a stateful test: a name, an optional generated argument,
/// a precondition read from the page object (a step whose precondition is false is skipped),
/// and what it does through the page object.
public struct ScreenAction<Object: PageObject>: Sendable {
    public let name: String
    let argument: Gen<Argument?>
    let precondition: @Sendable (Object) -> Bool
    let perform: @Sendable (Object, (any Sendable)?) throws -> Void

    /// A drawn argument with the text a report prints for it.
    struct Argument: Sendable {
        var value: any Sendable
        var text: String
    }

    public init<Value: Sendable>(_ name: String, _ argument: Gen<Value>,
                                 when precondition: @escaping @Sendable (Object) -> Bool = { _ in true },
                                 _ perform: @escaping @Sendable (Object, Value) throws -> Void) {
        self.name = name
        self.argument = argument.map { Argument(value: $0, text: String(reflecting: $0)) }
        self.precondition = precondition
        self.perform = { object, value in try perform(object, value as! Value) }
    }

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
    public let name: String
    let holds: @Sendable (Object) -> Bool

    public init(_ name: String, _ holds: @escaping @Sendable (Object) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// One generated step: which action, with which argument.
public struct ActionCall: Sendable, CustomStringConvertible {
    public let action: Int
    public let name: String
    let argument: (any Sendable)?
    let argumentText: String?
    /// `fillEmail("a@b")`, or the bare name for an action without an argument.
    public var description: String { argumentText.map { "\(name)(\($0))" } ?? name }
}

/// A generated sequence of steps: what a stateful test's property runs on a fresh screen.
public struct ActionSequence: Sendable, CustomStringConvertible {
    public var calls: [ActionCall]
    /// `[fillEmail("a"), tapSave]`.
    public var description: String { "[" + calls.map(\.description).joined(separator: ", ") + "]" }
}

/// The actions and invariants of a stateful test, in a builder.
public enum ScreenRule<Object: PageObject>: Sendable {
    case action(ScreenAction<Object>)
    case invariant(ScreenInvariant<Object>)
}

@resultBuilder
public enum ScreenRulesBuilder<Object: PageObject> {
    public static func buildExpression(_ action: ScreenAction<Object>) -> [ScreenRule<Object>] { [.action(action)] }
    public static func buildExpression(_ invariant: ScreenInvariant<Object>) -> [ScreenRule<Object>] { [.invariant(invariant)] }
    public static func buildExpression(_ rules: [ScreenRule<Object>]) -> [ScreenRule<Object>] { rules }
    public static func buildBlock(_ parts: [ScreenRule<Object>]...) -> [ScreenRule<Object>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ScreenRule<Object>]?) -> [ScreenRule<Object>] { part ?? [] }
    public static func buildArray(_ parts: [[ScreenRule<Object>]]) -> [ScreenRule<Object>] { parts.flatMap { $0 } }
}
