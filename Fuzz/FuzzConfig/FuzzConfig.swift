import Foundation
import FuzzSupport
import Watcher

/// `config.json`, as `layoutwatch` loads it.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? Configuration.parse(String(decoding: data, as: UTF8.self), file: "config.json")
    }
}
