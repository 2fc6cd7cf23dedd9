import Foundation
import TestReport

/// Which watched files really changed since the last poll.
public struct ChangeSet: Sendable, Equatable {
    public var sources: Set<String> = []
    /// Spec files, as paths relative to their spec directory.
    public var specs: Set<String> = []
    public init(sources: Set<String> = [], specs: Set<String> = []) {
        self.sources = sources
        self.specs = specs
    }
    public var isEmpty: Bool { sources.isEmpty && specs.isEmpty }
    public mutating func formUnion(_ other: ChangeSet) {
        sources.formUnion(other.sources)
        specs.formUnion(other.specs)
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
            if digests[path] != digest { record(path, into: &changed) }
            digests[path] = digest
        }
        // Some earlier path is gone exactly when fewer of them are still here than there were.
        let removed = stamps.count - (current.count - added)
        for path in stamps.keys where removed > 0 && current[path] == nil {
            digests[path] = nil
            record(path, into: &changed)
        }
        stamps = current
        return changed
    }

    private func record(_ path: String, into changed: inout ChangeSet) {
        if let root = specRoots.first(where: { path.hasPrefix($0 + "/") }) {
            changed.specs.insert(String(path.dropFirst(root.count + 1)))
        } else {
            changed.sources.insert(path)
        }
    }
}

/// FNV-1a, 64 bit: a fast content fingerprint (not a security hash).
func fnv1a(_ data: Data) -> UInt64 { FNV1a.hash(data) }
