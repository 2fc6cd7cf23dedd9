import CProcessShims
import Foundation
import Synchronization
import TestReport
#if canImport(Glibc)
import Glibc
#endif

/// Protocol output: one `write` per line, so a crash loses nothing sent.
enum WorkerOutput {
    /// Where the protocol goes: stdout until `start` opens the protocol file.
    private static let descriptor = Atomic<Int32>(STDOUT_FILENO)

    /// Opens the protocol file (stdout without one) and sends the header. Set once at start,
    /// before any test code runs, and only read afterwards.
    static func start(_ path: String?) {
        // Die with the daemon: a worker must never outlive the process that started it.
        _ = layoutwatch_die_with_parent()
        if getppid() == 1 { exit(4) }
        if let path {
            // Safe: the path is bridged to a C string that outlives the call.
            let opened = unsafe open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            guard opened >= 0 else {
                FileHandle.standardError.write(Data("cannot open the protocol file \(path): errno \(errno)\n".utf8))
                exit(2)
            }
            descriptor.store(opened, ordering: .relaxed)
        }
        send(.hello(protocolName: WorkerProtocol.name, version: WorkerProtocol.version))
    }

    static func send(_ message: WorkerMessage) {
        guard let line = try? message.line() else { return }
        let bytes = Array((line + "\n").utf8)
        let descriptor = Self.descriptor.load(ordering: .relaxed)
        var offset = 0
        while offset < bytes.count {
            // Safe: `write` reads at most `$0.count` bytes of the slice's storage, which
            // `withUnsafeBytes` keeps valid for the closure; no pointer escapes it.
            let written = unsafe bytes[offset...].withUnsafeBytes { unsafe write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { if errno == EINTR { continue }; return }
            offset += written
        }
    }
}
