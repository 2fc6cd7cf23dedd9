import TestReport

/// What one pass does: whether the suite is rebuilt first, and which tests run.
public struct RunPlan: Sendable, Equatable {
    public var rebuild: Bool
    /// Test ids to run; `nil` means every test the suite lists (known after a rebuild).
    public var tests: [String]?
    /// Ask the workers for their tests again first (a spec file came or went), without a
    /// rebuild: tests that appear run too, tests that vanished lose their results.
    public var relist: Bool
    public var reason: String
    /// Runs only this share of the chosen tests (`run --shard i/n`), balanced by `durations`.
    public var shard: Shard?
    public var durations: [String: Double]
    /// Test targets whose tests run before the rest (`swift test`: a file under `Tests/<Target>/` changed).
    public var focus: [String] = []

    public init(rebuild: Bool, tests: [String]?, relist: Bool = false, reason: String, shard: Shard? = nil,
                durations: [String: Double] = [:]) {
        self.rebuild = rebuild
        self.tests = tests
        self.relist = relist
        self.reason = reason
        self.shard = shard
        self.durations = durations
    }

    /// A source change rebuilds and reruns everything; a spec change reruns only the tests
    /// bound to that spec file, with no rebuild; a spec file added, removed or renamed also
    /// relists the tests. Returns `nil` when nothing needs to run.
    public static func plan(for changes: ChangeSet, tests: [TestDescriptor]) -> RunPlan? {
        if !changes.sources.isEmpty {
            let names = changes.sources.sorted().map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            return RunPlan(rebuild: true, tests: nil, reason: "source changed: \(listed(names))")
        }
        guard !changes.specs.isEmpty else { return nil }
        let bound = tests.filter { !Set($0.specFiles).isDisjoint(with: changes.specs) }
        let relist = !changes.specsAdded.isEmpty || !changes.specsRemoved.isEmpty
        guard !bound.isEmpty || relist else { return nil }
        // Name only the files tests read: editors' temporary files are changes too, but no reason.
        let edited = changes.specs.subtracting(changes.specsAdded).subtracting(changes.specsRemoved)
        let reasons = [("spec changed", edited.intersection(bound.flatMap(\.specFiles))),
                       ("spec added", changes.specsAdded), ("spec removed", changes.specsRemoved)]
            .filter { !$0.1.isEmpty }.map { "\($0.0): \(listed($0.1.sorted()))" }
        return RunPlan(rebuild: false, tests: bound.map(\.id), relist: relist, reason: reasons.joined(separator: "; "))
    }

    /// At most three names, then how many more: a reason stays one short line.
    static func listed(_ names: [String]) -> String {
        names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }
}
