import Foundation

/// Taffy (PyPI `stretchable`) driven through `scripts/taffy_bench.py`, one request a line, so
/// its rounds interleave with ours in the same run. `nil` from `start` says why it is absent.
final class TaffyPeer {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    static func start(script: URL) -> Result<TaffyPeer, BenchPeerUnavailable> {
        guard FileManager.default.fileExists(atPath: script.path) else {
            return .failure(BenchPeerUnavailable(reason: "\(script.path) is missing"))
        }
        let peer = TaffyPeer()
        peer.process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        peer.process.arguments = ["python3", script.path]
        peer.process.standardInput = peer.input
        peer.process.standardOutput = peer.output
        peer.process.standardError = FileHandle.standardError
        do { try peer.process.run() } catch {
            return .failure(BenchPeerUnavailable(reason: "cannot start python3 (\(error.localizedDescription))"))
        }
        return .success(peer)
    }

    /// Sends one command and returns its answer line; an `error …` answer or a dead
    /// process throws.
    func ask(_ command: String) throws -> String {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                if line.hasPrefix("error") { throw BenchPeerUnavailable(reason: "Taffy: \(line) (after \(command))") }
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                throw BenchPeerUnavailable(reason: "taffy_bench.py ended (pip install stretchable?) after \(command)")
            }
            buffered.append(chunk)
        }
    }

    /// CPU nanoseconds of one answer to `command`.
    func time(_ command: String) throws -> Double {
        let line = try ask(command)
        guard let value = Double(line) else { throw BenchPeerUnavailable(reason: "Taffy answered \(line) to \(command)") }
        return value
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

struct BenchPeerUnavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
