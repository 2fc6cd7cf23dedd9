import Foundation
import FuzzSupport
import LayoutChecks

/// A relative-assertions file (`layoutwatch check --assertions`).
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? AssertionDecoder.decode(String(decoding: data, as: UTF8.self), file: "assertions.json")
    }
}
