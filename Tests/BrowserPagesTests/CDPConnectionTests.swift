import BrowserPages
import Foundation
import Synchronization
import Testing

/// The request–reply machinery and the browser's lazy start, against a scripted browser.
@Suite struct CDPConnectionTests {
    @Test func aReplyIsMatchedByItsIDPastEventsAndStrayReplies() throws {
        let fake = FakeTransport(answers: ["Page.navigate": .result("{\"frameId\":\"F1\"}")],
                                 eventsBefore: ["Page.navigate": ["Page.frameStartedLoading"]])
        let connection = CDPConnection(transport: fake, timeout: .seconds(1))
        let result = try connection.send(CDP.Navigate(url: "about:blank"), session: "S1")
        #expect(result.frameId == "F1")
        #expect(result.errorText == nil)
        // The event that came before the reply is kept for whoever waits for it.
        try connection.waitForEvent("Page.frameStartedLoading", session: "S1")
    }

    @Test func aRequestNoOneAnswersFailsAfterTheTimeoutNamingTheMethod() {
        let fake = FakeTransport(answers: ["Page.captureScreenshot": .silence])
        let connection = CDPConnection(transport: fake, timeout: .milliseconds(50))
        #expect(throws: BrowserError.timedOut(method: "Page.captureScreenshot", seconds: 0.05)) {
            try connection.send(CDP.CaptureScreenshot())
        }
        #expect("\(BrowserError.timedOut(method: "Page.captureScreenshot", seconds: 0.05))"
            == "Chromium did not answer Page.captureScreenshot within 0.05 s; the page may be too heavy or waiting on the network (raise --timeout)")
    }

    @Test func anErrorReplyIsAProtocolErrorWithTheBrowsersMessage() {
        let fake = FakeTransport(answers: ["Page.setDocumentContent": .error("No frame for given id found")])
        let connection = CDPConnection(transport: fake, timeout: .seconds(1))
        #expect(throws: BrowserError.protocolError(method: "Page.setDocumentContent", message: "No frame for given id found")) {
            try connection.send(CDP.SetDocumentContent(frameId: "nope", html: ""))
        }
    }

    @Test func theBrowserStartsOnFirstUseOpensOneTabAndEndsOnShutdown() throws {
        let fake = FakeTransport(answers: FakeTransport.tab)
        let starts = Mutex(0)
        let browser = Browser(launch: ChromiumLaunch(timeout: .seconds(1))) { _ in
            starts.withLock { $0 += 1 }
            return fake
        }
        #expect(!browser.isRunning)
        _ = try browser.page()
        _ = try browser.page()
        #expect(starts.withLock { $0 } == 1)
        #expect(fake.methods == ["Target.createTarget", "Target.attachToTarget", "Page.enable"])
        browser.shutdown()
        #expect(fake.isClosed && !browser.isRunning)
    }

    @Test func aNavigationErrorNamesThePageAndAMissingFileIsNotFound() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString).html")
        try Data("<p>hi</p>".utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let fake = FakeTransport(answers: FakeTransport.tab.merging([
            "Page.navigate": .result("{\"frameId\":\"F1\",\"errorText\":\"net::ERR_NAME_NOT_RESOLVED\"}"),
        ]) { a, _ in a })
        let tab = try Browser { _ in fake }.page()
        #expect(throws: BrowserError.navigationFailed(page: "https://shop.invalid/", reason: "net::ERR_NAME_NOT_RESOLVED")) {
            try tab.open(PageLocation("https://shop.invalid/"))
        }
        #expect(throws: BrowserError.pageNotFound("nope.html")) { try PageLocation("nope.html", relativeTo: directory) }
        #expect(try PageLocation(page.lastPathComponent, relativeTo: directory).url == page.absoluteString)
    }
}
