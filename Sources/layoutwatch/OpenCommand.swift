import ArgumentParser
import Foundation
import Reports
import Watcher

/// `layoutwatch open [TEST]`: the report's index, or one failing test's page, in the desktop's
/// browser through `xdg-open`; where there is none (a server, a container), the `file://` URL.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the HTML report (or a failing test's page) in the browser, or print its file:// URL.")

    @OptionGroup var options: ConfigOption

    @Flag(name: .customLong("print-url"), help: "Only print the URL; do not start a browser.")
    var printOnly = false

    @Argument(help: "A test id (Suite/test) whose failure page to open instead of the index.")
    var test: String?

    func run() throws {
        let config = try reportConfiguration()
        let directory = config.resolve(config.reports.directory)
        let page = directory.appendingPathComponent(test.map(ReportFileNames.failurePage(for:)) ?? ReportFileNames.index)
        guard FileManager.default.fileExists(atPath: page.path) else {
            if let test {
                printError("no failure page for \"\(test)\" in \(Session.display(directory)): it passed, is not in the "
                    + "last run, or the id is misspelt; `layoutwatch open` shows the index with every test")
            } else {
                printError("no report at \(Session.display(page)) yet: run `layoutwatch run` (or keep `layoutwatch watch` "
                    + "running) first")
            }
            throw ExitCode(1)
        }
        let url = page.standardizedFileURL.absoluteString
        let opener = resolveExecutable("xdg-open")
        guard !printOnly, opener.hasPrefix("/"), Self.open(url, with: opener) else {
            print(url)
            return
        }
        print("Opened \(url)")
    }

    /// config.json when there is one; without it the defaults (`layoutwatch-report/`), so the
    /// command also works in a package that runs `--swift-test` with no config.
    func reportConfiguration() throws -> Configuration {
        guard FileManager.default.fileExists(atPath: options.config) || options.config != "config.json" else {
            var defaults = Configuration()
            defaults.baseDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            return defaults
        }
        return try Session.load(options).config
    }

    /// Runs the opener to its end (it hands the page to the browser and returns); the browser it
    /// starts is the user's and is meant to outlive this command.
    static func open(_ url: String, with opener: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
