// The screen of an app under a UI test, written as XML in the shape of Appium's XCUITest page
// source, for `layoutwatch check`. Add this file to a UI test target in Xcode on macOS: it needs
// XCTest's UI testing (XCUIApplication, XCUIElementSnapshot), which Linux does not have, so it
// cannot compile on Linux and LayoutWatch's own build never compiles it.
import XCTest

extension XCUIApplication {
    /// The app's screen as XML: `<AppiumAUT>` around the application's elements, each with
    /// Appium's attributes (`type`, `name`, `label`, `value`, `enabled`, `visible`, `x`, `y`,
    /// `width`, `height`; the frame in points on the screen).
    @MainActor func pageSource() throws -> String {
        let root = try snapshot()
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
        PageSource.append(root, screen: root.frame, depth: 1, to: &xml)
        return xml + "</AppiumAUT>\n"
    }
}

@MainActor enum PageSource {
    /// One element and its children. `name` is the identifier, or the label when there is
    /// none, as in Appium; `visible` says whether any of the frame is on the screen (a
    /// snapshot does not say more), so rows scrolled off the screen are left out.
    static func append(_ element: any XCUIElementSnapshot, screen: CGRect, depth: Int, to xml: inout String) {
        let type = "XCUIElementType" + (typeNames[element.elementType] ?? "Other")
        let frame = element.frame
        let onScreen = frame.maxX >= screen.minX && frame.minX <= screen.maxX
            && frame.maxY >= screen.minY && frame.minY <= screen.maxY
        var attributes = [("type", type)]
        let name = element.identifier.isEmpty ? element.label : element.identifier
        if !name.isEmpty { attributes.append(("name", name)) }
        if !element.label.isEmpty { attributes.append(("label", element.label)) }
        if let value = element.value.map({ "\($0)" }), !value.isEmpty { attributes.append(("value", value)) }
        if let placeholder = element.placeholderValue, !placeholder.isEmpty {
            attributes.append(("placeholderValue", placeholder))
        }
        attributes += [("enabled", "\(element.isEnabled)"), ("visible", "\(onScreen)"),
                       ("x", number(frame.minX)), ("y", number(frame.minY)),
                       ("width", number(frame.width)), ("height", number(frame.height))]
        let indent = String(repeating: "  ", count: depth)
        xml += indent + "<" + type + attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
        guard !element.children.isEmpty else {
            xml += "/>\n"
            return
        }
        xml += ">\n"
        for child in element.children { append(child, screen: screen, depth: depth + 1, to: &xml) }
        xml += indent + "</" + type + ">\n"
    }

    /// `16` for 16.0, `90.25` as it is.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }

    /// Text for an attribute value: markup characters and line breaks as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\r", "\t": result += "&#\(scalar.value);"
            default: if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// The element types by the names Appium writes (`XCUIElementType` + name).
    static let typeNames: [XCUIElement.ElementType: String] = [
        .application: "Application", .window: "Window", .other: "Other", .group: "Group", .sheet: "Sheet",
        .alert: "Alert", .dialog: "Dialog", .button: "Button", .radioButton: "RadioButton", .checkBox: "CheckBox",
        .popUpButton: "PopUpButton", .comboBox: "ComboBox", .menuButton: "MenuButton", .toolbarButton: "ToolbarButton",
        .keyboard: "Keyboard", .key: "Key", .navigationBar: "NavigationBar", .tabBar: "TabBar", .tabGroup: "TabGroup",
        .toolbar: "Toolbar", .statusBar: "StatusBar", .table: "Table", .collectionView: "CollectionView",
        .scrollView: "ScrollView", .webView: "WebView", .cell: "Cell", .slider: "Slider",
        .pageIndicator: "PageIndicator", .progressIndicator: "ProgressIndicator",
        .activityIndicator: "ActivityIndicator", .segmentedControl: "SegmentedControl", .picker: "Picker",
        .pickerWheel: "PickerWheel", .switch: "Switch", .toggle: "Toggle", .link: "Link", .image: "Image",
        .icon: "Icon", .searchField: "SearchField", .staticText: "StaticText", .textField: "TextField",
        .secureTextField: "SecureTextField", .datePicker: "DatePicker", .textView: "TextView", .menu: "Menu",
        .menuItem: "MenuItem", .map: "Map", .stepper: "Stepper", .tab: "Tab",
    ]
}

/// A UI test that captures one screen and keeps it with the test's results: export it from the
/// result bundle (Xcode's report navigator, or `xcrun xcresulttool export attachments`), then
/// run `layoutwatch check shop-product.xml`.
final class ShopScreenCaptures: XCTestCase {
    @MainActor func testCaptureTheProductScreen() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Trail Runner GTX"].tap()
        let attachment = XCTAttachment(data: Data(try app.pageSource().utf8), uniformTypeIdentifier: "public.xml")
        attachment.name = "shop-product.xml"
        attachment.lifetime = .keepAlways
        add(attachment)
    }
}
