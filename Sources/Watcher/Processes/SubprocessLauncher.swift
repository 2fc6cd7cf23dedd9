import Foundation
import Subprocess
import TestReport
#if canImport(Glibc)
import Glibc
#endif
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs children with swift-subprocess, each in a new process group, with stdout and stderr
/// sent to files (a grandchild that keeps them open cannot hold the parent up, and a flood of
/// output cannot fill memory). After a test's run, whatever the child started is swept by the
/// launch's mark, wherever it went.
public struct SubprocessLauncher: ProcessLauncher {
    /// Time between TERM and KILL when a child must stop.
    public var gracePeriod: Duration
    /// The mark of `.stable` launches.
    public var project: ProcessMark

    /// `project` defaults to the mark of a state directory at the working directory.
    public init(gracePeriod: Duration = .milliseconds(500),
                project: ProcessMark = .project(stateDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))) {
        self.gracePeriod = gracePeriod
        self.project = project
    }

    public func launch(_ request: LaunchRequest) async throws -> LaunchOutcome {
        let started = ContinuousClock.now
        let run = ProcessMark.newRun()
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: gracePeriod)]
        let marks: [ProcessMark] = request.marking == .stable ? [project] : [.thisSession, run]
        var overrides: [Environment.Key: String?] = [:]
        for (key, value) in marks.map({ ($0.key, $0.value) }) + request.environment.map({ ($0.key, $0.value) }) {
            overrides[Environment.Key(stringLiteral: key)] = value
        }
        let files = try OutputFiles()
        defer {
            if request.marking == .perLaunch { ProcessSweeper.sweep(run) }
            files.remove()
        }
        let configuration = Subprocess.Configuration(
            executable: .path(FilePath(request.executable)), arguments: Arguments(request.arguments),
            environment: .inherit.updating(overrides), workingDirectory: request.workingDirectory.map { FilePath($0) },
            platformOptions: options)
        let outputs = try files.open()
        let termination = try await withThrowingTaskGroup(of: LaunchOutcome.Termination?.self) { group in
            group.addTask {
                let result = try await Subprocess.run(
                    configuration, input: .none,
                    output: .fileDescriptor(outputs.0, closeAfterSpawningProcess: true),
                    error: .fileDescriptor(outputs.1, closeAfterSpawningProcess: true))
                switch result.terminationStatus {
                case let .exited(code): return .exited(code)
                case let .signaled(signal): return .signaled(signal)
                }
            }
            group.addTask {
                try await Task.sleep(for: request.timeout)
                return nil
            }
            var first: LaunchOutcome.Termination??
            var failure: (any Error)?
            do { first = try await group.next() } catch is CancellationError {} catch { failure = error }
            group.cancelAll()  // the child's teardown: TERM to its group, the grace period, KILL
            while (try? await group.next()) != nil {}
            if let failure { throw failure }  // it could not be started
            if Task.isCancelled { return LaunchOutcome.Termination.interrupted }
            return (first ?? nil) ?? .timedOut
        }
        let elapsed = ContinuousClock.now - started
        let output = files.read(\.output), error = files.read(\.error)
        return LaunchOutcome(termination: termination, standardOutput: output.data, standardError: error.data,
                             duration: elapsed.inSeconds, omittedOutputBytes: output.omitted, omittedErrorBytes: error.omitted)
    }
}

/// The two temporary files a child writes its stdout and stderr to.
private struct OutputFiles {
    let output: String
    let error: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-\(UUID().uuidString)").path
        output = base + ".out"
        error = base + ".err"
    }

    func open() throws -> (FileDescriptor, FileDescriptor) {
        let out = try FileDescriptor.open(FilePath(output), .writeOnly, options: [.create, .truncate], permissions: .ownerReadWrite)
        do {
            return (out, try FileDescriptor.open(FilePath(error), .writeOnly, options: [.create, .truncate], permissions: .ownerReadWrite))
        } catch {
            try? out.close()
            throw error
        }
    }

    /// The file's start and end (`CapturedOutput.headBytes`, `tailBytes`), never the whole of a
    /// huge file, and how many bytes between them were left out.
    func read(_ which: KeyPath<OutputFiles, String>) -> (data: Data, omitted: Int) {
        guard let handle = FileHandle(forReadingAtPath: self[keyPath: which]) else { return (Data(), 0) }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        let head = UInt64(CapturedOutput.headBytes), tail = UInt64(CapturedOutput.tailBytes)
        try? handle.seek(toOffset: 0)
        guard size > head + tail else { return ((try? handle.readToEnd()) ?? Data(), 0) }
        let start = (try? handle.read(upToCount: Int(head))) ?? Data()
        try? handle.seek(toOffset: size - tail)
        let end = (try? handle.readToEnd()) ?? Data()
        let omitted = Int(size - head - tail)
        return (start + Data(CapturedOutput.gapLine(omitted: omitted).utf8) + end, omitted)
    }

    func remove() {
        POSIXCalls.unlink(output)
        POSIXCalls.unlink(error)
    }
}
