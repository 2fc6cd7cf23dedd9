import Foundation
import ViewTree

/// The browser's tab: load a page or set its HTML, size the viewport, read the rendered tree,
/// draw on it, take screenshots. Every request fails after the browser's timeout.
public struct BrowserPage: Sendable {
    let connection: CDPConnection
    let session: String

    /// Sizes the viewport in CSS px (device scale factor 1, not a mobile viewport).
    public func setViewport(_ size: Size) throws {
        _ = try connection.send(CDP.SetDeviceMetrics(width: Int(size.width.rounded()), height: Int(size.height.rounded())),
                                session: session)
    }

    /// Loads `location` and waits for its `load` event and fonts.
    public func open(_ location: PageLocation) throws {
        connection.clearEvents()
        let result = try connection.send(CDP.Navigate(url: location.url), session: session)
        if let error = result.errorText, !error.isEmpty {
            throw error == "net::ERR_FILE_NOT_FOUND" ? BrowserError.pageNotFound(location.description)
                : BrowserError.navigationFailed(page: location.description, reason: error)
        }
        try connection.waitForEvent("Page.loadEventFired", session: session)
        _ = try evaluate(PageScript.settle, page: location.description)
    }

    /// Replaces the document with `html` and waits for its fonts. Its relative links resolve
    /// against `base`, which is opened first unless the tab shows it already (then a page costs
    /// no navigation); without `base`, against the page last opened.
    public func setContent(_ html: String, page: String, base: PageLocation? = nil) throws {
        var frame = try connection.send(CDP.GetFrameTree(), session: session).frameTree.frame
        if let base, frame.url != base.url {
            try open(base)
            frame = try connection.send(CDP.GetFrameTree(), session: session).frameTree.frame
        }
        _ = try connection.send(CDP.SetDocumentContent(frameId: frame.id, html: html), session: session)
        _ = try evaluate(PageScript.settle, page: page)
    }

    /// Multiplies every font size by `scale` (see `PageScript.scaleText`); 1 leaves the page.
    public func scaleText(_ scale: Double, page: String) throws {
        guard scale != 1 else { return }
        _ = try evaluate(PageScript.scaleText(scale), page: page)
        _ = try evaluate(PageScript.settle, page: page)
    }

    /// The rendered page as a laid-out tree (`PageTreeBuilder`), `viewport` its root's size.
    public func read(viewport: Size, page: String) throws -> LaidOutNode {
        let json = try evaluate(PageScript.read, page: page)
        do {
            return PageTreeBuilder.tree(try JSONDecoder().decode(PageDocument.self, from: Data(json.utf8)), viewport: viewport)
        } catch {
            throw BrowserError.scriptFailed(page: page, message: "the page reading was not understood (\(error))")
        }
    }

    /// A PNG of `area` of the document (CSS px), beyond the viewport where it reaches further.
    public func screenshot(of area: Rect) throws -> Data {
        let clip = CDP.CaptureScreenshot.Clip(x: area.x, y: area.y, width: area.width, height: area.height)
        let base64 = try connection.send(CDP.CaptureScreenshot(clip: clip), session: session).data
        guard let data = Data(base64Encoded: base64) else {
            throw BrowserError.protocolError(method: CDP.CaptureScreenshot.method, message: "the screenshot was not base64")
        }
        return data
    }

    /// Runs `expression` in the page and returns its value as a string (a promise is awaited).
    public func evaluate(_ expression: String, page: String) throws -> String {
        let result = try connection.send(CDP.Evaluate(expression: expression), session: session)
        if let exception = result.exceptionDetails {
            throw BrowserError.scriptFailed(page: page, message: exception.exception?.description ?? exception.text)
        }
        return result.result.value ?? ""
    }

    /// The browser's own counters for the page (`Performance.getMetrics`: `LayoutDuration`,
    /// `RecalcStyleDuration`, … in seconds, cumulative since `enable`, which the first call
    /// sends and later ones may skip).
    public func metrics(enable: Bool = true) throws -> [String: Double] {
        if enable { _ = try connection.send(CDP.EnablePerformance(), session: session) }
        let metrics = try connection.send(CDP.GetMetrics(), session: session).metrics
        return Dictionary(metrics.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The time one forced style recalculation and layout takes in the page, in ms.
    public func forcedLayoutMilliseconds(page: String) throws -> Double {
        Double(try evaluate(PageScript.forcedLayout, page: page)) ?? 0
    }
}
