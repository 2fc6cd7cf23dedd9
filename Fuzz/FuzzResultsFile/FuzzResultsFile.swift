import Foundation
import FuzzSupport
import Reports

/// A shard's `results.json`, as `layoutwatch merge` reads it.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? ResultsFile.decode(data)
    }
}
