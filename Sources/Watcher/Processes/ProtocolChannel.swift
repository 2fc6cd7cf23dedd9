import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file a worker writes its protocol lines to (`--protocol-out PATH`), so that nothing the
/// test prints can be mistaken for the protocol. Each line is one `write`, so a line sent before
/// a crash is in the file.
struct ProtocolChannel {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutwatch-protocol-\(UUID().uuidString).jsonl").path

    func read() -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    func remove() { POSIXCalls.unlink(path) }
}
