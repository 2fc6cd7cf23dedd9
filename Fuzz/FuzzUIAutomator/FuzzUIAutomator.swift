import Foundation
import FuzzSupport
import HierarchyImport

/// An Android `uiautomator dump` XML file, through libxml2.
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        _ = try? UIAutomatorDump.read(data, file: "window_dump.xml")
    }
}
