import Foundation

/// One `swift test` of a pass: which tests it runs and the `--filter` / `--skip` that say so.
/// A pass runs the tests that failed last time first, then those of the changed test targets,
/// then the rest.
public struct SwiftTestPhase: Sendable, Equatable {
    public var label: String
    public var tests: [SwiftTestListing.Entry]
    public var filter: [String]
    public var skip: [String]
    /// Whether the log line names the tests (not for "the rest").
    public var listsTests: Bool

    /// `only`: run just these ids (nil: every listed test the settings' filter and skip leave).
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
            phases.append(SwiftTestPhase(label: "first, the \(first.count) that failed last time", tests: first,
                                         filter: first.map(\.pattern), skip: settings.skip, listsTests: true))
        }
        if !targets.isEmpty {
            phases.append(SwiftTestPhase(label: "next, the changed \(focus.joined(separator: ", "))", tests: targets,
                                         filter: targets.map(\.pattern), skip: settings.skip, listsTests: true))
        }
        guard !rest.isEmpty else { return phases }
        if phases.isEmpty && only == nil {
            return [SwiftTestPhase(label: "all", tests: rest, filter: settings.filter, skip: settings.skip, listsTests: false)]
        }
        let explicit = only != nil
        phases.append(SwiftTestPhase(label: "then the other \(rest.count)", tests: rest,
                                     filter: explicit ? rest.map(\.pattern) : settings.filter,
                                     skip: settings.skip + (first + targets).map(\.pattern), listsTests: false))
        return phases
    }
}
