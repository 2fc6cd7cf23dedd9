import Foundation
import Synchronization
import TestReport

/// Appends `DaemonEvent`s to a file as JSON lines, each written whole under one lock (`O_APPEND`),
/// so a reader never sees half an event followed by another. A log with no file records nothing.
public final class EventLog: Sendable {
    private let file: Mutex<FileHandle?>

    /// No file: `record` does nothing.
    public init() { file = Mutex(nil) }

    /// Truncates `path` (a run starts a new story) and appends every event to it.
    public init(path: String) throws {
        let opened = POSIXCalls.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard opened >= 0 else {
            throw EventLogError(path: path, reason: POSIXCalls.lastError())
        }
        file = Mutex(FileHandle(fileDescriptor: opened, closeOnDealloc: true))
    }

    public func record(_ event: DaemonEvent) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(event) else { return }
        line.append(UInt8(ascii: "\n"))
        file.withLock { try? $0?.write(contentsOf: line) }
    }
}

/// `--events FILE` could not be opened.
public struct EventLogError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String {
        "cannot write the events file \"\(path)\" (\(reason)); pass --events a path in a folder that exists and you may write to"
    }
}
