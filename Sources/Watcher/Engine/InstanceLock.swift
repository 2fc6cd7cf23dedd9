import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One daemon per watched root: an exclusive `flock` on a file in the state directory, holding
/// the owner's pid. The kernel releases it when the owner ends, however it ends.
public struct InstanceLock: Sendable {
    public let path: String
    private let descriptor: Int32

    /// Takes the lock, or throws `Held` naming the process that has it.
    public static func acquire(at path: String) throws -> InstanceLock {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let descriptor = POSIXCalls.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Held(path: path, owner: nil, reason: POSIXCalls.lastError()) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let bytes = POSIXCalls.read(descriptor, upTo: 32, at: 0)
            close(descriptor)
            let owner = !bytes.isEmpty ? Int32(String(decoding: bytes, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)) : nil
            throw Held(path: path, owner: owner, reason: nil)
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        POSIXCalls.write(pid, to: descriptor, at: 0)
        return InstanceLock(path: path, descriptor: descriptor)
    }

    public struct Held: Error, CustomStringConvertible {
        public var path: String
        public var owner: Int32?
        public var reason: String?
        public var description: String {
            if let reason { return "cannot create the lock file \(path): \(reason)" }
            let who = owner.map { "another layoutwatch watch (pid \($0))" } ?? "another layoutwatch watch"
            return "\(who) is already watching this project or writing this report folder (lock \(path)); stop it first"
                + (owner.map { " (kill \($0))" } ?? "") + ", or watch with another config"
        }
    }
}
