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

    /// Runs `executable` with its output (stdout and stderr) sent to a file, not a pipe, so a
    /// chatty or forking tool cannot block on a full pipe.
    static func run(_ executable: String, _ arguments: [String]) throws -> ToolRun {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-tool-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = String(decoding: FileManager.default.contents(atPath: log.path) ?? Data(), as: UTF8.self)
        return ToolRun(status: process.terminationStatus, output: output)
    }
}
