import Foundation
import TestReport

/// Live refresh without a server, for reports that `layoutwatch watch` keeps rewriting.
///
/// Every write of a live report also writes `live.js`, one line naming the write's
/// generation, and every page gets an inline script that knows the generation it was written
/// with. Once a second the script adds a fresh `<script src="live.js?…">` (from `file://`,
/// Chromium blocks fetch and XHR but not a script tag) and reloads the page when the
/// generation changed, keeping its scroll position as every reload does. A page that is gone
/// (its test passes now, the build is fixed) sends the reader to the index instead.
///
/// The generation is a hash of every page as rendered, so the same results give the same
/// files (goldens stay stable) and an unchanged report reloads nothing.
enum LiveRefresh {
    /// FNV-1a, 64 bits, over each page's path and bytes in path order, as 16 hex digits.
    static func generation(of pages: [String: Data]) -> String {
        var hasher = FNV1a()
        for path in pages.keys.sorted() {
            hasher.add(path.utf8)
            hasher.add(CollectionOfOne(0))
            hasher.add(pages[path]!)
        }
        let hex = String(hasher.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func liveScript(generation: String) -> Data {
        Data("window.layoutwatchGeneration = \"\(generation)\";\n".utf8)
    }

    /// `page` with the polling script before its last `</body>` (user text is escaped, so that
    /// tag is the template's); `root` is the way from the page to the report directory.
    static func inject(into page: Data, generation: String, root: String) -> Data {
        let html = String(decoding: page, as: UTF8.self)
        guard let body = html.range(of: "</body>", options: .backwards) else { return page }
        return Data((html[..<body.lowerBound] + script(generation: generation, root: root) + html[body.lowerBound...]).utf8)
    }

    static func script(generation: String, root: String) -> String {
        """
        <script>
        (function () {
          var generation = "\(generation)", page = location.href.split("#")[0].split("?")[0];
          // Against the page's own address, not its <base>: the index's base is failures/.
          function at(path) { return new URL("\(root)" + path, page).href; }
          function load(src, done) {
            var tag = document.createElement("script");
            tag.src = src + (src.indexOf("?") < 0 ? "?" : "&") + "t=" + Date.now();
            tag.onload = function () { tag.remove(); done(true); };
            tag.onerror = function () { tag.remove(); done(false); };
            document.head.appendChild(tag);
          }
          function poll() {
            load(at("\(ReportFileNames.liveScript)"), function () {
              var now = window.layoutwatchGeneration;
              if (!now || now === generation) { setTimeout(poll, 1000); return; }
              // Loading this page as a script runs nothing (HTML is no JavaScript): it only
              // tells whether the file is still there.
              window.onerror = function () { return true; };
              load(page, function (exists) {
                if (exists) { location.reload(); } else { location.href = at("\(ReportFileNames.index)"); }
              });
            });
          }
          setTimeout(poll, 1000);
        })();
        </script>

        """
    }
}
