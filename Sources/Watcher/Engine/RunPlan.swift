import TestReport

/// What one pass does: whether the suite is rebuilt first, and which tests run.
public struct RunPlan: Sendable, Equatable {
    public var rebuild: Bool
    /// Test ids to run; `nil` means every test the suite lists (known after a rebuild).
    public var tests: [String]?
    public var reason: String
    /// Runs only this share of the chosen tests (`run --shard i/n`), balanced by `durations`.
    public var shard: Shard?
    public var durations: [String: Double]

    public init(rebuild: Bool, tests: [String]?, reason: String, shard: Shard? = nil, durations: [String: Double] = [:]) {
        self.rebuild = rebuild
        self.tests = tests
        self.reason = reason
        self.shard = shard
        self.durations = durations
    }

    /// A source change rebuilds and reruns everything; a spec change reruns only the tests
    /// bound to that spec file, with no rebuild. Returns `nil` when nothing needs to run.
    public static func plan(for changes: ChangeSet, tests: [TestDescriptor]) -> RunPlan? {
        if !changes.sources.isEmpty {
            let names = changes.sources.sorted().map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            return RunPlan(rebuild: true, tests: nil, reason: "source changed: \(listed(names))")
        }
        guard !changes.specs.isEmpty else { return nil }
        let bound = tests.filter { !Set($0.specFiles).isDisjoint(with: changes.specs) }
        guard !bound.isEmpty else { return nil }
        // Name only the files tests read: editors' temporary files are changes too, but no reason.
        let files = changes.specs.intersection(bound.flatMap(\.specFiles)).sorted()
        return RunPlan(rebuild: false, tests: bound.map(\.id), reason: "spec changed: \(listed(files))")
    }

    /// At most three names, then how many more: a reason stays one short line.
    static func listed(_ names: [String]) -> String {
        names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }
}
