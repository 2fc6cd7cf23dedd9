import Foundation

/// Paths the tests need, found from this file's place in the repository.
enum RepoPaths {
    /// `<repo>/Tests/ReportsTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repoRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = testsDirectory.appendingPathComponent("Goldens")
    static let web = repoRoot.appendingPathComponent("Web")
    /// `shared/` lives beside the repository, in CI and on developer machines.
    static let junitSchema = repoRoot.appendingPathComponent("../shared/schemas/jenkins-xunit-junit-10.xsd").standardizedFileURL

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutwatch-reports-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The result of running a tool to completion.
struct ToolRun {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `executable` with stdout and stderr sent to files, not pipes, so a chatty or
    /// forking tool cannot block on a full pipe. A run still going after `limit` seconds is
    /// killed, so a stuck tool fails the test instead of hanging the suite.
    static func run(_ executable: String, _ arguments: [String], limit: Double = 60) throws -> ToolRun {
        let directory = try RepoPaths.temporaryDirectory("tool")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [directory.appendingPathComponent("out"), directory.appendingPathComponent("err")]
        for file in files where !FileManager.default.createFile(atPath: file.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        let handles = try files.map { try FileHandle(forWritingTo: $0) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handles[0]
        process.standardError = handles[1]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        for handle in handles { try handle.close() }
        let texts = files.map { String(decoding: FileManager.default.contents(atPath: $0.path) ?? Data(), as: UTF8.self) }
        return ToolRun(status: process.terminationStatus, output: texts[0], errors: texts[1])
    }
}
