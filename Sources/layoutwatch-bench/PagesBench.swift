import BrowserPages
import Foundation
import LayoutChecks
import PropertyTesting
import ViewTree

/// Issue 41's figure: what one generated page case costs with a warm browser — fill the
/// template, render it in Chromium (viewport, document), read the tree, run the checks — as
/// wall time (the browser works in its own processes), beside the browser's own style and
/// layout time for the case (`Performance.getMetrics`) and a forced layout timed in the page.
enum PagesBench {
    static let template = "Sources/ExampleSuite/Specs/ProductCard.html"

    static func run(_ arguments: [String]) async throws {
        let options = PlainSuiteOptions.parseOrExit(arguments)
        let coldStart = ContinuousClock.now
        let browser = Browser()
        defer { browser.shutdown() }
        let page = try browser.page()
        _ = try page.metrics()  // enables the domain once
        let started = (ContinuousClock.now - coldStart).milliseconds
        let card = try PageTemplate(file: template)
        let checks = PageChecker().checks
        let words = Gen<Character>.oneOf([.lower, .upper]).array(count: 1...9).map { String($0) }
        let titles = words.array(count: 1...6).map { $0.joined(separator: " ") }
        let viewport = Size(width: 320, height: 568)
        var fill: [Double] = [], render: [Double] = [], read: [Double] = [], check: [Double] = [], total: [Double] = []
        var browserLayout: [Double] = [], forced: [Double] = []
        for round in 0..<120 {
            let title = titles.example(seed1: 41, seed2: UInt64(round), size: 50)
            let before = try page.metrics(enable: false)
            let t0 = ContinuousClock.now
            let html = card.render(["title": .text(title), "price": .text("€ \(round + 1)"), "features": .list(["Light", "Warm"])])
            let t1 = ContinuousClock.now
            try page.setViewport(viewport)
            try page.setContent(html, page: template, base: card.location)
            let t2 = ContinuousClock.now
            let tree = try page.read(viewport: viewport, page: template)
            let t3 = ContinuousClock.now
            _ = LayoutChecks.run(checks, on: tree)
            let t4 = ContinuousClock.now
            let after = try page.metrics(enable: false)
            forced.append(try page.forcedLayoutMilliseconds(page: template))
            guard round >= 20 else { continue }  // the first cases warm the page's caches
            fill.append((t1 - t0).milliseconds)
            render.append((t2 - t1).milliseconds)
            read.append((t3 - t2).milliseconds)
            check.append((t4 - t3).milliseconds)
            total.append((t4 - t0).milliseconds)
            let seconds = ["LayoutDuration", "RecalcStyleDuration"].map { (after[$0] ?? 0) - (before[$0] ?? 0) }.reduce(0, +)
            browserLayout.append(seconds * 1000)
        }
        printFigures("pages (ProductCard.html at 320×568, 100 generated cases after 20 warm-up ones, warm browser)", [
            ("case_ms_median", median(total), "ms wall: fill + render + read + check"),
            ("fill_ms_median", median(fill), "ms: Mustache fills the template"),
            ("render_ms_median", median(render), "ms: viewport + Page.setDocumentContent + fonts"),
            ("read_ms_median", median(read), "ms: the reading script, its JSON and the tree"),
            ("check_ms_median", median(check), "ms: the v1 checks on the tree"),
            ("browser_style_layout_ms_median", median(browserLayout), "ms: Chromium's own style + layout for the case (Performance.getMetrics)"),
            ("forced_layout_ms_median", median(forced.dropFirst(20).map { $0 }), "ms: a forced style + layout timed in the page"),
            ("cold_start_ms", started, "ms: starting Chromium and opening its tab (once per worker)"),
        ], json: options.output.json)
    }
}

extension Duration {
    fileprivate var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
