import ViewTree

/// One failure as it showed across the cases of a test: the same rule on the same node paths.
/// `representative` is the violation of the most shrunk case that had it (the shrunk case's
/// own when it has it).
public struct ViolationCluster: Sendable, Codable, Equatable {
    public var rule: String
    public var paths: [NodePath]
    /// How many failing cases evaluated (generated or tried while shrinking) had it.
    public var cases: Int
    public var representative: Violation
    /// Whether the shrunk case has it, so that `FailureDetail.violations` lists it.
    public var inShrunkCase: Bool

    public init(rule: String, paths: [NodePath], cases: Int, representative: Violation, inShrunkCase: Bool) {
        self.rule = rule
        self.paths = paths
        self.cases = cases
        self.representative = representative
        self.inShrunkCase = inShrunkCase
    }

    /// `overlap at root/0, root/1`: what makes two failures the same.
    public var key: String { "\(rule) at " + paths.map(\.description).joined(separator: ", ") }
}
