import Foundation
import TestReport

/// The files a `ReportWriter` wrote.
public struct WrittenReport: Sendable, Equatable {
    public var index: URL
    public var junit: URL
    /// Every file written, sorted by path, `junit` included.
    public var files: [URL]
}

/// Writes a whole report: `junit.xml`, `index.html`, `results.json` (not when `live`), a page and an SVG per failing test,
/// a page per spec file with diagnostics,
/// `build-error.html` when the build failed, the Web assets and, when `live`, `live.js` (last,
/// so an open page reloads only once everything is in place); each file through `AtomicFile`
/// (temporary name, then rename). Pages of tests that no longer fail, a build-error page of a
/// build that works again and the `live.js` of an earlier live report are removed after the
/// new index is in place.
///
/// The JUnit file names each failing layout's SVG as `[[ATTACHMENT|path]]`; the path is
/// relative to the current directory when the SVG lies below it (CI runs from the checkout,
/// which is what GitLab resolves against), absolute otherwise.
public struct ReportWriter: Sendable {
    public var directory: URL
    public var webDirectory: URL
    public var junitPath: URL?
    /// The `name` of the JUnit `<testsuites>` element.
    public var suiteName: String
    /// How many recent runs `history.json` and the index keep (0: none).
    public var historyLimit: Int
    /// Whether open pages reload themselves after each write (`layoutwatch watch` sets it;
    /// see `LiveRefresh`). Off, no page polls.
    public var live: Bool

    public init(directory: URL, webDirectory: URL, junitPath: URL? = nil, historyLimit: Int = 20, live: Bool = false) {
        self.directory = directory
        self.webDirectory = webDirectory
        self.junitPath = junitPath
        self.suiteName = "LayoutWatch"
        self.historyLimit = historyLimit
        self.live = live
    }

    /// Removes what report writes killed mid-write left behind (see `AtomicFile.removeAbandoned`).
    public func removeAbandonedFiles() {
        for folder in [directory, directory.appendingPathComponent("failures"), junitPath?.deletingLastPathComponent()].compactMap({ $0 }) {
            AtomicFile.removeAbandoned(in: folder)
        }
    }

    public func write(_ summary: RunSummary) throws -> WrittenReport {
        let history = try RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: historyLimit)
            .record(summary)
        var pages = try HTMLReport(webDirectory: webDirectory).pages(for: summary, history: history, live: live)
        // For `layoutwatch merge`, which joins `run`s; a live (watch) report rewritten on every
        // pass does not pay for encoding every result and laid-out tree again.
        if !live { pages[ReportFileNames.results] = try ResultsFile.encode(summary) }
        var attachments: [String: String] = [:]
        for result in summary.results where pages[ReportFileNames.failureSVG(for: result.id)] != nil {
            attachments[result.id] = attachmentPath(directory.appendingPathComponent(ReportFileNames.failureSVG(for: result.id)))
        }
        let junit = junitPath ?? directory.appendingPathComponent(ReportFileNames.junit)
        var written: [URL] = []
        // Failure pages and assets first, so the index never links to a page not yet there;
        // live.js after everything else, so a page that reloads finds the new report whole.
        let last = [ReportFileNames.index, ReportFileNames.liveScript]
        for path in pages.keys.sorted() where !last.contains(path) {
            let url = directory.appendingPathComponent(path)
            try AtomicFile.write(pages[path]!, to: url)
            written.append(url)
        }
        let index = directory.appendingPathComponent(ReportFileNames.index)
        try AtomicFile.write(pages[ReportFileNames.index]!, to: index)
        try AtomicFile.write(try JUnitWriter.xml(for: summary, suiteName: suiteName, attachments: attachments), to: junit)
        written += [index, junit]
        removeStaleFiles(keeping: Set(pages.keys))
        if let script = pages[ReportFileNames.liveScript] {
            let url = directory.appendingPathComponent(ReportFileNames.liveScript)
            try AtomicFile.write(script, to: url)
            written.append(url)
        }
        return WrittenReport(index: index, junit: junit, files: written.sorted { $0.path < $1.path })
    }

    /// Pages and SVGs of tests that failed in an earlier run but not in this one, pages of spec
    /// files that have no diagnostics any more, and the
    /// build-error page and live.js of earlier writes: the index no longer links them, and a
    /// reader who kept a link should not find old news there.
    private func removeStaleFiles(keeping current: Set<String>) {
        for name in [ReportFileNames.buildError, ReportFileNames.liveScript, ReportFileNames.results] where !current.contains(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        for subdirectory in [ReportFileNames.failureDirectory, ReportFileNames.specDirectory] {
            let folder = directory.appendingPathComponent(subdirectory)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where name.hasSuffix(".html") || name.hasSuffix(".svg") || name.hasSuffix(".png") {
                if !current.contains("\(subdirectory)/\(name)") {
                    try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
                }
            }
        }
    }

    private func attachmentPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
