import Foundation
import FuzzSupport
import Runner

/// A `*.layout.json` spec with the built-in generators, including its assertions and the trial
/// build of its tree.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = LayoutSpec.parse(String(decoding: data, as: UTF8.self), file: "fuzz.layout.json", generators: .builtIn)
    }
}
