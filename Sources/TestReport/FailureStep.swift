import ViewTree

/// One step of a failing action sequence (a screen test): the action, the screen laid out after
/// it, its violations, and at the step that failed, why.
public struct FailureStep: Sendable, Codable, Equatable {
    /// 0 for the screen as presented, then 1, 2, … for the actions that ran.
    public var number: Int
    /// `fillEmail("a@b")`, `tapSave`, or `present` for step 0.
    public var action: String
    public var layout: LaidOutNode
    /// Every violation the layout checks found after the step, warnings included.
    public var violations: [Violation]
    /// Set on the step that failed: the broken invariant, the violations, or what the action threw.
    public var failure: String?

    public init(number: Int, action: String, layout: LaidOutNode, violations: [Violation] = [], failure: String? = nil) {
        self.number = number
        self.action = action
        self.layout = layout
        self.violations = violations
        self.failure = failure
    }
}
