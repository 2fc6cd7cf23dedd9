/// XCUITest element types (`XCUIElementTypeButton`) as the roles the layout checks know, in the
/// spellings they already read (`InteractiveRoles` in LayoutChecks), so a button, a text field
/// or an image is checked on iOS exactly as on Android and in the DSL.
enum XCUITestRoles {
    static let prefix = "XCUIElementType"

    /// `XCUIElementTypeButton` → `button`. Controls and images get the checks' role names;
    /// `Other` (a plain view) gets none, like Android's layouts; every other container keeps its
    /// type, lower-cased, so messages say what it is (`cell`, `navigationbar`, `table`, `window`).
    static func role(forType type: String) -> String? {
        let simple = type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
        switch simple {
        case "Button", "ToolbarButton", "MenuButton", "PopUpButton", "DisclosureTriangle", "IncrementArrow",
             "DecrementArrow": return "button"
        case "Link": return "link"
        case "CheckBox": return "checkbox"
        case "RadioButton": return "radiobutton"
        case "Switch": return "switch"
        case "Toggle": return "toggle"
        case "Slider": return "slider"
        case "Stepper": return "stepper"
        case "Picker", "PickerWheel", "DatePicker": return "picker"
        case "ComboBox": return "combobox"
        case "Tab": return "tab"
        case "MenuItem", "MenuBarItem": return "menuitem"
        case "TextField": return "textfield"
        case "SecureTextField": return "securefield"
        case "SearchField": return "searchfield"
        // Editable more often than not (notes, messages); a read-only one is usually a StaticText.
        case "TextView": return "textbox"
        case "StaticText": return "text"
        case "Image", "Icon": return "image"
        case "Other", "Any", "": return nil
        default: return simple.lowercased()
        }
    }

    /// Types whose `value` is the text they show: the text a field holds (or its placeholder).
    static func showsValue(_ role: String?) -> Bool {
        ["textfield", "securefield", "searchfield", "textbox"].contains(role ?? "")
    }

    /// Containers that scroll their content: what scrolled out of them is not on the screen.
    static func scrolls(_ type: String) -> Bool {
        ["Table", "CollectionView", "ScrollView", "WebView"].contains { type == prefix + $0 }
    }

    /// Bars that iOS draws above the content scrolling under them.
    static func floatsAbove(_ type: String) -> Bool {
        ["NavigationBar", "TabBar", "Toolbar"].contains { type == prefix + $0 }
    }

    /// System interface the app does not lay out, drawn over it: the keyboard (whose keys are
    /// under 44 pt wide on a phone) and the status bar. Left out with their subtrees.
    static func isSystemInterface(_ type: String) -> Bool {
        type == prefix + "Keyboard" || type == prefix + "StatusBar"
    }
}
