import Foundation
import FuzzSupport
import TestReport

/// The worker protocol as the daemon reads a worker's stdout: one message per line.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            _ = try? WorkerMessage(line: line)
        }
    }
}
