import Foundation
import FuzzSupport
import HierarchyImport

/// Screen captures through libxml2: an Android `uiautomator dump` and an iOS XCUITest page
/// source, told apart by the root element as `layoutwatch check` does (`ScreenFormat.sniff`,
/// `ScreenCapture.read`, which runs both formats' readers).
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? ScreenFormat.sniff(data, file: "capture.xml")
        _ = try? ScreenCapture.read(data, file: "capture.xml")
    }
}
