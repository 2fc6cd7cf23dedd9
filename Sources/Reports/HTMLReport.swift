import Foundation
import Mustache
import TestReport
import SVGRender

/// The static HTML report: `index.html`, one page and one SVG per failing test under
/// `failures/`, one page per spec file with diagnostics under `specs/`, `build-error.html` when
/// the build failed, and the assets of the Web directory
/// (every file there that is not a `.mustache` template, e.g. `report.css`), copied as they are.
///
/// Pages open from `file://` with no server and no network. Every user string is escaped by
/// Mustache's `{{…}}`; the only unescaped value is the SVG, which `SVGRenderer` escapes itself.
public struct HTMLReport: Sendable {
    public static let templateNames = ["index", "failure", "build-error", "spec-file"]
    /// Templates a project's own `Web/` may lack, having been copied before they existed.
    static let laterTemplates: Set = ["spec-file"]

    /// The repository's `Web/` directory, found from this source file's location.
    public static var bundledWebDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Web", isDirectory: true)
    }

    private let library: MustacheLibrary
    private let assets: [String: Data]

    public init(webDirectory: URL) throws {
        var library = MustacheLibrary()
        for name in Self.templateNames {
            var url = webDirectory.appendingPathComponent("\(name).mustache")
            // A template added after a project copied Web/ comes from the bundled one.
            if Self.laterTemplates.contains(name), !FileManager.default.fileExists(atPath: url.path) {
                url = Self.bundledWebDirectory.appendingPathComponent("\(name).mustache")
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ReportError.missingTemplate(path: url.path)
            }
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: name)
            } catch {
                throw ReportError.badTemplate(path: url.path, reason: "\(error)")
            }
        }
        self.library = library
        self.assets = try Self.loadAssets(webDirectory)
    }

    private static func loadAssets(_ directory: URL) throws -> [String: Data] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ReportError.unreadableWebDirectory(path: directory.path, reason: error.localizedDescription)
        }
        var assets: [String: Data] = [:]
        for name in names where !name.hasSuffix(".mustache") && !name.hasPrefix(".") {
            let path = directory.appendingPathComponent(name).path
            guard FileChecks.isFile(atPath: path),
                  let data = FileManager.default.contents(atPath: path) else { continue }
            assets[name] = data
        }
        return assets
    }

    /// Every file of the report, by path relative to the report directory. `history` (see
    /// `RunHistory`) gives the index its "recent runs" and failing tests their streaks. `live`
    /// adds `live.js` and the script that reloads an open page when the report changes
    /// (`LiveRefresh`); without it no page polls.
    public func pages(for summary: RunSummary, history: ReportHistory = ReportHistory(),
                      live: Bool = false) throws -> [String: Data] {
        var pages: [String: Data] = [:]
        pages[ReportFileNames.index] = Data(try render("index", HTMLIndexContext(summary, history: history)).utf8)
        for result in summary.results where result.status.isFailing {
            let failure = HTMLFailureContext(result: result, summary: summary, history: history)
            pages[ReportFileNames.failurePage(for: result.id)] = Data(try render("failure", failure).utf8)
            if let svg = failure.svg { pages[ReportFileNames.failureSVG(for: result.id)] = Data(svg.utf8) }
            if let png = result.failure?.screenshot { pages[ReportFileNames.failureScreenshot(for: result.id)] = png }
        }
        for file in HTMLSpecFileContext.files(summary) {
            pages[ReportFileNames.specPage(for: file.name)] = Data(try render("spec-file", file.context(summary)).utf8)
        }
        if let failure = summary.buildFailure {
            pages[ReportFileNames.buildError] = Data(try render("build-error", HTMLBuildErrorContext(failure, summary: summary)).utf8)
        }
        if live {
            let generation = LiveRefresh.generation(of: pages.merging(assets) { page, _ in page })
            for path in pages.keys where path.hasSuffix(".html") {
                let root = path.contains("/") ? "../" : ""
                pages[path] = LiveRefresh.inject(into: pages[path]!, generation: generation, root: root)
            }
            pages[ReportFileNames.liveScript] = LiveRefresh.liveScript(generation: generation)
        }
        return pages.merging(assets) { page, _ in page }
    }

    private func render(_ template: String, _ context: some HTMLViewModel) throws -> String {
        guard let html = library.render(context.fields, withTemplate: template) else {
            throw ReportError.missingTemplate(path: "\(template).mustache")
        }
        return html
    }
}
