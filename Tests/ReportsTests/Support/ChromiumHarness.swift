import Foundation
import Testing
import TestSupport

/// Runs a script against a report page in headless Chromium: the page is loaded in an iframe
/// of the given size inside a harness page next to it (same `file://` directory, so the
/// harness may read the page's document), and `script` — a JavaScript function body with the
/// globals `frame`, `loads` (how many times the iframe has loaded so far) and `done(text)` —
/// runs `settle` milliseconds of virtual time after the first load. Returns what `done` got.
enum ChromiumHarness {
    static let chromium = "/usr/bin/chromium"

    static func evaluate(_ page: URL, width: Int = 1280, height: Int = 900, settle: Int = 200,
                         budget: Int = 10_000, script: String) async throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: chromium),
                     "Chromium is needed at \(chromium) (Debian package chromium)")
        let directory = page.deletingLastPathComponent()
        let harness = directory.appendingPathComponent("harness-\(UUID().uuidString).html")
        let profile = try RepoPaths.temporaryDirectory("chromium-profile")
        defer {
            try? FileManager.default.removeItem(at: harness)
            try? FileManager.default.removeItem(at: profile)
        }
        let html = """
            <!DOCTYPE html><html><body style="margin:0">
            <iframe id="frame" src="\(page.lastPathComponent)" style="border:0;width:\(width)px;height:\(height)px"></iframe>
            <pre id="result">pending</pre>
            <script>
            var frame = document.getElementById("frame"), loads = 0, started = false;
            function done(text) { document.getElementById("result").textContent = "RESULT[" + text + "]RESULT"; }
            frame.addEventListener("load", function () {
              loads++;
              if (started) { return; }
              started = true;
              setTimeout(function () { try { (function () { \(script) })(); }
                catch (error) { done("error: " + error); } }, \(settle));
            });
            </script></body></html>
            """
        try Data(html.utf8).write(to: harness)
        let run = try await runCommand(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=\(budget)", "--window-size=\(width + 20),\(height + 200)",
            "--dump-dom", harness.absoluteString,
        ])
        let dom = run.standardOutput
        guard let start = dom.range(of: "RESULT["), let end = dom.range(of: "]RESULT", range: start.upperBound..<dom.endIndex) else {
            Issue.record("the harness produced no result (chromium exited with \(run.status)): \(dom.suffix(500)) \(run.standardError.suffix(1500))")
            return ""
        }
        // The DOM is dumped as HTML: a text node's `&`, `<`, `>` and no-break spaces come escaped.
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
