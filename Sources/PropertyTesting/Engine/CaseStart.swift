/// What a run says about a case before the property runs on it (`PropertyConfig.beforeEachCase`):
/// its choices, how its input reads, and, for a case generated from a seed, that seed pair and
/// size, so a case that ends the process can still be replayed both ways.
public struct CaseStart: Sendable, Equatable {
    /// The case's choices: replaying them gives the same input.
    public var token: ChoiceToken
    /// The input as a failure would print it (`FailingCase.describe`).
    public var input: String
    /// `nil` for shrink candidates, replays and saved failures.
    public var origin: ExampleDatabase.Origin?

    package init(token: ChoiceToken, input: String, origin: ExampleDatabase.Origin?) {
        self.token = token
        self.input = input
        self.origin = origin
    }
}
