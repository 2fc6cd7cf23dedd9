import Foundation

/// What a program printed and how it ended.
public struct CommandOutput: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
}

/// Runs `executable` to the end with stdout and stderr sent to files, not pipes, so a chatty or
/// forking program cannot block on a full pipe. A run still going after `limit` seconds is
/// killed, so a stuck program fails its test instead of hanging the suite.
public func runCommand(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                       environment: [String: String]? = nil, limit: Double = 120) throws -> CommandOutput {
    let scratch = try Repository.temporaryDirectory("command")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = [scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err")]
    for file in files where !FileManager.default.createFile(atPath: file.path, contents: nil) {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    let handles = try files.map { try FileHandle(forWritingTo: $0) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
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
    return CommandOutput(status: process.terminationStatus, standardOutput: texts[0], standardError: texts[1])
}

/// The same, waited for on a thread of its own: Swift Testing runs tests on the cooperative
/// thread pool, which has one thread per core, so a long blocking wait (a package build) would
/// starve every async test beside it.
public func runCommand(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                       environment: [String: String]? = nil, limit: Double = 120) async throws -> CommandOutput {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result {
                try runCommand(executable, arguments, in: directory, environment: environment, limit: limit)
            })
        }
    }
}
