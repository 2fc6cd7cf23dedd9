import Foundation
import TestReport

/// Which watched files really changed since the last poll.
public struct ChangeSet: Sendable, Equatable {
    public var sources: Set<String> = []
    /// Spec files, as paths relative to their spec directory: edited, added or removed.
    public var specs: Set<String> = []
    /// The spec files among `specs` that are new, and those that are gone (a rename is both):
    /// the test list may change with them.
    public var specsAdded: Set<String> = []
    public var specsRemoved: Set<String> = []
    public init(sources: Set<String> = [], specs: Set<String> = [], specsAdded: Set<String> = [],
                specsRemoved: Set<String> = []) {
        self.sources = sources
        self.specs = specs.union(specsAdded).union(specsRemoved)
        self.specsAdded = specsAdded
        self.specsRemoved = specsRemoved
    }
    public var isEmpty: Bool { sources.isEmpty && specs.isEmpty }
    public mutating func formUnion(_ other: ChangeSet) {
        sources.formUnion(other.sources)
        specs.formUnion(other.specs)
        // Added then removed within one burst is no file at all; removed then added is an edit.
        let cancelled = specsAdded.intersection(other.specsRemoved).union(specsRemoved.intersection(other.specsAdded))
        specsAdded = specsAdded.union(other.specsAdded).subtracting(cancelled)
        specsRemoved = specsRemoved.union(other.specsRemoved).subtracting(cancelled)
    }
}

/// Polls the source and spec roots. A changed stamp alone is only a suspicion: the content
/// hash confirms it, so atomic saves, swap files that vanish and formatter touches that leave
/// the bytes alone cause no run.
public struct ChangeDetector: Sendable {
    public var sourceRoots: [String]
    public var specRoots: [String]
    public var filter: WatchFilter
    public var excluded: [String]
    private var stamps: [String: FileStamp] = [:]
    private var digests: [String: UInt64] = [:]

    public init(sourceRoots: [String], specRoots: [String], filter: WatchFilter, excluded: [String]) {
        self.sourceRoots = sourceRoots
        self.specRoots = specRoots
        var filter = filter
        filter.specRoots = specRoots
        self.filter = filter
        self.excluded = excluded
    }

    /// Takes the first snapshot; nothing counts as changed.
    public mutating func prime(using scanner: some FileScanner) {
        _ = poll(using: scanner)
    }

    public mutating func poll(using scanner: some FileScanner) -> ChangeSet {
        var current: [String: FileStamp] = [:]
        for root in sourceRoots + specRoots {
            let found = scanner.scan(root: root, filter: filter, excluded: excluded)
            if current.isEmpty { current = found } else { current.merge(found) { first, _ in first } }
        }
        var changed = ChangeSet()
        var added = 0
        for (path, stamp) in current {
            let previous = stamps[path]
            if previous == stamp { continue }
            if previous == nil { added += 1 }
            let digest = scanner.contents(of: path).map(fnv1a) ?? 0
            if digests[path] != digest { record(path, previous == nil ? .added : .edited, into: &changed) }
            digests[path] = digest
        }
        // Some earlier path is gone exactly when fewer of them are still here than there were.
        let removed = stamps.count - (current.count - added)
        for path in stamps.keys where removed > 0 && current[path] == nil {
            digests[path] = nil
            record(path, .removed, into: &changed)
        }
        stamps = current
        return changed
    }

    private enum Change { case added, edited, removed }

    private func record(_ path: String, _ change: Change, into changed: inout ChangeSet) {
        if let root = specRoots.first(where: { path.hasPrefix($0 + "/") }) {
            let file = String(path.dropFirst(root.count + 1))
            changed.specs.insert(file)
            switch change {
            case .added: changed.specsAdded.insert(file)
            case .removed: changed.specsRemoved.insert(file)
            case .edited: break
            }
        } else {
            changed.sources.insert(path)
        }
    }
}

/// FNV-1a, 64 bit: a fast content fingerprint (not a security hash).
func fnv1a(_ data: Data) -> UInt64 { FNV1a.hash(data) }
