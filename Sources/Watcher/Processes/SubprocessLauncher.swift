import Foundation
import Subprocess
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs children with swift-subprocess, each in a new process group. Output is streamed while
/// the child runs, so a timeout still keeps what the child said before it hung.
public struct SubprocessLauncher: ProcessLauncher {
    /// Time between TERM and KILL when a child must stop.
    public var gracePeriod: Duration

    public init(gracePeriod: Duration = .milliseconds(500)) { self.gracePeriod = gracePeriod }

    public func launch(_ request: LaunchRequest) async throws -> LaunchOutcome {
        let started = ContinuousClock.now
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: gracePeriod)]
        var overrides: [Environment.Key: String?] = [:]
        for (key, value) in request.environment { overrides[Environment.Key(stringLiteral: key)] = value }
        let collected = OutputBuffer()
        let grace = gracePeriod
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutwatch-stderr-\(UUID().uuidString)").path
        let errorDescriptor = try FileDescriptor.open(FilePath(errorFile), .writeOnly,
                                                      options: [.create, .truncate], permissions: .ownerReadWrite)
        defer { unlink(errorFile) }
        let result = try await Subprocess.run(
            .path(FilePath(request.executable)),
            arguments: Arguments(request.arguments),
            environment: .inherit.updating(overrides),
            workingDirectory: request.workingDirectory.map { FilePath($0) },
            platformOptions: options,
            input: .none,
            output: .sequence,
            error: .fileDescriptor(errorDescriptor, closeAfterSpawningProcess: true)
        ) { execution in
            let pid = execution.processIdentifier.value
            defer { kill(-pid, SIGKILL) }  // a grandchild may outlive the child: end the group
            return try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    for try await chunk in execution.standardOutput {
                        let bytes = chunk.withUnsafeBytes { Data($0) }
                        collected.append(bytes)
                    }
                    return false
                }
                group.addTask {
                    try await Task.sleep(for: request.timeout)
                    return true
                }
                let timedOut = try await group.next() ?? false
                if timedOut {
                    kill(-pid, SIGTERM)
                    try? await Task.sleep(for: grace)
                    kill(-pid, SIGKILL)
                }
                group.cancelAll()
                return timedOut
            }
        }
        let termination: LaunchOutcome.Termination
        if result.closureResult {
            termination = .timedOut
        } else {
            switch result.terminationStatus {
            case let .exited(code): termination = .exited(code)
            case let .signaled(signal): termination = .signaled(signal)
            }
        }
        let elapsed = ContinuousClock.now - started
        return LaunchOutcome(termination: termination,
                             standardOutput: collected.data,
                             standardError: FileManager.default.contents(atPath: errorFile) ?? Data(),
                             duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}

/// What a child wrote so far, shared between the reading task and the one that reports.
private final class OutputBuffer: Sendable {
    private let storage = Mutex<Data>(Data())
    func append(_ bytes: Data) { storage.withLock { $0.append(bytes) } }
    var data: Data { storage.withLock { $0 } }
}
