import Foundation
import JSONSource
import TestReport
import ViewTree

/// The formats `layoutwatch check` reads, told apart by their content (never by the file's
/// extension): an XML file by its root element, a view tree by its opening `{`.
public enum ScreenFormat: String, Sendable, CaseIterable {
    /// An Android `uiautomator dump`: `<hierarchy>`.
    case uiautomator
    /// An Appium XCUITest page source: `<AppiumAUT>`, or `<XCUIElementTypeApplication>` alone.
    case xcuitest
    /// A view tree in JSON, laid out by `check` or taken with its frames: `{"root": …}`.
    case viewTreeJSON

    /// What the format is, and what the start of such a file looks like.
    public var summary: (name: String, looks: String) {
        switch self {
        case .uiautomator:
            ("an Android `uiautomator dump`", "<hierarchy rotation=\"0\"><node bounds=\"[0,0][1080,2340]\" class=… />")
        case .xcuitest:
            ("an Appium XCUITest page source", "<AppiumAUT><XCUIElementTypeApplication x=\"0\" y=\"0\" width=… /> "
                + "(or <XCUIElementTypeApplication> as the root)")
        case .viewTreeJSON:
            ("a view tree in JSON", "{\"root\": {\"id\": …, \"style\": {…}, \"children\": […]}}")
        }
    }

    /// The platform a capture in this format comes from; `nil` for a view tree.
    public var platform: Platform? {
        switch self {
        case .uiautomator: .android
        case .xcuitest: .ios
        case .viewTreeJSON: nil
        }
    }

    /// What a file holds, by its first character after a byte-order mark and white space: `<`
    /// is XML (a capture, `ScreenCapture.read` tells which by its root), `{` a view tree. Any
    /// other start throws `unrecognized`, at that character.
    public static func sniff(_ data: Data, file: String) throws -> Kind {
        let bytes = [UInt8](data)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            throw unrecognized(file: file, line: 1, column: 1, found: "an empty file")
        }
        switch bytes[index] {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"): return .json
        default:
            let (line, column) = XMLFile.position(of: index, in: bytes)
            let rest = bytes[index...].prefix { $0 != 0x0A && $0 != 0x0D }
            throw unrecognized(file: file, line: line, column: column, found: "\"\(XMLFile.quoted(rest, limit: 40))\"")
        }
    }

    /// What `sniff` found a file to be.
    public enum Kind: Sendable {
        /// Starts with `<`: a capture, or no format at all (`ScreenCapture.read` tells).
        case xml
        /// Starts with `{`: a view tree.
        case json
    }

    /// The error for a file in none of the formats: where its root (or first character) is,
    /// what is there, and each format with what its root looks like.
    public static func unrecognized(file: String, line: Int, column: Int, found: String) -> FileDiagnostic {
        let formats = allCases.map { "  \($0.summary.name): \($0.summary.looks)" }
        return FileDiagnostic(file: file, line: line, column: column, message: (
            ["found \(found), which is none of the formats `layoutwatch check` reads:"] + formats).joined(separator: "\n"))
    }
}

/// A screen captured on a device, read into a laid-out tree, with the platform it came from
/// (which sets the minimum touch target, `LayoutChecks.v1(for:)`).
public struct CapturedScreen: Sendable {
    /// The screen as a laid-out tree, frames relative to their parents.
    public var root: LaidOutNode
    /// The format the file was in.
    public var format: ScreenFormat
    /// The platform that captured it (`.android` for a dump, `.ios` for a page source).
    public var platform: Platform

    public init(root: LaidOutNode, format: ScreenFormat, platform: Platform) {
        self.root = root
        self.format = format
        self.platform = platform
    }
}

/// Screen captures in XML, whichever platform wrote them: the root element says which.
public enum ScreenCapture {
    static let what = "a screen capture (a `uiautomator dump` or an XCUITest page source)"

    /// Reads a `uiautomator dump` (`<hierarchy>`) or an XCUITest page source (`<AppiumAUT>`,
    /// `<XCUIElementTypeApplication>`); another root throws `ScreenFormat.unrecognized` at it.
    public static func read(_ data: Data, file: String) throws -> CapturedScreen {
        let xml = try XMLFile(data, file: file, what: what)
        let root = xml.root
        let name = root.map(XMLTree.name) ?? ""
        if let root, name == "hierarchy" {
            return CapturedScreen(root: try UIAutomatorDump.read(root: root, file: file), format: .uiautomator, platform: .android)
        }
        if let root, XCUITestSource.isRoot(name) {
            return CapturedScreen(root: try XCUITestSource.read(root: root, file: file), format: .xcuitest, platform: .ios)
        }
        let (line, column, tag) = xml.rootStartTag()
        throw ScreenFormat.unrecognized(file: file, line: line, column: column, found: tag)
    }
}
