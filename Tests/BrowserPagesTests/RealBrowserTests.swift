import BrowserPages
import Foundation
import LayoutChecks
import LayoutTesting
import Testing
import TestReport
import TestSupport
import ViewTree

/// The pages of `Tests/Fixtures/web` in Debian's Chromium, one browser for the whole suite.
@Suite(.serialized) struct RealBrowserTests {
    static let browser = Browser()
    static let phone = LayoutVariant(size: Size(width: 320, height: 568), scale: 1, direction: .ltr)

    func render(_ name: String, in variant: LayoutVariant = phone, screenshot: Bool = false) throws -> PageRendering {
        try #require(FileManager.default.isExecutableFile(atPath: ChromiumLaunch.defaultExecutable),
                     "Chromium is needed at \(ChromiumLaunch.defaultExecutable) (Debian package chromium)")
        let location = try PageLocation(try Fixture("web/\(name)").existingURL().path)
        return try Self.browser.withPage { try PageChecker().check(location, in: variant, page: $0, screenshot: screenshot) }
    }

    @Test func rolesLabelsAndColoursComeFromTheRenderedPage() throws {
        let tree = try render("clean-card.html").tree
        let photo = try #require(tree.first(id: "photo"))
        #expect(photo.role == "img" && photo.label == "A blue rain jacket" && photo.frame.width == 48)
        let save = try #require(tree.first(id: "save"))
        #expect(save.role == "button" && save.label == "Save for later" && save.backgroundColor == "rgb(13, 71, 161)")
        // display: none leaves nothing; the hidden ghost with nothing visible inside is left out.
        #expect(tree.firstNode(where: { $0.text == "Hidden" }) == nil)
        #expect(tree.first(id: "div.ghost") == nil)
    }

    @Test func aTextScaleScalesEveryFontSize() throws {
        let plain = try render("clean-form.html")
        let large = try render("clean-form.html", in: LayoutVariant(size: Self.phone.size, scale: 2, direction: .ltr))
        let word = { (tree: LaidOutNode) in tree.firstNode(where: { $0.text == "Password" })?.frame.width ?? 0 }
        #expect(word(plain.tree) > 0)
        #expect(abs(word(large.tree) - 2 * word(plain.tree)) < 2, "\(word(plain.tree)) → \(word(large.tree))")
    }

    @Test func theScreenshotHasTheViolationsOutlined() throws {
        try Self.browser.withPage { tab in
            let location = try PageLocation(try Fixture("web/overlapping-texts.html").existingURL().path)
            let rendering = try PageChecker().check(location, in: Self.phone, page: tab, screenshot: true)
            let violation = try #require(rendering.violations.first)
            let frame = violation.nodes[0].frame
            // The left edge of the first violation's outline, halfway down.
            let x = Int(frame.x - 1), y = Int(frame.y + frame.height / 2)
            let png = try #require(rendering.screenshot)
            let plain = try tab.screenshot(of: rendering.tree.frame)
            #expect(try pixel(png, x: x, y: y, on: tab) == "230,0,35")
            #expect(try pixel(plain, x: x, y: y, on: tab) != "230,0,35")
        }
    }

    @Test func theBrowserEndsWithItsGroupAndProfileOnShutdown() throws {
        let browser = Browser()
        let location = try PageLocation(try Fixture("web/clean-form.html").existingURL().path)
        _ = try PageChecker().check(location, in: Self.phone, page: try browser.page())
        let profiles = { try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("layoutwatch-chromium-\(getpid())-") } }
        let before = try profiles()
        #expect(browser.isRunning && !before.isEmpty)
        browser.shutdown()
        #expect(!browser.isRunning)
        #expect(try profiles().count == before.count - 1)
    }

    /// The colour at (x, y) of a PNG, read by the browser itself (`r,g,b`).
    func pixel(_ png: Data, x: Int, y: Int, on tab: BrowserPage) throws -> String {
        try tab.setContent("<img id=shot src=\"data:image/png;base64,\(png.base64EncodedString())\">", page: "sample")
        return try tab.evaluate("""
            (async () => { const img = document.getElementById('shot'); await img.decode();
              const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
              const g = c.getContext('2d'); g.drawImage(img, 0, 0);
              return Array.from(g.getImageData(\(x), \(y), 1, 1).data.slice(0, 3)).join(','); })()
            """, page: "sample")
    }
}

extension LaidOutNode {
    /// The first node depth first (itself included) that `matches`.
    func firstNode(where matches: (LaidOutNode) -> Bool) -> LaidOutNode? {
        if matches(self) { return self }
        for child in children { if let found = child.firstNode(where: matches) { return found } }
        return nil
    }
}
