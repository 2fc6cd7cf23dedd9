import Foundation
import FuzzSupport
import SpecTesting

/// A TestKit `.testkit` spec file.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? SpecDocument.parse(String(decoding: data, as: UTF8.self), file: "spec.testkit")
    }
}
