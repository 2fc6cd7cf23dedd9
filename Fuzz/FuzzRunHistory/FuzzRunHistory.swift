import Foundation
import FuzzSupport
import Reports

/// The report's `history.json` (either version), then the durations the scheduler takes from it.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = ReportHistory.decode(data).tests.compactMapValues(\.duration)
    }
}
