import BrowserPages
import JSONSource

/// Chromium as the judge of layouts: trees laid out in one warm browser (BrowserPages' launcher,
/// shared with page tests), the page's shell loaded once and the trees built into it in batches.
public final class ChromiumOracle: Sendable {
    public let browser: Browser
    public let fonts: [OracleFont]
    /// At most this many nodes go to the page in one call.
    public let nodesPerCall: Int

    /// `fonts` are the ones trees may name (`OracleTree.font`); the browser keeps its classic
    /// scrollbars, which the fixture format's `scrollbarWidth` describes.
    public init(fonts: [OracleFont], executable: String = ChromiumLaunch.defaultExecutable,
                timeout: Duration = .seconds(120), nodesPerCall: Int = 20_000) {
        self.fonts = fonts
        self.nodesPerCall = nodesPerCall
        browser = Browser(launch: ChromiumLaunch(executable: executable, timeout: timeout, hideScrollbars: false))
    }

    /// Chromium's boxes for `trees`, in order.
    public func boxes(of trees: [OracleTree]) throws -> [ChromiumBox] {
        var boxes: [ChromiumBox] = []
        boxes.reserveCapacity(trees.count)
        var start = 0
        while start < trees.count {
            var end = start, nodes = 0
            while end < trees.count, end == start || nodes + CompactTree.count(trees[end].root) <= nodesPerCall {
                nodes += CompactTree.count(trees[end].root)
                end += 1
            }
            boxes += try measure(Array(trees[start..<end]))
            start = end
        }
        return boxes
    }

    /// Ends the browser; the next call starts it again.
    public func shutdown() { browser.shutdown() }

    private func measure(_ trees: [OracleTree]) throws -> [ChromiumBox] {
        let payload = OraclePage.payload(trees)
        let result = try browser.withPage { page in
            let title = "lw-oracle " + fonts.map(\.path).joined(separator: " ")
            if try page.evaluate("document.title", page: "the oracle's page") != title {
                try page.setContent(OraclePage.shell(fonts: fonts, title: title), page: "the oracle's page")
            }
            return try page.evaluate("LW.measure(\(JSONValue.quoted(payload)))", page: "the oracle's page")
        }
        return try ChromiumBox.read(result: result, trees: trees.count)
    }
}
