import Foundation
import SVGRender

/// The banner a build that did not finish puts on the report already on disk.
///
/// A stopped build (Ctrl-C, SIGTERM, its time limit) says nothing about the sources, so the
/// results stay as the last complete pass wrote them; only the index gains a banner saying a
/// later build was stopped and when. It sits between two comments, so the next stop replaces
/// it and the next complete write (which renders the index afresh) drops it.
public enum BuildStoppedNotice {
    static let opening = "<!--layoutwatch:build-stopped-->"
    static let closing = "<!--/layoutwatch:build-stopped-->"

    /// The index as `writer` left it, with the banner for a build stopped because of `reason`
    /// at `time` (seconds since 1970). Does nothing when there is no index yet: with no earlier
    /// results there is nothing the banner could stand beside.
    /// - Returns: the index when it was rewritten.
    @discardableResult
    public static func mark(_ writer: ReportWriter, reason: String, at time: Double) throws -> URL? {
        let index = writer.directory.appendingPathComponent(ReportFileNames.index)
        guard let data = FileManager.default.contents(atPath: index.path) else { return nil }
        let page = String(decoding: data, as: UTF8.self)
        guard let marked = marked(page, banner: banner(reason: reason, time: time)) else { return nil }
        let bytes = Data(marked.utf8)
        try AtomicFile.write(bytes, to: index)
        if writer.live {
            // Open pages reload when the generation changes.
            let generation = LiveRefresh.generation(of: [ReportFileNames.index: bytes])
            try AtomicFile.write(LiveRefresh.liveScript(generation: generation),
                                 to: writer.directory.appendingPathComponent(ReportFileNames.liveScript))
        }
        return index
    }

    /// `page` with any earlier banner removed and `banner` as the first thing in `<main>`;
    /// nil when the page has no `<main>` (not an index this writer rendered).
    static func marked(_ page: String, banner: String) -> String? {
        var page = page
        if let start = page.range(of: opening), let end = page.range(of: closing, range: start.upperBound..<page.endIndex) {
            var through = end.upperBound
            if through < page.endIndex, page[through] == "\n" { through = page.index(after: through) }
            page.removeSubrange(start.lowerBound..<through)
        }
        guard let main = page.range(of: "<main>\n") else { return nil }
        page.insert(contentsOf: banner, at: main.upperBound)
        return page
    }

    static func banner(reason: String, time: Double) -> String {
        opening + "<p class=\"banner stale\" id=\"build-stopped\"><b>Stopped during build</b> ("
            + XMLCharacters.escaped(reason) + ") at " + ReportFormatting.readableTime(time)
            + ". The results below are the last complete ones, from before that build.</p>" + closing + "\n"
    }
}
