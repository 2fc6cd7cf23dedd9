import FlexLayout
import Foundation
import Watcher

/// One run of `chromium --headless --dump-dom` on a page: the page and a fresh profile go in a
/// temporary folder removed afterwards; the browser runs through `SubprocessLauncher`, so it is
/// in a process group of its own, stopped (TERM, then KILL) on a timeout or a Ctrl-C, and every
/// process it left is swept when it ends.
struct HeadlessChromium {
    /// Where Debian's package `chromium` installs the browser.
    static let defaultPath = "/usr/bin/chromium"

    var executable: String
    var timeout: Duration = .seconds(120)

    /// Throws `HeadlessChromium.Failure` naming the Debian package when there is no browser.
    func dumpDOM(of html: String) async throws -> String {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(message: "no Chromium at \(executable): install Debian's package `chromium` "
                          + "(apt-get install chromium), or name the browser with --chromium PATH")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-compare-\(UUID().uuidString)")
        let profile = folder.appendingPathComponent("profile")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let outcome = try await SubprocessLauncher().launch(LaunchRequest(
            executable: executable,
            arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                        "--allow-file-access-from-files", "--user-data-dir=\(profile.path)", "--force-device-scale-factor=1",
                        "--window-size=1280,1024", "--font-render-hinting=none", "--virtual-time-budget=20000",
                        "--dump-dom", page.absoluteString],
            timeout: timeout))
        let dom = String(decoding: outcome.standardOutput, as: UTF8.self)
        switch outcome.termination {
        case .exited(0) where outcome.omittedOutputBytes > 0:
            throw Failure(message: "the page's boxes are too many for one run (\(outcome.standardOutput.count + outcome.omittedOutputBytes) bytes printed); lay out fewer or smaller trees at a time")
        case .exited(0): return dom
        case .timedOut: throw Failure(message: "Chromium did not finish the page in \(timeout); it was stopped")
        case .interrupted: throw CancellationError()
        default:
            let error = String(decoding: outcome.standardError, as: UTF8.self)
            throw Failure(message: "Chromium ended with \(outcome.termination): \(error.suffix(600))")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
