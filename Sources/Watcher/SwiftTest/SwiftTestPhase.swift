import Foundation

/// One step of a pass: the tests that failed last time first, then those of the changed test
/// targets, then the rest.
public struct SwiftTestPhase: Sendable, Equatable {
    public var label: String
    public var tests: [SwiftTestListing.Entry]
    /// Whether the log line names the tests (not for "the rest").
    public var listsTests: Bool

    /// `only`: run just these ids (nil: every listed test that the settings' `filter` and `skip`
    /// leave, matched against `Module.Suite/test()`).
    public static func phases(listing: SwiftTestListing, settings: SwiftTestSettings, focus: [String], only: [String]?,
                              failing: Set<String>) -> [SwiftTestPhase] {
        let filters = settings.filter.compactMap { try? Regex($0) }, skips = settings.skip.compactMap { try? Regex($0) }
        let selected = listing.entries.filter { entry in
            (only.map { $0.contains(entry.id) } ?? true)
                && (filters.isEmpty || filters.contains { entry.qualifiedName.contains($0) })
                && !skips.contains { entry.qualifiedName.contains($0) }
        }
        let first = selected.filter { failing.contains($0.id) }
        let targets = selected.filter { focus.contains($0.target) && !failing.contains($0.id) }
        let rest = selected.filter { !failing.contains($0.id) && !focus.contains($0.target) }
        var phases: [SwiftTestPhase] = []
        if !first.isEmpty {
            phases.append(SwiftTestPhase(label: "first, the \(first.count) that failed last time", tests: first, listsTests: true))
        }
        if !targets.isEmpty {
            phases.append(SwiftTestPhase(label: "next, the changed \(focus.joined(separator: ", "))", tests: targets, listsTests: true))
        }
        if !rest.isEmpty {
            phases.append(SwiftTestPhase(label: phases.isEmpty ? "all" : "then the other \(rest.count)", tests: rest, listsTests: false))
        }
        return phases
    }
}
